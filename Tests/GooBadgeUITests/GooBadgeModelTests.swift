import GooBadgeUI
import GooGeometry
import XCTest
import GooTestSupport

/// The rule for a count and a dismissal that the SwiftUI, UIKit and web badges share, one case
/// at a time: a dismissal is reported once, when it is decided; the burst plays on whatever the
/// count; a new count during the burst cuts it short, unreported.
///
/// The badge: QQ's default style, placed at (10, 10) with a text 7 points wide (round: 7 + 12 <
/// 20), so its controller rests on a circle of radius 10 there. The default rules break the link
/// past 100 points (GooDragConfiguration's `breakDistance`), and the default burst lasts 0.6 s
/// (GooBurstTimeline's `duration`): a finger lifted 140 points away bursts the badge, and any time
/// from 5 s on is past every animation.
final class GooBadgeModelTests: XCTestCase {
    private let home = GooPoint(x: 10, y: 10)
    private let far = GooPoint(x: 150, y: 10)

    private func badge(count: Int = 5, reducesMotion: Bool = false) -> GooBadgeModel {
        var badge = GooBadgeModel(count: count, reducesMotion: reducesMotion)
        badge.place(centeredAt: home, textWidth: 7)
        return badge
    }

    /// Pulls the badge past the break and lifts it there at 0.2 s; returns the lift's effects
    /// but for the break's haptic: the link pinching off from 0.1 s parts its neck 30 % of
    /// 140/700 s later, at 0.16 s, and the lift delivers it.
    private func burst(_ badge: inout GooBadgeModel) -> GooBadgeModel.Effects {
        XCTAssertEqual(badge.touchDown(at: home, time: 0), [])
        XCTAssertEqual(badge.touchMoved(to: far, time: 0.1), [])
        var effects = badge.touchUp(at: far, time: 0.2)
        XCTAssertTrue(effects.contains(.signalBreak))
        effects.remove(.signalBreak)
        return effects
    }

    func testTheLiftThatBurstsReportsTheDismissalThenTheBurstsEndReportsNothing() {
        var badge = badge()
        XCTAssertEqual(burst(&badge), .reportDismissal)
        XCTAssertTrue(badge.isMoving)
        XCTAssertEqual(badge.frame(at: 0.3)?.particles.count, GooBadgeController.particleCount)
        XCTAssertNil(badge.text)  // the dismissed count is gone at once
        XCTAssertNil(badge.accessibilityLabel)
        XCTAssertEqual(badge.advance(to: 0.5), [])
        XCTAssertEqual(badge.advance(to: 5), [])  // the burst's end: no second report
        XCTAssertFalse(badge.isMoving)
        XCTAssertNil(badge.frame(at: 5))
        XCTAssertNil(badge.animationEndTime)
    }

    func testALiftWithinRangeAndACancelSpringHomeUnreported() {
        var badge = badge()
        badge.touchDown(at: home, time: 0)
        badge.touchMoved(to: GooPoint(x: 40, y: 10), time: 0.1)
        XCTAssertEqual(badge.touchUp(at: GooPoint(x: 40, y: 10), time: 0.5), [])
        XCTAssertEqual(badge.advance(to: 5), [])
        badge.touchDown(at: home, time: 6)
        badge.touchMoved(to: far, time: 6.1)
        // The system took it: home, unreported; the neck parted at 6.16 s (see `burst`), which
        // is the haptic's moment, not a dismissal.
        XCTAssertEqual(badge.touchCancelled(time: 6.2), .signalBreak)
        XCTAssertEqual(badge.advance(to: 10), [])
        XCTAssertEqual(badge.text, "\u{200E}5\u{200E}")
        XCTAssertEqual(badge.frame(at: 10)?.phase, .resting)
    }

    func testDismissFromCodeBurstsAndReportsOnceAtTheCall() {
        var badge = badge()
        XCTAssertEqual(badge.dismiss(time: 1), .reportDismissal)
        XCTAssertEqual(badge.frame(at: 1.2)?.particles.count, GooBadgeController.particleCount)
        XCTAssertEqual(badge.dismiss(time: 1.1), [])  // already bursting
        XCTAssertEqual(badge.advance(to: 5), [])
        XCTAssertEqual(badge.dismiss(time: 6), [])  // already gone
        var hidden = GooBadgeModel(count: 0)
        hidden.place(centeredAt: home, textWidth: 7)
        XCTAssertEqual(hidden.dismiss(time: 0), [])  // nothing shown, nothing to dismiss
        var unplaced = GooBadgeModel(count: 5)
        XCTAssertEqual(unplaced.dismiss(time: 0), [])  // not laid out yet
    }

    func testDismissDuringADragTakesTheBadgeFromTheFinger() {
        var badge = badge()
        badge.touchDown(at: home, time: 0)
        badge.touchMoved(to: GooPoint(x: 30, y: 10), time: 0.1)
        XCTAssertEqual(badge.dismiss(time: 0.2), .reportDismissal)
        XCTAssertFalse(badge.isDragging)
        XCTAssertEqual(badge.touchMoved(to: far, time: 0.3), [])  // refused: no finger holds it
        XCTAssertEqual(badge.touchUp(at: far, time: 0.4), [])
    }

    func testReduceMotionFadesAndReportsOnce() {
        var badge = badge(reducesMotion: true)
        XCTAssertEqual(badge.dismiss(time: 1), .reportDismissal)
        // GooBadgeController.fadeDuration is 0.2 s: halfway, half the opacity, no particle.
        let frame = badge.frame(at: 1.1)
        XCTAssertEqual(frame?.opacity ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(frame?.particles.count, 0)
        XCTAssertEqual(badge.advance(to: 2), [])
    }

    func testZeroDuringTheBurstLetsItPlayToItsEnd() {
        var badge = badge()
        XCTAssertEqual(badge.dismiss(time: 1), .reportDismissal)
        badge.show(count: 0)  // the app clears the count in onDismiss
        XCTAssertTrue(badge.isMoving)
        XCTAssertEqual(badge.frame(at: 1.3)?.particles.count, GooBadgeController.particleCount)
        XCTAssertEqual(badge.advance(to: 1.3), [])
        XCTAssertEqual(badge.advance(to: 5), [])
        XCTAssertNil(badge.frame(at: 5))
        badge.show(count: 2)  // a message later: shown
        XCTAssertEqual(badge.text, "\u{200E}2\u{200E}")
        XCTAssertEqual(badge.frame(at: 6)?.phase, .resting)
    }

    func testANewCountDuringTheBurstCutsItShortUnreported() {
        var badge = badge()
        XCTAssertEqual(burst(&badge), .reportDismissal)
        badge.show(count: 0)
        badge.show(count: 1)  // a new message arrives 0.1 s into the burst
        XCTAssertEqual(badge.text, "\u{200E}1\u{200E}")
        XCTAssertEqual(badge.accessibilityLabel, "1 unread")
        XCTAssertFalse(badge.isMoving)
        XCTAssertEqual(badge.frame(at: 0.3)?.phase, .resting)
        XCTAssertEqual(badge.frame(at: 0.3)?.particles.count, 0)
        XCTAssertEqual(badge.advance(to: 5), [])  // the cut burst never reports
        XCTAssertEqual(badge.text, "\u{200E}1\u{200E}")
        XCTAssertEqual(badge.dismiss(time: 6), .reportDismissal)  // the new count is dismissable
    }

    func testANewCountBeforeTheAppClearedTheOldOneAlsoCutsTheBurstShort() {
        var badge = badge()
        XCTAssertEqual(badge.dismiss(time: 1), .reportDismissal)
        badge.show(count: 6)  // the app never cleared 5; a sixth message arrives
        XCTAssertEqual(badge.text, "\u{200E}6\u{200E}")
        XCTAssertFalse(badge.isMoving)
        XCTAssertEqual(badge.advance(to: 5), [])
    }

    func testADismissedCountTheAppKeepsStaysHiddenUntilGivenAgain() {
        var badge = badge()
        XCTAssertEqual(badge.dismiss(time: 1), .reportDismissal)
        XCTAssertEqual(badge.advance(to: 5), [])
        XCTAssertNil(badge.text)
        XCTAssertEqual(badge.count, 5)  // the app did not clear it
        XCTAssertFalse(badge.hits(home, at: 5))
        badge.place(centeredAt: GooPoint(x: 30, y: 30), textWidth: 7)  // a layout pass
        XCTAssertNil(badge.frame(at: 5))
        badge.show(count: 5)  // a reused cell sets it again
        XCTAssertEqual(badge.text, "\u{200E}5\u{200E}")
        XCTAssertEqual(badge.frame(at: 6)?.textCenter, GooPoint(x: 30, y: 30))
    }

    func testZeroAtRestOrDuringADragHidesUnreported() {
        var badge = badge()
        badge.show(count: 0)
        XCTAssertNil(badge.text)
        XCTAssertNil(badge.frame(at: 0))
        XCTAssertEqual(badge.dismiss(time: 0), [])
        badge.show(count: -4)
        XCTAssertNil(badge.text)
        badge.show(count: 3)
        badge.touchDown(at: home, time: 1)
        badge.touchMoved(to: far, time: 1.1)
        badge.show(count: 0)  // read elsewhere while the finger holds it
        XCTAssertFalse(badge.isMoving)
        XCTAssertEqual(badge.touchUp(at: far, time: 1.2), [])  // nothing left to burst
    }

    func testACountDuringADragShowsAtOnceAndItsWidthOnceTheBadgeRests() {
        var badge = badge(count: 9)
        badge.touchDown(at: home, time: 0)
        badge.touchMoved(to: GooPoint(x: 40, y: 10), time: 0.1)
        badge.show(count: 120)
        badge.place(centeredAt: home, textWidth: 22)  // the toolkit measured "99+"
        XCTAssertEqual(badge.text, "\u{200E}99+\u{200E}")
        XCTAssertTrue(badge.isDragging)  // the finger keeps it
        XCTAssertEqual(badge.frame(at: 0.1)?.badgeBounds?.maxX, 50)  // still the round one
        badge.touchUp(at: GooPoint(x: 40, y: 10), time: 0.2)
        badge.advance(to: 5)
        // Back at rest: the capsule of "99+", 22 + 2 × 6 = 34 wide, centred at x = 10.
        XCTAssertEqual(badge.frame(at: 5)?.badgeBounds?.minX, -7)
        XCTAssertEqual(badge.frame(at: 5)?.badgeBounds?.maxX, 27)
    }

    func testANewStyleOrPlaceAppliesAtRestAtOnce() {
        var badge = badge()
        badge.style = GooBadgeStyle(height: 30)
        XCTAssertEqual(badge.frame(at: 0)?.badgeBounds?.maxY, 25)  // radius 15 around y = 10
        badge.place(centeredAt: GooPoint(x: 100, y: 100), textWidth: 7)
        XCTAssertEqual(badge.frame(at: 0)?.textCenter, GooPoint(x: 100, y: 100))
        XCTAssertTrue(badge.hits(GooPoint(x: 100, y: 100), at: 0))
        XCTAssertFalse(badge.hits(home, at: 0))
    }

    func testRefusedInputChangesNothing() {
        var badge = badge()
        XCTAssertEqual(badge.touchMoved(to: far, time: 0), [])  // no finger on it
        XCTAssertEqual(badge.touchUp(at: far, time: 0), [])
        XCTAssertEqual(badge.touchCancelled(time: 0), [])
        XCTAssertEqual(badge.dismiss(time: .nan), [])
        XCTAssertEqual(badge.dismiss(time: .infinity), [])
        XCTAssertEqual(badge.touchDown(at: GooPoint(x: .nan, y: 0), time: 0), [])
        XCTAssertFalse(badge.isDragging)
        XCTAssertEqual(badge.touchDown(at: GooPoint(x: 500, y: 500), time: 0), [])  // a miss
        XCTAssertFalse(badge.isDragging)
        XCTAssertEqual(badge.frame(at: 0)?.phase, .resting)
        XCTAssertEqual(badge.text, "\u{200E}5\u{200E}")
        // A time that goes backwards is read as the last one (one clock, readings out of order).
        XCTAssertEqual(badge.dismiss(time: -1), .reportDismissal)
    }

    func testANaNPlaceShowsTheTextButNothingToDrag() {
        var badge = GooBadgeModel(count: 5)
        badge.place(centeredAt: GooPoint(x: .nan, y: 0), textWidth: 7)
        XCTAssertEqual(badge.text, "\u{200E}5\u{200E}")
        XCTAssertNil(badge.frame(at: 0))
        XCTAssertEqual(badge.touchDown(at: .zero, time: 0), [])
        badge.place(centeredAt: home, textWidth: .nan)  // nothing measured yet: round
        XCTAssertEqual(badge.frame(at: 0)?.badgeBounds?.maxX, 20)
    }

    /// "Mark all as read": every badge shown bursts at once, each reported exactly once; the
    /// hidden ones report nothing; a second "mark all" reports nothing.
    func testMarkAllAsReadBurstsEveryShownBadgeAndReportsEachOnce() {
        var rng = SplitMix64(seed: 0x3A7C)
        var badges = (0..<60).map { row -> GooBadgeModel in
            let count = row % 4 == 0 ? -(row % 3) : Int.random(in: 1...150, using: &rng)
            var badge = GooBadgeModel(count: count)
            badge.place(centeredAt: GooPoint(x: 300, y: 44 * Double(row) + 22), textWidth: 7)
            return badge
        }
        let shown = badges.indices.filter { badges[$0].count > 0 }
        XCTAssertEqual(shown.count, 45)  // every fourth row has none
        var reports = Array(repeating: 0, count: badges.count)
        func markAll(at time: Double) {
            for row in badges.indices where badges[row].dismiss(time: time) == .reportDismissal {
                reports[row] += 1
                badges[row].show(count: 0)  // the app clears the count in onDismiss
            }
        }
        markAll(at: 1)
        XCTAssertEqual(reports.indices.filter { reports[$0] == 1 }, shown)
        for row in shown {
            XCTAssertTrue(badges[row].isMoving)
            XCTAssertEqual(badges[row].frame(at: 1.3)?.particles.count, 12)
        }
        markAll(at: 1.1)  // tapped again during the bursts
        for row in badges.indices { XCTAssertEqual(badges[row].advance(to: 5), []) }
        markAll(at: 6)
        XCTAssertEqual(reports.reduce(0, +), shown.count)
        XCTAssertTrue(badges.allSatisfy { $0.text == nil && $0.frame(at: 6) == nil })
    }
}
