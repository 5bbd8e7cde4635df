import GooGeometry
import XCTest

/// A released badge going home on the spring: whether the link shows on the way.
final class SpringBackTests: XCTestCase {
    // A release after a break but within range springs back. The spring-back frames keep the
    // link broken while the badge travels alone (no pop at the release), and attach it again under
    // the badge once it covers the anchor's centre (d < r2 = 10), with the anchor radius
    // min(10 − d/15, 10 − d) = 10 − d: the largest circle the badge hides.
    func testBrokenLinkComesBackUnderTheBadge() throws {
        var session = try GooDragSession(anchor: circle(0, 0, 10))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 120, y: 0))
        let outcome = try session.end(at: GooPoint(x: 90, y: 0), velocity: GooVector(x: 300, y: 0))
        XCTAssertEqual(outcome, .springBack)
        XCTAssertFalse(session.frame.isAttached)
        let home = session.springBack()
        XCTAssertFalse(home.linkHeldAtRelease)
        XCTAssertEqual(home.position(at: 0), GooPoint(x: 90, y: 0))
        XCTAssertEqual(home.frame(at: 0), session.frame)
        // The spring starts with the release velocity: a moment later the badge is farther out.
        XCTAssertGreaterThan(home.position(at: 0.01).x, 90)
        let settle = try XCTUnwrap(home.settlingTime())
        var sawDetached = false
        var sawGrowing = false
        for step in 0...Int(settle * 240) {
            let frame = home.frame(at: Double(step) / 240)
            if frame.distance >= 10 {
                XCTAssertFalse(frame.isAttached, "d \(frame.distance)")
                XCTAssertNil(frame.connector, "d \(frame.distance)")
                sawDetached = true
            } else {
                XCTAssertTrue(frame.isAttached, "d \(frame.distance)")
                XCTAssertEqual(frame.anchor.radius, 10 - frame.distance, accuracy: 1e-12)
                sawGrowing = sawGrowing || frame.distance > 1
            }
        }
        XCTAssertTrue(sawDetached && sawGrowing)
        let rest = home.frame(at: settle + 1)
        XCTAssertTrue(rest.isAttached)
        XCTAssertLessThanOrEqual(rest.distance, 0.1)
        XCTAssertGreaterThanOrEqual(rest.anchor.radius, 9.9)
    }

    // A link that held at the release holds all the way home, even when the release velocity
    // throws the badge past the break distance (95 + overshoot > 100): it stretches rather than
    // snapping and then popping back.
    func testLinkHeldAtReleaseHoldsThroughAnOvershoot() throws {
        var session = try GooDragSession(anchor: circle(0, 0, 10))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 95, y: 0))
        XCTAssertEqual(
            try session.end(at: GooPoint(x: 95, y: 0), velocity: GooVector(x: 2000, y: 0)),
            .springBack)
        let home = session.springBack()
        XCTAssertTrue(home.linkHeldAtRelease)
        let frames = (0...240).map { home.frame(at: Double($0) / 240) }
        XCTAssertGreaterThan(frames.map(\.distance).max() ?? 0, 100)
        XCTAssertTrue(frames.allSatisfy(\.isAttached))
        // The anchor still follows seed 000's shrink, r0 − d/15 clamped at 0.
        for frame in frames {
            XCTAssertEqual(
                frame.anchor.radius, max(0, 10 - frame.distance / 15), accuracy: 1e-12,
                "d \(frame.distance)")
        }
    }
}
