// The bridges' forwarding, checked on Linux where the stand-ins record what they are given (on
// Apple platforms the real CGPath and Path cannot be read back this simply).
#if canImport(GooGeometryPlatformBridges)
    import CoreGraphics
    import GooGeometry
    import GooGeometryPlatformBridges
    import SwiftUI
    import XCTest

    final class PlatformBridgeTests: XCTestCase {
        // Anchor (0, 0, r 10), drag (60, 0, r 10): d = 60, u = (1, 0), perp = (0, 1), so
        // A = (0, 10), B = (0, −10), C = (60, −10), D = (60, 10). Quadratic: O = A + 30u = (30, 10),
        // P = B + 30u = (30, −10). Cubic with α = 0, f1 = 1/2, f2 = 1: P1 = B + 30u = (30, −10),
        // P2 = B + 60u = (60, −10), O1 = (30, 10), O2 = (60, 10); the side D → A runs O2 then O1.
        private let quadratic = [
            "M 0.0 10.0", "L 0.0 -10.0", "Q 30.0 -10.0 60.0 -10.0", "L 60.0 10.0",
            "Q 30.0 10.0 0.0 10.0", "Z",
        ]
        private let cubic = [
            "M 0.0 10.0", "L 0.0 -10.0", "C 30.0 -10.0 60.0 -10.0 60.0 -10.0", "L 60.0 10.0",
            "C 60.0 10.0 30.0 10.0 0.0 10.0", "Z",
        ]

        private func connectorPath(_ style: ConnectorStyle) throws -> GooPath {
            let anchor = try GooCircle(x: 0, y: 0, radius: 10)
            let drag = try GooCircle(x: 60, y: 0, radius: 10)
            guard
                case .connected(let connector) = Connector.between(
                    anchor: anchor, drag: drag, style: style)
            else { throw XCTSkip("no connector") }
            return connector.path
        }

        private var straightCubic: ConnectorStyle {
            get throws {
                .cubic(
                    try CubicConnector.Options(
                        angle: .degrees(0), nearFraction: 0.5, farFraction: 1))
            }
        }

        func testCoreGraphicsBridgeForwardsEveryElementInOrder() throws {
            XCTAssertEqual(try connectorPath(.quadratic).cgPath.recordedElements, quadratic)
            XCTAssertEqual(try connectorPath(try straightCubic).cgPath.recordedElements, cubic)
        }

        func testSwiftUIBridgeForwardsEveryElementInOrder() throws {
            XCTAssertEqual(Path(try connectorPath(.quadratic)).recordedElements, quadratic)
            XCTAssertEqual(Path(try connectorPath(try straightCubic)).recordedElements, cubic)
        }
    }
#endif
