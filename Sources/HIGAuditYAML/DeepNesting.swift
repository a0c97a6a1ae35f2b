/// Finds where deep flow nesting first exceeds `maxDepth` (or the first other problem
/// the composer finds on the way) when libyaml's own nesting limit stopped the reader
/// first.
///
/// libyaml's scanner reads up to 1024 characters ahead on one line while a simple key is
/// still possible (as in `[[[[…`), and its parser compares the scanner's flow level with
/// a fixed process-wide limit (1000). A long line of `[` therefore trips libyaml's limit
/// while the composer is still near the root. Reading a prefix of the input keeps the
/// scanner from looking that far ahead; a short search over prefix lengths finds one in
/// which the composer's own check reports the exact pointer, line and column.
enum DeepNesting {
    static func locate(
        _ input: [UInt8], limits: YAMLLimits,
        stop: (token: Int, scanner: Int, depth: Int)
    ) -> YAMLInputError? {
        // A prefix of `attempt` characters ends at character index `attempt`.
        // Nesting grows by at most one level per character: the offending bracket is at
        // least this many characters after the token libyaml stopped at. Prefixes of
        // `low` characters are too short; a prefix of `high` characters trips libyaml.
        var low = stop.token + max(0, limits.maxDepth - stop.depth)
        var high = max(low + 2, stop.scanner + 2)
        var attempt = low + 1
        for _ in 0..<32 {
            let end = byteOffset(ofCharacter: attempt, in: input)
            var composer = Composer(input: Array(input[0..<end]), limits: limits)
            do throws(YAMLInputError) {
                _ = try composer.run()
                low = attempt
            } catch {
                // A depth error is real; so is any other error the composer raised for
                // an event that ends before the cut (a scalar cut short might not be).
                if composer.exceededMaxDepth { return error }
                if let end = composer.rejectedEventEnd, end < attempt { return error }
                if composer.libYAMLNestingStop != nil { high = attempt } else { low = attempt }
            }
            if high - low <= 1 || end >= input.count { return nil }
            attempt = low + (high - low) / 2
        }
        return nil
    }

    /// Byte offset of a libyaml character index (a leading UTF-8 BOM is not counted).
    static func byteOffset(ofCharacter index: Int, in input: [UInt8]) -> Int {
        var i = 0
        if input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { i = 3 }
        var characters = 0
        let n = input.count
        while i < n && characters < index {
            i += 1
            while i < n && input[i] & 0xC0 == 0x80 { i += 1 }
            characters += 1
        }
        return i
    }
}
