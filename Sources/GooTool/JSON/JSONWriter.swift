import GooGeometry

/// Builds one JSON answer line.
///
/// Keys are written in the order given, numbers in their shortest
/// round-trip form; a non-finite number is a bug the writer refuses to print as `nan`.
enum JSONWriter {
    /// A finite number in the shortest form that reads back as the same `Double`, or `null`.
    ///
    /// The geometry never returns non-finite values for valid input; writing `null` instead of
    /// `nan` keeps the line valid JSON even if that promise were broken.
    static func number(_ value: Double) -> String {
        value.isFinite ? GooPath.svgNumber(value) : "null"
    }

    /// A string literal with the escapes JSON requires.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `[x, y]`.
    static func pair(_ x: Double, _ y: Double) -> String { "[\(number(x)),\(number(y))]" }

    /// An object from already-encoded member values, in order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// An array from already-encoded elements.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}
