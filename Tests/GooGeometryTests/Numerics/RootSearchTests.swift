import GooTestSupport
import XCTest

@testable import GooGeometry

/// The general root search (``BernsteinPolynomial/roots()``) and the sorted list it fills
/// (``SortedValues``), against polynomials whose roots are known in closed form.
final class RootSearchTests: XCTestCase {
    /// A root exactly where the search halves the interval is found.
    ///
    /// `(t − ¼)(t − ½)(t − ¾) = t³ − 3/2·t² + 11/16·t − 3/32`, whose Bernstein coefficients
    /// (`c_k = Σ_(i≤k) C(k, i)/C(3, i)·a_i`) are `−3/32, 13/96, −13/96, 3/32`: three sign changes,
    /// so the search halves the interval at ½, which is itself a root. Either half sees it only as
    /// a zero end coefficient, which a sign count skips; it must still be found.
    func testARootWhereTheSearchHalvesTheIntervalIsFound() {
        let c = SIMD8<Double>(-3.0 / 32, 13.0 / 96, -13.0 / 96, 3.0 / 32, 0, 0, 0, 0)
        let roots = BernsteinPolynomial(coefficients: c, degree: 3).roots()
        XCTAssertEqual(roots.count, 3)
        for (index, expected) in [0.25, 0.5, 0.75].enumerated() where index < roots.count {
            XCTAssertEqual(roots[index], expected, accuracy: 1e-13)
        }
    }

    /// A number within the tolerance of one already in the list is that one found twice.
    ///
    /// It is dropped; one a little farther is another, kept in order. The tolerances are probed at 0.9
    /// and 1.1 of themselves (the rounding of `0.5 ± 1e-12` is far below a tenth of it).
    func testTheSortedListKeepsANumberFoundTwiceOnce() {
        var list = SortedValues<SIMD8<Double>>()
        for value in [0.5, 0.25, 0.5 + 0.9e-12, 0.5 - 1.1e-12, 0.25 - 0.9e-12] {
            list.insert(value, tolerance: 1e-12)
        }
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(list[0], 0.25)
        XCTAssertEqual(list[1], 0.5 - 1.1e-12)
        XCTAssertEqual(list[2], 0.5)
        XCTAssertEqual(RootList.duplicateTolerance, 1e-12)
    }

    /// The outline builder's 64-value lists fill in increasing order from any order of
    /// insertion, to the last slot, a number found twice kept once.
    ///
    /// Each trial inserts the 64 numbers `k/64` in a seeded shuffle, each followed by a copy
    /// 0.9 tolerances away (dropped); the expectation is the numbers' own order, `k/64` at
    /// position `k`.
    func testAFullListOfSixtyFourIsInOrderWhateverTheOrderOfInsertion() {
        var rng = SplitMix64(seed: 0x5047_0064)
        var checked = 0
        for _ in 0..<50 {
            var list = SortedValues<SIMD64<Double>>()
            for k in (0..<64).shuffled(using: &rng) {
                let value = Double(k) / 64
                list.insert(value, tolerance: 1e-9)
                list.insert(value + 0.9e-9, tolerance: 1e-9)
            }
            XCTAssertEqual(list.count, 64)
            for k in 0..<64 where k < list.count {
                XCTAssertEqual(list[k], Double(k) / 64)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 50 * 64)
    }
}
