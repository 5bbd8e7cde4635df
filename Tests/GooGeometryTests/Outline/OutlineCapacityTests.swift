import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The outline builder's written arguments, searched for counterexamples: the sides of the four
/// styles cross each other only on the centre line and never themselves, and an outline fits its
/// capacities.
final class OutlineCapacityTests: XCTestCase {
    /// Every style with options at and near their extremes: α near ±90° and 0, fractions at 0
    /// and 1, metaball spread and handle rate at their ends.
    static let adversarialStyles: [GooConnector.Style] = {
        var styles: [GooConnector.Style] = [.quadratic, .tangent]
        for degrees in [-89.999, -45, 0, 5, 89.999] {
            for near in [0, 0.25, 1.0] {
                for far in [0, 0.5, 1.0] {
                    styles.append(
                        .cubic(
                            try! GooConnector.CubicOptions(
                                angle: .degrees(degrees), nearFraction: near, farFraction: far)))
                }
            }
        }
        for spread in [0, 0.5, 1.0] {
            for rate in [0, 2.4, 1000] {
                styles.append(
                    .metaball(try! GooConnector.MetaballOptions(spread: spread, handleRate: rate)))
            }
        }
        return styles
    }()

    /// A random style with random options anywhere in their ranges.
    static func randomStyle(_ rng: inout SplitMix64) -> GooConnector.Style {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .quadratic
        case 1: return .tangent
        case 2:
            return .cubic(
                try! GooConnector.CubicOptions(
                    angle: .degrees(.random(in: -89.99...89.99, using: &rng)),
                    nearFraction: .random(in: 0...1, using: &rng),
                    farFraction: .random(in: 0...1, using: &rng)))
        default:
            return .metaball(
                try! GooConnector.MetaballOptions(
                    spread: .random(in: 0...1, using: &rng),
                    handleRate: .random(in: 0...20, using: &rng)))
        }
    }

    /// Adversarial pairs of circles: radius ratios from 1e-3 to 1e3, distances from nearly
    /// coincident centres to far apart, at sizes from 1e-6 to 1e6, in random directions.
    static func adversarialCircles(_ rng: inout SplitMix64) -> [(GooCircle, GooCircle)] {
        var pairs: [(GooCircle, GooCircle)] = []
        for scale in [1e-6, 1e6] {
            for ratio in [1e-3, 0.5, 1, 2, 1e3] {
                let r1 = 10 * scale
                let r2 = r1 * ratio
                let gap = abs(r1 - r2)
                let sum = r1 + r2
                let distances = [
                    1e-9 * sum, 1e-6 * sum, 0.01 * sum, gap * 0.5, gap * 0.999, gap, gap * 1.001,
                    gap + (sum - gap) * 0.01, (gap + sum) / 2, sum * 0.999, sum, sum * 1.001,
                    sum * 2,
                    sum * 100, sum * 1e4,
                ]
                for distance in distances where distance > 0 {
                    let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
                    let center = GooPoint(
                        x: .random(in: -100...100, using: &rng) * scale,
                        y: .random(in: -100...100, using: &rng) * scale)
                    pairs.append(
                        (
                            try! GooCircle(center: center, radius: r1),
                            try! GooCircle(
                                center: GooPoint(
                                    x: center.x + distance * cos(angle),
                                    y: center.y + distance * sin(angle)),
                                radius: r2)
                        ))
                }
            }
        }
        return pairs
    }

    /// Random pairs of circles of every regime.
    static func randomCircles(_ rng: inout SplitMix64) -> (GooCircle, GooCircle) {
        let r1 = Double.random(in: 0.5...30, using: &rng)
        let r2 = Double.random(in: 0.5...30, using: &rng)
        let distance = Double.random(in: 0...1.5, using: &rng) * (r1 + r2) * 1.5
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let center = GooPoint(
            x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
        return (
            try! GooCircle(center: center, radius: r1),
            try! GooCircle(
                center: GooPoint(
                    x: center.x + distance * cos(angle), y: center.y + distance * sin(angle)),
                radius: r2)
        )
    }

    /// Every configuration searched: 1 000 random ones and the adversarial grid (about 8 400).
    ///
    /// A debug build visits every `sampling`-th of them: the full search takes half a minute
    /// there and far longer under the sanitizers, so `.ci/run` runs it whole in its release step.
    static func forEachConfiguration(
        sampling: Int = 1,
        _ body: (GooCircle, GooCircle, GooConnector.Style, ConnectorBoundary) -> Void
    ) {
        var rng = SplitMix64(seed: 0x0FF_A415)
        var index = 0
        func visit(_ anchor: GooCircle, _ drag: GooCircle, _ style: GooConnector.Style) {
            defer { index += 1 }
            guard index % sampling == 0,
                let connector = GooConnector.between(anchor: anchor, drag: drag, style: style)
                    .connector
            else { return }
            body(anchor, drag, style, connector.boundary)
        }
        for _ in 0..<1000 {
            let (anchor, drag) = randomCircles(&rng)
            visit(anchor, drag, randomStyle(&rng))
        }
        for (anchor, drag) in adversarialCircles(&rng) {
            for style in adversarialStyles { visit(anchor, drag, style) }
        }
    }

    /// 1 in a release build (the whole search), every 151st configuration in a debug one.
    static var sampling: Int { Sweep.step(1, debug: 151) }

    func testTheSidesOfEveryStyleCrossOnlyOnTheCentreLine() {
        var searched = 0
        var crossing = 0
        var touching = 0
        var overlapping = 0
        Self.forEachConfiguration(sampling: Self.sampling) { anchor, drag, style, boundary in
            searched += 1
            let size = max(anchor.radius, drag.radius, distanceBetween(anchor.center, drag.center))
            guard
                let points = intersections(
                    boundary.sideBC, boundary.sideDA, tolerance: 1e-9 * size)
            else {
                overlapping += 1
                return
            }
            if !points.isEmpty { crossing += 1 }
            let axis = GooPoint(
                x: drag.center.x - anchor.center.x, y: drag.center.y - anchor.center.y)
            let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
            for (point, t, u) in points {
                // Where the sides only touch (parallel there), they do not cross: a side that
                // crosses the line at right angles touches its mirror image along a stretch
                // about √(1e-9) of the size long.
                let (v, w) = (boundary.sideBC.derivative(at: t), boundary.sideDA.derivative(at: u))
                let sine = abs(v.x * w.y - v.y * w.x) / (v.length * w.length)
                guard sine > 1e-3 else {
                    touching += 1
                    continue
                }
                let offset =
                    length > 0
                    ? abs(
                        (point.x - anchor.center.x) * axis.y - (point.y - anchor.center.y) * axis.x)
                        / length
                    : distanceBetween(point, anchor.center)
                XCTAssertLessThanOrEqual(
                    offset, 1e-6 * size,
                    "sides cross off the centre line at \(point): \(anchor) \(drag) \(style)")
            }
        }
        print(
            "OutlineCapacityTests: \(searched) configurations searched, \(crossing) with meeting sides, \(touching) tangential contacts, \(overlapping) overlapping"
        )
        XCTAssertGreaterThan(searched, 8_000 / Self.sampling)
    }

    /// Where a style's side crosses itself, the outline is still the union's.
    ///
    /// The search finds styles whose side loops: the cubic at α = −89.999° with fractions 1 and
    /// 0 around nearly coincident circles, whose handles reach thousands of radii out and come
    /// back across themselves. Wherever a side loops, the outline must still be the union's: its
    /// area against the scanline model's (the builder splits the side at its double point and
    /// votes where it nearly stops; without the vote two of these cases lost the connector).
    ///
    /// Loops in closed form: with the side as `a·t³ + b·t² + c·t + d`, `B(s) = B(t)` for `s ≠ t`
    /// means `a·(σ² − π) + b·σ + c = 0` with `σ = s + t`, `π = s·t`; the two components give
    /// `σ = −(a × c) / (a × b)` and then `π`, and s, t are the roots of `z² − σz + π`, a loop
    /// when both are real, distinct and in `[0, 1]`. A loop counts when it reaches farther than
    /// 1e-6 of the size from its crossing: nested circles at 1e7 give the cubic style's side a
    /// wiggle of 1e-14 of the size that rounding can read as a loop (exact arithmetic finds none
    /// there) and that no probe of the builder could see. The formula finds the loop of (0, 0),
    /// (3, 3), (−1, 3), (2, 0): σ = 1, π = 1/7.
    func testWhereAStyleSideLoopsTheOutlineIsStillTheUnions() {
        // Looping sides are rare: a debug build still visits every 8th configuration here.
        let sampling = Sweep.step(1, debug: 8)
        let loop = CubicBezier(
            start: GooPoint(x: 0, y: 0), control1: GooPoint(x: 3, y: 3),
            control2: GooPoint(x: -1, y: 3), end: GooPoint(x: 2, y: 0))
        XCTAssertTrue(hasLoop(loop, size: 3))
        var (searched, loops) = (0, 0)
        Self.forEachConfiguration(sampling: sampling) { anchor, drag, style, boundary in
            searched += 1
            let size = max(anchor.radius, drag.radius, distanceBetween(anchor.center, drag.center))
            guard hasLoop(boundary.sideBC, size: size) || hasLoop(boundary.sideDA, size: size),
                let connector = GooConnector.between(anchor: anchor, drag: drag, style: style)
                    .connector
            else { return }
            loops += 1
            let outline = GooOutline(
                anchor: anchor, badge: GooCapsule(drag), boundary: connector.boundary)
            let expected = ReferenceUnion(
                anchor: anchor, drag: drag, connector: connector, samplesPerCurve: 2000
            ).area()
            XCTAssertEqual(
                outline.area, expected, accuracy: 1e-3 * expected,
                "a looping side: \(anchor) \(drag) \(style)")
        }
        XCTAssertGreaterThan(searched, 8_000 / sampling)
        // The search does meet looping sides: the comparison is not vacuous.
        XCTAssertGreaterThan(loops, 0)
    }

    /// Whether a cubic crosses itself in a loop reaching farther than 1e-6 of `size`.
    private func hasLoop(_ curve: CubicBezier, size: Double) -> Bool {
        let (p0, p1, p2, p3) = (curve.start, curve.control1, curve.control2, curve.end)
        // The power basis, a·t³ + b·t² + c·t + d, with its vectors spelt out so that the
        // compiler need not search the operators' overloads (it took seconds).
        let a = GooVector(
            x: -p0.x + 3 * p1.x - 3 * p2.x + p3.x, y: -p0.y + 3 * p1.y - 3 * p2.y + p3.y)
        let b = GooVector(x: 3 * p0.x - 6 * p1.x + 3 * p2.x, y: 3 * p0.y - 6 * p1.y + 3 * p2.y)
        let c = GooVector(x: 3 * (p1.x - p0.x), y: 3 * (p1.y - p0.y))
        let aCrossB = a.x * b.y - a.y * b.x
        guard aCrossB != 0 else { return false }
        let sum = -(a.x * c.y - a.y * c.x) / aCrossB
        // π from the component of a farther from zero.
        let product =
            abs(a.x) >= abs(a.y)
            ? sum * sum + (b.x * sum + c.x) / a.x : sum * sum + (b.y * sum + c.y) / a.y
        let discriminant = sum * sum - 4 * product
        guard discriminant > 0 else { return false }
        let (s, t) = ((sum - discriminant.squareRoot()) / 2, (sum + discriminant.squareRoot()) / 2)
        guard s >= 0, t <= 1 else { return false }
        let crossing = curve.point(at: s)
        var reach = 0.0
        for step in 0...32 {
            let point = curve.point(at: s + (t - s) * Double(step) / 32)
            reach = max(reach, distanceBetween(point, crossing))
        }
        return reach > 1e-6 * size
    }
}

extension OutlineCapacityTests {
    /// The pieces of an outline (one element each) and its loops, checking every loop closes.
    func shape(of path: GooPath) -> (pieces: Int, loops: Int) {
        var (pieces, loops, open) = (0, 0, false)
        for element in path {
            switch element {
            case .move:
                XCTAssertFalse(open, "a loop was not closed")
                open = true
                loops += 1
            case .closeSubpath:
                open = false
            default: pieces += 1
            }
        }
        XCTAssertFalse(open, "the last loop was not closed")
        return (pieces, loops)
    }

    /// The coordinates a path stores, from its elements' payloads: 2 per point, an arc's centre,
    /// radius and two angles.
    private func coordinateCount(of path: GooPath) -> Int {
        path.reduce(0) { count, element in
            switch element {
            case .move, .line: count + 2
            case .quadCurve: count + 4
            case .curve: count + 6
            case .arc: count + 5
            case .closeSubpath: count
            }
        }
    }

    func testEveryStyleFitsTheCapacityWithRoomToSpare() {
        var worst: (elements: Int, anchor: GooCircle, drag: GooCircle, style: GooConnector.Style)?
        var mostCoordinates = 0
        var mostPieces = 0
        var searched = 0
        let sampling = Sweep.step(1, debug: 7)
        Self.forEachConfiguration(sampling: sampling) {
            anchor, drag, style, boundary in
            searched += 1
            let path = GooOutline(anchor: anchor, badge: GooCapsule(drag), boundary: boundary).path
            let (pieces, _) = shape(of: path)
            mostCoordinates = max(mostCoordinates, coordinateCount(of: path))
            mostPieces = max(mostPieces, pieces)
            if path.count > worst?.elements ?? 0 { worst = (path.count, anchor, drag, style) }
        }
        XCTAssertGreaterThan(searched, 8_000 / sampling)
        guard let worst else { return XCTFail("no outline") }
        print("OutlineCapacityTests: at most \(mostPieces) pieces, \(worst.elements) elements")
        XCTAssertLessThanOrEqual(mostPieces, 31)
        XCTAssertLessThan(worst.elements, GooPath.capacity)
        XCTAssertLessThanOrEqual(mostCoordinates, GooPath.coordinateCapacity)
        // The longest outline is the true boundary: its area is the scanline model's.
        let (outline, reference) = outlineAndReference(
            worst.anchor, worst.drag, worst.style, attached: true)
        let expected = reference.area(lines: 4000)
        XCTAssertEqual(outline.area, expected, accuracy: 2e-3 * expected)
    }

    /// Sides far wilder than any style's (any boundary can be passed in): ends on the circles,
    /// controls anywhere around them, so the sides weave in and out of both disks.
    func testWeavingCustomSidesFitTheCapacity() throws {
        var rng = SplitMix64(seed: 0x57EA_5E)
        var mostCoordinates = 0
        var most = (pieces: 0, elements: 0)
        for _ in 0..<Sweep.count(3000, debug: 600) {
            let anchor = try GooCircle(x: 0, y: 0, radius: .random(in: 5...20, using: &rng))
            let drag = try GooCircle(
                x: .random(in: 0...40, using: &rng), y: .random(in: -5...5, using: &rng),
                radius: .random(in: 5...20, using: &rng))
            let boundary = Self.weavingBoundary(
                from: anchor, to: drag, controlsIn: (-60...100, -60...60), using: &rng)
            let path = GooOutline(anchor: anchor, badge: GooCapsule(drag), boundary: boundary).path
            let (pieces, _) = shape(of: path)
            mostCoordinates = max(mostCoordinates, coordinateCount(of: path))
            most = (max(most.pieces, pieces), max(most.elements, path.count))
        }
        print(
            "OutlineCapacityTests: weaving sides, at most \(most.pieces) pieces, \(most.elements) elements"
        )
        XCTAssertLessThanOrEqual(most.pieces, 31)
        XCTAssertLessThan(most.elements, GooPath.capacity)
        XCTAssertLessThanOrEqual(mostCoordinates, GooPath.coordinateCapacity)
    }
}

/// Where two cubic curves meet, by recursive subdivision.
///
/// Halves whose control-point boxes
/// (which hold the curves) do not overlap are discarded; pairs smaller than `tolerance` are
/// meeting points, with their parameters on each curve. Independent of the library's root
/// finding. Curves that touch without crossing along a stretch (a side crossing the centre line
/// at right angles touches its mirror image there) give several nearby points.
func intersections(
    _ p: CubicBezier, _ q: CubicBezier, tolerance: Double
) -> [(point: GooPoint, t: Double, u: Double)]? {
    var found: [(point: GooPoint, t: Double, u: Double)] = []
    var pairs = 0
    func box(_ c: [GooPoint]) -> (GooPoint, GooPoint) {
        (
            GooPoint(x: c.map(\.x).min()!, y: c.map(\.y).min()!),
            GooPoint(x: c.map(\.x).max()!, y: c.map(\.y).max()!)
        )
    }
    func halves(_ c: [GooPoint]) -> ([GooPoint], [GooPoint]) {
        func mid(_ a: GooPoint, _ b: GooPoint) -> GooPoint {
            GooPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        let (p01, p12, p23) = (mid(c[0], c[1]), mid(c[1], c[2]), mid(c[2], c[3]))
        let (p012, p123) = (mid(p01, p12), mid(p12, p23))
        let m = mid(p012, p123)
        return ([c[0], p01, p012, m], [m, p123, p23, c[3]])
    }
    func search(
        _ a: [GooPoint], _ t: ClosedRange<Double>, _ b: [GooPoint], _ u: ClosedRange<Double>,
        depth: Int
    ) {
        pairs += 1
        guard pairs < 5_000 else { return }
        let (boxA, boxB) = (box(a), box(b))
        guard boxA.0.x <= boxB.1.x + tolerance, boxB.0.x <= boxA.1.x + tolerance,
            boxA.0.y <= boxB.1.y + tolerance, boxB.0.y <= boxA.1.y + tolerance
        else { return }
        let sizeA = max(boxA.1.x - boxA.0.x, boxA.1.y - boxA.0.y)
        let sizeB = max(boxB.1.x - boxB.0.x, boxB.1.y - boxB.0.y)
        if max(sizeA, sizeB) <= tolerance || depth >= 80 {
            let point = a[0]
            if !found.contains(where: { distanceBetween($0.point, point) <= 100 * tolerance }) {
                found.append(
                    (point, (t.lowerBound + t.upperBound) / 2, (u.lowerBound + u.upperBound) / 2))
            }
            return
        }
        if sizeA >= sizeB {
            let (a1, a2) = halves(a)
            let m = (t.lowerBound + t.upperBound) / 2
            search(a1, t.lowerBound...m, b, u, depth: depth + 1)
            search(a2, m...t.upperBound, b, u, depth: depth + 1)
        } else {
            let (b1, b2) = halves(b)
            let m = (u.lowerBound + u.upperBound) / 2
            search(a, t, b1, u.lowerBound...m, depth: depth + 1)
            search(a, t, b2, m...u.upperBound, depth: depth + 1)
        }
    }
    search(
        [p.start, p.control1, p.control2, p.end], 0...1, [q.start, q.control1, q.control2, q.end],
        0...1, depth: 0)
    // Sides that overlap along a stretch (nearly coincident centres) exhaust the budget; they
    // are reported as nil, and counted by the caller.
    return pairs < 5_000 ? found : nil
}

/// The same searches with capsule badges, whose caps and edges add curves (and pieces).
extension OutlineCapacityTests {
    /// Anchors placed where a capsule is most intricate: on the spine, at its ends, tangent to
    /// the edges and the caps from inside and outside and crossing them, at radius ratios from
    /// 1e-3 to 1e3 and widths from 2.5 to 50 radii; then a few random places each.
    static func forEachCapsuleConfiguration(
        sampling: Int = 1,
        _ body: (GooCircle, GooCapsule, GooConnector.Style, ConnectorBoundary) -> Void
    ) {
        var rng = SplitMix64(seed: 0xCA95_CAFE)
        var index = 0
        let r = 10.0
        for ratio in [2.5, 4, 8, 50] {
            let half = (ratio - 2) * r / 2
            let badge = try! GooCapsule(
                center: GooPoint(x: 3.5, y: -7.25), radius: r, width: ratio * r)
            for anchorRatio in [1e-3, 0.5, 1, 2, 1e3] {
                let radius = anchorRatio * r
                var offsets: [GooPoint] = []
                for x in [0, 0.5 * half, half, half + 0.5 * r, half + (r + radius) * 0.999] {
                    for y in [
                        0, -(r - radius), -r, -(r + radius) * 0.999, -(r + radius),
                        -2 * (r + radius),
                    ] {
                        offsets.append(GooPoint(x: x, y: y))
                    }
                }
                for _ in 0..<8 {
                    let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
                    let distance = Double.random(in: 0...1.5, using: &rng) * (half + r + radius)
                    offsets.append(GooPoint(x: distance * cos(angle), y: distance * sin(angle)))
                }
                for offset in offsets {
                    let anchor = try! GooCircle(
                        center: GooPoint(
                            x: badge.center.x + offset.x, y: badge.center.y + offset.y),
                        radius: radius)
                    for style in adversarialStyles {
                        defer { index += 1 }
                        guard index % sampling == 0,
                            let connector = capsuleConnector(
                                anchor: anchor, badge: badge, style: style)
                        else { continue }
                        body(anchor, badge, style, connector.boundary)
                    }
                }
            }
        }
    }

    func testEveryStyleWithACapsuleFitsTheCapacity() {
        var most = (pieces: 0, elements: 0)
        var worst: (GooCircle, GooCapsule, GooConnector.Style)?
        var mostCoordinates = 0
        var searched = 0
        Self.forEachCapsuleConfiguration(sampling: Self.sampling) {
            anchor, badge, style, boundary in
            searched += 1
            let path = GooOutline(anchor: anchor, badge: badge, boundary: boundary).path
            let (pieces, _) = shape(of: path)
            mostCoordinates = max(mostCoordinates, coordinateCount(of: path))
            if path.count > most.elements { worst = (anchor, badge, style) }
            most = (max(most.pieces, pieces), max(most.elements, path.count))
        }
        print(
            "OutlineCapacityTests: capsules, \(searched) configurations, at most \(most.pieces) pieces, \(most.elements) elements"
        )
        XCTAssertGreaterThan(searched, 30_000 / Self.sampling)
        XCTAssertLessThanOrEqual(most.pieces, 70)
        XCTAssertLessThan(most.elements, GooPath.capacity)
        XCTAssertLessThanOrEqual(mostCoordinates, GooPath.coordinateCapacity)
        // The longest outline is the true boundary: its area is the scanline model's.
        guard let (anchor, badge, style) = worst else { return XCTFail("no outline") }
        let (outline, reference) = capsuleOutline(anchor, badge, style)
        let expected = reference.area(lines: 4000)
        XCTAssertEqual(
            outline.area, expected, accuracy: 2e-3 * expected, "\(anchor) \(badge) \(style)")
    }

    /// Custom sides weaving in and out of the anchor and a capsule: ends on the anchor and on
    /// the joint, controls anywhere around.
    func testWeavingCustomSidesAroundACapsuleFitTheCapacity() throws {
        var rng = SplitMix64(seed: 0xCA95_5EA)
        var mostCoordinates = 0
        var most = (pieces: 0, elements: 0)
        for _ in 0..<Sweep.count(3000, debug: 600) {
            let anchor = try GooCircle(x: 0, y: 0, radius: .random(in: 5...20, using: &rng))
            let radius = Double.random(in: 5...20, using: &rng)
            let badge = try GooCapsule(
                center: GooPoint(
                    x: .random(in: -40...40, using: &rng), y: .random(in: -25...25, using: &rng)),
                radius: radius, width: radius * .random(in: 2...8, using: &rng))
            let joint = badge.joint(facing: anchor.center)
            let boundary = Self.weavingBoundary(
                from: anchor, to: joint, controlsIn: (-90...90, -60...60), using: &rng)
            let path = GooOutline(anchor: anchor, badge: badge, boundary: boundary).path
            let (pieces, _) = shape(of: path)
            mostCoordinates = max(mostCoordinates, coordinateCount(of: path))
            most = (max(most.pieces, pieces), max(most.elements, path.count))
        }
        print(
            "OutlineCapacityTests: weaving sides around capsules, at most \(most.pieces) pieces, \(most.elements) elements"
        )
        XCTAssertLessThanOrEqual(most.pieces, 70)
        XCTAssertLessThan(most.elements, GooPath.capacity)
        XCTAssertLessThanOrEqual(mostCoordinates, GooPath.coordinateCapacity)
    }

    /// A connector boundary with its ends at random points of the two circles and its sides'
    /// controls anywhere in a box: sides that weave around and through both circles.
    static func weavingBoundary(
        from anchor: GooCircle, to drag: GooCircle,
        controlsIn box: (x: ClosedRange<Double>, y: ClosedRange<Double>),
        using rng: inout SplitMix64
    ) -> ConnectorBoundary {
        func on(_ c: GooCircle) -> GooPoint {
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            return GooPoint(
                x: c.center.x + c.radius * cos(angle), y: c.center.y + c.radius * sin(angle))
        }
        func anywhere() -> GooPoint {
            GooPoint(x: .random(in: box.x, using: &rng), y: .random(in: box.y, using: &rng))
        }
        let (a, b, c, d) = (on(anchor), on(anchor), on(drag), on(drag))
        return ConnectorBoundary(
            a: a, b: b, c: c, d: d,
            sideBC: CubicBezier(start: b, control1: anywhere(), control2: anywhere(), end: c),
            sideDA: CubicBezier(start: d, control1: anywhere(), control2: anywhere(), end: a))
    }
}
