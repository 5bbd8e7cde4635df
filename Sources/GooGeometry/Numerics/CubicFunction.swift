/// A cubic in Bernstein form on `[0, 1]` (one coordinate of a curve), with the questions the
/// regular outline asks of it: whether it stays positive and whether it never decreases
/// (answered in closed form from its derivative, a quadratic), and where it crosses zero.
struct CubicFunction {
    var c0, c1, c2, c3: Double

    /// The cubic of four coefficients, divided by the largest: the questions below read only
    /// signs, and their squares must neither overflow (beyond 1e154) nor underflow (below 1e-154).
    init(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) {
        let largest = largestMagnitude(c0, c1, c2, c3)
        let unit = largest > 0 && largest.isFinite ? 1 / largest : 1
        (self.c0, self.c1, self.c2, self.c3) = (c0 * unit, c1 * unit, c2 * unit, c3 * unit)
    }

    func value(at t: Double) -> Double {
        let s = 1 - t
        return s * s * s * c0 + 3 * s * t * (s * c1 + t * c2) + t * t * t * c3
    }

    /// The derivative divided by 3, `a·t² + b·t + c` in the power basis.
    private var slope: (a: Double, b: Double, c: Double) {
        let (d0, d1, d2) = (c1 - c0, c2 - c1, c3 - c2)
        return (d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
    }

    /// Whether the value is positive on all of `[0, 1]`: at both ends and at every turning
    /// point between.
    var isPositive: Bool {
        guard c0 > 0, c3 > 0 else { return false }
        // The hull of the coefficients bounds the values: all positive, no turning point can dip.
        if c1 > 0 && c2 > 0 { return true }
        let (a, b, c) = slope
        let discriminant = b * b - 4 * a * c
        // A discriminant that is not a number (a coefficient that was not) is no certificate.
        guard discriminant.isFinite else { return false }
        guard discriminant >= 0 else { return true }
        // The turning points as q/a and c/q, which stay accurate when a is tiny (a quadratic
        // side raised to a cubic has a = 0 up to rounding) where (−b ± √D)/2a would cancel.
        let q = -0.5 * (b + (b < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()))
        func isPositive(at t: Double) -> Bool { !(t > 0 && t < 1) || value(at: t) > 0 }
        return isPositive(at: q / a) && isPositive(at: c / q)
    }

    /// Whether the value never decreases on `[0, 1]`: the slope is `≥ 0` at both ends and at
    /// its own turning point.
    var isNondecreasing: Bool {
        let (a, b, c) = slope
        guard c >= 0, a + b + c >= 0 else { return false }
        // A slope curving up (a > 0) has its least value at its vertex, which may lie inside.
        guard a > 0 else { return true }
        let vertex = -b / (2 * a)
        return vertex <= 0 || vertex >= 1 || c - b * b / (4 * a) >= 0
    }

    /// The sign of the first coefficient that is not rounding noise, and how often the sign
    /// changes after it.
    ///
    /// Noise is ``BernsteinPolynomial/zeroRatio`` of the largest coefficient, which is 1
    /// (``SignChanges``); a root at an end is not counted (its coefficient is noise).
    func signChanges() -> (first: Int, changes: Int) {
        var signs = SignChanges(zero: BernsteinPolynomial.zeroRatio)
        signs.add(c0)
        signs.add(c1)
        signs.add(c2)
        signs.add(c3)
        return (signs.first, signs.changes)
    }

    /// The one root in `(0, 1)` of a cubic whose coefficients change sign once, from
    /// `startSign` (see ``bracketedNewtonRoot(startSign:guess:residual:_:)``).
    @inline(__always)
    func root(startSign: Int) -> Double {
        // Power basis a_k = C(3, k)·Σ_i (−1)^(k−i)·C(k, i)·c_i, for Horner's rule.
        let a = (c0, 3 * (c1 - c0), 3 * (c2 - 2 * c1 + c0), c3 - 3 * c2 + 3 * c1 - c0)
        let guess = controlPolygonZero(startSign: startSign, degree: 3) { index in
            index == 0 ? c0 : index == 1 ? c1 : index == 2 ? c2 : c3
        }
        return bracketedNewtonRoot(startSign: startSign, guess: guess) { t in
            (a.0 + t * (a.1 + t * (a.2 + t * a.3)), a.1 + t * (2 * a.2 + t * 3 * a.3))
        }
    }
}
