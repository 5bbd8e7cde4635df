import GooGeometry
import Testing

/// Records every builder call, to test replay independently of any toolkit.
struct RecordingBuilder: PathBuilder {
    var calls: [String] = []
    mutating func move(to point: GooPoint) { calls.append("move \(point)") }
    mutating func addLine(to point: GooPoint) { calls.append("line \(point)") }
    mutating func addQuadCurve(to point: GooPoint, control: GooPoint) {
        calls.append("quad \(point) \(control)")
    }
    mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
        calls.append("curve \(point) \(control1) \(control2)")
    }
    mutating func closeSubpath() { calls.append("close") }
}

@Suite struct PathTests {
    @Test func quadraticPathFollowsTheSeedOrder() throws {
        let points = try #require(
            QuadraticConnector(anchor: circle(0, 0, 10), drag: circle(60, 0, 10))
        ).points
        let elements = Array(points.path)
        #expect(
            elements == [
                .move(to: points.a), .line(to: points.b),
                .quadCurve(to: points.c, control: points.p),
                .line(to: points.d), .quadCurve(to: points.a, control: points.o), .closeSubpath,
            ]
        )
    }

    @Test func cubicPathFollowsTheIssueOrder() throws {
        let points = try #require(CubicConnector(anchor: circle(0, 0, 10), drag: circle(60, 20, 8)))
            .points
        #expect(
            Array(points.path) == [
                .move(to: points.a), .line(to: points.b),
                .curve(to: points.c, control1: points.p1, control2: points.p2),
                .line(to: points.d), .curve(to: points.a, control1: points.o2, control2: points.o1),
                .closeSubpath,
            ]
        )
    }

    @Test func tangentPathHasTheQuadraticShape() throws {
        let connector = try #require(
            TangentConnector(anchor: circle(0, 0, 10), drag: circle(50, 0, 20)))
        #expect(connector.path == connector.points.path)
        #expect(connector.path.count == 6)
        if case .quadCurve(_, let control) = connector.path[2] {
            #expect(control == connector.points.p)
        } else {
            Issue.record("third element is not a quadratic curve")
        }
    }

    /// Hand case of HandDerivedTests: A (0, 10), B (0, −10), C (60, −10), D (60, 10), O (30, 10),
    /// P (30, −10), printed without ".0" and in the seed's order.
    @Test func svgPathDataIsShortestAndOrdered() throws {
        let path = try #require(
            QuadraticConnector(anchor: circle(0, 0, 10), drag: circle(60, 0, 10))
        ).path
        #expect(path.svgPathData == "M 0 10 L 0 -10 Q 30 -10 60 -10 L 60 10 Q 30 10 0 10 Z")
    }

    @Test func svgNumbersRoundTripAndNeverShowNegativeZero() throws {
        // Drag straight up from the origin: perp = (1, −0), which would print B.y as "-0".
        let path = try #require(
            QuadraticConnector(anchor: circle(0, 0, 0.1), drag: circle(0, -1e-7, 3))
        ).path
        let tokens = path.svgPathData.split(separator: " ")
        #expect(!tokens.contains("-0"))
        let numbers = tokens.compactMap { Double($0) }
        let coordinates = path.flatMap { element -> [Double] in
            switch element {
            case .move(let p), .line(let p): [p.x, p.y]
            case .quadCurve(let p, let c): [c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .closeSubpath: []
            }
        }
        #expect(numbers == coordinates)  // exact: the text is lossless
        #expect(tokens.contains("1e-07") || tokens.contains { $0.contains("e-") })
    }

    @Test func emptyPathHasEmptySVG() {
        #expect(GooPath().svgPathData.isEmpty)
        #expect(GooPath().isEmpty)
    }

    @Test func replaySendsEveryElementInOrder() throws {
        let points = try #require(CubicConnector(anchor: circle(1, 2, 3), drag: circle(40, -30, 5)))
            .points
        var recorder = RecordingBuilder()
        points.path.replay(into: &recorder)
        #expect(
            recorder.calls == [
                "move \(points.a)", "line \(points.b)",
                "curve \(points.c) \(points.p1) \(points.p2)",
                "line \(points.d)", "curve \(points.a) \(points.o2) \(points.o1)", "close",
            ]
        )
    }

    @Test func equalPathsHashAlike() throws {
        let first = try #require(
            QuadraticConnector(anchor: circle(0, 0, 10), drag: circle(30, 40, 5))
        ).path
        let second = try #require(
            QuadraticConnector(anchor: circle(0, 0, 10), drag: circle(30, 40, 5))
        ).path
        let other = try #require(
            QuadraticConnector(anchor: circle(0, 0, 10), drag: circle(30, 41, 5))
        ).path
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first != other)
        #expect(Set([first, second, other]).count == 2)
    }
}
