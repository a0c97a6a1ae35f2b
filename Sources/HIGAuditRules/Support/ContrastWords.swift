import HIGAuditCore

/// The suggestions text-contrast and glyph-contrast add to their messages: a color that
/// would pass, or none (`ContrastTargets`).
enum ContrastWords {
    static let table = MessageTable([
        .en: [
            "contrast.suggestion": " ({color} would reach {required}:1)",
            "contrast.suggestion.apca": " ({color} would reach Lc {required})",
            "contrast.suggestion.background": " (a background of {color} would reach {required}:1)",
            "contrast.suggestion.background.apca": " (a background of {color} would reach Lc {required})",
            "contrast.no-suggestion": " (no text or background color reaches {required}:1 here: change the font's size or weight)",
            "contrast.no-suggestion.apca": " (no text or background color reaches Lc {required} here: change the font's size or weight)",
        ],
        .ja: [
            "contrast.suggestion": "（{color} にすると {required}:1 になります）",
            "contrast.suggestion.apca": "（{color} にすると Lc {required} になります）",
            "contrast.suggestion.background": "（背景を {color} にすると {required}:1 になります）",
            "contrast.suggestion.background.apca": "（背景を {color} にすると Lc {required} になります）",
            "contrast.no-suggestion": "（ここではどのテキストの色や背景色でも {required}:1 に達しないため、フォントのサイズかウェイトを変更してください）",
            "contrast.no-suggestion.apca": "（ここではどのテキストの色や背景色でも Lc {required} に達しないため、フォントのサイズかウェイトを変更してください）",
        ],
    ])
}
