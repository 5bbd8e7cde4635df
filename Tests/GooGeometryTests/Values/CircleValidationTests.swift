import GooGeometry
import GooTestSupport
import XCTest

/// A circle refuses a centre or radius it cannot be drawn with, with a typed error.
final class CircleValidationTests: XCTestCase {
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
}
