import GooGeometry
import XCTest

/// Shared values and the library's static defaults, read from many tasks at once.
///
/// What a race would break is checked in any build: each of 32 tasks, run while the others run,
/// answers exactly once, with what the same work gives on one thread alone, and the answers
/// differ from task to task, so that answers crossed between tasks would show. The defaults are
/// first read inside the tasks, so their one-time initialisation races too. `.ci/run` also runs
/// this under ThreadSanitizer, which sees the races that happen not to change an answer.
final class ConcurrencyTests: XCTestCase {
    /// Compiles only while every listed public type is `Sendable`, as the tasks need.
    private static func requireSendable(_ types: any Sendable.Type...) {}

    func testSharedValuesAreUsedFromManyTasksAtOnce() async throws {
        Self.requireSendable(
            GooAngle.self, GooBoundingBox.self, GooCapsule.self, GooCircle.self, GooPoint.self,
            GooVector.self, GooGeometryError.self, GooConnector.self, GooConnector.Style.self,
            GooConnector.CubicOptions.self, GooConnector.MetaballOptions.self,
            GooConnector.UnavailableReason.self, GooConnection<GooConnector>.self, GooPath.self,
            GooPath.Element.self, GooOutline.self, GooDragConfiguration.self,
            GooDragConfiguration.ShrinkModel.self, GooDragConfiguration.ReleasePolicy.self,
            GooDragConfigurationError.self, GooDragSession.self, GooDragEventError.self,
            GooSpring.self, GooBurstTimeline.self, GooParticleBurst.self, GooMotionError.self,
            GooBadgeController.self, GooBadgeError.self)
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
            // The other static defaults, each first read here, inside a task.
            let defaults = GooDragConfiguration.default
            total += defaults.shrink.anchorRadius(restingRadius: 10, distance: Double(index))
            total += GooBurstTimeline.default.removalTime
            total += GooConnector.CubicOptions.default.nearFraction
            return total
        }
        let (totals, answers) = await withTaskGroup(of: (Int, Double).self) { group in
            for index in 0..<32 { group.addTask { (index, work(index)) } }
            var totals: [Int: Double] = [:]
            var answers = 0
            for await (index, total) in group {
                totals[index] = total
                answers += 1
            }
            return (totals, answers)
        }
        // Every task answered, once.
        XCTAssertEqual(answers, 32)
        XCTAssertEqual(Set(totals.keys), Set(0..<32))
        // Each task's answer is the one the same work gives on this thread alone.
        for index in 0..<32 {
            XCTAssertEqual(totals[index], work(index), "task \(index)")
        }
        XCTAssertTrue(totals.values.allSatisfy { $0.isFinite && $0 > 0 }, "\(totals)")
        // No two tasks answer alike: an answer given to the wrong task could not pass as its own.
        XCTAssertEqual(Set(totals.values).count, 32, "\(totals)")
    }
}
