import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// The union outline against an independent model of the union (Support/ReferenceUnion.swift).
final class OutlineAgainstReferenceUnionTests: XCTestCase {
    enum Regime: String, CaseIterable, CustomStringConvertible {
        case apart, touching, overlapping, nested, coincident, zeroAnchor, broken
        var description: String { rawValue }
    }

    static let styles: [GooConnector.Style] = allStyles

    /// A random configuration of a regime: anchor at a random place, drag along a random
    /// direction at a distance that puts the pair in the regime.
    static func configuration(
        _ regime: Regime, _ rng: inout SplitMix64
    ) throws -> (anchor: GooCircle, drag: GooCircle, attached: Bool) {
        let center = GooPoint(
            x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
        var r1 = Double.random(in: 4...20, using: &rng)
        let r2 = Double.random(in: 4...20, using: &rng)
        if regime == .zeroAnchor { r1 = 0 }
        let distance: Double
        switch regime {
        case .apart, .broken, .zeroAnchor: distance = r1 + r2 + .random(in: 1...80, using: &rng)
        case .touching: distance = r1 + r2
        case .overlapping:
            distance =
                abs(r1 - r2) + (r1 + r2 - abs(r1 - r2)) * .random(in: 0.05...0.95, using: &rng)
        case .nested: distance = abs(r1 - r2) * .random(in: 0...0.9, using: &rng)
        case .coincident: distance = 0
        }
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let anchor = try GooCircle(center: center, radius: r1)
        let drag = try GooCircle(
            center: GooPoint(
                x: center.x + distance * cos(angle), y: center.y + distance * sin(angle)),
            radius: r2
        )
        return (anchor, drag, regime != .broken)
    }

    func testAreaMatchesTheIndependentUnionWithinATenthOfAPercent() {
        forEachRow(Regime.allCases) { regime in
            var rng = SplitMix64(seed: 100 + UInt64(Regime.allCases.firstIndex(of: regime) ?? 0))
            for iteration in 0..<Sweep.count(3, debug: 1) {
                let (anchor, drag, attached) = try Self.configuration(regime, &rng)
                for style in Self.styles {
                    let (outline, reference) = outlineAndReference(
                        anchor, drag, style, attached: attached)
                    let expected = reference.area(lines: 2000)
                    XCTAssertEqual(
                        outline.area, expected, accuracy: 1e-3 * expected,
                        "\(regime) \(iteration) \(style)")
                }
            }
        }
    }

    func testEveryOutlineSampleLiesOnTheUnionBoundary() {
        forEachRow(Regime.allCases) { regime in
            var rng = SplitMix64(seed: 200 + UInt64(Regime.allCases.firstIndex(of: regime) ?? 0))
            for iteration in 0..<Sweep.count(4, debug: 1) {
                let (anchor, drag, attached) = try Self.configuration(regime, &rng)
                let tolerance = 5e-4 * max(anchor.radius, drag.radius)
                for style in Self.styles {
                    let (outline, reference) = outlineAndReference(
                        anchor, drag, style, attached: attached)
                    XCTAssertLessThan(
                        outline.path.count, GooPath.capacity, "\(regime) \(iteration) \(style)")
                    var worst = 0.0
                    for polyline in samples(of: outline.path, perElement: 16) {
                        for point in polyline {
                            worst = max(
                                worst, reference.distanceOutside(point),
                                reference.depthInside(point))
                        }
                    }
                    XCTAssertLessThanOrEqual(
                        worst, tolerance, "\(regime) \(iteration) \(style): off by \(worst)")
                }
            }
        }
    }

    func testContainsAgreesWithTheIndependentUnion() {
        forEachRow(Regime.allCases) { regime in
            var rng = SplitMix64(seed: 300 + UInt64(Regime.allCases.firstIndex(of: regime) ?? 0))
            var judged = CheckedCases()
            let configurations = Sweep.count(3, debug: 1)
            for _ in 0..<configurations {
                let (anchor, drag, attached) = try Self.configuration(regime, &rng)
                let size =
                    max(anchor.radius, drag.radius) + distanceBetween(anchor.center, drag.center)
                for style in Self.styles {
                    let (outline, reference) = outlineAndReference(
                        anchor, drag, style, attached: attached)
                    for _ in 0..<150 {
                        let point = GooPoint(
                            x: anchor.center.x + .random(in: -size...size, using: &rng) * 1.3,
                            y: anchor.center.y + .random(in: -size...size, using: &rng) * 1.3
                        )
                        // Too close to the edge to tell the fine polygon from the curve: skip.
                        let margin = 1e-3 * size
                        let outside = reference.distanceOutside(point)
                        guard
                            outside > margin
                                || (outside == 0 && reference.depthInside(point) > margin)
                        else { continue }
                        XCTAssertEqual(
                            outline.contains(point), outside == 0, "\(regime) \(style) \(point)")
                        judged.record("\(style)")
                        // With slop: inside iff within the slop of the union.
                        let slop = 0.2 * size
                        if abs(outside - slop) > margin {
                            XCTAssertEqual(
                                outline.contains(point, slop: slop), outside <= slop,
                                "\(regime) \(style) \(point), slop \(slop)")
                        }
                    }
                }
            }
            // Points too near the edge to judge are skipped; most are not.
            judged.assertEach(
                of: Self.styles.map { "\($0)" }, moreThan: configurations * 150 / 2,
                "contains, \(regime)")
        }
    }

    func testBoundsHoldAndTouchTheOutline() {
        forEachRow(Regime.allCases) { regime in
            var rng = SplitMix64(seed: 400 + UInt64(Regime.allCases.firstIndex(of: regime) ?? 0))
            for iteration in 0..<4 {
                let (anchor, drag, attached) = try Self.configuration(regime, &rng)
                let size = max(anchor.radius, drag.radius)
                for style in Self.styles {
                    let (outline, _) = outlineAndReference(anchor, drag, style, attached: attached)
                    let row = "\(regime) \(iteration) \(style)"
                    let box = try XCTUnwrap(outline.bounds, row)
                    let points = samples(of: outline.path, perElement: 64).flatMap { $0 }
                    let slack = 1e-9 * size
                    XCTAssertTrue(
                        points.allSatisfy {
                            $0.x >= box.minX - slack && $0.x <= box.maxX + slack
                                && $0.y >= box.minY - slack
                                && $0.y <= box.maxY + slack
                        }, row)
                    let touch = 1e-3 * size  // 64 samples per curve land this close to an extreme
                    XCTAssertTrue(points.contains { $0.x <= box.minX + touch }, "\(row): minX")
                    XCTAssertTrue(points.contains { $0.x >= box.maxX - touch }, "\(row): maxX")
                    XCTAssertTrue(points.contains { $0.y <= box.minY + touch }, "\(row): minY")
                    XCTAssertTrue(points.contains { $0.y >= box.maxY - touch }, "\(row): maxY")
                }
            }
        }
    }
}
