import HIGAuditCore

extension SourceAuditor {
    /// A source auditor that reads YAML through libyaml.
    package static func withYAML(_ auditor: Auditor) -> SourceAuditor {
        SourceAuditor(auditor: auditor) { bytes in
            do throws(YAMLInputError) {
                return .success(try YAMLToJSON.convertWithPositions(bytes))
            } catch {
                return .failure(
                    InputError(Message("input.not-yaml", ["detail": error.message]), pointer: error.pointer, line: error.line, column: error.column))
            }
        }
    }
}
