import ArgumentParser
import Foundation
import HIGAuditCore

/// Options every daemon client command shares.
struct ClientOptions: ParsableArguments {
    @Option(help: ArgumentHelp(HelpText.text("help.client.socket")))
    var socket: String?

    @Flag(help: ArgumentHelp(HelpText.text("help.client.json")))
    var json = false

    @Option(help: ArgumentHelp(HelpText.text("help.lang")))
    var lang: Language?

    var language: Language { LanguageChoice.resolve(lang) }
    var client: DaemonClient { DaemonClient(socketPath: socket ?? DaemonClient.defaultSocket()) }

    func call(_ method: String, _ target: String, timeout: Double = 30) throws -> DaemonClient.Response {
        do {
            return try client.request(method, target, timeout: timeout)
        } catch {
            throw CommandFailure(message: error.message.rendered(in: language))
        }
    }

    /// A state or status the daemon names (`idle`, `fail`, …) in the reader's words: the
    /// message `prefix.value`, or the value as it is when the table has none.
    func word(_ prefix: String, _ value: Any?) -> String {
        guard let value = value as? String else { return "?" }
        let key = MessageKey("\(prefix).\(value)")
        return MessageCatalog.text(key, in: language) == nil ? value : text(key)
    }

    func text(_ key: MessageKey, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Message(key, arguments).rendered(in: language)
    }
}

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: HelpText.text("help.status"))
    @OptionGroup var options: ClientOptions

    func run() throws {
        let response = try options.call("GET", "/v1/status?lang=\(options.language.rawValue)")
        if options.json { return StandardOutput.write(response.body) }
        guard let status = response.json as? [String: Any] else { throw CommandFailure(message: options.text("client.bad-response")) }
        var lines = [
            options.text(
                "client.status",
                [
                    "state": options.word("client.state", status["state"]),
                    "screens": "\(status["screens"] as? Int ?? 0)", "passing": "\(status["passing"] as? Int ?? 0)",
                    "failing": "\(status["failing"] as? Int ?? 0)", "errors": "\(status["unreadable"] as? Int ?? 0)",
                    "queued": "\(status["queued"] as? Int ?? 0)",
                ])
        ]
        for folder in status["watching"] as? [String] ?? [] { lines.append(options.text("client.watching", ["folder": folder])) }
        for problem in status["problems"] as? [String] ?? [] { lines.append(options.text("client.problem", ["problem": problem])) }
        StandardOutput.write(lines.joined(separator: "\n") + "\n")
        if status["state"] as? String == "degraded" { throw ExitCode(1) }
    }
}

struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screens", abstract: HelpText.text("help.screens"))
    @OptionGroup var options: ClientOptions
    @Flag(help: ArgumentHelp(HelpText.text("help.screens.failing"))) var failing = false

    func run() throws {
        let response = try options.call("GET", failing ? "/v1/screens?status=fail" : "/v1/screens")
        if options.json { return StandardOutput.write(response.body) }
        guard let rows = response.json as? [[String: Any]] else { throw CommandFailure(message: options.text("client.bad-response")) }
        var out = ""
        for row in rows {
            let summary = row["summary"] as? [String: Int] ?? [:]
            var source = row["source"] as? String ?? "?"
            if let title = row["title"] as? String { source += " — " + title }
            if let appearance = row["appearance"] as? String, appearance == "dark" { source += options.text("client.dark") }
            if row["contrast"] as? String == "increased" { source += options.text("client.increased-contrast") }
            out +=
                options.text(
                    "client.screen-row",
                    [
                        "status": options.word("client.row-status", row["status"]), "source": source,
                        "errors": "\(summary["errors"] ?? 0)", "warnings": "\(summary["warnings"] ?? 0)", "notes": "\(summary["notes"] ?? 0)",
                    ]) + "\n"
        }
        StandardOutput.write(out)
    }
}

struct RescanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rescan", abstract: HelpText.text("help.rescan"))
    @OptionGroup var options: ClientOptions

    func run() throws {
        let response = try options.call("POST", "/v1/rescan")
        guard response.status == 202 else { throw CommandFailure(message: options.text("client.http-status", ["status": "\(response.status)"])) }
        StandardOutput.write(options.text("client.rescan") + "\n")
    }
}

struct WaitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "wait", abstract: HelpText.text("help.wait"))
    @OptionGroup var options: ClientOptions
    @Option(help: ArgumentHelp(HelpText.text("help.wait.timeout"))) var timeout: Double = 30

    func run() throws {
        let response = try options.call("GET", "/v1/wait?timeout=\(timeout)", timeout: timeout)
        switch response.status {
        case 200: StandardOutput.write(options.text("client.waited") + "\n")
        case 408:
            StandardOutput.error(options.text("client.wait-timeout", ["seconds": NumberFormatting.json(timeout)]) + "\n")
            throw ExitCode(1)
        default: throw CommandFailure(message: options.text("client.http-status", ["status": "\(response.status)"]))
        }
    }
}
