import GooGeometry
import GooTestSupport
import XCTest

/// Golden traces for the drag rules.
///
/// Anchor (0, 0, r0 10), seed 000's defaults unless stated:
/// r = 10 − d/15, break beyond d = 100, no reconnect, spring back within range.
final class DragSessionTests: XCTestCase {
    /// The anchor of every trace: (0, 0), resting radius 10.
    private var anchor: GooCircle {
        get throws { try circle(0, 0, 10) }
    }

    private func session(
        _ configuration: GooDragConfiguration = .default
    ) throws -> GooDragSession {
        try GooDragSession(anchor: anchor, configuration: configuration)
    }

    func testRestingSessionShowsTheBadgeOnItsAnchor() throws {
        let frame = try session().frame
        XCTAssertEqual(frame.distance, 0)
        XCTAssertEqual(frame.anchor.radius, 10)
        XCTAssertTrue(frame.isAttached)
        XCTAssertNil(frame.connector)  // d = 0: no direction, no connector
    }

    // d = 60: r = 10 − 4 = 6. d = 100 is exactly the break distance: within range, attached,
    // r = 10 − 100/15. d = 100.5 breaks (r = 10 − 6.7 = 3.3). Back at d = 50 the link stays
    // broken (no reconnect), but the release there is within range: spring back (seed 000).
    func testCrossingTheBreakOutAndBackSpringsBackByDefault() throws {
        var drag = try session()
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 60, y: 0))
        XCTAssertEqual(drag.frame.anchor.radius, 6)
        XCTAssertTrue(drag.frame.isAttached)
        XCTAssertNotNil(drag.frame.connector)
        try drag.move(to: GooPoint(x: 100, y: 0))
        XCTAssertTrue(drag.frame.isAttached)
        XCTAssertEqual(drag.frame.anchor.radius, 10 - 100.0 / 15)
        try drag.move(to: GooPoint(x: 100.5, y: 0))
        XCTAssertFalse(drag.frame.isAttached)
        XCTAssertNil(drag.frame.connector)
        XCTAssertTrue(drag.hasBroken)
        XCTAssertEqual(drag.frame.anchor.radius, 3.3, accuracy: 1e-12)
        try drag.move(to: GooPoint(x: 0, y: 50))
        XCTAssertFalse(drag.frame.isAttached)
        let outcome = try drag.end(at: GooPoint(x: 0, y: 50))
        XCTAssertEqual(outcome, .springBack)
        XCTAssertEqual(drag.phase, .released(.springBack))
    }

    func testDismissOnceBrokenDismissesTheSameTrace() throws {
        var drag = try session(GooDragConfiguration(release: .dismissOnceBroken))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 100.5, y: 0))
        try drag.move(to: GooPoint(x: 50, y: 0))
        let outcome = try drag.end(at: GooPoint(x: 50, y: 0))
        XCTAssertEqual(outcome, .dismiss)
    }

    func testDismissOnceBrokenSpringsBackWhenTheLinkHeld() throws {
        var drag = try session(GooDragConfiguration(release: .dismissOnceBroken))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 100, y: 0))
        let outcome = try drag.end(at: GooPoint(x: 100, y: 0))
        XCTAssertEqual(outcome, .springBack)
    }

    // Every release policy with both reconnect modes (none, and 40 pt), on three traces:
    // held (out to 60, released there), broken and back (out to 101, released at 30) and
    // broken and out (released at 150). At 30 a 40 pt reconnect has attached the link again,
    // without one it is still broken; either way the link broke once, so seed 004's policy
    // dismisses, and seed 000's springs back because 30 ≤ 100. Beyond the break distance both
    // dismiss; a link that held springs back under both.
    func testEveryReleasePolicyWithAndWithoutReconnect() throws {
        let traces: [(name: String, path: [Double])] = [
            ("held", [60]), ("broken and back", [101, 30]), ("broken and out", [101, 150]),
        ]
        // Expected outcome per (policy, trace); the same with and without reconnect.
        let expected: [GooDragConfiguration.ReleasePolicy: [GooDragSession.ReleaseOutcome]] = [
            .springBackWithinRange: [.springBack, .springBack, .dismiss],
            .dismissOnceBroken: [.springBack, .dismiss, .dismiss],
        ]
        var rows: [(GooDragConfiguration.ReleasePolicy, GooDragConfiguration.Distance?, Int)] = []
        for policy in GooDragConfiguration.ReleasePolicy.allCases {
            for reconnect in [nil, GooDragConfiguration.Distance.points(40)] {
                rows += traces.indices.map { (policy, reconnect, $0) }
            }
        }
        forEachRow(rows) { policy, reconnect, index in
            let trace = traces[index]
            let name = "\(policy), reconnect \(String(describing: reconnect)), \(trace.name)"
            var drag = try session(
                GooDragConfiguration(reconnectDistance: reconnect, release: policy))
            try drag.begin(at: .zero)
            for x in trace.path.dropLast() { try drag.move(to: GooPoint(x: x, y: 0)) }
            let release = GooPoint(x: trace.path.last ?? 0, y: 0)
            let outcome = try drag.end(at: release)
            XCTAssertEqual(outcome, expected[policy]?[index], name)
            // Attached at the release if the link held, or reconnected within 40 pt.
            let reattached = reconnect != nil && trace.name == "broken and back"
            XCTAssertEqual(drag.frame.isAttached, trace.name == "held" || reattached, name)
            XCTAssertEqual(drag.hasBroken, trace.name != "held", name)
        }
    }

    // One predicate: at exactly d = 100 the link holds and the release springs back; one ulp
    // beyond, the link breaks and the release dismisses. No distance does neither (seed 002).
    func testTheBreakDistanceIsOnePredicateForBreakAndRelease() throws {
        var onTheLine = try session()
        try onTheLine.begin(at: .zero)
        let onTheLineOutcome = try onTheLine.end(at: GooPoint(x: 0, y: -100))
        XCTAssertEqual(onTheLineOutcome, .springBack)
        XCTAssertTrue(onTheLine.frame.isAttached)
        var beyond = try session()
        try beyond.begin(at: .zero)
        let beyondOutcome = try beyond.end(at: GooPoint(x: 0, y: (-100.0).nextDown))
        XCTAssertEqual(beyondOutcome, .dismiss)
        XCTAssertFalse(beyond.frame.isAttached)
    }

    // Back over the anchor (d = 0) is an ordinary frame: attached, full radius, no connector;
    // the release there still springs back (seed 000 returned early and skipped it).
    func testPassingThroughTheAnchorIsAnOrdinaryFrame() throws {
        var drag = try session()
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 30, y: 40))
        try drag.move(to: .zero)
        XCTAssertEqual(drag.frame.distance, 0)
        XCTAssertTrue(drag.frame.isAttached)
        XCTAssertEqual(drag.frame.anchor.radius, 10)
        XCTAssertNil(drag.frame.connector)
        try drag.move(to: GooPoint(x: -30, y: -40))
        XCTAssertNotNil(drag.frame.connector)
        let outcome = try drag.end(at: .zero)
        XCTAssertEqual(outcome, .springBack)
    }

    // Reconnect at 40: broken at 101, still broken at 60 (> 40), reconnected at 40 (≤ 40).
    func testABrokenLinkReconnectsWithinTheReconnectDistance() throws {
        var drag = try session(GooDragConfiguration(reconnectDistance: .points(40)))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 101, y: 0))
        try drag.move(to: GooPoint(x: 60, y: 0))
        XCTAssertFalse(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 40, y: 0))
        XCTAssertTrue(drag.frame.isAttached)
        XCTAssertNotNil(drag.frame.connector)
        XCTAssertTrue(drag.hasBroken)
    }

    // Divisor 5: r = 10 − d/5 reaches 0 at d = 50, before the 100 pt break distance.
    func testTheLinkBreaksWhenTheAnchorShrinksAway() throws {
        var drag = try session(GooDragConfiguration(shrink: .linear(divisor: 5)))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 49, y: 0))
        XCTAssertTrue(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 50, y: 0))
        XCTAssertFalse(drag.frame.isAttached)
        XCTAssertEqual(drag.frame.anchor.radius, 0)
        try drag.move(to: GooPoint(x: 300, y: 0))
        XCTAssertEqual(drag.frame.anchor.radius, 0)  // clamped, never negative
    }

    func testAZeroRadiusBadgeIsAttachedAtRestAndBreaksOnceMoved() throws {
        var drag = try GooDragSession(anchor: circle(5, 5, 0))
        try drag.begin(at: GooPoint(x: 5, y: 5))
        XCTAssertTrue(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 6, y: 5))
        XCTAssertFalse(drag.frame.isAttached)
    }

    // 10 badge radii of r0 = 4 is 40 pt.
    func testDistancesCanBeGivenInBadgeRadii() throws {
        let configuration = try GooDragConfiguration(breakDistance: .badgeRadii(10))
        var drag = try GooDragSession(anchor: circle(0, 0, 4), configuration: configuration)
        XCTAssertEqual(drag.breakDistance, 40)
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 40, y: 0))
        XCTAssertTrue(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 40.001, y: 0))
        XCTAssertFalse(drag.frame.isAttached)
    }

    func testAFlingAwayFromTheAnchorDismissesWithinRange() throws {
        let configuration = try GooDragConfiguration(flingSpeed: 500)
        var away = try session(configuration)
        try away.begin(at: .zero)
        let awayOutcome = try away.end(at: GooPoint(x: 30, y: 0), velocity: GooVector(x: 600, y: 0))
        XCTAssertEqual(awayOutcome, .dismiss)
        var toward = try session(configuration)
        try toward.begin(at: .zero)
        let back = GooVector(x: -600, y: 0)
        let towardOutcome = try toward.end(at: GooPoint(x: 30, y: 0), velocity: back)
        XCTAssertEqual(towardOutcome, .springBack)
        var slow = try session(configuration)
        try slow.begin(at: .zero)
        let slowOutcome = try slow.end(at: GooPoint(x: 30, y: 0), velocity: GooVector(x: 400, y: 0))
        XCTAssertEqual(slowOutcome, .springBack)
    }

    func testTheDraggedCircleKeepsTheBadgeRadiusUnlessConfigured() throws {
        var drag = try session(GooDragConfiguration(dragRadius: 14))
        try drag.begin(at: GooPoint(x: 20, y: 0))
        XCTAssertEqual(drag.frame.drag.radius, 14)
        var plain = try session()
        try plain.begin(at: GooPoint(x: 20, y: 0))
        XCTAssertEqual(plain.frame.drag.radius, 10)
    }

    func testEventsOutOfOrderAreRefusedAndChangeNothing() throws {
        var drag = try session()
        assertThrows(GooDragEventError.notDragging) { try drag.move(to: .zero) }
        assertThrows(GooDragEventError.notDragging) { try drag.end(at: .zero) }
        assertThrows(GooDragEventError.notDragging) { try drag.cancel() }
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 20, y: 0))
        let before = drag.frame
        assertThrows(GooDragEventError.alreadyDragging) { try drag.begin(at: .zero) }
        assertThrows(GooDragEventError.nonFinitePosition) {
            try drag.move(to: GooPoint(x: .nan, y: 0))
        }
        assertThrows(GooDragEventError.positionOutOfRange) {
            try drag.move(to: GooPoint(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
        }
        assertThrows(GooDragEventError.nonFiniteVelocity) {
            try drag.end(at: .zero, velocity: GooVector(x: .infinity, y: 0))
        }
        XCTAssertEqual(drag.frame, before)
        XCTAssertEqual(drag.phase, .dragging)
        try drag.cancel()
        XCTAssertEqual(drag.phase, .cancelled)
        XCTAssertEqual(drag.frame, before)
        try drag.begin(at: .zero)  // a new gesture may start after a cancel
        XCTAssertFalse(drag.hasBroken)
    }

    func testInvalidConfigurationsAreRefused() throws {
        for divisor in [0, -1, Double.nan] {
            assertThrows(GooDragConfigurationError.invalidShrinkDivisor, "divisor \(divisor)") {
                try GooDragConfiguration.ShrinkModel.linear(divisor: divisor)
            }
        }
        assertThrows(GooDragConfigurationError.invalidBreakDistance) {
            try GooDragConfiguration(breakDistance: .points(-1))
        }
        assertThrows(GooDragConfigurationError.reconnectBeyondBreak) {
            try GooDragConfiguration(breakDistance: .points(50), reconnectDistance: .points(60))
        }
        assertThrows(GooDragConfigurationError.invalidMinimumAnchorRadius) {
            try GooDragConfiguration(minimumAnchorRadius: .infinity)
        }
        assertThrows(GooDragConfigurationError.invalidFlingSpeed) {
            try GooDragConfiguration(flingSpeed: -3)
        }
        assertThrows(GooDragConfigurationError.invalidDragRadius) {
            try GooDragConfiguration(dragRadius: .nan)
        }
        // Mixed units can only be compared once the badge radius is known: 5 radii of 10 = 50.
        let mixed = try GooDragConfiguration(
            breakDistance: .points(40), reconnectDistance: .badgeRadii(5))
        let anchor = try self.anchor
        assertThrows(GooDragConfigurationError.reconnectBeyondBreak) {
            try GooDragSession(anchor: anchor, configuration: mixed)
        }
        _ = try GooDragSession(anchor: circle(0, 0, 8), configuration: mixed)  // 40 ≤ 40
    }

    func testCustomShrinkModelsAreClampedToZeroAndTheRestingRadius() {
        let wild = GooDragConfiguration.ShrinkModel.custom { restingRadius, distance in
            distance < 10 ? restingRadius * 3 : distance < 20 ? .nan : -distance
        }
        XCTAssertEqual(wild.anchorRadius(restingRadius: 10, distance: 5), 10)
        XCTAssertEqual(wild.anchorRadius(restingRadius: 10, distance: 15), 0)
        XCTAssertEqual(wild.anchorRadius(restingRadius: 10, distance: 25), 0)
        XCTAssertNil(wild.linearDivisor)
        XCTAssertEqual(GooDragConfiguration.ShrinkModel.default.linearDivisor, 15)
    }

    func testTheFrameConnectorHasTheConfiguredStyle() {
        forEachRow(allStyles) { style in
            var drag = try session(GooDragConfiguration(connectorStyle: style))
            try drag.begin(at: GooPoint(x: 30, y: 40))
            let expected = GooConnector.between(
                anchor: drag.frame.anchor, drag: drag.frame.drag, style: style)
            XCTAssertEqual(drag.frame.connector, expected.connector, "\(style)")
            XCTAssertNotNil(drag.frame.connector, "\(style)")
        }
    }
}
