/// Words the wording rules look for, per language.
public struct WordList: Sendable, Hashable {
    /// The one exact title of a cancel button.
    public var cancel: String?
    /// Verbs that mark a title as destructive (en: Delete, Erase, Remove, ...).
    public var destructiveVerbs: [String] = []
    /// Titles of Yes and No buttons, which alerts should not use.
    public var yesNo: [String] = []
    /// Titles that say nothing (matched after trimming trailing `.` and `!`).
    public var vagueTitles: [String] = []
    /// Destructive verbs match whole words (en) or as prefixes (ja).
    public var verbsMatchAsPrefix = false
    /// Titles of close buttons (en: Close). This list and the four after it are built in
    /// for English only; other languages have them when configured.
    public var close: [String] = []
    /// Titles of done buttons (en: Done).
    public var done: [String] = []
    /// Titles of save buttons (en: Save).
    public var save: [String] = []
    /// Titles and labels of more buttons (en: More).
    public var more: [String] = []
    /// Verbs a pointer annotation should not start with (en: Click, Tap, Press, ...).
    public var pointerVerbs: [String] = []

    /// A list of the given words; a list left empty makes the rules that need it skip that part.
    public init(
        cancel: String? = nil, destructiveVerbs: [String] = [], yesNo: [String] = [], vagueTitles: [String] = [],
        verbsMatchAsPrefix: Bool = false, close: [String] = [], done: [String] = [], save: [String] = [],
        more: [String] = [], pointerVerbs: [String] = []
    ) {
        self.cancel = cancel
        self.destructiveVerbs = destructiveVerbs
        self.yesNo = yesNo
        self.vagueTitles = vagueTitles
        self.verbsMatchAsPrefix = verbsMatchAsPrefix
        self.close = close
        self.done = done
        self.save = save
        self.more = more
        self.pointerVerbs = pointerVerbs
    }

    /// These words plus `extra`'s (whose Cancel word, when given, replaces this one).
    public func adding(_ extra: WordList) -> WordList {
        var merged = self
        if let cancel = extra.cancel { merged.cancel = cancel }
        merged.destructiveVerbs += extra.destructiveVerbs
        merged.yesNo += extra.yesNo
        merged.vagueTitles += extra.vagueTitles
        merged.close += extra.close
        merged.done += extra.done
        merged.save += extra.save
        merged.more += extra.more
        merged.pointerVerbs += extra.pointerVerbs
        return merged
    }

    /// The lists the project ships, by language subtag (`en`, `ja`).
    public static let builtIn: [String: WordList] = [
        "en": WordList(
            cancel: "Cancel",
            destructiveVerbs: ["Delete", "Erase", "Remove", "Discard", "Overwrite", "Empty", "Destroy", "Wipe", "Revoke"],
            yesNo: ["Yes", "No"],
            vagueTitles: ["Error", "Alert", "Warning", "Oops", "Attention", "Notice", "Failed", "Something went wrong"],
            close: ["Close"], done: ["Done"], save: ["Save"], more: ["More"],
            pointerVerbs: ["Click", "Tap", "Press", "Drag", "Hold", "Use", "Select"]),
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
