import XCTest

@testable import GooGeometry

/// The segments the outline's measurements read (``GooPath/forEachSegment(relativeTo:inUnitsOf:_:)``):
/// each with the point it starts from, after a close the subpath's start, as in CoreGraphics.
final class PathSegmentTests: XCTestCase {
    /// Every case, in order, with its points, for a path whose points are all exact.
    ///
    /// Move to (0, 0), line to (10, 0), close (the line back), then a quarter arc about the origin
    /// of radius 5 from 0 to π/2 with no move: it starts at (5, 0), and the point before it is the
    /// close's end, (0, 0).
    func testSegmentsCarryTheirStartAndACloseReturnsToTheSubpathStart() {
        var path = GooPath()
        path.move(to: GooPoint(x: 0, y: 0))
        path.addLine(to: GooPoint(x: 10, y: 0))
        path.closeSubpath()
        path.addArc(
            center: .zero, radius: 5, startAngle: .radians(0), endAngle: .radians(Double.pi / 2),
            clockwise: false)
        var seen: [String] = []
        path.forEachSegment { segment in
            switch segment {
            case .start(let p): seen.append("start \(p.x) \(p.y)")
            case .line(let p, let q): seen.append("line \(p.x) \(p.y) \(q.x) \(q.y)")
            case .curve: seen.append("curve")
            case .arc(let arc, let from):
                seen.append(
                    "arc \(arc.startPoint.x) from \(from.map { "\($0.x) \($0.y)" } ?? "nil")")
            case .close(let p, let q): seen.append("close \(p.x) \(p.y) \(q.x) \(q.y)")
            }
        }
        XCTAssertEqual(
            seen,
            [
                "start 0.0 0.0", "line 0.0 0.0 10.0 0.0", "close 10.0 0.0 0.0 0.0",
                "arc 5.0 from 0.0 0.0",
            ])
    }

    /// An arc that opens the path has no point before it; points and radii are moved and scaled.
    ///
    /// Relative to (10, 0) in units of 2: the arc about (10, 0) of radius 4 becomes the arc about
    /// the origin of radius 2, and the line to (14, 6) a line to (2, 3).
    func testAnOpeningArcHasNoStartAndPointsAreMovedAndScaled() {
        var path = GooPath()
        path.addArc(
            center: GooPoint(x: 10, y: 0), radius: 4, startAngle: .radians(0),
            endAngle: .radians(0.5), clockwise: false)
        path.addLine(to: GooPoint(x: 14, y: 6))
        var arcs = 0
        var lineEnd: GooPoint?
        path.forEachSegment(relativeTo: GooPoint(x: 10, y: 0), inUnitsOf: 2) { segment in
            switch segment {
            case .arc(let arc, let from):
                arcs += 1
                XCTAssertNil(from)
                XCTAssertEqual(arc.center, .zero)
                XCTAssertEqual(arc.radius, 2)
            case .line(_, let to): lineEnd = to
            default: XCTFail("\(segment)")
            }
        }
        XCTAssertEqual(arcs, 1)
        XCTAssertEqual(lineEnd, GooPoint(x: 2, y: 3))
    }
}
