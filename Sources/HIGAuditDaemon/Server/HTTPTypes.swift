import HIGAuditCore
import HIGAuditFiles
import NIOHTTP1

/// A request as the API sees it: method, path, query, body.
struct APIRequest: Sendable {
    var method: HTTPMethod
    var path: String
    var query: [String: String]
    var body: [UInt8]

    init(head: HTTPRequestHead, body: [UInt8]) {
        method = head.method
        let target = Self.originForm(head.uri)
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = Self.percentDecode(String(kv[0])) ?? String(kv[0])
                query[key] = kv.count > 1 ? (Self.percentDecode(String(kv[1])) ?? String(kv[1])) : ""
            }
        }
        self.query = query
        self.body = body
    }

    /// The path and query of a request target: an absolute-form target
    /// (`http://localhost/v1/status`, RFC 9112, 3.2.2) without its scheme and authority.
    static func originForm(_ target: String) -> String {
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
            return rest[slash] == "?" ? "/" + rest[slash...] : String(rest[slash...])
        }
        return target
    }

    /// Decodes a query's %XX escapes, and `+` as a space; nil when an escape is malformed or
    /// the result is not UTF-8.
    static func percentDecode(_ text: String) -> String? {
        percentDecodedBytes(text, plusIsSpace: true).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// Decodes %XX escapes into a path's bytes as `FileName` carries them (a byte that is
    /// not UTF-8 names a file whose name holds it; a `+` is a `+` in a path); nil when an
    /// escape is malformed.
    static func percentDecodePath(_ text: String) -> String? {
        percentDecodedBytes(text, plusIsSpace: false).map(FileName.decode)
    }

    private static func percentDecodedBytes(_ text: String, plusIsSpace: Bool) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return bytes
    }
}

struct APIResponse: Sendable {
    var status: HTTPResponseStatus
    var contentType: String
    var body: [UInt8]
    /// The methods the path takes, sent as `Allow` with a 405.
    var allow: String?

    static func json(_ status: HTTPResponseStatus = .ok, _ bytes: [UInt8]) -> APIResponse {
        APIResponse(status: status, contentType: "application/json", body: bytes, allow: nil)
    }

    static func text(_ status: HTTPResponseStatus, _ text: String, contentType: String = "text/plain; charset=utf-8") -> APIResponse {
        APIResponse(status: status, contentType: contentType, body: Array(text.utf8), allow: nil)
    }

    /// `{"error": message}` with a status, the message in `language`.
    static func problem(_ status: HTTPResponseStatus, _ message: Message, in language: Language) -> APIResponse {
        DaemonWords.register()
        return problem(status, message.rendered(in: language))
    }

    /// `{"error": reason}` with a status.
    static func problem(_ status: HTTPResponseStatus, _ reason: String) -> APIResponse {
        var writer = HIGJSON.writer()
        writer.write(.object(["error": .string(reason), "status": .number(Double(status.code))]))
        writer.append("\n")
        return .json(status, writer.bytes)
    }
}
