import XCTest

@testable import GooGeometry

/// The velocity estimator's edges, each probed on both sides: the window's edge (exactly
/// ``VelocityEstimator/horizon`` old is in, one ulp older is out), the pause that starts over and
/// the lift after a pause (exactly ``VelocityEstimator/pauseGap`` and one ulp less, 0.9× and
/// 1.1×), and the capacity (16 kept, the 17th pushes out the oldest).
///
/// Every golden value is the derivative of a least-squares quadratic worked out by hand with
/// orthogonal polynomials, as each test's comment shows. The fit is linear in the data, so a
/// finger on the line `x = 1000·t` plus one outlier of `D` points is fitted as the line (slope
/// exactly 1000) plus the fit of the outlier alone.
final class VelocityEstimatorBoundaryTests: XCTestCase {
    /// The estimate after `samples` (seconds, x), all with y = 0.
    private func velocity(_ samples: [(time: Double, x: Double)]) -> Double {
        var estimator = VelocityEstimator()
        for sample in samples { estimator.add(GooPoint(x: sample.x, y: 0), at: sample.time) }
        return estimator.velocity.x
    }

    // Five samples 25 ms apart on x = 1000·t, the oldest 7 points off the line. With the oldest
    // in, the times in units of the horizon are −1, −0.75, …, 0; as z = 4·t + 2 they are
    // −2…2, with the orthogonal polynomials 1, z, z² − 2 (norms 5, 10, 14). An outlier D at
    // z = −2 fits as a1 = −2D/10, a2 = 2D/14, whose derivative at the newest (z = 2) is
    // a1 + 4·a2 = 13D/35 per unit of z; z runs 40 units a second, so 40·13·7/35 = 104 points per
    // second more than the line: 1104. With the oldest out, four samples on a line: 1000.
    func testASampleExactlyAHorizonOldIsInTheFitAndOneUlpOlderIsOut() {
        func samples(newest: Double) -> [(time: Double, x: Double)] {
            [(0, 7), (0.025, 25), (0.05, 50), (0.075, 75), (newest, 1000 * newest)]
        }
        XCTAssertEqual(0.1 - 0, VelocityEstimator.horizon)  // exactly the horizon apart
        XCTAssertEqual(velocity(samples(newest: 0.1)), 1104, accuracy: 1e-6)
        XCTAssertEqual(velocity(samples(newest: 0.1.nextUp)), 1000, accuracy: 1e-6)
    }

    // The same five samples with the oldest 90 ms (in) or 110 ms (out) before the newest.
    func testASampleAtNineTenthsOfTheHorizonIsInAndAtElevenTenthsIsOut() {
        func velocity(oldest: Double) -> Double {
            self.velocity([
                (oldest, 1000 * oldest + 7), (0.025, 25), (0.05, 50), (0.075, 75), (0.1, 100),
            ])
        }
        XCTAssertNotEqual(velocity(oldest: 0.1 - 0.9 * 0.1), 1000, accuracy: 10)
        XCTAssertEqual(velocity(oldest: 0.1 - 1.1 * 0.1), 1000, accuracy: 1e-6)
    }

    // Two samples on x = 1000·t ending at time 0, then one after a gap, then one more 8 ms later
    // at 2000 points per second from there. A gap that starts over leaves the last two, whose
    // slope is 2000; a gap that does not leaves four samples off any one quadratic's slope 2000
    // at the newest (the finger turned from 1000 to 2000).
    func testAGapOfExactlyTheFortyMillisecondPauseStartsOverAndOneUlpLessDoesNot() {
        func velocity(afterGap gap: Double) -> Double {
            let restart = 1000 * gap
            return self.velocity([
                (-0.008, -8), (0, 0), (gap, restart), (gap + 0.008, restart + 16),
            ])
        }
        XCTAssertEqual(velocity(afterGap: 0.04), 2000, accuracy: 1e-6)
        XCTAssertNotEqual(velocity(afterGap: 0.04.nextDown), 2000, accuracy: 1)
        XCTAssertEqual(velocity(afterGap: 1.1 * 0.04), 2000, accuracy: 1e-6)
        XCTAssertNotEqual(velocity(afterGap: 0.9 * 0.04), 2000, accuracy: 1)
    }

    // The gap alone: a sample exactly 40 ms after the last is alone (one sample: zero, and only
    // it is kept); one a 0.9× gap later is the third point of the line.
    func testASampleAfterThePauseIsAloneAndOneBeforeItExtendsTheLine() {
        func estimator(afterGap gap: Double) -> VelocityEstimator {
            var estimator = VelocityEstimator()
            estimator.add(GooPoint(x: -8, y: 0), at: -0.008)
            estimator.add(GooPoint(x: 0, y: 0), at: 0)
            estimator.add(GooPoint(x: 1000 * gap, y: 0), at: gap)
            return estimator
        }
        XCTAssertEqual(estimator(afterGap: 0.04).count, 1)
        XCTAssertEqual(estimator(afterGap: 0.04).velocity, .zero)
        XCTAssertEqual(estimator(afterGap: 0.9 * 0.04).count, 3)
        XCTAssertEqual(estimator(afterGap: 0.9 * 0.04).velocity.x, 1000, accuracy: 1e-6)
    }

    // Five samples on x = 1000·t ending at time 0, then a lift in place: it only tells the time.
    // Exactly 40 ms (or 1.1× that) after the last move the finger had stopped: zero. One ulp
    // less (or 0.9×) the fling stands: 1000. A lift elsewhere is a sample at any delay below
    // the pause.
    func testALiftInPlaceExactlyAPauseAfterTheLastMoveStopsTheFlingAndOneUlpLessDoesNot() {
        func velocity(liftAfter delay: Double, at x: Double = 0) -> Double {
            var estimator = VelocityEstimator()
            for step in -4...0 {
                estimator.add(GooPoint(x: Double(step) * 8, y: 0), at: Double(step) * 0.008)
            }
            estimator.addLift(GooPoint(x: x, y: 0), at: delay)
            return estimator.velocity.x
        }
        XCTAssertEqual(velocity(liftAfter: 0.04), 0)
        XCTAssertEqual(velocity(liftAfter: 0.04.nextDown), 1000, accuracy: 1e-6)
        XCTAssertEqual(velocity(liftAfter: 1.1 * 0.04), 0)
        XCTAssertEqual(velocity(liftAfter: 0.9 * 0.04), 1000, accuracy: 1e-6)
        // Moved on along the line, 36 ms on: a sample of the same line.
        XCTAssertEqual(velocity(liftAfter: 0.036, at: 36), 1000, accuracy: 1e-6)
    }

    // Sixteen samples 1 ms apart on x = 1000·t, the oldest 0.34 points off the line. All sixteen
    // are kept: with z = index − 7.5 (−7.5…7.5) the orthogonal polynomials are 1, z and
    // z² − 21.25 (Σz² = 340, Σ(z² − 21.25)² = 12 937 − 7225 = 5712). An outlier D at z = −7.5
    // fits as a1 = −7.5D/340, a2 = 35D/5712, whose derivative at z = 7.5 is a1 + 15·a2 =
    // (−6 + 25)D/272 = 19D/272 per unit of z; z runs 1000 units a second, so 19 000·0.34/272 =
    // 23.75 more than the line: 1023.75. The seventeenth pushes the outlier out: exactly the
    // line, and still sixteen kept; past that the newest sixteen are the ones kept.
    func testSixteenSamplesAreKeptAndTheSeventeenthPushesOutTheOldest() {
        XCTAssertEqual(VelocityEstimator.capacity, 16)
        var estimator = VelocityEstimator()
        estimator.add(GooPoint(x: 0.34, y: 0), at: 0)
        for step in 1..<16 {
            let t = Double(step) * 0.001
            estimator.add(GooPoint(x: 1000 * t, y: 0), at: t)
        }
        XCTAssertEqual(estimator.count, 16)
        XCTAssertEqual(estimator.velocity.x, 1023.75, accuracy: 1e-6)
        estimator.add(GooPoint(x: 16, y: 0), at: 0.016)
        XCTAssertEqual(estimator.count, 16)
        XCTAssertEqual(estimator.velocity.x, 1000, accuracy: 1e-6)
        // Then the finger speeds up to 2000: once sixteen samples are on the new line, the fit
        // is that line alone.
        for step in 17...32 {
            let t = Double(step) * 0.001
            estimator.add(GooPoint(x: 16 + 2000 * (t - 0.016), y: 0), at: t)
        }
        XCTAssertEqual(estimator.count, 16)
        XCTAssertEqual(estimator.velocity.x, 2000, accuracy: 1e-6)
    }
}
