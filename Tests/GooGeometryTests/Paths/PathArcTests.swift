import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// A path's arc elements: written to SVG with the flags that keep their turn, and replayed
/// as they are.
final class PathArcTests: XCTestCase {
    // MARK: SVG

    /// A hand-built arc of radius 10 about the origin and the `A` command's first five numbers
    /// and end point that SVG needs: large-arc when it turns more than half a circle, sweep 1
    /// when the angle grows (clockwise on screen with y down, CoreGraphics' `clockwise: false`).
    private struct ArcRow: CustomStringConvertible {
        var start: Double
        var end: Double
        var clockwise: Bool
        var flags: [Double]  // rx ry rotation large-arc sweep
        var endPoint: (x: Double, y: Double)
        var description: String { "\(start) → \(end) clockwise \(clockwise)" }
    }

    func testSVGArcFlagsFollowTheTurn() {
        let pi = Double.pi
        let rows = [
            ArcRow(
                start: 0, end: pi / 2, clockwise: false, flags: [10, 10, 0, 0, 1], endPoint: (0, 10)
            ),
            ArcRow(
                start: 0, end: pi / 2, clockwise: true, flags: [10, 10, 0, 1, 0], endPoint: (0, 10)),
            ArcRow(
                start: 0, end: 3 * pi / 2, clockwise: false, flags: [10, 10, 0, 1, 1],
                endPoint: (0, -10)),
            ArcRow(
                start: 0, end: -pi / 2, clockwise: true, flags: [10, 10, 0, 0, 0],
                endPoint: (0, -10)),
            ArcRow(
                start: 0, end: -pi / 2, clockwise: false, flags: [10, 10, 0, 1, 1],
                endPoint: (0, -10)),
            ArcRow(
                start: pi, end: 0, clockwise: true, flags: [10, 10, 0, 0, 0], endPoint: (10, 0)),
        ]
        forEachRow(rows) { row in
            var path = GooPath()
            path.move(to: GooPoint(x: 10 * cos(row.start), y: 10 * sin(row.start)))
            path.addArc(
                center: .zero, radius: 10, startAngle: .radians(row.start),
                endAngle: .radians(row.end), clockwise: row.clockwise)
            let commands = path.svgCommands
            XCTAssertEqual(commands.map(\.letter), ["M", "A"], "\(row)")
            let numbers = commands[1].numbers
            XCTAssertEqual(Array(numbers.prefix(5)), row.flags, "\(row)")
            XCTAssertEqual(numbers[5], row.endPoint.x, accuracy: 1e-12, "\(row)")
            XCTAssertEqual(numbers[6], row.endPoint.y, accuracy: 1e-12, "\(row)")
        }
    }

    func testAFullCircleIsTwoHalfArcsInSVG() throws {
        let c = try circle(20, 0, 5)
        let outline = GooOutline(anchor: c, badge: GooCapsule(c), style: nil)
        let commands = outline.path.svgCommands
        XCTAssertEqual(commands.map(\.letter), ["M", "A", "A", "Z"])
        let move = commands[0].numbers
        XCTAssertEqual(move[0], 25, accuracy: 1e-12)
        // Halfway round, at the far side, then back to the start, the same way both times.
        XCTAssertEqual(commands[1].numbers[5], 15, accuracy: 1e-12)
        XCTAssertEqual(commands[2].numbers[5], 25, accuracy: 1e-12)
        XCTAssertEqual(commands[1].numbers[0..<5], commands[2].numbers[0..<5])
        XCTAssertEqual(commands[1].numbers[3], 0)
        // The outline keeps the disk on its left in a y-down frame: a growing angle, sweep 1.
        XCTAssertEqual(commands[1].numbers[4], 1)
        XCTAssertTrue(outline.path.svgPathData.hasPrefix("M 25 0 A 5 5 0 0 1 15 "))
    }

    func testAnArcWithinAThousandthOfAFullTurnIsHalvedInSVG() {
        // Its ends are r·(2π − sweep) apart (to first order): 5e-4 of the radius here, which a
        // writer rounding to 2 places merges, and SVG then draws nothing of a nearly full disk.
        func commands(sweep: Double) -> [SVGPathCommand] {
            var path = GooPath()
            path.addArc(
                center: .zero, radius: 10, startAngle: .radians(1),
                endAngle: .radians(1 + sweep), clockwise: false)
            return path.svgCommands
        }
        let halved = commands(sweep: 2 * Double.pi - 5e-4)
        XCTAssertEqual(halved.map(\.letter), ["M", "A", "A"])
        XCTAssertEqual(halved[1].numbers[3], 0, "each half turns less than π")
        XCTAssertEqual(halved[2].numbers[3], 0)
        // The middle of the arc, at 1 + sweep/2 from the centre.
        let middle = 1 + (2 * Double.pi - 5e-4) / 2
        XCTAssertEqual(halved[1].numbers[5], 10 * cos(middle), accuracy: 1e-12)
        XCTAssertEqual(halved[1].numbers[6], 10 * sin(middle), accuracy: 1e-12)
        XCTAssertEqual(halved[2].numbers[5], 10 * cos(1 + 2 * Double.pi - 5e-4), accuracy: 1e-12)
        // 2e-3 short of a full turn: one large arc, as any arc beyond π.
        let whole = commands(sweep: 2 * Double.pi - 2e-3)
        XCTAssertEqual(whole.map(\.letter), ["M", "A"])
        XCTAssertEqual(whole[1].numbers[3], 1)
    }

    // MARK: Replay

    func testReplayForwardsAnArcUnchanged() {
        var path = GooPath()
        path.move(to: GooPoint(x: 1, y: 0))
        path.addArc(
            center: .zero, radius: 1, startAngle: .radians(0), endAngle: .radians(2),
            clockwise: true)
        path.closeSubpath()
        var recorder = RecordingBuilder()
        path.replay(into: &recorder)
        XCTAssertEqual(
            recorder.calls,
            ["move \(GooPoint(x: 1, y: 0))", "arc \(GooPoint.zero) 1.0 0.0 2.0 true", "close"])
    }
}
