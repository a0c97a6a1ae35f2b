import HIGAuditCore

/// The words of Figma exports, in English and Japanese: reading them, and
/// `higaudit import figma`. Registered with the message catalog when a Figma export is
/// first read, and by the programs at start.
package enum FigmaWords: ModuleWords {
    /// The name the table is registered under.
    package static let tableName = "HIGAuditFigma"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "figma.not-figma": "not a Figma export: the top level needs \"document\" with \"type\": \"DOCUMENT\" (the JSON of GET /v1/files/:key)",
        "figma.children": "must be an array of pages",
        "figma.expected.string": "must be a string",
        "figma.expected.boolean": "must be true or false",
        "figma.expected.number": "must be a finite number",
        "figma.expected.unit": "must be a number from 0 to 1",
        "figma.expected.array": "must be an array",
        "figma.expected.object": "must be a JSON object",
        "figma.expected.box": "must be an object with the numbers x, y, width and height, the width and height not negative",
        "figma.expected.color": "must be an object with the numbers r, g and b (and a), each from 0 to 1",
        "figma.node": "must be a Figma node (a JSON object)",
        "figma.import.unreadable": "can't read {path}: {reason}",
        "figma.import.invalid": "{path} can't be imported: {problem} (at \"{pointer}\")",
        "figma.import.no-frames": "{path} has no top-level frames to import",
        "figma.import.unwritable": "can't write {path}",
        "figma.import.wrote": "{path}: \"{frame}\" on page \"{page}\" (node {node})",
        "figma.import.summary": "{count} screens written to {directory}",
    ]

    static let japanese: [String: String] = [
        "figma.not-figma": "Figma のエクスポートではありません。最上位に \"type\": \"DOCUMENT\" を持つ \"document\" が必要です（GET /v1/files/:key が返す JSON）",
        "figma.children": "ページの配列でなければなりません",
        "figma.expected.string": "文字列でなければなりません",
        "figma.expected.boolean": "true または false でなければなりません",
        "figma.expected.number": "有限の数値でなければなりません",
        "figma.expected.unit": "0 から 1 までの数値でなければなりません",
        "figma.expected.array": "配列でなければなりません",
        "figma.expected.object": "JSON オブジェクトでなければなりません",
        "figma.expected.box": "数値の x、y、width、height を持つオブジェクトでなければなりません（width と height は負でない値）",
        "figma.expected.color": "数値の r、g、b（と a）を持ち、それぞれが 0 から 1 までのオブジェクトでなければなりません",
        "figma.node": "Figma のノード（JSON オブジェクト）でなければなりません",
        "figma.import.unreadable": "{path} を読み込めません: {reason}",
        "figma.import.invalid": "{path} をインポートできません: {problem}（場所: \"{pointer}\"）",
        "figma.import.no-frames": "{path} にはインポートできる最上位のフレームがありません",
        "figma.import.unwritable": "{path} に書き込めません",
        "figma.import.wrote": "{path}: ページ「{page}」のフレーム「{frame}」（ノード {node}）",
        "figma.import.summary": "{count} 画面を {directory} に書き出しました",
    ]
}
