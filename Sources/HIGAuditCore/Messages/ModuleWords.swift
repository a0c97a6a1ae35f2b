/// A module's own sentences, in every language it has, registered with the
/// `MessageCatalog` under a name of their own.
public protocol ModuleWords {
    /// The name the table is registered under.
    static var tableName: String { get }
    /// The sentences, by language.
    static var table: MessageTable { get }
}

extension ModuleWords {
    /// Adds the words to the catalog; once they are there, this takes no lock.
    public static func register() {
        MessageCatalog.register(table, as: tableName)
    }
}
