import GooGeometry
import GooTestSupport
import XCTest

/// Invalid input is rejected at the boundary with a typed error.
final class ValidationTests: XCTestCase {
    func testNonFiniteCentreIsRejected() {
        forEachRow([Double.nan, .infinity, -.infinity]) { value in
            assertThrows(GooGeometryError.nonFiniteCenter, "x \(value)") {
                try GooCircle(x: value, y: 0, radius: 1)
            }
            assertThrows(GooGeometryError.nonFiniteCenter, "y \(value)") {
                try GooCircle(x: 0, y: value, radius: 1)
            }
        }
    }

    func testNonFiniteRadiusIsRejected() {
        forEachRow([Double.nan, .infinity, -.infinity]) { value in
            assertThrows(GooGeometryError.nonFiniteRadius, "\(value)") {
                try GooCircle(x: 0, y: 0, radius: value)
            }
        }
    }

    func testNegativeRadiusIsRejectedWithItsValue() {
        assertThrows(GooGeometryError.negativeRadius(-2)) { try GooCircle(x: 0, y: 0, radius: -2) }
        // −5e-324, the negative Double nearest zero (its decimal literal underflows with a warning).
        let tiny = -Double.leastNonzeroMagnitude
        assertThrows(GooGeometryError.negativeRadius(tiny)) {
            try GooCircle(x: 0, y: 0, radius: tiny)
        }
    }

    func testZeroAndNegativeZeroRadiiAreValid() throws {
        let zero = try GooCircle(x: 1, y: 2, radius: 0)
        XCTAssertEqual(zero.radius, 0)
        let negativeZero = try GooCircle(x: 1, y: 2, radius: -0.0)
        XCTAssertEqual(negativeZero.radius, 0)
        XCTAssertEqual(negativeZero.radius.sign, .plus)
    }

    func testCubicAngleOutsideTheOpenQuarterTurnIsRejected() {
        forEachRow([90.0, -90.0, 135.0, .nan, .infinity]) { degrees in
            assertThrows(GooConnector.CubicOptions.ValidationError.angleOutOfRange, "\(degrees)°") {
                try GooConnector.CubicOptions(angle: .degrees(degrees))
            }
        }
    }

    func testCubicFractionsOutsideZeroToOneAreRejected() {
        forEachRow([-0.01, 1.01, .nan, .infinity]) { fraction in
            assertThrows(
                GooConnector.CubicOptions.ValidationError.nearFractionOutOfRange, "\(fraction)"
            ) {
                try GooConnector.CubicOptions(nearFraction: fraction)
            }
            assertThrows(
                GooConnector.CubicOptions.ValidationError.farFractionOutOfRange, "\(fraction)"
            ) {
                try GooConnector.CubicOptions(farFraction: fraction)
            }
        }
    }

    func testCubicOptionsAcceptTheirLimits() throws {
        _ = try GooConnector.CubicOptions(angle: .degrees(89.999), nearFraction: 0, farFraction: 1)
        _ = try GooConnector.CubicOptions(angle: .degrees(-89.999), nearFraction: 1, farFraction: 0)
    }

    func testDefaultCubicOptionsAreTheSeedText() {
        let options = GooConnector.CubicOptions.default
        XCTAssertEqual(options.angle, .degrees(5))
        XCTAssertEqual(options.nearFraction, 0.25)
        XCTAssertEqual(options.farFraction, 0.5)
    }

    func testErrorsDescribeTheRule() {
        // Numbers in their shortest form, as the README promises: -2, not -2.0.
        XCTAssertEqual(
            "\(GooGeometryError.negativeRadius(-2))", "circle radius must be ≥ 0, got -2")
        XCTAssertTrue(
            "\(GooConnector.CubicOptions.ValidationError.angleOutOfRange)".contains("90°"))
    }
}

/// Approximate comparison: each coordinate against an absolute tolerance, bounds included.
final class ApproximateComparisonTests: XCTestCase {
    func testEachCoordinateIsComparedAgainstTheToleranceInclusively() {
        let point = GooPoint(x: 1, y: 2)
        // 0.25 and 0.5 are exact in binary, so the differences are exactly the tolerance.
        XCTAssertTrue(point.coordinatesAreWithin(0.5, of: GooPoint(x: 1.5, y: 1.75)))
        XCTAssertFalse(point.coordinatesAreWithin(0.25, of: GooPoint(x: 1.5, y: 2)))
        XCTAssertFalse(point.coordinatesAreWithin(0.25, of: GooPoint(x: 1, y: 2.5)))
        // Per coordinate, not by distance: (0.5, 0.5) is 0.71 away, yet within 0.5.
        XCTAssertTrue(point.coordinatesAreWithin(0.5, of: GooPoint(x: 1.5, y: 2.5)))
        XCTAssertFalse(point.coordinatesAreWithin(1, of: GooPoint(x: .nan, y: 2)))
        let vector = GooVector(x: -3, y: 4)
        XCTAssertTrue(vector.componentsAreWithin(0.125, of: GooVector(x: -3.125, y: 4)))
        XCTAssertFalse(vector.componentsAreWithin(0.125, of: GooVector(x: -3, y: 4.25)))
    }
}
