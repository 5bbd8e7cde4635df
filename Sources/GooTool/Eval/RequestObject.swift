import GooGeometry

/// The members of a request object, read field by field with errors that name the field.
///
/// Every read marks its key as known; ``rejectUnknownFields()`` then refuses any other key, so a
/// misspelt option (`"angel"`) is an error instead of being silently ignored.
struct RequestObject {
    private let members: [(key: String, value: JSONValue)]
    private let path: String
    private var known: Set<String> = []

    init(_ value: JSONValue, path: String) throws(InputError) {
        guard case .object(let members) = value else {
            throw InputError(field: path, problem: "expected an object, got \(value.typeName)")
        }
        self.members = members
        self.path = path
    }

    /// The full name of a member, for messages.
    func name(_ key: String) -> String { path == "line" ? key : "\(path).\(key)" }

    mutating func optional(_ key: String) -> JSONValue? {
        known.insert(key)
        return members.first { $0.key == key }?.value
    }

    mutating func required(_ key: String) throws(InputError) -> JSONValue {
        guard let value = optional(key) else {
            throw InputError(field: name(key), problem: "missing")
        }
        return value
    }

    mutating func string(_ key: String) throws(InputError) -> String {
        let value = try required(key)
        guard case .string(let text) = value else {
            throw InputError(
                field: name(key), problem: "expected a string, got \(value.typeName)")
        }
        return text
    }

    mutating func number(_ key: String) throws(InputError) -> Double {
        try Self.number(try required(key), field: name(key))
    }

    static func number(_ value: JSONValue, field: String) throws(InputError) -> Double {
        guard case .number(let number) = value else {
            throw InputError(
                field: field, problem: "expected a finite number, got \(value.typeName)")
        }
        return number
    }

    /// An optional number; `null` counts as absent.
    mutating func optionalNumber(_ key: String) throws(InputError) -> Double? {
        guard let value = optional(key), !value.isNull else { return nil }
        return try Self.number(value, field: name(key))
    }

    /// A point `[x, y]`.
    mutating func point(_ key: String) throws(InputError) -> GooPoint {
        try Self.point(try required(key), field: name(key))
    }

    static func point(_ value: JSONValue, field: String) throws(InputError) -> GooPoint {
        guard case .array(let items) = value, items.count == 2 else {
            throw InputError(field: field, problem: "expected [x, y]")
        }
        return GooPoint(
            x: try number(items[0], field: field + "[0]"),
            y: try number(items[1], field: field + "[1]")
        )
    }

    /// A circle `{"x":…, "y":…, "r":…}`.
    mutating func circle(_ key: String) throws(InputError) -> GooCircle {
        var fields = try RequestObject(try required(key), path: name(key))
        let x = try fields.number("x")
        let y = try fields.number("y")
        let r = try fields.number("r")
        try fields.rejectUnknownFields()
        do {
            return try GooCircle(x: x, y: y, radius: r)
        } catch {
            // Numbers reaching here are finite, so only the sign of r can be wrong.
            throw InputError(field: fields.name("r"), problem: "\(error)")
        }
    }

    /// A badge `{"x":…, "y":…, "r":…, "width":…}`: a capsule `width` wide (finite, `≥ 2·r`), or
    /// without `width` (or with `null`) the circle, `2·r` wide.
    mutating func badge(_ key: String) throws(InputError) -> GooCapsule {
        var fields = try RequestObject(try required(key), path: name(key))
        let x = try fields.number("x")
        let y = try fields.number("y")
        let r = try fields.number("r")
        let width = try fields.optionalNumber("width")
        try fields.rejectUnknownFields()
        let circle: GooCircle
        do { circle = try GooCircle(x: x, y: y, radius: r) } catch {
            // Numbers reaching here are finite, so only the sign of r can be wrong.
            throw InputError(field: fields.name("r"), problem: "\(error)")
        }
        guard let width else { return GooCapsule(circle) }
        do {
            return try GooCapsule(center: circle.center, radius: circle.radius, width: width)
        } catch {
            throw InputError(
                field: fields.name("width"),
                problem:
                    "must be ≥ 2 × \(fields.name("r")) (\(GooPath.svgNumber(2 * circle.radius))), got \(GooPath.svgNumber(width))"
            )
        }
    }

    /// Refuses members that no read asked for.
    func rejectUnknownFields() throws(InputError) {
        if let stray = members.first(where: { !known.contains($0.key) }) {
            throw InputError(field: name(stray.key), problem: "unknown field")
        }
    }
}
