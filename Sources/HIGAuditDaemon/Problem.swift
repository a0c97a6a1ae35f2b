import HIGAuditCore

/// Something that keeps the daemon from doing part of its job, as a sentence.
struct Problem: Error {
    var message: Message
}
