import GooGeometry
import XCTest

/// The pinch-off and the merge, example by example, with hand-derived times.
///
/// The badge rests at (100, 100) with radius 10 and QQ's rules (anchor `10 − d/15`, break
/// beyond 100 pt) unless a test says otherwise. A pinch lasts `max(0.1 s, d / 700 pt/s)`, `d`
/// the distance between the centres; the neck parts 30 % of the way.
final class BadgePinchTests: XCTestCase {
    private let home = GooPoint(x: 100, y: 100)

    private func controller(
        _ configuration: GooDragConfiguration = .default, reducesMotion: Bool = false
    ) throws -> GooBadgeController {
        try exampleBadge(at: home, configuration, reducesMotion: reducesMotion)
    }

    private func point(_ distance: Double) -> GooPoint {
        GooPoint(x: home.x + distance, y: home.y)
    }

    func testThePinchDurationIsATenthOfASecond() {
        XCTAssertEqual(GooBadgeController.pinchDuration, 0.1)
    }

    // With a break at 60 pt: a link broken at 69.9 pt pinches off in 0.1 s, one at 70.1 pt in
    // 70.1/700 s.
    func testALinkLongerThan70PointsPinchesAt700PointsPerSecond() throws {
        for (distance, duration) in [(69.9, 0.1), (70.1, 70.1 / 700)] {
            var badge = try controller(GooDragConfiguration(breakDistance: .points(60)))
            try badge.touchDown(at: home, time: 0)
            try badge.touchMoved(to: point(60), time: 1)
            XCTAssertNil(badge.animationEndTime, "nothing moves on its own at \(distance)")
            XCTAssertEqual(try badge.touchMoved(to: point(distance), time: 2), [])
            let end = try XCTUnwrap(badge.animationEndTime)
            XCTAssertEqual(end, 2 + duration, accuracy: 1e-9, "at \(distance)")
            XCTAssertEqual(try badge.advance(to: 2 + 0.3 * duration - 1e-9), [])
            XCTAssertEqual(try badge.advance(to: 2 + 0.3 * duration + 1e-9), .broke)
            XCTAssertEqual(try badge.advance(to: end), [])
            XCTAssertNil(badge.animationEndTime)
            XCTAssertNil(badge.frame(at: end).anchor, "the anchor has shrunk to nothing")
        }
    }

    // The anchor as drawn while the link pinches off: whole (10 − 100/15) until the parted
    // link's last 60 %, then shrinking to nothing; never growing.
    func testTheAnchorShrinksToNothingAfterTheParting() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: point(100), time: 1)
        try badge.touchMoved(to: point(100.5), time: 2)
        let duration = try XCTUnwrap(badge.animationEndTime) - 2
        let whole = 10 - 100.0 / 15
        XCTAssertEqual(try XCTUnwrap(badge.frame(at: 2).anchor).radius, whole, accuracy: 1e-12)
        // The parted stage is the last 70 % of the pinch; the anchor shrinks over its last 60 %.
        let shrinkStart = 2 + duration * (0.3 + 0.7 * 0.4)
        XCTAssertEqual(
            try XCTUnwrap(badge.frame(at: shrinkStart - 1e-9).anchor).radius, whole,
            accuracy: 1e-9)
        var last = whole
        var shrinking = 0
        for step in 1..<100 {
            let time = shrinkStart + duration * 0.42 * Double(step) / 100
            guard let anchor = badge.frame(at: time).anchor else { break }
            XCTAssertLessThan(anchor.radius, last, "at \(time)")
            last = anchor.radius
            shrinking += 1
        }
        XCTAssertGreaterThan(shrinking, 90)
        XCTAssertLessThan(last, 1e-4)
    }

    // Out past the break and back within the reconnect distance before the neck parts: no event
    // at all, and the link grows back from where it was (the outline does not jump at the turn).
    func testCrossingBackBeforeTheNeckPartsTurnsItAroundWithoutAnEvent() throws {
        var badge = try controller(GooDragConfiguration(reconnectDistance: .points(99.5)))
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: point(100), time: 1)
        XCTAssertEqual(try badge.touchMoved(to: point(100.5), time: 2), [])
        let before = try XCTUnwrap(badge.frame(at: 2.02).outline)
        XCTAssertEqual(try badge.touchMoved(to: point(99), time: 2.02), [])
        let after = try XCTUnwrap(badge.frame(at: 2.02).outline)
        let turn = hausdorffDistance(
            before.flattened(tolerance: 0.01), after.flattened(tolerance: 0.01))
        XCTAssertLessThan(turn, 1.5 + 0.05, "the badge moved 1.5 pt")
        XCTAssertEqual(badge.phase, .dragging(isAttached: true))
        // It had pinched 0.02 s of 100.5/700; it grows back as fast as the link at 99 pt, 99/700 s
        // for the whole way, allows.
        let pinched = 0.02 / (100.5 / 700)
        let end = 2.02 + pinched * 99 / 700
        XCTAssertEqual(try XCTUnwrap(badge.animationEndTime), end, accuracy: 1e-9)
        XCTAssertEqual(try badge.advance(to: end), [])
        XCTAssertNil(badge.nextFrameTime(after: end))
        XCTAssertEqual(try XCTUnwrap(badge.frame(at: end).anchor).radius, 10 - 99.0 / 15)
    }

    // With reduce motion the link snaps as it always did: .broke with the move, no frame clock.
    func testReduceMotionKeepsTheInstantSnap() throws {
        var badge = try controller(reducesMotion: true)
        try badge.touchDown(at: home, time: 0)
        XCTAssertEqual(try badge.touchMoved(to: point(100), time: 1), [])
        XCTAssertEqual(try badge.touchMoved(to: point(100.5), time: 2), .broke)
        XCTAssertEqual(badge.phase, .dragging(isAttached: false))
        XCTAssertNil(badge.animationEndTime)
        XCTAssertNil(badge.frame(at: 2).anchor)
    }

    // A badge of radius 6 under QQ's rules: its anchor, 6 − d/15, has shrunk to nothing at
    // d = 90, which breaks the link there; with no anchor left to pinch off from, it snaps (and
    // the frame before it drew the bridge from a point).
    func testALinkWithNoAnchorLeftSnaps() throws {
        var badge = try GooBadgeController(badge: GooCircle(center: home, radius: 6))
        try badge.touchDown(at: home, time: 0)
        XCTAssertEqual(try badge.touchMoved(to: point(89.5), time: 1), [])
        XCTAssertEqual(try badge.touchMoved(to: point(90.5), time: 2), .broke)
        XCTAssertNil(badge.animationEndTime)
    }

    // Found by the fuzzer: a finger thrown 1e6 pt away pinches off in half a second, not in
    // 1e6/700 s; one at 349.9 pt takes 349.9/700 s.
    func testAPinchTakesAtMostHalfASecond() throws {
        for (distance, duration) in [(1e6, 0.5), (349.9, 349.9 / 700)] {
            var badge = try controller()
            try badge.touchDown(at: home, time: 0)
            try badge.touchMoved(to: point(distance), time: 1)
            XCTAssertEqual(
                try XCTUnwrap(badge.animationEndTime), 1 + duration, accuracy: 1e-12, "\(distance)")
        }
    }

    // A dismissal from code while the link pinches parts its neck at once: .broke with it.
    func testADismissalDuringAPinchPartsTheNeck() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: point(100.5), time: 1)
        XCTAssertEqual(try badge.dismiss(time: 1.01), .broke)
        XCTAssertEqual(badge.phase, .bursting)
        XCTAssertEqual(try badge.advance(to: 5), .dismissed)
    }

    // While the link pinches the frame clock runs at 120 Hz, and it stops at the pinch's end
    // exactly (the last frame is the broken link's).
    func testTheFrameClockRunsWhileTheLinkPinches() throws {
        var badge = try controller()
        try badge.touchDown(at: home, time: 0)
        try badge.touchMoved(to: point(100.5), time: 1)
        let end = try XCTUnwrap(badge.animationEndTime)
        var time = 1.0
        var frames = 0
        while let next = badge.nextFrameTime(after: time) {
            XCTAssertLessThanOrEqual(next - time, GooBadgeController.frameInterval + 1e-12)
            time = next
            try badge.advance(to: time)
            frames += 1
        }
        XCTAssertEqual(time, end, accuracy: 1e-12)
        // 100.5/700 s at 120 Hz, the last frame shortened to the end.
        let duration: Double = 100.5 / 700
        XCTAssertEqual(frames, Int((duration * 120).rounded(.up)))
        XCTAssertEqual(badge.phase, .dragging(isAttached: false))
    }
}
