import Foundation
import GooTestSupport
import XCTest

@testable import GooTool

/// The union-shape ops of the `goo eval` contract: `path` with `shape`, `contains`, `bounds`,
/// `area`, and the `metaball` style.
final class EvalOutlineContractTests: XCTestCase {
    private func json(_ line: String) throws -> [String: Any] {
        let data = Data(answer(line).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], line)
    }

    private let apart = #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":12}"#

    func testOutlinePathIsOneClosedSubpathWhileAttachedAndTwoWhenBroken() throws {
        let attached = try json(#"{"op":"path","shape":"outline","style":"quadratic",\#(apart)}"#)
        let svg = try XCTUnwrap(attached["svg"] as? String)
        XCTAssertTrue(svg.hasPrefix("M "), svg)
        XCTAssertTrue(svg.hasSuffix(" Z"), svg)
        XCTAssertEqual(svg.components(separatedBy: "M ").count - 1, 1, svg)
        let broken = try json(
            #"{"op":"path","shape":"outline","style":"quadratic","attached":false,\#(apart)}"#)
        let brokenSVG = try XCTUnwrap(broken["svg"] as? String)
        XCTAssertEqual(brokenSVG.components(separatedBy: "M ").count - 1, 2, brokenSVG)
        XCTAssertEqual((broken["elements"] as? [[Any]])?.first?.first as? String, "M")
    }

    func testConnectorStaysTheDefaultShape() {
        let plain = answer(#"{"op":"path","style":"quadratic",\#(apart)}"#)
        XCTAssertEqual(
            plain, answer(#"{"op":"path","shape":"connector","style":"quadratic",\#(apart)}"#))
    }

    // Broken link, disks apart: area π(10² + 12²) = 244π; bounds [−10, −12, 72, 12], exactly:
    // the outline's arcs are the circles themselves.
    func testAreaAndBoundsOfTwoDisksAreHandKnown() throws {
        let area = try XCTUnwrap(
            try json(#"{"op":"area","style":"tangent","attached":false,\#(apart)}"#)["area"]
                as? Double)
        XCTAssertEqual(area, 244 * Double.pi, accuracy: 244 * Double.pi * 1e-12)
        let bounds = try XCTUnwrap(
            try json(#"{"op":"bounds","style":"tangent","attached":false,\#(apart)}"#)["bounds"]
                as? [Double])
        XCTAssertEqual(bounds.count, 4)
        XCTAssertEqual(bounds, [-10, -12, 72, 12])
    }

    // The axis midpoint (30, 0) is inside the bridge, and 20 pt above it is outside unless the
    // slop reaches it.
    func testContainsHonoursTheSlop() throws {
        XCTAssertEqual(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,0]}"#),
            #"{"ok":true,"inside":true}"#)
        XCTAssertEqual(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,-25]}"#),
            #"{"ok":true,"inside":false}"#)
        XCTAssertEqual(
            answer(#"{"op":"contains","style":"quadratic",\#(apart),"point":[30,-25],"slop":20}"#),
            #"{"ok":true,"inside":true}"#)
        XCTAssertEqual(
            answer(
                #"{"op":"contains","style":"quadratic","attached":false,\#(apart),"point":[30,0]}"#),
            #"{"ok":true,"inside":false}"#)
    }

    func testMetaballPointsHaveTheEightCubicLabels() throws {
        let points = try XCTUnwrap(
            try json(#"{"op":"points","style":"metaball","spread":0.6,"handleRate":2,\#(apart)}"#)[
                "points"] as? [String: [Double]])
        XCTAssertEqual(Set(points.keys), ["A", "B", "C", "D", "O1", "O2", "P1", "P2"])
    }

    func testMalformedUnionRequestsNameTheField() {
        let rows: [(line: String, prefix: String)] = [
            (
                #"{"op":"path","shape":"blob","style":"quadratic"}"#,
                "shape: expected connector or outline"
            ),
            (
                #"{"op":"contains","style":"quadratic","anchor":{"x":0,"y":0,"r":1},"drag":{"x":3,"y":0,"r":1}}"#,
                "point: missing"
            ),
            (
                #"{"op":"contains","style":"quadratic","point":[0,0],"slop":-1}"#,
                "slop: must be ≥ 0"
            ),
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
        ]
        forEachRow(rows) { row in
            let text = answer(row.line)
            XCTAssertTrue(
                text.hasPrefix(#"{"ok":false,"error":"\#(row.prefix)"#), "\(row.line) → \(text)")
        }
    }
}
