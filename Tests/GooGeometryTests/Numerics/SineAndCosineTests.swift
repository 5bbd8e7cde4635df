#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import XCTest

@testable import GooGeometry
import GooTestSupport

/// The metaball's own sine and cosine against the platform's libm.
final class SineAndCosineTests: XCTestCase {
    /// Angles in [0, π] (the metaball's) and up to ±2²⁰ (the reduction's limit): within two
    /// units in the last place of libm's answers, or 2⁻⁵³ absolute near a zero of the function
    /// (where an ulp of the answer is far below the angle's own rounding); the worst is printed.
    func testAnglesUpToTheReductionLimitAreWithinTwoUnitsInTheLastPlace() {
        var rng = SplitMix64(seed: 0x51_C0_5001)
        var worst = 0.0
        for index in 0..<Sweep.count(400_000, debug: 100_000) {
            let angle =
                index % 2 == 0
                ? Double.random(in: 0...Double.pi, using: &rng)
                : Double.random(in: -0x1p20...0x1p20, using: &rng)
            let (sine, cosine) = sineAndCosine(of: angle)
            for (mine, reference) in [(sine, sin(angle)), (cosine, cos(angle))] {
                let error = abs(mine - reference) / max(reference.ulp, 0x1p-53)
                worst = max(worst, error)
                XCTAssertLessThanOrEqual(error, 2, "angle \(angle): \(mine) vs \(reference)")
            }
        }
        print("SineAndCosineTests: worst error \(worst) ulp")
    }

    /// Exact values at multiples of π/2 and at 0, and libm's answers beyond the reduction's
    /// limit and for infinities and NaN.
    func testKnownAnglesAndTheLimit() {
        XCTAssertEqual(sineAndCosine(of: 0).sin, 0)
        XCTAssertEqual(sineAndCosine(of: 0).cos, 1)
        XCTAssertEqual(sineAndCosine(of: Double.pi / 2).sin, 1)
        XCTAssertEqual(sineAndCosine(of: Double.pi).cos, -1)
        XCTAssertEqual(sineAndCosine(of: -Double.pi / 2).sin, -1)
        for angle in [0x1p20, -0x1p21, 1e300] {
            XCTAssertEqual(sineAndCosine(of: angle).sin, sin(angle))
            XCTAssertEqual(sineAndCosine(of: angle).cos, cos(angle))
        }
        XCTAssertTrue(sineAndCosine(of: .nan).sin.isNaN)
        XCTAssertTrue(sineAndCosine(of: .infinity).cos.isNaN)
    }
}
