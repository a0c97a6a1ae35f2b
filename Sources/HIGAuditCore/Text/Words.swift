/// Words the wording rules look for, per language.
public struct WordList: Sendable, Hashable {
    /// The one exact title of a cancel button.
    public var cancel: String?
    public var destructiveVerbs: [String] = []
    public var yesNo: [String] = []
    /// Titles that say nothing (matched after trimming trailing `.` and `!`).
    public var vagueTitles: [String] = []
    /// Destructive verbs match whole words (en) or as prefixes (ja).
    public var verbsMatchAsPrefix = false

    public init(cancel: String? = nil, destructiveVerbs: [String] = [], yesNo: [String] = [], vagueTitles: [String] = [], verbsMatchAsPrefix: Bool = false) {
        self.cancel = cancel
        self.destructiveVerbs = destructiveVerbs
        self.yesNo = yesNo
        self.vagueTitles = vagueTitles
        self.verbsMatchAsPrefix = verbsMatchAsPrefix
    }

    public static let builtIn: [String: WordList] = [
        "en": WordList(
            cancel: "Cancel",
            destructiveVerbs: ["Delete", "Erase", "Remove", "Discard", "Overwrite", "Empty", "Destroy", "Wipe", "Revoke"],
            yesNo: ["Yes", "No"],
            vagueTitles: ["Error", "Alert", "Warning", "Oops", "Attention", "Notice", "Failed", "Something went wrong"]),
        "ja": WordList(
            cancel: "キャンセル",
            destructiveVerbs: ["削除", "消去", "破棄", "初期化"],
            yesNo: ["はい", "いいえ"],
            vagueTitles: ["エラー", "警告", "注意"],
            verbsMatchAsPrefix: true),
    ]

    /// Titles that mean OK, in every language.
    public static let okWords = ["ok", "okay"]
}
