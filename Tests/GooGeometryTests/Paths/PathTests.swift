import GooGeometry
import XCTest

/// Records every builder call, to test replay independently of any toolkit.
struct RecordingBuilder: GooPathBuilder {
    var calls: [String] = []
    mutating func move(to point: GooPoint) { calls.append("move \(point)") }
    mutating func addLine(to point: GooPoint) { calls.append("line \(point)") }
    mutating func addQuadCurve(to point: GooPoint, control: GooPoint) {
        calls.append("quad \(point) \(control)")
    }
    mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
        calls.append("curve \(point) \(control1) \(control2)")
    }
    mutating func addArc(
        center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
        clockwise: Bool
    ) {
        calls.append(
            "arc \(center) \(radius) \(startAngle.radians) \(endAngle.radians) \(clockwise)")
    }
    mutating func closeSubpath() { calls.append("close") }
}

final class PathTests: XCTestCase {
    func testQuadraticPathFollowsTheSeedOrder() throws {
        let points = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(60, 0, 10)).connector
        ).points
        let elements = Array(points.path)
        XCTAssertEqual(
            elements,
            [
                .move(to: points.a), .line(to: points.b),
                .quadCurve(to: points.c, control: points.p),
                .line(to: points.d), .quadCurve(to: points.a, control: points.o), .closeSubpath,
            ]
        )
    }

    func testCubicPathFollowsTheIssueOrder() throws {
        let points = try XCTUnwrap(
            CubicConnector.between(anchor: circle(0, 0, 10), drag: circle(60, 20, 8)).connector
        ).points
        XCTAssertEqual(
            Array(points.path),
            [
                .move(to: points.a), .line(to: points.b),
                .curve(to: points.c, control1: points.p1, control2: points.p2),
                .line(to: points.d), .curve(to: points.a, control1: points.o2, control2: points.o1),
                .closeSubpath,
            ]
        )
    }

    func testTangentPathHasTheQuadraticShape() throws {
        let connector = try XCTUnwrap(
            TangentConnector.between(anchor: circle(0, 0, 10), drag: circle(50, 0, 20)).connector)
        XCTAssertEqual(connector.path, connector.points.path)
        XCTAssertEqual(connector.path.count, 6)
        if case .quadCurve(_, let control) = connector.path[2] {
            XCTAssertEqual(control, connector.points.p)
        } else {
            XCTFail("third element is not a quadratic curve")
        }
    }

    /// Hand case of HandDerivedTests: A (0, 10), B (0, −10), C (60, −10), D (60, 10), O (30, 10),
    /// P (30, −10), printed without ".0" and in the seed's order.
    func testSvgPathDataIsShortestAndOrdered() throws {
        let path = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(60, 0, 10)).connector
        ).path
        XCTAssertEqual(path.svgPathData, "M 0 10 L 0 -10 Q 30 -10 60 -10 L 60 10 Q 30 10 0 10 Z")
    }

    func testSvgNumbersRoundTripAndNeverShowNegativeZero() throws {
        // Drag straight up from the origin: perp = (1, −0), which would print B.y as "-0".
        let path = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 0.1), drag: circle(0, -1e-7, 3))
                .connector
        ).path
        let tokens = path.svgPathData.split(separator: " ")
        XCTAssertFalse(tokens.contains("-0"), path.svgPathData)
        let numbers = tokens.compactMap { Double($0) }
        let coordinates = path.flatMap { element -> [Double] in
            switch element {
            case .move(let p), .line(let p): [p.x, p.y]
            case .quadCurve(let p, let c): [c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .arc: []  // a connector has none
            case .closeSubpath: []
            }
        }
        XCTAssertEqual(numbers, coordinates)  // exact: the text is lossless
        XCTAssertTrue(
            tokens.contains("1e-07") || tokens.contains { $0.contains("e-") }, path.svgPathData)
    }

    func testEmptyPathHasEmptySVG() {
        XCTAssertEqual(GooPath().svgPathData, "")
        XCTAssertTrue(GooPath().isEmpty)
    }

    func testReplaySendsEveryElementInOrder() throws {
        let points = try XCTUnwrap(
            CubicConnector.between(anchor: circle(1, 2, 3), drag: circle(40, -30, 5)).connector
        ).points
        var recorder = RecordingBuilder()
        points.path.replay(into: &recorder)
        XCTAssertEqual(
            recorder.calls,
            [
                "move \(points.a)", "line \(points.b)",
                "curve \(points.c) \(points.p1) \(points.p2)",
                "line \(points.d)", "curve \(points.a) \(points.o2) \(points.o1)", "close",
            ]
        )
    }

    func testEqualPathsHashAlike() throws {
        let first = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(30, 40, 5)).connector
        ).path
        let second = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(30, 40, 5)).connector
        ).path
        let other = try XCTUnwrap(
            QuadraticConnector.between(anchor: circle(0, 0, 10), drag: circle(30, 41, 5)).connector
        ).path
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertNotEqual(first, other)
        XCTAssertEqual(Set([first, second, other]).count, 2)
    }
}
