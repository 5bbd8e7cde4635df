import Foundation
import GooGeometry
import GooTestSupport
import XCTest

@testable import GooTool

/// A capsule badge through `goo eval` and the commands.
///
/// `drag.width`, `config.badgeWidth`, `--drag X,Y,R,W` and `goo demo --badge-width`: parsing,
/// defaults, errors and the connector to the joint. What depends on the capsule's outline is in
/// `CapsuleEvalOutlineTests`.
///
/// A capsule of radius 10 and width w centred at (x, y) has the spine `x ± (w/2 − 10)`; its joint
/// toward the anchor (0, 0) is the circle of radius 10 at the spine point nearest it, found by hand
/// by clamping 0 to the spine.
final class CapsuleEvalTests: XCTestCase {
    private let anchor = #""anchor":{"x":0,"y":0,"r":10}"#

    private func line(_ op: String, drag: String, _ extra: String = "") -> String {
        #"{"op":"\#(op)","style":"quadratic",\#(anchor),"drag":\#(drag)\#(extra)}"#
    }

    private let unionOps: [(op: String, extra: String)] = [
        ("points", ""), ("path", ""), ("path", #","shape":"outline""#), ("area", ""),
        ("bounds", ""), ("contains", #","point":[55,3]"#),
        ("area", #","attached":false"#),
    ]

    // MARK: drag.width

    func testAWidthOfTwiceTheRadiusOrNoneOrNullAnswersAsTheCircle() {
        forEachRow(unionOps) { row in
            let round = answer(line(row.op, drag: #"{"x":60,"y":0,"r":10}"#, row.extra))
            XCTAssertTrue(round.hasPrefix(#"{"ok":true"#), round)
            for width in ["20", "20.0", "null"] {
                XCTAssertEqual(
                    answer(
                        line(row.op, drag: #"{"x":60,"y":0,"r":10,"width":\#(width)}"#, row.extra)),
                    round, "\(row.op) width \(width)")
            }
        }
    }

    func testABadWidthIsAnErrorNamingTheField() {
        let rows: [(width: String, error: String)] = [
            ("19.999999999", "drag.width: must be ≥ 2 × drag.r (20), got 19.999999999"),
            ("-1", "drag.width: must be ≥ 2 × drag.r (20), got -1"),
            ("0", "drag.width: must be ≥ 2 × drag.r (20), got 0"),
            (#""wide""#, "drag.width: expected a finite number, got a string"),
            ("1e400", "drag.width: "),
            ("[40]", "drag.width: expected a finite number"),
        ]
        forEachRow(rows) { row in
            for op in unionOps {
                let text = answer(
                    line(op.op, drag: #"{"x":60,"y":0,"r":10,"width":\#(row.width)}"#, op.extra))
                XCTAssertTrue(
                    text.hasPrefix(#"{"ok":false,"error":"\#(row.error)"#), "\(op.op): \(text)")
            }
        }
        // The anchor is always a circle.
        XCTAssertEqual(
            answer(
                #"{"op":"area","style":"quadratic","anchor":{"x":0,"y":0,"r":10,"width":30},"drag":{"x":60,"y":0,"r":10}}"#
            ), #"{"ok":false,"error":"anchor.width: unknown field"}"#)
    }

    func testWidthsJustAboveTheHeightOrHugeAreAnswered() {
        for width in ["20.5", "1e300", "1.7976931348623157e308"] {
            for op in unionOps {
                let text = answer(
                    line(op.op, drag: #"{"x":60,"y":0,"r":10,"width":\#(width)}"#, op.extra))
                XCTAssertTrue(text.hasPrefix(#"{"ok":true"#), "\(width) \(op.op): \(text)")
                XCTAssertFalse(text.lowercased().contains("nan"), text)
                XCTAssertFalse(text.lowercased().contains("inf"), text)
            }
        }
    }

    // Width 40 at (60, 0): spine 50…70, joint (50, 0, 10). The quadratic connector between
    // (0, 0, 10) and (50, 0, 10) is the doc's d = 60 example shifted: A (0, 10), B (0, −10),
    // C (50, −10), D (50, 10), controls at the midpoint x = 25.
    func testPointsOfACapsuleAreTheConnectorToItsJointAndNameIt() {
        XCTAssertEqual(
            answer(line("points", drag: #"{"x":60,"y":0,"r":10,"width":40}"#)),
            #"{"ok":true,"points":{"A":[0,10],"B":[0,-10],"C":[50,-10],"D":[50,10],"O":[25,10],"P":[25,-10]},"joint":[50,0]}"#
        )
        // The connector's path is the round badge's at the joint.
        XCTAssertEqual(
            answer(line("path", drag: #"{"x":60,"y":0,"r":10,"width":40}"#)),
            answer(line("path", drag: #"{"x":50,"y":0,"r":10}"#)))
    }

    // Width 60 at (15, 5): spine −5…35 holds x = 0, so the joint (0, 5) is 5 below the anchor's
    // centre; at (15, 0) it is on it: no connector.
    func testAJointOnTheAnchorCentreHasNoConnector() {
        XCTAssertEqual(
            answer(line("points", drag: #"{"x":15,"y":0,"r":10,"width":60}"#)),
            #"{"ok":true,"points":null,"reason":"coincidentCenters","joint":[0,0]}"#)
        XCTAssertEqual(
            answer(line("path", drag: #"{"x":15,"y":0,"r":10,"width":60}"#)),
            #"{"ok":true,"svg":"","elements":[],"reason":"coincidentCenters"}"#)
        let text = answer(line("points", drag: #"{"x":15,"y":5,"r":10,"width":60}"#))
        XCTAssertTrue(text.hasSuffix(#","joint":[0,5]}"#), text)
    }

    // A point inside the joint circle (50, 0, 10) but beyond the connector is inside the union.
    func testContainsSeesTheJointOfACapsule() {
        XCTAssertEqual(
            answer(
                line("contains", drag: #"{"x":60,"y":0,"r":10,"width":40}"#, #","point":[45,8]"#)),
            #"{"ok":true,"inside":true}"#)
    }

    // MARK: config.badgeWidth

    // Width 60 (spine ± 20): at rest and at (15, 0) the joint is on the anchor's centre (no
    // connector); at (50, 0) the joint is (30, 0); at (101, 0) it is (81, 0) but d = 101 > 100
    // breaks the link. Anchor radii 10 − d/15.
    func testDragFramesOfACapsuleNameTheirJoint() {
        let text = answer(
            #"{"op":"drag","anchor":{"x":0,"y":0,"r":10},"config":{"badgeWidth":60},"events":[["began",0,0],["moved",15,0],["moved",50,0],["moved",101,0]]}"#
        )
        XCTAssertEqual(
            text,
            #"{"ok":true,"frames":[{"distance":0,"anchorRadius":10,"attached":true,"connector":false,"joint":[0,0]},{"distance":15,"anchorRadius":9,"attached":true,"connector":false,"joint":[0,0]},{"distance":50,"anchorRadius":6.666666666666666,"attached":true,"connector":true,"joint":[30,0]},{"distance":101,"anchorRadius":3.2666666666666666,"attached":false,"connector":false,"joint":[81,0]}],"outcome":null}"#
        )
    }

    func testDragBadgeWidthDefaultsToTheRoundBadge() {
        let events = #""events":[["began",0,0],["moved",60,0],["ended",50,0]]"#
        let plain = answer(#"{"op":"drag","anchor":{"x":0,"y":0,"r":10},\#(events)}"#)
        XCTAssertFalse(plain.contains("joint"), plain)
        for config in [#"{"badgeWidth":null}"#, #"{"badgeWidth":20}"#] {
            XCTAssertEqual(
                answer(
                    #"{"op":"drag","anchor":{"x":0,"y":0,"r":10},"config":\#(config),\#(events)}"#),
                plain, config)
        }
    }

    func testABadBadgeWidthIsAnErrorNamingTheField() {
        let problem = "config.badgeWidth: badge width must be finite and ≥ 2 × the drag radius"
        let rows: [(config: String, error: String?)] = [
            (#"{"badgeWidth":19.999999999}"#, problem),  // against r0 = 10, by the session
            (#"{"badgeWidth":20.5}"#, nil),
            (#"{"badgeWidth":-1}"#, problem),
            (#"{"badgeWidth":19.5,"dragRadius":9.75}"#, nil),
            (#"{"badgeWidth":19.5,"dragRadius":10}"#, problem),
            (
                #"{"badgeWidth":"wide"}"#,
                "config.badgeWidth: expected a finite number, got a string"
            ),
        ]
        forEachRow(rows) { row in
            let text = answer(
                #"{"op":"drag","anchor":{"x":0,"y":0,"r":10},"config":\#(row.config),"events":[["began",0,0]]}"#
            )
            if let error = row.error {
                XCTAssertEqual(text, #"{"ok":false,"error":"\#(error)"}"#, row.config)
            } else {
                XCTAssertTrue(text.hasPrefix(#"{"ok":true"#), text)
            }
        }
    }

    // MARK: Commands

    // Width 40 at (60, 0): the capsule is the rect 40…80 × −10…10 with round ends.
    func testRenderDrawsACapsuleGivenAsAFourthNumberOfDrag() throws {
        let svg = try RenderCommand.run(["--drag", "60,0,10,40", "-o", "-"]).text
        XCTAssertTrue(
            svg.contains(##"<rect x="40" y="-10" width="40" height="20" rx="10" fill="#f23""##), svg
        )
        XCTAssertFalse(svg.contains(#"<circle cx="60""#), svg)
        // The connector ends on the joint (50, 0, 10): C (50, −10).
        XCTAssertTrue(svg.contains("Q 25 -10 50 -10"), svg)
        let round = try RenderCommand.run(["--drag", "60,0,10", "-o", "-"]).text
        XCTAssertEqual(try RenderCommand.run(["--drag", "60,0,10,20", "-o", "-"]).text, round)
        XCTAssertFalse(round.contains("<rect x=\"50\""), round)
    }

    func testPointsOfACapsuleMatchEval() throws {
        XCTAssertEqual(
            try PointsCommand.run(["--drag", "60,0,10,40", "--json"]).text,
            answer(line("points", drag: #"{"x":60,"y":0,"r":10,"width":40}"#)) + "\n")
    }

    func testBadCapsuleFlagsAreNamed() {
        let rows: [(arguments: [String], message: String)] = [
            (["--drag", "1,2,3,5.9999"], "--drag: width must be ≥ 2 × r (6), got 5.9999"),
            (["--drag", "1,2,3,nan"], "--drag: expected a finite number for w, got \"nan\""),
            (["--drag", "1,2,3,4,5"], "--drag: expected 3 to 4 comma-separated numbers"),
            (["--drag", "1,2"], "--drag: expected 3 to 4 comma-separated numbers"),
            (["--anchor", "1,2,3,6"], "--anchor: expected 3 comma-separated numbers"),
        ]
        forEachRow(rows) { row in
            let result = GooCommand.run(["render", "-o", "-"] + row.arguments, styles: .builtIn)
            XCTAssertEqual(result.status, 2, "\(row.arguments)")
            XCTAssertTrue(result.error.hasPrefix("goo render: " + row.message), result.error)
        }
    }

    func testDemoFilmsACapsuleWithBadgeWidth() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "goo-capsule-demo-\(UUID()).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = try DemoCommand.run(["--badge-width", "40", "-o", file]).text
        XCTAssertTrue(text.contains("capsule 40 wide"), text)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(svg.contains(">99+</text>"))
        for width in ["19.999", "-3", "nan"] {
            let result = GooCommand.run(
                ["demo", "--badge-width", width, "-o", file], styles: .builtIn)
            XCTAssertEqual(result.status, 2, width)
            XCTAssertTrue(result.error.hasPrefix("goo demo: --badge-width: "), result.error)
        }
        XCTAssertTrue(
            GooCommand.run(["help", "demo"], styles: .builtIn).output.contains("--badge-width W"))
        XCTAssertTrue(
            GooCommand.run(["help", "render"], styles: .builtIn).output.contains("--drag X,Y,R[,W]")
        )
    }
}
