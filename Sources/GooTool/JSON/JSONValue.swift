/// A parsed JSON value.
///
/// Objects keep their keys in order (and the parser has already refused
/// duplicates), so answers can name fields the way the request spelled them.
enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    /// A well-formed number beyond the range of a `Double` (`1e400`), kept as its text so the
    /// field that holds it can be named in the error.
    case unrepresentableNumber(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The JSON type name, for error messages ("expected a number, got a string").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .unrepresentableNumber(let text): "\(text), which overflows a Double"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
