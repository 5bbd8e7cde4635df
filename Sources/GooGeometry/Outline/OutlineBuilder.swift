/// One of the four curves whose pieces make the outline.
enum OutlineCurve: Int {
    /// The anchor circle; its parameter is an angle.
    case anchor
    /// The drag circle; its parameter is an angle.
    case drag
    /// The connector's side from B (on the anchor) to C (on the drag circle), `t` in `[0, 1]`.
    case sideBC
    /// The connector's side from D (on the drag circle) to A (on the anchor), `t` in `[0, 1]`.
    case sideDA

    /// Whether the curve is a circle (parameter: angle) rather than a side (parameter: `t`).
    var isCircle: Bool { self == .anchor || self == .drag }

    /// The two circles, in order.
    static var circles: Curves { curves(from: .anchor, through: .drag) }
    /// The two sides, in order.
    static var sides: Curves { curves(from: .sideBC, through: .sideDA) }
    /// All four curves, in order.
    static var all: Curves { curves(from: .anchor, through: .sideDA) }

    /// Curves in order, as a lazily mapped range: looping over it allocates nothing, where an
    /// array literal or `allCases` would.
    typealias Curves = LazyMapSequence<ClosedRange<Int>, OutlineCurve>

    private static func curves(from first: Self, through last: Self) -> Curves {
        (first.rawValue...last.rawValue).lazy.map { OutlineCurve(rawValue: $0) ?? .anchor }
    }
}

/// Traces the boundary of a ``UnionShape``.
///
/// The boundary is made of pieces of four curves (``OutlineCurve``): the two circles and the
/// connector's two sides (its straight ends are chords, inside the disks). Each curve is split
/// wherever another one crosses it; a piece is part of the boundary exactly when the union lies
/// on one side of it and not the other, which a point just to either side of its middle tells.
/// The pieces that are kept are oriented with the union on their left and chained end to start
/// into closed loops.
///
/// This is exact in every regime (apart, touching, overlapping, nested, coincident, zero radius,
/// no connector), and continuous as the circles move, because it is the true boundary of a
/// region that moves continuously. One simplification: the sides are mirror images across the
/// centre line, so where one crosses the other on the line they meet at mirrored parameters,
/// and those are the crossings looked for (at most 3: a cubic's distance to a line).
///
/// Off-line crossings are not searched. With `M` the mirror and `x` the coordinate along the
/// line, `sideDA(1 − s) = M(sideBC(s))` for every style, so an off-line crossing
/// `sideBC(t) = sideDA(1 − t′)` means `sideBC(t) = M(sideBC(t′))` with `t ≠ t′`: the side passes
/// through mirrored points, so `x` takes the same value twice and the side crosses the line in
/// between. A side whose control points are in order along the line has a monotone `x` and
/// cannot; options that put them out of order (a cubic with `f1 > f2`, large metaball
/// handles) are not excluded by this argument, but
/// `OutlineCapacityTests.testTheSidesOfEveryStyleCrossOnlyOnTheCentreLine` searches random and
/// extreme configurations of every style for a transversal off-line crossing and finds none.
/// A ``ConnectorBoundary`` passed in directly need not be symmetric; its off-line crossings go
/// unsplit, and the piece holding one is classified as a whole.
///
/// ## Capacity
///
/// The split counts below are degree bounds, so they hold for any input, not only the ones
/// tested:
///
/// - A circle is split where the other circle crosses it (two circles meet at most twice), at
///   the connector's two ends on it, and where each side crosses it: `|B(t) − c|² = r²` has
///   degree 6 in `t`, so at most 6 times per side. At most 2 + 2 + 6 + 6 = 16 splits.
/// - A side runs from 0 to 1 (its ends, not stored) and is split inside at most 6 times by each
///   circle and where it crosses the other side on the centre line, a cubic's distance to a
///   line having at most 3 roots: at most 6 + 6 + 3 = 15 inner splits. ``Splits/capacity`` is
///   16.
/// - A circle with `n ≥ 1` splits has `n` pieces, a side `n + 1`: at most 16 + 16 + 16 + 16 = 64
///   pieces. A kept piece starts at a point where two curves meet (or is a whole circle): at
///   most 2 (circle–circle) + 4 × 6 (side–circle, A, B, C and D among them) + 3 (side–side) =
///   29 points. Where the boundary passes each such point once, one kept piece starts there:
///   29 plus the two whole circles, 31 ≤ ``pieceCapacity`` = 32. A pinch point (touching
///   circles, sides touching each other) is passed twice, so a degenerate configuration could
///   in principle need up to 2 × 29 = 58; none is known.
/// - The path takes a move and a close per loop and one element per piece. A loop of one piece
///   is a whole circle; others have at least two pieces, so at most `2 × 31 = 62` elements by
///   this count, more than ``GooPath/capacity`` (48). The adversarial searches in
///   `OutlineCapacityTests` reach 19 pieces and 25 elements for the four styles (more than the
///   18 pieces this builder used to hold) and 17 pieces, 23 elements for weaving custom sides.
///   Both capacities assert when exceeded (debug builds); release builds drop the excess.
struct OutlineBuilder {
    /// A piece of one of the four curves, between two parameters (angles for circles).
    private struct Piece {
        var curve: OutlineCurve
        var from: Double
        var to: Double
        var start = GooPoint.zero
        var end = GooPoint.zero
    }

    /// The most boundary pieces an outline holds: 29 meeting points plus two whole circles
    /// (see Capacity above), rounded up to the 32 bits of the chaining's `used` mask.
    static let pieceCapacity = 32

    // MARK: Tolerances (all relative to the shape's size or to a curve parameter)

    /// How far beside a piece its probe points lie, relative to ``UnionShape/size``: far above
    /// the rounding of coordinates (1e-16 of the size), far below a pixel.
    static let probeOffsetRatio = 1e-9

    /// Circle splits closer than this (radians) are one point found twice, such as a connector
    /// end that is also a side's crossing with its circle.
    static let circleSplitTolerance = 1e-11

    /// Side splits closer than this (in `t`) are one point found twice; looser than the circles'
    /// because a side's end found as a root of a degree-6 polynomial is polished only to ~1e-13
    /// of its coefficients.
    static let sideSplitTolerance = 1e-10

    /// Pieces shorter than this (in their parameter) are the gap between two copies of one
    /// split and are not traced.
    static let minimumPieceSpan = 1e-12

    /// A probe point within this many probe offsets of another circle may read either side of
    /// it, so the piece is probed at three places instead of one.
    static let nearCircleProbeOffsets = 4.0

    /// The parameters where a curve is split, sorted, near-duplicates dropped.
    private struct Splits {
        /// 16 for a circle, 15 for a side's inner splits (see Capacity above).
        static let capacity = 16

        var values = SIMD16<Double>.zero
        var count = 0

        mutating func insert(_ value: Double, tolerance: Double) {
            for index in 0..<count where abs(values[index] - value) <= tolerance { return }
            assert(count < Self.capacity, "more splits than the degree bounds allow")
            guard count < Self.capacity else { return }
            var position = count
            while position > 0 && values[position - 1] > value {
                values[position] = values[position - 1]
                position -= 1
            }
            values[position] = value
            count += 1
        }
    }

    private let shape: UnionShape
    private var splits = (anchor: Splits(), drag: Splits(), sideBC: Splits(), sideDA: Splits())
    private let epsilon: Double

    init(shape: UnionShape) {
        self.shape = shape
        epsilon = shape.size * Self.probeOffsetRatio
    }

    /// The outline, in the caller's coordinates.
    static func outline(of shape: UnionShape) -> GooPath {
        var builder = OutlineBuilder(shape: shape)
        guard shape.size > 0 else { return GooPath() }
        builder.findSplits()
        return builder.trace()
    }

    // MARK: Splitting

    /// The anchor or drag circle; a side asks for the drag circle.
    private func circle(_ curve: OutlineCurve) -> GooCircle {
        curve == .anchor ? shape.anchor : shape.drag
    }

    private func hasCurve(_ curve: OutlineCurve) -> Bool {
        switch curve {
        case .anchor: shape.anchor.radius > 0
        // Two identical circles have one boundary; keep the anchor's.
        case .drag: shape.drag.radius > 0 && shape.drag != shape.anchor
        case .sideBC, .sideDA: shape.connector != nil
        }
    }

    private func side(_ curve: OutlineCurve) -> CubicBezier? {
        guard let connector = shape.connector else { return nil }
        return curve == .sideBC ? connector.sideBC : connector.sideDA
    }

    private func angle(of point: GooPoint, on circle: GooCircle) -> Double {
        let angle = libmAtan2(point.y - circle.center.y, point.x - circle.center.x)
        return angle < 0 ? angle + 2 * Double.pi : angle
    }

    /// Adds a split; a side's ends 0 and 1 are not stored, and a split that close to one is
    /// that end.
    private mutating func addSplit(_ value: Double, to curve: OutlineCurve) {
        let tolerance = curve.isCircle ? Self.circleSplitTolerance : Self.sideSplitTolerance
        if !curve.isCircle && (abs(value) <= tolerance || abs(1 - value) <= tolerance) { return }
        switch curve {
        case .anchor: splits.anchor.insert(value, tolerance: tolerance)
        case .drag: splits.drag.insert(value, tolerance: tolerance)
        case .sideBC: splits.sideBC.insert(value, tolerance: tolerance)
        case .sideDA: splits.sideDA.insert(value, tolerance: tolerance)
        }
    }

    /// How many splits a curve has (read in place: copying a list costs more than the switch).
    private func splitCount(_ curve: OutlineCurve) -> Int {
        switch curve {
        case .anchor: splits.anchor.count
        case .drag: splits.drag.count
        case .sideBC: splits.sideBC.count
        case .sideDA: splits.sideDA.count
        }
    }

    /// The `index`th parameter where a piece of a curve starts or ends: a circle's splits in
    /// order; for a side 0, its inner splits in order, then 1.
    private func breakpoint(_ curve: OutlineCurve, _ index: Int) -> Double {
        if curve.isCircle { return split(curve, index) }
        if index == 0 { return 0 }
        return index <= splitCount(curve) ? split(curve, index - 1) : 1
    }

    /// A curve's split at a position in its sorted list.
    private func split(_ curve: OutlineCurve, _ index: Int) -> Double {
        switch curve {
        case .anchor: splits.anchor.values[index]
        case .drag: splits.drag.values[index]
        case .sideBC: splits.sideBC.values[index]
        case .sideDA: splits.sideDA.values[index]
        }
    }

    private mutating func addCirclePoint(_ point: GooPoint, to curve: OutlineCurve) {
        addSplit(angle(of: point, on: circle(curve)), to: curve)
    }

    private mutating func findSplits() {
        if hasCurve(.anchor) && hasCurve(.drag) { splitCircles() }
        guard let connector = shape.connector else { return }
        // The connector's ends on their circles, and the sides' own ends.
        if hasCurve(.anchor) {
            addCirclePoint(connector.a, to: .anchor)
            addCirclePoint(connector.b, to: .anchor)
        }
        if hasCurve(.drag) {
            addCirclePoint(connector.c, to: .drag)
            addCirclePoint(connector.d, to: .drag)
        }
        // Where each side crosses each circle.
        for curve in OutlineCurve.sides {
            guard let bezier = side(curve) else { continue }
            for circleCurve in OutlineCurve.circles where hasCurve(circleCurve) {
                let roots = bezier.crossings(with: circle(circleCurve))
                for index in 0..<roots.count {
                    addSplit(roots[index], to: curve)
                    addCirclePoint(bezier.point(at: roots[index]), to: circleCurve)
                }
            }
        }
        // Where the sides cross each other: on the centre line, at t on B→C and 1 − t on D→A.
        let axis = shape.drag.center - shape.anchor.center
        let normal = axis.length > 0 ? axis.perpendicular : Vector(x: 0, y: 1)
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

    private mutating func splitCircles() {
        let (c1, c2) = (shape.anchor, shape.drag)
        let offset = c2.center - c1.center
        let d = offset.length
        guard d > 0, d <= c1.radius + c2.radius, d >= abs(c1.radius - c2.radius) else { return }
        let u = offset * (1 / d)
        // Distance from c1 along u to the chord, and half the chord (clamped: touching circles).
        let along = (d * d + c1.radius * c1.radius - c2.radius * c2.radius) / (2 * d)
        let half = Swift.max(0, c1.radius * c1.radius - along * along).squareRoot()
        let foot = c1.center + u * along
        let crossings = (foot + u.perpendicular * half, foot - u.perpendicular * half)
        addCirclePoint(crossings.0, to: .anchor)
        addCirclePoint(crossings.1, to: .anchor)
        addCirclePoint(crossings.0, to: .drag)
        addCirclePoint(crossings.1, to: .drag)
    }

    // MARK: Classifying and chaining

    private func point(on curve: OutlineCurve, at parameter: Double) -> GooPoint {
        if curve.isCircle {
            let c = circle(curve)
            return c.center + Vector(x: libmCos(parameter), y: libmSin(parameter)) * c.radius
        }
        return side(curve)?.point(at: parameter) ?? .zero
    }

    /// The direction of increasing parameter at a point of a curve, not normalised.
    private func tangent(
        on curve: OutlineCurve, at parameter: Double, from: Double, to: Double
    ) -> Vector {
        if curve.isCircle { return Vector(x: -libmSin(parameter), y: libmCos(parameter)) }
        guard let bezier = side(curve) else { return .zero }
        let derivative = bezier.derivative(at: parameter)
        if derivative.length > 0 { return derivative }
        return bezier.point(at: to) - bezier.point(at: from)
    }

    /// Whether the piece is on the boundary, and whether the union is on its left as traced.
    ///
    /// Probed at the piece's middle. Where another circle touches the piece there (an anchor
    /// internally tangent to the badge touches the middle of its back arc, by symmetry), a probe
    /// point lands on that circle and reads either way; the piece is then probed at a quarter and
    /// three quarters instead, which a single touching point cannot both spoil.
    private func classify(_ piece: Piece) -> (isBoundary: Bool, unionOnLeft: Bool) {
        let middle = classify(piece, at: 0.5)
        guard middle.isNearCircle else { return (middle.isBoundary, middle.unionOnLeft) }
        var (boundaryVotes, leftVotes) = (0, 0)
        for fraction in stride(from: 0.25, through: 0.75, by: 0.25) {
            let probe = fraction == 0.5 ? middle : classify(piece, at: fraction)
            guard probe.isBoundary else { continue }
            boundaryVotes += 1
            if probe.unionOnLeft { leftVotes += 1 }
        }
        return (boundaryVotes >= 2, leftVotes * 2 > boundaryVotes)
    }

    /// The classification at one fraction of the piece, and whether a probe point lay within a
    /// few probe widths of a circle, where the reading cannot be trusted.
    private func classify(
        _ piece: Piece, at fraction: Double
    ) -> (isBoundary: Bool, unionOnLeft: Bool, isNearCircle: Bool) {
        let parameter = piece.from + (piece.to - piece.from) * fraction
        let m = point(on: piece.curve, at: parameter)
        let direction = tangent(on: piece.curve, at: parameter, from: piece.from, to: piece.to)
        let length = direction.length
        guard length > 0 else { return (false, false, false) }
        let left = direction.perpendicular * (epsilon / length)
        let leftInside = shape.contains(m + left)
        let rightInside = shape.contains(m - left)
        // The probes are epsilon from the piece; a circle within a few epsilon of m (other than
        // the piece's own) may pass between or through them.
        var isNearCircle = false
        for other in OutlineCurve.circles where other != piece.curve && hasCurve(other) {
            let c = circle(other)
            let reach = Self.nearCircleProbeOffsets * epsilon
            isNearCircle = isNearCircle || abs((m - c.center).length - c.radius) <= reach
        }
        return (leftInside != rightInside, leftInside, isNearCircle)
    }

    /// The pieces of every curve that lie on the boundary, oriented with the union on the left.
    private func boundaryPieces(_ body: (Piece) -> Void) {
        for curve in OutlineCurve.all where hasCurve(curve) {
            let count = splitCount(curve)
            if curve.isCircle && count == 0 {
                emitIfBoundary(Piece(curve: curve, from: 0, to: 2 * Double.pi), body)
                continue
            }
            let pieces = curve.isCircle ? count : count + 1
            for index in 0..<pieces {
                let from = breakpoint(curve, index)
                // A circle's last piece wraps around to its first split.
                let to =
                    curve.isCircle && index + 1 == count
                    ? split(curve, 0) + 2 * Double.pi : breakpoint(curve, index + 1)
                guard to - from > Self.minimumPieceSpan else { continue }
                emitIfBoundary(Piece(curve: curve, from: from, to: to), body)
            }
        }
    }

    private func emitIfBoundary(_ piece: Piece, _ body: (Piece) -> Void) {
        let (isBoundary, unionOnLeft) = classify(piece)
        guard isBoundary else { return }
        var oriented = piece
        if !unionOnLeft { swap(&oriented.from, &oriented.to) }
        oriented.start = point(on: piece.curve, at: oriented.from)
        oriented.end = point(on: piece.curve, at: oriented.to)
        body(oriented)
    }

    /// Room for the kept pieces, inline: 32 pieces of 56 bytes are more than the 1 KiB that
    /// `withUnsafeTemporaryAllocation` is sure to keep on the stack, and a tuple always is.
    private typealias PieceStorage = (
        Piece, Piece, Piece, Piece, Piece, Piece, Piece, Piece,
        Piece, Piece, Piece, Piece, Piece, Piece, Piece, Piece,
        Piece, Piece, Piece, Piece, Piece, Piece, Piece, Piece,
        Piece, Piece, Piece, Piece, Piece, Piece, Piece, Piece
    )

    /// Chains the boundary pieces into closed loops, nearest start after each end.
    private func trace() -> GooPath {
        let p = Piece(curve: .anchor, from: 0, to: 0)
        var storage: PieceStorage = (
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p,
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p
        )
        return withUnsafeMutablePointer(to: &storage) { tuple in
            tuple.withMemoryRebound(to: Piece.self, capacity: Self.pieceCapacity) { pieces in
                var count = 0
                boundaryPieces { piece in
                    // See Capacity above: 31 kept pieces at most.
                    assert(count < Self.pieceCapacity, "more pieces than the capacity bound")
                    guard count < Self.pieceCapacity else { return }
                    pieces[count] = piece
                    count += 1
                }
                return chain(pieces, count: count)
            }
        }
    }

    private func chain(_ pieces: UnsafeMutablePointer<Piece>, count: Int) -> GooPath {
        var path = GooPath()
        var used: UInt32 = 0
        func isUsed(_ index: Int) -> Bool { used & (1 << index) != 0 }
        while let first = (0..<count).first(where: { !isUsed($0) }) {
            var current = first
            let loopStart = pieces[current].start
            // A loop needs a move, its pieces (one element each) and a close; see Capacity above.
            assert(path.count + 3 <= GooPath.capacity, "outline longer than GooPath.capacity")
            guard path.count + 3 <= GooPath.capacity else { break }
            path.move(to: translated(loopStart))
            while true {
                used |= 1 << current
                assert(path.count + 2 <= GooPath.capacity, "outline longer than GooPath.capacity")
                guard path.count + 2 <= GooPath.capacity else { break }
                append(pieces[current], to: &path)
                let end = pieces[current].end
                var next = -1
                var nearest = (end - loopStart).length
                for candidate in 0..<count where !isUsed(candidate) {
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
        return path
    }

    private func translated(_ point: GooPoint) -> GooPoint {
        GooPoint(x: point.x + shape.origin.x, y: point.y + shape.origin.y)
    }

    private func append(_ piece: Piece, to path: inout GooPath) {
        if !piece.curve.isCircle {
            guard let bezier = side(piece.curve) else { return }
            let part = bezier.subcurve(from: piece.from, to: piece.to)
            path.addCurve(
                to: translated(part.end), control1: translated(part.control1),
                control2: translated(part.control2)
            )
            return
        }
        appendArc(on: circle(piece.curve), from: piece.from, to: piece.to, to: &path)
    }

    /// Appends a piece of a circle as one arc element, with the circle's own centre and radius.
    ///
    /// The element turns from `from` to `to`: toward growing angles (`clockwise: false`, in
    /// CoreGraphics' terms) when `to > from`.
    private func appendArc(on circle: GooCircle, from: Double, to: Double, to path: inout GooPath) {
        path.addArc(
            center: translated(circle.center), radius: circle.radius,
            startAngle: .radians(from), endAngle: .radians(to), clockwise: to < from)
    }
}
