import XCTest

@testable import GooGeometry
import GooTestSupport

/// `GooPath` packs its elements' coordinates one after another and reads them back through rows
/// of eight: every kind of element must read back exactly as written, wherever it starts in a
/// row, up to both capacities.
final class PathStorageTests: XCTestCase {
    /// A random element of every kind in turn, with values that differ in every coordinate.
    private func randomElement(_ kind: Int, _ random: inout SplitMix64) -> GooPath.Element {
        func value() -> Double { Double.random(in: -1e6...1e6, using: &random) }
        func point() -> GooPoint { GooPoint(x: value(), y: value()) }
        switch kind {
        case 0: return .move(to: point())
        case 1: return .line(to: point())
        case 2: return .quadCurve(to: point(), control: point())
        case 3: return .curve(to: point(), control1: point(), control2: point())
        case 4, 5:
            return .arc(
                center: point(), radius: abs(value()), startAngle: .radians(value()),
                endAngle: .radians(value()), clockwise: kind == 5)
        default: return .closeSubpath
        }
    }

    /// The coordinates each kind takes, counted here from `GooPath.Element`'s payloads: 2 per point,
    /// an arc's centre, radius and two angles.
    private func coordinates(of element: GooPath.Element) -> Int {
        switch element {
        case .move, .line: 2
        case .quadCurve: 4
        case .curve: 6
        case .arc: 5
        case .closeSubpath: 0
        }
    }

    func testEveryElementReadsBackAsWrittenWhereverItStartsInARow() {
        for seed: UInt64 in 1...40 {
            var random = SplitMix64(seed: seed)
            var path = GooPath()
            var written: [GooPath.Element] = []
            var used = 0
            while written.count < GooPath.capacity {
                let element = randomElement(Int.random(in: 0...6, using: &random), &random)
                guard used + coordinates(of: element) <= GooPath.coordinateCapacity else { break }
                path.append(element)
                written.append(element)
                used += coordinates(of: element)
            }
            XCTAssertEqual(path.count, written.count, "seed \(seed)")
            XCTAssertEqual(Array(path), written, "seed \(seed)")
            XCTAssertEqual(path.first, written.first, "seed \(seed)")
            for index in written.indices.reversed() {
                XCTAssertEqual(path[index], written[index], "seed \(seed), element \(index)")
            }
        }
    }

    func testAPathHoldsBothCapacitiesExactly() {
        // Pinned: the written bounds are 149 elements and 518 coordinates (the outline
        // builder's Capacity note), rounded up to whole rows.
        XCTAssertEqual(GooPath.capacity, 150)
        XCTAssertEqual(GooPath.coordinateCapacity, 520)
        // 75 moves and 75 closes: 150 elements, 150 coordinates.
        var elements = GooPath()
        for index in 0..<75 {
            elements.move(to: GooPoint(x: Double(index), y: -Double(index)))
            elements.closeSubpath()
        }
        XCTAssertEqual(elements.count, GooPath.capacity)
        XCTAssertEqual(elements[148], .move(to: GooPoint(x: 74, y: -74)))
        XCTAssertEqual(elements[149], .closeSubpath)
        // 86 cubics and a quadratic: 520 coordinates, the last one ending the storage.
        var coordinates = GooPath()
        for index in 0..<86 {
            let x = Double(index)
            coordinates.addCurve(
                to: GooPoint(x: x, y: 1), control1: GooPoint(x: x, y: 2),
                control2: GooPoint(x: x, y: 3))
        }
        let last = GooPath.Element.quadCurve(
            to: GooPoint(x: 7, y: 8), control: GooPoint(x: 9, y: 10))
        coordinates.append(last)
        XCTAssertEqual(coordinates.count, 87)
        XCTAssertEqual(coordinates[86], last)
        XCTAssertEqual(
            coordinates[85],
            .curve(
                to: GooPoint(x: 85, y: 1), control1: GooPoint(x: 85, y: 2),
                control2: GooPoint(x: 85, y: 3)))
    }
}
