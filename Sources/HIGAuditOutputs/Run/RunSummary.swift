import HIGAuditCore

/// Totals of a run.
package struct RunSummary: Sendable {
    package struct BaselineTotals: Sendable {
        package var suppressed = 0
        package var fixed = 0

        package init() {}
    }

    package var screens = 0
    package var passed = 0
    package var failed = 0
    /// Inputs that could not be audited (their report's status is `error`).
    package var unreadable = 0
    /// Inputs that are not screens: JSON that isn't a screen description, documents for another platform.
    package var skipped = 0
    /// The skipped Interface Builder documents saved before Xcode 5, as the command line names them.
    package var savedBeforeXcode5: [String] = []
    package var findings = 0
    /// Labels with attributed text only, not checked for contrast (`interface-builder.md`).
    package var attributedLabelsNotChecked = 0
    /// Buttons with an attributed title only, likewise not checked for contrast.
    package var attributedButtonsNotChecked = 0
    package var bySeverity: [Severity: Int] = [:]
    package var baseline: BaselineTotals?
    /// The configuration file the run used, if any.
    package var configuration: String?

    package init() {}

    package mutating func add(_ report: ScreenReport) {
        screens += 1
        switch report.status {
        case .pass: passed += 1
        case .fail: failed += 1
        case .error: unreadable += 1
        }
        attributedLabelsNotChecked += report.attributedLabelsNotChecked
        attributedButtonsNotChecked += report.attributedButtonsNotChecked
        // A finding an earlier appearance of the screen holds too counts once.
        for finding in report.findings where !finding.repeatsEarlierAppearance {
            findings += 1
            bySeverity[finding.severity, default: 0] += 1
        }
    }

    package var exitCode: Int32 { unreadable > 0 ? 2 : (failed > 0 ? 1 : 0) }

    package var counts: [Message.Argument] {
        [
            .init("screens", .message(.count("screens", screens))), .init("passed", String(passed)),
            .init("failed", String(failed)), .init("invalid", String(unreadable)),
            .init("errors", .message(.count("errors", bySeverity[.error] ?? 0))),
            .init("warnings", .message(.count("warnings", bySeverity[.warning] ?? 0))),
            .init("notes", .message(.count("notes", bySeverity[.note] ?? 0))),
        ]
    }

    package var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("screens", .number(Double(screens))), .init("passed", .number(Double(passed))),
            .init("failed", .number(Double(failed))), .init("unreadable", .number(Double(unreadable))),
            .init("skipped", .number(Double(skipped))), .init("findings", .number(Double(findings))),
            .init("errors", .number(Double(bySeverity[.error] ?? 0))), .init("warnings", .number(Double(bySeverity[.warning] ?? 0))),
            .init("notes", .number(Double(bySeverity[.note] ?? 0))),
        ]
        if attributedLabelsNotChecked > 0 {
            members.append(.init("attributedLabelsNotChecked", .number(Double(attributedLabelsNotChecked))))
        }
        if attributedButtonsNotChecked > 0 {
            members.append(.init("attributedButtonsNotChecked", .number(Double(attributedButtonsNotChecked))))
        }
        if let configuration { members.append(.init("configuration", .string(configuration))) }
        if let baseline {
            members.append(.init("suppressed", .number(Double(baseline.suppressed))))
            members.append(.init("fixed", .number(Double(baseline.fixed))))
        }
        return .object(members)
    }
}
