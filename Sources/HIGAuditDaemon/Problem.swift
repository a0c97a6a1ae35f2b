import HIGAuditCore

/// Something that keeps the daemon from doing part of its job, as a sentence.
package struct Problem: Error {
    package var message: Message
}
