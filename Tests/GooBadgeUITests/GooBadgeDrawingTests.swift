import GooBadgeUI
import GooGeometry
import XCTest

/// What a toolkit reads to draw a frame with its own primitives: the particles' boxes, the box
/// of everything drawn, and a colour's components.
final class GooBadgeDrawingTests: XCTestCase {
    /// A badge of radius 10 at (100, 100), dismissed from code at time 0.1: it bursts where it
    /// rests.
    private func burstingBadge() throws -> GooBadgeController {
        var badge = try GooBadgeController(badge: try GooCircle(x: 100, y: 100, radius: 10))
        try badge.dismiss(time: 0.1)
        XCTAssertEqual(badge.phase, .bursting)
        return badge
    }

    func testABurstsBoxIsTheBoxOfItsParticlesCircles() throws {
        let badge = try burstingBadge()
        var checked = 0
        for time in stride(from: 0.1, to: 0.7, by: 0.05) {
            let frame = badge.frame(at: time)
            guard !frame.particles.isEmpty else { continue }
            // The box by hand: each circle reaches its radius to either side of its centre.
            let minX = frame.particles.map { $0.center.x - $0.radius }.min()!
            let maxX = frame.particles.map { $0.center.x + $0.radius }.max()!
            let minY = frame.particles.map { $0.center.y - $0.radius }.min()!
            let maxY = frame.particles.map { $0.center.y + $0.radius }.max()!
            let box = try XCTUnwrap(frame.drawnBounds)
            XCTAssertEqual(box.minX, minX, "t \(time)")
            XCTAssertEqual(box.maxX, maxX, "t \(time)")
            XCTAssertEqual(box.minY, minY, "t \(time)")
            XCTAssertEqual(box.maxY, maxY, "t \(time)")
            for (dot, box) in zip(frame.particles, frame.particleBoxes) {
                XCTAssertEqual(box.x, dot.center.x - dot.radius)
                XCTAssertEqual(box.y, dot.center.y - dot.radius)
                XCTAssertEqual(box.side, 2 * dot.radius)
                XCTAssertEqual(box.opacity, dot.opacity)
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5, "frames of the burst with particles")
    }

    func testARestingBadgesBoxIsItsCircles() throws {
        let badge = try GooBadgeController(badge: try GooCircle(x: 100, y: 100, radius: 10))
        let box = try XCTUnwrap(badge.frame(at: 0).drawnBounds)
        // The circle of radius 10 at (100, 100): 90...110 on both axes.
        XCTAssertEqual(box.minX, 90, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 110, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 90, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 110, accuracy: 1e-9)
    }

    func testADismissedBadgeDrawsNothing() throws {
        var badge = try burstingBadge()
        XCTAssertEqual(try badge.advance(to: 10), .dismissed)
        XCTAssertNil(badge.frame(at: 10).drawnBounds)
        XCTAssertTrue(badge.frame(at: 10).particleBoxes.isEmpty)
    }

    func testAColourMadeWithoutAlphaIsOpaque() {
        XCTAssertEqual(GooBadgeColor(red: 0.5, green: 0.25, blue: 0).alpha, 1)
    }
}
