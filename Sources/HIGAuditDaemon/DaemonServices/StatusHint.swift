import Foundation

/// The commands the start banner suggests for asking the daemon how it is, as they work
/// where it runs: the `higaudit` built or installed beside the daemon (by its name when
/// that is the one on `PATH`), and curl only where curl is installed.
enum StatusHint {
    /// `higaudit status --socket SOCKET`, followed by the curl equivalent in parentheses
    /// when curl is on `PATH`.
    static func commands(
        socket: String, executable: String = Self.ownExecutable(), directory: String = FileManager.default.currentDirectoryPath,
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) -> String {
        let quoted = quote(socket)
        var line = "\(client(beside: executable, directory: directory, path: path)) status --socket \(quoted)"
        if find("curl", in: path) != nil { line += "  (curl --unix-socket \(quoted) http://localhost/v1/status)" }
        return line
    }

    /// How to name the command-line client: `higaudit` when `PATH` finds the one beside the
    /// daemon, or no other is beside it; else its path, relative to `directory` when inside it.
    static func client(beside executable: String, directory: String, path: String) -> String {
        let folder = (executable as NSString).deletingLastPathComponent
        let beside = (folder as NSString).appendingPathComponent("higaudit")
        guard !folder.isEmpty, FileManager.default.isExecutableFile(atPath: beside) else { return "higaudit" }
        if let found = find("higaudit", in: path), resolved(found) == resolved(beside) { return "higaudit" }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return quote(base != "/" && beside.hasPrefix(base) ? String(beside.dropFirst(base.count)) : beside)
    }

    /// The daemon's executable as it was started (`.build/debug/higauditd`, which reads better
    /// than the folder the link leads to), else as the kernel knows it.
    static func ownExecutable() -> String {
        let started = CommandLine.arguments[0]
        if started.contains("/") { return started }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? started
    }

    private static func find(_ name: String, in path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func resolved(_ file: String) -> String { URL(fileURLWithPath: file).resolvingSymlinksInPath().path }

    /// A path as a shell reads it back: as it is when it holds only safe characters, else in single quotes.
    static func quote(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:,@%")
        if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
