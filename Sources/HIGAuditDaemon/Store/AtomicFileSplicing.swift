import HIGAuditFiles

extension AtomicFile.Output: SpliceSink {}
