import GooGeometry

/// The decoded form of the requests `goo eval` answers.
enum Request {
    /// A query on one configuration: its points, a path, or a question about the union shape.
    /// `attached: false` drops the connector (a broken link) for the union ops.
    case connector(
        op: ConnectorOp, style: ConnectorStyle, anchor: GooCircle, drag: GooCircle, attached: Bool
    )
    /// `drag`: a drag session fed a trace of events.
    case drag(anchor: GooCircle, configuration: GooDragConfiguration, events: [DragEvent])
    /// `spring`: positions of a spring-back at given times.
    case spring(SpringRequest)

    enum ConnectorOp {
        case points
        case path(outline: Bool)
        case contains(GooPoint, slop: Double)
        case bounds
        case area
    }

    static let ops = "points, path, contains, bounds, area, drag or spring"

    /// Decodes one parsed line.
    init(_ value: JSONValue) throws(InputError) {
        var request = try RequestObject(value, path: "line")
        let op = try request.string("op")
        switch op {
        case "drag": self = try Self.drag(&request)
        case "spring": self = .spring(try SpringRequest(&request))
        case "points": self = try Self.connector(.points, &request)
        case "path":
            let shape = try request.optional("shape").map { (value) throws(InputError) in
                guard case .string(let name) = value, name == "connector" || name == "outline"
                else {
                    throw InputError(field: "shape", problem: "expected connector or outline")
                }
                return name
            }
            self = try Self.connector(.path(outline: shape == "outline"), &request)
        case "contains":
            let point = try request.point("point")
            let slop = try request.optionalNumber("slop") ?? 0
            guard slop >= 0 else { throw InputError(field: "slop", problem: "must be ≥ 0") }
            self = try Self.connector(.contains(point, slop: slop), &request)
        case "bounds": self = try Self.connector(.bounds, &request)
        case "area": self = try Self.connector(.area, &request)
        default:
            throw InputError(field: "op", problem: "unknown op \"\(op)\"; expected \(Self.ops)")
        }
        try request.rejectUnknownFields()
    }

    private static func connector(
        _ op: ConnectorOp, _ request: inout RequestObject
    ) throws(InputError) -> Request {
        let style = try Self.style(&request)
        let anchor = try request.circle("anchor")
        let drag = try request.circle("drag")
        var attached = true
        let usesUnion: Bool
        switch op {
        case .points, .path(outline: false): usesUnion = false
        default: usesUnion = true
        }
        if usesUnion, let value = request.optional("attached") {
            guard case .bool(let flag) = value else {
                throw InputError(field: "attached", problem: "expected true or false")
            }
            attached = flag
        }
        return .connector(op: op, style: style, anchor: anchor, drag: drag, attached: attached)
    }

    /// `style`, and for `cubic` the optional `angle` (degrees) and `fractions` `[f1, f2]`.
    static func style(_ request: inout RequestObject) throws(InputError) -> ConnectorStyle {
        try style(named: try request.string("style"), &request)
    }

    static func style(
        named name: String, _ request: inout RequestObject
    ) throws(InputError) -> ConnectorStyle {
        let owners = [
            "angle": "cubic", "fractions": "cubic", "spread": "metaball", "handleRate": "metaball",
        ]
        for (key, owner) in owners.sorted(by: { $0.key < $1.key })
        where owner != name && request.optional(key) != nil {
            throw InputError(field: key, problem: "only the \(owner) style takes \(key)")
        }
        switch name {
        case "quadratic": return .quadratic
        case "tangent": return .tangent
        case "cubic": return .cubic(try cubicOptions(&request))
        case "metaball": return .metaball(try metaballOptions(&request))
        default:
            throw InputError(
                field: "style",
                problem: "unknown style \"\(name)\"; expected quadratic, cubic, tangent or metaball"
            )
        }
    }

    private static func metaballOptions(
        _ request: inout RequestObject
    ) throws(InputError) -> MetaballConnector.Options {
        let defaults = MetaballConnector.Options.default
        let spread = try request.optionalNumber("spread") ?? defaults.spread
        let rate = try request.optionalNumber("handleRate") ?? defaults.handleRate
        do { return try MetaballConnector.Options(spread: spread, handleRate: rate) } catch {
            throw InputError(
                field: error == .spreadOutOfRange ? "spread" : "handleRate", problem: "\(error)")
        }
    }

    private static func cubicOptions(
        _ request: inout RequestObject
    ) throws(InputError) -> CubicConnector.Options {
        let defaults = CubicConnector.Options.default
        var angle = defaults.angle
        var fractions = (defaults.nearFraction, defaults.farFraction)
        if let value = request.optional("angle") {
            angle = .degrees(try RequestObject.number(value, field: "angle"))
        }
        if let value = request.optional("fractions") {
            guard case .array(let items) = value, items.count == 2 else {
                throw InputError(field: "fractions", problem: "expected [f1, f2]")
            }
            fractions = (
                try RequestObject.number(items[0], field: "fractions[0]"),
                try RequestObject.number(items[1], field: "fractions[1]")
            )
        }
        do {
            return try CubicConnector.Options(
                angle: angle, nearFraction: fractions.0, farFraction: fractions.1
            )
        } catch {
            let field =
                switch error {
                case .nearFractionOutOfRange: "fractions[0]"
                case .farFractionOutOfRange: "fractions[1]"
                default: "angle"
                }
            throw InputError(field: field, problem: "\(error)")
        }
    }
}
