import HIGAuditCore

/// The words of the outputs, in English and Japanese: the pages (the overview and a page
/// per screen), a run's summary in the text, GitHub and JUnit formats, and baselines.
/// Registered with the message catalog when an output first needs them, and by the
/// programs at start.
package enum OutputWords: ModuleWords {
    /// The name the table is registered under.
    package static let tableName = "HIGAuditOutputs"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "page.title": "HIG audit report",
        "page.generated": "Generated {time} by higaudit {version}",
        "page.value.missing": "—",
        "page.ratio": "{ratio}:1",
        "page.lc": "Lc {lc}",

        // Summary
        "page.summary.heading": "Summary",
        "page.summary.screens": "Screens",
        "page.summary.failing": "Failing",
        "page.summary.inputErrors": "Input errors",
        "page.summary.passing": "Passing",
        "page.count.errors": "Errors",
        "page.count.warnings": "Warnings",
        "page.count.notes": "Notes",
        "page.overview.caption": "Screens, failing first",
        "page.overview.source": "Source",
        "page.overview.status": "Status",

        // Screens
        "page.screens.heading": "Screens",
        "page.screens.empty": "No screens have been audited yet.",
        "page.status.fail": "Fails",
        "page.status.error": "Input error",
        "page.status.pass": "Passes",
        "page.screen.name": "Screen",
        "page.screen.platform": "Platform",
        "page.screen.platform.none": "Not given",
        "page.screen.profile": "Contrast profile",
        "page.screen.status": "Status",
        "page.screen.audited": "Audited",
        "page.error.heading": "The screen description can't be read",
        "page.error.position": "Position",
        "page.error.line": "Line {line}",
        "page.error.lineColumn": "Line {line}, column {column}",

        // Findings
        "page.findings.heading": "Findings ({count})",
        "page.findings.also-in-light": "Also in light ({count}), listed on the light page",
        "page.findings.none": "No findings: this screen follows every rule checked.",
        "page.finding.pointer": "Pointer",
        "page.finding.layer": "Layer",
        "page.finding.location": "In the file",
        "page.finding.line-column": "line {line}, column {column}",
        "page.finding.element": "Element id",
        "page.finding.text": "Its text:",
        "page.finding.number.outlined": "Finding {number}: show it on the sketch",
        "page.finding.guideline": "Human Interface Guidelines: {section}",
        "page.sketch.heading": "Sketch",
        "page.sketch.large-text": "At {category} (estimated)",
        "page.large-text.sample": "At {category} ({size} pt):",
        "page.sketch.label": "Sketch of {screen}, with each finding's element outlined and numbered like its card",
        "page.sketch.unframed": "Not on the sketch (no frame, or about the whole screen):",

        // Contrast
        "page.contrast.sample": "Aa",
        "page.contrast.sample.label": "Sample text in {foreground} on {background}",
        "page.contrast.suggestion": "A text color that passes",
        "page.contrast.background-suggestion": "A background that passes",
        "page.contrast.foreground": "Text color",
        "page.contrast.background": "Background",
        "page.contrast.ratio": "Contrast",
        "page.contrast.required": "Required",
        "page.contrast.apca": "APCA",
        "page.contrast.apca.negative": "(negative: light text on a dark background; the size of Lc is what counts)",
        "page.contrast.incomplete": "The background is unknown (an image or a gradient), so the contrast can't be measured.",

        // Toggles
        "page.toggle.caption": "Changes color: {property}",
        "page.toggle.ratio": "(on and off contrast {ratio}:1)",
        "page.toggle.vision": "Vision",
        "page.toggle.on": "On",
        "page.toggle.off": "Off",
        "page.toggle.deltaE": "ΔE00",
        "page.toggle.alike": "hard to tell apart",
        "page.toggle.legend": "ΔE00 is the CIEDE2000 color difference: below {threshold}, the two states are hard to tell apart by color alone.",
        "page.vision.normal": "Normal vision",
        "page.vision.simulated": "Simulated {deficiency}",

        // Overview
        "page.history.heading": "Since yesterday",
        "page.history.newly-failing": "Screens newly failing",
        "page.history.added": "Findings added",
        "page.history.fixed": "Findings fixed",
        "page.history.chart": "Errors per day over {days} days, {first} to {last}: {errors} on the last day, {highest} at most.",
        "page.history.chart.one": "Errors on {last}: {errors}.",
        "page.history.bar": "{day}: {errors} errors",
        "page.history.bar.one": "{day}: {errors} error",
        "page.rules.heading": "Findings by rule",
        "page.rules.none": "No findings.",
        "page.rules.rule": "Rule",
        "page.rules.screens": "Screens",
        "page.filter.rule": "Rule",
        "page.filter.all-rules": "All rules",
        "page.filter.status": "Status",
        "page.filter.all-statuses": "All",
        "page.filter.name": "Name",
        "page.overview.shown": "Showing {shown} of {total} screens.",
        "page.overview.more": "Show more",
        "page.overview.noscript": "The list of screens needs JavaScript; index.json lists every screen.",
        "page.appearance.dark": "dark appearance",

        // A screen's page
        "page.screen.title": "{screen} — HIG audit report",
        "page.screen.back": "All screens",
        "page.screen.generated": "Audited {time} by higaudit {version}",

        // A run's summary in text, GitHub and JUnit, and baselines
        "check.skipped.before-xcode-5": "{path}: saved in a format older than Xcode 5: open and save it in Xcode to audit it",
        "check.skipped": "{files} skipped: not screen descriptions, Interface Builder documents for another platform, or documents with no screens",
        "check.attributed-labels": "Labels not checked for contrast, their text being attributed (styled runs): {count}",
        "check.attributed-buttons": "Buttons not checked for contrast, their title being attributed (styled runs): {count}",
        "github.title": "{rule} at {pointer}",
        "check.summary": "{screens}: {passed} passed, {failed} failed, {invalid} not readable; {errors}, {warnings}, {notes}",
        "finding.in-dark": " (dark appearance)",
        "check.baseline": "{suppressed} known findings suppressed by the baseline; {fixed} fixed since it was written",
        "baseline.format": "must be a baseline file with \"format\": \"{format}\"",
        "junit.failure": "{count} error-level findings",
    ]

    static let japanese: [String: String] = [
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
        "page.error.heading": "画面の記述を読み込めません",
        "page.error.position": "位置",
        "page.error.line": "{line} 行目",
        "page.error.lineColumn": "{line} 行目、{column} 列目",

        // 指摘
        "page.findings.heading": "指摘（{count} 件）",
        "page.findings.also-in-light": "ライトモードと同じ指摘（{count} 件。ライトモードのページに記載）",
        "page.findings.none": "指摘はありません。この画面はチェックしたすべてのルールに従っています。",
        "page.finding.pointer": "JSON ポインタ",
        "page.finding.layer": "レイヤー",
        "page.finding.location": "ファイル内の位置",
        "page.finding.line-column": "{line} 行目、{column} 列目",
        "page.finding.element": "要素 ID",
        "page.finding.text": "テキスト:",
        "page.finding.number.outlined": "指摘 {number}: スケッチで表示",
        "page.finding.guideline": "ヒューマンインターフェイスガイドライン: {section}",
        "page.sketch.heading": "スケッチ",
        "page.sketch.large-text": "{category}（推定）",
        "page.large-text.sample": "{category}（{size} pt）では:",
        "page.sketch.label": "{screen} のスケッチ。各指摘の要素を枠で囲み、カードと同じ番号を付けています",
        "page.sketch.unframed": "スケッチにないもの（フレームがない、または画面全体についての指摘）:",

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
        "page.contrast.apca.negative": "（負の値: 暗い背景に明るいテキスト。大きさは Lc の絶対値で判断します）",
        "page.contrast.incomplete": "背景が不明（画像またはグラデーション）なので、コントラストを測定できません。",

        // トグル
        "page.toggle.caption": "色が変わる部分: {property}",
        "page.toggle.ratio": "（オンとオフのコントラスト {ratio}:1）",
        "page.toggle.vision": "色覚",
        "page.toggle.on": "オン",
        "page.toggle.off": "オフ",
        "page.toggle.deltaE": "ΔE00",
        "page.toggle.legend": "ΔE00 は CIEDE2000 による色差です。{threshold} 未満では、2 つの状態を色だけで見分けるのは困難です。",
        "page.toggle.alike": "見分けにくい",
        "page.vision.normal": "一般色覚",
        "page.vision.simulated": "{deficiency}のシミュレーション",

        // 一覧
        "page.history.heading": "昨日からの変化",
        "page.history.newly-failing": "新たに不合格になった画面",
        "page.history.added": "追加された指摘",
        "page.history.fixed": "修正された指摘",
        "page.history.chart": "{first} から {last} までの {days} 日間の 1 日あたりのエラー数: 最終日は {errors}、最大は {highest}。",
        "page.history.chart.one": "{last} のエラー数: {errors}。",
        "page.history.bar": "{day}: エラー {errors} 件",
        "page.history.bar.one": "{day}: エラー {errors} 件",
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

        // 実行結果の集計（テキスト、GitHub、JUnit）とベースライン
        "check.skipped.before-xcode-5": "{path}: Xcode 5 より前の形式で保存されています。監査するには Xcode で開いて保存してください",
        "check.skipped": "{files}を読み飛ばしました（画面の記述ではないファイル、他のプラットフォーム向けの Interface Builder の書類、または画面のない書類）",
        "check.attributed-labels": "テキストが属性付き文字列のため、コントラストを確認していないラベルの数: {count}",
        "check.attributed-buttons": "タイトルが属性付き文字列のため、コントラストを確認していないボタンの数: {count}",
        "github.title": "{rule}（場所: {pointer}）",
        "check.summary": "{screens}: 合格 {passed}、不合格 {failed}、読み込み不可 {invalid}。{errors}、{warnings}、{notes}",
        "finding.in-dark": "（ダークモード）",
        "check.baseline": "ベースラインにある既知の指摘 {suppressed} 件を表示しませんでした。ベースラインの作成後に修正された指摘は {fixed} 件です",
        "baseline.format": "\"format\": \"{format}\" を含むベースラインファイルでなければなりません",
        "junit.failure": "エラーレベルの指摘が {count} 件あります",
    ]
}
