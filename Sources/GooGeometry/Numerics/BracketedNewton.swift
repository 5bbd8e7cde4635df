/// The one root in `(0, 1)` of a polynomial in Bernstein form whose coefficients change sign
/// once, from `startSign`.
///
/// Newton steps from `guess`, kept inside a shrinking bracket, with bisection when a step would
/// leave it. Every root the library polishes goes through here: the
/// general ``BernsteinPolynomial`` and the fixed-degree ``EndQuintic`` and ``CubicFunction``
/// differ only in how they evaluate.
///
/// - Parameters:
///   - residual: A value this small is the rounding noise of the coefficients, where no step
///     can improve the root any more; 0 asks for an exact zero.
///   - evaluate: The value and the derivative at a parameter.
@inline(__always)
func bracketedNewtonRoot(
    startSign: Int, guess: Double, residual: Double = 0,
    _ evaluate: (Double) -> (value: Double, slope: Double)
) -> Double {
    var (low, high) = (0.0, 1.0)
    var t = guess
    for _ in 0..<BernsteinPolynomial.refinementSteps {
        let (value, slope) = evaluate(t)
        if abs(value) <= residual { return t }
        if (value > 0 ? 1 : -1) == startSign { low = t } else { high = t }
        let newton = t - value / slope
        let next = newton > low && newton < high ? newton : (low + high) / 2
        let tolerance = BernsteinPolynomial.parameterTolerance
        if abs(next - t) <= tolerance || high - low <= tolerance { return next }
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
