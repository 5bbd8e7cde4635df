/// The one root in `(0, 1)` of a polynomial in Bernstein form whose coefficients change sign
/// once, from `startSign`: Newton steps from `guess` (where the control polygon crosses zero),
/// kept inside a shrinking bracket, with bisection when a step would leave it.
///
/// The fixed-degree polynomials of the regular outline (``EndQuintic``, ``CubicFunction``) call
/// this with their own straight-line evaluation; the general ``BernsteinPolynomial`` loops over
/// a run-time degree and keeps its own refinement.
///
/// - Parameter evaluate: The value and the derivative at a parameter.
@inline(__always)
func bracketedNewtonRoot(
    startSign: Int, guess: Double, _ evaluate: (Double) -> (value: Double, slope: Double)
) -> Double {
    var (low, high) = (0.0, 1.0)
    var t = guess
    for _ in 0..<BernsteinPolynomial.refinementSteps {
        let (value, slope) = evaluate(t)
        if value == 0 { return t }
        if (value > 0 ? 1 : -1) == startSign { low = t } else { high = t }
        let newton = t - value / slope
        let next = newton > low && newton < high ? newton : (low + high) / 2
        if abs(next - t) <= BernsteinPolynomial.parameterTolerance { return next }
        t = next
    }
    return t
}

/// Where the control polygon of Bernstein coefficients first crosses from `startSign` to the
/// other sign, as a parameter in `[0, 1]`: a starting guess for ``bracketedNewtonRoot``.
@inline(__always)
func controlPolygonZero(
    startSign: Int, degree: Int, _ coefficient: (Int) -> Double
) -> Double {
    for index in 1...degree where (coefficient(index) > 0 ? 1 : -1) != startSign {
        let (before, after) = (coefficient(index - 1), coefficient(index))
        let fraction = before / (before - after)
        return (Double(index - 1) + Swift.min(1, Swift.max(0, fraction))) / Double(degree)
    }
    return 0.5
}
