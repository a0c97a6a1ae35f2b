import ArgumentParser

/// `higauditd`: watches a tree of screens, keeps their reports, answers on a Unix socket.
public struct DaemonCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "higauditd")

    public init() {}

    public static func runAsync() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
