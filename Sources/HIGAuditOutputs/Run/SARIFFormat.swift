import HIGAuditCore

/// A SARIF 2.1.0 log, streamed: the driver with every rule, then the results.
public struct SARIFFormat: RunFormat {
    public var builder: SARIFBuilder

    public init(builder: SARIFBuilder) {
        self.builder = builder
    }

    public var separator: String { "," }

    public func header(_ summary: RunSummary?) -> String {
        var writer = JSONWriter()
        writer.write(builder.driver)
        return SARIFBuilder.logStart + String(decoding: writer.bytes, as: UTF8.self) + SARIFBuilder.resultsStart
    }

    public func entries(for report: ScreenReport) -> [[UInt8]] {
        builder.results(of: report).map { result in
            var writer = JSONWriter(capacity: 1024)
            writer.write(result)
            return writer.bytes
        }
    }

    public func footer(_ summary: RunSummary) -> String {
        #"],"invocations":[{"executionSuccessful":true,"exitCode":\#(summary.exitCode)}]}]}"# + "\n"
    }
}
