import Foundation
import GooGeometry
import XCTest

/// The controller's documented constants and boundaries, each probed on both sides: the settling
/// tolerance (how close and how soon a return ends), the frame interval, the fade's length, the
/// hit slop, the particle count, and what a cancel leaves in `releaseVelocity`.
///
/// The badge rests at (100, 100) with radius 10 and seed 000's rules (break beyond 100 pt), as in
/// BadgeControllerTests. Through the public API only.
final class BadgeControllerBoundaryTests: XCTestCase {
    private let home = GooPoint(x: 100, y: 100)

    /// The badge at home; `hitSlop` `nil` takes the initializer's default, so that the default
    /// itself is what the tests probe.
    private func controller(
        reducesMotion: Bool = false, hitSlop: Double? = nil
    ) throws -> GooBadgeController {
        let badge = try GooCircle(center: home, radius: 10)
        guard let hitSlop else {
            return try GooBadgeController(badge: badge, reducesMotion: reducesMotion)
        }
        return try GooBadgeController(badge: badge, hitSlop: hitSlop, reducesMotion: reducesMotion)
    }

    /// A badge dragged 60 pt right and released there after a 100 ms pause, so with no velocity
    /// (a lift in place 40 ms or more after the last move): returning from (160, 100) at 0.15 s.
    private func released60PointsOut(reducesMotion: Bool) throws -> GooBadgeController {
        var badge = try controller(reducesMotion: reducesMotion)
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 160, y: 100), time: 0.05)
        try badge.touchUp(at: GooPoint(x: 160, y: 100), time: 0.15)
        XCTAssertEqual(badge.releaseVelocity, .zero)
        XCTAssertEqual(badge.phase, .returning)
        return badge
    }

    /// The distance from home of the badge drawn at `time`.
    private func distanceFromHome(_ badge: GooBadgeController, at time: Double) throws -> Double {
        let center = try XCTUnwrap(badge.frame(at: time).badge).center
        return
            ((center.x - home.x) * (center.x - home.x) + (center.y - home.y) * (center.y - home.y))
            .squareRoot()
    }

    /// The earliest time after which a spring released `x0` from home at rest keeps within
    /// `tolerance` for good, by its energy (`v² + ω0²·x² ≤ ω0²·tolerance²`, which damping never
    /// lets grow back), bisected here from the textbook closed forms, to 1e-9 s.
    ///
    /// With `a = ζ·ω0` and zero initial velocity: under-damped (`ωd = ω0·√(1 − ζ²)`),
    /// `x = x0·e^(−at)·(cos ωd·t + (a/ωd)·sin ωd·t)` and, since `a² + ωd² = ω0²`,
    /// `v = −x0·e^(−at)·(ω0²/ωd)·sin ωd·t`; critically damped, `x = x0·e^(−ω0t)·(1 + ω0t)` and
    /// `v = −x0·ω0²·t·e^(−ω0t)`.
    private func energySettlingTime(
        from x0: Double, response: Double, dampingRatio zeta: Double, tolerance: Double
    ) -> Double {
        let omega = 2 * Double.pi / response
        func state(_ t: Double) -> (x: Double, v: Double) {
            if zeta == 1 {
                return (
                    x0 * exp(-omega * t) * (1 + omega * t),
                    -x0 * omega * omega * t * exp(-omega * t)
                )
            }
            let a = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = x0 * exp(-a * t)
            return (
                envelope * (cos(omegaD * t) + a / omegaD * sin(omegaD * t)),
                -envelope * omega * omega / omegaD * sin(omegaD * t)
            )
        }
        func settled(_ t: Double) -> Bool {
            let (x, v) = state(t)
            return v * v + omega * omega * x * x <= omega * omega * tolerance * tolerance
        }
        var low = 0.0
        var high = 100 * response
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }

    // MARK: Settling tolerance

    // QQ's spring (response 0.4 s, ζ 0.6) from 60 pt out at rest: the return lasts exactly as long
    // as the energy takes to fall within 0.1 pt (to the spring's microsecond bisection), no
    // longer and no shorter; just before its end the badge is within 0.1 pt of home, and at its
    // end it is the resting frame exactly, when .settled arrives (not one ulp before).
    func testTheReturnLastsUntilItIsWithinTheSettlingToleranceAndEndsAtRestExactly() throws {
        var badge = try released60PointsOut(reducesMotion: false)
        let end = try XCTUnwrap(badge.animationEndTime)
        let expected = energySettlingTime(
            from: 60, response: 0.4, dampingRatio: 0.6, tolerance: 0.1)
        XCTAssertEqual(end - 0.15, expected, accuracy: 2e-6)

        XCTAssertEqual(badge.frame(at: end.nextDown).phase, .returning)
        for before in [1e-4, 1e-5, 0] {
            let time = before == 0 ? end.nextDown : end - before
            XCTAssertLessThanOrEqual(
                try distanceFromHome(badge, at: time), 0.1, "at end − \(before)")
        }
        let resting = try controller().frame(at: 0)
        XCTAssertEqual(badge.frame(at: end), resting)
        XCTAssertEqual(badge.frame(at: end + 1), resting)
        var early = badge
        XCTAssertEqual(try early.advance(to: end.nextDown), [])
        XCTAssertEqual(try badge.advance(to: end), .settled)
        XCTAssertEqual(badge.frame(at: end), resting)
    }

    // Reduce motion (ζ = 1, no overshoot: the distance only shrinks): the same rule, and since
    // the distance is monotone it shows that the return is not longer than needed. At 0.9 of the
    // duration, s = 0.9·ω0·T, the badge is still x0·e^(−s)·(1 + s) out, beyond 0.1 pt; over the last frame before the end it is within.
    func testAReduceMotionReturnIsWithinTheToleranceOnlyOverItsLastTenth() throws {
        let badge = try released60PointsOut(reducesMotion: true)
        let end = try XCTUnwrap(badge.animationEndTime)
        let duration = end - 0.15
        let expected = energySettlingTime(
            from: 60, response: 0.4, dampingRatio: 1, tolerance: 0.1)
        XCTAssertEqual(duration, expected, accuracy: 2e-6)

        let omega = 2 * Double.pi / 0.4
        let s = 0.9 * omega * expected
        XCTAssertGreaterThan(60 * exp(-s) * (1 + s), 0.1)  // the hand-derived side
        XCTAssertGreaterThan(try distanceFromHome(badge, at: 0.15 + 0.9 * duration), 0.1)
        // At the end the distance is about 0.1/√2 (as s grows, x² and v²/ω0² weigh alike in the
        // energy), so one 120 Hz frame earlier, e^(ω0/120) ≈ 1.14 times that, it is still within.
        for before in [1.0 / 120, 0.5 / 120, 0] {
            let time = before == 0 ? end.nextDown : end - before
            XCTAssertLessThanOrEqual(try distanceFromHome(badge, at: time), 0.1, "end − \(before)")
        }
        XCTAssertEqual(badge.frame(at: end), try controller().frame(at: 0))
    }

    // MARK: Frame interval

    // nextFrameTime(after: t) = min(t + 1/120, end): one 120 Hz frame on while it lasts, the end
    // itself when that is nearer (0.9 of a frame away), a whole frame when it is farther (1.1),
    // nil from the end on.
    func testTheNextFrameIsOneHundredTwentiethOfASecondOnOrTheEnd() throws {
        let badge = try released60PointsOut(reducesMotion: false)
        let end = try XCTUnwrap(badge.animationEndTime)
        let frame = 1.0 / 120
        XCTAssertEqual(badge.nextFrameTime(after: 0.15), 0.15 + frame)
        XCTAssertEqual(badge.nextFrameTime(after: 0.3), 0.3 + frame)
        let farther = end - 1.1 * frame
        XCTAssertEqual(badge.nextFrameTime(after: farther), farther + frame)
        XCTAssertEqual(badge.nextFrameTime(after: end - 0.9 * frame), end)
        XCTAssertEqual(badge.nextFrameTime(after: end.nextDown), end)
        XCTAssertNil(badge.nextFrameTime(after: end))
        XCTAssertNil(badge.nextFrameTime(after: end + 1))

        var bursting = try controller()
        try bursting.dismiss(time: 2)
        XCTAssertEqual(bursting.nextFrameTime(after: 2), 2 + frame)
    }

    // MARK: Fade

    // Reduce motion fades a dismissal over 0.2 s, opacity 1 − elapsed/0.2: 0.1 at 0.9 × 0.2 s,
    // 0.5 half-way, nothing drawn at 0.2 s and at 1.1 × 0.2 s.
    func testTheFadeLastsTwoTenthsOfASecondWithOpacityOneMinusItsProgress() throws {
        var badge = try controller(reducesMotion: true)
        try badge.dismiss(time: 0)
        XCTAssertEqual(badge.animationEndTime, 0.2)
        XCTAssertEqual(badge.frame(at: 0).opacity, 1)
        XCTAssertEqual(badge.frame(at: 0.1).opacity, 0.5, accuracy: 1e-12)
        let late = badge.frame(at: 0.9 * 0.2)
        XCTAssertEqual(late.phase, .bursting)
        XCTAssertNotNil(late.outline)
        XCTAssertEqual(late.opacity, 0.1, accuracy: 1e-12)
        XCTAssertTrue(late.particles.isEmpty)
        XCTAssertEqual(badge.frame(at: 0.2.nextDown).phase, .bursting)
        XCTAssertTrue(badge.frame(at: 0.2).isEmpty)
        XCTAssertTrue(badge.frame(at: 1.1 * 0.2).isEmpty)
        XCTAssertEqual(badge.frame(at: 1.1 * 0.2).phase, .dismissed)
        var early = badge
        XCTAssertEqual(try early.advance(to: 0.2.nextDown), [])
        XCTAssertEqual(try badge.advance(to: 0.2), .dismissed)
    }

    // MARK: Hit slop

    // The default slop is 8 pt beyond the drawn edge (radius 10): 0.9 × 8 out grabs, 1.1 × 8 out
    // misses, along an axis and along the diagonal (3, 4)/5.
    func testTheDefaultHitSlopOfEightPointsGrabsAtNineTenthsAndMissesAtElevenTenths() throws {
        var badge = try controller()
        XCTAssertEqual(badge.hitSlop, 8)
        for direction in [GooVector(x: 1, y: 0), GooVector(x: -0.6, y: 0.8)] {
            XCTAssertTrue(badge.hits(home + direction * (10 + 0.9 * 8), at: 0), "\(direction)")
            XCTAssertFalse(badge.hits(home + direction * (10 + 1.1 * 8), at: 0), "\(direction)")
        }
        XCTAssertEqual(
            try badge.touchDown(at: home + GooVector(x: 0, y: 10 + 1.1 * 8), time: 0), [])
        XCTAssertEqual(
            try badge.touchDown(at: home + GooVector(x: 0, y: 10 + 0.9 * 8), time: 0), .grabbed)
    }

    // The slop given is the one used: 20 pt grabs at 18 out, misses at 22; none grabs only on the
    // shape (9.9 from home) and misses at 10.1.
    func testAGivenHitSlopIsTheOneUsed() throws {
        let wide = try controller(hitSlop: 20)
        XCTAssertTrue(wide.hits(GooPoint(x: 100 + 10 + 0.9 * 20, y: 100), at: 0))
        XCTAssertFalse(wide.hits(GooPoint(x: 100 + 10 + 1.1 * 20, y: 100), at: 0))
        let none = try controller(hitSlop: 0)
        XCTAssertTrue(none.hits(GooPoint(x: 100 + 0.99 * 10, y: 100), at: 0))
        XCTAssertFalse(none.hits(GooPoint(x: 100 + 1.01 * 10, y: 100), at: 0))
    }

    // MARK: Particles

    // A burst has 12 particles while it lasts (the default burst is 0.6 s), none after.
    func testABurstHasTwelveParticles() throws {
        var badge = try controller()
        try badge.dismiss(time: 0)
        XCTAssertEqual(GooBadgeController.particleCount, 12)
        XCTAssertEqual(badge.frame(at: 0).particles.count, 12)
        XCTAssertEqual(badge.frame(at: 0.3).particles.count, 12)
        XCTAssertEqual(badge.frame(at: 0.6).particles.count, 0)
    }

    // MARK: Cancel and the release velocity

    // A cancel is no lift: `releaseVelocity` is zero after it, not the last lift's velocity nor
    // the cancelled drag's estimate, and the return starts at rest (it never first moves away
    // from home, as a return flung outward would). A first drag at 1000 pt/s (samples 10 pt per
    // 10 ms) released 30 pt out gives exactly 1000 (three samples and the lift on one line).
    func testACancelLeavesNoReleaseVelocityAndTheReturnStartsAtRest() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        for step in 1...2 {
            try badge.touchMoved(
                to: GooPoint(x: 100 + 10 * Double(step), y: 100), time: 0.01 * Double(step))
        }
        try badge.touchUp(at: GooPoint(x: 130, y: 100), time: 0.03)
        XCTAssertEqual(badge.releaseVelocity.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(badge.releaseVelocity.y, 0, accuracy: 1e-9)
        XCTAssertEqual(try badge.advance(to: 10), .settled)
        XCTAssertEqual(badge.releaseVelocity.x, 1000, accuracy: 1e-6)  // kept until the next end

        try badge.touchDown(at: home, time: 10)
        for step in 1...3 {
            try badge.touchMoved(
                to: GooPoint(x: 100 + 10 * Double(step), y: 100), time: 10 + 0.01 * Double(step))
        }
        XCTAssertEqual(try badge.touchCancelled(time: 10.03), [])
        XCTAssertEqual(badge.releaseVelocity, .zero)
        let atCancel = try distanceFromHome(badge, at: 10.03)
        XCTAssertEqual(atCancel, 30, accuracy: 1e-9)
        XCTAssertLessThan(try distanceFromHome(badge, at: 10.04), atCancel)
    }
}
