import GooGeometry
import GooTestSupport
import XCTest

/// The controller's life, example by example: each rule with hand-derived numbers.
///
/// The badge rests at (100, 100) with radius 10 and seed 000's rules (break beyond 100 pt,
/// anchor `10 − d/15`) unless a test says otherwise.
final class BadgeControllerTests: XCTestCase {
    private let home = GooPoint(x: 100, y: 100)

    private func controller(
        _ configuration: GooDragConfiguration = .default, reducesMotion: Bool = false
    ) throws -> GooBadgeController {
        try exampleBadge(at: home, configuration, reducesMotion: reducesMotion)
    }

    func testDefaultsArePinned() throws {
        let badge = try controller()
        XCTAssertEqual(badge.hitSlop, 8)
        XCTAssertEqual(badge.spring, .default)
        XCTAssertEqual(badge.burst, .default)
        XCTAssertFalse(badge.reducesMotion)
        XCTAssertEqual(badge.phase, .resting)
        XCTAssertNil(badge.time)
        XCTAssertEqual(badge.releaseVelocity, .zero)
        XCTAssertEqual(GooBadgeController.fadeDuration, 0.2)
        XCTAssertEqual(GooBadgeController.particleCount, 12)
        XCTAssertEqual(GooBadgeController.frameInterval, 1.0 / 120)
        XCTAssertEqual(GooBadgeController.settlingTolerance, 0.1)
    }

    // At rest the badge is drawn whole (never invisible until touched) and nothing moves.
    func testAtRestTheBadgeIsDrawnAndNoFrameIsNeeded() throws {
        let badge = try controller()
        let frame = badge.frame(at: 0)
        XCTAssertEqual(frame.phase, .resting)
        XCTAssertEqual(frame.badge?.center, home)
        XCTAssertEqual(frame.opacity, 1)
        XCTAssertTrue(frame.particles.isEmpty)
        XCTAssertEqual(frame.textCenter, home)
        XCTAssertEqual(frame.badgeBounds, GooBoundingBox(minX: 90, minY: 90, maxX: 110, maxY: 110))
        XCTAssertNil(badge.nextFrameTime(after: 0))
        XCTAssertNil(badge.nextFrameTime(after: 1e9))
    }

    // The hit slop, probed at fractional distances: the badge's edge is 10 from home, the slop 8,
    // so 17.9 grabs and 18.1 misses; a miss is answered, not an error, and changes nothing.
    func testATouchGrabsWithinTheSlopAndAMissIsAnswered() throws {
        var badge = try controller()
        XCTAssertFalse(badge.hits(GooPoint(x: 118.1, y: 100), at: 0))
        XCTAssertEqual(try badge.touchDown(at: GooPoint(x: 118.1, y: 100), time: 0), [])
        XCTAssertEqual(badge.phase, .resting)
        XCTAssertTrue(badge.hits(GooPoint(x: 117.9, y: 100), at: 0))
        XCTAssertEqual(try badge.touchDown(at: GooPoint(x: 117.9, y: 100), time: 0), .grabbed)
        XCTAssertEqual(badge.phase, .dragging(isAttached: true))
        // A second finger cannot grab a held badge.
        XCTAssertFalse(badge.hits(home, at: 0))
    }

    // Grabbed 6 pt right of its centre and moved by (30, 40): the badge's centre moves by the
    // same (30, 40), to (130, 140), d = 50; it does not jump under the finger.
    func testTheGrabOffsetIsKept() throws {
        var badge = try controller()
        try badge.touchDown(at: GooPoint(x: 106, y: 100), time: 0)
        XCTAssertEqual(badge.frame(at: 0).badge?.center, home)
        try badge.touchMoved(to: GooPoint(x: 136, y: 140), time: 0.016)
        let frame = badge.frame(at: 0.016)
        let center = try XCTUnwrap(frame.badge).center
        XCTAssertEqual(center, GooPoint(x: 130, y: 140))
        XCTAssertEqual((center - home).length, 50)
        XCTAssertEqual(try XCTUnwrap(frame.anchor).radius, 10 - 50.0 / 15, accuracy: 1e-12)
    }

    // Out past 100 pt the link breaks: it pinches off, and .broke comes once, when its neck
    // parts. Back within range it stays broken (QQ's rules), released at 60 pt it returns (no
    // dismissal), and the return ends at rest exactly.
    func testABrokenLinkReleasedWithinRangeReturnsHome() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 200, y: 100), time: 0.1), [])
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 200.5, y: 100), time: 0.2), [])
        XCTAssertEqual(badge.phase, .dragging(isAttached: true), "the neck has not parted yet")
        // The link at d = 100.5 is longer than 70 pt: it takes its length at 700 pt/s, and the
        // neck parts 30 % of the way.
        let duration = 100.5 / 700
        let parting = 0.2 + 0.3 * duration
        XCTAssertEqual(badge.nextFrameTime(after: 0.2), 0.2 + GooBadgeController.frameInterval)
        XCTAssertEqual(try badge.advance(to: parting - 1e-9), [])
        XCTAssertEqual(try badge.advance(to: parting + 1e-9), .broke)
        XCTAssertEqual(badge.phase, .dragging(isAttached: false))
        XCTAssertEqual(try badge.advance(to: 0.2 + duration + 1e-9), [])
        XCTAssertNil(badge.nextFrameTime(after: 0.2 + duration + 1e-9), "the pinch is over")
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 160, y: 100), time: 0.4), [])
        XCTAssertEqual(try badge.touchUp(at: GooPoint(x: 160, y: 100), time: 0.5), [])
        XCTAssertEqual(badge.phase, .returning)
        let end = try XCTUnwrap(returnEnd(of: badge, from: 0.5))
        XCTAssertEqual(try badge.advance(to: end - 1e-6), [])
        XCTAssertEqual(try badge.advance(to: end), .settled)
        XCTAssertEqual(badge.phase, .resting)
        XCTAssertEqual(badge.frame(at: end), try controller().frame(at: 0))
        XCTAssertNil(badge.nextFrameTime(after: end))
        XCTAssertEqual(try badge.advance(to: end + 10), [], "settled is delivered once")
    }

    /// The end of the current return: where `nextFrameTime` stops asking.
    private func returnEnd(of badge: GooBadgeController, from start: Double) -> Double? {
        var time = start
        var steps = 0
        while let next = badge.nextFrameTime(after: time), steps < 100_000 {
            XCTAssertGreaterThan(next, time)
            XCTAssertLessThanOrEqual(next - time, GooBadgeController.frameInterval)
            time = next
            steps += 1
        }
        return steps > 0 ? time : nil
    }

    // Pulled past the break and released: a burst of 12 particles at the badge for 0.6 s, no
    // badge and no anchor drawn meanwhile (PPDragDropBadgeView #2's red dot), then .dismissed
    // once and nothing drawn at all. The neck parted before the lift (at 0.1 + 0.3 × 150/700 ≈
    // 0.164 s): the lift reports it.
    func testAPullPastTheBreakBurstsThenDismissesOnce() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 250, y: 100), time: 0.1)
        XCTAssertEqual(try badge.touchUp(at: GooPoint(x: 250, y: 100), time: 0.2), .broke)
        XCTAssertEqual(badge.phase, .bursting)
        let burst = badge.frame(at: 0.2)
        XCTAssertNil(burst.badge)
        XCTAssertNil(burst.anchor)
        XCTAssertNil(burst.outline)
        XCTAssertEqual(burst.particles.count, 12)
        XCTAssertEqual(burst.particles.burst?.center, GooPoint(x: 250, y: 100))
        XCTAssertEqual(badge.frame(at: 0.7999).particles.count, 12)
        XCTAssertFalse(badge.hits(GooPoint(x: 250, y: 100), at: 0.3))
        XCTAssertEqual(try badge.touchDown(at: GooPoint(x: 250, y: 100), time: 0.3), [])
        XCTAssertEqual(badge.nextFrameTime(after: 0.79), 0.79 + 1.0 / 120)
        XCTAssertEqual(badge.nextFrameTime(after: 0.795), 0.8, "the last frame lands at the end")
        XCTAssertEqual(try badge.advance(to: 0.7999), [])
        XCTAssertEqual(try badge.advance(to: 0.8), .dismissed)
        XCTAssertEqual(badge.phase, .dismissed)
        XCTAssertTrue(badge.frame(at: 0.8).isEmpty)
        XCTAssertNil(badge.nextFrameTime(after: 0.8))
        XCTAssertEqual(try badge.advance(to: 5), [])
        XCTAssertTrue(badge.frame(at: 5).isEmpty)
    }

    // PPDragDropBadgeView #5: a small drag never makes the badge vanish. Released 3 pt away it
    // returns; the badge is drawn in every frame and nothing is dismissed.
    func testASmallDragNeverHidesTheBadge() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 103, y: 100), time: 0.05)
        var events = try badge.touchUp(at: GooPoint(x: 103, y: 100), time: 0.1)
        var time = 0.1
        var steps = 0
        while let next = badge.nextFrameTime(after: time), steps < 10_000 {
            XCTAssertGreaterThan(next, time)
            time = next
            steps += 1
            events.formUnion(try badge.advance(to: time))
            XCTAssertNotNil(badge.frame(at: time).outline)
        }
        XCTAssertEqual(events, .settled)
    }

    // A cancel always returns, whatever the distance: 300 pt out with the link broken, the
    // system takes the gesture; no .dismissed ever follows.
    func testACancelReturnsHomeAndNeverDismisses() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 400, y: 100), time: 0.05)
        XCTAssertEqual(try badge.touchCancelled(time: 0.1), [])
        XCTAssertEqual(badge.phase, .returning)
        XCTAssertEqual(badge.releaseVelocity, .zero)
        // The link goes on pinching off on the way home, at the rate of its 300 pt pull: 300/700 s
        // in all, the neck parting 30 % of the way.
        let parting = 0.05 + 0.3 * 300 / 700
        XCTAssertEqual(try badge.advance(to: parting - 1e-9), [])
        XCTAssertEqual(try badge.advance(to: parting + 1e-9), .broke)
        XCTAssertEqual(try badge.advance(to: 100), .settled)
    }

    // A touch during the return catches the badge where it is drawn: the frame after the catch
    // is the frame the return drew at that time, and the badge follows the finger from there.
    func testATouchDuringTheReturnCatchesTheBadgeWhereItIsDrawn() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 160, y: 130), time: 0.05)
        try badge.touchUp(at: GooPoint(x: 160, y: 130), time: 0.1)
        let drawn = badge.frame(at: 0.15)
        let drawnCenter = try XCTUnwrap(drawn.badge).center
        XCTAssertNotEqual(drawnCenter, home)
        let finger = drawnCenter + GooVector(x: 3, y: -2)
        XCTAssertEqual(try badge.touchDown(at: finger, time: 0.15), .grabbed)
        XCTAssertEqual(badge.phase, .dragging(isAttached: true))
        let caught = badge.frame(at: 0.15)
        XCTAssertEqual(caught.anchor, drawn.anchor)
        XCTAssertEqual(caught.badge, drawn.badge)
        try badge.touchMoved(to: finger + GooVector(x: 10, y: 0), time: 0.2)
        let moved = try XCTUnwrap(badge.frame(at: 0.2).badge).center
        XCTAssertEqual(moved.x, drawnCenter.x + 10, accuracy: 1e-9)
        XCTAssertEqual(moved.y, drawnCenter.y, accuracy: 1e-9)
    }

    // BGABadgeView #9: dismissing from code plays the burst too, at rest, during a drag (the
    // finger then no longer holds the badge) and during a return; twice is refused.
    func testAProgrammaticDismissPlaysTheBurst() throws {
        var resting = try controller()
        XCTAssertEqual(try resting.dismiss(time: 1), [])
        XCTAssertEqual(resting.phase, .bursting)
        XCTAssertEqual(resting.frame(at: 1).particles.burst?.center, home)
        assertThrows(GooBadgeError.alreadyDismissed) { try resting.dismiss(time: 1.1) }
        XCTAssertEqual(try resting.advance(to: 1.6), .dismissed)
        assertThrows(GooBadgeError.alreadyDismissed) { try resting.dismiss(time: 2) }

        var dragging = try controller()
        try dragging.touchDown(at: home, time: 0)
        try dragging.touchMoved(to: GooPoint(x: 130, y: 100), time: 0.1)
        try dragging.dismiss(time: 0.2)
        XCTAssertEqual(dragging.frame(at: 0.2).particles.burst?.center, GooPoint(x: 130, y: 100))
        assertThrows(GooBadgeError.notTouching) {
            try dragging.touchMoved(to: GooPoint(x: 140, y: 100), time: 0.3)
        }
        assertThrows(GooBadgeError.notTouching) {
            try dragging.touchUp(at: GooPoint(x: 140, y: 100), time: 0.3)
        }
    }

    // Reduce motion: the return never overshoots home (critically damped), and a dismissal fades
    // the badge as drawn over 0.2 s with no particles: opacity 1 at the start, 0.5 half-way.
    func testReduceMotionReturnsWithoutOvershootAndFadesInsteadOfBursting() throws {
        var badge = try controller(reducesMotion: true)
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: GooPoint(x: 160, y: 100), time: 0.05)
        try badge.touchUp(at: GooPoint(x: 160, y: 100), time: 0.05)
        var time = 0.05
        var steps = 0
        while let next = badge.nextFrameTime(after: time), steps < 10_000 {
            XCTAssertGreaterThan(next, time)
            time = next
            steps += 1
            let x = try XCTUnwrap(badge.frame(at: time).badge).center.x
            XCTAssertGreaterThanOrEqual(x, home.x, "no overshoot at \(time)")
        }
        try badge.advance(to: time)
        try badge.dismiss(time: 10)
        let start = badge.frame(at: 10)
        XCTAssertTrue(start.particles.isEmpty)
        XCTAssertEqual(start.opacity, 1)
        let resting = try controller().frame(at: 0)
        XCTAssertEqual(start.anchor, resting.anchor)
        XCTAssertEqual(start.badge, resting.badge)
        XCTAssertEqual(badge.frame(at: 10.1).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try badge.advance(to: 10.2), .dismissed)
        XCTAssertTrue(badge.frame(at: 10.2).isEmpty)
    }

    // A new count shows the badge at rest again; a burst cut short still reports .dismissed.
    func testResetShowsTheBadgeAgainAndReportsACutBurst() throws {
        var badge = try controller()
        try badge.dismiss(time: 0)
        XCTAssertEqual(try badge.reset(time: 0.1), .dismissed)
        XCTAssertEqual(badge.phase, .resting)
        XCTAssertEqual(badge.frame(at: 0.1), try controller().frame(at: 0))
        XCTAssertEqual(try badge.advance(to: 5), [], "the cut burst reports nothing more")
        try badge.dismiss(time: 6)
        try badge.advance(to: 7)
        XCTAssertEqual(try badge.reset(time: 8), [])
        XCTAssertEqual(try badge.touchDown(at: home, time: 9), .grabbed)
    }

    // With a reconnect distance of 80 pt: out past 100 breaks (the neck parts by the next
    // move, 0.1 s later), back to 79.5 reconnects: the link grows back over 79.5/700 s, the
    // pinch-off backwards, and .reconnected comes when its two sides meet, 70 % of the way.
    func testAReconnectIsReported() throws {
        var badge = try controller(
            GooDragConfiguration(reconnectDistance: .points(80)))
        try badge.touchDown(at: home, time: 0)
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 201, y: 100), time: 0.1), [])
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 180.5, y: 100), time: 0.2), .broke)
        XCTAssertEqual(try badge.touchMoved(to: GooPoint(x: 179.5, y: 100), time: 0.3), [])
        XCTAssertEqual(badge.phase, .dragging(isAttached: false))
        let growth = 79.5 / 700
        XCTAssertEqual(try badge.advance(to: 0.3 + 0.7 * growth - 1e-9), [])
        XCTAssertEqual(try badge.advance(to: 0.3 + 0.7 * growth + 1e-9), .reconnected)
        XCTAssertEqual(badge.phase, .dragging(isAttached: true))
        XCTAssertEqual(try XCTUnwrap(badge.animationEndTime), 0.3 + growth, accuracy: 1e-12)
        XCTAssertNil(badge.nextFrameTime(after: 0.3 + growth + 1e-12), "grown back")
    }

    // A capsule badge ("99+", 34 wide): its box and text centre follow the capsule.
    func testACapsuleBadgeHasItsBoxAndTextCentre() throws {
        var badge = try controller(GooDragConfiguration(badgeWidth: 34))
        XCTAssertEqual(
            badge.frame(at: 0).badgeBounds, GooBoundingBox(minX: 83, minY: 90, maxX: 117, maxY: 110)
        )
        // 16 right of centre is inside the capsule (half width 17), beyond a circle's 10 + 8.
        XCTAssertTrue(badge.hits(GooPoint(x: 116 + 8, y: 100), at: 0))
        try badge.touchDown(at: GooPoint(x: 116, y: 100), time: 0)
        try badge.touchMoved(to: GooPoint(x: 146, y: 100), time: 0.1)
        XCTAssertEqual(badge.frame(at: 0.1).textCenter, GooPoint(x: 130, y: 100))
    }

    // Every refused setting names itself.
    func testInvalidSettingsAreRefused() throws {
        let circle = try GooCircle(center: home, radius: 10)
        for slop in [-0.5, .nan, .infinity, -.infinity] {
            assertThrows(GooBadgeError.invalidHitSlop, "\(slop)") {
                try GooBadgeController(badge: circle, hitSlop: slop)
            }
        }
        XCTAssertNoThrow(try GooBadgeController(badge: circle, hitSlop: 0))
        assertThrows(GooBadgeError.springNeverSettles) {
            try GooBadgeController(badge: circle, spring: GooSpring(dampingRatio: 0))
        }
        assertThrows(GooBadgeError.invalidConfiguration(.invalidBadgeWidth)) {
            try GooBadgeController(
                badge: circle, configuration: GooDragConfiguration(badgeWidth: 19.5))
        }
        assertThrows(GooBadgeError.invalidConfiguration(.reconnectBeyondBreak)) {
            try GooBadgeController(
                badge: circle,
                configuration: GooDragConfiguration(
                    breakDistance: .badgeRadii(3), reconnectDistance: .points(30.5)))
        }
    }

    // Every refused event names its rule, for every kind of bad value, and changes nothing: the
    // phase, the clock and what is drawn stay as they were.
    func testEveryRefusedEventNamesItsRuleAndChangesNothing() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 1)
        try badge.touchMoved(to: GooPoint(x: 130, y: 100), time: 1.1)
        let drawn = badge.frame(at: 1.1)
        func assertUnchanged(_ what: String, line: UInt = #line) {
            XCTAssertEqual(badge.phase, .dragging(isAttached: true), what, line: line)
            XCTAssertEqual(badge.time, 1.1, what, line: line)
            XCTAssertEqual(badge.frame(at: 1.1), drawn, what, line: line)
        }
        let finger = GooPoint(x: 140, y: 100)
        for time in [Double.nan, .infinity, -.infinity] {
            assertThrows(GooBadgeError.nonFiniteTime, "move at \(time)") {
                try badge.touchMoved(to: finger, time: time)
            }
            assertUnchanged("move at \(time)")
            assertThrows(GooBadgeError.nonFiniteTime, "up at \(time)") {
                try badge.touchUp(at: finger, time: time)
            }
            assertUnchanged("up at \(time)")
            assertThrows(GooBadgeError.nonFiniteTime, "cancel at \(time)") {
                try badge.touchCancelled(time: time)
            }
            assertUnchanged("cancel at \(time)")
            assertThrows(GooBadgeError.nonFiniteTime, "dismiss at \(time)") {
                try badge.dismiss(time: time)
            }
            assertUnchanged("dismiss at \(time)")
            assertThrows(GooBadgeError.nonFiniteTime, "reset at \(time)") {
                try badge.reset(time: time)
            }
            assertUnchanged("reset at \(time)")
            assertThrows(GooBadgeError.nonFiniteTime, "advance to \(time)") {
                try badge.advance(to: time)
            }
            assertUnchanged("advance to \(time)")
        }
        // A fraction of a millisecond earlier than the last event is still backwards.
        assertThrows(GooBadgeError.timeWentBackwards, "move") {
            try badge.touchMoved(to: finger, time: 1.0999)
        }
        assertUnchanged("move")
        assertThrows(GooBadgeError.timeWentBackwards, "up") {
            try badge.touchUp(at: finger, time: 1.0999)
        }
        assertUnchanged("up")
        assertThrows(GooBadgeError.timeWentBackwards, "advance") { try badge.advance(to: 0) }
        assertUnchanged("advance")
        assertThrows(GooBadgeError.timeWentBackwards, "reset") { try badge.reset(time: -1) }
        assertUnchanged("reset")
        for bad in [Double.nan, .infinity, -.infinity] {
            for point in [GooPoint(x: bad, y: 100), GooPoint(x: 100, y: bad)] {
                assertThrows(GooBadgeError.nonFinitePosition, "move to \(point)") {
                    try badge.touchMoved(to: point, time: 1.2)
                }
                assertUnchanged("move to \(point)")
                assertThrows(GooBadgeError.nonFinitePosition, "up at \(point)") {
                    try badge.touchUp(at: point, time: 1.2)
                }
                assertUnchanged("up at \(point)")
            }
        }
        // Finite, but the distance from home overflows a Double.
        for point in [GooPoint(x: 1.7e308, y: -1.7e308), GooPoint(x: -1.7e308, y: -1.7e308)] {
            assertThrows(GooBadgeError.positionOutOfRange, "move to \(point)") {
                try badge.touchMoved(to: point, time: 1.2)
            }
            assertUnchanged("move to \(point)")
            assertThrows(GooBadgeError.positionOutOfRange, "up at \(point)") {
                try badge.touchUp(at: point, time: 1.2)
            }
            assertUnchanged("up at \(point)")
        }
        assertThrows(GooBadgeError.alreadyTouching, "a second finger") {
            try badge.touchDown(at: GooPoint(x: 130, y: 100), time: 1.2)
        }
        assertUnchanged("a second finger")

        // Out of order: a move, a lift or a cancel before any touch, and after the lift.
        var resting = try controller()
        for phase in ["before a touch", "after the lift"] {
            assertThrows(GooBadgeError.notTouching, "move \(phase)") {
                try resting.touchMoved(to: home, time: 2)
            }
            assertThrows(GooBadgeError.notTouching, "up \(phase)") {
                try resting.touchUp(at: home, time: 2)
            }
            assertThrows(GooBadgeError.notTouching, "cancel \(phase)") {
                try resting.touchCancelled(time: 2)
            }
            try resting.touchDown(at: home, time: 2)
            try resting.touchUp(at: home, time: 2)
        }
        XCTAssertEqual(resting.phase, .resting)
        // A non-finite touch down is refused too (a finite one far away only misses).
        for point in [GooPoint(x: .nan, y: 0), GooPoint(x: 0, y: -.infinity)] {
            assertThrows(GooBadgeError.nonFinitePosition, "down at \(point)") {
                try resting.touchDown(at: point, time: 3)
            }
        }
        XCTAssertEqual(try resting.touchDown(at: GooPoint(x: 1.7e308, y: 1.7e308), time: 3), [])
    }

    // Found by the fuzzer: at times near 1e300 an animation's end rounds to its start (1e300 +
    // 0.6 is 1e300), so a burst or a fade is over in the call that starts it and reports its
    // dismissal there; a fade's opacity is never 0/0. And a fade drawn at a NaN or infinite time
    // is its start or its end, finite.
    func testAnAnimationTooShortToLastAtItsTimeEndsAtOnceAndEveryOpacityIsFinite() throws {
        let time = 1e300
        var released = try controller()
        try released.touchDown(at: home, time: time)
        try released.touchMoved(to: GooPoint(x: 250, y: 100), time: time)
        // The burst takes the pinching link as the rules have it: its neck parts at the lift.
        XCTAssertEqual(
            try released.touchUp(at: GooPoint(x: 250, y: 100), time: time), [.broke, .dismissed])
        XCTAssertEqual(released.phase, .dismissed)
        XCTAssertTrue(released.frame(at: time).isEmpty)
        for reducesMotion in [false, true] {
            var badge = try controller(reducesMotion: reducesMotion)
            XCTAssertEqual(try badge.dismiss(time: time), .dismissed, "\(reducesMotion)")
            XCTAssertEqual(badge.phase, .dismissed, "\(reducesMotion)")
            XCTAssertNil(badge.nextFrameTime(after: time), "\(reducesMotion)")
        }
        var fading = try controller(reducesMotion: true)
        try fading.dismiss(time: 5)
        for probe in [Double.nan, -.infinity, 4, 5.1, .infinity] {
            let opacity = fading.frame(at: probe).opacity
            XCTAssertTrue(opacity.isFinite && opacity >= 0 && opacity <= 1, "\(probe): \(opacity)")
        }
        XCTAssertEqual(fading.frame(at: .nan).opacity, 1)
        XCTAssertTrue(fading.frame(at: .infinity).isEmpty)
    }

    func testMonotonicKeepsTheClockFromGoingBackwards() throws {
        var badge = try GooBadgeController(badge: try GooCircle(x: 10, y: 10, radius: 10))
        XCTAssertEqual(badge.monotonic(5), 5)  // no event yet
        try badge.advance(to: 2)
        XCTAssertEqual(badge.monotonic(1.5), 2)  // a touch stamped before the last frame
        XCTAssertEqual(badge.monotonic(3), 3)
        XCTAssertTrue(badge.monotonic(.nan).isNaN)  // refused by the event, not hidden here
        XCTAssertNoThrow(try badge.touchDown(at: GooPoint(x: 10, y: 10), time: badge.monotonic(1)))
    }

    func testTheBadgeMovesFromTheGrabUntilItRestsOrIsGone() throws {
        var badge = try GooBadgeController(badge: try GooCircle(x: 10, y: 10, radius: 10))
        XCTAssertFalse(badge.isMoving)  // resting
        try badge.touchDown(at: GooPoint(x: 10, y: 10), time: 0)
        XCTAssertTrue(badge.isMoving)  // dragging
        try badge.touchUp(at: GooPoint(x: 12, y: 10), time: 0.01)
        XCTAssertEqual(badge.phase, .returning)
        XCTAssertTrue(badge.isMoving)
        try badge.advance(to: 5)
        XCTAssertEqual(badge.phase, .resting)
        XCTAssertFalse(badge.isMoving)
        try badge.dismiss(time: 5)
        XCTAssertEqual(badge.phase, .bursting)
        XCTAssertTrue(badge.isMoving)
        try badge.advance(to: 10)
        XCTAssertEqual(badge.phase, .dismissed)
        XCTAssertFalse(badge.isMoving)
    }

    func testEventsPrintInTheOrderACallDeliversThem() {
        XCTAssertEqual(
            GooBadgeController.Events([.broke, .settled]).description, "[settled, broke]")
        XCTAssertEqual(GooBadgeController.Events().description, "[]")
        XCTAssertEqual(
            GooBadgeController.Events([.grabbed, .reconnected, .dismissed]).description,
            "[dismissed, grabbed, reconnected]")
        // The one list behind the description and goo eval: every event once, animation ends
        // first, with the names of the static members.
        let named = GooBadgeController.Events.namedInDeliveryOrder
        XCTAssertEqual(
            named.map(\.name), ["settled", "dismissed", "grabbed", "broke", "reconnected"])
        XCTAssertEqual(
            named.map(\.event),
            [.settled, .dismissed, .grabbed, .broke, .reconnected] as [GooBadgeController.Events])
        XCTAssertEqual(
            named.reduce(into: GooBadgeController.Events()) { $0.formUnion($1.event) },
            [.settled, .dismissed, .grabbed, .broke, .reconnected])
    }

    func testErrorsDescribeThemselves() {
        XCTAssertEqual(
            GooBadgeError.invalidConfiguration(.invalidBadgeWidth).description,
            "configuration: badge width must be finite and ≥ 2 × the drag radius")
        XCTAssertEqual(GooBadgeError.timeWentBackwards.description, "time must not go backwards")
    }
}
