import Foundation
import GooGeometry
import XCTest

@testable import GooTool

/// The capsule's outline through `goo eval` and the drag session: area, bounds and containment
/// of a capsule badge, from closed forms.
///
/// These need the outline builder to trace capsules (issue #11, the builder's part). Until that
/// is merged `GooOutline` of a capsule traces only its joint circle, and these tests fail.
///
/// A capsule of radius r and width w is a w − 2r by 2r rectangle and two half disks: area
/// πr² + 2r(w − 2r), bounds centre ± (w/2, r).
final class CapsuleEvalOutlineTests: XCTestCase {
    private func number(_ line: String, _ key: String) throws -> Any? {
        let data = Data(answer(line).utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object[key]
    }

    // At rest: anchor (0, 0, 10) on the spine of the capsule (0, 0, r 10, w 50), so the union is
    // the capsule: 100π + 2·10·30 = 100π + 600, bounds ±25 × ±10.
    private let rest =
        #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":0,"y":0,"r":10,"width":50}"#

    func testACapsuleAtRestHasTheCapsulesArea() throws {
        let area = try XCTUnwrap(
            try number(#"{"op":"area","style":"quadratic",\#(rest)}"#, "area") as? Double)
        XCTAssertEqual(area, 100 * Double.pi + 600, accuracy: 1e-9)
    }

    func testACapsuleAtRestHasTheCapsulesBounds() throws {
        let bounds = try XCTUnwrap(
            try number(#"{"op":"bounds","style":"quadratic",\#(rest)}"#, "bounds") as? [Double])
        XCTAssertEqual(bounds, [-25, -10, 25, 10])
    }

    // (20, 0) is in the capsule's right end but 20 from both circles' centres; (26, 0) is out.
    func testACapsuleAtRestContainsItsEnds() {
        XCTAssertEqual(
            answer(#"{"op":"contains","style":"quadratic",\#(rest),"point":[20,0]}"#),
            #"{"ok":true,"inside":true}"#)
        XCTAssertEqual(
            answer(#"{"op":"contains","style":"quadratic",\#(rest),"point":[26,0]}"#),
            #"{"ok":true,"inside":false}"#)
    }

    // Broken link, apart: the anchor disk 100π and the capsule (100, 0, r 10, w 50), 100π + 600;
    // bounds from the anchor's left (−10) to the capsule's right (125).
    func testABrokenLinkOutlinesTheAnchorAndTheCapsule() throws {
        let apart =
            #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":100,"y":0,"r":10,"width":50},"attached":false"#
        let area = try XCTUnwrap(
            try number(#"{"op":"area","style":"tangent",\#(apart)}"#, "area") as? Double)
        XCTAssertEqual(area, 200 * Double.pi + 600, accuracy: 1e-9)
        let bounds = try XCTUnwrap(
            try number(#"{"op":"bounds","style":"tangent",\#(apart)}"#, "bounds") as? [Double])
        XCTAssertEqual(bounds, [-10, -10, 125, 10])
    }

    // The session's frames: at rest the outline is the capsule (width 60: 100π + 800, ±30 × ±10);
    // broken at (150, 0) it is the capsule alone there, the same area, bounds 120…180 × ±10.
    func testDragFramesOutlineTheCapsule() throws {
        var session = try GooDragSession(
            anchor: GooCircle(x: 0, y: 0, radius: 10),
            configuration: GooDragConfiguration(badgeWidth: 60))
        XCTAssertEqual(session.frame.outline.area, 100 * Double.pi + 800, accuracy: 1e-9)
        XCTAssertEqual(
            session.frame.outline.bounds, GooBoundingBox(minX: -30, minY: -10, maxX: 30, maxY: 10))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 150, y: 0))
        XCTAssertEqual(session.frame.outline.area, 100 * Double.pi + 800, accuracy: 1e-9)
        XCTAssertEqual(
            session.frame.outline.bounds, GooBoundingBox(minX: 120, minY: -10, maxX: 180, maxY: 10))
    }
}
