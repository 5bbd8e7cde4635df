import GooGeometry
import Testing

/// Golden traces for the drag rules.
///
/// Anchor (0, 0, r0 10), seed 000's defaults unless stated:
/// r = 10 − d/15, break beyond d = 100, no reconnect, spring back within range.
@Suite struct DragSessionTests {
    let anchor: GooCircle

    init() throws { anchor = try circle(0, 0, 10) }

    private func session(_ configuration: GooDragConfiguration = .default) throws -> GooDragSession {
        try GooDragSession(anchor: anchor, configuration: configuration)
    }

    @Test func restingSessionShowsTheBadgeOnItsAnchor() throws {
        let frame = try session().frame
        #expect(frame.distance == 0 && frame.anchorRadius == 10 && frame.isAttached)
        #expect(frame.connector == nil)  // d = 0: no direction, no connector
    }

    // d = 60: r = 10 − 4 = 6. d = 100 is exactly the break distance: within range, attached,
    // r = 10 − 100/15. d = 100.5 breaks (r = 10 − 6.7 = 3.3). Back at d = 50 the link stays
    // broken (no reconnect), but the release there is within range: spring back (seed 000).
    @Test func crossingTheBreakOutAndBackSpringsBackByDefault() throws {
        var drag = try session()
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 60, y: 0))
        #expect(drag.frame.anchorRadius == 6 && drag.frame.isAttached)
        #expect(drag.frame.connector != nil)
        try drag.move(to: GooPoint(x: 100, y: 0))
        #expect(drag.frame.isAttached && drag.frame.anchorRadius == 10 - 100.0 / 15)
        try drag.move(to: GooPoint(x: 100.5, y: 0))
        #expect(!drag.frame.isAttached && drag.frame.connector == nil && drag.hasBroken)
        #expect(abs(drag.frame.anchorRadius - 3.3) <= 1e-12)
        try drag.move(to: GooPoint(x: 0, y: 50))
        #expect(!drag.frame.isAttached)
        #expect(try drag.end(at: GooPoint(x: 0, y: 50)) == .springBack)
        #expect(drag.phase == .released(.springBack))
    }

    @Test func dismissOnceBrokenDismissesTheSameTrace() throws {
        var drag = try session(GooDragConfiguration(release: .dismissOnceBroken))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 100.5, y: 0))
        try drag.move(to: GooPoint(x: 50, y: 0))
        #expect(try drag.end(at: GooPoint(x: 50, y: 0)) == .dismiss)
    }

    @Test func dismissOnceBrokenSpringsBackWhenTheLinkHeld() throws {
        var drag = try session(GooDragConfiguration(release: .dismissOnceBroken))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 100, y: 0))
        #expect(try drag.end(at: GooPoint(x: 100, y: 0)) == .springBack)
    }

    // One predicate: at exactly d = 100 the link holds and the release springs back; one ulp
    // beyond, the link breaks and the release dismisses. No distance does neither (seed 002).
    @Test func theBreakDistanceIsOnePredicateForBreakAndRelease() throws {
        var onTheLine = try session()
        try onTheLine.begin(at: .zero)
        #expect(try onTheLine.end(at: GooPoint(x: 0, y: -100)) == .springBack)
        #expect(onTheLine.frame.isAttached)
        var beyond = try session()
        try beyond.begin(at: .zero)
        #expect(try beyond.end(at: GooPoint(x: 0, y: (-100.0).nextDown)) == .dismiss)
        #expect(!beyond.frame.isAttached)
    }

    // Back over the anchor (d = 0) is an ordinary frame: attached, full radius, no connector;
    // the release there still springs back (seed 000 returned early and skipped it).
    @Test func passingThroughTheAnchorIsAnOrdinaryFrame() throws {
        var drag = try session()
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 30, y: 40))
        try drag.move(to: .zero)
        #expect(drag.frame.distance == 0 && drag.frame.isAttached && drag.frame.anchorRadius == 10)
        #expect(drag.frame.connector == nil)
        try drag.move(to: GooPoint(x: -30, y: -40))
        #expect(drag.frame.connector != nil)
        #expect(try drag.end(at: .zero) == .springBack)
    }

    // Reconnect at 40: broken at 101, still broken at 60 (> 40), reconnected at 40 (≤ 40).
    @Test func aBrokenLinkReconnectsWithinTheReconnectDistance() throws {
        var drag = try session(GooDragConfiguration(reconnectDistance: .points(40)))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 101, y: 0))
        try drag.move(to: GooPoint(x: 60, y: 0))
        #expect(!drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 40, y: 0))
        #expect(drag.frame.isAttached && drag.frame.connector != nil)
        #expect(drag.hasBroken)
    }

    // Divisor 5: r = 10 − d/5 reaches 0 at d = 50, before the 100 pt break distance.
    @Test func theLinkBreaksWhenTheAnchorShrinksAway() throws {
        var drag = try session(GooDragConfiguration(shrink: .linear(divisor: 5)))
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 49, y: 0))
        #expect(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 50, y: 0))
        #expect(!drag.frame.isAttached && drag.frame.anchorRadius == 0)
        try drag.move(to: GooPoint(x: 300, y: 0))
        #expect(drag.frame.anchorRadius == 0)  // clamped, never negative
    }

    @Test func aZeroRadiusBadgeIsAttachedAtRestAndBreaksOnceMoved() throws {
        var drag = try GooDragSession(anchor: circle(5, 5, 0))
        try drag.begin(at: GooPoint(x: 5, y: 5))
        #expect(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 6, y: 5))
        #expect(!drag.frame.isAttached)
    }

    // 10 badge radii of r0 = 4 is 40 pt.
    @Test func distancesCanBeGivenInBadgeRadii() throws {
        let configuration = try GooDragConfiguration(breakDistance: .badgeRadii(10))
        var drag = try GooDragSession(anchor: circle(0, 0, 4), configuration: configuration)
        #expect(drag.breakDistance == 40)
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 40, y: 0))
        #expect(drag.frame.isAttached)
        try drag.move(to: GooPoint(x: 40.001, y: 0))
        #expect(!drag.frame.isAttached)
    }

    @Test func aFlingAwayFromTheAnchorDismissesWithinRange() throws {
        let configuration = try GooDragConfiguration(flingSpeed: 500)
        var away = try session(configuration)
        try away.begin(at: .zero)
        #expect(try away.end(at: GooPoint(x: 30, y: 0), velocity: Vector(x: 600, y: 0)) == .dismiss)
        var toward = try session(configuration)
        try toward.begin(at: .zero)
        let back = Vector(x: -600, y: 0)
        #expect(try toward.end(at: GooPoint(x: 30, y: 0), velocity: back) == .springBack)
        var slow = try session(configuration)
        try slow.begin(at: .zero)
        #expect(try slow.end(at: GooPoint(x: 30, y: 0), velocity: Vector(x: 400, y: 0)) == .springBack)
    }

    @Test func theDraggedCircleKeepsTheBadgeRadiusUnlessConfigured() throws {
        var drag = try session(GooDragConfiguration(dragRadius: 14))
        try drag.begin(at: GooPoint(x: 20, y: 0))
        #expect(drag.frame.drag.radius == 14)
        var plain = try session()
        try plain.begin(at: GooPoint(x: 20, y: 0))
        #expect(plain.frame.drag.radius == 10)
    }

    @Test func eventsOutOfOrderAreRefusedAndChangeNothing() throws {
        var drag = try session()
        #expect(throws: DragEventError.notDragging) { try drag.move(to: .zero) }
        #expect(throws: DragEventError.notDragging) { try drag.end(at: .zero) }
        #expect(throws: DragEventError.notDragging) { try drag.cancel() }
        try drag.begin(at: .zero)
        try drag.move(to: GooPoint(x: 20, y: 0))
        let before = drag.frame
        #expect(throws: DragEventError.alreadyDragging) { try drag.begin(at: .zero) }
        #expect(throws: DragEventError.nonFinitePosition) {
            try drag.move(to: GooPoint(x: .nan, y: 0))
        }
        #expect(throws: DragEventError.positionOutOfRange) {
            try drag.move(to: GooPoint(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
        }
        #expect(throws: DragEventError.nonFiniteVelocity) {
            try drag.end(at: .zero, velocity: Vector(x: .infinity, y: 0))
        }
        #expect(drag.frame == before && drag.phase == .dragging)
        try drag.cancel()
        #expect(drag.phase == .cancelled && drag.frame == before)
        try drag.begin(at: .zero)  // a new gesture may start after a cancel
        #expect(!drag.hasBroken)
    }

    @Test func invalidConfigurationsAreRefused() throws {
        for divisor in [0, -1, Double.nan] {
            #expect(throws: DragConfigurationError.invalidShrinkDivisor) {
                try ShrinkModel.linear(divisor: divisor)
            }
        }
        #expect(throws: DragConfigurationError.invalidBreakDistance) {
            try GooDragConfiguration(breakDistance: .points(-1))
        }
        #expect(throws: DragConfigurationError.reconnectBeyondBreak) {
            try GooDragConfiguration(breakDistance: .points(50), reconnectDistance: .points(60))
        }
        #expect(throws: DragConfigurationError.invalidMinimumAnchorRadius) {
            try GooDragConfiguration(minimumAnchorRadius: .infinity)
        }
        #expect(throws: DragConfigurationError.invalidFlingSpeed) {
            try GooDragConfiguration(flingSpeed: -3)
        }
        #expect(throws: DragConfigurationError.invalidDragRadius) {
            try GooDragConfiguration(dragRadius: .nan)
        }
        // Mixed units can only be compared once the badge radius is known: 5 radii of 10 = 50.
        let mixed = try GooDragConfiguration(
            breakDistance: .points(40), reconnectDistance: .badgeRadii(5))
        #expect(throws: DragConfigurationError.reconnectBeyondBreak) {
            try GooDragSession(anchor: anchor, configuration: mixed)
        }
        _ = try GooDragSession(anchor: circle(0, 0, 8), configuration: mixed)  // 40 ≤ 40
    }

    @Test func customShrinkModelsAreClampedToZeroAndTheRestingRadius() throws {
        let wild = ShrinkModel.custom { restingRadius, distance in
            distance < 10 ? restingRadius * 3 : distance < 20 ? .nan : -distance
        }
        #expect(wild.anchorRadius(restingRadius: 10, distance: 5) == 10)
        #expect(wild.anchorRadius(restingRadius: 10, distance: 15) == 0)
        #expect(wild.anchorRadius(restingRadius: 10, distance: 25) == 0)
        #expect(wild.linearDivisor == nil && ShrinkModel.default.linearDivisor == 15)
    }

    @Test(arguments: allStyles)
    func theFrameConnectorHasTheConfiguredStyle(style: ConnectorStyle) throws {
        var drag = try session(GooDragConfiguration(style: style))
        try drag.begin(at: GooPoint(x: 30, y: 40))
        let expected = Connector.between(
            anchor: drag.frame.anchor, drag: drag.frame.drag, style: style)
        #expect(drag.frame.connector == expected.connector)
        #expect(drag.frame.connector != nil)
    }
}
