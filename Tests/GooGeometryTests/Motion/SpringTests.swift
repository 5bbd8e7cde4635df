import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The spring against its textbook closed forms (written out here with Foundation's maths,
/// independently of the library's stabilised evaluation).
final class SpringTests: XCTestCase {
    /// x'' + c·x' + k·x = 0 with k = ω0², c = 2ζω0, ω0 = 2π/response.
    static func textbook(_ t: Double, x0: Double, v0: Double, response: Double, zeta: Double)
        -> Double
    {
        let w0 = 2 * Double.pi / response
        if zeta < 1 {
            let wd = w0 * sqrt(1 - zeta * zeta)
            return exp(-zeta * w0 * t)
                * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t) }
        let root = sqrt(zeta * zeta - 1)
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        return c1 * exp(r1 * t) + (x0 - c1) * exp(r2 * t)
    }

    func testSpringMatchesTheTextbookSolution() {
        forEachRow([0.0, 0.3, 0.6, 0.999, 1.0, 1.001, 1.5, 4.0]) { zeta in
            let spring = try GooSpring(response: 0.4, dampingRatio: zeta)
            for (x0, v0) in [(120.0, 0.0), (-35.0, 900.0), (0.0, -1500.0)] {
                for t in stride(from: 0.0, through: 2.0, by: 0.05) {
                    let expected = Self.textbook(t, x0: x0, v0: v0, response: 0.4, zeta: zeta)
                    let got = spring.state(at: t, offset: x0, velocity: v0).offset
                    XCTAssertEqual(
                        got, expected, accuracy: 1e-9 * 1000,
                        "ζ \(zeta), x0 \(x0), v0 \(v0), t \(t)")
                }
            }
        }
    }

    // ζ = 1, x0 = 10, v0 = 0, response 0.4: ω0 = 5π, x(0.4) = 10·e^(−2π)·(1 + 2π).
    func testCriticalSpringAtOneResponseIsHandExact() throws {
        let spring = try GooSpring(response: 0.4, dampingRatio: 1)
        let x = spring.offset(at: 0.4, from: GooVector(x: 10, y: 0), velocity: .zero)
        XCTAssertEqual(x.x, 10 * exp(-2 * Double.pi) * (1 + 2 * Double.pi), accuracy: 1e-14)
        XCTAssertEqual(x.y, 0)
    }

    func testSpringConstantsFollowTheSwiftUIModel() throws {
        let spring = try GooSpring(response: 0.5, dampingRatio: 0.25)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-12)
        XCTAssertEqual(spring.damping, 4 * Double.pi * 0.25 / 0.5, accuracy: 1e-12)
    }

    func testVelocityIsTheDerivativeOfTheOffset() {
        forEachRow([0.2, 0.6, 1.0, 2.5]) { zeta in
            let spring = try GooSpring(response: 0.35, dampingRatio: zeta)
            let (x0, v0) = (GooVector(x: 80, y: -20), GooVector(x: -400, y: 700))
            let startOffset = spring.offset(at: 0, from: x0, velocity: v0)
            assertApproximatelyEqual(startOffset, x0, tolerance: 1e-12, "ζ \(zeta): offset")
            let startVelocity = spring.velocity(at: 0, from: x0, velocity: v0)
            assertApproximatelyEqual(startVelocity, v0, tolerance: 1e-9, "ζ \(zeta): velocity")
            let h = 1e-6
            for t in [0.01, 0.1, 0.33, 0.8] {
                let ahead = spring.offset(at: t + h, from: x0, velocity: v0)
                let behind = spring.offset(at: t - h, from: x0, velocity: v0)
                let numeric = (ahead - behind) * (1 / (2 * h))
                let analytic = spring.velocity(at: t, from: x0, velocity: v0)
                assertApproximatelyEqual(numeric, analytic, tolerance: 1e-3, "ζ \(zeta), t \(t)")
            }
        }
    }

    func testSettlingTimeIsWhenTheBadgeStaysHome() throws {
        let spring = GooSpring.default
        let (x0, v0) = (GooVector(x: 90, y: 0), GooVector(x: 500, y: 0))
        let settle = try XCTUnwrap(spring.settlingTime(from: x0, velocity: v0, tolerance: 0.1))
        for t in stride(from: settle, through: settle + 3, by: 0.01) {
            XCTAssertLessThanOrEqual(
                spring.offset(at: t, from: x0, velocity: v0).length, 0.1 + 1e-9, "t \(t)")
        }
        // Just before, the energy bound is not yet met (it is the earliest such time).
        let earlier = settle - 1e-3
        let x = spring.offset(at: earlier, from: x0, velocity: v0)
        let v = spring.velocity(at: earlier, from: x0, velocity: v0)
        XCTAssertGreaterThan(v.dot(v) + spring.stiffness * x.dot(x), spring.stiffness * 0.01)
        let undamped = try GooSpring(response: 0.4, dampingRatio: 0)
        XCTAssertNil(undamped.settlingTime(from: x0, velocity: v0))
        XCTAssertEqual(spring.settlingTime(from: .zero, velocity: .zero), 0)
    }

    func testSpringTimesOutsideTheTimelineStayFinite() throws {
        for zeta in [0.0, 0.5, 1.0, 3.0] {
            let spring = try GooSpring(response: 0.4, dampingRatio: zeta)
            for t in [-1.0, .nan, .infinity, 1e300] {
                let x = spring.offset(
                    at: t, from: GooVector(x: 50, y: 5), velocity: GooVector(x: 9, y: 9))
                XCTAssertTrue(x.x.isFinite, "ζ \(zeta) t \(t)")
                XCTAssertTrue(x.y.isFinite, "ζ \(zeta) t \(t)")
            }
        }
    }

    func testInvalidSpringsAreRefused() {
        assertThrows(GooMotionError.invalidResponse) { try GooSpring(response: 0) }
        assertThrows(GooMotionError.invalidResponse) { try GooSpring(response: .nan) }
        assertThrows(GooMotionError.invalidDampingRatio) { try GooSpring(dampingRatio: -0.1) }
        assertThrows(GooMotionError.invalidDampingRatio) { try GooSpring(dampingRatio: .infinity) }
    }
}
