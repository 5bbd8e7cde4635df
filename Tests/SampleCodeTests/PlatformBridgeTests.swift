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

        private func connectorPath(_ style: GooConnector.Style) throws -> GooPath {
            let anchor = try GooCircle(x: 0, y: 0, radius: 10)
            let drag = try GooCircle(x: 60, y: 0, radius: 10)
            guard
                case .connected(let connector) = GooConnector.between(
                    anchor: anchor, drag: drag, style: style)
            else { throw XCTSkip("no connector") }
            return connector.path
        }

        private var straightCubic: GooConnector.Style {
            get throws {
                .cubic(
                    try GooConnector.CubicOptions(
                        angle: .degrees(0), nearFraction: 0.5, farFraction: 1))
            }
        }

        // A lone circle, centre (0, 0), r 10: one piece from angle 0 to 2π. At angle 0 the
        // point is (10, 0) and the growing-angle tangent (0, 1), whose `perpendicular` (−1, 0)
        // points at the centre, so the disk is on that side and the piece keeps its order: start
        // 0, end 2π, toward growing angles, which is CoreGraphics' `clockwise: false`.
        private let circle = ["M 10.0 0.0", "arc 0.0 0.0 10.0 0.0 6.283185307179586 false", "Z"]

        private func circlePath() throws -> GooPath {
            let disk = try GooCircle(x: 0, y: 0, radius: 10)
            return GooOutline(anchor: disk, badge: GooCapsule(disk), style: nil).path
        }

        // By hand: a quarter turn the other way, from 90° back to 0° about (5, 5), r 2.
        private let quarter = ["M 5.0 7.0", "arc 5.0 5.0 2.0 1.5707963267948966 0.0 true"]

        private var quarterPath: GooPath {
            var path = GooPath()
            path.move(to: GooPoint(x: 5, y: 7))
            path.addArc(
                center: GooPoint(x: 5, y: 5), radius: 2, startAngle: .degrees(90),
                endAngle: .radians(0), clockwise: true)
            return path
        }

        func testBothBridgesForwardArcsNatively() throws {
            XCTAssertEqual(try circlePath().cgPath.recordedElements, circle)
            XCTAssertEqual(Path(try circlePath()).recordedElements, circle)
            XCTAssertEqual(quarterPath.cgPath.recordedElements, quarter)
            XCTAssertEqual(Path(quarterPath).recordedElements, quarter)
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
