/// Findings that a screen's later appearance repeats from an earlier one (same rule,
/// pointer, severity and message, the Increase Contrast note aside), so that where findings of every appearance are listed
/// each is listed once, as a finding of all the appearances it holds in.
public enum AppearanceRepeats {
    /// Marks, in reports of one source, each finding of a later appearance of a screen that
    /// its first appearance's report holds too (`Finding.repeatsEarlierAppearance`), and
    /// that first finding with every appearance it holds in (`Finding.appearances`).
    /// Reports come in appearance order (light, dark, then the same with Increase Contrast); the findings stay.
    public static func mark(_ reports: inout [ScreenReport]) {
        var first: [String: Int] = [:]
        for index in reports.indices {
            guard let appearance = reports[index].reportAppearance else { continue }
            guard let earlier = first[reports[index].screen], let earlierAppearance = reports[earlier].reportAppearance else {
                first[reports[index].screen] = index
                continue
            }
            var unmatched: [String: [Int]] = [:]
            for (position, finding) in reports[earlier].findings.enumerated() { unmatched[key(finding), default: []].append(position) }
            for position in reports[index].findings.indices {
                let finding = reports[index].findings[position]
                guard let candidates = unmatched[key(finding)],
                    let match = candidates.firstIndex(where: {
                        reports[earlier].findings[$0].message.withoutIncreaseContrastNote == finding.message.withoutIncreaseContrastNote
                    })
                else { continue }
                let original = candidates[match]
                unmatched[key(finding)]?.remove(at: match)
                reports[index].findings[position].repeatsEarlierAppearance = true
                if reports[earlier].findings[original].appearances.isEmpty { reports[earlier].findings[original].appearances = [earlierAppearance] }
                reports[earlier].findings[original].appearances.append(appearance)
            }
        }
    }

    private static func key(_ finding: Finding) -> String {
        finding.rule + "\u{1F}" + finding.pointer + "\u{1F}" + finding.severity.rawValue
    }
}
