import GooGeometry
import GooTestSupport
import XCTest

/// The cubic connector's options: the ranges they refuse, the limits they accept, the defaults.
final class CubicOptionsTests: XCTestCase {
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
}
