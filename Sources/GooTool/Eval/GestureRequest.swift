import GooGeometry

/// `{"op":"gesture","anchor":C,"config":{…},"events":[[t,"down",x,y],…],"times":[t…]}`: the
/// badge resting as `anchor`, the drag op's `config`, optional `hitSlop` and `reduceMotion`, and
/// timed events with the finger's position.
struct GestureRequest {
    /// One timed input.
    enum Event {
        case down(GooPoint)
        case move(GooPoint)
        case up(GooPoint)
        case cancel
        case dismiss
        case reset
    }

    let badge: GooCircle
    let configuration: GooDragConfiguration
    let style: ToolStyle
    let hitSlop: Double
    let reducesMotion: Bool
    let events: [(time: Double, event: Event)]
    let times: [Double]

    init(_ request: inout RequestObject, styles: StyleTable) throws(InputError) {
        badge = try request.circle("anchor")
        (configuration, style) = try Request.dragConfiguration(
            request.optional("config"), styles: styles)
        hitSlop = try request.optionalNumber("hitSlop") ?? 8
        if let value = request.optional("reduceMotion"), !value.isNull {
            guard case .bool(let flag) = value else {
                throw InputError(field: "reduceMotion", problem: "expected true or false")
            }
            reducesMotion = flag
        } else {
            reducesMotion = false
        }
        guard case .array(let items) = try request.required("events") else {
            throw InputError(field: "events", problem: "expected an array of events")
        }
        var events: [(Double, Event)] = []
        for (index, item) in items.enumerated() {
            events.append(try Self.event(item, field: "events[\(index)]"))
        }
        self.events = events
        var times: [Double] = []
        if let value = request.optional("times"), !value.isNull {
            guard case .array(let items) = value else {
                throw InputError(field: "times", problem: "expected an array of times in seconds")
            }
            for (index, item) in items.enumerated() {
                times.append(try RequestObject.number(item, field: "times[\(index)]"))
            }
        }
        self.times = times
    }

    private static let shapes =
        "expected [t, \"down\"|\"move\"|\"up\", x, y], [t, \"cancel\"|\"dismiss\"|\"reset\"]"

    private static func event(_ value: JSONValue, field: String) throws(InputError) -> (
        Double, Event
    ) {
        guard case .array(let items) = value, items.count >= 2,
            case .string(let kind) = items[1]
        else { throw InputError(field: field, problem: shapes) }
        let time = try RequestObject.number(items[0], field: "\(field)[0]")
        var numbers: [Double] = []
        for (offset, item) in items.dropFirst(2).enumerated() {
            numbers.append(try RequestObject.number(item, field: "\(field)[\(offset + 2)]"))
        }
        switch (kind, numbers.count) {
        case ("down", 2): return (time, .down(GooPoint(x: numbers[0], y: numbers[1])))
        case ("move", 2): return (time, .move(GooPoint(x: numbers[0], y: numbers[1])))
        case ("up", 2): return (time, .up(GooPoint(x: numbers[0], y: numbers[1])))
        case ("cancel", 0): return (time, .cancel)
        case ("dismiss", 0): return (time, .dismiss)
        case ("reset", 0): return (time, .reset)
        case ("down", _), ("move", _), ("up", _):
            throw InputError(field: field, problem: "\(kind) takes the finger's x, y")
        case ("cancel", _), ("dismiss", _), ("reset", _):
            throw InputError(field: field, problem: "\(kind) takes no position")
        default:
            throw InputError(
                field: "\(field)[1]",
                problem:
                    "unknown event \"\(kind)\"; expected down, move, up, cancel, dismiss or reset")
        }
    }
}
