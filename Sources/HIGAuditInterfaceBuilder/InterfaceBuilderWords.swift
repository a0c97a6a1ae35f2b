import HIGAuditCore

/// The words of Interface Builder documents and of their XML, in English and Japanese:
/// reading them, and `higaudit import ib`. Registered with the message catalog when a
/// document is first read, and by the programs at start.
package enum InterfaceBuilderWords: ModuleWords {
    /// The name the table is registered under.
    package static let tableName = "HIGAuditInterfaceBuilder"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "ib.not-xml": "not well-formed XML: {detail}",
        "ib.not-document": "not an Interface Builder document: the root element is <{found}>, not <document>",
        "ib.duplicate-root-id": "the root view on line {line} has this one's object id \"{id}\" too; give each its own id, which names its report",
        "xml.empty": "the file has no root element",
        "xml.invalid-utf8": "the bytes are not valid UTF-8",
        "xml.invalid-character": "a control character that XML does not allow",
        "xml.unexpected-end": "unexpected end of file inside markup or with elements still open",
        "xml.expected": "expected {what}",
        "xml.mismatched-end-tag": "the end tag </{found}> does not close <{expected}>",
        "xml.duplicate-attribute": "the attribute \"{name}\" appears twice",
        "xml.undefined-entity": "the entity &{name}; is not one XML predefines (entities declared in a document type are never expanded)",
        "xml.external-entity":
            "the document type declares the external entity {name}, which refers to something outside the document; Xcode never writes one, and nothing outside is read",
        "xml.invalid-character-reference": "a character reference that names no allowed character",
        "xml.too-deep": "elements nested deeper than {limit} levels",
        "xml.too-many-attributes": "more than {limit} attributes on one element",
        "xml.text-after-root": "content after the root element",
        "xml.less-than-in-attribute": "'<' inside an attribute value",
        "appearance.light": "light",
        "appearance.dark": "dark",
        "appearance.light.increased": "light with Increase Contrast",
        "appearance.dark.increased": "dark with Increase Contrast",
        "ib.import.unreadable": "can't read {path}: {reason}",
        "ib.import.invalid": "{path} can't be imported: {problem}",
        "ib.import.before-xcode-5": "{path} is saved in a format older than Xcode 5: open and save it in Xcode to import it",
        "ib.import.skipped": "{path} is not audited: its targetRuntime is \"{runtime}\" (only iOS documents are)",
        "ib.import.no-screens": "{path} has no root views to import",
        "ib.import.unwritable": "can't write {path}",
        "ib.import.wrote": "{path}: view {object} ({appearance})",
        "ib.import.wrote.titled": "{path}: \"{title}\", view {object} ({appearance})",
        "ib.import.summary": "{count} screen documents written to {directory}",
    ]

    static let japanese: [String: String] = [
        "ib.not-xml": "整形式の XML ではありません: {detail}",
        "ib.not-document": "Interface Builder の書類ではありません。ルート要素が <document> ではなく <{found}> です",
        "ib.duplicate-root-id": "{line} 行目のルートビューにも同じオブジェクト ID \"{id}\" があります。ID はレポートの名前になるため、別々の ID を付けてください",
        "xml.empty": "ルート要素がありません",
        "xml.invalid-utf8": "UTF-8 として正しくないバイト列があります",
        "xml.invalid-character": "XML で使えない制御文字があります",
        "xml.unexpected-end": "マークアップの途中、または閉じていない要素を残したままファイルが終わっています",
        "xml.expected": "{what} が必要です",
        "xml.mismatched-end-tag": "終了タグ </{found}> が <{expected}> と対応していません",
        "xml.duplicate-attribute": "属性 \"{name}\" が 2 回あります",
        "xml.undefined-entity": "実体 &{name}; は XML の定義済み実体ではありません（文書型で宣言された実体は展開しません）",
        "xml.external-entity": "文書型で外部実体 {name} が宣言されています。外部実体は文書の外にあるものを参照します。Xcode が書き出すことはなく、外部のものは読み込みません",
        "xml.invalid-character-reference": "使える文字を指していない文字参照があります",
        "xml.too-deep": "要素の入れ子が {limit} 階層を超えています",
        "xml.too-many-attributes": "1 つの要素の属性の数が {limit} を超えています",
        "xml.text-after-root": "ルート要素のあとに内容があります",
        "xml.less-than-in-attribute": "属性値の中に '<' があります",
        "appearance.light": "ライト",
        "appearance.dark": "ダーク",
        "appearance.light.increased": "ライト（コントラストを上げる）",
        "appearance.dark.increased": "ダーク（コントラストを上げる）",
        "ib.import.unreadable": "{path} を読み込めません: {reason}",
        "ib.import.invalid": "{path} をインポートできません: {problem}",
        "ib.import.before-xcode-5": "{path} は Xcode 5 より前の形式で保存されています。インポートするには Xcode で開いて保存してください",
        "ib.import.skipped": "{path} は監査しません。targetRuntime が \"{runtime}\" です（監査するのは iOS の書類だけです）",
        "ib.import.no-screens": "{path} にはインポートできるルートビューがありません",
        "ib.import.unwritable": "{path} に書き込めません",
        "ib.import.wrote": "{path}: ビュー {object}（{appearance}）",
        "ib.import.wrote.titled": "{path}: 「{title}」、ビュー {object}（{appearance}）",
        "ib.import.summary": "画面のドキュメント {count} 件を {directory} に書き出しました",
    ]
}
