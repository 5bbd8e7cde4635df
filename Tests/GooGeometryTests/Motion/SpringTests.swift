import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The spring against its textbook closed forms (written out here with Foundation's maths,
/// independently of the library's stabilised evaluation), and the burst timings.
final class MotionTests: XCTestCase {
    /// x'' + c·x' + k·x = 0 with k = ω0², c = 2ζω0, ω0 = 2π/response.
    static func textbook(_ t: Double, x0: Double, v0: Double, response: Double, zeta: Double)
        -> Double
    {
        let w0 = 2 * Double.pi / response
        if zeta < 1 {
            let wd = w0 * sqrt(1 - zeta * zeta)
            return exp(-zeta * w0 * t)
                * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t) }
        let root = sqrt(zeta * zeta - 1)
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        return c1 * exp(r1 * t) + (x0 - c1) * exp(r2 * t)
    }

    func testSpringMatchesTheTextbookSolution() {
        forEachRow([0.0, 0.3, 0.6, 0.999, 1.0, 1.001, 1.5, 4.0]) { zeta in
            let spring = try GooSpring(response: 0.4, dampingRatio: zeta)
            for (x0, v0) in [(120.0, 0.0), (-35.0, 900.0), (0.0, -1500.0)] {
                for t in stride(from: 0.0, through: 2.0, by: 0.05) {
                    let expected = Self.textbook(t, x0: x0, v0: v0, response: 0.4, zeta: zeta)
                    let got = spring.state(at: t, offset: x0, velocity: v0).offset
                    XCTAssertEqual(
                        got, expected, accuracy: 1e-9 * 1000,
                        "ζ \(zeta), x0 \(x0), v0 \(v0), t \(t)")
                }
            }
        }
    }

    // ζ = 1, x0 = 10, v0 = 0, response 0.4: ω0 = 5π, x(0.4) = 10·e^(−2π)·(1 + 2π).
    func testCriticalSpringAtOneResponseIsHandExact() throws {
        let spring = try GooSpring(response: 0.4, dampingRatio: 1)
        let x = spring.offset(at: 0.4, from: GooVector(x: 10, y: 0), velocity: .zero)
        XCTAssertEqual(x.x, 10 * exp(-2 * Double.pi) * (1 + 2 * Double.pi), accuracy: 1e-14)
        XCTAssertEqual(x.y, 0)
    }

    func testSpringConstantsFollowTheSwiftUIModel() throws {
        let spring = try GooSpring(response: 0.5, dampingRatio: 0.25)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-12)
        XCTAssertEqual(spring.damping, 4 * Double.pi * 0.25 / 0.5, accuracy: 1e-12)
    }

    func testVelocityIsTheDerivativeOfTheOffset() {
        forEachRow([0.2, 0.6, 1.0, 2.5]) { zeta in
            let spring = try GooSpring(response: 0.35, dampingRatio: zeta)
            let (x0, v0) = (GooVector(x: 80, y: -20), GooVector(x: -400, y: 700))
            let startOffset = spring.offset(at: 0, from: x0, velocity: v0)
            assertApproximatelyEqual(startOffset, x0, tolerance: 1e-12, "ζ \(zeta): offset")
            let startVelocity = spring.velocity(at: 0, from: x0, velocity: v0)
            assertApproximatelyEqual(startVelocity, v0, tolerance: 1e-9, "ζ \(zeta): velocity")
            let h = 1e-6
            for t in [0.01, 0.1, 0.33, 0.8] {
                let ahead = spring.offset(at: t + h, from: x0, velocity: v0)
                let behind = spring.offset(at: t - h, from: x0, velocity: v0)
                let numeric = (ahead - behind) * (1 / (2 * h))
                let analytic = spring.velocity(at: t, from: x0, velocity: v0)
                assertApproximatelyEqual(numeric, analytic, tolerance: 1e-3, "ζ \(zeta), t \(t)")
            }
        }
    }

    func testSettlingTimeIsWhenTheBadgeStaysHome() throws {
        let spring = GooSpring.default
        let (x0, v0) = (GooVector(x: 90, y: 0), GooVector(x: 500, y: 0))
        let settle = try XCTUnwrap(spring.settlingTime(from: x0, velocity: v0, tolerance: 0.1))
        for t in stride(from: settle, through: settle + 3, by: 0.01) {
            XCTAssertLessThanOrEqual(
                spring.offset(at: t, from: x0, velocity: v0).length, 0.1 + 1e-9, "t \(t)")
        }
        // Just before, the energy bound is not yet met (it is the earliest such time).
        let earlier = settle - 1e-3
        let x = spring.offset(at: earlier, from: x0, velocity: v0)
        let v = spring.velocity(at: earlier, from: x0, velocity: v0)
        XCTAssertGreaterThan(v.dot(v) + spring.stiffness * x.dot(x), spring.stiffness * 0.01)
        let undamped = try GooSpring(response: 0.4, dampingRatio: 0)
        XCTAssertNil(undamped.settlingTime(from: x0, velocity: v0))
        XCTAssertEqual(spring.settlingTime(from: .zero, velocity: .zero), 0)
    }

    func testSpringTimesOutsideTheTimelineStayFinite() throws {
        for zeta in [0.0, 0.5, 1.0, 3.0] {
            let spring = try GooSpring(response: 0.4, dampingRatio: zeta)
            for t in [-1.0, .nan, .infinity, 1e300] {
                let x = spring.offset(
                    at: t, from: GooVector(x: 50, y: 5), velocity: GooVector(x: 9, y: 9))
                XCTAssertTrue(x.x.isFinite, "ζ \(zeta) t \(t)")
                XCTAssertTrue(x.y.isFinite, "ζ \(zeta) t \(t)")
            }
        }
    }

    func testInvalidSpringsAreRefused() {
        assertThrows(GooMotionError.invalidResponse) { try GooSpring(response: 0) }
        assertThrows(GooMotionError.invalidResponse) { try GooSpring(response: .nan) }
        assertThrows(GooMotionError.invalidDampingRatio) { try GooSpring(dampingRatio: -0.1) }
        assertThrows(GooMotionError.invalidDampingRatio) { try GooSpring(dampingRatio: .infinity) }
    }

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

    // 8 frames over 0.6 s: each shows for 0.075 s; the badge goes at 0.6 s, not 0.5 (seed 000).
    func testBurstTimelineShowsEveryFrameForItsShare() {
        let burst = GooBurstTimeline.default
        XCTAssertNil(burst.imageIndex(at: -0.001))
        XCTAssertEqual(burst.imageIndex(at: 0), 0)
        XCTAssertEqual(burst.imageIndex(at: 0.0749), 0)
        XCTAssertEqual(burst.imageIndex(at: 0.0751), 1)
        XCTAssertEqual(burst.imageIndex(at: 0.5999), 7)
        XCTAssertNil(burst.imageIndex(at: 0.6))
        XCTAssertEqual(burst.removalTime, 0.6)
        let shown = Set(
            stride(from: 0.0, to: 0.6, by: 0.001).compactMap { burst.imageIndex(at: $0) })
        XCTAssertEqual(shown, Set(0..<8))
        assertThrows(GooMotionError.invalidCount) { try GooBurstTimeline(frameCount: 0) }
        assertThrows(GooMotionError.invalidDuration) { try GooBurstTimeline(duration: -1) }
    }

    func testParticleBurstIsDeterministicAndFadesOut() throws {
        let burst = try GooParticleBurst(
            center: GooPoint(x: 10, y: 20), radius: 8, count: 10, seed: 42)
        let again = try GooParticleBurst(
            center: GooPoint(x: 10, y: 20), radius: 8, count: 10, seed: 42)
        let other = try GooParticleBurst(
            center: GooPoint(x: 10, y: 20), radius: 8, count: 10, seed: 43)
        for index in 0..<10 {
            let start = burst.particle(index, at: 0)
            XCTAssertEqual(start.center, burst.center, "particle \(index)")
            XCTAssertEqual(start.opacity, 1, "particle \(index)")
            // 0.25…0.5 of the radius
            XCTAssertGreaterThanOrEqual(start.radius, 2, "particle \(index)")
            XCTAssertLessThanOrEqual(start.radius, 4, "particle \(index)")
            let middle = burst.particle(index, at: 0.3)
            XCTAssertEqual(middle, again.particle(index, at: 0.3), "particle \(index)")
            XCTAssertNotEqual(middle, other.particle(index, at: 0.3), "particle \(index)")
            let travelled = (burst.particle(index, at: 0.6).center - burst.center).length
            // spread 3·8
            XCTAssertGreaterThanOrEqual(travelled, 0.6 * 24 - 1e-9, "particle \(index)")
            XCTAssertLessThanOrEqual(travelled, 24 + 1e-9, "particle \(index)")
            let end = burst.particle(index, at: 5)
            XCTAssertEqual(end.radius, 0, "particle \(index)")
            XCTAssertEqual(end.opacity, 0, "particle \(index)")
        }
        XCTAssertTrue(burst.isFinished(at: 0.6))
        XCTAssertFalse(burst.isFinished(at: 0.59))
        assertThrows(GooMotionError.invalidSize) {
            try GooParticleBurst(center: .zero, radius: -1)
        }
        assertThrows(GooMotionError.nonFiniteCenter) {
            try GooParticleBurst(center: GooPoint(x: .nan, y: 0), radius: 1)
        }
    }
    // Frame i shows during [i·T/n, (i+1)·T/n): for any count and duration the last frame shows
    // right up to the duration (its last Double), nothing shows from the duration on, the
    // middle of every share shows its frame, and the index never decreases.
    func testEveryBurstTimelineShowsItsLastFrameUpToItsDurationAndNothingAfter() throws {
        var rng = SplitMix64(seed: 21)
        for iteration in 0..<300 {
            let count = Int.random(in: 1...60, using: &rng)
            let duration = Double.random(in: 1e-3...100, using: &rng)
            let burst = try GooBurstTimeline(frameCount: count, duration: duration)
            let name = "\(iteration): \(count) frames over \(duration) s"
            XCTAssertEqual(burst.imageIndex(at: duration.nextDown), count - 1, name)
            XCTAssertNil(burst.imageIndex(at: duration), name)
            XCTAssertNil(burst.imageIndex(at: duration.nextUp), name)
            XCTAssertNil(burst.imageIndex(at: (-0.0).nextDown), name)
            XCTAssertEqual(burst.imageIndex(at: 0), 0, name)
            XCTAssertEqual(burst.removalTime, duration, name)
            let share = duration / Double(count)
            var previous = 0
            for frame in 0..<count {
                let index = burst.imageIndex(at: (Double(frame) + 0.5) * share)
                XCTAssertEqual(index, frame, name)
                XCTAssertGreaterThanOrEqual(index ?? -1, previous, name)
                previous = index ?? previous
            }
        }
    }
}
