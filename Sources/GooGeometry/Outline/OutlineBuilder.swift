/// Traces the boundary of a ``UnionShape``.
///
/// The boundary is made of pieces of four curves: the two circles and the connector's two sides
/// (its straight ends are chords, inside the disks). Each curve is split wherever another one
/// crosses it; a piece is part of the boundary exactly when the union lies on one side of it and
/// not the other, which a point just to either side of its middle tells. The pieces that are
/// kept are oriented with the union on their left and chained end to start into closed loops.
///
/// This is exact in every regime (apart, touching, overlapping, nested, coincident, zero radius,
/// no connector), and continuous as the circles move, because it is the true boundary of a
/// region that moves continuously. One simplification: the sides are mirror images across the
/// centre line, so where one crosses the other on the line they meet at mirrored parameters,
/// and those are the crossings looked for. Off-line crossings come in mirror pairs and need a
/// side that crosses the line and comes back; they are not searched (none appeared in the
/// outline tests' random configurations).
struct OutlineBuilder {
    /// A piece of one of the four curves, between two parameters (angles for circles).
    private struct Piece {
        var curve: Int
        var from: Double
        var to: Double
        var start = GooPoint.zero
        var end = GooPoint.zero
    }

    /// The most boundary pieces an outline holds.
    ///
    /// 18 pieces of 56 bytes stay within the 1 KiB that `withUnsafeTemporaryAllocation` keeps on
    /// the stack. Real outlines have 4 to 10.
    private static let pieceCapacity = 18

    /// The parameters where a curve is split, sorted, near-duplicates dropped.
    private struct Splits {
        var values = SIMD16<Double>.zero
        var count = 0

        mutating func insert(_ value: Double, tolerance: Double) {
            for index in 0..<count where abs(values[index] - value) <= tolerance { return }
            guard count < 16 else { return }
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
    /// Curves 0 and 1 are the anchor and drag circles, 2 and 3 the sides B→C and D→A.
    private var splits = (Splits(), Splits(), Splits(), Splits())
    private let epsilon: Double

    init(shape: UnionShape) {
        self.shape = shape
        epsilon = shape.size * 1e-9
    }

    /// The outline, in the caller's coordinates.
    static func outline(of shape: UnionShape) -> GooPath {
        var builder = OutlineBuilder(shape: shape)
        guard shape.size > 0 else { return GooPath() }
        builder.findSplits()
        return builder.trace()
    }

    // MARK: Splitting

    private func circle(_ index: Int) -> GooCircle { index == 0 ? shape.anchor : shape.drag }

    private func hasCurve(_ index: Int) -> Bool {
        switch index {
        case 0: shape.anchor.radius > 0
        // Two identical circles have one boundary; keep the anchor's.
        case 1: shape.drag.radius > 0 && shape.drag != shape.anchor
        default: shape.connector != nil
        }
    }

    private func side(_ index: Int) -> CubicBezier? {
        guard let connector = shape.connector else { return nil }
        return index == 2 ? connector.sideBC : connector.sideDA
    }

    private func angle(of point: GooPoint, on circle: GooCircle) -> Double {
        let angle = libmAtan2(point.y - circle.center.y, point.x - circle.center.x)
        return angle < 0 ? angle + 2 * Double.pi : angle
    }

    private mutating func addSplit(_ value: Double, to curve: Int) {
        let tolerance = curve < 2 ? 1e-11 : 1e-10
        switch curve {
        case 0: splits.0.insert(value, tolerance: tolerance)
        case 1: splits.1.insert(value, tolerance: tolerance)
        case 2: splits.2.insert(value, tolerance: tolerance)
        default: splits.3.insert(value, tolerance: tolerance)
        }
    }

    private func splitList(_ curve: Int) -> Splits {
        switch curve {
        case 0: splits.0
        case 1: splits.1
        case 2: splits.2
        default: splits.3
        }
    }

    private mutating func addCirclePoint(_ point: GooPoint, to curve: Int) {
        addSplit(angle(of: point, on: circle(curve)), to: curve)
    }

    private mutating func findSplits() {
        if hasCurve(0) && hasCurve(1) { splitCircles() }
        guard let connector = shape.connector else { return }
        // The connector's ends on their circles, and the sides' own ends.
        if hasCurve(0) {
            addCirclePoint(connector.a, to: 0)
            addCirclePoint(connector.b, to: 0)
        }
        if hasCurve(1) {
            addCirclePoint(connector.c, to: 1)
            addCirclePoint(connector.d, to: 1)
        }
        for curve in 2...3 {
            addSplit(0, to: curve)
            addSplit(1, to: curve)
        }
        // Where each side crosses each circle.
        for curve in 2...3 {
            guard let bezier = side(curve) else { continue }
            for circleIndex in 0...1 where hasCurve(circleIndex) {
                let roots = bezier.crossings(with: circle(circleIndex))
                for index in 0..<roots.count {
                    addSplit(roots[index], to: curve)
                    addCirclePoint(bezier.point(at: roots[index]), to: circleIndex)
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
            addSplit(crossings[index], to: 2)
            addSplit(1 - crossings[index], to: 3)
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
        addCirclePoint(crossings.0, to: 0)
        addCirclePoint(crossings.1, to: 0)
        addCirclePoint(crossings.0, to: 1)
        addCirclePoint(crossings.1, to: 1)
    }

    // MARK: Classifying and chaining

    private func point(on curve: Int, at parameter: Double) -> GooPoint {
        if curve < 2 {
            let c = circle(curve)
            return c.center + Vector(x: libmCos(parameter), y: libmSin(parameter)) * c.radius
        }
        return side(curve)?.point(at: parameter) ?? .zero
    }

    /// The direction of increasing parameter at a point of a curve, not normalised.
    private func tangent(on curve: Int, at parameter: Double, from: Double, to: Double) -> Vector {
        if curve < 2 { return Vector(x: -libmSin(parameter), y: libmCos(parameter)) }
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
        for index in 0...1 where index != piece.curve && hasCurve(index) {
            let c = circle(index)
            isNearCircle = isNearCircle || abs((m - c.center).length - c.radius) <= 4 * epsilon
        }
        return (leftInside != rightInside, leftInside, isNearCircle)
    }

    /// The pieces of every curve that lie on the boundary, oriented with the union on the left.
    private func boundaryPieces(_ body: (Piece) -> Void) {
        for curve in 0...3 where hasCurve(curve) {
            let list = splitList(curve)
            let count = list.count
            if curve < 2 && count == 0 {
                emitIfBoundary(Piece(curve: curve, from: 0, to: 2 * Double.pi), body)
                continue
            }
            let pieces = curve < 2 ? count : count - 1
            for index in 0..<pieces {
                let from = list.values[index]
                // A circle's last piece wraps around to its first split.
                let to = index + 1 < count ? list.values[index + 1] : list.values[0] + 2 * Double.pi
                guard to - from > 1e-12 else { continue }
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

    /// Chains the boundary pieces into closed loops, nearest start after each end.
    private func trace() -> GooPath {
        var path = GooPath()
        withUnsafeTemporaryAllocation(of: Piece.self, capacity: Self.pieceCapacity) { buffer in
            var count = 0
            boundaryPieces { piece in
                guard count < buffer.count else { return }
                buffer.initializeElement(at: count, to: piece)
                count += 1
            }
            var used: UInt32 = 0
            func isUsed(_ index: Int) -> Bool { used & (1 << index) != 0 }
            while let first = (0..<count).first(where: { !isUsed($0) }) {
                var current = first
                let loopStart = buffer[current].start
                // A loop needs a move, its pieces (one element each) and a close. No real outline comes near the
                // capacity, but if one did, its last loop is cut short and still closed: the path
                // stays valid.
                guard path.count + 3 <= GooPath.capacity else {
                    break
                }
                path.move(to: translated(loopStart))
                while true {
                    used |= 1 << current
                    guard path.count + 2 <= GooPath.capacity else {
                        break
                    }
                    append(buffer[current], to: &path)
                    let end = buffer[current].end
                    var next = -1
                    var nearest = (end - loopStart).length
                    for candidate in 0..<count where !isUsed(candidate) {
                        let distance = (buffer[candidate].start - end).length
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
            buffer.baseAddress?.deinitialize(count: count)
        }
        return path
    }

    private func translated(_ point: GooPoint) -> GooPoint {
        GooPoint(x: point.x + shape.origin.x, y: point.y + shape.origin.y)
    }

    private func append(_ piece: Piece, to path: inout GooPath) {
        if piece.curve >= 2 {
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
