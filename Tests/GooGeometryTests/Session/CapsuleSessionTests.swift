import GooTestSupport
import XCTest

@testable import GooGeometry

/// A drag of a capsule badge (``GooDragConfiguration/badgeWidth``): the session's plumbing, not
/// the capsule's outline (its geometry is tested with the outline builder).
///
/// Anchor (0, 0, r0 10) and seed 000's rules unless stated: r = 10 − d/15, break beyond d = 100.
/// A capsule of radius 10 and width w has the spine `x ± (w/2 − 10)` at the centre's y; its joint
/// toward the anchor is the circle of radius 10 at the spine point nearest (0, 0), found by hand
/// by clamping 0 to the spine's x range.
final class CapsuleSessionTests: XCTestCase {
    /// The anchor of every trace: (0, 0), resting radius 10.
    private var anchor: GooCircle {
        get throws { try circle(0, 0, 10) }
    }

    private func disk(_ center: GooPoint, _ radius: Double) throws -> GooCircle {
        try GooCircle(center: center, radius: radius)
    }

    private func session(
        badgeWidth: Double?, reconnect: GooDragConfiguration.Distance? = nil
    ) throws -> GooDragSession {
        try GooDragSession(
            anchor: try anchor,
            configuration: GooDragConfiguration(
                reconnectDistance: reconnect, badgeWidth: badgeWidth))
    }

    private func capsule(_ x: Double, _ y: Double, width: Double) throws -> GooCapsule {
        try GooCapsule(center: GooPoint(x: x, y: y), radius: 10, width: width)
    }

    // MARK: Configuration

    func testBadgeWidthDefaultsToNilAndARoundBadgeTwiceTheDragRadiusWide() throws {
        XCTAssertNil(GooDragConfiguration.default.badgeWidth)
        XCTAssertNil(try GooDragConfiguration().badgeWidth)
        XCTAssertEqual(GooDragSession(anchor: try anchor).badgeWidth, 20)
        let smaller = try GooDragSession(
            anchor: try anchor, configuration: GooDragConfiguration(dragRadius: 7.25))
        XCTAssertEqual(smaller.badgeWidth, 14.5)
        XCTAssertEqual(smaller.frame.badge, GooCapsule(smaller.frame.drag))
    }

    func testBadgeWidthMustBeFiniteAndAtLeastTwiceTheDragRadius() {
        let rows: [(width: Double, valid: Bool)] = [
            (20, true), (20.5, true), (1e300, true), (20 - 1e-9, false), (0, false), (-1, false),
            (.nan, false), (.infinity, false), (-.infinity, false),
        ]
        forEachRow(rows) { row in
            let make = { try GooDragConfiguration(dragRadius: 10, badgeWidth: row.width) }
            if row.valid {
                XCTAssertEqual(try make().badgeWidth, row.width, "\(row.width)")
            } else {
                assertThrows(GooDragConfigurationError.invalidBadgeWidth, "\(row.width)", make)
            }
        }
        XCTAssertEqual(
            "\(GooDragConfigurationError.invalidBadgeWidth)",
            "badge width must be finite and ≥ 2 × the drag radius")
    }

    // Without a drag radius the configuration can only refuse what no radius allows (negative,
    // NaN, infinite); the session knows r0 = 10 and refuses widths below 20.
    func testWithoutADragRadiusTheSessionChecksTheWidthAgainstTheRestingRadius() throws {
        assertThrows(GooDragConfigurationError.invalidBadgeWidth) {
            try GooDragConfiguration(badgeWidth: -0.5)
        }
        assertThrows(GooDragConfigurationError.invalidBadgeWidth) {
            try GooDragConfiguration(badgeWidth: .nan)
        }
        assertThrows(GooDragConfigurationError.invalidBadgeWidth) {
            try self.session(badgeWidth: 20 - 1e-9)
        }
        XCTAssertEqual(try session(badgeWidth: 20).badgeWidth, 20)
        XCTAssertEqual(try session(badgeWidth: 20.5).badgeWidth, 20.5)
        // A configuration's own drag radius decides instead of r0.
        let narrow = try GooDragSession(
            anchor: try anchor,
            configuration: GooDragConfiguration(dragRadius: 9.75, badgeWidth: 19.5))
        XCTAssertEqual(narrow.badgeWidth, 19.5)
    }

    // MARK: Frames

    // At rest the badge is the capsule centred on the anchor, and its joint is centred there too
    // (the anchor's centre is on the spine).
    func testAtRestTheBadgeIsTheCapsuleCentredOnTheAnchor() throws {
        let session = try session(badgeWidth: 60)
        XCTAssertEqual(session.frame.badge, try capsule(0, 0, width: 60))
        XCTAssertEqual(session.frame.drag, try anchor)
        XCTAssertEqual(session.frame.outline.badge, session.frame.badge)
        XCTAssertNil(session.frame.connector)
    }

    func testAWidthOfTwiceTheRadiusDrawsExactlyTheRoundBadge() throws {
        var round = try session(badgeWidth: nil)
        var exact = try session(badgeWidth: 20)
        let trace = [
            GooPoint(x: 0, y: 0), GooPoint(x: 30.5, y: -12), GooPoint(x: 99.5, y: 3),
            GooPoint(x: 140, y: 0), GooPoint(x: -7, y: 2.25), GooPoint(x: 42, y: 42),
        ]
        try round.begin(at: trace[0])
        try exact.begin(at: trace[0])
        for position in trace.dropFirst() {
            try round.move(to: position)
            try exact.move(to: position)
            XCTAssertEqual(round.frame, exact.frame, "\(position)")
            XCTAssertEqual(round.frame.drag.center, position)
            XCTAssertEqual(round.frame.badge, GooCapsule(round.frame.drag))
            XCTAssertEqual(round.frame.outline, exact.frame.outline, "\(position)")
        }
        try round.end(at: GooPoint(x: 30, y: 0))
        try exact.end(at: GooPoint(x: 30, y: 0))
        for time in [0, 0.05, 0.3, 2] {
            XCTAssertEqual(
                round.springBack().frame(at: time), exact.springBack().frame(at: time), "\(time)")
        }
    }

    // A radius of 1e308 makes `2·r` overflow to +∞: the round badge must still be the circle
    // under the finger, not a capsule with an endless spine whose joint sits on the anchor.
    func testARoundBadgeWhoseDiameterOverflowsStaysUnderTheFinger() throws {
        var session = try GooDragSession(anchor: circle(0, 0, 1e308))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 50, y: -20))
        XCTAssertEqual(session.frame.drag.center, GooPoint(x: 50, y: -20))
        XCTAssertEqual(session.frame.badge.center, GooPoint(x: 50, y: -20))
    }

    // Width 60: the spine is the centre's x ± 20. At (50, 0) it spans 30…70, nearest 0 is 30; at
    // (15, 40) it spans −5…35, so the joint is straight below the anchor at (0, 40); at
    // (−50, −20) it spans −70…−30, nearest −30.
    func testTheConnectorJoinsTheSpineCircleNearestTheAnchor() throws {
        var session = try session(badgeWidth: 60)
        try session.begin(at: .zero)
        let rows: [(finger: GooPoint, joint: GooPoint)] = [
            (GooPoint(x: 50, y: 0), GooPoint(x: 30, y: 0)),
            (GooPoint(x: 15, y: 40), GooPoint(x: 0, y: 40)),
            (GooPoint(x: -50, y: -20), GooPoint(x: -30, y: -20)),
        ]
        for row in rows {
            try session.move(to: row.finger)
            let frame = session.frame
            XCTAssertEqual(frame.badge, try capsule(row.finger.x, row.finger.y, width: 60))
            XCTAssertEqual(frame.drag, try disk(row.joint, 10))
            XCTAssertEqual(
                frame.connector,
                GooConnector.between(anchor: frame.anchor, drag: frame.drag, style: .quadratic)
                    .connector)
            XCTAssertEqual(frame.outline.drag, frame.drag)
            XCTAssertEqual(frame.outline.badge, frame.badge)
            XCTAssertEqual(frame.outline.boundary, frame.connector?.boundary)
        }
    }

    // Width 200 (spine ± 90). The rules use the finger's distance, not the joint's: at (60, 0)
    // the joint is on the anchor (d_joint = 0) yet the anchor has shrunk to 10 − 60/15 = 6, and at
    // (100.5, 0) the joint (10.5, 0) is near but d = 100.5 > 100 breaks the link.
    func testTheRulesMeasureTheDistanceToTheBadgeCentre() throws {
        var session = try session(badgeWidth: 200)
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 60, y: 0))
        XCTAssertEqual(session.frame.distance, 60)
        XCTAssertEqual(session.frame.anchor.radius, 6, accuracy: 1e-15)
        XCTAssertEqual(session.frame.drag.center, .zero)
        XCTAssertTrue(session.frame.isAttached)
        XCTAssertNil(session.frame.connector, "coincident centres: no connector")
        try session.move(to: GooPoint(x: 100.5, y: 0))
        XCTAssertEqual(session.frame.drag.center, GooPoint(x: 10.5, y: 0))
        XCTAssertEqual(session.frame.distance, 100.5)
        XCTAssertFalse(session.frame.isAttached)
        XCTAssertEqual(try session.end(at: GooPoint(x: 100.5, y: 0)), .dismiss)
    }

    // A broken link draws the capsule alone: the outline's anchor is a point at the badge's centre
    // (inside it), with no connector. A round badge keeps its one-disk outline.
    func testABrokenLinkOutlinesTheBadgeAlone() throws {
        var capsule = try session(badgeWidth: 60)
        try capsule.begin(at: .zero)
        try capsule.move(to: GooPoint(x: 120, y: 5))
        let frame = capsule.frame
        XCTAssertFalse(frame.isAttached)
        XCTAssertEqual(frame.outline.badge, try self.capsule(120, 5, width: 60))
        XCTAssertNil(frame.outline.boundary)
        XCTAssertEqual(frame.outline.anchor, try disk(GooPoint(x: 120, y: 5), 0))
        XCTAssertEqual(frame.outline(CubicConnector.self), frame.outline)

        var round = try session(badgeWidth: nil)
        try round.begin(at: .zero)
        try round.move(to: GooPoint(x: 120, y: 5))
        XCTAssertEqual(
            round.frame.outline,
            GooOutline(anchor: round.frame.drag, badge: GooCapsule(round.frame.drag), style: nil))
    }

    // MARK: Spring back

    // Released attached at (50, 0), width 60: the spring starts at the finger, not at the joint
    // (30, 0), and its first frame is the last drag frame.
    func testSpringBackStartsAtTheBadgeCentreAndCarriesTheCapsule() throws {
        var session = try session(badgeWidth: 60)
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 50, y: 0))
        XCTAssertEqual(try session.end(at: GooPoint(x: 50, y: 0)), .springBack)
        let home = session.springBack()
        XCTAssertEqual(home.start, GooPoint(x: 50, y: 0))
        XCTAssertEqual(home.frame(at: 0), session.frame)
        for time in [0.05, 0.2, 1.5] {
            let frame = home.frame(at: time)
            let position = home.position(at: time)
            XCTAssertEqual(frame.badge, try capsule(position.x, position.y, width: 60), "\(time)")
            XCTAssertEqual(frame.drag, frame.badge.joint(facing: .zero), "\(time)")
        }
    }

    // Broken at (150, 0), released at (25, 0). Width 60: the spine spans 5…45, 5 from the
    // anchor's centre, so the capsule hides an anchor of radius 10 − 5 = 5, less than the shrink
    // 10 − 25/15 = 8.33…: attached, anchor 5. A round badge, 25 away, hides none: detached.
    func testABrokenLinkComesBackUnderTheCapsuleOnceItsSpineIsWithinTheRadius() throws {
        for (width, attached, radius) in [(60.0, true, 5.0), (20, false, 10 - 25.0 / 15)] {
            var session = try session(badgeWidth: width)
            try session.begin(at: .zero)
            try session.move(to: GooPoint(x: 150, y: 0))
            try session.move(to: GooPoint(x: 25, y: 0))
            XCTAssertFalse(session.frame.isAttached)
            XCTAssertEqual(try session.end(at: GooPoint(x: 25, y: 0)), .springBack)
            let frame = session.springBack().frame(at: 0)
            XCTAssertEqual(frame.isAttached, attached, "\(width)")
            XCTAssertEqual(frame.anchor.radius, radius, accuracy: 1e-14, "\(width)")
            XCTAssertEqual(frame.distance, 25)
        }
    }

    // MARK: Properties

    // Over random traces, the width changes the drawing only: distance, anchor and link are
    // the round badge's, the badge is centred under the finger, and the connector's circle is its
    // joint toward the anchor.
    func testTheWidthNeverChangesTheRules() throws {
        var rng = SplitMix64(seed: 41)
        for iteration in 0..<200 {
            var (round, positions) = try randomTrace(&rng)
            let c = round.configuration
            let width = round.dragRadius * 2 + .random(in: 0...120, using: &rng)
            var capsule = try GooDragSession(
                anchor: round.restingAnchor,
                configuration: GooDragConfiguration(
                    shrink: c.shrink, breakDistance: c.breakDistance,
                    minimumAnchorRadius: c.minimumAnchorRadius,
                    reconnectDistance: c.reconnectDistance, release: c.release,
                    flingSpeed: c.flingSpeed, connectorStyle: c.connectorStyle,
                    dragRadius: c.dragRadius,
                    badgeWidth: width))
            try round.begin(at: round.restingAnchor.center)
            try capsule.begin(at: round.restingAnchor.center)
            for position in positions {
                try round.move(to: position)
                try capsule.move(to: position)
                let (r, f) = (round.frame, capsule.frame)
                XCTAssertEqual(f.distance, r.distance, "\(iteration)")
                XCTAssertEqual(f.anchor, r.anchor, "\(iteration)")
                XCTAssertEqual(f.isAttached, r.isAttached, "\(iteration)")
                XCTAssertEqual(f.badge.center, position, "\(iteration)")
                XCTAssertEqual(f.badge.width, width, "\(iteration)")
                XCTAssertEqual(
                    f.drag, f.badge.joint(facing: round.restingAnchor.center), "\(iteration)")
            }
        }
    }
}
