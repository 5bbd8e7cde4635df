import Foundation
import GooGeometry
import XCTest
import GooTestSupport

/// A million seeded random configurations across magnitudes 1e-300…1e300 (the first 2 000 in a
/// debug build): every style and every query, no trap, no non-finite output, the core invariants.
///
/// `.ci/run`'s release step runs it whole, with the rest of the library's tests
/// (`GOO_STRESS_COUNT=1000000 swift test -c release … --filter GooGeometryTests`); the count can be
/// set with `GOO_STRESS_COUNT`.
final class StressSweepTests: XCTestCase {
    static var count: Int {
        if let text = ProcessInfo.processInfo.environment["GOO_STRESS_COUNT"], let count = Int(text)
        {
            return count
        }
        return Sweep.count(1_000_000, debug: 1_000)
    }

    func testNoConfigurationTrapsOrReturnsANonFiniteValue() throws {
        var rng = SplitMix64(seed: 2026)
        var connected = 0
        var (boxed, areaChecked) = (0, 0)
        var failures = 0
        for iteration in 0..<Self.count {
            let exponent = Double.random(in: -300...300, using: &rng)
            let scale = pow(10, exponent)
            func value() -> Double { Double.random(in: -1...1, using: &rng) * scale }
            let anchor = try GooCircle(x: value(), y: value(), radius: abs(value()) / 3)
            let drag = try GooCircle(x: value(), y: value(), radius: abs(value()) / 3)
            let style = allStyles[iteration % allStyles.count]
            let connection = GooConnector.between(anchor: anchor, drag: drag, style: style)
            if let connector = connection.connector {
                connected += 1
                for (_, point) in connector.labelledPoints where !point.isFinite { failures += 1 }
                let onAnchor =
                    (connector.labelledPoints.first { $0.key == "A" }?.value ?? anchor.center)
                    - anchor.center
                if abs(onAnchor.length - anchor.radius) > 1e-9 * scale { failures += 1 }
            }
            let outline = GooOutline(
                anchor: anchor, badge: GooCapsule(drag), boundary: connection.connector?.boundary)
            failures += Self.failures(of: outline)
            _ = outline.contains(GooPoint(x: value(), y: value()), slop: abs(value()))
            // The same drag as a capsule badge, up to the scale wider than it is high.
            let badge = try GooCapsule(
                center: drag.center, radius: drag.radius, width: 2 * drag.radius + abs(value()))
            let pill = GooOutline(anchor: anchor, badge: badge, style: style)
            failures += Self.failures(of: pill)
            _ = pill.contains(GooPoint(x: value(), y: value()), slop: abs(value()))
            // The union holds the capsule and lies in its bounds; an unrepresentable shape has
            // an empty outline and area 0.
            if let box = pill.bounds, !pill.path.isEmpty {
                boxed += 1
                let capsuleArea =
                    Double.pi * badge.radius * badge.radius
                    + 2 * badge.radius * (badge.width - 2 * badge.radius)
                let boxArea = (box.maxX - box.minX) * (box.maxY - box.minY)
                // Only where the areas are normal numbers: a subnormal square has lost digits.
                if capsuleArea.isNormal, boxArea.isNormal, capsuleArea > 0x1p-968 {
                    areaChecked += 1
                    if !(pill.area >= capsuleArea * (1 - 1e-6) && pill.area <= boxArea * (1 + 1e-6))
                    {
                        failures += 1
                    }
                }
                let slack = 1e-9 * max(abs(badge.center.x), badge.width)
                if !(box.minX <= badge.center.x - badge.width / 2 + slack) { failures += 1 }
                if !(box.maxX >= badge.center.x + badge.width / 2 - slack) { failures += 1 }
            }
            if failures > 0 {
                XCTFail("iteration \(iteration): \(anchor) \(drag) \(style), or as a capsule")
                return
            }
        }
        XCTAssertGreaterThan(connected, Self.count / 2)
        // The capsule's bounds and area are checked only where they are representable.
        XCTAssertGreaterThan(boxed, Self.count / 2)
        XCTAssertGreaterThan(areaChecked, Self.count / 4)
    }

    /// How many of an outline's outputs are not finite or not well formed: every point and arc
    /// finite, every subpath closed, the area finite and `≥ 0`, the bounds finite.
    static func failures(of outline: GooOutline) -> Int {
        var failures = 0
        var open = false
        for element in outline.path {
            switch element {
            case .move(let p):
                if !p.isFinite || open { failures += 1 }
                open = true
            case .curve(let p, let c1, let c2):
                if !(p.isFinite && c1.isFinite && c2.isFinite) { failures += 1 }
            case .line(let p), .quadCurve(let p, _):
                if !p.isFinite { failures += 1 }
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                if !(center.isFinite && radius.isFinite && radius >= 0) { failures += 1 }
                if !(startAngle.radians.isFinite && endAngle.radians.isFinite) { failures += 1 }
            case .closeSubpath: open = false
            }
        }
        if open { failures += 1 }
        if !outline.area.isFinite || outline.area < 0 { failures += 1 }
        if let box = outline.bounds, !(box.minX.isFinite && box.maxX.isFinite) { failures += 1 }
        return failures
    }
}
