import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The outline's circle pieces are arc elements, and its measures are taken on the true circles.
final class ExactArcTests: XCTestCase {
    // MARK: Area, bounds and containment on the true circles

    // Two disks 100 apart with no connector: area 2πr², to rounding.
    func testTwoDisjointDisksHaveAreaTwoPiRSquared() {
        forEachRow([1.0, 10, 0.001, 12345.678]) { r in
            let outline = GooOutline(
                anchor: try circle(3, -7, r), badge: GooCapsule(try circle(3 + 100 * r, 5, r)),
                style: nil)
            let expected = 2 * Double.pi * r * r
            XCTAssertLessThanOrEqual(abs(outline.area - expected), expected * 1e-12, "r \(r)")
            // One arc per circle, nothing else but the moves and closes.
            let arcs = outline.path.filter { if case .arc = $0 { true } else { false } }
            XCTAssertEqual(arcs.count, 2, "r \(r)")
            XCTAssertEqual(outline.path.count, 6, "r \(r)")
        }
    }

    func testALoneCircleHasAreaPiRSquared() throws {
        // Two coincident circles are one circle: its outline is one arc.
        let c = try circle(100, 40, 10)
        let outline = GooOutline(anchor: c, badge: GooCapsule(c), style: nil)
        XCTAssertEqual(outline.path.count, 3)
        XCTAssertLessThanOrEqual(abs(outline.area - 100 * Double.pi), 100 * Double.pi * 1e-12)
    }

    // Overlapping equal disks r = 10, d = 12: union = 2πr² − lens, lens = 2r²·acos(d/2r) −
    // (d/2)·√(4r² − d²). Two partial arcs and the chord between their ends, in closed form.
    func testOverlappingDisksHaveTheClosedFormUnionArea() throws {
        let (r, d) = (10.0, 12.0)
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let expected = 2 * Double.pi * r * r - lens
        let outline = GooOutline(
            anchor: try circle(-5, 2, r), badge: GooCapsule(try circle(-5 + d, 2, r)), style: nil)
        XCTAssertEqual(outline.area, expected, accuracy: expected * 1e-13)
    }

    // Centre x = 100, r = 10: every side of the box is centre ± r exactly.
    func testACirclesBoundsAreItsCentrePlusOrMinusItsRadiusExactly() throws {
        let c = try circle(100, -30, 10)
        let box = try XCTUnwrap(GooOutline(anchor: c, badge: GooCapsule(c), style: nil).bounds)
        XCTAssertEqual([box.minX, box.minY, box.maxX, box.maxY], [90, -40, 110, -20])
        // And two circles apart: x from 90 to 210 + 7, y from the larger circle.
        let two = try XCTUnwrap(
            GooOutline(anchor: c, badge: GooCapsule(try circle(210, -30, 7)), style: nil).bounds)
        XCTAssertEqual([two.minX, two.minY, two.maxX, two.maxY], [90, -40, 217, -20])
    }

    func testBoundsOfAPartialArcHoldOnlyTheExtremesInItsSweep() throws {
        // Overlapping: the anchor keeps its left part, the drag its right part; the top and
        // bottom of the union are the circles' own tops and bottoms.
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), badge: GooCapsule(try circle(12, 0, 10)), style: nil)
        let box = try XCTUnwrap(outline.bounds)
        XCTAssertEqual([box.minX, box.minY, box.maxX, box.maxY], [-10, -10, 22, 10])
    }

    // A point a billionth of the radius inside the circle at 45° is inside; one a billionth
    // outside is not. (Cubic arcs bulged up to 2.7e-4 r outward between their ends.)
    func testContainsFollowsTheTrueCircle() throws {
        let c = try circle(100, 0, 10)
        let outline = GooOutline(anchor: c, badge: GooCapsule(try circle(400, 0, 10)), style: nil)
        let direction = (x: cos(Double.pi / 4), y: sin(Double.pi / 4))
        func at(_ distance: Double) -> GooPoint {
            GooPoint(x: 100 + distance * direction.x, y: distance * direction.y)
        }
        XCTAssertTrue(outline.contains(at(10 * (1 - 1e-9))))
        XCTAssertFalse(outline.contains(at(10 * (1 + 1e-9))))
    }

    // MARK: Flattening

    func testFlatteningAnArcHonoursTheTolerance() throws {
        let c = try circle(0, 0, 10)
        let outline = GooOutline(anchor: c, badge: GooCapsule(c), style: nil)
        forEachRow([1.0, 0.1, 0.01, 1e-4]) { tolerance in
            let polyline = try XCTUnwrap(outline.flattened(tolerance: tolerance).first)
            // Vertices on the circle; each chord's midpoint within the tolerance of it.
            var worst = 0.0
            for index in 1..<polyline.count {
                let (p, q) = (polyline[index - 1], polyline[index])
                XCTAssertEqual(hypot(q.x, q.y), 10, accuracy: 1e-12, "\(tolerance)")
                let middle = hypot((p.x + q.x) / 2, (p.y + q.y) / 2)
                worst = max(worst, 10 - middle)
            }
            XCTAssertLessThanOrEqual(worst, tolerance, "\(tolerance)")
            // And no more chords than needed: the sagitta of one chord fewer would be too big.
            let chords = Double(polyline.count - 1)
            let fewer = 10 * (1 - cos(Double.pi / (chords - 1)))
            XCTAssertGreaterThan(fewer, tolerance, "\(tolerance): \(polyline.count - 1) chords")
        }
    }
}
