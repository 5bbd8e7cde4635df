import Foundation
import GooGeometry
import XCTest
import GooTestSupport

/// Invariants of every style's connector points over seeded random configurations.
///
/// Each test prints nothing on success; a failure
/// names the iteration so the seed reproduces it.
final class ConnectorPropertyTests: XCTestCase {
    static let iterations = Sweep.count(2000, debug: 500)

    /// A random configuration with the drag somewhere around the anchor, radii up to a third of
    /// the spread, so that apart, overlapping and nested circles all occur.
    static func randomConfiguration(
        _ rng: inout SplitMix64
    ) throws -> (anchor: GooCircle, drag: GooCircle, scale: Double) {
        let scale = pow(10, Double.random(in: -3...6, using: &rng))
        func coordinate() -> Double { Double.random(in: -scale...scale, using: &rng) }
        func radius() -> Double { Double.random(in: 0...(scale / 3), using: &rng) }
        let anchor = try GooCircle(x: coordinate(), y: coordinate(), radius: radius())
        let drag = try GooCircle(x: coordinate(), y: coordinate(), radius: radius())
        return (anchor, drag, scale)
    }

    /// Applies a map of the plane to a circle (radius scaled by `factor`).
    static func transformed(
        _ circle: GooCircle, factor: Double = 1, by map: (GooPoint) -> GooPoint
    ) throws -> GooCircle {
        try GooCircle(center: map(circle.center), radius: circle.radius * factor)
    }

    /// Checks that `style` commutes with a similarity `map` (with `relabel` for mirrors).
    func checkInvariance(
        seed: UInt64, factor: Double = 1, relabel: [String: String] = [:],
        map: (GooPoint) -> GooPoint
    ) throws {
        var rng = SplitMix64(seed: seed)
        var compared = CheckedCases()
        for iteration in 0..<Self.iterations {
            let (anchor, drag, scale) = try Self.randomConfiguration(&rng)
            for style in allStyles {
                let original = labelledPoints(style, anchor: anchor, drag: drag)
                let moved = labelledPoints(
                    style,
                    anchor: try Self.transformed(anchor, factor: factor, by: map),
                    drag: try Self.transformed(drag, factor: factor, by: map)
                )
                switch (original, moved) {
                case (.success(let points), .success(let movedPoints)):
                    var expected: [String: GooPoint] = [:]
                    for (label, point) in points { expected[relabel[label] ?? label] = map(point) }
                    assertApproximatelyEqual(
                        movedPoints, expected, tolerance: 1e-9 * scale * Swift.max(1, factor),
                        "iteration \(iteration), \(style)")
                    compared.record("\(style)")
                case (.failure(let lhs), .failure(let rhs)):
                    XCTAssertEqual(lhs, rhs, "iteration \(iteration), \(style)")
                default:
                    // Only a configuration on the nested/apart boundary may flip under rounding.
                    XCTAssertEqual(
                        (drag.center - anchor.center).length, abs(anchor.radius - drag.radius),
                        accuracy: 1e-9 * scale,
                        "iteration \(iteration), \(style): \(original) vs \(moved)")
                }
            }
        }
        // Two unavailable connectors agree too: each style must have had points to compare.
        compared.assertEach(
            of: allStyles.map { "\($0)" }, moreThan: Self.iterations / 2, "seed \(seed)")
    }

    func testTranslationMovesEveryPointByTheSameVector() throws {
        let offset = GooVector(x: 123.25, y: -987.5)
        try checkInvariance(seed: 1) { $0 + offset }
    }

    func testRotationRotatesEveryPoint() throws {
        let (c, s) = (cos(0.7), sin(0.7))
        try checkInvariance(seed: 2) { GooPoint(x: c * $0.x - s * $0.y, y: s * $0.x + c * $0.y) }
    }

    func testUniformScaleScalesEveryPoint() throws {
        try checkInvariance(seed: 3, factor: 3.5) { GooPoint(x: $0.x * 3.5, y: $0.y * 3.5) }
    }

    /// A mirror reverses orientation, so `perp` flips: the `+perp` and `−perp` labels swap.
    func testMirrorSwapsTheTwoSides() throws {
        let swap = [
            "A": "B", "B": "A", "C": "D", "D": "C", "O": "P", "P": "O",
            "O1": "P1", "P1": "O1", "O2": "P2", "P2": "O2",
        ]
        try checkInvariance(seed: 4, relabel: swap) { GooPoint(x: -$0.x, y: $0.y) }
    }

    func testEndPointsLieOnTheirCircles() throws {
        var rng = SplitMix64(seed: 5)
        var checked = CheckedCases()
        for iteration in 0..<Self.iterations {
            let (anchor, drag, scale) = try Self.randomConfiguration(&rng)
            for style in allStyles {
                guard case .success(let points) = labelledPoints(style, anchor: anchor, drag: drag)
                else { continue }
                for (label, circle) in [("A", anchor), ("B", anchor), ("C", drag), ("D", drag)] {
                    let point = try XCTUnwrap(
                        points[label], "iteration \(iteration), \(style), \(label)")
                    XCTAssertEqual(
                        (point - circle.center).length, circle.radius, accuracy: 1e-12 * scale,
                        "iteration \(iteration), \(style), \(label)")
                }
                checked.record("\(style)")
            }
        }
        checked.assertEach(
            of: allStyles.map { "\($0)" }, moreThan: Self.iterations / 2, "end points")
    }

    /// Each side line AD and BC of the tangent style touches both circles: the radius to its
    /// end point is perpendicular to it.
    func testTangentSidesArePerpendicularToTheRadii() throws {
        var rng = SplitMix64(seed: 6)
        var checked = 0
        var sides = 0
        for iteration in 0..<Self.iterations {
            let (anchor, drag, scale) = try Self.randomConfiguration(&rng)
            guard
                let points = TangentConnector.between(anchor: anchor, drag: drag).connector?.points
            else {
                continue
            }
            // A and B are on the anchor, D and C on the drag circle.
            for (start, end) in [(points.a, points.d), (points.b, points.c)] {
                let side = end - start
                let sideLength = side.length
                guard sideLength > scale * 1e-6 else { continue }
                let unit = side * (1 / sideLength)
                let tolerance = 1e-9 * scale
                XCTAssertEqual(
                    (start - anchor.center).dot(unit), 0, accuracy: tolerance, "\(iteration)")
                XCTAssertEqual(
                    (end - drag.center).dot(unit), 0, accuracy: tolerance, "\(iteration)")
                sides += 1
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, Self.iterations / 4)
        // Two sides per connector, but a side too short to judge is skipped: most are not.
        XCTAssertGreaterThan(sides, Self.iterations)
    }

    /// Metaball handles lie along the circle tangents at their end points, so the sides meet the
    /// circles with a continuous tangent (G1).
    func testMetaballHandlesAreTangentToTheCircles() throws {
        var rng = SplitMix64(seed: 8)
        var checked = 0
        for iteration in 0..<Self.iterations {
            let (anchor, drag, scale) = try Self.randomConfiguration(&rng)
            guard
                let points = MetaballConnector.between(anchor: anchor, drag: drag).connector?.points
            else {
                continue
            }
            let ends = [
                (points.a, points.o1, anchor), (points.b, points.p1, anchor),
                (points.d, points.o2, drag), (points.c, points.p2, drag),
            ]
            for (end, handle, circle) in ends {
                let radius = end - circle.center
                let tangent = handle - end
                XCTAssertEqual(
                    radius.dot(tangent), 0, accuracy: 1e-9 * scale * scale, "\(iteration)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, Self.iterations / 4)
    }

    /// A small move of the drag moves every point by a comparably small amount, away from the
    /// degenerate configurations.
    func testPointsMoveContinuouslyWithTheDrag() throws {
        var rng = SplitMix64(seed: 7)
        var checked = CheckedCases()
        for iteration in 0..<Self.iterations {
            let (anchor, drag, scale) = try Self.randomConfiguration(&rng)
            let step = scale * 1e-7
            let nudged = try GooCircle(
                center: drag.center + GooVector(x: step, y: -step), radius: drag.radius
            )
            let distance = (drag.center - anchor.center).length
            for style in allStyles {
                guard case .success(let before) = labelledPoints(style, anchor: anchor, drag: drag),
                    case .success(let after) = labelledPoints(style, anchor: anchor, drag: nudged)
                else { continue }
                // Points move with u, which turns by at most step/d; tangent points also move with
                // s, whose rate blows up only at the nested boundary.
                let gap = abs(distance - abs(anchor.radius - drag.radius))
                guard distance > scale * 1e-3, gap > scale * 1e-3 else { continue }
                let bound = 20 * step * (1 + 3 * scale / Swift.min(distance, gap))
                assertApproximatelyEqual(
                    after, before, tolerance: bound, "iteration \(iteration), \(style)")
                checked.record("\(style)")
            }
        }
        checked.assertEach(
            of: allStyles.map { "\($0)" }, moreThan: Self.iterations / 2, "continuity")
    }
}
