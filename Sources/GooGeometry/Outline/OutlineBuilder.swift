/// Traces the boundary of a ``UnionShape``, exactly, in every configuration.
///
/// Each ``OutlineCurve`` is split wherever another crosses it (the sides cross each other only
/// on the centre line, and a side crossing itself is split there too); a piece is on the
/// boundary when the union lies on one side of it only, which points beside its middle tell.
/// Kept pieces, oriented with the union on their left, are chained into closed loops.
/// `Docs/Outline.md` says why this is exact and derives every capacity below from degree bounds.
struct OutlineBuilder {
    /// A piece of one of the curves, between two parameters.
    private struct Piece {
        var curve: OutlineCurve
        /// Whether the chaining has traced it already (a flag in the piece, so that no mask
        /// limits how many pieces there can be).
        var isUsed = false
        var from: Double
        var to: Double
        var start = GooPoint.zero
        var end = GooPoint.zero
    }

    /// The most boundary pieces an outline holds: 70 for a capsule badge, 40 for a round one
    /// (`Docs/Outline.md`, Capacity), rounded up to whole rows of the storage.
    static let pieceCapacity = 80

    // MARK: Tolerances (all relative to the shape's size or to a curve parameter)

    /// How far beside a piece its probe points lie, relative to ``UnionShape/size``: far above
    /// the rounding of coordinates (1e-16 of the size), far below a pixel.
    static let probeOffsetRatio = 1e-9

    /// Splits of a closed curve closer than this (radians, or radii along the badge's outline)
    /// are one point found twice, such as a connector end that is also a side's crossing with
    /// its circle.
    static let circleSplitTolerance = 1e-11

    /// Side splits closer than this (in `t`) are one point found twice; looser than the circles'
    /// because a side's end found as a root of a degree-6 polynomial is polished only to ~1e-13
    /// of its coefficients.
    static let sideSplitTolerance = 1e-10

    /// Pieces shorter than this (in their parameter) are the gap between two copies of one
    /// split and are not traced.
    static let minimumPieceSpan = 1e-12

    /// A probe point within this many probe offsets of another curve, or level with a connector
    /// corner to as much, may read either side of it, so the piece is probed at three places
    /// instead of one.
    static let uncertainProbeOffsets = 4.0

    /// A side whose speed at a probe is below this fraction of its control polygon's length
    /// (its speed is at most three times that) nearly stops there, at the turn of a loop or a
    /// near-cusp, and its tangent cannot orient the probes: the piece is probed at three places.
    static let cuspSpeedRatio = 1e-3

    /// A point within this fraction of the size of the badge's outline lies on it: a connector
    /// end (a joint at a spine end is that cap, to rounding) or a crossing a hair beyond its
    /// piece (at a cap's junction with an edge); an anchor circle that near it from inside touches.
    static let onBadgeRatio = 1e-12

    /// The parameters where a curve is split, in order: 46 at most on a capsule's outline, 29
    /// inner splits on a side (`Docs/Outline.md`, Capacity).
    private typealias Splits = SortedValues<SIMD64<Double>>

    private let shape: UnionShape
    private var splits = (anchor: Splits(), badge: Splits(), sideBC: Splits(), sideDA: Splits())
    private let epsilon: Double
    /// The badge's outline, the closed form's model of it.
    private let badge: CapsuleOutline
    /// How far from the badge's outline a point may lie and be on it (``onBadgeRatio``).
    private let slack: Double
    /// Whether the anchor disk lies inside the badge, so that its circle is no boundary (one
    /// touching the badge from inside would leave slivers of arc at the touch, and one equal to
    /// a cap would be traced twice).
    private let isAnchorInsideBadge: Bool

    init(shape: UnionShape) {
        self.shape = shape
        epsilon = shape.size * Self.probeOffsetRatio
        badge = CapsuleOutline(capsule: shape.badge, joint: shape.drag)
        slack = shape.size * Self.onBadgeRatio
        // Within rounding of the size: an anchor touching the badge from inside is inside.
        isAnchorInsideBadge =
            shape.badge.spineDistance(to: shape.anchor.center) + shape.anchor.radius
            <= shape.badge.radius + slack
    }

    /// The outline, in the caller's coordinates.
    static func outline(of shape: UnionShape) -> GooPath {
        // One path for both exits, built in place: a path is large (see GooPath.capacity), and
        // two returns of different values copy it into the result (in the wasm, 520 loads and
        // stores), as returning it through the chaining's closures would twice more.
        var path = GooPath()
        guard shape.size > 0 else { return path }
        var builder = OutlineBuilder(shape: shape)
        builder.findSplits()
        builder.trace(into: &path)
        return path
    }

    // MARK: Splitting

    private func hasCurve(_ curve: OutlineCurve) -> Bool {
        switch curve {
        case .anchor: shape.anchor.radius > 0 && !isAnchorInsideBadge
        case .badge: shape.badge.radius > 0
        case .sideBC, .sideDA: shape.connector != nil
        }
    }

    private func side(_ curve: OutlineCurve) -> CubicBezier? {
        guard let connector = shape.connector else { return nil }
        return curve == .sideBC ? connector.sideBC : connector.sideDA
    }

    /// Where a closed curve's parameter wraps.
    private func period(_ curve: OutlineCurve) -> Double {
        curve == .badge ? badge.period : 2 * Double.pi
    }

    /// Adds a split; a side's ends 0 and 1 are not stored, and a split that close to one is
    /// that end.
    private mutating func addSplit(_ value: Double, to curve: OutlineCurve) {
        let tolerance = curve.isClosed ? Self.circleSplitTolerance : Self.sideSplitTolerance
        if !curve.isClosed && (abs(value) <= tolerance || abs(1 - value) <= tolerance) { return }
        // A switch to reach each list in place (a getter and setter would copy it in and out).
        switch curve {
        case .anchor: splits.anchor.insert(value, tolerance: tolerance)
        case .badge: splits.badge.insert(value, tolerance: tolerance)
        case .sideBC: splits.sideBC.insert(value, tolerance: tolerance)
        case .sideDA: splits.sideDA.insert(value, tolerance: tolerance)
        }
    }

    /// A curve's split at a position below the list's capacity (0 past its count), and how many
    /// it has: read in place, as a copy of a list costs more than the switch.
    private func split(_ curve: OutlineCurve, _ index: Int) -> (value: Double, count: Int) {
        switch curve {
        case .anchor: (splits.anchor[index], splits.anchor.count)
        case .badge: (splits.badge[index], splits.badge.count)
        case .sideBC: (splits.sideBC[index], splits.sideBC.count)
        case .sideDA: (splits.sideDA[index], splits.sideDA.count)
        }
    }

    /// Splits the anchor circle or the badge's outline at one of its points.
    private mutating func addPoint(_ point: GooPoint, to curve: OutlineCurve) {
        if curve == .badge { return addSplit(badge.parameter(of: point), to: .badge) }
        let center = shape.anchor.center
        let angle = arcTangent(point.y - center.y, point.x - center.x)
        addSplit(angle < 0 ? angle + 2 * Double.pi : angle, to: .anchor)
    }

    /// Splits the badge's outline at a connector end on it: C and D lie on the joint, which is
    /// on the outline where it is a cap (a round badge's circle) or touches an edge.
    private mutating func addConnectorEnd(_ point: GooPoint) {
        if badge.distance(fromOutline: point) <= slack {
            addPoint(point, to: .badge)
        }
    }

    private mutating func findSplits() {
        let badge = self.badge
        if hasCurve(.anchor) && hasCurve(.badge) {
            badge.forEachCrossing(ofCircleWithRadius: shape.anchor.radius, touch: 0, slack: slack) {
                point in
                addPoint(point, to: .anchor)
                addPoint(point, to: .badge)
            }
        }
        guard let connector = shape.connector else { return }
        // The connector's ends on their circles, and the sides' own ends.
        if hasCurve(.anchor) {
            addPoint(connector.a, to: .anchor)
            addPoint(connector.b, to: .anchor)
        }
        if hasCurve(.badge) {
            addConnectorEnd(connector.c)
            addConnectorEnd(connector.d)
        }
        // Where each side crosses itself, the anchor and the badge's outline.
        for curve in OutlineCurve.sides {
            guard let bezier = side(curve) else { continue }
            if let (s, t) = bezier.selfCrossing() {
                addSplit(s, to: curve)
                addSplit(t, to: curve)
            }
            if hasCurve(.anchor) {
                let roots = bezier.crossings(with: shape.anchor)
                for index in 0..<roots.count {
                    addSplit(roots[index], to: curve)
                    addPoint(bezier.point(at: roots[index]), to: .anchor)
                }
            }
            if hasCurve(.badge) {
                badge.forEachCrossing(of: bezier, slack: slack) { t in
                    addSplit(t, to: curve)
                    addPoint(bezier.point(at: t), to: .badge)
                }
            }
        }
        // Where the sides cross each other: on the centre line, at t on B→C and 1 − t on D→A.
        let axis = shape.drag.center - shape.anchor.center
        let normal = axis.length > 0 ? axis.perpendicular : GooVector(x: 0, y: 1)
        var across = SIMD8<Double>.zero
        let bc = connector.sideBC
        across[0] = (bc.start - shape.anchor.center).dot(normal)
        across[1] = (bc.control1 - shape.anchor.center).dot(normal)
        across[2] = (bc.control2 - shape.anchor.center).dot(normal)
        across[3] = (bc.end - shape.anchor.center).dot(normal)
        let crossings = BernsteinPolynomial(coefficients: across, degree: 3).roots()
        for index in 0..<crossings.count {
            addSplit(crossings[index], to: .sideBC)
            addSplit(1 - crossings[index], to: .sideDA)
        }
    }

    // MARK: Classifying and chaining

    private func point(on curve: OutlineCurve, at parameter: Double) -> GooPoint {
        switch curve {
        case .anchor:
            let c = shape.anchor
            return c.center + GooVector(x: libmCos(parameter), y: libmSin(parameter)) * c.radius
        case .badge: return badge.point(at: badge.place(atParameter: parameter))
        case .sideBC, .sideDA: return side(curve)?.point(at: parameter) ?? .zero
        }
    }

    /// The direction of increasing parameter at a point of a curve, not normalised.
    private func tangent(
        on curve: OutlineCurve, at parameter: Double, from: Double, to: Double
    ) -> GooVector {
        switch curve {
        case .anchor: return GooVector(x: -libmSin(parameter), y: libmCos(parameter))
        case .badge: return badge.direction(at: badge.place(atParameter: parameter))
        case .sideBC, .sideDA:
            guard let bezier = side(curve) else { return .zero }
            let derivative = bezier.derivative(at: parameter)
            if derivative.length > 0 { return derivative }
            return bezier.point(at: to) - bezier.point(at: from)
        }
    }

    /// Whether the piece is on the boundary, and whether the union is on its left as traced.
    ///
    /// Probed at its middle. Where another curve touches the piece there (as an anchor all but
    /// touching the badge does, by symmetry), or the probe's ray is level with a connector corner,
    /// it is probed at its quarters too, and the three vote: one touch cannot spoil two of them.
    private func classify(_ piece: Piece) -> (isBoundary: Bool, unionOnLeft: Bool) {
        let middle = classify(piece, at: 0.5)
        guard middle.isUncertain else { return (middle.isBoundary, middle.unionOnLeft) }
        var (boundaryVotes, leftVotes) = (0, 0)
        for fraction in stride(from: 0.25, through: 0.75, by: 0.25) {
            let probe = fraction == 0.5 ? middle : classify(piece, at: fraction)
            guard probe.isBoundary else { continue }
            boundaryVotes += 1
            if probe.unionOnLeft { leftVotes += 1 }
        }
        return (boundaryVotes >= 2, leftVotes * 2 > boundaryVotes)
    }

    /// The classification at one fraction of the piece, and whether it is uncertain (a probe near
    /// another curve or level with a connector corner, ``uncertainProbeOffsets``).
    private func classify(
        _ piece: Piece, at fraction: Double
    ) -> (isBoundary: Bool, unionOnLeft: Bool, isUncertain: Bool) {
        let parameter = piece.from + (piece.to - piece.from) * fraction
        let m = point(on: piece.curve, at: parameter)
        let direction = tangent(on: piece.curve, at: parameter, from: piece.from, to: piece.to)
        let length = direction.length
        guard length > 0 else { return (false, false, false) }
        let left = direction.perpendicular * (epsilon / length)
        let leftInside = shape.contains(m + left)
        let rightInside = shape.contains(m - left)
        // Another curve within a few epsilon of m may pass between or through the probes.
        let reach = Self.uncertainProbeOffsets * epsilon
        let a = shape.anchor
        var isUncertain =
            piece.curve != .anchor && hasCurve(.anchor)
            && abs((m - a.center).length - a.radius) <= reach
            || piece.curve != .badge && hasCurve(.badge) && badge.distance(fromOutline: m) <= reach
        // Where a side nearly stops (the turn of a loop reaching far out), its tangent is
        // mostly rounding and the probes may land on the same side of it.
        if let bezier = side(piece.curve) {
            let polygon =
                (bezier.control1 - bezier.start).length + (bezier.control2 - bezier.control1).length
                + (bezier.end - bezier.control2).length
            isUncertain = isUncertain || length < Self.cuspSpeedRatio * polygon
        }
        // The probes' rays run along x (UnionShape.contains): one level with a corner (A, B, C,
        // D) meets a side within rounding of its end, where the root can land on the end and be
        // dropped. A cap's middle is level with C and D when the anchor is straight above or
        // below the joint.
        if let c = shape.connector {
            let level = minimum(
                abs(m.y - c.a.y), abs(m.y - c.b.y), abs(m.y - c.c.y), abs(m.y - c.d.y))
            isUncertain = isUncertain || level <= reach
        }
        return (leftInside != rightInside, leftInside, isUncertain)
    }

    /// Stores the pieces of every curve that lie on the boundary, oriented with the union on the
    /// left, and returns how many.
    private func boundaryPieces(into pieces: UnsafeMutablePointer<Piece>) -> Int {
        var count = 0
        func keepIfBoundary(_ piece: Piece) {
            let (isBoundary, unionOnLeft) = classify(piece)
            guard isBoundary else { return }
            // Docs/Outline.md, Capacity: 70 kept pieces at most.
            assert(count < Self.pieceCapacity, "more pieces than the capacity bound")
            guard count < Self.pieceCapacity else { return }
            var oriented = piece
            // The union holds the disk and the badge: on a closed curve's boundary piece it lies
            // on the left as the curve runs, so only a side turns.
            if !unionOnLeft && !piece.curve.isClosed { swap(&oriented.from, &oriented.to) }
            oriented.start = point(on: piece.curve, at: oriented.from)
            oriented.end = point(on: piece.curve, at: oriented.to)
            pieces[count] = oriented
            count += 1
        }
        for curve in OutlineCurve.all where hasCurve(curve) {
            let splitCount = split(curve, 0).count
            if curve.isClosed && splitCount == 0 {
                let start = curve == .badge ? badge.wholeStart : 0
                keepIfBoundary(Piece(curve: curve, from: start, to: start + period(curve)))
                continue
            }
            // A closed curve's pieces run from each split to the next, the last one round to the
            // first; a side's from 0 through its splits to 1.
            func breakpoint(_ index: Int) -> Double {
                if curve.isClosed {
                    return index < splitCount
                        ? split(curve, index).value : split(curve, 0).value + period(curve)
                }
                return index == 0 ? 0 : index <= splitCount ? split(curve, index - 1).value : 1
            }
            for index in 0..<(curve.isClosed ? splitCount : splitCount + 1) {
                let (from, to) = (breakpoint(index), breakpoint(index + 1))
                guard to - from > Self.minimumPieceSpan else { continue }
                keepIfBoundary(Piece(curve: curve, from: from, to: to))
            }
        }
        return count
    }

    /// Room for the kept pieces, inline and zeroed (80 pieces of 56 bytes, 4 480 bytes, in
    /// 4 608): more than the 1 KiB that `withUnsafeTemporaryAllocation` is sure to keep on the
    /// stack, where a tuple always is.
    private typealias PieceStorage = (
        SIMD64<Double>, SIMD64<Double>, SIMD64<Double>, SIMD64<Double>, SIMD64<Double>,
        SIMD64<Double>, SIMD64<Double>, SIMD64<Double>, SIMD64<Double>
    )

    /// Chains the boundary pieces into closed loops, nearest start after each end.
    private func trace(into path: inout GooPath) {
        let zero = SIMD64<Double>.zero
        var storage: PieceStorage = (zero, zero, zero, zero, zero, zero, zero, zero, zero)
        assert(MemoryLayout<Piece>.stride * Self.pieceCapacity <= MemoryLayout<PieceStorage>.size)
        withUnsafeMutableBytes(of: &storage) { bytes in
            // A piece is plain data, and zeroed bytes are a piece of the anchor.
            guard let pieces = bytes.bindMemory(to: Piece.self).baseAddress else { return }
            chain(pieces, count: boundaryPieces(into: pieces), into: &path)
        }
    }

    private func chain(_ pieces: UnsafeMutablePointer<Piece>, count: Int, into path: inout GooPath)
    {
        while let first = (0..<count).first(where: { !pieces[$0].isUsed }) {
            var current = first
            let loopStart = pieces[current].start
            // A loop needs a move, its pieces and a close: one element a piece, and one more for
            // each junction of a cap and an edge a badge's piece runs past (Docs/Outline.md,
            // Capacity).
            assert(path.count + 3 <= GooPath.capacity, "outline longer than GooPath.capacity")
            guard path.count + 3 <= GooPath.capacity else { break }
            path.move(to: loopStart + offset)
            while true {
                pieces[current].isUsed = true
                assert(path.count + 2 <= GooPath.capacity, "outline longer than GooPath.capacity")
                guard path.count + 2 <= GooPath.capacity else { break }
                append(pieces[current], to: &path)
                let end = pieces[current].end
                var next = -1
                var nearest = (end - loopStart).length
                for candidate in 0..<count where !pieces[candidate].isUsed {
                    let distance = (pieces[candidate].start - end).length
                    if distance < nearest {
                        nearest = distance
                        next = candidate
                    }
                }
                if next < 0 { break }
                current = next
            }
            path.closeSubpath()
        }
    }

    /// From the shape's coordinates to the caller's.
    private var offset: GooVector { shape.origin - GooPoint.zero }

    private func append(_ piece: Piece, to path: inout GooPath) {
        switch piece.curve {
        case .anchor:
            path.addArc(on: shape.anchor, from: piece.from, to: piece.to, movedBy: offset)
        case .badge:
            // A piece of an outline split once, or not at all, ends where it starts.
            let start = badge.place(atParameter: piece.from)
            let aroundOnce = piece.to - piece.from > badge.period - Self.minimumPieceSpan
            badge.append(
                from: start, to: aroundOnce ? start : badge.place(atParameter: piece.to),
                aroundOnce: aroundOnce, offset: offset, to: &path)
        case .sideBC, .sideDA:
            guard let bezier = side(piece.curve) else { return }
            path.addCurve(bezier.subcurve(from: piece.from, to: piece.to), movedBy: offset)
        }
    }
}
