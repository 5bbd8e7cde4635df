import GooGeometry
import XCTest

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
