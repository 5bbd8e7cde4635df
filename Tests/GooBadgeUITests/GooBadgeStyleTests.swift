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
    // Every default is QQ's badge: #FF3B30 (red 0xFF = 255/255 = 1, green 0x3B = 59, blue
    // 0x30 = 48, each over 255), opaque white text, 13-point bold (700) text, 20 high, 6 of
    // padding, "99+" past 99.
    func testDefaultsAreQQsBadge() {
        let style = GooBadgeStyle.default
        XCTAssertEqual(style, GooBadgeStyle())
        XCTAssertEqual(style.fill.red, 1)
        XCTAssertEqual(style.fill.green, 59.0 / 255)
        XCTAssertEqual(style.fill.blue, 48.0 / 255)
        XCTAssertEqual(style.fill.alpha, 1)
        XCTAssertEqual(style.textColor, GooBadgeColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(style.fontSize, 13)
        XCTAssertEqual(style.fontWeight, 700)
        XCTAssertEqual(style.standardFontWeight, 700)
        XCTAssertEqual(style.height, 20)
        XCTAssertEqual(style.horizontalPadding, 6)
        XCTAssertEqual(style.maximumCount, 99)
    }

    // The count rules on both sides of maximumCount (99 and 100, for the default and for 9) and
    // of zero (1 shows, 0 and below show nothing): the text, the text as drawn and the label
    // agree on which side each count is.
    func testEveryCountRuleHoldsOnBothSidesOfTheMaximumAndOfZero() {
        let style = GooBadgeStyle.default
        XCTAssertEqual(style.text(for: 98), "98")
        XCTAssertEqual(style.text(for: 99), "99")
        XCTAssertEqual(style.text(for: 100), "99+")
        XCTAssertEqual(style.text(for: .max), "99+")
        XCTAssertEqual(style.accessibilityLabel(for: 99), "99 unread")
        XCTAssertEqual(style.accessibilityLabel(for: 100), "more than 99 unread")
        XCTAssertEqual(style.accessibilityLabel(for: 1), "1 unread")
        for count in [0, -1, Int.min] {
            XCTAssertNil(style.text(for: count), "\(count)")
            XCTAssertNil(style.displayText(for: count), "\(count)")
            XCTAssertNil(style.accessibilityLabel(for: count), "\(count)")
        }
        XCTAssertEqual(style.text(for: 1), "1")

        let single = GooBadgeStyle(maximumCount: 9)
        XCTAssertEqual(single.text(for: 9), "9")
        XCTAssertEqual(single.text(for: 10), "9+")
        XCTAssertEqual(single.accessibilityLabel(for: 9), "9 unread")
        XCTAssertEqual(single.accessibilityLabel(for: 10), "more than 9 unread")
    }

    // The drawn text is the text between two left-to-right marks (U+200E), so that "99+" never
    // reads "+99" in a right-to-left layout.
    func testTheDrawnTextIsTheTextBetweenLeftToRightMarks() {
        let style = GooBadgeStyle.default
        XCTAssertEqual(style.displayText(for: 7), "\u{200E}7\u{200E}")
        XCTAssertEqual(style.displayText(for: 99), "\u{200E}99\u{200E}")
        XCTAssertEqual(style.displayText(for: 100), "\u{200E}99+\u{200E}")
        XCTAssertEqual(style.displayText(for: 100)?.unicodeScalars.first, "\u{200E}")
        XCTAssertEqual(style.displayText(for: 100)?.unicodeScalars.count, 5)
    }

    // The capsule's switch from round: the text plus 2 × 6 of padding against the height 20, so
    // round up to a text exactly 8 wide (and at 0.9 × 8), wider by exactly the excess past it
    // (one ulp of width past 20, and 1.1 × 8 = 8.8: 8.8 + 12 = 20.8).
    func testTheBadgeTurnsFromRoundToACapsuleExactlyWhereTheTextAndPaddingPassTheHeight() {
        let style = GooBadgeStyle.default
        XCTAssertEqual(style.badgeWidth(forTextWidth: 0.9 * 8), 20)
        XCTAssertEqual(style.badgeWidth(forTextWidth: 8), 20)
        // One ulp of width past the height: the text 20.nextUp − 12 (exactly 8 + 2 ulps of 8; 8 + 1
        // ulp plus 12 rounds back to 20).
        XCTAssertEqual(style.badgeWidth(forTextWidth: 20.0.nextUp - 12), 20.0.nextUp)
        XCTAssertEqual(style.badgeWidth(forTextWidth: 1.1 * 8), 1.1 * 8 + 12, accuracy: 1e-12)
        XCTAssertEqual(style.badgeWidth(forTextWidth: 1.1 * 8), 20.8, accuracy: 1e-12)
        // Another height and padding: 30 high, 5 each side, so round up to a text 20 wide.
        let tall = GooBadgeStyle(height: 30, horizontalPadding: 5)
        XCTAssertEqual(tall.badgeWidth(forTextWidth: 0.9 * 20), 30)
        XCTAssertEqual(tall.badgeWidth(forTextWidth: 20), 30)
        XCTAssertEqual(tall.badgeWidth(forTextWidth: 1.1 * 20), 32, accuracy: 1e-12)
        // Round and a capsule as the controller builds them: a circle at exactly 8, else wide.
        let center = GooPoint(x: 0, y: 0)
        XCTAssertNil(
            style.controller(centeredAt: center, textWidth: 8, reducesMotion: false)?
                .configuration.badgeWidth)
        XCTAssertEqual(
            style.controller(centeredAt: center, textWidth: 8.8, reducesMotion: false)?
                .configuration.badgeWidth ?? 0, 20.8, accuracy: 1e-12)
    }

    // The String-free core the wasm uses: the number shown and its "+" on both sides of the
    // maximum and of zero, and the UTF-8 bytes, spelt by hand: U+200E is E2 80 8E in UTF-8,
    // "9" is 0x39, "+" 0x2B.
    func testTheStringFreeCoreSpellsTheSameTexts() {
        let style = GooBadgeStyle.default
        XCTAssertNil(style.shownNumber(for: 0))
        XCTAssertNil(style.shownNumber(for: Int.min))
        XCTAssertEqual(style.shownNumber(for: 1)?.number, 1)
        XCTAssertEqual(style.shownNumber(for: 99)?.isCapped, false)
        XCTAssertEqual(style.shownNumber(for: 100)?.number, 99)
        XCTAssertEqual(style.shownNumber(for: 100)?.isCapped, true)
        func bytes(_ spell: (Int, (UInt8) -> Void) -> Bool, _ count: Int) -> [UInt8]? {
            var bytes: [UInt8] = []
            return spell(count) { bytes.append($0) } ? bytes : nil
        }
        XCTAssertEqual(
            bytes(style.displayTextUTF8, 100),
            [0xE2, 0x80, 0x8E, 0x39, 0x39, 0x2B, 0xE2, 0x80, 0x8E])
        XCTAssertEqual(bytes(style.displayTextUTF8, 7), [0xE2, 0x80, 0x8E, 0x37, 0xE2, 0x80, 0x8E])
        XCTAssertNil(bytes(style.displayTextUTF8, 0))
        XCTAssertEqual(bytes(style.accessibilityLabelUTF8, 10), Array("10 unread".utf8))
        XCTAssertNil(bytes(style.accessibilityLabelUTF8, -1))
        // Any maximum spells: zero and a negative one (every positive count is past it).
        XCTAssertEqual(GooBadgeStyle(maximumCount: 0).text(for: 3), "0+")
        XCTAssertEqual(GooBadgeStyle(maximumCount: -12).text(for: 3), "-12+")
        XCTAssertEqual(GooBadgeStyle(maximumCount: .max).text(for: .max), "\(Int.max)")
        XCTAssertEqual(GooBadgeStyle(maximumCount: .min).text(for: 1), "\(Int.min)+")
    }
}
