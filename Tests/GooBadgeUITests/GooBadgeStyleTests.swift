import GooBadgeUI
import GooGeometry
import XCTest

/// The toolkit-neutral decisions both badges take from `GooBadgeStyle`: what a count shows, how
/// wide the badge is for its text, and the controller that drives it.
final class GooBadgeStyleTests: XCTestCase {
    func testTextShowsTheCountUpToTheMaximumThenAPlus() {
        let style = GooBadgeStyle.default
        XCTAssertNil(style.text(for: 0))
        XCTAssertNil(style.text(for: -3))
        XCTAssertEqual(style.text(for: 1), "1")
        XCTAssertEqual(style.text(for: 99), "99")
        XCTAssertEqual(style.text(for: 100), "99+")
        XCTAssertEqual(GooBadgeStyle(maximumCount: 9).text(for: 10), "9+")
    }

    func testAccessibilityLabelReadsTheCount() {
        let style = GooBadgeStyle.default
        XCTAssertNil(style.accessibilityLabel(for: 0))
        XCTAssertEqual(style.accessibilityLabel(for: 7), "7 unread")
        XCTAssertEqual(style.accessibilityLabel(for: 120), "more than 99 unread")
    }

    func testWidthIsRoundUntilTheTextAndPaddingAreWider() {
        let style = GooBadgeStyle.default  // 20 high, 6 of padding each side
        XCTAssertEqual(style.badgeWidth(forTextWidth: 0), 20)
        XCTAssertEqual(style.badgeWidth(forTextWidth: 8), 20)  // 8 + 12 = 20: still round
        XCTAssertEqual(style.badgeWidth(forTextWidth: 22), 34)  // "99+": a capsule
        XCTAssertEqual(style.badgeWidth(forTextWidth: .nan), 20)  // nothing measured yet
    }

    func testControllerIsACircleOrACapsuleAtTheCentre() throws {
        let style = GooBadgeStyle.default
        let round = try XCTUnwrap(
            style.controller(
                centeredAt: GooPoint(x: 30, y: 12), textWidth: 7, reducesMotion: false))
        XCTAssertEqual(round.badge.center, GooPoint(x: 30, y: 12))
        XCTAssertEqual(round.badge.radius, 10)
        XCTAssertNil(round.configuration.badgeWidth)
        XCTAssertFalse(round.reducesMotion)
        let wide = try XCTUnwrap(
            style.controller(centeredAt: GooPoint(x: 0, y: 0), textWidth: 22, reducesMotion: true))
        XCTAssertEqual(wide.configuration.badgeWidth, 34)
        XCTAssertEqual(wide.frame(at: 0).badgeBounds?.maxX, 17)
        XCTAssertTrue(wide.reducesMotion)
        XCTAssertNil(
            style.controller(
                centeredAt: GooPoint(x: .nan, y: 0), textWidth: 7, reducesMotion: false))
        XCTAssertNil(
            GooBadgeStyle(height: -2).controller(
                centeredAt: .zero, textWidth: 7, reducesMotion: false))
    }
}
