extension JapaneseMessages {
    /// レポートページ（`REPORTS/index.html`）の見出し、ラベル、状態（English/ReportPageMessages.swift に対応）。
    static let reportPage: [String: String] = [
        "page.title": "HIG 監査レポート",
        "page.generated": "{time} に higaudit {version} で生成",
        "page.value.missing": "—",
        "page.ratio": "{ratio}:1",
        "page.lc": "Lc {lc}",

        // 概要
        "page.summary.heading": "概要",
        "page.summary.screens": "画面",
        "page.summary.failing": "不合格",
        "page.summary.inputErrors": "入力エラー",
        "page.summary.passing": "合格",
        "page.count.errors": "エラー",
        "page.count.warnings": "警告",
        "page.count.notes": "注記",
        "page.overview.caption": "画面（不合格を先に表示）",
        "page.overview.source": "ソース",
        "page.overview.status": "状態",

        // 画面
        "page.screens.heading": "画面",
        "page.screens.empty": "まだ監査した画面はありません。",
        "page.status.fail": "不合格",
        "page.status.error": "入力エラー",
        "page.status.pass": "合格",
        "page.screen.name": "画面",
        "page.screen.platform": "プラットフォーム",
        "page.screen.platform.none": "指定なし",
        "page.screen.profile": "コントラストのプロファイル",
        "page.screen.status": "状態",
        "page.screen.audited": "監査日時",
        "page.error.heading": "画面記述を読み込めません",
        "page.error.position": "位置",
        "page.error.line": "{line} 行目",
        "page.error.lineColumn": "{line} 行目、{column} 列目",

        // 指摘
        "page.findings.heading": "指摘（{count} 件）",
        "page.findings.none": "指摘はありません。この画面はチェックしたすべてのルールに従っています。",
        "page.finding.pointer": "JSON ポインタ",
        "page.finding.layer": "レイヤー",
        "page.finding.location": "ファイル内の位置",
        "page.finding.line-column": "{line} 行 {column} 列",
        "page.finding.element": "要素 ID",

        // コントラスト
        "page.contrast.sample": "Aa",
        "page.contrast.sample.label": "{background} を背景にした {foreground} のサンプルテキスト",
        "page.contrast.suggestion": "基準を満たすテキストの色",
        "page.contrast.background-suggestion": "基準を満たす背景色",
        "page.contrast.foreground": "テキストの色",
        "page.contrast.background": "背景",
        "page.contrast.ratio": "コントラスト",
        "page.contrast.required": "必要な値",
        "page.contrast.apca": "APCA",
        "page.contrast.incomplete": "背景が不明（画像またはグラデーション）なので、コントラストを測定できません。",

        // トグルボタン
        "page.toggle.caption": "色が変わる部分: {property}",
        "page.toggle.ratio": "（オンとオフのコントラスト {ratio}:1）",
        "page.toggle.vision": "色覚",
        "page.toggle.on": "オン",
        "page.toggle.off": "オフ",
        "page.toggle.deltaE": "ΔE00",
        "page.toggle.alike": "見分けにくい",
        "page.vision.normal": "一般色覚",
        "page.vision.simulated": "{deficiency}のシミュレーション",

        // 一覧
        "page.rules.heading": "ルール別の指摘",
        "page.rules.none": "指摘はありません。",
        "page.rules.rule": "ルール",
        "page.rules.screens": "画面",
        "page.filter.rule": "ルール",
        "page.filter.all-rules": "すべてのルール",
        "page.filter.status": "状態",
        "page.filter.all-statuses": "すべて",
        "page.filter.name": "名前",
        "page.overview.shown": "{total} 画面のうち {shown} 画面を表示しています。",
        "page.overview.more": "さらに表示",
        "page.overview.noscript": "画面の一覧を表示するには JavaScript が必要です。すべての画面は index.json にあります。",
        "page.appearance.dark": "ダークモード",

        // 画面ごとのページ
        "page.screen.title": "{screen} — HIG 監査レポート",
        "page.screen.back": "すべての画面",
        "page.screen.generated": "{time} に higaudit {version} で監査",
    ]
}
