import GooGeometry
import Testing

/// The README's usage example, compiled and run; `.ci/run` checks the README holds the same
/// lines as the region between the markers.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleRuns() throws {
        // README example begins
        let anchor = try GooCircle(x: 100, y: 100, radius: 8)  // the copy left behind
        let badge = try GooCircle(x: 160, y: 140, radius: 10)  // under the finger
        switch QuadraticConnector.between(anchor: anchor, drag: badge) {
        case .connected(let bridge):
            print(bridge.points.o, bridge.path.svgPathData)  // replay(into:) for any path builder
        case .unavailable(let reason):
            print("no bridge:", reason)  // e.g. the finger is back on the anchor
        }
        // README example ends
        #expect(QuadraticConnector(anchor: anchor, drag: badge) != nil)
    }
}
