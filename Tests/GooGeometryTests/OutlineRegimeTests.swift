import GooGeometry
import Testing

/// The outline's shape in each regime, checked by structure and by hand-known areas.
@Suite struct OutlineRegimeTests {
    private func subpaths(_ path: GooPath) -> Int {
        path.filter { if case .move = $0 { true } else { false } }.count
    }

    // Apart disks with no connector: two subpaths, area π(10² + 12²) = 244π.
    @Test func aBrokenLinkIsTwoCircles() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), drag: try circle(60, 0, 12), connector: nil)
        #expect(subpaths(outline.path) == 2)
        #expect(abs(outline.area - 244 * Double.pi) <= 244 * Double.pi * 1e-3)
        let box = try #require(outline.bounds)
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.maxX - 72) < 1e-9)
        #expect(abs(box.minY + 12) < 1e-9 && abs(box.maxY - 12) < 1e-9)
    }

    // Coincident centres (no connector in any style): the larger circle alone.
    @Test(arguments: allStyles)
    func coincidentCentresGiveTheLargerCircle(style: ConnectorStyle) throws {
        let outline = GooOutline(
            anchor: try circle(3, 4, 10), drag: try circle(3, 4, 6), style: style)
        #expect(subpaths(outline.path) == 1)
        #expect(abs(outline.area - 100 * Double.pi) <= 100 * Double.pi * 1e-3)
    }

    // Equal concentric circles have a single boundary, traced once.
    @Test func identicalCirclesAreTracedOnce() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), drag: try circle(0, 0, 10), style: .quadratic)
        #expect(subpaths(outline.path) == 1)
        #expect(abs(outline.area - 100 * Double.pi) <= 100 * Double.pi * 1e-3)
    }

    // A drag circle inside the anchor: the anchor's circle, whatever the connector does inside.
    @Test(arguments: allStyles)
    func aNestedCircleDisappearsIntoTheOther(style: ConnectorStyle) throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 20), drag: try circle(6, 2, 8), style: style)
        #expect(subpaths(outline.path) == 1)
        #expect(abs(outline.area - 400 * Double.pi) <= 400 * Double.pi * 1e-3)
    }

    // Touching circles with no connector: two loops meeting at one point.
    @Test func touchingDisksAreTwoLoops() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), drag: try circle(22, 0, 12), connector: nil)
        #expect(subpaths(outline.path) == 2)
        #expect(abs(outline.area - 244 * Double.pi) <= 244 * Double.pi * 1e-3)
    }

    // Overlapping equal circles, d = r: lens overlap area 2r²·acos(1/2) − (r/2)·√(3)r
    // = r²(2π/3 − √3/2); union = 2πr² − lens.
    @Test func overlappingDisksHaveTheUnionArea() throws {
        let r = 10.0
        let outline = GooOutline(
            anchor: try circle(0, 0, r), drag: try circle(r, 0, r), connector: nil)
        let lens = r * r * (2 * Double.pi / 3 - 3.0.squareRoot() / 2)
        #expect(subpaths(outline.path) == 1)
        #expect(abs(outline.area - (2 * Double.pi * r * r - lens)) <= 1e-3 * outline.area)
    }

    // A zero-radius anchor: the connector narrows to the anchor's centre, one closed loop.
    @Test(arguments: allStyles)
    func aZeroRadiusAnchorIsAPointOfTheOutline(style: ConnectorStyle) throws {
        let anchor = try circle(0, 0, 0)
        let outline = GooOutline(anchor: anchor, drag: try circle(50, 10, 10), style: style)
        #expect(subpaths(outline.path) == 1)
        #expect(outline.contains(GooPoint(x: 25, y: 5)))
        let nearest = samples(of: outline.path).joined().map { distanceBetween($0, anchor.center) }
            .min()
        #expect((nearest ?? 1) < 1e-9)
    }

    @Test func twoZeroRadiiWithoutConnectorHaveNoOutline() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 0), drag: try circle(5, 5, 0), connector: nil)
        #expect(outline.path.isEmpty && outline.bounds == nil && outline.area == 0)
    }

    @Test func outlineSubpathsAreClosedAndContinuous() throws {
        let outline = GooOutline(
            anchor: try circle(0, 0, 10), drag: try circle(60, 40, 12), style: .cubic(.default))
        var current = GooPoint.zero
        var start = GooPoint.zero
        for element in outline.path {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .curve(let p, let c1, _):
                // Each piece starts where the previous one ended (the first control is near it).
                #expect(distanceBetween(c1, current) < 40)
                current = p
            case .closeSubpath:
                #expect(distanceBetween(current, start) < 1e-9)
            default:
                Issue.record("unexpected element \(element)")
            }
        }
    }

    @Test func aFrameOutlinesTheUnionWhileAttachedAndTheBadgeAfterABreak() throws {
        var session = try GooDragSession(anchor: circle(0, 0, 10))
        try session.begin(at: .zero)
        try session.move(to: GooPoint(x: 60, y: 0))
        let attached = session.frame.outline
        #expect(subpaths(attached.path) == 1 && attached.connector != nil)
        try session.move(to: GooPoint(x: 150, y: 0))
        let broken = session.frame.outline
        #expect(subpaths(broken.path) == 1 && broken.connector == nil)
        #expect(abs(broken.area - 100 * Double.pi) <= 1e-3 * broken.area)
        #expect(broken.contains(GooPoint(x: 150, y: 9)) && !broken.contains(GooPoint(x: 0, y: 0)))
    }

    /// Near internal tangency the metaball's acos arguments leave [−1, 1] by rounding; clamped,
    /// nothing is NaN.
    @Test func metaballNearInternalTangencyStaysFinite() throws {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<20_000 {
            let r1 = Double.random(in: 1...50, using: &rng)
            let r2 = Double.random(in: 1...50, using: &rng)
            let d = abs(r1 - r2) * (1 + Double.random(in: 0...1e-9, using: &rng)) + 1e-12
            let connector = MetaballConnector(
                anchor: try circle(0, 0, r1), drag: try circle(d, 0, r2))
            for (_, point) in connector?.points.labelled ?? [:] { #expect(point.isFinite) }
        }
    }
}
