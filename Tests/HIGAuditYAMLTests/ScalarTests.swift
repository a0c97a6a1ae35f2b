import HIGAuditYAML
import Testing

@Suite("YAML 1.2 core schema scalars")
struct ScalarTests {
    /// Untagged values, as `v: <yaml>`, and the JSON each becomes.
    @Test(arguments: [
        // YAML 1.1 booleans are plain strings in 1.2.
        ("on", #""on""#), ("off", #""off""#), ("yes", #""yes""#), ("no", #""no""#),
        ("y", #""y""#), ("n", #""n""#), ("Yes", #""Yes""#), ("ON", #""ON""#),
        ("true", "true"), ("True", "true"), ("TRUE", "true"),
        ("false", "false"), ("False", "false"), ("FALSE", "false"),
        ("tRUE", #""tRUE""#),
        // Null.
        ("~", "null"), ("null", "null"), ("Null", "null"), ("NULL", "null"), ("", "null"),
        ("nULL", #""nULL""#),
        // Integers.
        ("0", "0"), ("12", "12"), ("+12", "12"), ("-12", "-12"), ("007", "7"), ("-0", "-0"),
        ("0x1F", "31"), ("0xff", "255"), ("0o17", "15"), ("0o0", "0"),
        ("0xFFFFFFFFFFFFFFFF", "18446744073709551615"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        // Floats, normalized to JSON.
        (".5", "0.5"), ("-.5", "-0.5"), ("1.", "1.0"), ("+1.5", "1.5"), ("1.25", "1.25"),
        ("1e5", "1e5"), ("1E+5", "1e5"), ("-1.5e-3", "-1.5e-3"), ("1.e2", "1.0e2"), ("00.5", "0.5"),
        // Not numbers in the core schema: strings.
        ("0x", #""0x""#), ("0o8", #""0o8""#), ("-0x1", #""-0x1""#), ("1_000", #""1_000""#),
        ("1,5", #""1,5""#), ("12:30", #""12:30""#), ("2024-01-31", #""2024-01-31""#),
        ("inf", #""inf""#), ("nan", #""nan""#), (".", #"".""#), ("-x", #""-x""#), ("1e", #""1e""#),
        ("0b101", #""0b101""#), ("#notacomment", "null"),
        // Quoted scalars are always strings.
        (#""true""#, #""true""#), ("'yes'", #""yes""#), (#""12""#, #""12""#), ("'~'", #""~""#),
        (#""""#, #""""#), ("'null'", #""null""#), (#"".inf""#, #"".inf""#),
    ])
    func untagged(yaml: String, expected: String) throws {
        #expect(try json("v: \(yaml)\n") == "{\"v\":\(expected)}")
    }

    @Test(arguments: [
        ".inf", "-.inf", "+.inf", ".Inf", "-.INF", ".nan", ".NaN", ".NAN", "1e400", "-2.5E999",
        "!!float .inf", "!!float 1e309",
    ])
    func nonFiniteNumbersAreErrors(yaml: String) throws {
        let error = try #require(failure("screen:\n  v: \(yaml)\n"))
        #expect(error.message.contains("not a finite number"))
        #expect(error.pointer == "/screen/v")
        #expect(error.line == 2)
        #expect(error.column == 6)
    }

    @Test(arguments: [
        ("!!str 12", #""12""#), ("!!str true", #""true""#), ("!!str ~", #""~""#), ("!!str", #""""#),
        (#"!!int "42""#, "42"), ("!!int 0x10", "16"), ("!!int -7", "-7"),
        ("!!float 3", "3.0"), (#"!!float "2.5""#, "2.5"), ("!!float .5", "0.5"), ("!!float 1e3", "1e3"),
        (#"!!bool "True""#, "true"), ("!!bool false", "false"),
        (#"!!null """#, "null"), ("!!null ~", "null"), ("!!null", "null"),
        ("!<tag:yaml.org,2002:int> '9'", "9"),
        // Other tags are ignored: the value resolves as if untagged.
        ("!color 12", "12"), ("!!binary aGk=", #""aGk=""#), ("!!timestamp 2024-01-31", #""2024-01-31""#),
        ("!custom yes", #""yes""#), (#"!custom "12""#, #""12""#),
        // The non-specific tag `!` makes a plain scalar a string.
        ("! 12", #""12""#),
        // Collections may carry their own tag (or an ignored one).
        ("!!seq [1]", "[1]"), ("!!map {a: 1}", #"{"a":1}"#), ("!set {a: 1}", #"{"a":1}"#),
    ])
    func explicitTags(yaml: String, expected: String) throws {
        #expect(try json("v: \(yaml)\n") == "{\"v\":\(expected)}")
    }

    @Test(arguments: [
        ("!!int abc", "is not an integer"), ("!!int 1.5", "is not an integer"),
        ("!!int 0x10000000000000000", "too large"),
        ("!!float abc", "is not a number"), ("!!bool yes", "is not a boolean"), ("!!bool 1", "is not a boolean"),
        ("!!null x", "is not null"), ("!!null 0", "is not null"),
        ("!!str [1]", "cannot be tagged !!str"), ("!!int {a: 1}", "cannot be tagged !!int"),
        ("!!seq {a: 1}", "cannot be tagged !!seq"), ("!!map [1]", "cannot be tagged !!map"),
        ("!!seq x", "cannot be tagged !!seq"),
    ])
    func explicitTagMismatchIsAnError(yaml: String, fragment: String) throws {
        let error = try #require(failure("list:\n  - ok\n  - \(yaml)\n"))
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.pointer == "/list/1")
        #expect(error.line == 3)
        #expect(error.column == 5)
    }

    @Test func scalarKeysBecomeStringKeysWithTheirText() throws {
        let yaml = """
            1: int
            true: bool
            ~: tilde
            null: null
            0x1F: hex
            1.50: float
            "quoted": q
            ?
            : empty

            """
        #expect(try json(yaml) == #"{"1":"int","true":"bool","~":"tilde","null":null,"0x1F":"hex","1.50":"float","quoted":"q","":"empty"}"#)
    }

    @Test func stringsAreEscapedForJSON() throws {
        let yaml = #"""
            a: "quote \" backslash \\ slash / tab \t newline \n bell \a nul \0 del \x7F"
            b: "é ü 日本 🙂 \u263A \U0001F600"
            c: 'single '' quote'

            """#
        #expect(
            try json(yaml) == #"{"a":"quote \" backslash \\ slash / tab \u0009 newline \u000a bell \u0007 nul \u0000 del "# + "\u{7F}"
                + #"","b":"é ü 日本 🙂 ☺ 😀","c":"single ' quote"}"#)
    }
}
