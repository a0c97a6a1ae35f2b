import HIGAuditCore

struct TextClipsAtLargeSizeRule: CatalogRule {
    static let id = "text-clips-at-large-size"
    static let position = 50

    let descriptor = RuleDescriptor(
        id: Self.id, area: .textSize, defaultSeverity: .warning, higSection: .typography, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Free delivery on every order", "maxLines": 1, "font": {"textStyle": "body"}, "frame": [16, 100, 240, 22]},
                    {"type": "text", "text": "Your order is on its way and should arrive tomorrow", "maxLines": 2, "font": {"textStyle": "footnote"}, "frame": [16, 140, 200, 36]}
                  ]
                }
                """#, at: "/elements/0", "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Free delivery on every order", "maxLines": 0, "font": {"textStyle": "body"}, "frame": [16, 100, 240, 22]},
                    {"type": "text", "text": "Free delivery", "maxLines": 1, "font": {"size": 17, "scales": false}, "frame": [16, 140, 60, 22]},
                    {"type": "text", "text": "Free delivery on every order", "font": {"textStyle": "body"}, "frame": [16, 180, 240, 22]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for subject in TextSizeSubject.subjects(of: audit) {
            guard let estimate = TextClipEstimate(subject, in: audit.screen) else { continue }
            let check = estimate.layout(at: estimate.checkCategory)
            guard let cause = check.clipsBy, let first = estimate.firstClippingCategory else { continue }
            var measured: [JSONValue.Member] = [
                .init("estimate", .bool(true)), .init("category", .string(check.category.code)),
                .init("size", TextSizeNumbers.measured(check.size)), .init("estimatedWidth", TextSizeNumbers.measured(check.estimatedWidth)),
                .init("availableWidth", TextSizeNumbers.measured(estimate.availableWidth)),
                .init("linesNeeded", .number(Double(check.linesNeeded))), .init("linesAllowed", .number(Double(estimate.linesAllowed))),
            ]
            if estimate.fixedHeight {
                measured.append(.init("heightNeeded", TextSizeNumbers.measured(check.heightNeeded)))
                measured.append(.init("heightAvailable", TextSizeNumbers.measured(estimate.frame.height)))
            }
            measured.append(.init("clipsBy", .string(cause.rawValue)))
            measured.append(.init("firstClippingCategory", .string(first.code)))
            let arguments: [Message.Argument] = [
                .init("category", check.category.code), .init("size", TextSizeNumbers.size(check.size)),
                .init("estimatedWidth", TextSizeNumbers.points(check.estimatedWidth)),
                .init("availableWidth", TextSizeNumbers.points(estimate.availableWidth)),
                .init("linesNeeded", String(check.linesNeeded)), .init("linesAllowed", String(estimate.linesAllowed)),
                .init("heightNeeded", TextSizeNumbers.points(check.heightNeeded)),
                .init("heightAvailable", TextSizeNumbers.points(estimate.frame.height)), .init("firstClippingCategory", first.code),
            ]
            let name =
                switch (cause, first == .large) {
                case (.width, false): "message.width"
                case (.width, true): "message.width.default-size"
                case (.lines, false): "message.lines"
                case (.lines, true): "message.lines.default-size"
                case (.height, false): "message.height"
                case (.height, true): "message.height.default-size"
                }
            audit.report(element: subject.index, Message(Self.messageKey(name), arguments), measured: .object(measured))
        }
    }
}

extension TextClipsAtLargeSizeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text isn't cut off at large text sizes",
            rationale:
                "At the larger text sizes people choose, text needs more room. Text limited to one line or a few, or to a fixed height, is cut off there; this is an estimate from the frame and average character widths.",
            messages: [
                "message.width":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the frame is {availableWidth} pt wide, so it is cut off from {firstClippingCategory} on (estimate); allow more lines and let the height grow.",
                "message.width.default-size":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the frame is {availableWidth} pt wide, so it is cut off even at the default size (estimate); allow more lines and let the height grow.",
                "message.lines":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off from {firstClippingCategory} on (estimate); allow more lines (0 for no limit).",
                "message.lines.default-size":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off even at the default size (estimate); allow more lines (0 for no limit).",
                "message.height":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but its height is fixed at {heightAvailable} pt, so it is cut off from {firstClippingCategory} on (estimate); remove the fixed height so the text can grow.",
                "message.height.default-size":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but its height is fixed at {heightAvailable} pt, so it is cut off even at the default size (estimate); remove the fixed height so the text can grow.",
                "message.width.interface-builder":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the frame is {availableWidth} pt wide, so it is cut off from {firstClippingCategory} on (estimate); set Lines to 0 in the Attributes inspector and let constraints grow its height.",
                "message.width.default-size.interface-builder":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the frame is {availableWidth} pt wide, so it is cut off even at the default size (estimate); set Lines to 0 in the Attributes inspector and let constraints grow its height.",
                "message.lines.interface-builder":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off from {firstClippingCategory} on (estimate); set Lines to 0 (no limit) in the Attributes inspector.",
                "message.lines.default-size.interface-builder":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off even at the default size (estimate); set Lines to 0 (no limit) in the Attributes inspector.",
                "message.height.interface-builder":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but a constraint fixes its height at {heightAvailable} pt, so it is cut off from {firstClippingCategory} on (estimate); remove the height constraint or make it Greater Than or Equal so the text can grow.",
                "message.height.default-size.interface-builder":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but a constraint fixes its height at {heightAvailable} pt, so it is cut off even at the default size (estimate); remove the height constraint or make it Greater Than or Equal so the text can grow.",
                "message.width.figma":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the layer is {availableWidth} pt wide, so it is cut off from {firstClippingCategory} on (estimate); turn off Truncate text and set the layer to Auto height.",
                "message.width.default-size.figma":
                    "At {category} this text would be {size} pt and need about {estimatedWidth} pt on one line, but the layer is {availableWidth} pt wide, so it is cut off even at the default size (estimate); turn off Truncate text and set the layer to Auto height.",
                "message.lines.figma":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off from {firstClippingCategory} on (estimate); raise Max lines or turn off Truncate text.",
                "message.lines.default-size.figma":
                    "At {category} this text would be {size} pt and need about {linesNeeded} lines, but it shows at most {linesAllowed}, so it is cut off even at the default size (estimate); raise Max lines or turn off Truncate text.",
                "message.height.figma":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but the layer is {heightAvailable} pt tall and doesn't grow, so it is cut off from {firstClippingCategory} on (estimate); set the layer to Auto height so the text can grow.",
                "message.height.default-size.figma":
                    "At {category} this text would be {size} pt and need about {heightNeeded} pt of height, but the layer is {heightAvailable} pt tall and doesn't grow, so it is cut off even at the default size (estimate); set the layer to Auto height so the text can grow.",
            ]),
        .ja: RuleWords(
            title: "大きな文字サイズでもテキストが切れない",
            rationale: "大きな文字サイズでは、テキストにより多くの場所が必要です。1 行や数行、または固定の高さに制限されたテキストはそこで切れてしまいます。これはフレームと平均的な文字幅からの推定です。",
            messages: [
                "message.width":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、フレームの幅は{availableWidth} ptしかなく、{firstClippingCategory}以上で切れてしまうため（推定）、行数を増やして高さが伸びるようにしてください。",
                "message.width.default-size":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、フレームの幅は{availableWidth} ptしかなく、デフォルトのサイズでも切れてしまうため（推定）、行数を増やして高さが伸びるようにしてください。",
                "message.lines":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、{firstClippingCategory}以上で切れてしまうため（推定）、行数を増やしてください（0で制限なし）。",
                "message.lines.default-size":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、デフォルトのサイズでも切れてしまうため（推定）、行数を増やしてください（0で制限なし）。",
                "message.height":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、高さが{heightAvailable} ptに固定されていて、{firstClippingCategory}以上で切れてしまうため（推定）、高さの固定をやめてテキストに合わせて伸びるようにしてください。",
                "message.height.default-size":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、高さが{heightAvailable} ptに固定されていて、デフォルトのサイズでも切れてしまうため（推定）、高さの固定をやめてテキストに合わせて伸びるようにしてください。",
                "message.width.interface-builder":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、フレームの幅は{availableWidth} ptしかなく、{firstClippingCategory}以上で切れてしまうため（推定）、Attributes インスペクタで Lines を 0 にし、制約で高さが伸びるようにしてください。",
                "message.width.default-size.interface-builder":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、フレームの幅は{availableWidth} ptしかなく、デフォルトのサイズでも切れてしまうため（推定）、Attributes インスペクタで Lines を 0 にし、制約で高さが伸びるようにしてください。",
                "message.lines.interface-builder":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、{firstClippingCategory}以上で切れてしまうため（推定）、Attributes インスペクタで Lines を 0（制限なし）にしてください。",
                "message.lines.default-size.interface-builder":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、デフォルトのサイズでも切れてしまうため（推定）、Attributes インスペクタで Lines を 0（制限なし）にしてください。",
                "message.height.interface-builder":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、制約で高さが{heightAvailable} ptに固定されていて、{firstClippingCategory}以上で切れてしまうため（推定）、高さの制約を削除するか Greater Than or Equal にして、テキストに合わせて伸びるようにしてください。",
                "message.height.default-size.interface-builder":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、制約で高さが{heightAvailable} ptに固定されていて、デフォルトのサイズでも切れてしまうため（推定）、高さの制約を削除するか Greater Than or Equal にして、テキストに合わせて伸びるようにしてください。",
                "message.width.figma":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、レイヤーの幅は{availableWidth} ptしかなく、{firstClippingCategory}以上で切れてしまうため（推定）、Truncate text をオフにし、レイヤーを Auto height にしてください。",
                "message.width.default-size.figma":
                    "{category}ではこのテキストは{size} ptになり1行に約{estimatedWidth} ptが必要ですが、レイヤーの幅は{availableWidth} ptしかなく、デフォルトのサイズでも切れてしまうため（推定）、Truncate text をオフにし、レイヤーを Auto height にしてください。",
                "message.lines.figma":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、{firstClippingCategory}以上で切れてしまうため（推定）、Max lines を増やすか Truncate text をオフにしてください。",
                "message.lines.default-size.figma":
                    "{category}ではこのテキストは{size} ptになり約{linesNeeded}行が必要ですが、最大{linesAllowed}行までしか表示されず、デフォルトのサイズでも切れてしまうため（推定）、Max lines を増やすか Truncate text をオフにしてください。",
                "message.height.figma":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、レイヤーの高さは{heightAvailable} ptで伸びず、{firstClippingCategory}以上で切れてしまうため（推定）、レイヤーを Auto height にしてテキストに合わせて伸びるようにしてください。",
                "message.height.default-size.figma":
                    "{category}ではこのテキストは{size} ptになり約{heightNeeded} ptの高さが必要ですが、レイヤーの高さは{heightAvailable} ptで伸びず、デフォルトのサイズでも切れてしまうため（推定）、レイヤーを Auto height にしてテキストに合わせて伸びるようにしてください。",
            ]),
    ]
}
