/// Where curves cross the badge's outline: the one crossing module of both outline paths.
///
/// The regular outline asks whether a span enters the badge once (``entry(of:)``) and the anchor
/// circle crosses it twice (``crossings(ofCircleWithRadius:)``); the general builder splits at
/// every crossing (the two `forEachCrossing`). A crossing counts on the piece it lies on, which
/// `slack` widens at its ends: the builder gives some, so that rounding cannot lose a crossing
/// where a cap meets an edge (found twice, it merges the two); the regular outline gives none,
/// so that rounding cannot count one twice (it declines the curve instead).
extension CapsuleOutline {
    /// Where a curve from outside the badge into it crosses the outline, when exactly once.
    ///
    /// An end on the outline counts when no crossing lies before it; `nil` for anything else.
    func entry(of curve: CubicBezier) -> Double? {
        // A round badge is the joint's disk, which a span enters only at its end.
        if isRound { return 1 }
        // The span ends where the side enters the joint's circle and stays outside it before
        // (RegularOutline's certificate): no crossing of the joint's cap before the end.
        var (count, first) = (0, 1.0)
        forEachCrossing(of: curve, slack: 0, skipping: jointCap) { t in
            guard t < 1 - Tolerance.endParameter else { return }
            count += 1
            first = t < first ? t : first
        }
        if count == 1 { return first }
        return count == 0 && endsOnOutline(curve.end) ? 1 : nil
    }

    /// Calls `body` with the parameter of each crossing of a curve with the outline: at most 6
    /// on a cap and 3 on an edge.
    ///
    /// They are the roots of a polynomial (the degree-6 distance on a cap, a cubic on an edge)
    /// that land on the piece, counted first by Bernstein sign changes: none where the hull
    /// misses the piece or the signs agree, and one sign change is one root, polished directly.
    func forEachCrossing(
        of curve: CubicBezier, slack: Double, skipping skipped: Piece? = nil,
        _ body: (Double) -> Void
    ) {
        if isRound { return capCrossings(of: curve, on: .leftCap, slack: slack, body) }
        // The curve stays within the hull of its control points.
        let (leastX, greatestX) = leastAndGreatest(
            curve.start.x, curve.control1.x, curve.control2.x, curve.end.x)
        if skipped != .leftCap && leastX < left + slack {
            capCrossings(of: curve, on: .leftCap, slack: slack, body)
        }
        if skipped != .rightCap && greatestX > right - slack {
            capCrossings(of: curve, on: .rightCap, slack: slack, body)
        }
        guard greatestX >= left - slack && leastX <= right + slack else { return }
        let (leastY, greatestY) = leastAndGreatest(
            curve.start.y, curve.control1.y, curve.control2.y, curve.end.y)
        // None on an edge beyond the hull or level with its end (a crossing there is the end's).
        if top > leastY && top < greatestY { edgeCrossings(of: curve, at: top, slack: slack, body) }
        if bottom > leastY && bottom < greatestY {
            edgeCrossings(of: curve, at: bottom, slack: slack, body)
        }
    }

    /// A curve's crossings with a cap, where they lie on it (beyond the spine's end, less
    /// `slack`).
    private func capCrossings(
        of curve: CubicBezier, on piece: Piece, slack: Double, _ body: (Double) -> Void
    ) {
        func ifOnCap(_ t: Double) {
            let x = curve.point(at: t).x
            if isRound || (piece == .leftCap ? x < left + slack : x > right - slack) { body(t) }
        }
        let circle = cap(piece)
        // A side ending on this cap (the joint's circle crosses it, or is it): its root at the
        // end divided out, the sign changes of the rest say whether it crosses before.
        switch EndQuintic(curve, on: circle, rootAt: 1)?.otherCrossings {
        case .noneOutside, .noneInside, .alongCircle: return
        case .one(let t, _): return ifOnCap(t)
        case .several, nil: break
        }
        let roots = curve.crossings(with: circle)
        for index in 0..<roots.count { ifOnCap(roots[index]) }
    }

    /// A curve's crossings with the edge at height `y`, where they lie on it.
    private func edgeCrossings(
        of curve: CubicBezier, at y: Double, slack: Double, _ body: (Double) -> Void
    ) {
        func ifOnEdge(_ t: Double) {
            let x = curve.point(at: t).x
            if x >= left - slack && x <= right + slack { body(t) }
        }
        let height = CubicFunction(
            curve.start.y - y, curve.control1.y - y, curve.control2.y - y, curve.end.y - y)
        let (startSign, changes) = height.signChanges()
        if changes == 0 { return }
        if changes == 1 { return ifOnEdge(height.root(startSign: startSign)) }
        let roots = curve.parameters(whereYEquals: y)
        for index in 0..<roots.count { ifOnEdge(roots[index]) }
    }

    /// How near to touching the circle and a piece of the outline may be before
    /// ``crossings(ofCircleWithRadius:)`` declines, as the squared half-chord between their two
    /// crossings over the circle's radius, lengths in units of the largest: below it (half-chords
    /// under about 3e-5 of the largest length) rounding moves the crossings by its own size over
    /// the half-chord, and whether the curves cross at all is not decided by the numbers.
    static let tangencyRatio = 1e-9

    /// The two points where the anchor circle (of `radius` about the origin) crosses the outline,
    /// when exactly twice and not within ``tangencyRatio`` of touching; `nil` otherwise: apart,
    /// nested, touching, or four crossings where a long capsule runs through the circle.
    func crossings(ofCircleWithRadius radius: Double) -> (GooPoint, GooPoint)? {
        var (count, found) = (0, (GooPoint.zero, GooPoint.zero))
        let touches = forEachCrossing(
            ofCircleWithRadius: radius, touch: Self.tangencyRatio, slack: 0
        ) { point in
            if count == 0 { found.0 = point } else { found.1 = point }
            count += 1
        }
        return count == 2 && !touches ? found : nil
    }

    /// Calls `body` with each point where the circle of `radius` about the origin crosses the
    /// outline, in closed form, and returns whether it comes within `touch` of touching a piece
    /// instead (a squared half-chord over the radius, lengths in units of the largest).
    @discardableResult
    func forEachCrossing(
        ofCircleWithRadius radius: Double, touch ratio: Double, slack: Double,
        _ body: (GooPoint) -> Void
    ) -> Bool {
        // In units of the largest length, so that the squares neither overflow nor underflow.
        let unit = greater(
            greater(radius, capsule.radius), largestMagnitude(left, right, top, bottom))
        let (r, s) = (radius / unit, capsule.radius / unit)
        let (spineLeft, spineRight, spineY) = (left / unit, right / unit, capsule.center.y / unit)
        let (touch, reach) = (ratio * r, slack / unit)
        var touches = false
        func add(_ x: Double, _ y: Double) { body(GooPoint(x: x * unit, y: y * unit)) }
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
                if isRound || (isLeft ? x < spineLeft + reach : x > spineRight - reach) {
                    add(x, y)
                }
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
            if -x >= spineLeft - reach && -x <= spineRight + reach { add(-x, y) }
            if x >= spineLeft - reach && x <= spineRight + reach { add(x, y) }
        }
        capCrossings(centerX: spineLeft, isLeft: true)
        if isRound { return touches }
        capCrossings(centerX: spineRight, isLeft: false)
        edgeCrossings(y: spineY - s)
        edgeCrossings(y: spineY + s)
        return touches
    }

    /// Whether a span's end, on the joint's circle, lies on the outline, to the rounding of the
    /// joint's construction: on a joint that is a cap, when it lies beyond the spine's end (to
    /// the tolerance, at the junction with an edge); elsewhere, when it is on the outline.
    @inline(__always)
    private func endsOnOutline(_ end: GooPoint) -> Bool {
        switch jointCap {
        case .leftCap: end.x <= left + endTolerance
        case .rightCap: end.x >= right - endTolerance
        default: distance(fromOutline: end) <= endTolerance
        }
    }
}
