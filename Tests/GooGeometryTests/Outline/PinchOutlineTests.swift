import GooGeometry
import XCTest

/// The outline of a link as it pinches off (``GooOutline/init(anchor:badge:style:progress:)``):
/// whole at progress 1, a neck that narrows to nothing at the parting (0.7), then two separate
/// parts; and at every progress the exact boundary of the region `contains` answers for.
final class PinchOutlineTests: XCTestCase {
    private static let styles: [GooConnector.Style] = [
        .quadratic, .cubic(.default), .tangent, .metaball(.default),
    ]
    /// The anchor as QQ's rules leave it at the break (10 − 100/15), the badge at d = 100.5.
    private static let anchor = (try? GooCircle(x: 0, y: 0, radius: 10 - 100.0 / 15))!

    private static func badge(width: Double) -> GooCapsule {
        (try? GooCapsule(center: GooPoint(x: 100.5, y: 0), radius: 10, width: width))!
    }

    func testAtProgressOneItIsTheWholeLink() {
        for style in Self.styles {
            for width in [20.0, 44] {
                let badge = Self.badge(width: width)
                XCTAssertEqual(
                    GooOutline(anchor: Self.anchor, badge: badge, style: style, progress: 1).path,
                    GooOutline(anchor: Self.anchor, badge: badge, style: style).path,
                    "\(style.name) \(width)")
            }
        }
    }

    // A badge overlapping the anchor leaves no room for a neck (the gap between the circles,
    // 12 − 10 − 10/3, is negative): the anchor alone shrinks, whole until the parted stage's last
    // 60 % and then as (1 − s)⁴(1 + 4s) of the share s done. At progress 0.1 the parted stage is
    // 1 − 0.1/0.7 = 6/7 through, s = (6/7 − 0.4)/0.6 = 16/21: (5/21)⁴ · 85/21 is left.
    func testWithNoRoomForANeckTheAnchorAloneShrinks() throws {
        for style in Self.styles {
            let badge = Self.badge(width: 20).moved(toX: 12)
            for (progress, scale) in [(0.5, 1.0), (0.1, pow(5.0 / 21, 4) * 85 / 21)] {
                let anchor = try GooCircle(x: 0, y: 0, radius: Self.anchor.radius * scale)
                let pinched = GooOutline(
                    anchor: Self.anchor, badge: badge, style: style, progress: progress)
                let expected = GooOutline(anchor: anchor, badge: badge, style: nil)
                XCTAssertLessThan(
                    hausdorffDistance(
                        pinched.flattened(tolerance: 1e-4), expected.flattened(tolerance: 1e-4)),
                    1e-9, "\(style.name) at \(progress)")
            }
        }
    }

    // The narrowest cross-section of the bridge, between the anchor's edge and the badge's:
    // falling as the progress falls to the parting, nothing at it (the sides meet), and a gap
    // after it.
    func testTheNeckNarrowsToNothingAndThenParts() {
        var checked = 0
        for style in Self.styles {
            for width in [20.0, 44] {
                let badge = Self.badge(width: width)
                func neck(_ progress: Double) -> Double {
                    let outline = GooOutline(
                        anchor: Self.anchor, badge: badge, style: style, progress: progress)
                    return Self.narrowestCrossSection(
                        of: outline.flattened(tolerance: 0.001), from: Self.anchor.radius + 1,
                        to: 100.5 - width / 2 - 1)
                }
                let widths = [1, 0.9, 0.8, 0.75].map(neck)
                let name = "\(style.name) \(width)"
                for (wider, narrower) in zip(widths, widths.dropFirst()) {
                    XCTAssertLessThan(narrower, wider, name)
                }
                // Until then the sides stay apart (at 0.72 the neck is 14/15 narrowed), and they
                // meet only at the parting.
                XCTAssertGreaterThan(neck(0.72), 0, name)
                XCTAssertLessThan(neck(0.7 + 1e-9), 0.01, name)
                XCTAssertEqual(neck(0.69), 0, name)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 8)
    }

    // Each point of a grid over the shape is inside the traced path (nonzero rule) exactly when
    // `contains` says so, but within a hair of the outline; a parted link is closed subpaths
    // with a gap across the centre line between the circles.
    func testTheOutlineIsTheBoundaryOfItsRegionAtEveryProgress() {
        var compared = 0
        var partedChecked = 0
        for style in Self.styles {
            for width in [20.0, 44] {
                let badge = Self.badge(width: width)
                for progress in [0.9, 0.7001, 0.69, 0.4, 0.1, 0.01] {
                    let outline = GooOutline(
                        anchor: Self.anchor, badge: badge, style: style, progress: progress)
                    let polylines = outline.flattened(tolerance: 0.01)
                    let name = "\(style.name) \(width) at \(progress)"
                    guard let box = outline.bounds else { return XCTFail(name) }
                    for x in stride(from: box.minX - 1, through: box.maxX + 1, by: 2.37) {
                        for y in stride(from: box.minY - 1, through: box.maxY + 1, by: 0.93) {
                            let point = GooPoint(x: x, y: y)
                            compared += 1
                            let inPath = Self.winding(of: polylines, around: point) != 0
                            guard inPath != outline.contains(point) else { continue }
                            // Only a point within a hair of the outline may read either way.
                            let nearest =
                                polylines.flatMap { zip($0, $0.dropFirst()) }
                                .map { segmentDistance(point, $0.0, $0.1) }.min() ?? .infinity
                            XCTAssertLessThan(nearest, 0.02, "\(name) at \(point)")
                        }
                    }
                    if progress < 0.7 {
                        XCTAssertGreaterThanOrEqual(polylines.count, 2, name)
                        XCTAssertTrue(
                            polylines.allSatisfy {
                                distanceBetween($0[0], $0[$0.count - 1]) < 1e-9
                            },
                            "\(name): not closed")
                        XCTAssertEqual(
                            Self.narrowestCrossSection(
                                of: polylines, from: Self.anchor.radius, to: 100.5 - width / 2),
                            0, "\(name): no gap")
                        partedChecked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertEqual(partedChecked, 8 * 4)
    }

    /// The nonzero winding number of closed polylines around a point.
    private static func winding(of polylines: [[GooPoint]], around point: GooPoint) -> Int {
        var total = 0
        for polyline in polylines {
            for index in polyline.indices {
                let a = polyline[index]
                let b = polyline[(index + 1) % polyline.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { total += b.y > a.y ? 1 : -1 }
            }
        }
        return total
    }

    /// The least height of the shape across the x-axis between two abscissas (0 where a vertical
    /// line there crosses nothing): the polylines' highest crossing less their lowest, every
    /// eighth of a point.
    private static func narrowestCrossSection(
        of polylines: [[GooPoint]], from start: Double, to end: Double
    ) -> Double {
        let step = 0.125
        let count = Int((end - start) / step) + 1
        var low = [Double](repeating: .infinity, count: count)
        var high = [Double](repeating: -.infinity, count: count)
        for polyline in polylines {
            for index in polyline.indices {
                let a = polyline[index]
                let b = polyline[(index + 1) % polyline.count]
                let first = max(0, Int(((min(a.x, b.x) - start) / step).rounded(.up)))
                let last = min(count - 1, Int(((max(a.x, b.x) - start) / step).rounded(.down)))
                guard first <= last else { continue }
                for column in first...last {
                    let x = start + Double(column) * step
                    guard (a.x <= x) != (b.x <= x) else { continue }
                    let y = a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y)
                    low[column] = min(low[column], y)
                    high[column] = max(high[column], y)
                }
            }
        }
        return zip(low, high).map { $0.0 <= $0.1 ? $0.1 - $0.0 : 0 }.min() ?? 0
    }
}

extension GooCapsule {
    /// The capsule with its centre at (`x`, 0).
    fileprivate func moved(toX x: Double) -> GooCapsule {
        (try? GooCapsule(center: GooPoint(x: x, y: 0), radius: radius, width: width))!
    }
}
