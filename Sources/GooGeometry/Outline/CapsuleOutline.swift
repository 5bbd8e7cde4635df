/// The outline of a badge as one closed curve, for the regular outline: where a curve crosses
/// it, and the stretch of it between two of its points.
///
/// The outline runs with the capsule on its left as traced (toward growing angles on the caps,
/// as the circles' arcs run): the right cap from its top to its bottom, the bottom edge leftward,
/// the left cap from its bottom to its top, the top edge rightward. A round badge is a capsule
/// whose spine has no length: its outline is its one circle, the joint's, and a stretch of it
/// is one arc. Coordinates are the shape's (relative to the anchor centre).
struct CapsuleOutline {
    /// The four pieces, in the order the outline runs through them.
    enum Piece {
        case rightCap, bottomEdge, leftCap, topEdge

        /// The piece after this one.
        var next: Piece {
            switch self {
            case .rightCap: .bottomEdge
            case .bottomEdge: .leftCap
            case .leftCap: .topEdge
            case .topEdge: .rightCap
            }
        }
    }

    let capsule: GooCapsule
    /// The circle the connector joins, centred on the spine.
    let joint: GooCircle
    /// The cap the joint is (at an end of the spine), if either: the sides' spans are already
    /// known to meet it only at their ends.
    private let jointCap: Piece?
    /// The spine's ends and the edges' heights, read on every crossing test.
    let left, right, top, bottom: Double
    /// Whether the spine has no length (``GooCapsule/isCircle``).
    private let isRound: Bool
    /// How far from the outline a span's end on it may lie (``endsOnOutline(_:)``).
    private let endTolerance: Double

    @inline(__always)
    init(capsule: GooCapsule, joint: GooCircle) {
        self.capsule = capsule
        self.joint = joint
        let half = capsule.halfSpine
        (left, right) = (capsule.center.x - half, capsule.center.x + half)
        (top, bottom) = (capsule.center.y - capsule.radius, capsule.center.y + capsule.radius)
        isRound = capsule.isCircle
        // A cap's circle exactly, as `GooCapsule.caps` makes it (UnionShape finds the joint so).
        let isOnSpine = joint.radius == capsule.radius && joint.center.y == capsule.center.y
        jointCap =
            !isOnSpine
            ? nil : joint.center.x == left ? .leftCap : joint.center.x == right ? .rightCap : nil
        endTolerance = Tolerance.lengthRatio * greater(capsule.radius, 1e-300)
    }

    /// The circle of a cap (``Piece/leftCap`` or ``Piece/rightCap``).
    func cap(_ piece: Piece) -> GooCircle {
        GooCircle(
            validCenter: GooPoint(x: piece == .leftCap ? left : right, y: capsule.center.y),
            radius: capsule.radius)
    }

    /// Where a curve that starts outside the capsule and ends inside it (or on its outline)
    /// crosses the outline, when it crosses exactly once; `nil` otherwise.
    ///
    /// The crossings with each piece are the roots of a polynomial (a cubic for an edge, the
    /// degree-6 distance for a cap) that land on that piece (a cap strictly beyond the spine's
    /// end, so that a crossing where a cap meets an edge is the edge's; should rounding count it
    /// twice, the curve is declined, never misread). An end on the outline (a crossing at 1,
    /// which the root finder leaves to the caller) counts when no crossing lies before it.
    func entry(of curve: CubicBezier) -> Double? {
        // A round badge is the joint's disk, which a span enters only at its end.
        if isRound { return 1 }
        // The curve stays within the hull of its control points.
        let (leastX, greatestX) = leastAndGreatest(
            curve.start.x, curve.control1.x, curve.control2.x, curve.end.x)
        // Wholly beyond the joint's end of the spine, the curve meets the capsule only in the
        // joint's disk, which it enters at its end (the common frame: a side reaching the cap).
        if jointCap == .leftCap ? greatestX <= left : jointCap == .rightCap && leastX >= right {
            return endsOnOutline(curve.end) ? 1 : nil
        }
        let (leastY, greatestY) = leastAndGreatest(
            curve.start.y, curve.control1.y, curve.control2.y, curve.end.y)
        var crossings = Crossings()
        // The span ends where the side enters the joint's circle and stays outside it before
        // (RegularOutline's certificate): no crossing of the joint's cap before the end.
        if jointCap != .leftCap && leastX < left {
            addCapCrossings(of: curve, on: .leftCap, to: &crossings)
        }
        if jointCap != .rightCap && greatestX > right {
            addCapCrossings(of: curve, on: .rightCap, to: &crossings)
        }
        // Only crossings within the edges' x-range count; none before the end on an edge beyond
        // the hull or level with its end (a crossing there is the end's).
        if greatestX >= left && leastX <= right {
            if top > leastY && top < greatestY {
                addEdgeCrossings(of: curve, at: top, to: &crossings)
            }
            if bottom > leastY && bottom < greatestY {
                addEdgeCrossings(of: curve, at: bottom, to: &crossings)
            }
        }
        if crossings.count == 1 { return crossings.first }
        return crossings.count == 0 && endsOnOutline(curve.end) ? 1 : nil
    }

    /// A curve's crossings with the outline strictly before its end: how many, and the first.
    private struct Crossings {
        var count = 0
        var first = 1.0

        mutating func add(_ t: Double) {
            guard t < 1 - Tolerance.endParameter else { return }
            count += 1
            first = t < first ? t : first
        }
    }

    /// Adds a curve's crossings with a cap other than the joint's, where they lie on it
    /// (strictly beyond the spine's end).
    private func addCapCrossings(
        of curve: CubicBezier, on piece: Piece, to crossings: inout Crossings
    ) {
        func addIfOnCap(_ t: Double) {
            let x = curve.point(at: t).x
            if piece == .leftCap ? x < left : x > right { crossings.add(t) }
        }
        let circle = cap(piece)
        // A side ending on this cap as well (where the joint's circle crosses it): its root at
        // the end divided out, the sign changes of the rest say whether it crosses before.
        switch EndQuintic(curve, on: circle, rootAt: 1)?.otherCrossings {
        case .noneOutside, .noneInside, .alongCircle: return
        case .one(let t, _): return addIfOnCap(t)
        case .several, nil: break
        }
        guard let roots = curve.circlePolynomial(circle)?.roots() else { return }
        for index in 0..<roots.count { addIfOnCap(roots[index]) }
    }

    /// Adds a curve's crossings with the edge at height `y`, where they lie on it.
    private func addEdgeCrossings(
        of curve: CubicBezier, at y: Double, to crossings: inout Crossings
    ) {
        func addIfOnEdge(_ t: Double) {
            let x = curve.point(at: t).x
            if x >= left && x <= right { crossings.add(t) }
        }
        let height = CubicFunction(
            curve.start.y - y, curve.control1.y - y, curve.control2.y - y, curve.end.y - y)
        let (startSign, changes) = height.signChanges()
        if changes == 0 { return }
        if changes == 1 { return addIfOnEdge(height.root(startSign: startSign)) }
        let roots = curve.parameters(whereYEquals: y)
        for index in 0..<roots.count { addIfOnEdge(roots[index]) }
    }

    /// How near to touching the circle and a piece of the outline may be before
    /// ``crossings(ofCircleWithRadius:)`` declines, as the squared half-chord between their two
    /// crossings over the circle's radius, lengths in units of the largest: below it (half-chords
    /// under about 3e-5 of the largest length) rounding moves the crossings by its own size over
    /// the half-chord, and whether the curves cross at all is not decided by the numbers.
    static let tangencyRatio = 1e-9

    /// The two points where the circle of `radius` about the origin (the anchor, in the shape's
    /// coordinates) crosses the outline, when it crosses it exactly twice, each time clearly
    /// (not within ``tangencyRatio`` of touching); `nil` otherwise: no crossing (apart or
    /// nested), a touch, or four crossings where a long capsule runs through the circle.
    ///
    /// In closed form: a cap's circle meets the circle where two circles do (kept strictly
    /// beyond the spine's end, as in ``entry(of:)``), an edge's line where a line does (kept
    /// within the edge).
    func crossings(ofCircleWithRadius radius: Double) -> (GooPoint, GooPoint)? {
        // In units of the largest length, so that the squares neither overflow nor underflow.
        let unit = greater(
            greater(radius, capsule.radius), largestMagnitude(left, right, top, bottom))
        let (r, s) = (radius / unit, capsule.radius / unit)
        let (spineLeft, spineRight, spineY) = (left / unit, right / unit, capsule.center.y / unit)
        let touch = Self.tangencyRatio * r
        var (count, touches) = (0, false)
        var found = (GooPoint.zero, GooPoint.zero)
        func add(_ x: Double, _ y: Double) {
            let point = GooPoint(x: x * unit, y: y * unit)
            if count == 0 { found.0 = point } else { found.1 = point }
            count += 1
        }
        // A cap: the circles cross at `a` along the line to its centre and `±h` across it.
        func capCrossings(centerX: Double, isLeft: Bool) {
            let distance = (centerX * centerX + spineY * spineY).squareRoot()
            guard distance > 0 else {
                touches = touches || abs(r - s) <= touch
                return
            }
            let (a, hSquared) = circleCrossing(distance: distance, radii: r, s)
            guard hSquared > touch else {
                touches = touches || hSquared >= -touch
                return
            }
            let h = hSquared.squareRoot()
            let (cx, cy) = (centerX / distance, spineY / distance)
            func addIfOnCap(_ x: Double, _ y: Double) {
                if isLeft ? x < spineLeft : x > spineRight { add(x, y) }
            }
            addIfOnCap(a * cx + h * cy, a * cy - h * cx)
            addIfOnCap(a * cx - h * cy, a * cy + h * cx)
        }
        func edgeCrossings(y: Double) {
            let squared = lineCrossing(height: y, radius: r)
            guard squared > touch else {
                touches = touches || squared >= -touch
                return
            }
            let x = squared.squareRoot()
            if -x >= spineLeft && -x <= spineRight { add(-x, y) }
            if x >= spineLeft && x <= spineRight { add(x, y) }
        }
        capCrossings(centerX: spineLeft, isLeft: true)
        capCrossings(centerX: spineRight, isLeft: false)
        edgeCrossings(y: spineY - s)
        edgeCrossings(y: spineY + s)
        guard count == 2, !touches else { return nil }
        return found
    }

    /// Whether a span's end, on the joint's circle, lies on the outline, to the rounding of the
    /// joint's construction.
    ///
    /// On a joint that is a cap, the end is on that cap's outer half exactly when it lies beyond
    /// the spine's end (within the tolerance, the end is at the cap's junction with an edge, on
    /// the outline to far below it). Elsewhere the joint's circle touches the outline only at its
    /// top and bottom.
    @inline(__always)
    private func endsOnOutline(_ end: GooPoint) -> Bool {
        switch jointCap {
        case .leftCap: end.x <= left + endTolerance
        case .rightCap: end.x >= right - endTolerance
        default: abs(capsule.spineDistance(to: end) - capsule.radius) <= endTolerance
        }
    }

    /// A point of the outline as the piece it lies on and its position along that piece: an
    /// angle on a cap (in `[π/2, 3π/2]` on the left cap, `[−π/2, π/2]` on the right, as the
    /// outline runs), x on an edge.
    typealias Place = (piece: Piece, position: Double)

    /// Whether the joint is one of the caps (at an end of the spine).
    var isJointACap: Bool { jointCap != nil }

    /// The place of a point of the outline.
    @inline(__always)
    private func place(of point: GooPoint) -> Place {
        if isRound { return (.leftCap, arcTangent(point.y - capsule.center.y, point.x - left)) }
        if point.x > right {
            return (.rightCap, arcTangent(point.y - capsule.center.y, point.x - right))
        }
        if point.x < left {
            return placeOnCap(
                .leftCap, atAngle: arcTangent(point.y - capsule.center.y, point.x - left))
        }
        return point.y < capsule.center.y ? (.topEdge, point.x) : (.bottomEdge, point.x)
    }

    /// The place on the joint's cap (``isJointACap``) at an angle about the joint's centre, in
    /// `(−2π, 2π)` (on a round badge, the angle as it is).
    func placeOnJointCap(atAngle angle: Double) -> Place {
        isRound ? (.leftCap, angle) : placeOnCap(jointCap ?? .rightCap, atAngle: angle)
    }

    /// The place on a cap at an angle about its centre, in `(−2π, 2π)`: the angle moved by a turn
    /// into the cap's range of positions.
    private func placeOnCap(_ piece: Piece, atAngle angle: Double) -> Place {
        var position = angle > Double.pi ? angle - 2 * Double.pi : angle
        if position < (piece == .leftCap ? 0 : -Double.pi) { position += 2 * Double.pi }
        return (piece, position)
    }

    /// Whether, on one piece, position `b` comes after position `a` as the outline runs.
    private static func runs(from a: Double, to b: Double, on piece: Piece) -> Bool {
        piece == .bottomEdge ? b < a : b > a
    }

    /// The start and end positions of a whole piece, as the outline runs.
    private func ends(of piece: Piece) -> (start: Double, end: Double) {
        switch piece {
        case .rightCap: (-Double.pi / 2, Double.pi / 2)
        case .bottomEdge: (right, left)
        case .leftCap: (Double.pi / 2, 3 * Double.pi / 2)
        case .topEdge: (left, right)
        }
    }

    /// Appends the outline from one of its points to another, as it runs (the capsule on the
    /// left): partial pieces at the ends, whole ones between, skipping edges of no length.
    ///
    /// - Parameter offset: What to add to every point (the shape's origin).
    func append(from start: GooPoint, to end: GooPoint, offset: GooVector, to path: inout GooPath) {
        append(from: place(of: start), to: place(of: end), offset: offset, to: &path)
    }

    /// Appends the outline from one place on it to another, as it runs.
    func append(from start: Place, to target: Place, offset: GooVector, to path: inout GooPath) {
        var (piece, position) = start
        if isRound {
            // One circle: one arc, toward growing angles.
            let end = target.position > position ? target.position : target.position + 2 * .pi
            return appendPiece(.leftCap, from: position, to: end, offset: offset, to: &path)
        }
        // At most four whole pieces and two partial ones.
        for _ in 0..<6 {
            let isLast =
                piece == target.piece && Self.runs(from: position, to: target.position, on: piece)
            let stop = isLast ? target.position : ends(of: piece).end
            appendPiece(piece, from: position, to: stop, offset: offset, to: &path)
            if isLast { return }
            piece = piece.next
            position = ends(of: piece).start
        }
    }

    private func appendPiece(
        _ piece: Piece, from: Double, to: Double, offset: GooVector, to path: inout GooPath
    ) {
        switch piece {
        case .rightCap, .leftCap:
            guard to > from else { return }
            let circle = cap(piece)
            path.addArc(
                center: circle.center + offset, radius: circle.radius,
                startAngle: .radians(from), endAngle: .radians(to), clockwise: false)
        case .bottomEdge, .topEdge:
            guard to != from else { return }
            path.addLine(to: GooPoint(x: to, y: piece == .topEdge ? top : bottom) + offset)
        }
    }
}
