import GooBadgeUI
import GooGeometry
import XCTest

/// The drag rules a badge is given (`GooBadgeModel.configuration`, passed to
/// `GooBadgeStyle.controller(centeredAt:textWidth:configuration:reducesMotion:)`): every rule as
/// given, but the badge's width, which is the style's.
///
/// The badge: QQ's default style placed at (10, 10) with a text 7 points wide, a circle of radius
/// 10 (7 + 2 × 6 = 19 < 20). Grabbed at its centre, the dragged badge's centre is the finger, so a
/// finger at (10 + d, 10) is at distance d from home. The link breaks once d > breakDistance
/// (GooDragConfiguration: "within range" is d ≤ breakDistance); the default breaks past 100.
final class GooBadgeModelConfigurationTests: XCTestCase {
    private let home = GooPoint(x: 10, y: 10)

    private func badge(_ configuration: GooDragConfiguration = .default) -> GooBadgeModel {
        var badge = GooBadgeModel(count: 5, configuration: configuration)
        badge.place(centeredAt: home, textWidth: 7)
        return badge
    }

    /// The effects of a drag from home to distance `d` along x, and of the lift there.
    ///
    /// The move's are those of the frames until 0.19 s too: a link that breaks pinches off, and
    /// signals when its neck parts, 30 % of its time (within 0.09 s for a link up to 210 pt);
    /// the lift is at 0.2 s.
    private func drag(_ badge: inout GooBadgeModel, to d: Double) -> (
        move: GooBadgeModel.Effects, lift: GooBadgeModel.Effects
    ) {
        badge.touchDown(at: home, time: 0)
        let finger = GooPoint(x: home.x + d, y: home.y)
        let move = badge.touchMoved(to: finger, time: 0.1).union(badge.advance(to: 0.19))
        return (move, badge.touchUp(at: finger, time: 0.2))
    }

    /// Moves the finger to `point` at `time`, and returns its effects and those of the frames
    /// for the next 0.09 s (a pinch-off's neck parts within them).
    private func move(
        _ badge: inout GooBadgeModel, to point: GooPoint, at time: Double
    ) -> GooBadgeModel.Effects {
        badge.touchMoved(to: point, time: time).union(badge.advance(to: time + 0.09))
    }

    func testTheDefaultIsQQsRules() {
        let badge = GooBadgeModel()
        XCTAssertEqual(badge.configuration.breakDistance, .points(100))
        XCTAssertEqual(badge.configuration.release, .springBackWithinRange)
        XCTAssertNil(badge.configuration.reconnectDistance)
    }

    // A break distance of 50: at d = 50 the link holds and a lift springs home; at d = 50.5 it
    // breaks and the lift bursts, reported then. With the default (100) the same 50.5 holds.
    func testTheBreakDistanceIsTheConfigurations() throws {
        let rules = try GooDragConfiguration(breakDistance: .points(50))
        var within = badge(rules)
        XCTAssertEqual(drag(&within, to: 50).move, [])
        XCTAssertEqual(within.frame(at: 0.2)?.phase, .returning)
        var past = badge(rules)
        let effects = drag(&past, to: 50.5)
        XCTAssertEqual(effects.move, .signalBreak)
        XCTAssertEqual(effects.lift, .reportDismissal)
        var qq = badge()
        XCTAssertEqual(drag(&qq, to: 50.5).lift, [])
    }

    // "Dismiss once broken": a finger that broke the link past 50 and came back to 10 bursts the
    // badge at the lift; the default policy springs it home from there.
    func testTheReleasePolicyIsTheConfigurations() throws {
        for (release, expected) in [
            (
                GooDragConfiguration.ReleasePolicy.dismissOnceBroken,
                GooBadgeModel.Effects.reportDismissal
            ),
            (.springBackWithinRange, []),
        ] {
            var badge = badge(
                try GooDragConfiguration(breakDistance: .points(50), release: release))
            badge.touchDown(at: home, time: 0)
            XCTAssertEqual(move(&badge, to: GooPoint(x: 70, y: 10), at: 0.1), .signalBreak)
            badge.touchMoved(to: GooPoint(x: 20, y: 10), time: 0.2)
            XCTAssertEqual(
                badge.touchUp(at: GooPoint(x: 20, y: 10), time: 0.3), expected, "\(release)")
        }
    }

    // Rules given at rest apply at once; given during a drag, once the badge rests again (as a new
    // style does): the drag in progress keeps the rules it started with.
    func testNewRulesApplyAtRestAtOnceAndDuringADragOnceItRests() throws {
        let short = try GooDragConfiguration(breakDistance: .points(50))
        var badge = badge()
        badge.configuration = short
        var copy = badge
        XCTAssertEqual(drag(&copy, to: 60).move, .signalBreak)  // 60 > 50: the new rules
        badge.touchDown(at: home, time: 0)
        badge.configuration = .default
        XCTAssertEqual(move(&badge, to: GooPoint(x: 70, y: 10), at: 0.1), .signalBreak)
        badge.touchMoved(to: GooPoint(x: 20, y: 10), time: 0.2)
        badge.touchUp(at: GooPoint(x: 20, y: 10), time: 0.3)
        badge.advance(to: 5)  // home, at rest: now 100
        XCTAssertEqual(drag(&badge, to: 60).move, [])
    }

    // The style decides the width: the rules' own badge width is replaced by the capsule's (the
    // text 22 wide plus 2 × 6 = 34) or dropped for a round badge; every other rule is kept.
    func testTheStylesWidthReplacesTheRulesOwnAndTheRestIsKept() throws {
        let rules = try GooDragConfiguration(
            breakDistance: .points(70), minimumAnchorRadius: 2,
            reconnectDistance: .points(40), release: .dismissOnceBroken, flingSpeed: 900,
            connectorStyle: .tangent, dragRadius: 9, badgeWidth: 60)
        let style = GooBadgeStyle.default
        let wide = try XCTUnwrap(
            style.controller(
                centeredAt: .zero, textWidth: 22, configuration: rules, reducesMotion: false))
        XCTAssertEqual(wide.configuration.badgeWidth, 34)
        XCTAssertEqual(wide.configuration.breakDistance, .points(70))
        XCTAssertEqual(wide.configuration.minimumAnchorRadius, 2)
        XCTAssertEqual(wide.configuration.reconnectDistance, .points(40))
        XCTAssertEqual(wide.configuration.release, .dismissOnceBroken)
        XCTAssertEqual(wide.configuration.flingSpeed, 900)
        XCTAssertEqual(wide.configuration.connectorStyle, .tangent)
        XCTAssertEqual(wide.configuration.dragRadius, 9)
        XCTAssertEqual(wide.configuration.shrink.linearDivisor, 15)
        let round = try XCTUnwrap(
            style.controller(
                centeredAt: .zero, textWidth: 7, configuration: rules, reducesMotion: false))
        XCTAssertNil(round.configuration.badgeWidth)
        XCTAssertEqual(round.configuration.connectorStyle, .tangent)
    }

    // Rules that do not fit the badge build none: a drag radius of 20 needs a capsule at least
    // 40 wide, and "99+" is 34 (17 fits: 34 ≥ 2 × 17). The model then shows its count with
    // nothing to drag, as for a NaN place.
    func testRulesThatDoNotFitTheBadgeBuildNone() throws {
        let style = GooBadgeStyle.default
        let wide = { (radius: Double) in
            style.controller(
                centeredAt: .zero, textWidth: 22,
                configuration: try GooDragConfiguration(dragRadius: radius), reducesMotion: false)
        }
        XCTAssertNil(try wide(20))
        XCTAssertNotNil(try wide(17))
        var badge = GooBadgeModel(
            count: 120, configuration: try GooDragConfiguration(dragRadius: 20))
        badge.place(centeredAt: home, textWidth: 22)
        XCTAssertEqual(badge.text, "\u{200E}99+\u{200E}")
        XCTAssertNil(badge.frame(at: 0))
        XCTAssertEqual(badge.dismiss(time: 0), [])
    }
}
