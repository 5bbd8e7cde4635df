import GooGeometry
import GooTestSupport
import XCTest

/// Degenerate but valid configurations are answered with a reason, and nothing is ever NaN.
final class DegenerateTests: XCTestCase {
    func testCoincidentCentersHaveNoConnector() {
        forEachRow(allStyles) { style in
            let result = GooConnector.between(
                anchor: try circle(3, 4, 10), drag: try circle(3, 4, 6), style: style)
            XCTAssertEqual(result.reason, .coincidentCenters, "\(style)")
            XCTAssertNil(result.connector, "\(style)")
        }
    }

    func testCoincidentZeroCirclesHaveNoConnector() throws {
        XCTAssertEqual(
            QuadraticConnector.between(anchor: try circle(0, 0, 0), drag: try circle(0, 0, 0))
                .reason, .coincidentCenters)
    }

    /// d = 5 < |20 − 8| = 12: the small circle is inside the big one, so no outer tangent.
    func testTangentReportsNestedCircles() throws {
        let inside = TangentConnector.between(
            anchor: try circle(0, 0, 20), drag: try circle(5, 0, 8))
        XCTAssertEqual(inside.reason, .nestedCircles)
        let swallowed = TangentConnector.between(
            anchor: try circle(0, 0, 2), drag: try circle(1, 1, 30))
        XCTAssertEqual(swallowed.reason, .nestedCircles)
    }

    /// d = 12 = |20 − 8|: touching from inside, the two tangents coincide; reported as nested.
    func testTangentReportsInternalTangencyAsNested() throws {
        let touching = TangentConnector.between(
            anchor: try circle(0, 0, 20), drag: try circle(12, 0, 8))
        XCTAssertEqual(touching.reason, .nestedCircles)
    }

    /// Just outside internal tangency the tangent points are finite and meet at the touch point.
    func testTangentJustOutsideInternalTangencyIsFinite() throws {
        let points = try XCTUnwrap(
            TangentConnector.between(
                anchor: try circle(0, 0, 20), drag: try circle(12 + 1e-12, 0, 8)
            ).connector
        ).points
        for (label, point) in points.labelled { XCTAssertTrue(point.isFinite, "\(label) \(point)") }
        assertApproximatelyEqual(points.a, GooPoint(x: 20, y: 0), tolerance: 1e-4, "A")
    }

    func testOverlappingAndNestedCirclesStillConnectForQuadraticAndCubic() {
        forEachRow([GooConnector.Style.quadratic, .cubic(.default)]) { style in
            for (name, anchor, drag) in [
                ("overlapping", try circle(0, 0, 10), try circle(12, 5, 10)),
                ("drag inside anchor", try circle(0, 0, 20), try circle(5, 0, 8)),
            ] {
                let connector = try XCTUnwrap(
                    GooConnector.between(anchor: anchor, drag: drag, style: style).connector,
                    "\(style), \(name)")
                XCTAssertEqual(connector.path.count, 6, "\(style), \(name)")
            }
        }
    }

    func testZeroRadiiGiveTheCentresThemselves() {
        forEachRow(allStyles) { style in
            let anchor = try circle(0, 0, 0)
            let drag = try circle(30, 40, 0)
            guard case .success(let points) = labelledPoints(style, anchor: anchor, drag: drag)
            else {
                XCTFail("\(style): no connector between two points")
                return
            }
            XCTAssertEqual(points["A"], anchor.center, "\(style)")
            XCTAssertEqual(points["B"], anchor.center, "\(style)")
            XCTAssertEqual(points["C"], drag.center, "\(style)")
            XCTAssertEqual(points["D"], drag.center, "\(style)")
        }
    }

    /// Centres and radii across the whole range of magnitudes: finite points, on their circles.
    func testExtremeMagnitudesStayFiniteAndOnTheCircles() {
        forEachRow([1e-300, 1e-200, 1e-100, 1e-10, 1, 1e10, 1e100, 1e200, 1e300]) { magnitude in
            let anchor = try circle(magnitude, -magnitude, magnitude / 4)
            let drag = try circle(-magnitude / 2, magnitude * 0.75, magnitude / 5)
            for style in allStyles {
                guard case .success(let points) = labelledPoints(style, anchor: anchor, drag: drag)
                else {
                    XCTFail("\(style) at \(magnitude): no connector")
                    continue
                }
                for (label, point) in points {
                    XCTAssertTrue(point.isFinite, "\(style): \(label) at \(magnitude)")
                }
                let onAnchor =
                    try XCTUnwrap(points["A"], "\(style) at \(magnitude)") - anchor.center
                XCTAssertEqual(
                    onAnchor.length / anchor.radius, 1, accuracy: 1e-14, "\(style) at \(magnitude)")
            }
        }
    }

    /// A drag a subnormal distance away still has a direction.
    func testSubnormalDistanceStillConnects() throws {
        // Subnormals spelled exactly (their decimal literals underflow with a warning), the same
        // Doubles the decimals round to: 1e-310 (bit pattern 0x1268_8B70_E62B; every hex-float
        // spelling of it warns too), 3e-320 = 6072 · 2^-1074 and 4e-320 = 8096 · 2^-1074.
        let radius = Double(bitPattern: 0x0000_1268_8B70_E62B)  // 1e-310
        let anchor = try circle(0, 0, radius)
        let drag = try circle(0x17B8p-1074, 0x1FA0p-1074, radius)  // (3e-320, 4e-320)
        let points = try XCTUnwrap(QuadraticConnector.between(anchor: anchor, drag: drag).connector)
            .points
        XCTAssertTrue(points.a.isFinite, "A \(points.a)")
        XCTAssertTrue(points.o.isFinite, "O \(points.o)")
        // perp of u = (3/5, 4/5) is (−4/5, 3/5)
        XCTAssertLessThan(points.a.x, 0)
        XCTAssertGreaterThan(points.a.y, 0)
    }

    /// Centres near the largest Double: the distance or a point would overflow, which is
    /// reported, never returned as infinity.
    func testOverflowIsReportedNotReturned() {
        forEachRow(allStyles) { style in
            let big = Double.greatestFiniteMagnitude
            let apart = GooConnector.between(
                anchor: try circle(-big, 0, 1), drag: try circle(big, 0, 1), style: style)
            XCTAssertEqual(apart.reason, .notRepresentable, "\(style)")
            let edge = GooConnector.between(
                anchor: try circle(big, 0, big), drag: try circle(big, big, big), style: style)
            XCTAssertEqual(edge.reason, .notRepresentable, "\(style)")
        }
    }

    func testPointsAreFiniteOnlyWhenEveryCoordinateIs() {
        let point = GooPoint(x: 1e308, y: -1e308)  // finite, however large
        let quadratic = QuadraticConnector.Points(
            a: point, b: point, c: point, d: point, o: point, p: point)
        let cubic = CubicConnector.Points(
            a: point, b: point, c: point, d: point, o1: point, o2: point, p1: point, p2: point)
        XCTAssertTrue(quadratic.isFinite)
        XCTAssertTrue(cubic.isFinite)
        let quadraticPoints: [WritableKeyPath<QuadraticConnector.Points, GooPoint>] = [
            \.a, \.b, \.c, \.d, \.o, \.p,
        ]
        let cubicPoints: [WritableKeyPath<CubicConnector.Points, GooPoint>] = [
            \.a, \.b, \.c, \.d, \.o1, \.o2, \.p1, \.p2,
        ]
        let coordinates: [WritableKeyPath<GooPoint, Double>] = [\.x, \.y]
        for bad in [Double.infinity, -Double.infinity, Double.nan] {
            for coordinate in coordinates {
                for key in quadraticPoints {
                    var points = quadratic
                    points[keyPath: key.appending(path: coordinate)] = bad
                    XCTAssertFalse(points.isFinite, "\(key) \(coordinate) = \(bad)")
                }
                for key in cubicPoints {
                    var points = cubic
                    points[keyPath: key.appending(path: coordinate)] = bad
                    XCTAssertFalse(points.isFinite, "\(key) \(coordinate) = \(bad)")
                }
            }
        }
    }
}
