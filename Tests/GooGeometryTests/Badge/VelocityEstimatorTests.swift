import GooTestSupport
import XCTest

@testable import GooGeometry

/// The release velocity against Android's own tracker on real recorded flings, and hand-derived
/// cases at its edges.
final class VelocityEstimatorTests: XCTestCase {
    /// A recorded fling: samples (nanoseconds, x, y) ending with the lift, and what Android's
    /// `lsq2` tracker reported for it (`nil` where Android's test left an axis unchecked).
    struct Recording: CustomStringConvertible {
        let name: String
        let samples: [(nanoseconds: Int64, x: Double, y: Double)]
        let lsq2: (x: Double?, y: Double)
        var description: String { name }
    }

    /// Flings recorded on a Pixel ("sailfish"), with the velocities Android's `lsq2` gave.
    ///
    /// Recorded by the Android Open Source Project for its `VelocityTracker` tests
    /// (frameworks/native/libs/input/tests/VelocityTracker_test.cpp, Apache 2.0): slow, faster
    /// and fast, up and down; the fast ones still accelerate at the lift. The last sample of each is the lift, at
    /// the last move's time and place, as the recordings have it.
    static let recordings: [Recording] = [
        Recording(
            name: "sailfish fling up slow 1",
            samples: [
                (235_089_067_457_000, 528.00, 983.00), (235_089_084_684_000, 527.00, 981.00),
                (235_089_093_349_000, 527.00, 977.00), (235_089_095_677_625, 527.00, 975.93),
                (235_089_101_859_000, 527.00, 970.00), (235_089_110_378_000, 528.00, 960.00),
                (235_089_112_497_111, 528.25, 957.51), (235_089_118_760_000, 531.00, 946.00),
                (235_089_126_686_000, 535.00, 931.00), (235_089_129_316_820, 536.33, 926.02),
                (235_089_135_199_000, 540.00, 914.00), (235_089_144_297_000, 546.00, 896.00),
                (235_089_146_136_443, 547.21, 892.36), (235_089_152_923_000, 553.00, 877.00),
                (235_089_160_784_000, 559.00, 851.00), (235_089_162_955_851, 560.66, 843.82),
                (235_089_162_955_851, 560.66, 843.82),
            ],
            lsq2: (951.698181, -3044.966064)),
        Recording(
            name: "sailfish fling up faster 1",
            samples: [
                (235_160_420_675_000, 610.00, 1042.00), (235_160_428_220_000, 609.00, 1026.00),
                (235_160_436_544_000, 609.00, 1024.00), (235_160_441_852_394, 609.64, 1020.82),
                (235_160_444_878_000, 610.00, 1019.00), (235_160_452_673_000, 613.00, 1006.00),
                (235_160_458_519_743, 617.18, 992.06), (235_160_461_061_000, 619.00, 986.00),
                (235_160_469_798_000, 627.00, 960.00), (235_160_475_186_713, 632.22, 943.02),
                (235_160_478_051_000, 635.00, 934.00), (235_160_486_489_000, 644.00, 906.00),
                (235_160_491_853_697, 649.56, 890.56), (235_160_495_177_000, 653.00, 881.00),
                (235_160_504_148_000, 662.00, 858.00), (235_160_509_231_495, 666.81, 845.37),
                (235_160_512_603_000, 670.00, 837.00), (235_160_520_366_000, 679.00, 814.00),
                (235_160_520_366_000, 679.00, 814.00),
            ],
            lsq2: (1438.53186, -3695.859619)),
        Recording(
            name: "sailfish fling up fast 1",
            samples: [
                (920_922_149_000, 561.00, 1412.00), (920_930_185_000, 559.00, 1377.00),
                (920_930_262_463, 558.98, 1376.66), (920_938_547_000, 559.00, 1371.00),
                (920_947_096_857, 562.91, 1342.68), (920_947_302_000, 563.00, 1342.00),
                (920_955_502_000, 577.00, 1272.00), (920_963_931_021, 596.87, 1190.54),
                (920_963_987_000, 597.00, 1190.00), (920_972_530_000, 631.00, 1093.00),
                (920_980_765_511, 671.31, 994.68), (920_980_906_000, 672.00, 993.00),
                (920_989_261_000, 715.00, 903.00), (920_989_261_000, 715.00, 903.00),
            ],
            lsq2: (5991.866699, -15093.995117)),
        Recording(
            name: "sailfish fling up fast 3",
            samples: [
                (235_302_568_736_000, 529.00, 1167.00), (235_302_576_644_000, 523.00, 1140.00),
                (235_302_579_395_063, 520.91, 1130.61), (235_302_585_140_000, 522.00, 1130.00),
                (235_302_593_615_000, 527.00, 1065.00), (235_302_596_207_444, 528.53, 1045.12),
                (235_302_602_102_000, 559.00, 872.00), (235_302_610_545_000, 652.00, 605.00),
                (235_302_613_019_881, 679.26, 526.73), (235_302_613_019_881, 679.26, 526.73),
            ],
            lsq2: (nil, -36461.421875)),
        Recording(
            name: "sailfish fling down slow 1",
            samples: [
                (235_655_749_552_755, 582.00, 432.49), (235_655_750_638_000, 582.00, 433.00),
                (235_655_758_865_000, 582.00, 440.00), (235_655_766_221_523, 581.16, 448.43),
                (235_655_767_594_000, 581.00, 450.00), (235_655_776_044_000, 580.00, 462.00),
                (235_655_782_890_696, 579.18, 474.35), (235_655_784_360_000, 579.00, 477.00),
                (235_655_792_795_000, 578.00, 496.00), (235_655_799_559_531, 576.27, 515.04),
                (235_655_800_612_000, 576.00, 518.00), (235_655_809_535_000, 574.00, 542.00),
                (235_655_816_988_015, 572.17, 564.86), (235_655_817_685_000, 572.00, 567.00),
                (235_655_825_981_000, 569.00, 595.00), (235_655_833_808_653, 566.26, 620.60),
                (235_655_834_541_000, 566.00, 623.00), (235_655_842_893_000, 563.00, 649.00),
                (235_655_842_893_000, 563.00, 649.00),
            ],
            lsq2: (-398.303894, 3969.099854)),
        Recording(
            name: "sailfish fling down fast 3",
            samples: [
                (507_650_295_000, 628.00, 233.00), (507_658_234_000, 605.00, 269.00),
                (507_666_784_000, 601.00, 274.00), (507_669_660_483, 599.65, 275.68),
                (507_675_427_000, 582.00, 308.00), (507_683_740_000, 541.00, 404.00),
                (507_686_506_238, 527.36, 435.95), (507_692_220_000, 487.00, 581.00),
                (507_700_707_000, 454.00, 792.00), (507_703_352_649, 443.71, 857.77),
                (507_703_352_649, 443.71, 857.77),
            ],
            lsq2: (-6388.48877, 28354.796875)),
    ]

    /// Android's test suite holds its two strategies to each other within 20 %, the bar.
    static let agreement = 0.2

    private func estimate(_ recording: Recording) -> GooVector {
        var estimator = VelocityEstimator()
        let first = recording.samples[0].nanoseconds
        for (index, sample) in recording.samples.enumerated() {
            // Seconds from the first sample: the fit is invariant to the clock's origin, and
            // 2.35e5 s of uptime in a Double still resolves a nanosecond to 3e-11 s.
            let time = Double(sample.nanoseconds - first) * 1e-9
            let point = GooPoint(x: sample.x, y: sample.y)
            if index == recording.samples.count - 1 {
                estimator.addLift(point, at: time)
            } else {
                estimator.add(point, at: time)
            }
        }
        return estimator.velocity
    }

    func testRecordedFlingsAgreeWithAndroidsLeastSquaresTrackerWithinTwentyPercent() {
        forEachRow(Self.recordings) { recording in
            let velocity = estimate(recording)
            let expectedY = recording.lsq2.y
            XCTAssertEqual(
                velocity.y, expectedY, accuracy: abs(expectedY) * Self.agreement, "\(recording)")
            if let expectedX = recording.lsq2.x {
                XCTAssertEqual(
                    velocity.x, expectedX, accuracy: abs(expectedX) * Self.agreement,
                    "\(recording)")
            }
        }
    }

    // The same flings through the controller: grabbed where the recording starts, released where
    // it ends, the badge follows and the release velocity is the estimate.
    func testTheControllerReleasesRecordedFlingsWithTheEstimatedVelocity() {
        forEachRow(Self.recordings) { recording in
            let start = recording.samples[0]
            var badge = try GooBadgeController(
                badge: GooCircle(x: start.x, y: start.y, radius: 10))
            for (index, sample) in recording.samples.enumerated() {
                let time = Double(sample.nanoseconds - start.nanoseconds) * 1e-9
                let point = GooPoint(x: sample.x, y: sample.y)
                if index == 0 {
                    XCTAssertTrue(try badge.touchDown(at: point, time: time).contains(.grabbed))
                } else if index == recording.samples.count - 1 {
                    try badge.touchUp(at: point, time: time)
                } else {
                    try badge.touchMoved(to: point, time: time)
                }
            }
            XCTAssertEqual(badge.releaseVelocity, estimate(recording), "\(recording)")
        }
    }

    // Hand-derived: positions on the parabola x = 1000·t + 20 000·t² (points, seconds) sampled
    // every 8 ms for 96 ms; the quadratic fits them exactly, so the estimate is its slope at the
    // newest sample, 1000 + 40 000·0.096 = 4 840 points per second. A mean over the window
    // ((x(0.096) − x(0))/0.096 = 2 920) would lag the accelerating finger by 40 %.
    func testAnAcceleratingFingerIsFollowedToTheLift() {
        var estimator = VelocityEstimator()
        for step in 0...12 {
            let t = Double(step) * 0.008
            estimator.add(GooPoint(x: 1000 * t + 20_000 * t * t, y: -300 * t), at: t)
        }
        XCTAssertEqual(estimator.velocity.x, 4840, accuracy: 1e-6)
        XCTAssertEqual(estimator.velocity.y, -300, accuracy: 1e-9)
    }

    // Hand-derived, the horizon: samples older than 100 ms do not count. A finger at rest for
    // 36 ms (x = 0), then moving at 500 points/s for 104 ms: the fit sees only the last 100 ms of
    // the straight line, so exactly 500. With the old samples the fit would bend toward 0.
    func testSamplesOlderThanTheHorizonDoNotCount() {
        var estimator = VelocityEstimator()
        for step in 0...35 where step % 4 == 0 {
            estimator.add(GooPoint(x: 0, y: 0), at: Double(step) * 0.001)
        }
        for step in 1...13 {
            let t = 0.036 + Double(step) * 0.008
            estimator.add(GooPoint(x: 500 * (t - 0.036), y: 0), at: t)
        }
        XCTAssertEqual(estimator.velocity.x, 500, accuracy: 1e-6)
    }

    // A pause of 40 ms or more starts over; one of 39.9 ms does not (a fractional boundary).
    func testAPauseOfFortyMillisecondsStartsOver() {
        func velocity(afterPause pause: Double) -> Double {
            var estimator = VelocityEstimator()
            estimator.add(GooPoint(x: 0, y: 0), at: 0)
            estimator.add(GooPoint(x: 8, y: 0), at: 0.008)
            // Then one sample after the pause: alone (velocity 0), or a third point of a line.
            estimator.add(GooPoint(x: 8 + 1000 * pause, y: 0), at: 0.008 + pause)
            return estimator.velocity.x
        }
        XCTAssertEqual(velocity(afterPause: 0.04), 0)
        XCTAssertEqual(velocity(afterPause: 0.0399), 1000, accuracy: 1e-6)
    }

    // A lift where the finger last was only tells the time: 39.9 ms later the fling stands,
    // 40 ms later the finger had stopped. A lift elsewhere is a sample.
    func testALiftInPlaceEndsTheFlingOnlyAfterAPause() {
        func velocity(liftAfter delay: Double, at x: Double) -> Double {
            var estimator = VelocityEstimator()
            for step in 0...4 {
                estimator.add(GooPoint(x: Double(step) * 8, y: 0), at: Double(step) * 0.008)
            }
            estimator.addLift(GooPoint(x: x, y: 0), at: 0.032 + delay)
            return estimator.velocity.x
        }
        XCTAssertEqual(velocity(liftAfter: 0.0399, at: 32), 1000, accuracy: 1e-6)
        XCTAssertEqual(velocity(liftAfter: 0.04, at: 32), 0)
        // Moved on to 40 at 40 ms: on the same line.
        XCTAssertEqual(velocity(liftAfter: 0.008, at: 40), 1000, accuracy: 1e-6)
    }

    // One sample, or samples all at one time, have no slope; two give theirs; a coalesced
    // sample (same time) replaces the one before.
    func testTooFewSamplesGiveZeroOrTheirSlope() {
        var estimator = VelocityEstimator()
        XCTAssertEqual(estimator.velocity, .zero)
        estimator.add(GooPoint(x: 5, y: 5), at: 1)
        XCTAssertEqual(estimator.velocity, .zero)
        estimator.add(GooPoint(x: 9, y: 5), at: 1)
        XCTAssertEqual(estimator.count, 1)
        XCTAssertEqual(estimator.velocity, .zero)
        estimator.add(GooPoint(x: 11, y: 3), at: 1.01)
        XCTAssertEqual(estimator.velocity.x, 200, accuracy: 1e-9)
        XCTAssertEqual(estimator.velocity.y, -200, accuracy: 1e-9)
    }

    // Sixteen samples are kept, the newest: the 17th pushes out the first. Samples 1 ms apart,
    // the first five at x = 1000 (a wild outlier), then on the line x = t·1000: once the
    // outliers are pushed out the fit is the line exactly.
    func testTheNewestSixteenSamplesAreKept() {
        XCTAssertEqual(VelocityEstimator.capacity, 16)
        var estimator = VelocityEstimator()
        for step in 0..<21 {
            let t = Double(step) * 0.001
            estimator.add(GooPoint(x: step < 5 ? 1000 : t * 1000, y: 0), at: t)
        }
        XCTAssertEqual(estimator.count, 16)
        XCTAssertEqual(estimator.velocity.x, 1000, accuracy: 1e-6)
        estimator.add(GooPoint(x: 1000, y: 0), at: 0.021)
        XCTAssertNotEqual(estimator.velocity.x, 1000, accuracy: 1)
    }

    func testTheWindowAndPauseArePinned() {
        XCTAssertEqual(VelocityEstimator.horizon, 0.1)
        XCTAssertEqual(VelocityEstimator.pauseGap, 0.04)
    }

    // Huge coordinates overflow the fit: zero, never infinity or NaN.
    func testAnOverflowingFitIsZero() {
        var estimator = VelocityEstimator()
        estimator.add(GooPoint(x: -1.7e308, y: 0), at: 0)
        estimator.add(GooPoint(x: 1.7e308, y: 0), at: 1e-300)
        estimator.add(GooPoint(x: -1.7e308, y: 0), at: 2e-300)
        XCTAssertEqual(estimator.velocity, .zero)
    }
}
