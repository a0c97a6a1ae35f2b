import HIGAuditCore

/// The daemon's words, in English and Japanese: its `--help`, its banner, the problems its
/// status names and the refusals of its API. Registered with the message catalog when the daemon
/// starts, and where they are rendered.
package enum DaemonWords: ModuleWords {
    /// The name the table is registered under.
    package static let tableName = "HIGAuditDaemon"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "daemon.banner":
            "higauditd {version}: watching {watch}\n  reports: {reports}  (index.html, index.json, audit.sarif, history.sqlite, screens/)\n  socket:  {socket}\n  status:  {status}\nPress Ctrl-C to stop.",
        "daemon.activated": "descriptor {descriptor}, handed over by systemd",
        "api.no-such-path": "no such path",
        "api.method": "use {method}",
        "api.lang": "lang must be one of {languages}",
        "api.status-filter": "status must be pass, fail or error",
        "api.contrast-filter": "contrast must be standard or increased",
        "api.malformed-path": "malformed path",
        "api.no-screen": "no screen with that source path",
        "api.timeout": "timeout must be a number of seconds from 0 to {maximum}",
        "api.not-yet-reported": "changes not yet reported",
        "api.no-history": "this daemon keeps no history (history.enabled is false)",
        "api.since": "since must be an ISO 8601 time, such as 2026-11-20T08:00:00Z, or a duration, such as 24h or 7d",
        "api.limit": "limit must be a whole number from 1 to 10000",
        "api.before": "before must be the whole number an earlier answer gave as next",
        "api.days": "days must be a whole number from 1 to 3650",
        "api.history-unreadable": "the history can't be read: {reason}",
        "api.body-too-large": "request body larger than {bytes} bytes",
        "api.host": "an HTTP/1.1 request needs exactly one Host header",
        "api.headers-too-large": "request headers too large",
        "api.malformed-request": "malformed request",
        "api.no-answer": "no answer",
        "daemon.problem.unreadable-folder": "the folder {folder} can't be read: the screens in it are not audited until it can",
        "daemon.problem.unreadable-folders":
            "the folder {folder} and others, {count} in all, can't be read: the screens in them are not audited until they can",
        "daemon.problem.watches": "out of inotify watches at {directory}: raise fs.inotify.max_user_watches; changes below it are not seen",
        "daemon.problem.root-missing": "the watched folder {root} is missing; waiting for it to come back",
        "daemon.problem.history": "the history can't be written ({reason}); it keeps {waiting} to write once it can",
        "daemon.problem.history-url": "history.url can't be used ({reason}): no history is kept",
        "daemon.problem.writes": "reports can't be written to {path} (full or read-only); retrying",
        "daemon.problem.reports-folder": "the reports folder {path} was moved, deleted or replaced; it is being made again and every screen audited again",
        "daemon.problem.shared-report-path": "the screen {screen} and {with} have one report path, which holds the report audited last; rename one of them",
        "daemon.problem.shared-report-paths":
            "{count} report paths are each shared by a screen and another screen or folder (such as {screen} and {with}), and hold the report audited last; rename one of each pair",
        "help.higauditd": "Watch a folder of screen descriptions, keep their audit reports, and answer on a Unix socket.",
        "help.higauditd.config": "Configuration file (YAML or JSON), as etc/higaudit/higaudit.yaml.",
        "help.higauditd.watch": "A folder to watch (repeat for several; default: the configuration's, else examples/screens).",
        "help.higauditd.reports": "The reports folder (default: the configuration's, else .higaudit/reports).",
        "help.higauditd.socket": "The Unix socket path (default: the configuration's, else .higaudit/higaudit.sock).",
    ]

    static let japanese: [String: String] = [
        "daemon.banner":
            "higauditd {version}: {watch} を監視しています\n  レポート: {reports}  (index.html, index.json, audit.sarif, history.sqlite, screens/)\n  ソケット: {socket}\n  状態:     {status}\nCtrl-C で終了します。",
        "daemon.activated": "systemd から引き渡されたディスクリプタ {descriptor}",
        "api.no-such-path": "そのようなパスはありません",
        "api.method": "{method} を使ってください",
        "api.lang": "lang には {languages} のいずれかを指定してください",
        "api.status-filter": "status には pass、fail、error のいずれかを指定してください",
        "api.contrast-filter": "contrast には standard か increased を指定してください",
        "api.malformed-path": "パスの形式が正しくありません",
        "api.no-screen": "そのソースパスの画面はありません",
        "api.timeout": "timeout には 0 から {maximum} までの秒数を指定してください",
        "api.not-yet-reported": "変更はまだ報告されていません",
        "api.no-history": "このデーモンは履歴を記録していません（history.enabled が false です）",
        "api.since": "since には 2026-11-20T08:00:00Z のような ISO 8601 の時刻か、24h や 7d のような期間を指定してください",
        "api.limit": "limit には 1 から 10000 までの整数を指定してください",
        "api.before": "before には、前の応答の next に示された整数を指定してください",
        "api.days": "days には 1 から 3650 までの整数を指定してください",
        "api.history-unreadable": "履歴を読み込めません: {reason}",
        "api.body-too-large": "リクエストの本文が {bytes} バイトを超えています",
        "api.host": "HTTP/1.1 のリクエストには Host ヘッダがちょうど 1 つ必要です",
        "api.headers-too-large": "リクエストのヘッダが大きすぎます",
        "api.malformed-request": "リクエストの形式が正しくありません",
        "api.no-answer": "応答を作成できませんでした",
        "daemon.problem.unreadable-folder": "フォルダ {folder} を読み込めません。読み込めるようになるまで、その中の画面は監査されません",
        "daemon.problem.unreadable-folders": "フォルダ {folder} など、全部で {count} のフォルダを読み込めません。読み込めるようになるまで、その中の画面は監査されません",
        "daemon.problem.watches": "{directory} で inotify の監視数が上限に達しました。fs.inotify.max_user_watches を引き上げてください（これより下の変更は検知されません）",
        "daemon.problem.root-missing": "監視対象のフォルダ {root} がありません。再び作成されるのを待っています",
        "daemon.problem.history": "履歴を書き込めません（{reason}）。{waiting}を保持し、書き込めるようになったら書き込みます",
        "daemon.problem.history-url": "history.url を使用できません（{reason}）。履歴は保存されません",
        "daemon.problem.writes": "{path} にレポートを書き込めません（空き容量がないか、読み出し専用です）。再試行しています",
        "daemon.problem.reports-folder": "レポートのフォルダ {path} が移動、削除、または置き換えられました。フォルダを作り直し、すべての画面をもう一度監査しています",
        "daemon.problem.shared-report-path": "画面 {screen} と {with} のレポートのパスが同じで、最後に監査したレポートだけが残ります。どちらかの名前を変更してください",
        "daemon.problem.shared-report-paths": "画面とほかの画面またはフォルダが共有しているレポートのパスが {count} あります（{screen} と {with} など）。各パスには最後に監査したレポートだけが残ります。それぞれどちらかの名前を変更してください",
        "help.higauditd": "画面の記述のフォルダを監視し、その監査レポートを保ち、Unix ソケットで応答します。",
        "help.higauditd.config": "設定ファイル（YAML または JSON。etc/higaudit/higaudit.yaml のとおり）。",
        "help.higauditd.watch": "監視するフォルダ（複数なら繰り返して指定。デフォルトは設定ファイルの値、なければ examples/screens）。",
        "help.higauditd.reports": "レポートのフォルダ（デフォルトは設定ファイルの値、なければ .higaudit/reports）。",
        "help.higauditd.socket": "Unix ソケットのパス（デフォルトは設定ファイルの値、なければ .higaudit/higaudit.sock）。",
    ]
}
