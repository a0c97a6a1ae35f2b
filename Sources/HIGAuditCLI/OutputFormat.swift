import ArgumentParser
import HIGAuditCore
import HIGAuditOutputs

extension OutputFormat: ExpressibleByArgument {}
extension Profile: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}
