import GooGeometry
import GooTestSupport
import XCTest

/// Inputs the fuzzers (Fuzz/run.sh) found breaking the contract, kept so they never return.
final class FuzzRegressionTests: XCTestCase {
    // The outline's area overflowed to NaN for centres 1.8e308 apart: now computed in units of
    // the shape's size, and a shape beyond a quarter of the largest Double has no outline.
    func testFarApartZeroCirclesHaveAFiniteArea() throws {
        let outline = GooOutline(
            anchor: try circle(-.greatestFiniteMagnitude, 0, 0),
            badge: GooCapsule(try circle(0, 0, 0)),
            style: .quadratic
        )
        XCTAssertTrue(outline.area.isFinite, "area \(outline.area)")
        XCTAssertTrue(
            outline.path.allSatisfy { element in
                if case .move(let p) = element { p.isFinite } else { true }
            })
    }

    // A circle of the largest radius at the largest coordinate: its outline would reach ∞.
    func testAnUnrepresentableShapeHasAnEmptyOutline() throws {
        let big = Double.greatestFiniteMagnitude
        let outline = GooOutline(
            anchor: try circle(big, -1e-300, big), badge: GooCapsule(try circle(0, 0, 0)),
            style: .quadratic
        )
        XCTAssertTrue(outline.path.isEmpty)
        XCTAssertNil(outline.bounds)
        XCTAssertEqual(outline.area, 0)
        XCTAssertTrue(outline.contains(GooPoint(x: big, y: 0)))  // still answered from the circles
    }

    // A 5e-324 s response made ω0 infinite and the offset NaN: such springs are refused.
    func testSpringsOutsideTheirRangesAreRefusedAndTheExtremesInsideStayFinite() throws {
        // 5e-324, the least nonzero Double (its decimal literal underflows with a warning).
        assertThrows(GooMotionError.invalidResponse) {
            try GooSpring(response: .leastNonzeroMagnitude)
        }
        assertThrows(GooMotionError.invalidResponse) { try GooSpring(response: 1e5) }
        assertThrows(GooMotionError.invalidDampingRatio) { try GooSpring(dampingRatio: 1e300) }
        for (response, ratio) in [(1e-4, 0.0), (1e-4, 1e4), (1e4, 1e4), (1e4, 0.0), (1e-4, 1.0)] {
            let spring = try GooSpring(response: response, dampingRatio: ratio)
            for t in [0, 1e-9, 0.5, 1e3, 1e300] {
                let x = spring.offset(
                    at: t, from: GooVector(x: 1e6, y: -3), velocity: GooVector(x: 1e9, y: 0))
                XCTAssertTrue(x.x.isFinite, "\(response) \(ratio) \(t)")
                XCTAssertTrue(x.y.isFinite, "\(response) \(ratio) \(t)")
            }
        }
    }
}

/// A spring so slow it settles after ~1e13 s made the settling-time bisection spin forever: at
/// that size halving the bracket stops changing it.
final class SlowSpringRegressionTests: XCTestCase {
    func testSettlingTimeOfAVerySlowSpringReturns() throws {
        // ζ = 1e4, response 1e4 s: the slow mode decays at ω0/(2ζ) ≈ 3.1e-8 /s, so from 1e100 to
        // 1e-100 takes ln(1e200)/3.1e-8 ≈ 1.5e10 s, where a Double's spacing (1.9e-6) is coarser
        // than the microsecond the bisection aimed for.
        let slow = try GooSpring(response: 1e4, dampingRatio: 1e4)
        let time = try XCTUnwrap(
            slow.settlingTime(from: GooVector(x: 1e100, y: 0), velocity: .zero, tolerance: 1e-100)
        )
        XCTAssertGreaterThan(time, 1e10)
        XCTAssertLessThan(time, 2e10)
        let nearlyUndamped = try GooSpring(response: 1e4, dampingRatio: 1e-4)
        let other = nearlyUndamped.settlingTime(from: GooVector(x: 1e6, y: 0), velocity: .zero)
        if let other { XCTAssertTrue(other.isFinite, "\(other)") }  // nil or finite
    }
}
