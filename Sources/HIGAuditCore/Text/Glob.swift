/// Shell-style path patterns: `*` and `?` stay within one path component, `**` crosses
/// components, `[abc]` matches one of its characters. A pattern without `/` matches the
/// file name anywhere in the tree.
public struct Glob: Sendable, Hashable {
    /// The pattern as written in the configuration's `ignore`.
    public let pattern: String

    /// A glob matching paths as `pattern` says.
    public init(_ pattern: String) {
        self.pattern = pattern
    }

    /// Whether `path`, relative to a watched or named directory with `/` separators, matches:
    /// a pattern without `/` is matched against the file name alone.
    public func matches(_ path: String) -> Bool {
        let text = Array(path)
        if !pattern.contains("/") {
            let name = text.split(separator: "/", omittingEmptySubsequences: false).last.map(Array.init) ?? text
            return Self.match(Array(pattern), 0, name, 0)
        }
        return Self.match(Array(pattern), 0, text, 0)
    }

    private static func match(_ p: [Character], _ pi: Int, _ t: [Character], _ ti: Int) -> Bool {
        var pi = pi, ti = ti
        while pi < p.count {
            switch p[pi] {
            case "*":
                if pi + 1 < p.count, p[pi + 1] == "*" {
                    var next = pi + 2
                    if next < p.count, p[next] == "/" { next += 1 }
                    for start in ti...t.count where match(p, next, t, start) { return true }
                    return false
                }
                var end = ti
                while true {
                    if match(p, pi + 1, t, end) { return true }
                    guard end < t.count, t[end] != "/" else { return false }
                    end += 1
                }
            case "?":
                guard ti < t.count, t[ti] != "/" else { return false }
            case "[":
                guard ti < t.count, let close = p[(pi + 1)...].firstIndex(of: "]") else { return false }
                let set = p[(pi + 1)..<close]
                let negated = set.first == "!" || set.first == "^"
                let members = negated ? set.dropFirst() : set[...]
                guard members.contains(t[ti]) != negated else { return false }
                pi = close
            default:
                guard ti < t.count, t[ti] == p[pi] else { return false }
            }
            pi += 1
            ti += 1
        }
        return ti == t.count
    }
}
