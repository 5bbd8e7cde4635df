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

/// The outline's own arc tangent against the platform's correctly rounded `atan2`.
final class ArcTangentTests: XCTestCase {
    /// Units in the last place of libm's answer between the two.
    private func ulps(_ y: Double, _ x: Double) -> Double {
        let (mine, reference) = (arcTangent(y, x), atan2(y, x))
        return abs(mine - reference) / reference.ulp
    }

    /// Random vectors of every magnitude from 1e-300 to 1e300 and every direction: within four
    /// units in the last place of libm's correctly rounded answer (the worst is printed; 4.0 on
    /// this seed), a few 1e-16 of a radian.
    func testEveryDirectionAndMagnitudeIsWithinFourUnitsInTheLastPlace() {
        var rng = SplitMix64(seed: 0xA7A2_0001)
        var worst = 0.0
        for _ in 0..<Sweep.count(400_000, debug: 100_000) {
            let magnitude = pow(10, Double.random(in: -300...300, using: &rng))
            let angle = Double.random(in: -Double.pi...Double.pi, using: &rng)
            // Some pairs far apart in size: angles within 1e-12 of an axis.
            let squash = rng.next() % 4 == 0 ? 1e-12 : 1
            let (y, x) = (magnitude * sin(angle) * squash, magnitude * cos(angle))
            let error = ulps(y, x)
            worst = max(worst, error)
            XCTAssertLessThanOrEqual(error, 4, "atan2(\(y), \(x))")
        }
        print("ArcTangentTests: worst error \(worst) ulp")
    }

    /// Angles known exactly: the axes, the diagonals, π/6 and π/3 (whose tangents 1/√3 and √3
    /// land on the reduction's boundary), and the signed zeros and infinities libm decides.
    func testKnownAnglesAndSpecialValuesMatchLibm() {
        let three = 3.0.squareRoot()
        let cases: [(Double, Double)] = [
            (0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1),
            (1, three), (three, 1), (-1, -three), (2 - three, 1), (1, 2 - three),
            (0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (-0.0, 1), (-0.0, -1),
            (.infinity, 1), (1, -.infinity), (.infinity, .infinity),
        ]
        for (y, x) in cases {
            let (mine, reference) = (arcTangent(y, x), atan2(y, x))
            XCTAssertEqual(mine.sign, reference.sign, "atan2(\(y), \(x))")
            XCTAssertLessThanOrEqual(abs(mine - reference), reference.ulp, "atan2(\(y), \(x))")
        }
        XCTAssertTrue(arcTangent(.nan, 1).isNaN)
        XCTAssertTrue(arcTangent(1, .nan).isNaN)
    }
}
