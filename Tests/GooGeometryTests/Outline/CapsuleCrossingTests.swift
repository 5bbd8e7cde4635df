import GooTestSupport
import XCTest

@testable import GooGeometry

/// Where a circle about the anchor centre crosses a capsule's outline
/// (`CapsuleOutline.crossings(ofCircleWithRadius:)`), against hand-derived points.
final class CapsuleCrossingTests: XCTestCase {
    /// Capsule centre (0, 20), radius 10, width 100: spine x ∈ [−40, 40], top edge y = 10,
    /// bottom edge y = 30; the largest length (the unit of the tolerance) is 40.
    private func outline() throws -> CapsuleOutline {
        let capsule = try GooCapsule(center: GooPoint(x: 0, y: 20), radius: 10, width: 100)
        return CapsuleOutline(capsule: capsule, joint: capsule.joint(facing: .zero))
    }

    /// A circle of radius 20 crosses the top edge y = 10 at x = ±√(400 − 100) = ±√300 and
    /// reaches neither the bottom edge nor a cap.
    func testACircleThroughAnEdgeCrossesItTwice() throws {
        let points = try XCTUnwrap(outline().crossings(ofCircleWithRadius: 20))
        let xs = [points.0.x, points.1.x].sorted()
        XCTAssertEqual(xs[0], -300.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(xs[1], 300.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(points.0.y, 10, accuracy: 1e-12)
        XCTAssertEqual(points.1.y, 10, accuracy: 1e-12)
    }

    /// A circle meeting only a cap crosses it twice, beyond the spine's end.
    ///
    /// Capsule centre (40, 0), radius 10, width 40 (spine x ∈ [30, 50], left cap centred at
    /// (30, 0)), circle radius 25. Two circles with `D = 30`:
    /// `a = (D² + 25² − 10²) / 2D = 23.75`, `h = √(625 − 23.75²) = √60.9375`; both points lie
    /// beyond the spine's end (x = 23.75 < 30). The edges y = ±10 are met at x = ±√525 ≈ 22.9,
    /// outside the spine; the right cap (D = 50 > 35) not at all.
    func testACircleMeetingOneCapCrossesItTwice() throws {
        let capsule = try GooCapsule(center: GooPoint(x: 40, y: 0), radius: 10, width: 40)
        let outline = CapsuleOutline(capsule: capsule, joint: capsule.joint(facing: .zero))
        let points = try XCTUnwrap(outline.crossings(ofCircleWithRadius: 25))
        let h = 60.9375.squareRoot()
        let found = [points.0, points.1].sorted { $0.y < $1.y }
        XCTAssertEqual(found[0].x, 23.75, accuracy: 1e-12)
        XCTAssertEqual(found[0].y, -h, accuracy: 1e-12)
        XCTAssertEqual(found[1].x, 23.75, accuracy: 1e-12)
        XCTAssertEqual(found[1].y, h, accuracy: 1e-12)
    }

    /// A circle within the tangency tolerance of an edge is declined, one twice as far crosses.
    ///
    /// Radius 10 + δ touches the top edge y = 10 when δ = 0. Its squared half-chord, in units
    /// of the largest length (40), is `δ·(20 + δ) / 1600 ≈ δ / 80`, and the tolerance is
    /// `tangencyRatio` (1e-9) times the radius in those units (0.25): the limit is δ = 2e-8.
    /// Four times that crosses (at x = ±√((10 + δ)² − 100)); half of it, or as far short, is
    /// declined.
    func testAnAlmostTangentCircleIsDeclined() throws {
        XCTAssertEqual(CapsuleOutline.tangencyRatio, 1e-9)
        let capsule = try outline()
        let crossing = try XCTUnwrap(capsule.crossings(ofCircleWithRadius: 10 + 8e-8))
        let x = ((10 + 8e-8) * (10 + 8e-8) - 100).squareRoot()
        XCTAssertEqual(abs(crossing.0.x), x, accuracy: 1e-9)
        XCTAssertNil(capsule.crossings(ofCircleWithRadius: 10 + 1e-8))
        XCTAssertNil(capsule.crossings(ofCircleWithRadius: 10 - 1e-8))
        // Clearly short of the edge: no crossing at all.
        XCTAssertNil(capsule.crossings(ofCircleWithRadius: 9))
    }

    /// A circle crossing the outline four times is declined: the overlap argument needs exactly
    /// two crossings.
    ///
    /// Radius 41 about 0 meets y = 10 at x = ±√1581 ≈ ±39.76
    /// (inside the spine) and both caps' outer halves.
    func testFourCrossingsAreDeclined() throws {
        XCTAssertNil(try outline().crossings(ofCircleWithRadius: 41))
    }
}
