import XCTest

@testable import GooGeometry

/// Where a side enters a capsule's outline (``CapsuleOutline/entry(of:)``), the closed form's
/// crossing count, near the two tolerances it rests on: a crossing just before the side's end is
/// a crossing (``Tolerance/endParameter``), and an end just off the outline is not on it
/// (``Tolerance/lengthRatio``).
///
/// The capsule: centre (0, 0), radius 1, width 4, so its top edge is `y = −1` for
/// `−1 ≤ x ≤ 1`; the joint is the unit circle at the spine's middle, no cap. Each side is the
/// vertical line `x = 0.5` as a cubic (control points at thirds), so its height is linear in `t`.
final class CapsuleEntryTests: XCTestCase {
    private func outline() throws -> CapsuleOutline {
        CapsuleOutline(
            capsule: try GooCapsule(center: .zero, radius: 1, width: 4),
            joint: try GooCircle(x: 0, y: 0, radius: 1))
    }

    /// The straight side from `(0.5, −3)` down to `(0.5, endY)`.
    private func side(endingAt endY: Double) -> CubicBezier {
        let (start, end) = (GooPoint(x: 0.5, y: -3), GooPoint(x: 0.5, y: endY))
        return CubicBezier(
            start: start, control1: start + (end - start) * (1.0 / 3),
            control2: start + (end - start) * (2.0 / 3), end: end)
    }

    /// Ending 2e-4 inside, the side crosses the top edge where `−3 + 2.0002·t = −1`: at
    /// `t = 2 / 2.0002`, a ten-thousandth before its end, which is still a crossing.
    func testACrossingATenThousandthBeforeTheEndIsFound() throws {
        let entry = try XCTUnwrap(try outline().entry(of: side(endingAt: -0.9998)))
        XCTAssertEqual(entry, 2 / 2.0002, accuracy: 1e-12)
    }

    /// Ending 1e-4 above the top edge, the side never reaches the capsule: no entry, though its
    /// end is within a ten-thousandth of the outline.
    func testAnEndATenThousandthOffTheOutlineIsNotAnEntry() throws {
        XCTAssertNil(try outline().entry(of: side(endingAt: -1.0001)))
    }

    /// Ending on the top edge, the side enters at its end: 1.
    func testAnEndOnTheOutlineIsTheEntry() throws {
        XCTAssertEqual(try outline().entry(of: side(endingAt: -1)), 1)
    }
}
