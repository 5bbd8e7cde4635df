import GooGeometry
import XCTest
import GooTestSupport

/// `hits(_:at:)` answers from the circles and the bridge without tracing a path; the drawn
/// outline's `contains(_:slop:)` is the reference it must agree with, point by point.
final class BadgeHitTestTests: XCTestCase {
    private static let home = GooPoint(x: 100, y: 100)

    /// Every style, a round and a capsule badge, with and without a reconnect; each badge is
    /// dragged out (within range and past the break), released, and hit-tested at rest and on
    /// many frames of its way home, at seeded points around what is drawn.
    func testHitsAgreesWithTheDrawnOutline() throws {
        let styles: [GooConnector.Style] = [
            .quadratic, .cubic(.default), .tangent, .metaball(.default),
        ]
        var generator = SplitMix64(seed: 33)
        var checked = 0
        var hits = 0
        var brokenReturnPoints = 0
        var bridgePoints = 0
        var restingFrames = 0
        var disagreements: [String] = []
        for style in styles {
            for badgeWidth in [nil, 36.0] {
                for reconnect in [nil, GooDragConfiguration.Distance.points(40)] {
                    let configuration = try GooDragConfiguration(
                        reconnectDistance: reconnect, connectorStyle: style, badgeWidth: badgeWidth)
                    for slop in [0.0, 8] {
                        for pull in [35.0, 70, 95, 120] {
                            var badge = try GooBadgeController(
                                badge: GooCircle(center: Self.home, radius: 10),
                                configuration: configuration, hitSlop: slop)
                            func check(at time: Double) {
                                let frame = badge.frame(at: time)
                                guard frame.phase == .resting || frame.phase == .returning,
                                    let outline = frame.outline, let box = outline.bounds
                                else { return }
                                if frame.phase == .resting { restingFrames += 1 }
                                for _ in 0..<40 {
                                    let point = GooPoint(
                                        x: Double.random(
                                            in: (box.minX - 12)...(box.maxX + 12),
                                            using: &generator),
                                        y: Double.random(
                                            in: (box.minY - 12)...(box.maxY + 12),
                                            using: &generator))
                                    let expected = outline.contains(point, slop: slop)
                                    checked += 1
                                    if expected { hits += 1 }
                                    if frame.phase == .returning, frame.anchor == nil {
                                        brokenReturnPoints += 1
                                    }
                                    // Inside the outline but in neither disk nor the badge: on
                                    // the bridge, which only the connector's sides answer for.
                                    if let anchor = frame.anchor, let drawn = frame.badge,
                                        outline.contains(point),
                                        (point - anchor.center).length >= anchor.radius,
                                        !drawn.contains(point)
                                    {
                                        bridgePoints += 1
                                    }
                                    if badge.hits(point, at: time) != expected {
                                        disagreements.append(
                                            "\(style) width \(String(describing: badgeWidth)) "
                                                + "slop \(slop) pull \(pull) t \(time) at \(point)"
                                        )
                                    }
                                }
                            }
                            // At rest, then on the way home from a pull along a slant (the finger
                            // comes back within range before lifting, so even a broken link
                            // returns), and settled.
                            check(at: 0)
                            try badge.touchDown(at: Self.home, time: 0)
                            let far = Self.home + GooVector(x: pull, y: pull * 0.4)
                            try badge.touchMoved(to: far, time: 0.05)
                            let near = Self.home + GooVector(x: 60, y: 24)
                            try badge.touchMoved(to: near, time: 0.1)
                            try badge.touchUp(at: near, time: 0.12)
                            XCTAssertEqual(badge.phase, .returning)
                            for time in stride(from: 0.12, through: 0.6, by: 0.02) {
                                check(at: time)
                            }
                            check(at: 10)
                        }
                    }
                }
            }
        }
        XCTAssertEqual(disagreements.prefix(10), [])
        // 4 styles × 2 widths × 2 reconnects × 2 slops × 4 pulls, 27 frames of 40 points each.
        XCTAssertGreaterThan(checked, 100_000)
        XCTAssertGreaterThan(hits, checked / 10)
        XCTAssertLessThan(hits, checked - checked / 10)
        XCTAssertGreaterThan(brokenReturnPoints, 1_000)
        XCTAssertGreaterThan(bridgePoints, 100)
        // Before each drag and once each return has settled.
        XCTAssertEqual(restingFrames, 4 * 2 * 2 * 2 * 4 * 2)
    }

    // A point exactly on the resting badge's edge is outside the disk; with no slop it misses,
    // with any slop it grabs: the boundary as `GooOutline.contains` draws it.
    func testTheEdgeOfTheRestingBadge() throws {
        let edge = GooPoint(x: 110, y: 100)
        let exact = try GooBadgeController(
            badge: GooCircle(center: Self.home, radius: 10), hitSlop: 0)
        XCTAssertFalse(exact.hits(edge, at: 0))
        XCTAssertTrue(exact.hits(GooPoint(x: 109.999, y: 100), at: 0))
        let slack = try GooBadgeController(
            badge: GooCircle(center: Self.home, radius: 10), hitSlop: 0.5)
        XCTAssertTrue(slack.hits(edge, at: 0))
        XCTAssertTrue(slack.hits(GooPoint(x: 110.499, y: 100), at: 0))
        XCTAssertFalse(slack.hits(GooPoint(x: 110.501, y: 100), at: 0))
    }
}
