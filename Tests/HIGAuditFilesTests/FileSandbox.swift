import Foundation

@testable import HIGAuditFiles

/// A temporary folder with a `root` inside it and an `outside` beside it.
final class FileSandbox: Sendable {
    let base: String
    var root: String { base + "/root" }
    var outside: String { base + "/outside" }

    init() throws {
        var template = Array("/tmp/higaudit-files-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw POSIXError(.EIO) }
        base = String(cString: made)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    func path(_ relative: String) -> String { root + "/" + relative }

    func makeFolder(_ absolute: String) throws {
        try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
    }

    func write(_ absolute: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: absolute))
    }
}
