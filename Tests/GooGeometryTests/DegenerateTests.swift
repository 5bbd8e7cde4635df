import GooGeometry
import Testing

/// Degenerate but valid configurations are answered with a reason, and nothing is ever NaN.
@Suite struct DegenerateTests {
    @Test(arguments: allStyles)
    func coincidentCentersHaveNoConnector(style: ConnectorStyle) throws {
        let result = Connector.between(
            anchor: try circle(3, 4, 10), drag: try circle(3, 4, 6), style: style)
        #expect(result.reason == .coincidentCenters)
        #expect(result.connector == nil)
    }

    @Test func coincidentZeroCirclesHaveNoConnector() throws {
        #expect(
            QuadraticConnector.between(anchor: try circle(0, 0, 0), drag: try circle(0, 0, 0))
                .reason == .coincidentCenters)
    }

    /// d = 5 < |20 − 8| = 12: the small circle is inside the big one, so no outer tangent.
    @Test func tangentReportsNestedCircles() throws {
        let inside = TangentConnector.between(
            anchor: try circle(0, 0, 20), drag: try circle(5, 0, 8))
        #expect(inside.reason == .nestedCircles)
        let swallowed = TangentConnector.between(
            anchor: try circle(0, 0, 2), drag: try circle(1, 1, 30))
        #expect(swallowed.reason == .nestedCircles)
    }

    /// d = 12 = |20 − 8|: touching from inside, the two tangents coincide; reported as nested.
    @Test func tangentReportsInternalTangencyAsNested() throws {
        let touching = TangentConnector.between(
            anchor: try circle(0, 0, 20), drag: try circle(12, 0, 8))
        #expect(touching.reason == .nestedCircles)
    }

    /// Just outside internal tangency the tangent points are finite and meet at the touch point.
    @Test func tangentJustOutsideInternalTangencyIsFinite() throws {
        let points = try #require(
            TangentConnector(anchor: try circle(0, 0, 20), drag: try circle(12 + 1e-12, 0, 8))
        ).points
        for (_, point) in points.labelled { #expect(point.isFinite) }
        #expect(points.a.isApproximatelyEqual(to: GooPoint(x: 20, y: 0), tolerance: 1e-4))
    }

    @Test(arguments: [ConnectorStyle.quadratic, .cubic(.default)])
    func overlappingAndNestedCirclesStillConnectForQuadraticAndCubic(style: ConnectorStyle) throws {
        for (anchor, drag) in [
            (try circle(0, 0, 10), try circle(12, 5, 10)),  // overlapping
            (try circle(0, 0, 20), try circle(5, 0, 8)),  // drag inside anchor
        ] {
            let connector = try #require(
                Connector.between(anchor: anchor, drag: drag, style: style).connector)
            #expect(connector.path.count == 6)
        }
    }

    @Test(arguments: allStyles)
    func zeroRadiiGiveTheCentresThemselves(style: ConnectorStyle) throws {
        let anchor = try circle(0, 0, 0)
        let drag = try circle(30, 40, 0)
        guard case .success(let points) = labelledPoints(style, anchor: anchor, drag: drag) else {
            Issue.record("no connector between two points")
            return
        }
        #expect(points["A"] == anchor.center && points["B"] == anchor.center)
        #expect(points["C"] == drag.center && points["D"] == drag.center)
    }

    /// Centres and radii across the whole range of magnitudes: finite points, on their circles.
    @Test(arguments: [1e-300, 1e-200, 1e-100, 1e-10, 1, 1e10, 1e100, 1e200, 1e300])
    func extremeMagnitudesStayFiniteAndOnTheCircles(magnitude: Double) throws {
        let anchor = try circle(magnitude, -magnitude, magnitude / 4)
        let drag = try circle(-magnitude / 2, magnitude * 0.75, magnitude / 5)
        for style in allStyles {
            guard case .success(let points) = labelledPoints(style, anchor: anchor, drag: drag)
            else {
                Issue.record("\(style) at \(magnitude): no connector")
                continue
            }
            for (label, point) in points { #expect(point.isFinite, "\(label) at \(magnitude)") }
            let onAnchor = try #require(points["A"]) - anchor.center
            #expect(abs(onAnchor.length / anchor.radius - 1) <= 1e-14)
        }
    }

    /// A drag a subnormal distance away still has a direction.
    @Test func subnormalDistanceStillConnects() throws {
        let anchor = try circle(0, 0, 1e-310)
        let drag = try circle(3e-320, 4e-320, 1e-310)
        let points = try #require(QuadraticConnector(anchor: anchor, drag: drag)).points
        #expect(points.a.isFinite && points.o.isFinite)
        #expect(points.a.x < 0 && points.a.y > 0)  // perp of u = (3/5, 4/5) is (−4/5, 3/5)
    }

    /// Centres near the largest Double: the distance or a point would overflow, which is
    /// reported, never returned as infinity.
    @Test(arguments: allStyles)
    func overflowIsReportedNotReturned(style: ConnectorStyle) throws {
        let big = Double.greatestFiniteMagnitude
        let apart = Connector.between(
            anchor: try circle(-big, 0, 1), drag: try circle(big, 0, 1), style: style)
        #expect(apart.reason == .notRepresentable)
        let edge = Connector.between(
            anchor: try circle(big, 0, big), drag: try circle(big, big, big), style: style)
        #expect(edge.reason == .notRepresentable)
    }
}
