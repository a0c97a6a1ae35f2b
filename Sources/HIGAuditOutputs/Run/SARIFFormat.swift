import HIGAuditCore

/// A SARIF 2.1.0 log, streamed: the driver with every rule, then the results.
package struct SARIFFormat: RunFormat {
    package var builder: SARIFBuilder

    package init(builder: SARIFBuilder) {
        self.builder = builder
    }

    package var separator: String { "," }

    package func header(_ summary: RunSummary?) -> String {
        var writer = JSONWriter()
        writer.write(builder.driver)
        return SARIFBuilder.logStart + String(decoding: writer.bytes, as: UTF8.self) + SARIFBuilder.resultsStart
    }

    package func entries(for report: ScreenReport) -> [[UInt8]] {
        builder.results(of: report).map { result in
            var writer = JSONWriter(capacity: 1024)
            writer.write(result)
            return writer.bytes
        }
    }

    package func footer(_ summary: RunSummary) -> String {
        #"],"invocations":[{"executionSuccessful":true,"exitCode":\#(summary.exitCode)}]}]}"# + "\n"
    }
}
