// libFuzzer target for the library's contract: every input gets a finite answer or a typed
// error, never a trap, a NaN or an infinity. Built with the library's sources and
// Fuzz/Shared/ByteReader.swift by Fuzz/run.sh.

func styles(_ reader: inout ByteReader) -> [GooConnector.Style] {
    var result: [GooConnector.Style] = [
        .quadratic, .tangent, .cubic(.default), .metaball(.default),
    ]
    if let options = try? GooConnector.CubicOptions(
        angle: .degrees(reader.number()), nearFraction: reader.number(),
        farFraction: reader.number())
    {
        result.append(.cubic(options))
    }
    if let options = try? GooConnector.MetaballOptions(
        spread: reader.number(), handleRate: reader.number())
    {
        result.append(.metaball(options))
    }
    return result
}

func fuzzGeometry(_ reader: inout ByteReader) {
    guard let anchor = try? GooCircle(center: reader.point(), radius: reader.number()),
        let drag = try? GooCircle(center: reader.point(), radius: reader.number())
    else { return }
    check(
        anchor.center.isFinite && anchor.radius.isFinite && anchor.radius >= 0,
        "invalid circle made")
    let distance = (drag.center - anchor.center).length
    let scale = max(
        abs(anchor.center.x), abs(anchor.center.y), abs(drag.center.x), abs(drag.center.y),
        anchor.radius, drag.radius, distance.isFinite ? distance : 0
    )
    for style in styles(&reader) {
        switch GooConnector.between(anchor: anchor, drag: drag, style: style) {
        case .unavailable: break
        case .connected(let connector):
            let points = Dictionary(
                uniqueKeysWithValues: connector.labelledPoints.map { ($0.key, $0.value) })
            for (label, point) in points { check(point.isFinite, "\(style) \(label) not finite") }
            for (label, circle) in [("A", anchor), ("B", anchor), ("C", drag), ("D", drag)] {
                guard let point = points[label] else { continue }
                // Halved first: a point and a centre near ±1.8e308 differ by more than a Double.
                let half = GooPoint(x: point.x / 2, y: point.y / 2)
                let center = GooPoint(x: circle.center.x / 2, y: circle.center.y / 2)
                let error = abs((half - center).length - circle.radius / 2) * 2
                // Subnormal configurations have an absolute grain of 5e-324 (and halving loses bits).
                check(
                    error <= 1e-9 * scale + 2048 * Double.leastNonzeroMagnitude,
                    "\(style) \(label) off its circle by \(error)")
            }
            checkFinite(connector.path, "\(style) path")
            _ = connector.path.svgPathData
        }
        let outline = GooOutline(anchor: anchor, badge: GooCapsule(drag), style: style)
        checkFinite(outline.path, "\(style) outline of \(anchor), \(drag)")
        check(outline.path.count < GooPath.capacity, "outline filled the path")
        let area = outline.area
        check(area.isFinite && area >= 0, "area \(area)")
        if let box = outline.bounds {
            check(box.minX.isFinite && box.maxY.isFinite && box.minX <= box.maxX, "bounds \(box)")
        }
        _ = outline.contains(reader.point(), slop: reader.number())
    }
    fuzzCapsule(anchor: anchor, drag: drag, &reader)
}

/// Whether a point is on a capsule's spine, to the rounding of `centre ± halfSpine`.
func isOnSpine(_ point: GooPoint, of badge: GooCapsule) -> Bool {
    let half = badge.halfSpine
    // A round badge's `2·radius` overflows near the largest radii; its spine is then unbounded.
    guard half.isFinite else { return point.y == badge.center.y }
    let grain = 2 * Swift.max(abs(badge.center.x), half).ulp
    return point.y == badge.center.y && abs(point.x - badge.center.x) <= half + grain
}

/// The dragged circle as a capsule of any width: a valid one gets a joint on its spine and a
/// finite outline; an invalid width a typed error.
func fuzzCapsule(anchor: GooCircle, drag: GooCircle, _ reader: inout ByteReader) {
    let width = reader.number()
    let badge: GooCapsule
    do {
        badge = try GooCapsule(center: drag.center, radius: drag.radius, width: width)
    } catch {
        check(
            error == .nonFiniteWidth ? !width.isFinite : !(width >= 2 * drag.radius),
            "capsule width \(width) refused with \(error)")
        return
    }
    check(width.isFinite && width >= 2 * drag.radius, "capsule width \(width) accepted")
    let joint = badge.joint(facing: anchor.center)
    check(joint.radius == drag.radius && joint.center.y == drag.center.y, "joint \(joint)")
    check(isOnSpine(joint.center, of: badge), "joint \(joint) off the spine of \(badge)")
    for style in [GooConnector.Style.quadratic, .tangent, .cubic(.default), .metaball(.default)] {
        let outline = GooOutline(anchor: anchor, badge: badge, style: style)
        checkFinite(outline.path, "\(style) capsule outline of \(anchor), \(badge)")
        let area = outline.area
        check(area.isFinite && area >= 0, "capsule area \(area)")
        _ = outline.contains(reader.point(), slop: reader.number())
    }
}

func fuzzSession(_ reader: inout ByteReader) {
    guard let anchor = try? GooCircle(center: reader.point(), radius: reader.number()),
        let shrink = try? GooDragConfiguration.ShrinkModel.linear(divisor: reader.number()),
        let configuration = try? GooDragConfiguration(
            shrink: shrink, breakDistance: .points(reader.number()),
            minimumAnchorRadius: reader.number(),
            reconnectDistance: reader.byte() & 1 == 0 ? nil : .badgeRadii(reader.number()),
            release: reader.byte() & 1 == 0 ? .springBackWithinRange : .dismissOnceBroken,
            flingSpeed: reader.byte() & 1 == 0 ? nil : reader.number(),
            connectorStyle: [.quadratic, .tangent, .cubic(.default), .metaball(.default)][
                Int(reader.byte() % 4)],
            badgeWidth: reader.byte() & 1 == 0 ? nil : reader.number()
        ),
        var session = try? GooDragSession(anchor: anchor, configuration: configuration)
    else { return }
    for _ in 0..<Int(reader.byte() % 24) {
        switch reader.byte() % 5 {
        case 0: try? session.begin(at: reader.point())
        case 1, 2: try? session.move(to: reader.point())
        case 3:
            _ = try? session.end(
                at: reader.point(), velocity: GooVector(x: reader.number(), y: reader.number()))
        default: try? session.cancel()
        }
        let frame = session.frame
        check(frame.distance.isFinite && frame.distance >= 0, "frame distance \(frame.distance)")
        check(frame.anchor.radius >= 0 && frame.anchor.radius <= anchor.radius, "anchor radius")
        check(!frame.isAttached || frame.distance <= session.breakDistance, "attached beyond range")
        check(frame.badge.width == session.badgeWidth, "frame badge width")
        check(frame.badge.radius == frame.drag.radius, "badge and joint radii")
        check(isOnSpine(frame.drag.center, of: frame.badge), "joint off the badge's spine")
        if let connector = frame.connector { checkFinite(connector.path, "frame connector") }
        checkFinite(frame.outline.path, "frame outline")
    }
    if case .released(.springBack) = session.phase,
        let spring = try? GooSpring(
            response: reader.number(), dampingRatio: reader.number())
    {
        let home = session.springBack(using: spring)
        for _ in 0..<4 {
            let t = reader.number()
            check(home.position(at: t).isFinite, "spring position at \(t)")
            let frame = home.frame(at: t)
            checkFinite(frame.outline.path, "spring-back outline")
            check(frame.badge.width == session.badgeWidth, "spring-back badge width")
        }
        _ = home.settlingTime(tolerance: reader.number())
    }
}

func fuzzMotion(_ reader: inout ByteReader) {
    if let spring = try? GooSpring(response: reader.number(), dampingRatio: reader.number()) {
        let offset = GooVector(x: reader.number(), y: reader.number())
        let velocity = GooVector(x: reader.number(), y: reader.number())
        let t = reader.number()
        let x = spring.offset(at: t, from: offset, velocity: velocity)
        if offset.x.isFinite && offset.y.isFinite && velocity.x.isFinite && velocity.y.isFinite
            && max(abs(offset.x), abs(offset.y), abs(velocity.x), abs(velocity.y)) < 1e150
        {
            check(x.x.isFinite && x.y.isFinite, "spring offset \(x) at \(t)")
        }
    }
    if let burst = try? GooBurstTimeline(frameCount: Int(reader.byte()), duration: reader.number())
    {
        if let frame = burst.imageIndex(at: reader.number()) {
            check(frame >= 0 && frame < burst.frameCount, "burst frame")
        }
    }
    if let particles = try? GooParticleBurst(
        center: reader.point(), radius: reader.number(), count: Int(reader.byte()) + 1,
        duration: reader.number(), seed: UInt64(reader.byte()))
    {
        let particle = particles.particle(Int(reader.byte()) % particles.count, at: reader.number())
        check(
            particle.center.isFinite && particle.radius.isFinite && particle.opacity.isFinite,
            "particle")
    }
}

/// libFuzzer's entry point: one input, one of the three contract checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometryTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    switch reader.byte() % 3 {
    case 0: fuzzGeometry(&reader)
    case 1: fuzzSession(&reader)
    default: fuzzMotion(&reader)
    }
    return 0
}
