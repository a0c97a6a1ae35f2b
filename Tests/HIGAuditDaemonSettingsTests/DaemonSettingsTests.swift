import HIGAuditCore
import Testing

@testable import HIGAuditDaemonSettings

/// The daemon's sections of the configuration, read by their own types through Core's
/// decoder, with the same strictness as the rest of the file.
@Suite struct DaemonSettingsTests {
    static func decode(_ json: String, sections: [any SettingsSection.Type] = DaemonSettingsSections.all) -> Result<Settings, InputError> {
        SettingsDecoder(ruleIds: ["text-contrast"], limits: [], sections: sections).decode(json: Array(json.utf8))
    }

    @Test func theSectionsAreReadIntoTheirTypes() throws {
        let settings = try Self.decode(
            #"{"daemon": {"watch": "/srv/screens", "socketMode": "0600", "settleMilliseconds": 250, "parallelAudits": 3}, "history": {"url": "postgres://hig@db/hig", "days": 30}}"#
        ).get()
        let daemon = settings[section: DaemonSettings.self]
        #expect(daemon.watch == ["/srv/screens"])
        #expect(daemon.socketMode == 0o600)
        #expect(daemon.settleMilliseconds == 250)
        #expect(daemon.parallelAudits == 3)
        let history = settings[section: HistorySettings.self]
        #expect(history.url == "postgres://hig@db/hig")
        #expect(history.days == 30)
        #expect(history.enabled)
    }

    @Test func aFileWithoutTheSectionsGivesTheirDefaults() throws {
        let settings = try Self.decode(#"{"profile": "wcag-aa"}"#).get()
        #expect(settings[section: DaemonSettings.self] == DaemonSettings())
        #expect(settings[section: HistorySettings.self] == HistorySettings())
        #expect(settings[section: DaemonSettings.self].socketMode == 0o660)
    }

    @Test func anUnknownKeyInASectionIsRefusedWithTheClosestSuggested() {
        guard case .failure(let error) = Self.decode(#"{"daemon": {"settleMiliseconds": 5}}"#) else {
            Issue.record("accepted")
            return
        }
        #expect(error.pointer == "/daemon/settleMiliseconds")
        #expect(error.problem.rendered(in: .en) == #"unknown setting "settleMiliseconds"; did you mean "settleMilliseconds"?"#)
    }

    @Test(arguments: [
        (#"{"daemon": {"socketMode": "0999"}}"#, "/daemon/socketMode", #"must be an octal file mode in quotes, such as "0660""#),
        (#"{"daemon": {"parallelAudits": 0}}"#, "/daemon/parallelAudits", "must be a whole number of 1 or more"),
        (#"{"history": {"url": "mysql://x"}}"#, "/history/url", #"must be a PostgreSQL URL, such as "postgres://user@host/database""#),
        (#"{"history": {"days": 1.5}}"#, "/history/days", "must be a whole number of 1 or more"),
        (#"{"history": {"maxMegabytes": 8}}"#, "/history/maxMegabytes", "must be a whole number of megabytes from 16 to 1048576"),
        (
            #"{"history": {"url": "postgres://%%zz@/hig"}}"#, "/history/url",
            #"has a "%" in its user that is not followed by two hexadecimal digits (write "%25" for "%")"#
        ),
        (
            #"{"history": {"url": "postgres://db/hig?application_name=x"}}"#, "/history/url",
            #"has the parameter "application_name", which is not one of host, port, sslmode, user, password and dbname"#
        ),
    ])
    func badValuesAreRefusedAtTheirPointer(json: String, pointer: String, message: String) {
        guard case .failure(let error) = Self.decode(json) else {
            Issue.record("accepted \(json)")
            return
        }
        #expect(error.pointer == pointer)
        #expect(error.problem.rendered(in: .en) == message)
        #expect(!error.problem.rendered(in: .ja).isEmpty && error.problem.rendered(in: .ja) != message, "said in Japanese too")
    }

    @Test func aProgramThatKnowsNoSectionRefusesThem() {
        guard case .failure(let error) = Self.decode(#"{"daemon": {}}"#, sections: []) else {
            Issue.record("accepted")
            return
        }
        #expect(error.pointer == "/daemon")
    }

    @Test func settingsAreEqualWhenTheirSectionsAre() throws {
        let a = try Self.decode(#"{"daemon": {"settleMilliseconds": 250}}"#).get()
        let b = try Self.decode(#"{"daemon": {"settleMilliseconds": 250}}"#).get()
        let c = try Self.decode(#"{"daemon": {"settleMilliseconds": 300}}"#).get()
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
        var d = c
        d[section: DaemonSettings.self].settleMilliseconds = 250
        #expect(d == a)
    }
}
