import GooGeometry
import GooTestSupport
import XCTest

/// The frames of one whole gesture — press, drag, release, spring back — never jump.
///
/// Between two consecutive frames the drawn outline moves no farther than the badge and the
/// anchor did. The one exception is the break, the snap the effect is made of.
final class GestureContinuityTests: XCTestCase {
    /// Outlines of every frame of a gesture: drag frames, then spring-back frames at 120 Hz.
    private struct Gesture {
        var outlines: [GooPath] = []
        /// How far the badge's centre and the anchor's radius moved into each frame.
        var motions: [Double] = []
        var wasAttached: [Bool] = []

        mutating func append(_ frame: GooDragSession.Frame, after previous: GooDragSession.Frame?) {
            outlines.append(frame.outline.path)
            wasAttached.append(frame.isAttached)
            guard let previous else { return motions.append(0) }
            motions.append(
                distanceBetween(previous.drag.center, frame.drag.center)
                    + abs(previous.anchor.radius - frame.anchor.radius))
        }
    }

    /// Out along a slight diagonal to `farthest` in 2 pt steps, back to `release` and let go.
    private func gesture(
        style: GooConnector.Style, farthest: Double, release: Double, velocity: GooVector
    ) throws -> Gesture {
        let configuration = try GooDragConfiguration(connectorStyle: style)
        var session = try GooDragSession(anchor: circle(0, 0, 10), configuration: configuration)
        var result = Gesture()
        func at(_ d: Double) -> GooPoint { GooPoint(x: d * 0.96, y: d * 0.28) }
        try session.begin(at: at(0))
        result.append(session.frame, after: nil)
        let outward = stride(from: 2.0, through: farthest, by: 2)
        let inward = stride(from: farthest - 2, through: release, by: -2)
        for d in Array(outward) + Array(inward) {
            let previous = session.frame
            try session.move(to: at(d))
            result.append(session.frame, after: previous)
        }
        var previous = session.frame
        XCTAssertEqual(try session.end(at: at(release), velocity: velocity), .springBack)
        result.append(session.frame, after: previous)
        let home = session.springBack()
        let settle = try XCTUnwrap(home.settlingTime())
        for step in 0...Int(settle * 120) {
            let frame = home.frame(at: Double(step) / 120)
            result.append(frame, after: previous)
            previous = frame
        }
        return result
    }

    /// The indices of the frames whose outline moved farther than the badge and anchor did.
    ///
    /// Allowed: twice that, as the sweeps allow, plus 0.05 pt of sampling error (12 chords per
    /// quarter turn of a circle of radius 10 stray 0.02 pt from it; two outlines of one circle
    /// split at different places differ by that much). A pop is points, not hundredths.
    private func jumps(in gesture: Gesture) -> [Int] {
        let samples = gesture.outlines.map { GooGeometryTests.samples(of: $0, perElement: 12) }
        return (1..<samples.count).filter { index in
            let moved = hausdorffDistance(samples[index - 1], samples[index])
            return moved > 2 * gesture.motions[index] + 0.05
        }
    }

    // Out to 130 (the link breaks beyond 100), back to 60, released toward home: the only jump
    // is the break; the release and the whole way home, where the anchor comes back under the
    // badge, are smooth.
    func testABrokenLinkReleasedWithinRangeJumpsOnlyAtTheBreak() {
        forEachRow(allStyles) { style in
            let gesture = try gesture(
                style: style, farthest: 130, release: 60, velocity: GooVector(x: -300, y: -90))
            let breaks = (1..<gesture.wasAttached.count).filter {
                gesture.wasAttached[$0 - 1] && !gesture.wasAttached[$0]
            }
            XCTAssertEqual(breaks.count, 1, "\(style)")
            XCTAssertEqual(jumps(in: gesture), breaks, "\(style)")
        }
    }

    // Out to 96 and released there with a fling outward: the link holds the whole time, so
    // nothing jumps, not even when the spring carries the badge past the break distance.
    func testALinkThatHeldNeverJumps() {
        forEachRow(allStyles) { style in
            let gesture = try gesture(
                style: style, farthest: 96, release: 96, velocity: GooVector(x: 900, y: 260))
            XCTAssertTrue(gesture.wasAttached.allSatisfy { $0 }, "\(style)")
            XCTAssertEqual(jumps(in: gesture), [], "\(style)")
        }
    }
}
