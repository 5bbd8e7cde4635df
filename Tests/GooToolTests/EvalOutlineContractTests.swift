import Foundation
import Testing

@testable import GooTool

/// The union-shape ops of the `goo eval` contract: `path` with `shape`, `contains`, `bounds`,
/// `area`, and the `metaball` style.
@Suite struct EvalOutlineContractTests {
    private func answer(_ line: String) -> String { Eval.answer(Array(line.utf8)) }

    private func json(_ line: String) throws -> [String: Any] {
        let data = Data(answer(line).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private let apart = #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":12}"#

    @Test func outlinePathIsOneClosedSubpathWhileAttachedAndTwoWhenBroken() throws {
        let attached = try json(#"{"op":"path","shape":"outline","style":"quadratic",\#(apart)}"#)
        let svg = try #require(attached["svg"] as? String)
        #expect(svg.hasPrefix("M ") && svg.hasSuffix(" Z"))
        #expect(svg.components(separatedBy: "M ").count - 1 == 1)
        let broken = try json(
            #"{"op":"path","shape":"outline","style":"quadratic","attached":false,\#(apart)}"#)
        let brokenSVG = try #require(broken["svg"] as? String)
        #expect(brokenSVG.components(separatedBy: "M ").count - 1 == 2)
        #expect((broken["elements"] as? [[Any]])?.first?.first as? String == "M")
    }

    @Test func connectorStaysTheDefaultShape() {
        let plain = answer(#"{"op":"path","style":"quadratic",\#(apart)}"#)
        #expect(
            plain == answer(#"{"op":"path","shape":"connector","style":"quadratic",\#(apart)}"#))
    }

    // Broken link, disks apart: area π(10² + 12²) = 244π; bounds [−10, −12, 72, 12].
    @Test func areaAndBoundsOfTwoDisksAreHandKnown() throws {
        let area = try #require(
            try json(#"{"op":"area","style":"tangent","attached":false,\#(apart)}"#)["area"]
                as? Double)
        #expect(abs(area - 244 * Double.pi) <= 244 * Double.pi * 1e-3)
        let bounds = try #require(
            try json(#"{"op":"bounds","style":"tangent","attached":false,\#(apart)}"#)["bounds"]
                as? [Double])
        #expect(bounds.count == 4)
        for (got, expected) in zip(bounds, [-10.0, -12, 72, 12]) {
            #expect(abs(got - expected) < 1e-9)
        }
    }

    // The axis midpoint (30, 0) is inside the bridge, and 20 pt above it is outside unless the
    // slop reaches it.
    @Test func containsHonoursTheSlop() throws {
        #expect(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,0]}"#)
                == #"{"ok":true,"inside":true}"#)
        #expect(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,-25]}"#)
                == #"{"ok":true,"inside":false}"#)
        #expect(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,-25],"slop":20}"#)
                == #"{"ok":true,"inside":true}"#)
        #expect(
            answer(
                #"{"op":"contains","style":"quadratic","attached":false,\#(apart),"point":[30,0]}"#)
                == #"{"ok":true,"inside":false}"#)
    }

    @Test func metaballPointsHaveTheEightCubicLabels() throws {
        let points = try #require(
            try json(#"{"op":"points","style":"metaball","spread":0.6,"handleRate":2,\#(apart)}"#)[
                "points"] as? [String: [Double]])
        #expect(Set(points.keys) == ["A", "B", "C", "D", "O1", "O2", "P1", "P2"])
    }

    @Test(arguments: [
        (
            #"{"op":"path","shape":"blob","style":"quadratic"}"#,
            "shape: expected connector or outline"
        ),
        (
            #"{"op":"contains","style":"quadratic","anchor":{"x":0,"y":0,"r":1},"drag":{"x":3,"y":0,"r":1}}"#,
            "point: missing"
        ),
        (#"{"op":"contains","style":"quadratic","point":[0,0],"slop":-1}"#, "slop: must be ≥ 0"),
        (
            #"{"op":"area","style":"quadratic","attached":"no","anchor":{"x":0,"y":0,"r":1},"drag":{"x":3,"y":0,"r":1}}"#,
            "attached: expected true or false"
        ),
        (
            #"{"op":"points","style":"quadratic","attached":false,"anchor":{"x":0,"y":0,"r":1},"drag":{"x":3,"y":0,"r":1}}"#,
            "attached: unknown field"
        ),
        (#"{"op":"points","style":"metaball","spread":2}"#, "spread: "),
        (#"{"op":"points","style":"metaball","handleRate":-1}"#, "handleRate: "),
        (#"{"op":"points","style":"cubic","spread":0.5}"#, "spread: only the metaball style"),
    ])
    func malformedUnionRequestsNameTheField(line: String, prefix: String) {
        let text = answer(line)
        #expect(text.hasPrefix(#"{"ok":false,"error":"\#(prefix)"#), "\(text)")
    }
}
