import GooGeometry

extension Eval {
    /// One frame per event, and the outcome of the last `ended` (a later `began` clears it); a
    /// capsule badge's frames add the centre of the `joint` the connector is drawn to.
    static func dragAnswer(
        anchor: GooCircle, configuration: GooDragConfiguration, style: ToolStyle,
        events: [DragEvent]
    ) throws(InputError) -> String {
        var session: GooDragSession
        do { session = try GooDragSession(anchor: anchor, configuration: configuration) } catch {
            throw InputError(field: Request.configField(error), problem: "\(error)")
        }
        var frames: [String] = []
        var outcome = "null"
        let isCapsule = session.badgeWidth > 2 * session.dragRadius
        for (index, event) in events.enumerated() {
            do {
                switch event {
                case .began(let point):
                    try session.begin(at: point)
                    outcome = "null"
                case .moved(let point): try session.move(to: point)
                case .ended(let point, let velocity):
                    let result = try session.end(at: point, velocity: velocity)
                    outcome = JSONWriter.string(result.rawValue)
                case .cancelled: try session.cancel()
                }
            } catch {
                throw InputError(field: "events[\(index)]", problem: "\(error)")
            }
            let frame = session.frame
            let hasConnector =
                frame.isAttached && style.connect(frame.anchor, frame.drag).connector != nil
            var members = [
                ("distance", JSONWriter.number(frame.distance)),
                ("anchorRadius", JSONWriter.number(frame.anchor.radius)),
                ("attached", frame.isAttached ? "true" : "false"),
                ("connector", hasConnector ? "true" : "false"),
            ]
            if isCapsule {
                members.append(("joint", JSONWriter.pair(frame.drag.center.x, frame.drag.center.y)))
            }
            frames.append(JSONWriter.object(members))
        }
        return JSONWriter.object([
            ("ok", "true"), ("frames", JSONWriter.array(frames)), ("outcome", outcome),
        ])
    }

    /// The spring-back positions at the requested times.
    static func springAnswer(_ request: SpringRequest) -> String {
        let positions = request.times.map { time in
            let offset = request.spring.offset(
                at: time, from: request.from - request.to, velocity: request.velocity
            )
            let position = request.to + offset
            return JSONWriter.pair(position.x, position.y)
        }
        return JSONWriter.object([("ok", "true"), ("positions", JSONWriter.array(positions))])
    }
}
