extension JapaneseMessages {
    /// Figma のエクスポート: 読み込みと `higaudit import figma`（English/FigmaMessages.swift に対応）。
    static let figma: [String: String] = [
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
