import GooGeometry
import XCTest
import GooTestSupport

/// The sweeps' distance between sampled outlines (`Support/Hausdorff.swift`) is exact: its
/// pruned search answers what the search of every segment answers.
final class HausdorffDistanceTests: XCTestCase {
    /// Every point against every segment, both ways: the definition.
    private func exhaustive(_ lhs: [[GooPoint]], _ rhs: [[GooPoint]]) -> Double {
        func directed(_ from: [[GooPoint]], _ to: [[GooPoint]]) -> Double {
            var worst = 0.0
            for point in from.joined() {
                var best = Double.infinity
                for polyline in to {
                    for (a, b) in zip(polyline, polyline.dropFirst()) {
                        best = min(best, segmentDistance(point, a, b))
                    }
                }
                worst = max(worst, best)
            }
            return worst
        }
        return max(directed(lhs, rhs), directed(rhs, lhs))
    }

    func testASegmentAndItsParallelOneUnitAwayAreOneApart() {
        // Every point of each segment is 1 from the other's line, and the ends line up.
        let lower = [[GooPoint(x: 0, y: 0), GooPoint(x: 5, y: 0)]]
        let upper = [[GooPoint(x: 0, y: 1), GooPoint(x: 2, y: 1), GooPoint(x: 5, y: 1)]]
        XCTAssertEqual(hausdorffDistance(lower, upper), 1)
        // A point 3 beyond the end of one side: 3 from its nearest end, (3² + 1²)^½ the other way.
        let longer = [[GooPoint(x: 0, y: 1), GooPoint(x: 8, y: 1)]]
        XCTAssertEqual(hausdorffDistance(lower, longer), (10 as Double).squareRoot())
        XCTAssertEqual(hausdorffDistance(lower, lower), 0)
    }

    func testThePrunedSearchAnswersWhatTheExhaustiveOneDoes() {
        var rng = SplitMix64(seed: 0x4A05_D0FF)
        func polylines() -> [[GooPoint]] {
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                    GooPoint(
                        x: .random(in: -10...10, using: &rng), y: .random(in: -10...10, using: &rng)
                    )
                }
            }
        }
        for iteration in 0..<60 {
            let (lhs, rhs) = (polylines(), polylines())
            XCTAssertEqual(hausdorffDistance(lhs, rhs), exhaustive(lhs, rhs), "\(iteration)")
        }
    }
}
