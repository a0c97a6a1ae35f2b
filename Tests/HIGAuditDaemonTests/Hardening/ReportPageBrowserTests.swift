import Foundation
import Testing

/// The report page opened in a real browser (headless Chromium): nothing from the
/// screens executes or becomes markup.
@Suite(.serialized)
struct ReportPageBrowserTests {
    static let payload = #"<script>document.title='pwned'</script><img src=x onerror="document.title='pwned'">"#

    @Test func payloadsInScreensStayText() throws {
        let daemon = try DaemonProcess()
        let escapedPayload = Self.payload.replacing("\"", with: "\\\"")
        let screen = """
        {"format":"hig-screen/1","id":"\(escapedPayload)","elements":[
          {"type":"text","id":"\(escapedPayload)","text":"\(escapedPayload)","foreground":"#9A9A9A","font":{"size":13}},
          {"type":"alert","title":"\(escapedPayload)","message":"\(escapedPayload)","buttons":[{"title":"\(escapedPayload)","role":"cancel"},{"title":"OK","isDefault":true}]},
          {"type":"toggle","id":"\(escapedPayload)","states":{"on":{"symbol":"star","foreground":"#FF9500"},"off":{"symbol":"star","foreground":"#8E8E93"}}}
        ]}
        """
        try daemon.write("<b>bold</b>.json", screen)
        try daemon.start()
        try daemon.waitReported()
        let page = daemon.reports.appendingPathComponent("index.html")
        let dom = try Self.chromium(["--dump-dom", page.absoluteString])
        #expect(!dom.contains("pwned\n") && !dom.contains("<title>pwned"), "no script ran")
        #expect(!dom.contains("<script"), "no script element")
        #expect(!dom.lowercased().contains("<img"), "no image element from the input")
        #expect(!dom.contains("<b>bold</b>"), "file names stay text")
        #expect(dom.contains("&lt;script&gt;document.title='pwned'&lt;/script&gt;"), "the payload is shown as text")
        #expect(dom.contains("toggle-color-only"))
    }

    /// Runs headless Chromium and returns its standard output.
    static func chromium(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--virtual-time-budget=2000"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chromium exited \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}
