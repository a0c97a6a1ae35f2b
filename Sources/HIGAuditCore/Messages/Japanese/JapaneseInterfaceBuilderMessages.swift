extension JapaneseMessages {
    /// Interface Builder の書類: 読み込みと `higaudit import ib`（English/InterfaceBuilderMessages.swift に対応）。
    static let interfaceBuilder: [String: String] = [
        "ib.not-xml": "整形式の XML ではありません: {detail}",
        "ib.not-document": "Interface Builder の書類ではありません。ルート要素が <document> ではなく <{found}> です",
        "xml.empty": "ルート要素がありません",
        "xml.invalid-utf8": "UTF-8 として正しくないバイト列があります",
        "xml.invalid-character": "XML で使えない制御文字があります",
        "xml.unexpected-end": "マークアップの途中、または閉じていない要素を残したままファイルが終わっています",
        "xml.expected": "{what} が必要です",
        "xml.mismatched-end-tag": "終了タグ </{found}> が <{expected}> と対応していません",
        "xml.duplicate-attribute": "属性 \"{name}\" が 2 回あります",
        "xml.undefined-entity": "実体 &{name}; は XML の定義済み実体ではありません（文書型で宣言された実体は展開しません）",
        "xml.invalid-character-reference": "使える文字を指していない文字参照があります",
        "xml.too-deep": "要素の入れ子が {limit} 階層を超えています",
        "xml.too-many-attributes": "1 つの要素の属性が {limit} 個を超えています",
        "xml.text-after-root": "ルート要素のあとに内容があります",
        "xml.less-than-in-attribute": "属性値の中に '<' があります",
        "ib.import.unreadable": "{path} を読み込めません: {reason}",
        "ib.import.invalid": "{path} をインポートできません: {problem}",
        "ib.import.skipped": "{path} は監査しません。targetRuntime が \"{runtime}\" です（監査するのは iOS の書類だけです）",
        "ib.import.no-screens": "{path} にはインポートできるルートビューがありません",
        "ib.import.unwritable": "{path} に書き込めません",
        "ib.import.wrote": "{path}: ビュー {object}（{appearance}）",
        "ib.import.wrote.titled": "{path}: 「{title}」、ビュー {object}（{appearance}）",
        "ib.import.summary": "{count} 個の画面の書類を {directory} に書き出しました",
    ]
}
