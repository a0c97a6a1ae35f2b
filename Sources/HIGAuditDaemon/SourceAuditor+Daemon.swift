import HIGAuditCore
import HIGAuditYAML

extension SourceAuditor {
    static func daemon(_ auditor: Auditor) -> SourceAuditor { .withYAML(auditor) }
}
