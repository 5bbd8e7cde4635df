import GooGeometry

extension Eval {
    /// The events the controller delivered with their times, the outcome and estimated velocity
    /// of the last lift, and the frames at the requested times; the controller is then advanced
    /// to the end of any animation still running, so that its last event is reported too.
    static func gestureAnswer(_ request: GestureRequest) throws(InputError) -> String {
        var badge: GooBadgeController
        do {
            badge = try GooBadgeController(
                badge: request.badge, configuration: request.configuration,
                hitSlop: request.hitSlop, reducesMotion: request.reducesMotion)
        } catch {
            switch error {
            case .invalidConfiguration(let reason):
                throw InputError(field: Request.configField(reason), problem: "\(reason)")
            case .invalidHitSlop: throw InputError(field: "hitSlop", problem: "\(error)")
            default: throw InputError(field: "config", problem: "\(error)")
            }
        }
        var delivered: [String] = []
        // What one call delivered. An animation's end is reported when it happened, not when the
        // call noticed it (a burst cut short by a reset: when it was cut).
        func report(_ events: GooBadgeController.Events, at time: Double, animationEnd: Double?) {
            let ended = Swift.min(animationEnd ?? time, time)
            for (event, name) in GooBadgeController.Events.namedInDeliveryOrder
            where events.contains(event) {
                let endsAnAnimation = event == .settled || event == .dismissed
                let at = endsAnAnimation ? ended : time
                delivered.append(
                    JSONWriter.array([JSONWriter.number(at), JSONWriter.string(name)]))
            }
        }
        var outcome = "null"
        for (index, (time, event)) in request.events.enumerated() {
            let end = badge.animationEndTime
            do throws(GooBadgeError) {
                let events: GooBadgeController.Events
                switch event {
                case .down(let point): events = try badge.touchDown(at: point, time: time)
                case .move(let point): events = try badge.touchMoved(to: point, time: time)
                case .up(let point): events = try badge.touchUp(at: point, time: time)
                case .cancel: events = try badge.touchCancelled(time: time)
                case .dismiss: events = try badge.dismiss(time: time)
                case .reset: events = try badge.reset(time: time)
                }
                report(events, at: time, animationEnd: end)
                switch event {
                case .up, .cancel: outcome = outcomeName(badge.phase)
                case .down, .move, .dismiss, .reset: break
                }
            } catch {
                throw InputError(field: "events[\(index)]", problem: "\(error)")
            }
        }
        var frames: [String] = []
        for (index, time) in request.times.enumerated() {
            let end = badge.animationEndTime
            do throws(GooBadgeError) {
                report(try badge.advance(to: time), at: time, animationEnd: end)
            } catch {
                throw InputError(field: "times[\(index)]", problem: "\(error)")
            }
            frames.append(frameJSON(badge.frame(at: time), at: time, style: request.style))
        }
        if let end = badge.animationEndTime, let events = try? badge.advance(to: end) {
            report(events, at: end, animationEnd: end)
        }
        let velocity = badge.releaseVelocity
        var members = [
            ("ok", "true"), ("events", JSONWriter.array(delivered)), ("outcome", outcome),
            ("releaseVelocity", JSONWriter.pair(velocity.x, velocity.y)),
        ]
        if !request.times.isEmpty { members.append(("frames", JSONWriter.array(frames))) }
        return JSONWriter.object(members)
    }

    /// What a lift or cancel led to: a return home or a dismissal (which may already be over).
    private static func outcomeName(_ phase: GooBadgeController.Phase) -> String {
        switch phase {
        case .bursting, .dismissed:
            JSONWriter.string(GooDragSession.ReleaseOutcome.dismiss.rawValue)
        default: JSONWriter.string(GooDragSession.ReleaseOutcome.springBack.rawValue)
        }
    }

    /// One frame: the phase, the badge (centre, box, anchor radius, link, outline area in the
    /// requested style) or `null`s when it is not drawn, the opacity and the particle count.
    private static func frameJSON(
        _ frame: GooBadgeController.Frame, at time: Double, style: ToolStyle
    ) -> String {
        let phase: String
        switch frame.phase {
        case .resting: phase = "resting"
        case .dragging: phase = "dragging"
        case .returning: phase = "returning"
        case .bursting: phase = "bursting"
        case .dismissed: phase = "dismissed"
        }
        var members = [("t", JSONWriter.number(time)), ("phase", JSONWriter.string(phase))]
        if let badge = frame.badge, let outline = frame.outline, let box = frame.badgeBounds {
            // A pinching link is drawn in the controller's style only.
            let area =
                frame.isPinching
                ? outline.area
                : frame.anchor.map { style.outline(anchor: $0, badge: badge).area } ?? outline.area
            members += [
                ("badge", JSONWriter.pair(badge.center.x, badge.center.y)),
                (
                    "bounds",
                    JSONWriter.array(
                        [box.minX, box.minY, box.maxX, box.maxY].map(JSONWriter.number))
                ),
                ("attached", frame.anchor != nil ? "true" : "false"),
                ("anchorRadius", frame.anchor.map { JSONWriter.number($0.radius) } ?? "null"),
                ("area", JSONWriter.number(area)),
            ]
        } else {
            members += [
                ("badge", "null"), ("bounds", "null"), ("attached", "null"),
                ("anchorRadius", "null"), ("area", "null"),
            ]
        }
        members += [
            ("opacity", JSONWriter.number(frame.opacity)),
            ("particles", "\(frame.particles.count)"),
        ]
        return JSONWriter.object(members)
    }
}
