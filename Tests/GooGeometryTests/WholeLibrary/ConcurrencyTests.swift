import GooGeometry
import XCTest

/// Shared values and the library's static defaults, read from many tasks at once.
///
/// Every public type is `Sendable`; `.ci/run` runs this under ThreadSanitizer.
final class ConcurrencyTests: XCTestCase {
    func testSharedValuesAreUsedFromManyTasksAtOnce() async throws {
        let anchor = try circle(0, 0, 10)
        let configuration = try GooDragConfiguration(connectorStyle: .metaball(.default))
        let session = try GooDragSession(anchor: anchor, configuration: configuration)
        @Sendable func work(_ index: Int) -> Double {
            var copy = session
            var total = 0.0
            for step in 0..<40 {
                let position = GooPoint(x: Double(step + index), y: Double(step) * 0.5)
                if step == 0 {
                    try? copy.begin(at: position)
                } else {
                    try? copy.move(to: position)
                }
                total += copy.frame.outline.area
                let cubic = CubicConnector.between(anchor: anchor, drag: copy.frame.drag)
                total += cubic.connector?.points.o1.x ?? 0
                total +=
                    GooSpring.default.offset(at: 0.1, from: GooVector(x: 5, y: 0), velocity: .zero)
                    .x
            }
            return total
        }
        let totals = await withTaskGroup(of: (Int, Double).self) { group in
            for index in 0..<32 { group.addTask { (index, work(index)) } }
            var totals: [Int: Double] = [:]
            for await (index, total) in group { totals[index] = total }
            return totals
        }
        // Each task's answer is the one the same work gives on this thread alone.
        for index in 0..<32 {
            XCTAssertEqual(totals[index], work(index), "task \(index)")
        }
        XCTAssertTrue(totals.values.allSatisfy { $0.isFinite && $0 > 0 }, "\(totals)")
    }
}
