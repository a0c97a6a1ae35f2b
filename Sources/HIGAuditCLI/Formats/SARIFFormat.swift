import HIGAuditCore

/// A SARIF 2.1.0 log, streamed: the driver with every rule, then the results.
struct SARIFFormat: RunFormat {
    var builder: SARIFBuilder

    var separator: String { "," }

    func header(_ summary: RunSummary?) -> String {
        var writer = JSONWriter()
        writer.write(builder.driver)
        return #"{"$schema":"\#(SARIFBuilder.schemaURI)","version":"2.1.0","runs":[{"tool":{"driver":"#
            + String(decoding: writer.bytes, as: UTF8.self) + #"},"results":["#
    }

    func entries(for report: ScreenReport) -> [[UInt8]] {
        builder.results(of: report).map { result in
            var writer = JSONWriter(capacity: 1024)
            writer.write(result)
            return writer.bytes
        }
    }

    func footer(_ summary: RunSummary) -> String {
        #"],"invocations":[{"executionSuccessful":true,"exitCode":\#(summary.exitCode)}]}]}"# + "\n"
    }
}
