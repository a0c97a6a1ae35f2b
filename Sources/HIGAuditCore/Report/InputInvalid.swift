/// The rule of screens that can't be audited. Core reports its findings itself, while
/// reading the input and before any rule runs, so Core owns its id and its messages
/// (`input-invalid.message`, `input-invalid.position`); the rule catalog describes it.
public enum InputInvalid {
    /// The rule id of its findings.
    public static let id = "input-invalid"
}
