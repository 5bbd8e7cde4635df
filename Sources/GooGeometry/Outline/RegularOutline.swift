/// The outline of the configuration a drag shows on almost every frame, traced in closed form.
///
/// The configuration is *regular* when both radii are positive and the badge is apart from the
/// anchor, or overlaps it crossing it twice (1); each side leaves the circle it starts on once
/// and enters the one it ends on once (2); the *spans* between, outside both disks, keep to
/// their own sides of the centre line, advancing along it (3); and each span enters the
/// badge's outline once (4). Then the boundary is one loop: the anchor's arc behind, B→C's
/// span, the badge's outline in front and D→A's span. A badge overlapping the anchor whose
/// connector lies inside the two disks is outlined by one arc of each. `Docs/Outline.md` states
/// the conditions exactly and proves both outlines.
///
/// Anything else (nested or touching shapes, a capsule crossing the anchor four times, sides
/// that weave) is left to ``OutlineBuilder``, which `OutlineFastPathTests` checks agrees with
/// this one wherever it answers.
enum RegularOutline {
    /// What the regular outline reads of a union, in the shape's coordinates: the circles and the
    /// connector's two sides (not its chords).
    struct Input {
        /// The anchor centre in the caller's coordinates.
        let origin: GooPoint
        let anchor: GooCircle
        /// The circle the connector joins.
        let drag: GooCircle
        let badge: GooCapsule
        let sideBC: CubicBezier
        let sideDA: CubicBezier

        /// The input of an anchor, a badge and a connector to its ``GooCapsule/joint(facing:)``:
        /// only the sides are moved, as moving the whole boundary costs more than a trace step.
        init(anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary) {
            (origin, self.anchor, self.badge, drag) = UnionShape.circles(
                anchor: anchor, badge: badge)
            let offset = GooVector(x: -origin.x, y: -origin.y)
            (sideBC, sideDA) = (
                boundary.sideBC.translated(by: offset), boundary.sideDA.translated(by: offset)
            )
        }
    }

    /// Appends the outline of a regular shape to an empty path, in the caller's coordinates with
    /// the union on the left (as the general builder orients it), and returns `true`; returns
    /// `false`, the path untouched, when the shape is not regular.
    static func trace(_ input: Input, into path: inout GooPath) -> Bool {
        let (anchor, drag) = (input.anchor, input.drag)
        guard anchor.radius > 0, drag.radius > 0,
            let line = try? CenterLine(from: anchor.center, to: drag.center)
        else { return false }
        // A badge overlapping the anchor can be regular too (see the type's description).
        let apart = line.distance > anchor.radius + drag.radius
        if traceLoop(input, line, apart: apart, into: &path) { return true }
        return !apart && traceOverlapping(input, line, into: &path)
    }

    /// The regular loop (see the type's description), or `false` with the path untouched.
    private static func traceLoop(
        _ input: Input, _ line: CenterLine, apart: Bool, into path: inout GooPath
    ) -> Bool {
        let (anchor, drag, sideBC, sideDA) = (input.anchor, input.drag, input.sideBC, input.sideDA)
        // The spans: each side leaves the circle it starts on before it enters the other.
        guard let spanBC = crossings(of: sideBC, leaving: anchor, entering: drag),
            spanBC.leaves < spanBC.enters
        else { return false }
        let bc = sideBC.subcurve(from: spanBC.leaves, to: spanBC.enters)
        guard isBeside(bc, line, in: .belowAdvancing) else { return false }
        let da: CubicBezier
        let mirrored = isMirror(sideDA, of: sideBC, across: line, in: input)
        if mirrored {
            // B→C's span reflected and reversed: D→A's span, to the rounding isMirror allows.
            func reflected(_ point: GooPoint) -> GooPoint { reflection(of: point, across: line) }
            da = CubicBezier(
                start: reflected(bc.end), control1: reflected(bc.control2),
                control2: reflected(bc.control1), end: reflected(bc.start))
        } else {
            guard let spanDA = crossings(of: sideDA, leaving: drag, entering: anchor),
                spanDA.leaves < spanDA.enters
            else { return false }
            da = sideDA.subcurve(from: spanDA.leaves, to: spanDA.enters)
            guard isBeside(da, line, in: .aboveReturning) else { return false }
        }
        let offset = input.origin - GooPoint.zero
        /// The arc of a circle from one of its points to another, toward growing angles.
        func addArc(on circle: GooCircle, from start: GooPoint, to end: GooPoint) {
            let from = arcTangent(start.y - circle.center.y, start.x - circle.center.x)
            var to = arcTangent(end.y - circle.center.y, end.x - circle.center.x)
            if to <= from { to += 2 * Double.pi }
            path.addArc(on: circle, from: from, to: to, movedBy: offset)
        }
        // Every arc end on its side of the line as seen from its own circle's centre (the spans
        // are, from the anchor's; rounding could differ within 1e-16 of the line): the arcs
        // then turn the long way round behind the anchor and in front of the badge.
        func side(_ point: GooPoint, of circle: GooCircle) -> Double {
            (point - circle.center).dot(line.normal)
        }
        guard side(bc.start, of: anchor) < 0, side(da.end, of: anchor) > 0,
            side(bc.end, of: drag) < 0, side(da.start, of: drag) > 0
        else { return false }
        // The badge holds the joint circle: each span enters (or leaves) the badge no later
        // than the joint, and between them the loop follows the badge's outline.
        let badge = CapsuleOutline(capsule: input.badge, joint: drag)
        guard let enter = badge.entry(of: bc), let leave = badge.entry(of: da.reversed)
        else { return false }
        // Most sides reach the badge only at the joint's cap: nothing to cut.
        let bcOutside = enter == 1 ? bc : bc.subcurve(from: 0, to: enter)
        let daOutside = leave == 1 ? da : da.subcurve(from: 1 - leave, to: 1)
        // Overlapping the anchor, the loop's arcs clear the other shape when the outlines cross
        // exactly twice and both spans start outside the badge (`Docs/Outline.md`, A badge
        // overlapping the anchor).
        let capsule = input.badge
        guard
            apart
                || capsule.spineDistance(to: bcOutside.start) > capsule.radius
                    && capsule.spineDistance(to: daOutside.end) > capsule.radius
                    && badge.crossings(ofCircleWithRadius: anchor.radius) != nil
        else { return false }
        path.move(to: daOutside.end + offset)
        if mirrored && enter == 1 && leave == 1 && badge.jointCap != nil {
            // Both sides end on the joint's cap, a circle centred on the line: every arc is
            // symmetric about the line, its ends the line's angle ∓ one angle.
            let base = arcTangent(line.direction.y, line.direction.x)
            let anchorEnd = angleFromLine(bc.start, on: anchor, line)
            let dragStart = angleFromLine(bc.end, on: drag, line)
            path.addArc(
                on: anchor, from: base - anchorEnd, to: base + anchorEnd + 2 * Double.pi,
                movedBy: offset)
            path.addCurve(bc, movedBy: offset)
            badge.append(
                from: badge.placeOnJointCap(atAngle: base + dragStart),
                to: badge.placeOnJointCap(atAngle: base - dragStart), offset: offset, to: &path)
        } else {
            addArc(on: anchor, from: daOutside.end, to: bcOutside.start)
            path.addCurve(bcOutside, movedBy: offset)
            badge.append(from: bcOutside.end, to: daOutside.start, offset: offset, to: &path)
        }
        path.addCurve(daOutside, movedBy: offset)
        path.closeSubpath()
        return true
    }

    /// The outline of a badge overlapping the anchor whose connector lies inside the anchor and
    /// joint disks: the anchor's arc from the crossing at the larger angle from `u`, through `π`,
    /// then the badge's outline back (`Docs/Outline.md`); `false`, the path untouched, otherwise.
    private static func traceOverlapping(
        _ input: Input, _ line: CenterLine, into path: inout GooPath
    ) -> Bool {
        let (anchor, drag) = (input.anchor, input.drag)
        let badge = CapsuleOutline(capsule: input.badge, joint: drag)
        guard line.distance > abs(anchor.radius - drag.radius),
            // Each side enters the other disk no later than it leaves its own.
            let bc = crossings(of: input.sideBC, leaving: anchor, entering: drag),
            bc.enters <= bc.leaves,
            let da = crossings(of: input.sideDA, leaving: drag, entering: anchor),
            da.enters <= da.leaves,
            let (first, second) = badge.crossings(ofCircleWithRadius: anchor.radius)
        else { return false }
        let (firstAngle, secondAngle) = (
            angleFromLine(first, on: anchor, line), angleFromLine(second, on: anchor, line)
        )
        // From the crossing at the larger angle.
        let ((start, startAngle), (end, endAngle)) =
            firstAngle > secondAngle
            ? ((first, firstAngle), (second, secondAngle))
            : ((second, secondAngle), (first, firstAngle))
        let base = arcTangent(line.direction.y, line.direction.x)
        let offset = input.origin - GooPoint.zero
        path.move(to: start + offset)
        path.addArc(
            on: anchor, from: base + startAngle, to: base + endAngle + 2 * Double.pi,
            movedBy: offset)
        badge.append(from: end, to: start, offset: offset, to: &path)
        path.closeSubpath()
        return true
    }

    /// The angle of a point of a circle measured from the centre line's `u`, in `(−π, 0)` below
    /// the line (on the `−perp` side).
    private static func angleFromLine(
        _ point: GooPoint, on circle: GooCircle, _ line: CenterLine
    ) -> Double {
        let offset = point - circle.center
        return arcTangent(offset.dot(line.normal), offset.dot(line.direction))
    }

    /// Whether `side` runs back along the mirror image of `other` across the centre line, to
    /// the rounding of the coordinates the connector was built in.
    @inline(__always)
    private static func isMirror(
        _ side: CubicBezier, of other: CubicBezier, across line: CenterLine, in input: Input
    ) -> Bool {
        // The connector was built in the caller's coordinates: a few units in the last place of
        // the largest, about the anchor centre's plus the distance and the larger radius. Handles
        // reaching much farther fail the test, and D→A's span is then found on its own.
        let magnitude =
            greater(abs(input.origin.x), abs(input.origin.y)) + line.distance
            + greater(input.anchor.radius, input.drag.radius)
        let tolerance = magnitude * 0x1p-48
        func matches(_ point: GooPoint, _ image: GooPoint) -> Bool {
            let reflected = reflection(of: image, across: line)
            return abs(point.x - reflected.x) <= tolerance
                && abs(point.y - reflected.y) <= tolerance
        }
        return matches(side.start, other.end) && matches(side.control1, other.control2)
            && matches(side.control2, other.control1) && matches(side.end, other.start)
    }

    /// A point reflected across the centre line, which runs through the anchor centre (the
    /// origin of the shape's coordinates) along `u`.
    private static func reflection(of point: GooPoint, across line: CenterLine) -> GooPoint {
        let offset = point - GooPoint.zero
        return GooPoint.zero + (line.direction * (2 * offset.dot(line.direction)) - offset)
    }

    /// Where a span must run (condition 3 of the type's description).
    private enum Lane {
        /// B→C's: strictly on the `−perp` side of the centre line, never stepping back along `u`.
        case belowAdvancing
        /// D→A's: strictly on the `+perp` side, never stepping forward along `u`.
        case aboveReturning
    }

    /// Whether a curve runs in a lane beside the centre line.
    @inline(__always)
    private static func isBeside(_ curve: CubicBezier, _ line: CenterLine, in lane: Lane) -> Bool {
        // Offsets from the anchor centre, which the shape's coordinates start from.
        let points = (
            curve.start - GooPoint.zero, curve.control1 - GooPoint.zero,
            curve.control2 - GooPoint.zero, curve.end - GooPoint.zero
        )
        let across = lane == .belowAdvancing ? -1.0 : 1
        // `u` is the way the lane runs along the line, `perp` the side it keeps to.
        let (u, perp) = (line.direction * -across, line.normal * across)
        let beside = (
            points.0.dot(perp), points.1.dot(perp), points.2.dot(perp), points.3.dot(perp)
        )
        let along = (points.0.dot(u), points.1.dot(u), points.2.dot(u), points.3.dot(u))
        // The control points decide most frames: all beside the line, and each one ahead of the
        // last (the derivative's Bernstein coefficients `≥ 0`), bound the curve the same way.
        if beside.0 > 0 && beside.1 > 0 && beside.2 > 0 && beside.3 > 0 && along.1 >= along.0
            && along.2 >= along.1 && along.3 >= along.2
        {
            return true
        }
        return CubicFunction(beside.0, beside.1, beside.2, beside.3).isPositive
            && CubicFunction(along.0, along.1, along.2, along.3).isNondecreasing
    }

    /// Where a side that starts on `start` and ends on `end` leaves `start`'s disk and where it
    /// enters `end`'s, when each happens at most once; `nil` when the side weaves.
    ///
    /// From ``EndQuintic/otherCrossings``, the root at the end on each circle divided out.
    /// Leaving: out at once (0), inside all along (1), or once from inside. Entering: in only at
    /// its end (1), inside all along (0), or once from outside.
    private static func crossings(
        of side: CubicBezier, leaving start: GooCircle, entering end: GooCircle
    ) -> (leaves: Double, enters: Double)? {
        guard let leaves = otherCrossing(of: side, start, atStart: true),
            let enters = otherCrossing(of: side, end, atStart: false)
        else { return nil }
        return (leaves, enters)
    }

    /// Where a side with an end on a circle crosses it elsewhere, if at most once.
    ///
    /// Only as ``crossings(of:leaving:entering:)`` allows: from inside the circle it starts on,
    /// from outside the one it ends on. With none: at once (outside) or never (inside all along).
    @inline(__always)
    private static func otherCrossing(
        of side: CubicBezier, _ circle: GooCircle, atStart: Bool
    ) -> Double? {
        let end = atStart ? 0.0 : 1
        if touchesOnlyAtEnd(side, circle, atStart: atStart) { return end }
        switch EndQuintic(side, on: circle, rootAt: end)?.otherCrossings {
        case .noneOutside: return end
        case .noneInside: return 1 - end
        case .one(let t, let fromInside) where fromInside == atStart: return t
        default: return nil
        }
    }

    /// Whether a side meets a circle only at one of its ends, which lies on it: the quintic's
    /// "+ … +" (no crossing), decided in a few dot products where the side stays outside the
    /// tangent line at that end — as a side tangent to its circle there, or leaving it
    /// outward, does.
    ///
    /// The side lies in the hull of its control points, so in the closed half-plane beyond the
    /// tangent when they all do; the disk meets that half-plane only at the end. Each test
    /// allows ``BernsteinPolynomial/zeroRatio`` of the squares it compares, as the quintic's
    /// noise does (a handle along the tangent is on it to rounding). `false` is no verdict:
    /// the caller asks ``EndQuintic``, which also decides where squares would overflow or
    /// vanish.
    @inline(__always)
    private static func touchesOnlyAtEnd(
        _ side: CubicBezier, _ circle: GooCircle, atStart: Bool
    ) -> Bool {
        let end = atStart ? side.start : side.end
        let outward = end - circle.center
        let outwardSquared = outward.dot(outward)
        func isBeyondTangent(_ point: GooPoint) -> Bool {
            let offset = point - end
            let noise = BernsteinPolynomial.zeroRatio * (offset.dot(offset) + outwardSquared)
            return noise < .infinity && offset.dot(outward) >= -noise
        }
        // The handle first: a side that crosses its circle mostly heads inward from the end.
        guard isBeyondTangent(atStart ? side.control1 : side.control2) else { return false }
        let radiusSquared = circle.radius * circle.radius
        return radiusSquared > 0x1p-900 && outwardSquared < 0x1p900
            && abs(outwardSquared - radiusSquared)
                <= BernsteinPolynomial.zeroRatio * (outwardSquared + radiusSquared)
            && isBeyondTangent(atStart ? side.control2 : side.control1)
            && isBeyondTangent(atStart ? side.end : side.start)
    }
}
