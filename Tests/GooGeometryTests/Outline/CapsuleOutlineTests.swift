import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The outline of anchor disk ∪ connector ∪ capsule badge, against closed forms and the
/// scanline model (Support/ReferenceUnion.swift, which has its own capsule).
final class CapsuleOutlineTests: XCTestCase {
    /// Widths in units of the badge's radius: a circle, just wider, a "99+" pill, a long one.
    static let widthRatios: [Double] = [2, 2.5, 4, 8]

    /// A random anchor and capsule: the badge anywhere from on the anchor's centre to far
    /// apart, so every regime comes up (apart, overlapping a cap or an edge, anchor inside the
    /// capsule, capsule inside the anchor), sometimes with a zero-radius anchor.
    static func randomConfiguration(
        _ rng: inout SplitMix64
    ) throws -> (anchor: GooCircle, badge: GooCapsule) {
        let center = GooPoint(
            x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
        let anchorRadius =
            Int.random(in: 0..<12, using: &rng) == 0 ? 0 : Double.random(in: 3...25, using: &rng)
        let radius = Double.random(in: 3...20, using: &rng)
        let width = radius * (widthRatios.dropFirst().randomElement(using: &rng) ?? 4)
        let reach = anchorRadius + width / 2 + radius
        let distance = Double.random(in: 0...1.4, using: &rng) * reach
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        return (
            try GooCircle(center: center, radius: anchorRadius),
            try capsule(
                center.x + distance * cos(angle), center.y + distance * sin(angle), radius,
                width: width)
        )
    }

    /// Every built-in style and a few with extreme options, or no connector.
    static let styles: [GooConnector.Style?] =
        allStyles + [
            .cubic(
                try! GooConnector.CubicOptions(angle: .degrees(80), nearFraction: 1, farFraction: 0)
            ),
            .metaball(try! GooConnector.MetaballOptions(spread: 1, handleRate: 8)), nil,
        ]

    // MARK: Closed forms

    func testAWidthOfTwiceTheRadiusGivesExactlyTheCircleOutline() throws {
        var rng = SplitMix64(seed: 0xCA95_0001)
        for _ in 0..<40 {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            let drag = try GooCircle(center: badge.center, radius: badge.radius)
            for style in allStyles {
                let round = GooOutline(anchor: anchor, badge: GooCapsule(drag), style: style)
                let pill = GooOutline(anchor: anchor, badge: GooCapsule(drag), style: style)
                XCTAssertEqual(pill.path, round.path, "\(anchor) \(drag) \(style)")
            }
        }
    }

    func testAtRestTheOutlineIsExactlyTheCapsule() throws {
        // The anchor's centre on the spine (its middle, a quarter, its very end) and the anchor
        // no larger than the badge (down to zero, up to equal: then it is a cap itself).
        let badge = try capsule(120.5, -33.25, 10, width: 47)
        let half = 47.0 / 2 - 10
        for along in [0, 0.25, 1.0] {
            for anchorRadius in [0, 4, 10.0] {
                let anchor = try circle(120.5 - half * along, -33.25, anchorRadius)
                for style in Self.styles {
                    let row = "along \(along), anchor \(anchorRadius), \(String(describing: style))"
                    let (outline, _) = capsuleOutline(anchor, badge, style)
                    // πr² + 2r·(w − 2r): the two caps make a disk, the rest is a rectangle.
                    let expected = capsuleArea(radius: 10, width: 47)
                    XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected, row)
                    let box = try XCTUnwrap(outline.bounds, row)
                    // The capsule's box: centre ± (w/2, r).
                    XCTAssertEqual(box.minX, 120.5 - 23.5, accuracy: 1e-12, row)
                    XCTAssertEqual(box.maxX, 120.5 + 23.5, accuracy: 1e-12, row)
                    XCTAssertEqual(box.minY, -43.25, accuracy: 1e-12, row)
                    XCTAssertEqual(box.maxY, -23.25, accuracy: 1e-12, row)
                    // One loop: two caps and two edges.
                    var (lines, arcs, moves) = (0, 0, 0)
                    for element in outline.path {
                        switch element {
                        case .line: lines += 1
                        case .arc: arcs += 1
                        case .move: moves += 1
                        default: break
                        }
                    }
                    XCTAssertEqual([moves, lines, arcs], [1, 2, 2], row)
                }
            }
        }
    }

    func testADisjointAnchorAndCapsuleWithoutAConnectorHaveTheSumOfTheirAreas() throws {
        let anchor = try circle(-30, 7, 6)
        let badge = try capsule(25, -4, 9, width: 60)
        let (outline, _) = capsuleOutline(anchor, badge, nil)
        // πR² + πr² + 2r·(w − 2r): nothing overlaps.
        let expected = Double.pi * 36 + capsuleArea(radius: 9, width: 60)
        XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected)
        let box = try XCTUnwrap(outline.bounds)
        // The union of the two boxes: anchor −36…−24 × 1…13, capsule −5…55 × −13…5.
        XCTAssertEqual(box.minX, -36, accuracy: 1e-12)
        XCTAssertEqual(box.maxX, 55, accuracy: 1e-12)
        XCTAssertEqual(box.minY, -13, accuracy: 1e-12)
        XCTAssertEqual(box.maxY, 13, accuracy: 1e-12)
        XCTAssertEqual(outline.path.filter { if case .move = $0 { true } else { false } }.count, 2)
    }

    func testAnAnchorInsideTheCapsuleLeavesTheCapsuleArea() throws {
        let badge = try capsule(0, 0, 10, width: 80)
        // Inside, inside touching the top edge, inside touching the right cap.
        for (x, y, radius) in [(12.0, 3.0, 5.0), (-20, -4, 6), (23, 0, 7)] {
            let anchor = try circle(x, y, radius)
            let (outline, _) = capsuleOutline(anchor, badge, nil)
            let expected = capsuleArea(radius: 10, width: 80)
            XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected, "\(anchor)")
        }
    }

    // A connector inside the capsule, its end C on the top edge and D inside: the outline is
    // split there only, and its one piece runs once around, from C back to C: the top edge to
    // the right, the right cap, the bottom edge, the left cap, the top edge back to C. Area
    // π·10² + 2·10·20 (the spine: 40 − 2·10).
    func testAnOutlineSplitOnceIsTracedOnceAround() throws {
        let badge = try capsule(0, 0, 10, width: 40)
        let anchor = try circle(0, 0, 2)
        let (a, b) = (GooPoint(x: 0, y: 2), GooPoint(x: 0, y: -2))
        let (c, d) = (GooPoint(x: 5, y: -10), GooPoint(x: 5, y: -5))
        let boundary = ConnectorBoundary(
            a: a, b: b, c: c, d: d,
            sideBC: CubicBezier(start: b, control1: b, control2: c, end: c),
            sideDA: CubicBezier(start: d, control1: d, control2: a, end: a))
        let outline = GooOutline(anchor: anchor, badge: badge, boundary: boundary)
        let expected = 100 * Double.pi + 400
        XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected)
        XCTAssertEqual(outline.path.count, 7, "a move, the five parts of the outline, a close")
        XCTAssertEqual(outline.path.first, .move(to: c))
    }

    func testAnAnchorOverlappingOnlyAStraightEdgeAddsTheSegmentOutside() throws {
        // Capsule 100 wide, 20 high, top edge at y = −10; the anchor (radius 6) crosses the top
        // edge only, far from the caps, its centre h above or below the edge's line.
        let badge = try capsule(0, 0, 10, width: 100)
        let capsuleOnly = capsuleArea(radius: 10, width: 100)
        for h in [-4.5, -1, 0, 2, 5.75] {
            // h > 0: the centre is outside (above); the anchor's part inside is the segment
            // beyond the chord at distance h, so the union adds πR² − segment(h). h < 0: the part
            // outside is the segment beyond |h|.
            let anchor = try circle(7, -10 - h, 6)
            let segment = circleSegmentArea(radius: 6, chordDistance: abs(h))
            let expected = h >= 0 ? capsuleOnly + Double.pi * 36 - segment : capsuleOnly + segment
            do {
                let (outline, _) = capsuleOutline(anchor, badge, nil)
                XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected, "h \(h)")
                let box = try XCTUnwrap(outline.bounds)
                XCTAssertEqual(box.minY, -10 - h - 6, accuracy: 1e-12, "h \(h)")
                XCTAssertEqual(box.maxY, 10, accuracy: 1e-12)
                XCTAssertEqual(box.minX, -50, accuracy: 1e-12)
                XCTAssertEqual(box.maxX, 50, accuracy: 1e-12)
            }
        }
    }

    func testACapCrossedNextToItsJunctionKeepsOnlyItsOuterHalf() throws {
        // Capsule 40 × 20 at the origin: left cap centred at (−10, 0), its top junction with the
        // top edge at J = (−10, −10). The anchor, centred on the top edge at (0, −10), passes
        // through the left cap's inner half 1e-5 rad past J, so the cap has a piece from J to
        // there, inside the capsule; a probe just outside its middle is above the edge's line
        // by less than the probe offset and reads "outside", but the piece is no boundary.
        let delta = 1e-5
        let crossing = GooPoint(x: -10 + 10 * sin(delta), y: -10 * cos(delta))
        let radius = distanceBetween(crossing, GooPoint(x: 0, y: -10))
        let anchor = try circle(0, -10, radius)
        let badge = try capsule(0, 0, 10, width: 40)
        let (outline, _) = capsuleOutline(anchor, badge, nil)
        // The anchor's lower half is inside the capsule (within the spine's x-range, less than
        // r from it), its upper half outside: the capsule plus half the disk.
        let expected = capsuleArea(radius: 10, width: 40) + Double.pi * radius * radius / 2
        XCTAssertEqual(outline.area, expected, accuracy: 1e-12 * expected)
        // One loop of six pieces: top edge, the anchor's upper arc, top edge, right cap, bottom
        // edge, left cap's outer half.
        var (moves, pieces) = (0, 0)
        for element in outline.path {
            switch element {
            case .move: moves += 1
            case .closeSubpath: break
            default: pieces += 1
            }
        }
        XCTAssertEqual([moves, pieces], [1, 6], outline.path.svgPathData)
    }

    func testContainsAtFractionalBoundaries() throws {
        let badge = try capsule(100.25, -40.5, 10.5, width: 37.75)
        let anchor = try circle(0, 0, 5)
        let outline = GooOutline(anchor: anchor, badge: badge, boundary: nil)
        let half = 37.75 / 2 - 10.5
        let delta = 1e-9
        // (point on the boundary, outward normal): the right cap's tip, the top and bottom
        // edges' middles, the left cap at 135° (up-left, y down).
        let diagonal = 0.5.squareRoot()
        let boundary: [(GooPoint, GooPoint)] = [
            (GooPoint(x: 100.25 + half + 10.5, y: -40.5), GooPoint(x: 1, y: 0)),
            (GooPoint(x: 100.25 + 0.125, y: -40.5 - 10.5), GooPoint(x: 0, y: -1)),
            (GooPoint(x: 100.25 - half * 0.999, y: -40.5 + 10.5), GooPoint(x: 0, y: 1)),
            (
                GooPoint(x: 100.25 - half - 10.5 * diagonal, y: -40.5 - 10.5 * diagonal),
                GooPoint(x: -diagonal, y: -diagonal)
            ),
        ]
        for (point, normal) in boundary {
            func at(_ offset: Double) -> GooPoint {
                GooPoint(x: point.x + normal.x * offset, y: point.y + normal.y * offset)
            }
            XCTAssertTrue(outline.contains(at(-delta)), "just inside \(point)")
            XCTAssertFalse(outline.contains(at(delta)), "just outside \(point)")
            XCTAssertTrue(outline.contains(at(3.25 - delta), slop: 3.25), "within slop \(point)")
            XCTAssertFalse(outline.contains(at(3.25 + delta), slop: 3.25), "beyond slop \(point)")
        }
    }

    func testACapsuleContainsThePointsNearerThanItsRadiusToItsSpine() throws {
        // Spine from x = −6 to x = 6 at y = 2, radius 4.
        let pill = try capsule(0, 2, 4, width: 20)
        XCTAssertTrue(pill.contains(GooPoint(x: 0, y: 2)))
        XCTAssertTrue(pill.contains(GooPoint(x: 5.5, y: 5.999)))  // just above the bottom edge
        XCTAssertFalse(pill.contains(GooPoint(x: 5.5, y: 6)))  // on the bottom edge
        XCTAssertTrue(pill.contains(GooPoint(x: 9.999, y: 2)))  // the right cap's tip
        XCTAssertFalse(pill.contains(GooPoint(x: 10, y: 2)))
        // The corner of the box is outside: 4√2 from the spine's end.
        XCTAssertFalse(pill.contains(GooPoint(x: -9.9, y: -1.9)))
        XCTAssertFalse(pill.contains(GooPoint(x: .nan, y: 2)))
        XCTAssertFalse(pill.contains(GooPoint(x: .infinity, y: 2)))
    }

    // MARK: The scanline model

    func testAreaMatchesTheScanlineModelInEveryRegimeAndStyle() throws {
        var rng = SplitMix64(seed: 0xCA95_0002)
        var worst = (connected: 0.0, bare: 0.0)
        for iteration in 0..<Sweep.count(16, debug: 1) {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            for style in Self.styles {
                let (outline, reference) = capsuleOutline(anchor, badge, style)
                // Without a connector the lines are cheap: many, for a tighter midpoint rule.
                let expected = reference.area(lines: style == nil ? 40_000 : 4000)
                let error = abs(outline.area - expected) / expected
                let row = "\(iteration) \(anchor) \(badge) \(String(describing: style))"
                if style == nil {
                    // Exact circles and a capsule: only the scanlines' midpoint rule errs.
                    worst.bare = max(worst.bare, error)
                    XCTAssertLessThan(error, 2e-5, row)
                } else {
                    worst.connected = max(worst.connected, error)
                    XCTAssertLessThan(error, 1e-3, row)
                }
            }
        }
        print("CapsuleOutlineTests: worst relative area error \(worst)")
    }

    func testEveryOutlineSampleLiesOnTheUnionBoundary() throws {
        var rng = SplitMix64(seed: 0xCA95_0003)
        for iteration in 0..<Sweep.count(30, debug: 2) {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            let size = max(anchor.radius, badge.width)
            for style in Self.styles {
                let (outline, reference) = capsuleOutline(anchor, badge, style)
                // Without a connector the model is exact (circles and a capsule): only rounding.
                let tolerance = (style == nil ? 1e-10 : 5e-4) * size
                var worst = 0.0
                for polyline in samples(of: outline.path, perElement: 16) {
                    for point in polyline {
                        worst = max(
                            worst, reference.distanceOutside(point), reference.depthInside(point))
                    }
                }
                XCTAssertLessThanOrEqual(
                    worst, tolerance,
                    "\(iteration) \(anchor) \(badge) \(String(describing: style)): off by \(worst)")
            }
        }
    }

    func testContainsAgreesWithTheScanlineModel() throws {
        var rng = SplitMix64(seed: 0xCA95_0004)
        var judged = CheckedCases()
        let configurations = Sweep.count(20, debug: 2)
        for _ in 0..<configurations {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            let size = anchor.radius + badge.width + distanceBetween(anchor.center, badge.center)
            for style in Self.styles {
                let (outline, reference) = capsuleOutline(anchor, badge, style)
                for _ in 0..<100 {
                    let point = GooPoint(
                        x: anchor.center.x + .random(in: -size...size, using: &rng),
                        y: anchor.center.y + .random(in: -size...size, using: &rng))
                    let margin = 1e-3 * size
                    let outside = reference.distanceOutside(point)
                    guard
                        outside > margin || (outside == 0 && reference.depthInside(point) > margin)
                    else { continue }
                    XCTAssertEqual(outline.contains(point), outside == 0, "\(badge) \(point)")
                    judged.record(String(describing: style))
                    let slop = 0.1 * size
                    if abs(outside - slop) > margin {
                        XCTAssertEqual(outline.contains(point, slop: slop), outside <= slop)
                    }
                }
            }
        }
        // Points too near the edge to judge are skipped; most are not.
        judged.assertEach(
            of: Self.styles.map { String(describing: $0) }, moreThan: configurations * 100 / 2,
            "contains")
    }

    func testBoundsHoldAndTouchTheOutline() throws {
        var rng = SplitMix64(seed: 0xCA95_0005)
        for _ in 0..<20 {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            for style in Self.styles {
                let (outline, _) = capsuleOutline(anchor, badge, style)
                let row = "\(anchor) \(badge) \(String(describing: style))"
                let box = try XCTUnwrap(outline.bounds, row)
                let points = samples(of: outline.path, perElement: 64).flatMap { $0 }
                let slack = 1e-9 * badge.width
                XCTAssertTrue(
                    points.allSatisfy {
                        $0.x >= box.minX - slack && $0.x <= box.maxX + slack
                            && $0.y >= box.minY - slack && $0.y <= box.maxY + slack
                    }, row)
                // The capsule's own box is inside the outline's.
                let own = badge.bounds
                XCTAssertTrue(
                    box.minX <= own.minX + slack && box.maxX >= own.maxX - slack
                        && box.minY <= own.minY + slack && box.maxY >= own.maxY - slack, row)
                let touch = 1e-3 * badge.width
                XCTAssertTrue(points.contains { $0.x <= box.minX + touch }, "\(row): minX")
                XCTAssertTrue(points.contains { $0.x >= box.maxX - touch }, "\(row): maxX")
                XCTAssertTrue(points.contains { $0.y <= box.minY + touch }, "\(row): minY")
                XCTAssertTrue(points.contains { $0.y >= box.maxY - touch }, "\(row): maxY")
            }
        }
    }

    // MARK: Continuity and symmetry

    /// The largest Hausdorff jump between successive outlines over the distance the badge moved.
    static func worstJump(
        anchor: GooCircle, style: GooConnector.Style?, badges: [GooCapsule]
    ) -> Double {
        var previous: (badge: GooCapsule, samples: [[GooPoint]])?
        var worst = 0.0
        for badge in badges {
            let (outline, _) = capsuleOutline(anchor, badge, style)
            let current = samples(of: outline.path, perElement: 8)
            if let previous {
                let step = distanceBetween(previous.badge.center, badge.center)
                worst = max(
                    worst, hausdorffDistance(previous.samples, current) / step)
            }
            previous = (badge, current)
        }
        return worst
    }

    func testTurningTheDragDirectionAFullCircleAroundACapsuleNeverJumps() throws {
        // The badge circles the anchor, so the drag direction turns a full circle around the
        // capsule and the joint slides along the spine and stops at its ends.
        let anchor = try circle(0, 0, 8)
        let radius = 10.0
        var combination = 0
        var checked = CheckedCases()
        for ratio in Self.widthRatios {
            let width = ratio * radius
            // Inside the capsule's reach, overlapping it, just apart, far apart.
            for distance in [4.0, width / 2, width / 2 + radius + 8, 3 * width] {
                // With a connector: bare shapes part at a point on some of these circles.
                for style in allStyles {
                    combination += 1
                    guard Sweep.includes(combination, every: 11) else { continue }
                    let badges = try (0...180).map { step in
                        let angle = Double(step) * Double.pi / 90 + 0.01
                        return try capsule(
                            distance * cos(angle), distance * sin(angle), radius, width: width)
                    }
                    let worst = Self.worstJump(anchor: anchor, style: style, badges: badges)
                    // The outline moves about as fast as the badge; a jump between regimes or a
                    // joint snapping across the spine would be a ratio far above it.
                    XCTAssertLessThanOrEqual(
                        worst, 2.5,
                        "width \(ratio)r, distance \(distance), \(String(describing: style)): \(worst)"
                    )
                    checked.record("\(style)")
                }
            }
        }
        // A debug build runs every 11th of the 64 combinations: each style at least once.
        checked.assertEach(of: allStyles.map { "\($0)" }, moreThan: 0, "turning")
    }

    func testMovingTheCapsuleThroughEveryRegimeNeverJumps() throws {
        // Horizontally through the anchor (rest at the middle), and vertically across an edge.
        let anchor = try circle(3, -2, 7)
        let radius = 9.0
        var combination = 0
        var checked = CheckedCases()
        for ratio in Self.widthRatios.dropFirst() {
            let width = ratio * radius
            let paths: [(GooPoint, GooPoint)] = [
                (GooPoint(x: -width - 30, y: -1.7), GooPoint(x: width + 30, y: -1.7)),
                (GooPoint(x: 8.5, y: -50), GooPoint(x: 8.5, y: 50)),
                (GooPoint(x: -width, y: -40), GooPoint(x: width, y: 40)),
            ]
            for (start, end) in paths {
                // With a connector: bare shapes that part at a point jump by √step there (the
                // neck between two touching disks), which no Hausdorff bound on the step allows.
                for style in allStyles {
                    combination += 1
                    // Every 7th of the 36 in a debug build: every 11th left out the metaball.
                    guard Sweep.includes(combination, every: 7) else { continue }
                    let badges = try (0...200).map { step in
                        let t = Double(step) / 200
                        return try capsule(
                            start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t,
                            radius, width: width)
                    }
                    let worst = Self.worstJump(anchor: anchor, style: style, badges: badges)
                    XCTAssertLessThanOrEqual(
                        worst, 2.5,
                        "width \(ratio)r, \(start)→\(end), \(String(describing: style)): \(worst)")
                    checked.record("\(style)")
                }
            }
        }
        checked.assertEach(of: allStyles.map { "\($0)" }, moreThan: 0, "moving")
    }

    func testTranslationMirrorsAndAHalfTurnMoveTheOutlineWithTheShape() throws {
        // A capsule stays horizontal under these, so the union maps onto the union of the
        // mapped anchor and capsule (every style's connector is symmetric about its centre line).
        let maps: [(String, (GooPoint) -> GooPoint)] = [
            ("translation", { GooPoint(x: $0.x + 1000.5, y: $0.y - 2000.25) }),
            ("mirror across the y axis", { GooPoint(x: -$0.x, y: $0.y) }),
            ("mirror across the x axis", { GooPoint(x: $0.x, y: -$0.y) }),
            ("half turn", { GooPoint(x: -$0.x, y: -$0.y) }),
        ]
        var rng = SplitMix64(seed: 0xCA95_0006)
        for _ in 0..<Sweep.count(8, debug: 2) {
            let (anchor, badge) = try Self.randomConfiguration(&rng)
            let size = anchor.radius + badge.width + distanceBetween(anchor.center, badge.center)
            for (name, map) in maps {
                let mappedAnchor = try GooCircle(center: map(anchor.center), radius: anchor.radius)
                let mappedBadge = try GooCapsule(
                    center: map(badge.center), radius: badge.radius, width: badge.width)
                for style in Self.styles {
                    let (outline, _) = capsuleOutline(anchor, badge, style)
                    let (mapped, _) = capsuleOutline(mappedAnchor, mappedBadge, style)
                    let row = "\(name) \(anchor) \(badge) \(String(describing: style))"
                    XCTAssertEqual(mapped.area, outline.area, accuracy: 1e-9 * outline.area, row)
                    // Densely sampled: the two outlines may split their curves at other points,
                    // and chords of sparse samples would differ by their sagittas.
                    let moved = samples(of: outline.path, perElement: 32).map { $0.map(map) }
                    let distance = hausdorffDistance(
                        moved, samples(of: mapped.path, perElement: 32))
                    XCTAssertLessThanOrEqual(distance, 1e-3 * size, row)
                }
            }
        }
    }
}
