import Foundation
import GooTestSupport
import XCTest

@testable import GooGeometry

/// The outline's shape in each regime, checked by structure and by hand-known areas.
final class OutlineRegimeTests: XCTestCase {
    private func subpaths(_ path: GooPath) -> Int {
        path.filter { if case .move = $0 { true } else { false } }.count
    }

    // Apart disks with no connector: two subpaths, area π(10² + 12²) = 244π.
    func testABrokenLinkIsTwoCircles() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), badge: GooCapsule(try circle(60, 0, 12)), style: nil)
        XCTAssertEqual(subpaths(outline.path), 2)
        XCTAssertEqual(outline.area, 244 * Double.pi, accuracy: 244 * Double.pi * 1e-3)
        let box = try XCTUnwrap(outline.bounds)
        XCTAssertEqual(box.minX, -10, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 72, accuracy: 1e-9)
        XCTAssertEqual(box.minY, -12, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 12, accuracy: 1e-9)
    }

    // Coincident centres (no connector in any style): the larger circle alone.
    func testCoincidentCentresGiveTheLargerCircle() {
        forEachRow(allStyles) { style in
            let outline = GooOutline(
                anchor: try circle(3, 4, 10), badge: GooCapsule(try circle(3, 4, 6)), style: style)
            XCTAssertEqual(subpaths(outline.path), 1, "\(style)")
            XCTAssertEqual(
                outline.area, 100 * Double.pi, accuracy: 100 * Double.pi * 1e-3, "\(style)")
        }
    }

    // Equal concentric circles have a single boundary, traced once.
    func testIdenticalCirclesAreTracedOnce() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), badge: GooCapsule(try circle(0, 0, 10)), style: .quadratic
        )
        XCTAssertEqual(subpaths(outline.path), 1)
        XCTAssertEqual(outline.area, 100 * Double.pi, accuracy: 100 * Double.pi * 1e-3)
    }

    // A drag circle inside the anchor: the anchor's circle, whatever the connector does inside.
    func testANestedCircleDisappearsIntoTheOther() {
        forEachRow(allStyles) { style in
            let outline = GooOutline(
                anchor: try circle(0, 0, 20), badge: GooCapsule(try circle(6, 2, 8)), style: style)
            XCTAssertEqual(subpaths(outline.path), 1, "\(style)")
            XCTAssertEqual(
                outline.area, 400 * Double.pi, accuracy: 400 * Double.pi * 1e-3, "\(style)")
        }
    }

    // Touching circles with no connector: two loops meeting at one point.
    // An anchor internally tangent to the badge (d + r1 = r2), or within a billionth of it,
    // lies inside it with the quadratic and cubic connectors (their controls are inside too), so
    // the outline is the badge's circle. The probe at the middle of the anchor's back arc lands
    // on the badge there; it used to count that arc as boundary (area up to 46 % too large).
    func testAnAnchorTouchingTheBadgeFromInsideLeavesTheBadgeCircle() throws {
        let badgeAlone = { (d: Double) in
            let badge = try circle(d * 0.96, d * 0.28, 10)
            return GooOutline(anchor: badge, badge: GooCapsule(badge), style: nil).area
        }
        var rows: [(d: Double, gap: Double, style: GooConnector.Style)] = []
        for d in [0.5, 1, 2, 3.1735728180835525, 4, 6] {
            for gap in [0, 1e-9] {
                rows += [(d, gap, .quadratic), (d, gap, .cubic(.default))]
            }
        }
        forEachRow(rows) { (d, gap, style) in
            let anchor = try circle(0, 0, 10 - d - gap)
            let badge = try circle(d * 0.96, d * 0.28, 10)
            let area = GooOutline(anchor: anchor, badge: GooCapsule(badge), style: style).area
            XCTAssertEqual(area, try badgeAlone(d), accuracy: 1e-9, "d \(d), gap \(gap), \(style)")
        }
    }

    // At a touch from inside the two circles cross, to rounding, at two points a hair apart.
    // Tracing the anchor there leaves a sliver of its arc between them (about 1e-7 long), and
    // whether the closed form or the general builder traced it was decided by the last bit.
    // The anchor is inside the badge: the outline is the badge's circle, radius 10, in two arcs
    // split only at the connector's ends C and D (not at the touch as well), or in one where the
    // style has no connector for nested circles. The second and third rows are frames of the
    // filmstrip (the shrink model's r1 = 10 − d, an ulp apart).
    func testAnAnchorTouchingARoundBadgeFromInsideIsNotTraced() throws {
        let rows = [
            (anchor: 10 - 3.0, badge: GooPoint(x: 3 * 0.6, y: 3 * 0.8)),
            (5.522487234987785, GooPoint(x: 4.3249452172642755, y: 1.1588655782748087)),
            (9.994305055664904, GooPoint(x: 0.004034116351280684, y: -0.004019738330310164)),
        ]
        forEachRow(rows) { (anchorRadius, center) in
            let badge = GooCapsule(try GooCircle(center: center, radius: 10))
            for style in allStyles {
                let anchor = try circle(0, 0, anchorRadius)
                let outline = GooOutline(anchor: anchor, badge: badge, style: style)
                let connection = GooConnector.between(
                    anchor: anchor, drag: try GooCircle(center: center, radius: 10), style: style)
                let arcs: [Double] = connection.connector == nil ? [10] : [10, 10]
                XCTAssertEqual(subpaths(outline.path), 1, "\(style)")
                let radii = outline.path.compactMap { element -> Double? in
                    if case .arc(_, let radius, _, _, _) = element { radius } else { nil }
                }
                XCTAssertEqual(radii, arcs, "\(anchorRadius), \(style)")
            }
        }
    }

    func testTouchingDisksAreTwoLoops() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), badge: GooCapsule(try circle(22, 0, 12)), style: nil)
        XCTAssertEqual(subpaths(outline.path), 2)
        XCTAssertEqual(outline.area, 244 * Double.pi, accuracy: 244 * Double.pi * 1e-3)
    }

    // Overlapping equal circles, d = r: lens overlap area 2r²·acos(1/2) − (r/2)·√(3)r
    // = r²(2π/3 − √3/2); union = 2πr² − lens.
    func testOverlappingDisksHaveTheUnionArea() throws {
        let r = 10.0
        let outline = GooOutline(
            anchor: try circle(0, 0, r), badge: GooCapsule(try circle(r, 0, r)), style: nil)
        let lens = r * r * (2 * Double.pi / 3 - 3.0.squareRoot() / 2)
        XCTAssertEqual(subpaths(outline.path), 1)
        XCTAssertEqual(outline.area, 2 * Double.pi * r * r - lens, accuracy: 1e-3 * outline.area)
    }

    // A zero-radius anchor: the connector narrows to the anchor's centre, one closed loop.
    func testAZeroRadiusAnchorIsAPointOfTheOutline() {
        forEachRow(allStyles) { style in
            let anchor = try circle(0, 0, 0)
            let outline = GooOutline(
                anchor: anchor, badge: GooCapsule(try circle(50, 10, 10)), style: style)
            XCTAssertEqual(subpaths(outline.path), 1, "\(style)")
            XCTAssertTrue(outline.contains(GooPoint(x: 25, y: 5)), "\(style)")
            let nearest = samples(of: outline.path).joined()
                .map { distanceBetween($0, anchor.center) }.min()
            XCTAssertEqual(nearest ?? 1, 0, accuracy: 1e-9, "\(style)")
        }
    }

    func testTwoZeroRadiiWithoutConnectorHaveNoOutline() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 0), badge: GooCapsule(try circle(5, 5, 0)), style: nil)
        XCTAssertTrue(outline.path.isEmpty)
        XCTAssertNil(outline.bounds)
        XCTAssertEqual(outline.area, 0)
    }

    func testOutlineSubpathsAreClosedAndContinuous() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), badge: GooCapsule(try circle(60, 40, 12)),
            style: .cubic(.default))
        var current = GooPoint.zero
        var start = GooPoint.zero
        for element in outline.path {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .curve(let p, let c1, _):
                // Each piece starts where the previous one ended (the first control is near it).
                XCTAssertLessThan(distanceBetween(c1, current), 40)
                current = p
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                // Each arc starts where the previous piece ended, and ends where it says.
                let start = GooPoint(
                    x: center.x + radius * cos(startAngle.radians),
                    y: center.y + radius * sin(startAngle.radians))
                assertApproximatelyEqual(start, current, tolerance: 1e-9)
                current = GooPoint(
                    x: center.x + radius * cos(endAngle.radians),
                    y: center.y + radius * sin(endAngle.radians))
            case .closeSubpath:
                assertApproximatelyEqual(current, start, tolerance: 1e-9)
            default:
                XCTFail("unexpected element \(element)")
            }
        }
    }

    func testAFrameOutlinesTheUnionWhileAttachedAndTheBadgeAfterABreak() throws {
        var session = GooDragSession(anchor: try circle(0, 0, 10))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 60, y: 0))
        let attached = session.frame.outline
        XCTAssertEqual(subpaths(attached.path), 1)
        XCTAssertNotNil(attached.boundary)
        try session.move(to: GooPoint(x: 150, y: 0))
        let broken = session.frame.outline
        XCTAssertEqual(subpaths(broken.path), 1)
        XCTAssertNil(broken.boundary)
        XCTAssertEqual(broken.area, 100 * Double.pi, accuracy: 1e-3 * broken.area)
        XCTAssertTrue(broken.contains(GooPoint(x: 150, y: 9)))
        XCTAssertFalse(broken.contains(GooPoint(x: 0, y: 0)))
    }

    /// Near internal tangency the metaball's acos arguments leave [−1, 1] by rounding; clamped,
    /// nothing is NaN.
    func testMetaballNearInternalTangencyStaysFinite() throws {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<Sweep.count(20_000, debug: 5_000) {
            let r1 = Double.random(in: 1...50, using: &rng)
            let r2 = Double.random(in: 1...50, using: &rng)
            let d = abs(r1 - r2) * (1 + Double.random(in: 0...1e-9, using: &rng)) + 1e-12
            let connector = MetaballConnector.between(
                anchor: try circle(0, 0, r1), drag: try circle(d, 0, r2)
            ).connector
            for (label, point) in connector?.points.labelled ?? [:] {
                XCTAssertTrue(point.isFinite, "\(label) = \(point) for r1 \(r1), r2 \(r2), d \(d)")
            }
        }
    }
}
