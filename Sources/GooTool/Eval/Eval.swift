import GooGeometry

/// `goo eval`: one JSON answer for each JSON request line.
///
/// The contract is in the README.
enum Eval {
    /// The answer to one line (without its newline), with the styles a request may name.
    static func answer(_ line: [UInt8], styles: StyleTable = .builtIn) -> String {
        do throws(InputError) {
            let value: JSONValue
            do { value = try JSONParser.parse(line) } catch {
                throw InputError(
                    field: "line", problem: "not JSON: \(error.message) at byte \(error.offset)"
                )
            }
            return try answer(try Request(value, styles: styles))
        } catch {
            return JSONWriter.object([
                ("ok", "false"), ("error", JSONWriter.string(error.message)),
            ])
        }
    }

    static func answer(_ request: Request) throws(InputError) -> String {
        switch request {
        case .connector(let op, let style, let anchor, let badge, let attached):
            let joint = badge.joint(facing: anchor.center)
            let connection = style.connect(anchor, joint)
            let outline = {
                GooOutline(
                    anchor: anchor, badge: badge,
                    boundary: attached ? connection.connector?.boundary : nil)
            }
            switch op {
            case .points:
                guard badge.width > 2 * badge.radius else { return connection.pointsJSON }
                return connection.pointsJSON(joint: joint)
            case .path(outline: false): return pathAnswer(connection)
            case .path(outline: true): return pathMembers(outline().path)
            case .contains(let point, let slop):
                let inside = outline().contains(point, slop: slop)
                return JSONWriter.object([("ok", "true"), ("inside", inside ? "true" : "false")])
            case .bounds:
                guard let box = outline().bounds else {
                    return JSONWriter.object([("ok", "true"), ("bounds", "null")])
                }
                let numbers = [box.minX, box.minY, box.maxX, box.maxY].map(JSONWriter.number)
                return JSONWriter.object([("ok", "true"), ("bounds", JSONWriter.array(numbers))])
            case .area:
                return JSONWriter.object([
                    ("ok", "true"), ("area", JSONWriter.number(outline().area)),
                ])
            }
        case .drag(let anchor, let configuration, let style, let events):
            return try dragAnswer(
                anchor: anchor, configuration: configuration, style: style, events: events)
        case .spring(let request):
            return springAnswer(request)
        case .gesture(let request):
            return try gestureAnswer(request)
        }
    }

    private static func pathAnswer(_ connection: GooConnection<ToolConnector>) -> String {
        switch connection {
        case .unavailable(let reason):
            return JSONWriter.object([
                ("ok", "true"), ("svg", "\"\""), ("elements", "[]"),
                ("reason", JSONWriter.string(reason.rawValue)),
            ])
        case .connected(let connector):
            return pathMembers(connector.path)
        }
    }

    /// `{"ok":true,"svg":…,"elements":[["M",x,y],…]}` for any path: one element per SVG
    /// command, the letter then its numbers, so an arc is `["A",rx,ry,rotation,largeArc,sweep,x,y]`
    /// (and a full circle two of them), exactly as `svg` writes it.
    static func pathMembers(_ path: GooPath) -> String {
        let elements = path.svgCommands.map { command -> String in
            JSONWriter.array(
                [JSONWriter.string(command.letter)] + command.numbers.map(JSONWriter.number))
        }
        return JSONWriter.object([
            ("ok", "true"), ("svg", JSONWriter.string(path.svgPathData)),
            ("elements", JSONWriter.array(elements)),
        ])
    }
}
