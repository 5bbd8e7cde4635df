import GooGeometry
import XCTest

// How the tests compare computed values with expected ones, one form per kind of value:
//
// - a `Double`: `XCTAssertEqual(actual, expected, accuracy: tolerance, message)`, XCTest's own;
// - a point, a vector or a set of labelled points: `assertApproximatelyEqual` below, which
//   checks every coordinate against the same absolute tolerance (as
//   `GooPoint.coordinatesAreWithin(_:of:)` does) and reports the largest difference.

/// Asserts that two points differ by at most `tolerance` in each coordinate.
func assertApproximatelyEqual(
    _ actual: GooPoint, _ expected: GooPoint, tolerance: Double,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let difference = Swift.max(abs(actual.x - expected.x), abs(actual.y - expected.y))
    if !(difference <= tolerance) {
        XCTFail(
            "\(actual) is not within \(tolerance) of \(expected) (off by \(difference)). "
                + message(), file: file, line: line)
    }
}

/// Asserts that two vectors differ by at most `tolerance` in each component.
func assertApproximatelyEqual(
    _ actual: GooVector, _ expected: GooVector, tolerance: Double,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    assertApproximatelyEqual(
        GooPoint(x: actual.x, y: actual.y), GooPoint(x: expected.x, y: expected.y),
        tolerance: tolerance, message(), file: file, line: line)
}

/// Asserts that two labelled point sets (`"A"`, `"B"`, … as `GooConnector.labelledPoints` names
/// them) have the same labels and that each pair of points differs by at most `tolerance` in
/// each coordinate.
func assertApproximatelyEqual(
    _ actual: [String: GooPoint], _ expected: [String: GooPoint], tolerance: Double,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let difference = largestDifference(actual, expected)
    if !(difference <= tolerance) {
        XCTFail(
            "points not within \(tolerance) (off by \(difference)): \(actual) vs \(expected). "
                + message(), file: file, line: line)
    }
}
