import GooGeometry
import XCTest

/// Cases small enough to derive on paper; each comment shows the derivation.
final class HandDerivedTests: XCTestCase {
    // Anchor (0, 0, r 10), drag (60, 0, r 10): d = 60, u = (1, 0), perp = (0, 1).
    // A = (0, 10), B = (0, −10), C = (60, −10), D = (60, 10), O = A + 30u = (30, 10),
    // P = B + 30u = (30, −10). Every value is exact in binary.
    func testQuadraticHorizontalDragIsExact() throws {
        let connector = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(60, 0, 10)).connector)
        let expected = QuadraticConnector.Points(
            a: GooPoint(x: 0, y: 10), b: GooPoint(x: 0, y: -10), c: GooPoint(x: 60, y: -10),
            d: GooPoint(x: 60, y: 10), o: GooPoint(x: 30, y: 10), p: GooPoint(x: 30, y: -10)
        )
        XCTAssertEqual(connector.points, expected)
    }

    // Anchor (0, 0, r 5), drag (0, −40, r 8), a drag straight up: u = (0, −1), perp = (1, 0).
    // A = (5, 0), B = (−5, 0), C = (−8, −40), D = (8, −40), O = A + 20u = (5, −20),
    // P = (−5, −20).
    func testQuadraticUpwardDragIsExact() throws {
        let points = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 5), drag: circle(0, -40, 8)).connector
        ).points
        XCTAssertEqual(points.a, GooPoint(x: 5, y: 0))
        XCTAssertEqual(points.b, GooPoint(x: -5, y: 0))
        XCTAssertEqual(points.c, GooPoint(x: -8, y: -40))
        XCTAssertEqual(points.d, GooPoint(x: 8, y: -40))
        XCTAssertEqual(points.o, GooPoint(x: 5, y: -20))
        XCTAssertEqual(points.p, GooPoint(x: -5, y: -20))
    }

    // Anchor (0, 0, r 10), drag (80, 0, r 10), α = 45° so tan α = 1 (to an ulp), f1 = 1/4,
    // f2 = 1/2: d = 80, u = (1, 0), perp = (0, 1), pull = f1·d·tan α = 20.
    // O1 = A + 20u − 20perp = (20, −10), O2 = A + 40u − 20perp = (40, −10),
    // P1 = B + 20u + 20perp = (20, 10), P2 = (40, 10).
    func testCubicFortyFiveDegreesIsExact() throws {
        let options = try GooConnector.CubicOptions(angle: .degrees(45))
        let points = try XCTUnwrap(
            CubicConnector.between(
                anchor: circle(0, 0, 10), drag: circle(80, 0, 10), options: options
            ).connector
        ).points
        let expected: [String: GooPoint] = [
            "A": GooPoint(x: 0, y: 10), "B": GooPoint(x: 0, y: -10),
            "C": GooPoint(x: 80, y: -10), "D": GooPoint(x: 80, y: 10),
            "O1": GooPoint(x: 20, y: -10), "O2": GooPoint(x: 40, y: -10),
            "P1": GooPoint(x: 20, y: 10), "P2": GooPoint(x: 40, y: 10),
        ]
        assertApproximatelyEqual(points.labelled.dictionary, expected, tolerance: 1e-13)
    }

    // Anchor (0, 0, r 40), drag (50, 0, r 10): s = (40 − 10)/50 = 3/5, √(1 − s²) = 4/5, so
    // mA = (3/5, 4/5) and mB = (3/5, −4/5): A = 40·mA = (24, 32), B = (24, −32),
    // D = (50, 0) + 10·mA = (56, 8), C = (56, −8), O = (B + D)/2 = (40, −12),
    // P = (A + C)/2 = (40, 12). (3/5 and 4/5 are inexact in binary: compare to 1e-13.)
    func testTangentThreeFourFiveIsExact() throws {
        let points = try XCTUnwrap(
            TangentConnector.between(anchor: circle(0, 0, 40), drag: circle(50, 0, 10)).connector
        ).points
        let expected: [String: GooPoint] = [
            "A": GooPoint(x: 24, y: 32), "B": GooPoint(x: 24, y: -32),
            "C": GooPoint(x: 56, y: -8), "D": GooPoint(x: 56, y: 8),
            "O": GooPoint(x: 40, y: -12), "P": GooPoint(x: 40, y: 12),
        ]
        assertApproximatelyEqual(points.labelled.dictionary, expected, tolerance: 1e-13)
    }

    // Seed 003's `atan` defect: r1 = 10, r2 = 20, drag 50 to the right. The tangent points must
    // satisfy (A − c1)·(D − A) = 0: here s = −1/5, so A = 10·(−1/5, √24/5) and the side AD is
    // perpendicular to mA. The seed's version is 1.5 pt off; ours is tangent to rounding.
    func testTangentToTheRightWithUnequalRadiiIsReallyTangent() throws {
        let anchor = try circle(0, 0, 10)
        let drag = try circle(50, 0, 20)
        let points = try XCTUnwrap(TangentConnector.between(anchor: anchor, drag: drag).connector)
            .points
        let side = points.d - points.a
        XCTAssertEqual((points.a - anchor.center).dot(side), 0, accuracy: 1e-12)
        XCTAssertEqual((points.d - drag.center).dot(side), 0, accuracy: 1e-12)
        // A = 10 · (−1/5, √24/5)
        assertApproximatelyEqual(
            points.a, GooPoint(x: -2, y: 24.0.squareRoot() * 2), tolerance: 1e-13)
    }
}
