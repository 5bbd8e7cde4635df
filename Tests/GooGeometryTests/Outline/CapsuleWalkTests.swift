import Foundation
import XCTest

@testable import GooGeometry

/// The walk along a capsule's outline, which draws both outline paths' stretches of the badge,
/// and its parameter for the general builder.
///
/// The capsule: centre (0, 0), radius 10, width 40, so its spine runs from x = −10 to 10 and its
/// top edge is y = −10.
final class CapsuleWalkTests: XCTestCase {
    // The walk along the outline from a place to itself: once around when asked (the top edge
    // from x = 5 to its right end, the right cap, the bottom edge, the left cap, the top edge
    // back to x = 5), nothing otherwise. Area π·10² + 2·10·20 (the spine: 40 − 2·10).
    func testAWalkFromAPlaceToItselfGoesOnceAroundOnlyWhenAsked() throws {
        let badge = try GooCapsule(center: .zero, radius: 10, width: 40)
        let outline = CapsuleOutline(capsule: badge, joint: badge.joint(facing: .zero))
        let start: CapsuleOutline.Place = (.topEdge, 5)
        for aroundOnce in [true, false] {
            var path = GooPath()
            path.move(to: GooPoint(x: 5, y: -10))
            outline.append(from: start, to: start, aroundOnce: aroundOnce, offset: .zero, to: &path)
            path.closeSubpath()
            XCTAssertEqual(path.count, aroundOnce ? 7 : 2, "\(aroundOnce)")
            let area = abs(GooOutline.signedArea(of: path, relativeTo: .zero, inUnitsOf: 10))
            XCTAssertEqual(area, aroundOnce ? 100 * Double.pi + 400 : 0, accuracy: 1e-9)
        }
    }

    // The parameter runs by arc length in radii from the right cap's point straight right:
    // its bottom (π/2), the bottom edge's left end (π/2 + 2, the edge 20 long), the left cap's
    // top (3π/2 + 2), the top edge's right end (3π/2 + 4), and round to 2π + 4.
    func testTheParameterRunsAlongTheOutlineByArcLengthInRadii() throws {
        let badge = try GooCapsule(center: .zero, radius: 10, width: 40)
        let outline = CapsuleOutline(capsule: badge, joint: badge.joint(facing: .zero))
        XCTAssertEqual(outline.period, 2 * Double.pi + 4, accuracy: 1e-15)
        let rows: [(GooPoint, Double)] = [
            (GooPoint(x: 20, y: 0), 0), (GooPoint(x: 10, y: 10), Double.pi / 2),
            (GooPoint(x: 0, y: 10), Double.pi / 2 + 1), (GooPoint(x: -20, y: 0), Double.pi + 2),
            (GooPoint(x: -10, y: -10), 1.5 * Double.pi + 2),
            (GooPoint(x: 5, y: -10), 1.5 * Double.pi + 3.5),
            (GooPoint(x: 10 + 10 * 0.6, y: -10 * 0.8), 2 * Double.pi + 4 - asin(0.8)),
        ]
        for (point, parameter) in rows {
            XCTAssertEqual(outline.parameter(of: point), parameter, accuracy: 1e-12, "\(point)")
            let back = outline.point(at: outline.place(atParameter: parameter))
            XCTAssertEqual(back.x, point.x, accuracy: 1e-12, "\(point)")
            XCTAssertEqual(back.y, point.y, accuracy: 1e-12, "\(point)")
        }
    }
}
