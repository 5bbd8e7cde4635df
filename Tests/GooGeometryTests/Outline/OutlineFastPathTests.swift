import GooTestSupport
import XCTest

@testable import GooGeometry

/// The regular outline (`RegularOutline`, traced in closed form) against the general builder
/// (`OutlineBuilder`, which splits and classifies): wherever the fast path answers, both must
/// trace the same boundary, and it must answer for the frames a drag shows.
final class OutlineFastPathTests: XCTestCase {
    /// Traces one configuration with both tracers and asserts they agree; `false` when the fast
    /// path declines it.
    @discardableResult
    private func fastPathAgrees(
        anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary,
        _ message: @autoclosure () -> String
    ) -> Bool {
        let joint = badge.joint(facing: anchor.center)
        var fast = GooPath()
        guard
            RegularOutline.trace(
                RegularOutline.Input(anchor: anchor, badge: badge, boundary: boundary), into: &fast)
        else { return false }
        let shape = UnionShape(anchor: anchor, badge: badge, boundary: boundary)
        assertSameBoundary(
            fast, OutlineBuilder.outline(of: shape), anchor: anchor, drag: joint, message())
        return true
    }

    /// Asserts that two outlines trace the same boundary.
    ///
    /// As many loops, and no sample of one farther from the other's polyline than the
    /// sampling's own chord error (a quarter turn in 24 steps strays `r·(1 − cos(π/96)) <
    /// 5.4e-4·r`). The general builder splits the badge's arc at the connector's ends, so the
    /// element counts differ.
    private func assertSameBoundary(
        _ fast: GooPath, _ general: GooPath, anchor: GooCircle, drag: GooCircle,
        _ message: @autoclosure () -> String
    ) {
        let size = max(anchor.radius, drag.radius, distanceBetween(anchor.center, drag.center))
        let distance = hausdorffDistance(
            samples(of: fast, perElement: 24), samples(of: general, perElement: 24))
        XCTAssertLessThanOrEqual(distance, 6e-4 * size, message())
        /// The signed area of each loop's samples (shoelace), positive with the union on the left.
        func loopAreas(_ path: GooPath) -> [Double] {
            samples(of: path, perElement: 16).map { loop in
                var twiceArea = 0.0
                for (p, q) in zip(loop, loop.dropFirst() + loop.prefix(1)) {
                    twiceArea += p.x * q.y - q.x * p.y
                }
                return twiceArea / 2
            }
        }
        let (fastLoops, generalLoops) = (loopAreas(fast), loopAreas(general))
        // Where a side meets its circle almost tangentially, the general builder's probes (1e-9
        // of the size apart) can keep a sliver thinner than they resolve as a loop of its own;
        // loops enclosing less than 1e-9 of the size squared are not compared.
        func count(_ areas: [Double]) -> Int { areas.filter { abs($0) > 1e-9 * size * size }.count }
        XCTAssertEqual(count(fastLoops), count(generalLoops), "loops: \(message())")
        // The same orientation (the union on the left): the signed areas agree, which a loop
        // traced backwards would negate.
        let (fastArea, generalArea) = (fastLoops.reduce(0, +), generalLoops.reduce(0, +))
        XCTAssertEqual(
            fastArea, generalArea, accuracy: 1e-3 * abs(generalArea), "area: \(message())")
        // And the exact areas (Green's theorem on the true arcs and curves) to rounding: each
        // tracer finds its crossings to 1e-13 of a parameter, so an end that strays by more (a
        // wrong angle, a wrong root) shows here long before it shows in the samples above
        // (6 650 comparisons agree within 1e-10 of the size squared, 99.9 % within 1e-14).
        // Not where the general builder kept a sliver it cannot resolve: there a piece of an
        // edge within 1e-8 of a side can be misread and the chaining joins past it (one case,
        // 9e-8 of the size squared, found by this comparison and left in the general builder).
        func exactArea(_ path: GooPath) -> Double {
            GooOutline.signedArea(of: path, relativeTo: anchor.center, inUnitsOf: size)
        }
        if !generalLoops.contains(where: { abs($0) <= 1e-9 * size * size }) {
            XCTAssertEqual(
                exactArea(fast), exactArea(general), accuracy: 1e-9 * size * size,
                "exact area: \(message())")
        }
    }

    /// Moves the control points of both sides by up to `spread` along each axis, so that the
    /// sides may weave, bulge behind the anchor, cross the centre line or each other.
    private func jitterSides(
        _ boundary: inout ConnectorBoundary, spread: Double, using rng: inout SplitMix64
    ) {
        func jitter(_ point: inout GooPoint) {
            point.x += Double.random(in: -spread...spread, using: &rng)
            point.y += Double.random(in: -spread...spread, using: &rng)
        }
        jitter(&boundary.sideBC.control1)
        jitter(&boundary.sideBC.control2)
        jitter(&boundary.sideDA.control1)
        jitter(&boundary.sideDA.control2)
    }

    /// A random anchor and dragged circle, the distance between their centres chosen from their
    /// radii, in a random direction.
    private func randomCircles(
        _ rng: inout SplitMix64, distance: (Double, Double, inout SplitMix64) -> Double
    ) throws -> (anchor: GooCircle, drag: GooCircle) {
        let anchor = try GooCircle(
            x: Double.random(in: -50...50, using: &rng),
            y: Double.random(in: -50...50, using: &rng),
            radius: Double.random(in: 0.5...20, using: &rng))
        let dragRadius = Double.random(in: 0.5...20, using: &rng)
        let length = distance(anchor.radius, dragRadius, &rng)
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let drag = try GooCircle(
            x: anchor.center.x + length * cos(angle),
            y: anchor.center.y + length * sin(angle), radius: dragRadius)
        return (anchor, drag)
    }

    /// A random style with random valid options.
    private func randomStyle(_ rng: inout SplitMix64) -> GooConnector.Style {
        switch rng.next() % 4 {
        case 0: return .quadratic
        case 1:
            let options = try? GooConnector.CubicOptions(
                angle: .degrees(Double.random(in: -60...60, using: &rng)),
                nearFraction: Double.random(in: 0...1, using: &rng),
                farFraction: Double.random(in: 0...1, using: &rng))
            return .cubic(options ?? .default)
        case 2: return .tangent
        default:
            let options = try? GooConnector.MetaballOptions(
                spread: Double.random(in: 0.05...1, using: &rng),
                handleRate: Double.random(in: 0.1...5, using: &rng))
            return .metaball(options ?? .default)
        }
    }

    func testWhereverTheFastPathAnswersTheGeneralBuilderTracesTheSameBoundary() throws {
        var rng = SplitMix64(seed: 0x00FA_57A7)
        var answered = 0
        let count = Sweep.count(1000, debug: 100)
        for index in 0..<count {
            let (anchor, drag) = try randomCircles(&rng) { r1, r2, rng in
                (r1 + r2) * Double.random(in: 0.9...6, using: &rng)
            }
            let style = randomStyle(&rng)
            guard
                let boundary = GooConnector.between(anchor: anchor, drag: drag, style: style)
                    .connector?.boundary
            else { continue }
            if fastPathAgrees(
                anchor: anchor, badge: GooCapsule(drag), boundary: boundary,
                "case \(index): \(style) \(anchor) \(drag)")
            {
                answered += 1
            }
        }
        // Most random configurations are regular: the comparison is not vacuous.
        XCTAssertGreaterThan(answered, count / 2)
    }

    /// Overlapping round disks agree with the general builder, whichever answer the fast path
    /// gives.
    ///
    /// Every style with random options, a third with their sides moved: the fast path answers
    /// with the regular loop (sides bulging out of the union) or with the union of the two disks
    /// (sides inside it), or declines. Where it answers with the union's two arcs, the area is
    /// the closed form of two overlapping disks:
    /// `πr₁² + πr₂² − lens`, `lens = r₁²·acos(p₁) + r₂²·acos(p₂) − ½·√((−d+r₁+r₂)(d+r₁−r₂)(d−r₁+r₂)(d+r₁+r₂))`
    /// with `p₁ = (d² + r₁² − r₂²) / 2dr₁` and `p₂ = (d² + r₂² − r₁²) / 2dr₂`.
    func testOverlappingDisksAgreeWithTheGeneralBuilder() throws {
        var rng = SplitMix64(seed: 0x0FE2_1A95)
        var (loops, unions) = (0, 0)
        let count = Sweep.count(1500, debug: 150)
        for index in 0..<count {
            // Between nested and apart.
            let (anchor, drag) = try randomCircles(&rng) { r1, r2, rng in
                let (least, most) = (abs(r1 - r2), r1 + r2)
                return least + (most - least) * Double.random(in: 0.02...0.98, using: &rng)
            }
            let style = randomStyle(&rng)
            guard
                var boundary = GooConnector.between(anchor: anchor, drag: drag, style: style)
                    .connector?.boundary
            else { continue }
            // Every third case with its sides moved, so that they may leave the union where the
            // built-in styles would not: the fast path must then decline or agree.
            if index % 3 == 0 {
                let spread = (anchor.radius + drag.radius) * Double.random(in: 0...0.6, using: &rng)
                jitterSides(&boundary, spread: spread, using: &rng)
            }
            let message = "case \(index): \(style) \(anchor) \(drag) \(boundary)"
            guard
                fastPathAgrees(
                    anchor: anchor, badge: GooCapsule(drag), boundary: boundary, message)
            else { continue }
            let outline = GooOutline(anchor: anchor, badge: GooCapsule(drag), boundary: boundary)
            guard isUnionOfBadgeAndAnchor(outline) else {
                loops += 1
                continue
            }
            unions += 1
            let (d, r1, r2) = (
                distanceBetween(anchor.center, drag.center), anchor.radius, drag.radius
            )
            let p1 = (d * d + r1 * r1 - r2 * r2) / (2 * d * r1)
            let p2 = (d * d + r2 * r2 - r1 * r1) / (2 * d * r2)
            let kite = ((-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2)).squareRoot()
            let lens = r1 * r1 * acos(p1) + r2 * r2 * acos(p2) - kite / 2
            let expected = Double.pi * (r1 * r1 + r2 * r2) - lens
            XCTAssertEqual(outline.area, expected, accuracy: 1e-9 * expected, message)
        }
        // Both answers are exercised, often: the comparisons are not vacuous.
        XCTAssertGreaterThan(loops, count / 10)
        XCTAssertGreaterThan(unions, count / 10)
    }

    /// Capsule badges of random widths all around the anchor: where the fast path answers, its
    /// loop (anchor arc, side, the capsule's outline between the sides, side) is the general
    /// builder's boundary.
    func testCapsuleBadgesAgreeWithTheGeneralBuilder() throws {
        var rng = SplitMix64(seed: 0xCA95_0001)
        var answered = 0
        let count = Sweep.count(600, debug: 60)
        for index in 0..<count {
            let anchor = try GooCircle(
                x: 0, y: 0, radius: Double.random(in: 2...15, using: &rng))
            let radius = Double.random(in: 4...15, using: &rng)
            let width = 2 * radius * Double.random(in: 1...4, using: &rng)
            let distance = (anchor.radius + width) * Double.random(in: 0.6...3, using: &rng)
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            let badge = try GooCapsule(
                center: GooPoint(x: distance * cos(angle), y: distance * sin(angle)),
                radius: radius, width: width)
            let joint = badge.joint(facing: anchor.center)
            let style = randomStyle(&rng)
            guard
                let boundary = GooConnector.between(anchor: anchor, drag: joint, style: style)
                    .connector?.boundary
            else { continue }
            if fastPathAgrees(
                anchor: anchor, badge: badge, boundary: boundary,
                "case \(index): \(style) \(anchor) \(badge)")
            {
                answered += 1
            }
        }
        XCTAssertGreaterThan(answered, count / 3)
    }

    /// Capsule badges overlapping the anchor: where the fast path answers, the general builder
    /// traces the same boundary.
    ///
    /// The joint's distance lies between nesting and apart; every style, half with their sides
    /// moved far. The fast path answers with the regular loop, with the outline of the anchor
    /// disk and the capsule, or declines. Where it answers with the disk and the capsule alone, the
    /// area is that of their union, integrated here independently of the library: the union's
    /// height at each x (the length of the union of two intervals, the disk's and the capsule's) summed
    /// by the midpoint rule over 100 000 strips (error below 1e-6 of the area; the worst
    /// steps are the square-root ends, `O(h^1.5)`).
    func testCapsulesOverlappingTheAnchorAgreeWithTheGeneralBuilder() throws {
        var rng = SplitMix64(seed: 0xCA95_0FE2)
        var (loops, unions) = (0, 0)
        var index = 0
        let count = Sweep.count(2000, debug: 100)
        while index < count {
            let anchor = try GooCircle(x: 0, y: 0, radius: Double.random(in: 2...15, using: &rng))
            let radius = Double.random(in: 4...15, using: &rng)
            let width = 2 * radius * Double.random(in: 1...8, using: &rng)
            let reach = anchor.radius + width
            let badge = try GooCapsule(
                center: GooPoint(
                    x: Double.random(in: -reach...reach, using: &rng),
                    y: Double.random(in: -reach...reach, using: &rng)),
                radius: radius, width: width)
            let joint = badge.joint(facing: anchor.center)
            let distance = distanceBetween(anchor.center, joint.center)
            let (least, most) = (abs(anchor.radius - radius), anchor.radius + radius)
            guard distance > least + 0.02 * (most - least), distance < most - 0.02 * (most - least)
            else { continue }
            index += 1
            let style = randomStyle(&rng)
            guard
                var boundary = GooConnector.between(anchor: anchor, drag: joint, style: style)
                    .connector?.boundary
            else { continue }
            if index % 2 == 0 {
                let spread = (anchor.radius + radius) * Double.random(in: 0...1.5, using: &rng)
                jitterSides(&boundary, spread: spread, using: &rng)
            }
            let message = "case \(index): \(style) \(anchor) \(badge) \(boundary)"
            guard fastPathAgrees(anchor: anchor, badge: badge, boundary: boundary, message)
            else { continue }
            let outline = GooOutline(anchor: anchor, badge: badge, boundary: boundary)
            guard isUnionOfBadgeAndAnchor(outline) else {
                loops += 1
                continue
            }
            unions += 1
            let expected = unionArea(of: anchor, badge)
            XCTAssertEqual(outline.area, expected, accuracy: 1e-6 * expected, message)
        }
        // Both answers are exercised, often: the comparisons are not vacuous.
        XCTAssertGreaterThan(loops, count / 10)
        XCTAssertGreaterThan(unions, count * 3 / 40)
    }

    /// A side whose end is off its circle by more than rounding is left to the general builder:
    /// the regular loop's arcs end on the circles, so such a side would not join them.
    ///
    /// The quadratic and metaball sides leave their circles outward (their handles beyond the
    /// tangent), so their ends are exactly where the fast path decides without a quintic. B and
    /// D are moved radially by 1e-6 of the anchor's radius, out and in: far above rounding
    /// (1e-13 of the squares), far below a pixel.
    func testASideEndingOffItsCircleIsLeftToTheGeneralBuilder() throws {
        let anchor = try GooCircle(x: 0, y: 0, radius: 10)
        let drag = try GooCircle(x: 40, y: 5, radius: 8)
        for style in [GooConnector.Style.quadratic, .metaball(.default)] {
            let boundary = try XCTUnwrap(
                style.visit(BoundaryBetween(anchor: anchor, drag: drag)), "\(style)")
            let exact = RegularOutline.Input(
                anchor: anchor, badge: GooCapsule(drag), boundary: boundary)
            var path = GooPath()
            XCTAssertTrue(RegularOutline.trace(exact, into: &path), "\(style) on its circles")
            for factor in [1 + 1e-6, 1 - 1e-6] {
                var moved = boundary
                moved.b = GooPoint(x: boundary.b.x * factor, y: boundary.b.y * factor)
                moved.sideBC.start = moved.b
                moved.d = drag.center + (boundary.d - drag.center) * factor
                moved.sideDA.start = moved.d
                let input = RegularOutline.Input(
                    anchor: anchor, badge: GooCapsule(drag), boundary: moved)
                var declined = GooPath()
                XCTAssertFalse(
                    RegularOutline.trace(input, into: &declined), "\(style) moved by \(factor)")
                XCTAssertTrue(declined.isEmpty)
            }
        }
    }

    /// A probe ray level with a connector's corner does not misread a piece.
    ///
    /// The general builder probes a piece at its middle with a ray along y; a cap's middle is
    /// level with C and D (to `sin π`) when the anchor is straight above the joint, and B→C
    /// arriving at C from below then crosses that ray within rounding of its end, where the root
    /// lands on the end. The left cap was read as no boundary and dropped (the outline cut
    /// straight across it: a quarter of the area missing) until such probes were voted on like
    /// those near another curve.
    ///
    /// Capsule centre (−2.45, 7.27), radius 4.65, width 44.33 (spine x ∈ [−19.965, 15.065]);
    /// anchor at the origin, radius 2.68, so the joint is (0, 7.27) straight below it and
    /// C, D = (±4.65, 7.27). B→C swings below C (control (−0.3, 9.68)) and comes back up to it.
    /// Expected: the scanline model's area of the same union (sides sampled 2 000 times each).
    func testAProbeLevelWithAConnectorCornerIsNotMisread() throws {
        let anchor = try GooCircle(x: 0, y: 0, radius: 2.68)
        let badge = try GooCapsule(center: GooPoint(x: -2.45, y: 7.27), radius: 4.65, width: 44.33)
        let (a, b) = (GooPoint(x: -2.68, y: 0), GooPoint(x: 2.68, y: 0))
        let (c, d) = (GooPoint(x: 4.65, y: 7.27), GooPoint(x: -4.65, y: 7.27))
        let boundary = ConnectorBoundary(
            a: a, b: b, c: c, d: d,
            sideBC: CubicBezier(
                start: b, control1: GooPoint(x: 5.59, y: 2.26),
                control2: GooPoint(x: -0.3, y: 9.68), end: c),
            sideDA: CubicBezier(
                start: d, control1: GooPoint(x: -7.1, y: 6.43),
                control2: GooPoint(x: -10.08, y: 7.72), end: a))
        assertTheGeneralBuilderMatchesTheScanlineModel(
            anchor: anchor, badge: badge, boundary: boundary)
        XCTAssertTrue(fastPathAgrees(anchor: anchor, badge: badge, boundary: boundary, "level"))
    }

    /// A side that crosses itself is split there: each part of its loop bounds the union on its
    /// own side.
    ///
    /// Anchor (0, 0) and drag (10, 0), radius 1; B→C from (0, −1) to (10, −1) with controls
    /// (14, −6) and (−4, −6) swings right, back left across itself and right again; D→A is its
    /// mirror image above. Unsplit, the piece through the crossing was oriented one way along
    /// both halves of the loop (area −26.7 instead of 46.7). Expected: the scanline model's area.
    ///
    /// The crossing by hand: `a = (64, 0)`, `b = (−96, 15)`, `c = (42, −15)`, so
    /// `σ = −(a × c) / (a × b) = 960 / 960 = 1`, `π = σ² + (b.x·σ + c.x) / a.x = 10 / 64`, and
    /// `s, t = (1 ∓ √(1 − 40/64)) / 2 = (1 ∓ √0.375) / 2`, the same at any scale.
    func testASideThatCrossesItselfIsSplitWhereItDoes() throws {
        let anchor = try GooCircle(x: 0, y: 0, radius: 1)
        let drag = try GooCircle(x: 10, y: 0, radius: 1)
        let (a, b) = (GooPoint(x: 0, y: 1), GooPoint(x: 0, y: -1))
        let (c, d) = (GooPoint(x: 10, y: -1), GooPoint(x: 10, y: 1))
        let boundary = ConnectorBoundary(
            a: a, b: b, c: c, d: d,
            sideBC: CubicBezier(
                start: b, control1: GooPoint(x: 14, y: -6), control2: GooPoint(x: -4, y: -6),
                end: c),
            sideDA: CubicBezier(
                start: d, control1: GooPoint(x: -4, y: 6), control2: GooPoint(x: 14, y: 6),
                end: a))
        for scale in [1.0, 0x1p900, 0x1p-900] {
            let side = boundary.sideBC
            func scaled(_ p: GooPoint) -> GooPoint { GooPoint(x: p.x * scale, y: p.y * scale) }
            let (s, t) = try XCTUnwrap(
                CubicBezier(
                    start: scaled(side.start), control1: scaled(side.control1),
                    control2: scaled(side.control2), end: scaled(side.end)
                ).selfCrossing())
            XCTAssertEqual(s, (1 - 0.375.squareRoot()) / 2, accuracy: 1e-14)
            XCTAssertEqual(t, (1 + 0.375.squareRoot()) / 2, accuracy: 1e-14)
        }
        // An arc without a loop: none.
        XCTAssertNil(
            CubicBezier(
                start: b, control1: GooPoint(x: 3, y: -4), control2: GooPoint(x: 7, y: -4), end: c
            ).selfCrossing())
        assertTheGeneralBuilderMatchesTheScanlineModel(
            anchor: anchor, badge: GooCapsule(drag), boundary: boundary)
    }

    /// Asserts that the general builder's outline encloses the scanline model's area of the same
    /// union (sides sampled 2 000 times each), to 1e-3.
    private func assertTheGeneralBuilderMatchesTheScanlineModel(
        anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var connectorPath = GooPath()
        connectorPath.move(to: boundary.a)
        connectorPath.addLine(to: boundary.b)
        connectorPath.addCurve(
            to: boundary.c, control1: boundary.sideBC.control1,
            control2: boundary.sideBC.control2)
        connectorPath.addLine(to: boundary.d)
        connectorPath.addCurve(
            to: boundary.a, control1: boundary.sideDA.control1,
            control2: boundary.sideDA.control2)
        connectorPath.closeSubpath()
        let expected = ReferenceUnion(
            anchor: anchor, badgeCenter: badge.center, badgeRadius: badge.radius,
            badgeWidth: badge.width, connectorPath: connectorPath, samplesPerCurve: 2000
        ).area()
        let general = OutlineBuilder.outline(
            of: UnionShape(anchor: anchor, badge: badge, boundary: boundary))
        let area = samples(of: general, perElement: 400).map(shoelaceArea).reduce(0, +)
        XCTAssertEqual(area, expected, accuracy: 1e-3 * expected, file: file, line: line)
    }

    /// The signed area of a closed polygon (shoelace), positive for a loop with the union on its
    /// left.
    private func shoelaceArea(_ loop: [GooPoint]) -> Double {
        var twiceArea = 0.0
        for (p, q) in zip(loop, loop.dropFirst() + loop.prefix(1)) {
            twiceArea += p.x * q.y - q.x * p.y
        }
        return twiceArea / 2
    }

    /// Whether an outline has none of the connector's sides: the badge and the anchor alone, the
    /// fast path's answer when the sides lie inside their union (the other is the regular loop).
    private func isUnionOfBadgeAndAnchor(_ outline: GooOutline) -> Bool {
        !outline.path.contains { element in
            if case .curve = element { true } else { false }
        }
    }

    /// The area of a disk ∪ a capsule, by the midpoint rule over vertical strips.
    private func unionArea(of disk: GooCircle, _ capsule: GooCapsule) -> Double {
        let (cx, cy, r) = (disk.center.x, disk.center.y, disk.radius)
        let half = capsule.width / 2 - capsule.radius
        let (left, right, s) = (capsule.center.x - half, capsule.center.x + half, capsule.radius)
        let low = min(cx - r, left - s)
        let high = max(cx + r, right + s)
        let strips = 100_000
        let step = (high - low) / Double(strips)
        var total = 0.0
        for strip in 0..<strips {
            let x = low + (Double(strip) + 0.5) * step
            // Each shape's cover of the vertical line at x: a half-height about its centre's y,
            // negative where the line misses the shape.
            let diskSquared = r * r - (x - cx) * (x - cx)
            let beyond = x < left ? left - x : (x > right ? x - right : 0)
            let capsuleSquared = s * s - beyond * beyond
            let diskHalf = diskSquared > 0 ? diskSquared.squareRoot() : -1.0
            let capsuleHalf = capsuleSquared > 0 ? capsuleSquared.squareRoot() : -1.0
            let y = capsule.center.y
            switch (diskHalf >= 0, capsuleHalf >= 0) {
            case (true, true):
                let overlap = max(
                    0, min(cy + diskHalf, y + capsuleHalf) - max(cy - diskHalf, y - capsuleHalf))
                total += 2 * diskHalf + 2 * capsuleHalf - overlap
            case (true, false): total += 2 * diskHalf
            case (false, true): total += 2 * capsuleHalf
            case (false, false): break
            }
        }
        return total * step
    }

    /// The numbers of an element, its lengths (coordinates, radii) multiplied by `scale` and its
    /// angles as they are.
    private func numbers(_ element: GooPath.Element, lengthsScaledBy scale: Double) -> [Double] {
        switch element {
        case .move(let p), .line(let p): [p.x * scale, p.y * scale]
        case .quadCurve(let p, let c): [p.x, p.y, c.x, c.y].map { $0 * scale }
        case .curve(let p, let c1, let c2): [p.x, p.y, c1.x, c1.y, c2.x, c2.y].map { $0 * scale }
        case .arc(let center, let radius, let start, let end, let clockwise):
            [
                center.x * scale, center.y * scale, radius * scale, start.radians, end.radians,
                clockwise ? 1 : 0,
            ]
        case .closeSubpath: []
        }
    }

    /// Scaling a configuration by a power of two scales every number the fast path computes
    /// exactly, so it must decide alike and trace the scaled outline at 2^±900 (about 1e±271),
    /// where squares of the coordinates overflow or underflow: a certificate that squared raw
    /// coordinates would read noise there.
    func testTheFastPathDecidesAlikeAtEveryScale() throws {
        var rng = SplitMix64(seed: 0x5CA1_E900)
        var answered = 0
        for index in 0..<400 {
            let anchor = try GooCircle(x: 0, y: 0, radius: 10)
            let badge: GooCapsule
            if index % 4 == 3 {
                // A badge overlapping the anchor (2 < d < 22), every other one a capsule.
                let (distance, angle) = (
                    Double.random(in: 3...21, using: &rng),
                    Double.random(in: 0..<(2 * .pi), using: &rng)
                )
                badge = try GooCapsule(
                    center: GooPoint(x: distance * cos(angle), y: distance * sin(angle)),
                    radius: 12,
                    width: index % 8 == 7 ? 24 * Double.random(in: 1.2...3, using: &rng) : 24)
            } else {
                badge = try GooCapsule(
                    center: GooPoint(
                        x: Double.random(in: -60...60, using: &rng),
                        y: Double.random(in: 25...60, using: &rng)),
                    radius: 12, width: 24 * Double.random(in: 1...3, using: &rng))
            }
            let joint = badge.joint(facing: anchor.center)
            let style = randomStyle(&rng)
            guard
                var boundary = GooConnector.between(anchor: anchor, drag: joint, style: style)
                    .connector?.boundary
            else { continue }
            if index % 2 == 1 {
                // Sides that may weave, cross the line or each other.
                let spread = Double.random(in: 0...30, using: &rng)
                boundary.sideBC.control1.x += Double.random(in: -spread...spread, using: &rng)
                boundary.sideDA.control2.y += Double.random(in: -spread...spread, using: &rng)
            }
            func trace(_ scale: Double) throws -> GooPath? {
                func scaled(_ p: GooPoint) -> GooPoint { GooPoint(x: p.x * scale, y: p.y * scale) }
                func scaled(_ c: CubicBezier) -> CubicBezier {
                    CubicBezier(
                        start: scaled(c.start), control1: scaled(c.control1),
                        control2: scaled(c.control2), end: scaled(c.end))
                }
                let big = try GooCapsule(
                    center: scaled(badge.center), radius: badge.radius * scale,
                    width: badge.width * scale)
                let input = RegularOutline.Input(
                    anchor: try GooCircle(center: .zero, radius: anchor.radius * scale), badge: big,
                    boundary: ConnectorBoundary(
                        a: scaled(boundary.a), b: scaled(boundary.b), c: scaled(boundary.c),
                        d: scaled(boundary.d), sideBC: scaled(boundary.sideBC),
                        sideDA: scaled(boundary.sideDA)))
                var path = GooPath()
                return RegularOutline.trace(input, into: &path) ? path : nil
            }
            let unit = try trace(1)
            for scale in [0x1p900, 0x1p-900] {
                let far = try trace(scale)
                XCTAssertEqual(far != nil, unit != nil, "case \(index) at \(scale)")
                guard let unit, let far else { continue }
                XCTAssertEqual(far.count, unit.count, "case \(index) at \(scale)")
                for (a, b) in zip(unit, far) {
                    let (near, back) = (
                        numbers(a, lengthsScaledBy: 1), numbers(b, lengthsScaledBy: 1 / scale)
                    )
                    XCTAssertEqual(near.count, back.count, "case \(index) at \(scale)")
                    for (x, y) in zip(near, back) {
                        XCTAssertEqual(x, y, accuracy: 1e-9, "case \(index) at \(scale): \(a) \(b)")
                    }
                }
            }
            if unit != nil { answered += 1 }
        }
        XCTAssertGreaterThan(answered, 100)
    }

    /// Sides moved at random around capsule badges, so that they may cross the capsule's
    /// outline several times: the fast path must decline those.
    func testCapsuleBadgesWithSidesThatWeaveAreDeclinedOrAgree() throws {
        var rng = SplitMix64(seed: 0xCA95_0002)
        var (answered, declined) = (0, 0)
        let count = Sweep.count(600, debug: 60)
        for index in 0..<count {
            let anchor = try GooCircle(x: 0, y: 0, radius: 10)
            let badge = try GooCapsule(
                center: GooPoint(
                    x: Double.random(in: -60...60, using: &rng),
                    y: Double.random(in: 25...60, using: &rng)),
                radius: 12, width: Double.random(in: 24...100, using: &rng))
            let joint = badge.joint(facing: anchor.center)
            guard
                var boundary = GooConnector.between(anchor: anchor, drag: joint, style: .quadratic)
                    .connector?.boundary
            else { continue }
            jitterSides(&boundary, spread: Double.random(in: 0...40, using: &rng), using: &rng)
            if fastPathAgrees(
                anchor: anchor, badge: badge, boundary: boundary,
                "case \(index): \(badge) \(boundary)")
            {
                answered += 1
            } else {
                declined += 1
            }
        }
        XCTAssertGreaterThan(answered, count / 10)
        XCTAssertGreaterThan(declined, count / 10)
    }

    /// A side that swings out past the capsule's end and enters it through the end cap, while
    /// the joint sits inside the spine: the fast path answers from that cap's crossing, and
    /// agrees with the general builder.
    ///
    /// Capsule centre (0, 100), radius 10, width 80: spine x ∈ [−30, 30], right cap centred at
    /// (30, 100). The anchor (25, 0), radius 8, faces the joint (25, 100). B→C leaves the anchor at
    /// its right (33, 0), bulges to x = 60 and comes back to the joint's right (35, 100), crossing
    /// the right cap's outer half near (40, 97) (x > 30: not an edge); D→A runs nearly straight
    /// up from the joint's left (15, 100) to the anchor's left (17, 0), leaving through the top
    /// edge.
    func testASideEnteringThroughTheFarCapIsTracedFromThatCrossing() throws {
        let anchor = try GooCircle(x: 25, y: 0, radius: 8)
        let badge = try GooCapsule(center: GooPoint(x: 0, y: 100), radius: 10, width: 80)
        let (a, b) = (GooPoint(x: 17, y: 0), GooPoint(x: 33, y: 0))
        let (c, d) = (GooPoint(x: 35, y: 100), GooPoint(x: 15, y: 100))
        let boundary = ConnectorBoundary(
            a: a, b: b, c: c, d: d,
            sideBC: CubicBezier(
                start: b, control1: GooPoint(x: 60, y: 40), control2: GooPoint(x: 60, y: 95),
                end: c),
            sideDA: CubicBezier(
                start: d, control1: GooPoint(x: 15, y: 66), control2: GooPoint(x: 17, y: 33),
                end: a))
        XCTAssertTrue(fastPathAgrees(anchor: anchor, badge: badge, boundary: boundary, "far cap"))
    }

    /// Sides whose control points are moved at random, so that they may weave, bulge behind the
    /// anchor, cross the centre line or each other: the fast path must decline every one whose
    /// boundary is not its four pieces.
    func testTheFastPathDeclinesOrAgreesForSidesThatWeave() throws {
        var rng = SplitMix64(seed: 0x5EED_0011)
        var answered = 0
        var declined = 0
        let count = Sweep.count(1000, debug: 100)
        for index in 0..<count {
            let anchor = try GooCircle(x: 0, y: 0, radius: 10)
            let drag = try GooCircle(
                x: Double.random(in: 20...60, using: &rng),
                y: Double.random(in: -10...10, using: &rng), radius: 12)
            guard
                var boundary = GooConnector.between(anchor: anchor, drag: drag, style: .quadratic)
                    .connector?.boundary
            else { continue }
            jitterSides(&boundary, spread: Double.random(in: 0...40, using: &rng), using: &rng)
            if fastPathAgrees(
                anchor: anchor, badge: GooCapsule(drag), boundary: boundary,
                "case \(index): \(boundary)")
            {
                answered += 1
            } else {
                declined += 1
            }
        }
        XCTAssertGreaterThan(answered, count / 10)
        XCTAssertGreaterThan(declined, count / 10)
    }

    /// The benchmark's drag sequence (Benchmarks/README.md): every frame whose disks are apart
    /// is regular in every style, so a drag pays for the general builder only while the badge
    /// still overlaps the anchor.
    func testEveryStyleIsRegularOnceTheDisksAreApart() throws {
        let anchor = try GooCircle(x: 0, y: 0, radius: 10)
        let styles: [GooConnector.Style] = [
            .quadratic, .cubic(.default), .tangent, .metaball(.default),
        ]
        var checked = CheckedCases()
        let step = Sweep.step(7, debug: 91)
        for style in styles {
            for i in stride(from: 0, to: 4096, by: step) {
                let center = GooPoint(
                    x: 10 + Double(i & 1023) * 0.37, y: 5 + Double((i >> 3) & 511) * 0.21)
                let drag = try GooCircle(center: center, radius: 12)
                guard distanceBetween(center, anchor.center) > 22,
                    let boundary = GooConnector.between(anchor: anchor, drag: drag, style: style)
                        .connector?.boundary
                else { continue }
                XCTAssertTrue(
                    fastPathAgrees(
                        anchor: anchor, badge: GooCapsule(drag), boundary: boundary,
                        "\(style) at \(center)"),
                    "\(style) at \(center)")
                checked.record("\(style)")
            }
        }
        // Frames that overlap the anchor are skipped; most of the grid is apart.
        checked.assertEach(of: styles.map { "\($0)" }, moreThan: 4096 / step / 2, "apart")
    }
}
