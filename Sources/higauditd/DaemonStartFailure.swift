/// Why the daemon did not start, each said in the log first.
enum DaemonStartFailure: Error {
    /// The configuration file is unreadable or invalid.
    case configurationRefused
    /// Another daemon keeps the reports folder or answers on the socket.
    case anotherInstance
    /// The reports folder can't be made, inotify is unavailable, and the like.
    case failed(any Error)
}
