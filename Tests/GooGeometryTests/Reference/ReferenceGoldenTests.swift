import GooGeometry
import GooTestSupport
import XCTest

/// The library against `Reference/reference.py`.
///
/// The script is an independent transcription of the seed formulas (see its docstring).
/// Tolerance: 1e-12 of the configuration's size.
final class ReferenceGoldenTests: XCTestCase {
    func testQuadraticMatchesReference() {
        forEachRow(ReferenceFixtures.quadratic) { golden in
            try check(golden, style: .quadratic)
        }
    }

    func testTangentMatchesReference() {
        forEachRow(ReferenceFixtures.tangent) { golden in
            try check(golden, style: .tangent)
        }
    }

    func testCubicMatchesReference() {
        forEachRow(ReferenceFixtures.cubic) { golden in
            let given = try XCTUnwrap(golden.cubicOptions, "\(golden)")
            let options = try GooConnector.CubicOptions(
                angle: .degrees(given.angle), nearFraction: given.nearFraction,
                farFraction: given.farFraction
            )
            try check(golden, style: .cubic(options))
        }
    }

    func testMetaballMatchesReference() {
        forEachRow(ReferenceFixtures.metaball) { golden in
            let given = try XCTUnwrap(golden.metaballOptions, "\(golden)")
            let options = try GooConnector.MetaballOptions(
                spread: given.spread, handleRate: given.handleRate)
            try check(golden, style: .metaball(options))
        }
    }

    func testEveryStyleHasAtLeastTwelveConnectedCases() {
        let tables = [
            ("quadratic", ReferenceFixtures.quadratic), ("tangent", ReferenceFixtures.tangent),
            ("metaball", ReferenceFixtures.metaball), ("cubic", ReferenceFixtures.cubic),
        ]
        for (style, cases) in tables {
            XCTAssertGreaterThanOrEqual(cases.filter { $0.points != nil }.count, 12, style)
        }
    }

    /// Compares one golden case with the library; every message names the case (`golden`).
    private func check(_ golden: ReferenceCase, style: GooConnector.Style) throws {
        let (anchor, drag) = try golden.circles()
        let result = labelledPoints(style, anchor: anchor, drag: drag)
        switch (result, golden.points) {
        case (.success(let points), .some(let expected)):
            assertApproximatelyEqual(
                points, expected, tolerance: 1e-12 * golden.scale, "\(golden)")
        case (.failure(let box), .none):
            // The raw value is the stable code the script writes.
            XCTAssertEqual(golden.reason, box.reason.rawValue, "\(golden)")
        case (.success(let points), .none):
            XCTFail("\(golden): expected no connector, got \(points)")
        case (.failure(let box), .some):
            XCTFail("\(golden): expected a connector, got \(box.reason)")
        }
    }
}
