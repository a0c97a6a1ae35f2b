import HIGAuditCore

/// The words of the daemon's sections of the configuration, in English and Japanese.
/// Registered when a section is read, and by the programs at start.
package enum DaemonSettingsWords: ModuleWords {
    package static let tableName = "HIGAuditDaemonSettings"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "config.mode": "must be an octal file mode in quotes, such as \"0660\"",
        "config.history-url": "must be a PostgreSQL URL, such as \"postgres://user@host/database\"",
        "config.history-megabytes": "must be a whole number of megabytes from 16 to 1048576",
        "config.history-url-parameter": "has the parameter \"{name}\", which is not one of host, port, sslmode, user, password and dbname",
        "config.history-url-port": "has the port \"{value}\": a port is a number from 1 to 65535",
        "config.history-url-sslmode": "has sslmode \"{value}\": use disable, prefer, require or verify-full",
        "config.history-url-escape": "has a \"%\" in its {part} that is not followed by two hexadecimal digits (write \"%25\" for \"%\")",
    ]

    static let japanese: [String: String] = [
        "config.mode": "\"0660\" のように、引用符で囲んだ 8 進数のファイルモードでなければなりません",
        "config.history-url": "\"postgres://user@host/database\" のような PostgreSQL の URL でなければなりません",
        "config.history-megabytes": "16 から 1048576 までの整数（メガバイト）でなければなりません",
        "config.history-url-parameter": "パラメータ \"{name}\" は使用できません。host、port、sslmode、user、password、dbname のいずれかを指定してください",
        "config.history-url-port": "ポート \"{value}\" は使用できません。ポートは 1 から 65535 までの数値です",
        "config.history-url-sslmode": "sslmode \"{value}\" は使用できません。disable、prefer、require、verify-full のいずれかを指定してください",
        "config.history-url-escape": "{part} にある \"%\" の後に 2 文字の 16 進数がありません（\"%\" そのものは \"%25\" と書きます）",
    ]
}
