/// The outline of a badge as one closed curve, for both outline paths, in the shape's
/// coordinates: its points by one parameter, where curves cross it (`+Crossings`), and its
/// stretch between two of its points.
///
/// It runs with the capsule on its left (toward growing angles on the caps): the right cap
/// downward, the bottom edge leftward, the left cap upward, the top edge rightward. A round
/// badge is a capsule whose spine has no length: its outline is one circle, the joint's.
struct CapsuleOutline {
    /// The four pieces, in the order the outline runs through them.
    enum Piece: Int {
        case rightCap, bottomEdge, leftCap, topEdge

        /// The piece after this one.
        var next: Piece { Piece(rawValue: (rawValue + 1) % 4) ?? .rightCap }
    }

    let capsule: GooCapsule
    /// The cap the joint (the circle the connector joins) is, if either: the spans are known to
    /// meet it only at their ends.
    let jointCap: Piece?
    /// The spine's ends and the edges' heights, read on every crossing test.
    let left, right, top, bottom: Double
    /// Whether the spine has no length (``GooCapsule/isCircle``).
    let isRound: Bool
    /// How far from the outline a span's end on it may lie (``endsOnOutline(_:)``).
    let endTolerance: Double

    @inline(__always)
    init(capsule: GooCapsule, joint: GooCircle) {
        self.capsule = capsule
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

    /// How far a point lies from the outline, inside or out.
    func distance(fromOutline point: GooPoint) -> Double {
        abs(capsule.spineDistance(to: point) - capsule.radius)
    }

    /// The circle of a cap (``Piece/leftCap`` or ``Piece/rightCap``).
    func cap(_ piece: Piece) -> GooCircle {
        GooCircle(
            validCenter: GooPoint(x: piece == .leftCap ? left : right, y: capsule.center.y),
            radius: capsule.radius)
    }

    // MARK: One parameter, for the general builder

    /// How far the parameter runs along an edge: its length in radii (none on a round badge).
    var edgeSpan: Double { (right - left) / capsule.radius }

    /// Where the parameter wraps: round the caps and along both edges once.
    var period: Double { 2 * Double.pi + 2 * edgeSpan }

    /// Where a whole outline starts: at a junction of a capsule's cap and edge (the top right),
    /// so that it takes one element a piece; at angle 0 on a round badge.
    var wholeStart: Double { isRound ? 0 : 1.5 * Double.pi + 2 * edgeSpan }

    /// The parameter of a point on the outline (to rounding): the arc length in radii from the
    /// right cap's point straight right, so the angle on the caps plus an ``edgeSpan`` for each
    /// edge passed; the angle in `[0, 2π)` on a round badge.
    func parameter(of point: GooPoint) -> Double {
        let dy = point.y - capsule.center.y
        if point.x > right {
            let angle = arcTangent(dy, point.x - right)
            return angle < 0 ? angle + period : angle
        }
        if point.x < left {
            let angle = arcTangent(dy, point.x - left)
            return (angle < 0 ? angle + 2 * Double.pi : angle) + edgeSpan
        }
        return dy < 0
            ? 1.5 * Double.pi + edgeSpan + (point.x - left) / capsule.radius
            : 0.5 * Double.pi + (right - point.x) / capsule.radius
    }

    /// The place of a parameter, one ``period`` beyond at most (on a round badge, the angle).
    ///
    /// Kept within its piece: a parameter found at a junction can round to just past it, where
    /// it would lie before the next piece's start.
    func place(atParameter parameter: Double) -> Place {
        if isRound { return (.leftCap, parameter) }
        let (s, e, r) = (
            parameter < period ? parameter : parameter - period, edgeSpan, capsule.radius
        )
        if s < 0.5 * Double.pi { return (.rightCap, s) }
        if s < 0.5 * Double.pi + e {
            return (.bottomEdge, Swift.min(right, right - (s - 0.5 * Double.pi) * r))
        }
        if s < 1.5 * Double.pi + e { return (.leftCap, greater(0.5 * Double.pi, s - e)) }
        if s < 1.5 * Double.pi + 2 * e {
            return (.topEdge, greater(left, left + (s - 1.5 * Double.pi - e) * r))
        }
        return (.rightCap, greater(-0.5 * Double.pi, s - 2 * e - 2 * Double.pi))
    }

    /// The point at a place.
    func point(at place: Place) -> GooPoint {
        switch place.piece {
        case .rightCap, .leftCap:
            let circle = cap(place.piece)
            return circle.center
                + GooVector(x: libmCos(place.position), y: libmSin(place.position)) * circle.radius
        case .topEdge: return GooPoint(x: place.position, y: top)
        case .bottomEdge: return GooPoint(x: place.position, y: bottom)
        }
    }

    /// The direction the outline runs at a place, not normalised.
    func direction(at place: Place) -> GooVector {
        switch place.piece {
        case .rightCap, .leftCap: GooVector(x: -libmSin(place.position), y: libmCos(place.position))
        case .topEdge: GooVector(x: 1, y: 0)
        case .bottomEdge: GooVector(x: -1, y: 0)
        }
    }

    /// A point of the outline as its piece and its position there: an angle on a cap (in
    /// `[π/2, 3π/2]` on the left, `[−π/2, π/2]` on the right), x on an edge.
    typealias Place = (piece: Piece, position: Double)

    /// The place on the joint's cap (``jointCap``) at an angle about its centre in `(−2π, 2π)`,
    /// moved by a turn into the cap's range (on a round badge, the angle as it is).
    func placeOnJointCap(atAngle angle: Double) -> Place {
        if isRound { return (.leftCap, angle) }
        let piece = jointCap ?? .rightCap
        var position = angle > Double.pi ? angle - 2 * Double.pi : angle
        if position < (piece == .leftCap ? 0 : -Double.pi) { position += 2 * Double.pi }
        return (piece, position)
    }

    /// Whether, on a piece, position `b` comes at or after `a` as the outline runs.
    private static func runs(from a: Double, to b: Double, on piece: Piece) -> Bool {
        piece == .bottomEdge ? b <= a : b >= a
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
        append(
            from: place(atParameter: parameter(of: start)),
            to: place(atParameter: parameter(of: end)), offset: offset, to: &path)
    }

    /// Appends the outline from one place on it to another, as it runs.
    ///
    /// - Parameter aroundOnce: Whether to run once around first, where the target is the start
    ///   (to rounding): the general builder's piece of an outline split once, or not at all.
    func append(
        from start: Place, to target: Place, aroundOnce: Bool = false, offset: GooVector,
        to path: inout GooPath
    ) {
        var (piece, position) = start
        if isRound {
            // One circle: one arc, toward growing angles.
            let end = target.position > position ? target.position : target.position + 2 * .pi
            return appendPiece(.leftCap, from: position, to: end, offset: offset, to: &path)
        }
        // At most four whole pieces and two partial ones.
        for lap in 0..<6 {
            let isLast =
                (lap > 0 || !aroundOnce) && piece == target.piece
                && Self.runs(from: position, to: target.position, on: piece)
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
            path.addArc(on: cap(piece), from: from, to: to, movedBy: offset)
        case .bottomEdge, .topEdge:
            guard to != from else { return }
            path.addLine(to: GooPoint(x: to, y: piece == .topEdge ? top : bottom) + offset)
        }
    }
}
