import GooGeometry
import GooTestSupport
import XCTest

@testable import GooTool

/// A fifth connector style declared here, in the tests, and nowhere in the library or the tool.
///
/// Straight sides from A to D and from B to C. One conformance to `ConnectorShape`, by a caseless
/// enum as the library's styles are, makes it a connector (a `StyledConnector`), an outline and
/// a session's drawing; one `StyleEntry` makes it a `goo eval` and `--style` name. No file
/// outside this one changes.
enum StraightConnector: ConnectorShape {
    struct Points: ConnectorPoints {
        var a, b, c, d: GooPoint

        var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite }

        var path: GooPath {
            var path = GooPath()
            path.move(to: a)
            path.addLine(to: b)
            path.addLine(to: c)
            path.addLine(to: d)
            path.closeSubpath()
            return path
        }

        var labelled: KeyValuePairs<String, GooPoint> { ["A": a, "B": b, "C": c, "D": d] }

        var boundary: ConnectorBoundary {
            // A straight side is the cubic with its controls a third of the way along.
            func side(_ p: GooPoint, _ q: GooPoint) -> CubicBezier {
                CubicBezier(
                    start: p, control1: p + (q - p) * (1.0 / 3), control2: p + (q - p) * (2.0 / 3),
                    end: q)
            }
            return ConnectorBoundary(a: a, b: b, c: c, d: d, sideBC: side(b, c), sideDA: side(d, a))
        }
    }

    static let styleName = "straight"

    static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: NoOptions
    ) -> GooConnection<Points> {
        let (a, b, c, d) = line.ends(anchor: anchor, drag: drag)
        return .connected(Points(a: a, b: b, c: c, d: d))
    }
}

final class FifthStyleTests: XCTestCase {
    let anchor = GooCircle(validating: 0, 0, 10)
    let drag = GooCircle(validating: 60, 0, 10)
    /// The tool's styles and the test's: the one registration.
    let styles = StyleTable.builtIn.adding(StyleEntry(StraightConnector.self))

    func testItIsAConnector() throws {
        let connector = try XCTUnwrap(
            StraightConnector.between(anchor: anchor, drag: drag).connector)
        XCTAssertEqual(connector.points.a, GooPoint(x: 0, y: 10))
        XCTAssertEqual(connector.points.c, GooPoint(x: 60, y: -10))
        XCTAssertEqual(connector.path.svgPathData, "M 0 10 L 0 -10 L 60 -10 L 60 10 Z")
        // The shared opening: the centre line's degenerate cases and the finiteness check.
        XCTAssertEqual(
            StraightConnector.between(anchor: anchor, drag: anchor).reason, .coincidentCenters)
        let left = GooCircle(validating: -1e308, 0, 0)
        let right = GooCircle(validating: 1e308, 0, 0)
        XCTAssertEqual(
            StraightConnector.between(anchor: left, drag: right).reason, .notRepresentable)
    }

    func testItHasAnOutline() throws {
        // Two disks of radius 10 joined by a 60 × 20 rectangle: 1200 + 100π (the arcs are cubics,
        // within 2.7e-4 of the radius).
        let connector = try XCTUnwrap(
            StraightConnector.between(anchor: anchor, drag: drag).connector)
        let outline = GooOutline(
            anchor: anchor, badge: GooCapsule(drag), boundary: connector.points.boundary)
        XCTAssertEqual(outline.area, 1200 + 100 * Double.pi, accuracy: 1e-3 * outline.area)
        XCTAssertTrue(outline.contains(GooPoint(x: 30, y: 9.9)))
        XCTAssertFalse(outline.contains(GooPoint(x: 30, y: 10.1)))
        XCTAssertEqual(outline.bounds, GooBoundingBox(minX: -10, minY: -10, maxX: 70, maxY: 10))
    }

    func testASessionDrawsIt() throws {
        var session = GooDragSession(anchor: anchor)
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 60, y: 0))
        let frame = session.frame
        let connector = try XCTUnwrap(frame.connector(StraightConnector.self))
        XCTAssertEqual(connector.points.a, GooPoint(x: 0, y: frame.anchor.radius))
        let outline = frame.outline(StraightConnector.self)
        XCTAssertEqual(
            outline,
            GooOutline(
                anchor: frame.anchor, badge: GooCapsule(frame.drag),
                boundary: connector.points.boundary))
        try session.move(to: GooPoint(x: 150, y: 0))
        XCTAssertNil(session.frame.connector(StraightConnector.self))
        XCTAssertEqual(
            session.frame.outline(StraightConnector.self).area, 100 * Double.pi, accuracy: 0.1)
    }

    func testGooEvalAndTheFlagsKnowIt() {
        func answer(_ line: String) -> String { Eval.answer(Array(line.utf8), styles: styles) }
        let circles = #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":10}"#
        XCTAssertEqual(
            answer(#"{"op":"points","style":"straight",\#(circles)}"#),
            #"{"ok":true,"points":{"A":[0,10],"B":[0,-10],"C":[60,-10],"D":[60,10]}}"#)
        XCTAssertEqual(
            answer(#"{"op":"path","style":"straight",\#(circles)}"#),
            #"{"ok":true,"svg":"M 0 10 L 0 -10 L 60 -10 L 60 10 Z","elements":[["M",0,10],["L",0,-10],["L",60,-10],["L",60,10],["Z"]]}"#
        )
        XCTAssertTrue(
            answer(#"{"op":"area","style":"straight",\#(circles)}"#).hasPrefix(
                #"{"ok":true,"area":1514.15926535897"#))  // 100π + 60 × 20, on the true circles
        XCTAssertEqual(
            answer(#"{"op":"points","style":"straight","angle":3,\#(circles)}"#),
            #"{"ok":false,"error":"angle: only the cubic style takes angle"}"#)
        XCTAssertEqual(
            answer(
                #"{"op":"drag","anchor":{"x":0,"y":0,"r":10},"config":{"style":"straight"},"events":[["began",0,0],["moved",60,0],["moved",0,0]]}"#
            ),
            #"{"ok":true,"frames":[{"distance":0,"anchorRadius":10,"attached":true,"connector":false},{"distance":60,"anchorRadius":6,"attached":true,"connector":true},{"distance":0,"anchorRadius":10,"attached":true,"connector":false}],"outcome":null}"#
        )
        // Unknown to the built-in table, as it should be.
        XCTAssertTrue(
            Eval.answer(Array(#"{"op":"points","style":"straight",\#(circles)}"#.utf8))
                .contains(
                    #"unknown style \"straight\"; expected quadratic, cubic, tangent or metaball"#))
        let points = GooCommand.run(
            ["points", "--style", "straight", "--drag", "60,0,10"], styles: styles)
        XCTAssertEqual(points.status, 0, points.error)
        XCTAssertTrue(points.output.contains("D      60                      10"), points.output)
        XCTAssertTrue(
            RenderCommand.help(styles).contains("quadratic, cubic, tangent, metaball or straight"))
    }
}
