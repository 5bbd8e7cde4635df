import GooGeometry
import GooTestSupport
import XCTest

/// As the dragged circle moves, the outline moves with it: no jump between regimes.
final class OutlineContinuityTests: XCTestCase {
    /// The largest Hausdorff jump between successive outlines, divided by the step, along a
    /// straight sweep of the drag centre.
    static func worstJump(
        style: GooConnector.Style, anchor: GooCircle, dragRadius: Double, from start: GooPoint,
        to end: GooPoint, steps: Int
    ) throws -> Double {
        var previous: [[GooPoint]]?
        var worst = 0.0
        let step = distanceBetween(start, end) / Double(steps)
        for index in 0...steps {
            let t = Double(index) / Double(steps)
            let center = GooPoint(
                x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            let drag = try GooCircle(center: center, radius: dragRadius)
            let outline = GooOutline(anchor: anchor, badge: GooCapsule(drag), style: style)
            let current = samples(of: outline.path, perElement: 8)
            if let previous { worst = max(worst, hausdorffDistance(previous, current) / step) }
            previous = current
        }
        return worst
    }

    // Along the x axis from the far left, through the anchor's centre (coincident), nested,
    // internal tangency (|x| = 6), overlap, external tangency (|x| = 22) and apart to x = 60.
    func testSweepingThroughEveryRegimeNeverJumps() {
        forEachRow(allStyles) { style in
            let anchor = try circle(0, 0, 8)
            let worst = try Self.worstJump(
                style: style, anchor: anchor, dragRadius: 14, from: GooPoint(x: -60, y: 0.3),
                to: GooPoint(x: 60, y: 0.3), steps: Sweep.count(400, debug: 200)
            )
            // The outline moves about as fast as the drag (measured: at most 1.5×, metaball near
            // tangency); a jump between regimes would show as a ratio of the jump over the step.
            XCTAssertLessThanOrEqual(worst, 2, "\(style): worst jump \(worst)× the step")
        }
    }

    func testSweepingPastAnEqualRadiusAnchorNeverJumps() {
        forEachRow(allStyles) { style in
            let anchor = try circle(5, -3, 10)
            let worst = try Self.worstJump(
                style: style, anchor: anchor, dragRadius: 10, from: GooPoint(x: -40, y: 30),
                to: GooPoint(x: 45, y: -33), steps: Sweep.count(400, debug: 200)
            )
            XCTAssertLessThanOrEqual(worst, 2, "\(style): worst jump \(worst)× the step")
        }
    }
}
