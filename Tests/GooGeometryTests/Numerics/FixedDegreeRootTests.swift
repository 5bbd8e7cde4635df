import XCTest

@testable import GooGeometry

/// The fixed-degree polynomials of the regular outline (``CubicFunction``, ``EndQuintic``):
/// sign counts and single roots against polynomials whose roots are known in closed form.
final class FixedDegreeRootTests: XCTestCase {
    /// Bernstein coefficients (−1, −1, 1, 1): the cubic is odd about t = ½
    /// (`B(t) = −B(1 − t)`: the coefficients reversed and negated), so its one root is ½.
    func testASymmetricCubicCrossesAtOneHalf() {
        let cubic = CubicFunction(-1, -1, 1, 1)
        let (first, changes) = cubic.signChanges()
        XCTAssertEqual(first, -1)
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(cubic.root(startSign: first), 0.5, accuracy: 1e-15)
    }

    /// Coefficients (1, 1, 1, −1): `B(t) = (1 − t)³ + 3(1 − t)²t + 3(1 − t)t² − t³ = 1 − 2t³`,
    /// so the root is `2^(−1/3)` (0.7937005259840998, Python's `2 ** (-1 / 3)`), at every
    /// scale: the coefficients are normalised first.
    func testACubicRootMatchesItsClosedFormAtEveryScale() {
        for scale in [1.0, 0x1p900, 0x1p-900] {
            let cubic = CubicFunction(scale, scale, scale, -scale)
            let (first, changes) = cubic.signChanges()
            XCTAssertEqual(first, 1)
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(cubic.root(startSign: first), 0.7937005259840998, accuracy: 1e-15)
        }
    }

    /// Coefficients within `zeroRatio` of the largest are noise: they neither start a sign nor
    /// change it, and a root at an end (a zero last coefficient) is not counted.
    func testNoiseAndEndRootsAreNotSignChanges() {
        XCTAssertEqual(CubicFunction(1, 1e-14, -1e-14, 1).signChanges().changes, 0)
        XCTAssertEqual(CubicFunction(1, 1, 1, 0).signChanges().changes, 0)
        XCTAssertEqual(CubicFunction(0, -1, 1, 1).signChanges().first, -1)
        XCTAssertEqual(CubicFunction(1, -1, 1, -1).signChanges().changes, 3)
    }

    /// A side starting on its circle and running through the disk leaves it where the closed
    /// form says.
    ///
    /// The line x = 1 − 4t as a cubic (control points at thirds) starts on the unit circle:
    /// `|P(t)|² − 1 = 16t² − 8t = 8t(2t − 1)`. With the root at 0 divided out, one sign change
    /// from −, and the other root at ½, where it leaves at x = −1.
    func testASideStartingOnItsCircleFindsWhereItLeavesTheDisk() throws {
        let circle = try GooCircle(x: 0, y: 0, radius: 1)
        let side = CubicBezier(
            start: GooPoint(x: 1, y: 0), control1: GooPoint(x: -1.0 / 3, y: 0),
            control2: GooPoint(x: -5.0 / 3, y: 0), end: GooPoint(x: -3, y: 0))
        let quintic = try XCTUnwrap(EndQuintic(side, on: circle, rootAt: 0))
        guard case .one(let t, fromInside: true) = quintic.otherCrossings else {
            return XCTFail("\(quintic.otherCrossings): one crossing from inside expected")
        }
        XCTAssertEqual(t, 0.5, accuracy: 1e-15)
        // Its end (−3, 0) is off the circle: no root there to divide out.
        XCTAssertNil(EndQuintic(side, on: circle, rootAt: 1))
    }

    /// The same side, mirrored to end on its circle, at every scale up to where squares near the
    /// largest `Double`: its other crossing stays at ½.
    ///
    /// The line x = −3 + 4t ends on the unit circle; `|P(t)|² − 1 = 16t² − 24t + 8 =
    /// 8(2t − 1)(t − 1)`. At a radius of 3.3e153 its coefficients reach 8.7e307, and polishing in the
    /// power basis (binomials of the coefficients, up to 320 times them) overflowed: the root
    /// came back at 5e-14, and the general builder dropped a piece of a capsule's cap.
    func testASideEndingOnItsCircleFindsWhereItEntersAtEveryScale() throws {
        for scale in [1.0, 1e100, 1e153, 3.3e153, 4e153, 1e-150] {
            let circle = try GooCircle(x: 0, y: 0, radius: scale)
            let side = CubicBezier(
                start: GooPoint(x: -3 * scale, y: 0), control1: GooPoint(x: -scale * 5 / 3, y: 0),
                control2: GooPoint(x: -scale / 3, y: 0), end: GooPoint(x: scale, y: 0))
            let quintic = try XCTUnwrap(EndQuintic(side, on: circle, rootAt: 1), "\(scale)")
            guard case .one(let t, fromInside: false) = quintic.otherCrossings else {
                return XCTFail("\(quintic.otherCrossings) at \(scale): one from outside expected")
            }
            XCTAssertEqual(t, 0.5, accuracy: 1e-14, "\(scale)")
        }
    }

    /// A side leaving its circle at once has no other crossing.
    ///
    /// The line x = 1 + 2t: `|P(t)|² − 1 = 4t + 4t²`, whose quotient `4 + 4t` has no sign change.
    func testASideLeavingAtOnceHasNoOtherCrossing() throws {
        let circle = try GooCircle(x: 0, y: 0, radius: 1)
        let side = CubicBezier(
            start: GooPoint(x: 1, y: 0), control1: GooPoint(x: 5.0 / 3, y: 0),
            control2: GooPoint(x: 7.0 / 3, y: 0), end: GooPoint(x: 3, y: 0))
        let quintic = try XCTUnwrap(EndQuintic(side, on: circle, rootAt: 0))
        XCTAssertEqual(quintic.otherCrossings, .noneOutside)
    }

    /// A chord has no other crossing either, from inside.
    ///
    /// The line x = 1 − 2t runs from (1, 0) to (−1, 0): `|P(t)|² − 1 = 4t² − 4t`, whose quotient
    /// `4t − 4` (root 0 divided out) is negative on `(0, 1)`.
    func testAChordHasNoOtherCrossingFromInside() throws {
        let circle = try GooCircle(x: 0, y: 0, radius: 1)
        let side = CubicBezier(
            start: GooPoint(x: 1, y: 0), control1: GooPoint(x: 1.0 / 3, y: 0),
            control2: GooPoint(x: -1.0 / 3, y: 0), end: GooPoint(x: -1, y: 0))
        XCTAssertEqual(
            try XCTUnwrap(EndQuintic(side, on: circle, rootAt: 0)).otherCrossings, .noneInside)
        XCTAssertEqual(
            try XCTUnwrap(EndQuintic(side, on: circle, rootAt: 1)).otherCrossings, .noneInside)
    }

    /// Where Newton misleads, the bracket's bisection still polishes the root to
    /// ``BernsteinPolynomial/parameterTolerance``.
    ///
    /// `t − 0.3` with a slope reported as `10⁻³⁰⁰`: every Newton step leaves the bracket, so each
    /// step halves it, and about 44 halvings bring it within 1e-13 of the root at 0.3. From a
    /// guess at either end of the bracket, and for the other sign.
    func testTheOneNewtonPolishesByBisectionWhenItsStepsLeaveTheBracket() {
        for guess in [0.0, 0.5, 1.0] {
            let rising = bracketedNewtonRoot(startSign: -1, guess: guess) { ($0 - 0.3, 1e-300) }
            XCTAssertEqual(rising, 0.3, accuracy: 1e-12, "from \(guess)")
            let falling = bracketedNewtonRoot(startSign: 1, guess: guess) { (0.3 - $0, -1e-300) }
            XCTAssertEqual(falling, 0.3, accuracy: 1e-12, "from \(guess)")
        }
    }
}
