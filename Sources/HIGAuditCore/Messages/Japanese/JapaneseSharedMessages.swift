extension JapaneseMessages {
    /// 複数のモジュールが使う語: ものの数と、設定ファイルの問題（English/SharedMessages.swift に対応）。
    static let shared: [String: String] = [
        // 数
        "count.screens.one": "{count} 画面",
        "count.screens.other": "{count} 画面",
        "count.events.one": "{count} 件の変化",
        "count.events.other": "{count} 件の変化",
        "count.findings.one": "{count} 件",
        "count.findings.other": "{count} 件",
        "count.errors.one": "エラー {count} 件",
        "count.errors.other": "エラー {count} 件",
        "count.warnings.one": "警告 {count} 件",
        "count.warnings.other": "警告 {count} 件",
        "count.notes.one": "注記 {count} 件",
        "count.notes.other": "注記 {count} 件",
        "count.files.one": "{count} ファイル",
        "count.files.other": "{count} ファイル",
        "config.appearances-empty": "light、dark のどちらか、または両方を挙げてください",
        "config.object": "設定は項目名と値の対応（マッピング）でなければなりません",
        "config.unknown-key": "不明な設定項目 \"{key}\" です",
        "config.unknown-key.suggest": "不明な設定項目 \"{key}\" です。\"{suggestion}\" のことですか？",
        "config.unknown-rule": "ルール \"{key}\" はありません",
        "config.unknown-rule.suggest": "ルール \"{key}\" はありません。\"{suggestion}\" のことですか？",
        "config.positive-whole": "1 以上の整数でなければなりません",
        "config.range": "[最小, 最大] の形式で 2 つの整数を指定し、1 つ目が 2 つ目を超えないようにしてください",
        "config.invalid": "設定ファイル {path} の {pointer} が正しくありません: {problem}",
        "config.unreadable": "設定ファイル {path} を読み込めません: {reason}",
    ]
}
