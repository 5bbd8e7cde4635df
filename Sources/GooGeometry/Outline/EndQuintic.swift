/// `|side(t) − c|² − r²` for a side that starts (or ends) on the circle, with that root at the
/// end divided out: a quintic in Bernstein form whose roots in `(0, 1)` are the side's other
/// crossings.
///
/// ``BernsteinPolynomial`` finds roots of any degree by subdivision; this one only counts sign
/// changes and polishes a single simple root, in straight-line code of a fixed degree, which
/// costs about a third of the general search on every frame.
struct EndQuintic {
    /// The coefficients, in lanes 0...5.
    var coefficients: SIMD8<Double>
    /// Coefficients this small are rounding noise (``BernsteinPolynomial/zeroRatio`` of the
    /// largest).
    let zero: Double

    /// Divides the root at `t = rootAt` (0 or 1) out of a degree-6 polynomial whose value there
    /// is rounding noise; `nil` when it is not (the side's end is off its circle).
    ///
    /// `B_k^6(t) = t·(6/k)·B_(k−1)^5(t) = (1 − t)·(6/(6 − k))·B_k^5(t)`, so the quotient's
    /// coefficients are the others scaled, with their signs.
    init?(_ polynomial: BernsteinPolynomial, rootAt: Double) {
        let e = polynomial.coefficients
        let largest = Swift.max(
            abs(e[0]), abs(e[1]), abs(e[2]), abs(e[3]), abs(e[4]), abs(e[5]), abs(e[6]))
        let root = rootAt == 0 ? e[0] : e[6]
        guard largest.isFinite, abs(root) <= largest * BernsteinPolynomial.zeroRatio else {
            return nil
        }
        coefficients =
            rootAt == 0
            ? SIMD8(e[1], e[2], e[3], e[4], e[5], e[6], 0, 0) * SIMD8(6, 3, 2, 1.5, 1.2, 1, 0, 0)
            : SIMD8(e[0], e[1], e[2], e[3], e[4], e[5], 0, 0) * SIMD8(1, 1.2, 1.5, 2, 3, 6, 0, 0)
        let q = coefficients
        zero =
            Swift.max(abs(q[0]), abs(q[1]), abs(q[2]), abs(q[3]), abs(q[4]), abs(q[5]))
            * BernsteinPolynomial.zeroRatio
    }

    /// The sign of the first and the last coefficient that is not noise, and how often the sign
    /// changes in between.
    ///
    /// Descartes' rule for the Bernstein basis bounds the roots in `(0, 1)` by the changes, with
    /// the same parity. All zero when every coefficient is noise.
    func signChanges() -> (first: Int, changes: Int, last: Int) {
        var (first, changes, last) = (0, 0, 0)
        for index in 0..<6 {
            let value = coefficients[index]
            let sign = value > zero ? 1 : value < -zero ? -1 : 0
            if sign == 0 { continue }
            if first == 0 { first = sign }
            if last != 0 && sign != last { changes += 1 }
            last = sign
        }
        return (first, changes, last)
    }

    /// The one root in `(0, 1)` of a quintic whose coefficients change sign once, from
    /// `startSign`: Newton steps from where the control polygon crosses zero, kept inside a
    /// shrinking bracket, with bisection when a step would leave it.
    func root(startSign: Int) -> Double {
        let c = coefficients
        // Power basis, a_k = C(5, k)·Σ_i (−1)^(k−i)·C(k, i)·c_i, for Horner's rule.
        let a = (
            c[0], 5 * (c[1] - c[0]), 10 * (c[2] - 2 * c[1] + c[0]),
            10 * (c[3] - 3 * c[2] + 3 * c[1] - c[0]),
            5 * (c[4] - 4 * c[3] + 6 * c[2] - 4 * c[1] + c[0]),
            c[5] - 5 * c[4] + 10 * c[3] - 10 * c[2] + 5 * c[1] - c[0]
        )
        var (low, high) = (0.0, 1.0)
        var t = 0.5
        for index in 1..<6 where (c[index] > 0 ? 1 : -1) != startSign {
            let fraction = c[index - 1] / (c[index - 1] - c[index])
            t = (Double(index - 1) + Swift.min(1, Swift.max(0, fraction))) / 5
            break
        }
        for _ in 0..<BernsteinPolynomial.refinementSteps {
            let value = a.0 + t * (a.1 + t * (a.2 + t * (a.3 + t * (a.4 + t * a.5))))
            let slope = a.1 + t * (2 * a.2 + t * (3 * a.3 + t * (4 * a.4 + t * 5 * a.5)))
            if value == 0 { return t }
            if (value > 0 ? 1 : -1) == startSign { low = t } else { high = t }
            let newton = t - value / slope
            let next = newton > low && newton < high ? newton : (low + high) / 2
            if abs(next - t) <= BernsteinPolynomial.parameterTolerance { return next }
            t = next
        }
        return t
    }
}
