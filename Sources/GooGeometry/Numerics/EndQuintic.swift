/// `|side(t) − c|² − r²` for a side that starts (or ends) on the circle, that root at the end
/// divided out: a quintic in Bernstein form whose roots in `(0, 1)` are the other crossings.
///
/// Where ``BernsteinPolynomial`` searches by subdivision, this one only counts sign changes and
/// polishes a single root, in straight-line code: the regular outline asks it on every frame.
struct EndQuintic {
    /// The coefficients.
    var coefficients: (Double, Double, Double, Double, Double, Double)
    /// Coefficients this small are noise (``BernsteinPolynomial/zeroRatio`` of the largest).
    let zero: Double

    /// The distance polynomial of a side and a circle (``CubicBezier/circleCoefficients(_:)``)
    /// with its root at `t = rootAt` (0 or 1) divided out; `nil` when its value there is not
    /// rounding noise (the side's end is off its circle) or nothing has a size.
    ///
    /// `B_k^6(t) = t·(6/k)·B_(k−1)^5(t) = (1 − t)·(6/(6 − k))·B_k^5(t)`, so the quotient's
    /// coefficients are the others scaled, with their signs.
    init?(_ side: CubicBezier, on circle: GooCircle, rootAt: Double) {
        // In squared lengths as they are, unless the largest vanished below the normal range or
        // grew past 2¹⁰⁰⁰ (where a square overflowed, the sum is infinite or NaN): the root is
        // polished in the power basis, whose coefficients and slope reach 1 600 times these.
        // Then in units of the largest length, as the general builder always works.
        func largestOf(_ e: (Double, Double, Double, Double, Double, Double, Double)) -> Double {
            greater(largestMagnitude(e.0, e.1, e.2, e.3), largestMagnitude(e.4, e.5, e.6, 0))
        }
        var e = side.circleCoefficients(circle, unit: 1, radius: circle.radius)
        var largest = largestOf(e)
        if !((e.0 + e.1 + e.2 + e.3 + e.4 + e.5 + e.6).isFinite && largest >= 0x1p-900
            && largest <= 0x1p1000)
        {
            guard let scaled = side.circleCoefficients(circle) else { return nil }
            e = scaled
            largest = largestOf(e)
        }
        let root = rootAt == 0 ? e.0 : e.6
        guard largest.isFinite, abs(root) <= largest * BernsteinPolynomial.zeroRatio else {
            return nil
        }
        let q =
            rootAt == 0
            ? (e.1 * 6, e.2 * 3, e.3 * 2, e.4 * 1.5, e.5 * 1.2, e.6)
            : (e.0, e.1 * 1.2, e.2 * 1.5, e.3 * 2, e.4 * 3, e.5 * 6)
        coefficients = q
        zero =
            greater(largestMagnitude(q.0, q.1, q.2, q.3), largestMagnitude(q.4, q.5, 0, 0))
            * BernsteinPolynomial.zeroRatio
    }

    /// What the coefficients' signs say of the side's other crossings of the circle, read as
    /// one goes away from the divided-out end (Descartes' rule for the Bernstein basis).
    enum OtherCrossings: Equatable {
        /// None: the side is outside the circle everywhere but at its end (`+ … +`).
        case noneOutside
        /// None: the side is inside the circle everywhere but at its end (`− … −`).
        case noneInside
        /// Exactly one (one sign change), at `t`, from inside the circle near `t = 0` or from
        /// outside it.
        case one(at: Double, fromInside: Bool)
        /// Every coefficient is noise: the side runs along the circle, to rounding.
        case alongCircle
        /// The signs change several times: not decided here.
        case several
    }

    /// The side's crossings of the circle other than at the divided-out end.
    var otherCrossings: OtherCrossings {
        var signs = SignChanges(zero: zero)
        signs.add(coefficients.0)
        signs.add(coefficients.1)
        signs.add(coefficients.2)
        signs.add(coefficients.3)
        signs.add(coefficients.4)
        signs.add(coefficients.5)
        switch (signs.first, signs.changes) {
        case (1, 0): return .noneOutside
        case (-1, 0): return .noneInside
        case (0, _): return .alongCircle
        case (_, 1): return .one(at: root(startSign: signs.first), fromInside: signs.first < 0)
        default: return .several
        }
    }

    /// The one root in `(0, 1)` of a quintic whose coefficients change sign once, from
    /// `startSign` (see ``bracketedNewtonRoot(startSign:guess:residual:_:)``).
    private func root(startSign: Int) -> Double {
        let c = coefficients
        // Power basis, a_k = C(5, k)·Σ_i (−1)^(k−i)·C(k, i)·c_i, for Horner's rule.
        let a = (
            c.0, 5 * (c.1 - c.0), 10 * (c.2 - 2 * c.1 + c.0),
            10 * (c.3 - 3 * c.2 + 3 * c.1 - c.0),
            5 * (c.4 - 4 * c.3 + 6 * c.2 - 4 * c.1 + c.0),
            c.5 - 5 * c.4 + 10 * c.3 - 10 * c.2 + 5 * c.1 - c.0
        )
        let indexed = SIMD8(c.0, c.1, c.2, c.3, c.4, c.5, 0, 0)
        let guess = controlPolygonZero(startSign: startSign, degree: 5) { indexed[$0] }
        return bracketedNewtonRoot(startSign: startSign, guess: guess) { t in
            (
                a.0 + t * (a.1 + t * (a.2 + t * (a.3 + t * (a.4 + t * a.5)))),
                a.1 + t * (2 * a.2 + t * (3 * a.3 + t * (4 * a.4 + t * 5 * a.5)))
            )
        }
    }
}
