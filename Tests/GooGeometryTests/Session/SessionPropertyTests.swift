import GooGeometry
import XCTest
import GooTestSupport

/// Invariants of the drag rules over seeded random traces.
final class SessionPropertyTests: XCTestCase {
    func testAnchorRadiusNeverGrowsWithDistance() throws {
        var rng = SplitMix64(seed: 11)
        for iteration in 0..<500 {
            let model = try GooDragConfiguration.ShrinkModel.linear(
                divisor: .random(in: 0.5...50, using: &rng))
            let restingRadius = Double.random(in: 0...40, using: &rng)
            let distances = (0..<40).map { _ in Double.random(in: 0...2000, using: &rng) }.sorted()
            let radii = distances.map {
                model.anchorRadius(restingRadius: restingRadius, distance: $0)
            }
            XCTAssertTrue(zip(radii, radii.dropFirst()).allSatisfy { $0 >= $1 }, "\(iteration)")
            XCTAssertTrue(radii.allSatisfy { $0 >= 0 && $0 <= restingRadius }, "\(iteration)")
        }
    }

    func testFramesAreAlwaysFiniteAndConsistent() throws {
        var rng = SplitMix64(seed: 12)
        var (connectors, attached) = (0, 0)
        for iteration in 0..<400 {
            var (session, positions) = try randomTrace(&rng)
            try session.begin(at: session.restingAnchor.center)
            for position in positions {
                try session.move(to: position)
                let frame = session.frame
                XCTAssertTrue(frame.distance.isFinite, "\(iteration)")
                XCTAssertTrue(frame.anchor.radius.isFinite, "\(iteration)")
                XCTAssertGreaterThanOrEqual(frame.anchor.radius, 0, "\(iteration)")
                XCTAssertLessThanOrEqual(
                    frame.anchor.radius, session.restingAnchor.radius, "\(iteration)")
                // (A frame has a connector only while attached: `GooDragSession.Frame.connector` says so.)
                if let connector = frame.connector {
                    connectors += 1
                    for element in connector.path {
                        if case .move(let point) = element {
                            XCTAssertTrue(point.isFinite, "\(iteration): \(point)")
                        }
                    }
                }
                // Attached implies within range, always.
                if frame.isAttached {
                    XCTAssertLessThanOrEqual(frame.distance, session.breakDistance, "\(iteration)")
                    attached += 1
                }
            }
        }
        // The two conditional checks ran, often: of the 12 000 frames, those with a connector
        // and those attached (about one in nine each).
        XCTAssertGreaterThan(connectors, 500)
        XCTAssertGreaterThan(attached, 500)
    }

    func testTheSameEventsGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 13)
        for iteration in 0..<200 {
            let (session, positions) = try randomTrace(&rng)
            func replay() throws -> ([GooDragSession.Frame], GooDragSession.ReleaseOutcome) {
                var copy = session
                try copy.begin(at: session.restingAnchor.center)
                var frames: [GooDragSession.Frame] = []
                for position in positions {
                    try copy.move(to: position)
                    frames.append(copy.frame)
                }
                let outcome = try copy.end(at: positions.last ?? .zero)
                return (frames, outcome)
            }
            let (first, firstOutcome) = try replay()
            let (second, secondOutcome) = try replay()
            XCTAssertEqual(first, second, "\(iteration)")
            XCTAssertEqual(firstOutcome, secondOutcome, "\(iteration)")
        }
    }
    // The outcome read off the frames alone: the link "ever broke" if any frame of the gesture,
    // the release's included, was detached; seed 000's policy springs back iff the release is
    // within the break distance, seed 004's iff the link never broke. Random traces, random
    // reconnect distances or none, both policies, no fling.
    func testTheReleaseOutcomeFollowsFromTheFramesForEveryPolicyAndReconnectMode() throws {
        var rng = SplitMix64(seed: 14)
        var seen: Set<String> = []
        for iteration in 0..<300 {
            var (session, positions) = try randomTrace(&rng)
            // Smaller steps than the trace's: many releases land back within range after a break.
            let center = session.restingAnchor.center
            positions = positions.map { center + ($0 - center) * (1 / 1e298) }
            try session.begin(at: session.restingAnchor.center)
            var everDetached = !session.frame.isAttached
            for position in positions.dropLast() {
                try session.move(to: position)
                everDetached = everDetached || !session.frame.isAttached
            }
            let outcome = try session.end(at: positions.last ?? .zero)
            everDetached = everDetached || !session.frame.isAttached
            let expected: GooDragSession.ReleaseOutcome =
                switch session.configuration.release {
                case .springBackWithinRange:
                    session.frame.distance <= session.breakDistance ? .springBack : .dismiss
                case .dismissOnceBroken: everDetached ? .dismiss : .springBack
                }
            XCTAssertEqual(outcome, expected, "\(iteration)")
            XCTAssertEqual(session.hasBroken, everDetached, "\(iteration)")
            seen.insert(
                "\(session.configuration.release) \(session.reconnectDistance != nil) "
                    + "\(everDetached) \(session.frame.isAttached)")
        }
        // Every policy met both reconnect modes, and a release reattached after a break.
        for policy in GooDragConfiguration.ReleasePolicy.allCases {
            for reconnects in [false, true] {
                XCTAssertTrue(seen.contains("\(policy) \(reconnects) true false"), "\(policy)")
            }
            XCTAssertTrue(seen.contains("\(policy) true true true"), "\(policy) reattached")
        }
    }

    // Whatever a custom model returns (above r0, negative, NaN, ±∞), the radius is that value
    // clamped to 0...r0, NaN counting as 0, and so is every frame's anchor radius.
    func testCustomShrinkModelsAreClampedToZeroAndTheRestingRadiusWhateverTheyReturn() throws {
        var rng = SplitMix64(seed: 15)
        let specials: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]
        for iteration in 0..<300 {
            let restingRadius = Double.random(in: 0...40, using: &rng)
            let scale = Double.random(in: -3...3, using: &rng)
            let special = specials[Int.random(in: 0..<specials.count, using: &rng)]
            // r0·scale + d/7, or a special value every fourth distance unit.
            let model = GooDragConfiguration.ShrinkModel.custom { r0, d in
                Int(d) % 4 == 3 ? special : r0 * scale + d / 7
            }
            for _ in 0..<10 {
                let distance = Double.random(in: 0...200, using: &rng)
                let raw = Int(distance) % 4 == 3 ? special : restingRadius * scale + distance / 7
                let clamped = raw.isNaN ? 0 : Swift.max(0, Swift.min(raw, restingRadius))
                let radius = model.anchorRadius(restingRadius: restingRadius, distance: distance)
                XCTAssertEqual(radius, clamped, "\(iteration): d \(distance), raw \(raw)")
            }
            var session = try GooDragSession(
                anchor: GooCircle(x: 0, y: 0, radius: restingRadius),
                configuration: GooDragConfiguration(shrink: model, breakDistance: .points(1e9)))
            try session.begin(at: .zero)
            for _ in 0..<5 {
                try session.move(
                    to: GooPoint(x: .random(in: -150...150, using: &rng), y: 0))
                XCTAssertLessThanOrEqual(session.frame.anchor.radius, restingRadius, "\(iteration)")
                XCTAssertGreaterThanOrEqual(session.frame.anchor.radius, 0, "\(iteration)")
            }
        }
    }
}
