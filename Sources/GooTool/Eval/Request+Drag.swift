import GooGeometry

/// One event of a `drag` trace.
enum DragEvent {
    case began(GooPoint)
    case moved(GooPoint)
    case ended(GooPoint, velocity: GooVector)
    case cancelled
}

extension Request {
    /// `{"op":"drag","anchor":C,"config":{…},"events":[["began",x,y],…]}`.
    static func drag(
        _ request: inout RequestObject, styles: StyleTable
    ) throws(InputError) -> Request {
        let anchor = try request.circle("anchor")
        let (configuration, style) = try dragConfiguration(
            request.optional("config"), styles: styles)
        guard case .array(let items) = try request.required("events") else {
            throw InputError(field: "events", problem: "expected an array of events")
        }
        var events: [DragEvent] = []
        for (index, item) in items.enumerated() {
            events.append(try dragEvent(item, field: "events[\(index)]"))
        }
        return .drag(anchor: anchor, configuration: configuration, style: style, events: events)
    }

    private static func dragEvent(_ value: JSONValue, field: String) throws(InputError)
        -> DragEvent
    {
        guard case .array(let items) = value, case .string(let kind)? = items.first else {
            throw InputError(
                field: field, problem: "expected [\"began\"|\"moved\"|\"ended\", x, y]")
        }
        var numbers: [Double] = []
        for (offset, item) in items.dropFirst().enumerated() {
            numbers.append(try RequestObject.number(item, field: "\(field)[\(offset + 1)]"))
        }
        switch (kind, numbers.count) {
        case ("began", 2): return .began(GooPoint(x: numbers[0], y: numbers[1]))
        case ("moved", 2): return .moved(GooPoint(x: numbers[0], y: numbers[1]))
        case ("ended", 2): return .ended(GooPoint(x: numbers[0], y: numbers[1]), velocity: .zero)
        case ("ended", 4):
            return .ended(
                GooPoint(x: numbers[0], y: numbers[1]),
                velocity: GooVector(x: numbers[2], y: numbers[3])
            )
        case ("cancelled", 0): return .cancelled
        case ("began", _), ("moved", _):
            throw InputError(field: field, problem: "\(kind) takes x, y")
        case ("ended", _):
            throw InputError(field: field, problem: "ended takes x, y and an optional vx, vy")
        case ("cancelled", _):
            throw InputError(field: field, problem: "cancelled takes no numbers")
        default:
            throw InputError(
                field: field,
                problem: "unknown event \"\(kind)\"; expected began, moved, ended or cancelled"
            )
        }
    }

    /// The optional `config` object; every key optional, QQ's rules
    /// (`GooDragConfiguration.default`) by default.
    ///
    /// Its `style` draws the frames; the session's rules do not depend on it.
    static func dragConfiguration(
        _ value: JSONValue?, styles: StyleTable
    ) throws(InputError) -> (GooDragConfiguration, ToolStyle) {
        let defaultStyle = ToolStyle(QuadraticConnector.self)
        guard let value, !value.isNull else { return (.default, defaultStyle) }
        var config = try RequestObject(value, path: "config")
        let defaults = GooDragConfiguration.default
        var shrink = GooDragConfiguration.ShrinkModel.default
        if let divisor = try config.optionalNumber("shrinkDivisor") {
            do { shrink = try .linear(divisor: divisor) } catch {
                throw InputError(field: "config.shrinkDivisor", problem: "must be > 0")
            }
        }
        let breakDistance = try length(
            config.optional("breakDistance"), field: "config.breakDistance")
        let reconnect = try length(
            config.optional("reconnectDistance"), field: "config.reconnectDistance")
        var release = defaults.release
        if let value = config.optional("release"), !value.isNull {
            guard case .string(let code) = value,
                let policy = GooDragConfiguration.ReleasePolicy(rawValue: code)
            else {
                let codes = GooDragConfiguration.ReleasePolicy.allCases.map(\.rawValue).joined(
                    separator: " or ")
                throw InputError(field: "config.release", problem: "expected \(codes)")
            }
            release = policy
        }
        var style = defaultStyle
        if let name = config.optional("style"), !name.isNull {
            guard case .string(let text) = name else {
                throw InputError(field: "config.style", problem: "expected a string")
            }
            style = try styles.style(named: text, field: "config.style", options: &config)
        } else {
            style = try styles.style(
                named: style.name, field: "config.style", options: &config)
        }
        let minimum =
            try config.optionalNumber("minimumAnchorRadius") ?? defaults.minimumAnchorRadius
        let fling = try config.optionalNumber("flingSpeed")
        let dragRadius = try config.optionalNumber("dragRadius")
        let badgeWidth = try config.optionalNumber("badgeWidth")
        try config.rejectUnknownFields()
        do {
            let configuration = try GooDragConfiguration(
                shrink: shrink, breakDistance: breakDistance ?? defaults.breakDistance,
                minimumAnchorRadius: minimum, reconnectDistance: reconnect, release: release,
                flingSpeed: fling, dragRadius: dragRadius, badgeWidth: badgeWidth
            )
            return (configuration, style)
        } catch {
            throw InputError(field: configField(error), problem: "\(error)")
        }
    }

    static func configField(_ error: GooDragConfigurationError) -> String {
        switch error {
        case .invalidShrinkDivisor: "config.shrinkDivisor"
        case .invalidBreakDistance: "config.breakDistance"
        case .invalidReconnectDistance, .reconnectBeyondBreak: "config.reconnectDistance"
        case .invalidMinimumAnchorRadius: "config.minimumAnchorRadius"
        case .invalidFlingSpeed: "config.flingSpeed"
        case .invalidDragRadius: "config.dragRadius"
        case .invalidBadgeWidth: "config.badgeWidth"
        }
    }

    /// A distance: a number of points, or `{"badgeRadii": n}`; `null` or absent is `nil`.
    private static func length(_ value: JSONValue?, field: String) throws(InputError)
        -> GooDragConfiguration.Distance?
    {
        switch value {
        case nil, .null?: return nil
        case .number(let points)?: return .points(points)
        case .object?:
            var object = try RequestObject(value ?? .null, path: field)
            let multiple = try object.number("badgeRadii")
            try object.rejectUnknownFields()
            return .badgeRadii(multiple)
        case let other?:
            throw InputError(
                field: field,
                problem: "expected a number of points or {\"badgeRadii\": n}, got \(other.typeName)"
            )
        }
    }
}
