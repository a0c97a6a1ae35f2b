import ArgumentParser
import Foundation
import HIGAuditCore

/// `higaudit history`: what changed, by screen, from the daemon's history.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: HelpText.text("help.history"))

    @OptionGroup var options: ClientOptions
    @Option(help: ArgumentHelp(HelpText.text("help.history.since")))
    var since = "7d"
    @Option(help: ArgumentHelp(HelpText.text("help.history.source"))) var source: String?
    @Option(help: ArgumentHelp(HelpText.text("help.history.limit"))) var limit = 1000
    @Option(help: ArgumentHelp(HelpText.text("help.history.format"))) var format: HistoryFormat = .text

    enum HistoryFormat: String, ExpressibleByArgument { case text, json }

    func run() throws {
        var events: [[String: Any]] = []
        var pages: [[UInt8]] = []
        var before: Int?
        // An answer holds a few megabytes of events at most; `next` asks for the rest.
        repeat {
            var query = [("since", since), ("limit", String(limit - events.count)), ("lang", options.language.rawValue)]
            if let source { query.append(("source", source)) }
            if let before { query.append(("before", String(before))) }
            let target = "/v1/history?" + query.map { $0.0 + "=" + Self.escape($0.1) }.joined(separator: "&")
            let response = try options.call("GET", target)
            guard response.status == 200 else {
                let detail = (response.json as? [String: Any])?["error"] as? String
                throw CommandFailure(message: detail ?? options.text("client.http-status", ["status": "\(response.status)"]))
            }
            guard let answer = response.json as? [String: Any], let page = answer["events"] as? [[String: Any]] else {
                throw CommandFailure(message: options.text("client.bad-response"))
            }
            events += page
            pages.append(Array(response.body))
            before = page.isEmpty ? nil : answer["next"] as? Int
        } while before != nil && events.count < limit
        if options.json || format == .json {
            if pages.count == 1 { return StandardOutput.write(pages[0]) }
            let data = try JSONSerialization.data(withJSONObject: ["events": events], options: [.withoutEscapingSlashes])
            return StandardOutput.write(Array(data) + [UInt8(ascii: "\n")])
        }
        StandardOutput.write(HistoryText(events: events, language: options.language).render())
    }

    /// A query value percent-encoded.
    static func escape(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~:/")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }
}

/// The events as people read them: grouped by screen (the screen changed last first),
/// each event's time and status change, then each finding added (+) or fixed (−).
struct HistoryText {
    let events: [[String: Any]]
    let language: Language

    func text(_ key: String, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Message(MessageKey(key), arguments).rendered(in: language)
    }

    func render() -> String {
        guard !events.isEmpty else { return text("client.history.none") + "\n" }
        let trees = Set(events.compactMap { $0["tree"] as? String })
        var order: [String] = []
        var byScreen: [String: [[String: Any]]] = [:]
        for event in events {
            let name = screenName(event, withTree: trees.count > 1)
            if byScreen[name] == nil { order.append(name) }
            byScreen[name, default: []].append(event)
        }
        var out = ""
        var added = 0, fixed = 0, newlyFailing = 0
        for name in order {
            out += name + "\n"
            for event in byScreen[name] ?? [] {
                let kind = event["kind"] as? String ?? "changed"
                let before = event["statusBefore"] as? String, after = event["statusAfter"] as? String
                if after == "fail", before != "fail", kind != "first-scan" { newlyFailing += 1 }
                var said = describe(kind, before: before, after: after, lost: event["lost"] as? Int ?? 0)
                if let clockRead = event["clockRead"] as? String { said += " " + text("client.history.clock-read", ["time": clockRead]) }
                out += "  " + (event["at"] as? String ?? "") + "  " + said + "\n"
                for finding in event["added"] as? [[String: Any]] ?? [] {
                    if kind != "first-scan" { added += 1 }
                    out += "    + " + line(finding) + "\n"
                }
                for finding in event["fixed"] as? [[String: Any]] ?? [] {
                    fixed += 1
                    out += "    − " + line(finding) + "\n"
                }
            }
        }
        out +=
            Message(
                "client.history.summary",
                [
                    .init("events", .message(.count("events", events.count))), .init("screens", .message(.count("screens", order.count))),
                    .init("added", .message(.count("findings", added))), .init("fixed", String(fixed)),
                    .init("failing", .message(.count("screens", newlyFailing))),
                ]
            ).rendered(in: language) + "\n"
        return out
    }

    private func screenName(_ event: [String: Any], withTree: Bool) -> String {
        if event["kind"] as? String == "gap" { return text("client.history.gap-name") }
        let source = event["source"] as? String ?? "?", screen = event["screen"] as? String ?? ""
        var name = source
        if !screen.isEmpty, screen != SourceAuditor.screenName(forPath: source) { name += " (" + screen + ")" }
        if let appearance = event["appearance"] as? String, appearance == "dark" { name += text("client.dark") }
        if event["contrast"] as? String == "increased" { name += text("client.increased-contrast") }
        if withTree, let tree = event["tree"] as? String { name = tree + "  " + name }
        return name
    }

    private func describe(_ kind: String, before: String?, after: String?, lost: Int) -> String {
        func status(_ value: String?) -> String { value.map { text("page.status.\($0)") } ?? "—" }
        switch kind {
        case "first-scan": return text("client.history.first-scan", ["status": status(after)])
        case "added": return text("client.history.added", ["status": status(after)])
        case "removed": return text("client.history.removed", ["status": status(before)])
        case "gap": return text("client.history.gap", ["lost": String(lost)])
        default: return text("client.history.changed", ["before": status(before), "after": status(after)])
        }
    }

    private func line(_ finding: [String: Any]) -> String {
        let severity = finding["severity"] as? String ?? "note"
        return [
            text("severity.\(severity)"), finding["rule"] as? String ?? "?", finding["pointer"] as? String ?? "",
            finding["message"] as? String ?? "",
        ].joined(separator: "  ")
    }
}
