import GooGeometry

/// The decoded form of the requests `goo eval` answers.
enum Request {
    /// A query on one configuration: its points, a path, or a question about the union shape.
    /// `attached: false` drops the connector (a broken link) for the union ops. The badge is
    /// round unless the request gives `drag.width`; the connector joins its joint.
    case connector(
        op: ConnectorOp, style: ToolStyle, anchor: GooCircle, badge: GooCapsule, attached: Bool
    )
    /// `drag`: a drag session fed a trace of events; each frame's connector is the style's.
    case drag(
        anchor: GooCircle, configuration: GooDragConfiguration, style: ToolStyle,
        events: [DragEvent])
    /// `spring`: positions of a spring-back at given times.
    case spring(SpringRequest)
    /// `gesture`: a badge controller fed timed finger events.
    case gesture(GestureRequest)

    enum ConnectorOp {
        case points
        case path(outline: Bool)
        case contains(GooPoint, slop: Double)
        case bounds
        case area
    }

    static let ops = "points, path, contains, bounds, area, drag, gesture or spring"

    /// Decodes one parsed line, with the styles it may name.
    init(_ value: JSONValue, styles: StyleTable) throws(InputError) {
        var request = try RequestObject(value, path: "line")
        let op = try request.string("op")
        switch op {
        case "drag": self = try Self.drag(&request, styles: styles)
        case "spring": self = .spring(try SpringRequest(&request))
        case "gesture": self = .gesture(try GestureRequest(&request, styles: styles))
        case "points": self = try Self.connector(.points, &request, styles: styles)
        case "path":
            let shape = try request.optional("shape").map { (value) throws(InputError) in
                guard case .string(let name) = value, name == "connector" || name == "outline"
                else {
                    throw InputError(field: "shape", problem: "expected connector or outline")
                }
                return name
            }
            self = try Self.connector(.path(outline: shape == "outline"), &request, styles: styles)
        case "contains":
            let point = try request.point("point")
            let slop = try request.optionalNumber("slop") ?? 0
            guard slop >= 0 else { throw InputError(field: "slop", problem: "must be ≥ 0") }
            self = try Self.connector(.contains(point, slop: slop), &request, styles: styles)
        case "bounds": self = try Self.connector(.bounds, &request, styles: styles)
        case "area": self = try Self.connector(.area, &request, styles: styles)
        default:
            throw InputError(field: "op", problem: "unknown op \"\(op)\"; expected \(Self.ops)")
        }
        try request.rejectUnknownFields()
    }

    private static func connector(
        _ op: ConnectorOp, _ request: inout RequestObject, styles: StyleTable
    ) throws(InputError) -> Request {
        let style = try styles.style(
            named: try request.string("style"), field: request.name("style"), options: &request)
        let anchor = try request.circle("anchor")
        let badge = try request.badge("drag")
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
        return .connector(op: op, style: style, anchor: anchor, badge: badge, attached: attached)
    }

}

extension RequestObject: StyleOptionSource {
    mutating func has(_ option: StyleOption) -> Bool {
        guard let value = optional(option.key) else { return false }
        return !value.isNull
    }

    mutating func numbers(_ option: StyleOption) throws(InputError) -> [Double]? {
        guard let value = optional(option.key), !value.isNull else { return nil }
        guard option.arity > 1 else { return [try Self.number(value, field: name(option.key))] }
        guard case .array(let items) = value, items.count == option.arity else {
            let shape = option.placeholder.lowercased().split(separator: ",").joined(
                separator: ", ")
            throw InputError(field: name(option.key), problem: "expected [\(shape)]")
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            numbers.append(try Self.number(item, field: field(option, index: index)))
        }
        return numbers
    }

    func field(_ option: StyleOption, index: Int?) -> String {
        guard option.arity > 1, let index else { return name(option.key) }
        return "\(name(option.key))[\(index)]"
    }
}
