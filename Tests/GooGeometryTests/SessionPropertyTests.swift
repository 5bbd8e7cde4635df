import GooGeometry
import XCTest

/// Invariants of the drag rules over seeded random traces.
final class SessionPropertyTests: XCTestCase {
    /// A random configuration and a random walk of positions around the anchor.
    static func randomTrace(
        _ rng: inout SplitMix64
    ) throws -> (session: GooDragSession, positions: [GooPoint]) {
        let anchor = try GooCircle(
            x: .random(in: -1e3...1e3, using: &rng), y: .random(in: -1e3...1e3, using: &rng),
            radius: .random(in: 0...30, using: &rng)
        )
        let breakDistance = Double.random(in: 0...200, using: &rng)
        let configuration = try GooDragConfiguration(
            shrink: .linear(divisor: .random(in: 1...40, using: &rng)),
            breakDistance: .points(breakDistance),
            minimumAnchorRadius: .random(in: 0...5, using: &rng),
            reconnectDistance: Bool.random(using: &rng)
                ? .points(.random(in: 0...breakDistance, using: &rng)) : nil,
            release: Bool.random(using: &rng) ? .springBackWithinRange : .dismissOnceBroken,
            style: allStyles[Int.random(in: 0..<allStyles.count, using: &rng)]
        )
        var position = anchor.center
        let positions = (0..<30).map { _ in
            // Mostly small steps, sometimes huge jumps: magnitudes up to 1e300.
            let step = Bool.random(using: &rng) ? 60.0 : 1e300
            position = GooPoint(
                x: .random(in: -step...step, using: &rng), y: .random(in: -step...step, using: &rng)
            )
            return position
        }
        return (try GooDragSession(anchor: anchor, configuration: configuration), positions)
    }

    func testAnchorRadiusNeverGrowsWithDistance() throws {
        var rng = SplitMix64(seed: 11)
        for iteration in 0..<500 {
            let model = try ShrinkModel.linear(divisor: .random(in: 0.5...50, using: &rng))
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
        for iteration in 0..<400 {
            var (session, positions) = try Self.randomTrace(&rng)
            try session.begin(at: session.restingAnchor.center)
            for position in positions {
                try session.move(to: position)
                let frame = session.frame
                XCTAssertTrue(frame.distance.isFinite, "\(iteration)")
                XCTAssertTrue(frame.anchorRadius.isFinite, "\(iteration)")
                XCTAssertGreaterThanOrEqual(frame.anchorRadius, 0, "\(iteration)")
                XCTAssertLessThanOrEqual(
                    frame.anchorRadius, session.restingAnchor.radius, "\(iteration)")
                // (A frame has a connector only while attached: `DragFrame.connector` says so.)
                if let connector = frame.connector {
                    for element in connector.path {
                        if case .move(let point) = element {
                            XCTAssertTrue(point.isFinite, "\(iteration): \(point)")
                        }
                    }
                }
                // Attached implies within range, always.
                if frame.isAttached {
                    XCTAssertLessThanOrEqual(frame.distance, session.breakDistance, "\(iteration)")
                }
            }
        }
    }

    func testTheSameEventsGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 13)
        for iteration in 0..<200 {
            let (session, positions) = try Self.randomTrace(&rng)
            func replay() throws -> ([DragFrame], ReleaseOutcome) {
                var copy = session
                try copy.begin(at: session.restingAnchor.center)
                var frames: [DragFrame] = []
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
}
