import GooGeometry
import GooTestSupport
import XCTest

/// The burst timings: which image of the burst shows when, and the particles' paths.
final class BurstTests: XCTestCase {
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
