import XCTest

@testable import GooGeometry

/// Where the estimator gives up the quadratic for the line: when the normal equations'
/// determinant falls below 1e-9 of the product of their diagonal (two samples almost at the same
/// time make the quadratic's curvature meaningless).
///
/// Three samples at times −a, −e and 0 (in units of the horizon, from the newest): the normal
/// matrix of the quadratic is VᵀV for the 3×3 Vandermonde matrix V, so its determinant is
/// det(V)² = ((a − e)·a·e)², and its diagonal is s0 = 3, s2 = a² + e², s4 = a⁴ + e⁴. With the
/// samples on x = 100·t² (t in horizon units), the quadratic is exact and its slope at the
/// newest is 0; the line through them has the least-squares slope
/// b = (s0·Σtx − s1·Σx) / (s0·s2 − s1²), per horizon.
final class VelocityFitDegeneracyTests: XCTestCase {
    private let horizon = 0.1
    private let a = 0.3  // the oldest sample 30 ms back: within the 40 ms pause

    /// The determinant over the diagonal's product for the middle sample at `e`.
    private func ratio(_ e: Double) -> Double {
        let determinant = ((a - e) * a * e) * ((a - e) * a * e)
        return determinant / (3 * (a * a + e * e) * (a * a * a * a + e * e * e * e))
    }

    /// The `e` whose ratio is `target`, by bisection (the ratio grows with e on 0…a/2).
    private func middle(forRatio target: Double) -> Double {
        var low = 0.0
        var high = a / 2
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if ratio(mid) < target { low = mid } else { high = mid }
        }
        return low
    }

    /// The estimate for the samples at −a, −e, 0 on x = 100·t², in points per second.
    private func estimate(middle e: Double) -> Double {
        var estimator = VelocityEstimator()
        for t in [-a, -e, 0] {
            estimator.add(GooPoint(x: 100 * t * t, y: 0), at: 1 + t * horizon)
        }
        return estimator.velocity.x
    }

    /// The line's slope through the same samples, in points per second.
    private func lineSlope(middle e: Double) -> Double {
        let ts = [-a, -e, 0.0]
        let xs = ts.map { 100 * $0 * $0 }
        let s1 = ts.reduce(0, +)
        let s2 = ts.reduce(0) { $0 + $1 * $1 }
        let sx = xs.reduce(0, +)
        let stx = zip(ts, xs).reduce(0) { $0 + $1.0 * $1.1 }
        return (3 * stx - s1 * sx) / (3 * s2 - s1 * s1) / horizon
    }

    func testANearlyDegenerateQuadraticFallsBackToTheLineBelowTheThresholdOnly() {
        var checked = 0
        for factor in [0.9, 0.95, 0.99] {
            let e = middle(forRatio: factor * 1e-9)
            let line = lineSlope(middle: e)
            XCTAssertLessThan(line, -1, "the line through a parabola's points is not flat")
            XCTAssertEqual(estimate(middle: e), line, accuracy: 1e-6 * abs(line), "×\(factor)")
            checked += 1
        }
        for factor in [1.01, 1.05, 1.1] {
            let e = middle(forRatio: factor * 1e-9)
            // The quadratic is exact: x = 100·t² has slope 0 at the newest sample.
            XCTAssertEqual(estimate(middle: e), 0, accuracy: 1e-3, "×\(factor)")
            checked += 1
        }
        XCTAssertEqual(checked, 6)
    }
}
