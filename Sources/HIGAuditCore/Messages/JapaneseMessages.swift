/// Japanese sentences. Keys missing here fall back to English until translated.
enum JapaneseMessages {
    static let table: [String: String] = [:]
}
