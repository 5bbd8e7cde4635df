/// A polynomial of degree ≤ 7 in Bernstein form on `[0, 1]`, for finding where curves cross
/// circles and lines.
///
/// Roots are isolated by subdivision: the coefficients' sign changes bound the roots (Descartes'
/// rule for the Bernstein basis), so an interval with none has no root and one with a single
/// change has one, which safeguarded Newton steps find. Coefficients within ``zeroRatio`` of the
/// largest count as zero, so a root at an end (a side starting on a circle) costs nothing.
struct BernsteinPolynomial {
    var coefficients: SIMD8<Double>
    var degree: Int

    /// The most intervals one search examines: sign changes that persist at every level (all
    /// coefficients rounding noise) would otherwise split 2^40 times.
    static let subdivisionBudget = 512

    /// Coefficients this small relative to the largest are rounding noise and count as zero.
    static let zeroRatio = 1e-13

    /// Halvings after which an interval that still shows several sign changes is taken as one
    /// (multiple) root at its middle: 2^-40 of the parameter is below anything visible.
    static let maximumDepth = 40

    /// The most Newton or bisection steps when polishing one root; bisection alone needs 44 to
    /// reach ``parameterTolerance``.
    static let refinementSteps = 64

    /// A value this small relative to the zero threshold cannot be improved by another step.
    static let residualRatio = 1e-3

    /// Polishing stops when a step or the bracket is this small: positions then move by at most
    /// the curve's length times it, far below anything visible.
    static let parameterTolerance = 1e-13

    /// The roots in `[0, 1]`, in increasing order.
    func roots() -> RootList {
        var roots = RootList()
        var largest = 0.0
        for index in 0...degree { largest = Swift.max(largest, abs(coefficients[index])) }
        guard largest > 0, largest.isFinite else { return roots }
        var budget = Self.subdivisionBudget
        isolate(
            coefficients, from: 0, to: 1, depth: 0, zero: largest * Self.zeroRatio, budget: &budget,
            into: &roots
        )
        return roots
    }

    private func isolate(
        _ c: SIMD8<Double>, from low: Double, to high: Double, depth: Int, zero: Double,
        budget: inout Int, into roots: inout RootList
    ) {
        budget -= 1
        var signs = SignChanges(zero: zero)
        for index in 0...degree { signs.add(c[index]) }
        if signs.changes == 0 { return }
        if signs.changes == 1 {
            roots.insert(low + (high - low) * refine(c, startSign: signs.first, zero: zero))
            return
        }
        if depth >= Self.maximumDepth || budget <= 0 {
            roots.insert((low + high) / 2)
            return
        }
        let (left, right) = split(c)
        let middle = (low + high) / 2
        isolate(
            left, from: low, to: middle, depth: depth + 1, zero: zero, budget: &budget,
            into: &roots)
        // A root on the middle is a zero end coefficient to both halves, which their counts skip:
        // a simple root where the coefficients beside it (the signs near the end) are opposite.
        let (before, after) = (left[degree - 1], right[1])
        if abs(right[0]) <= zero
            && (before > zero && after < -zero || before < -zero && after > zero)
        {
            roots.insert(middle)
        }
        isolate(
            right, from: middle, to: high, depth: depth + 1, zero: zero, budget: &budget,
            into: &roots)
    }

    /// The single root in `[0, 1]` of a polynomial whose sign near 0 is `startSign`
    /// (``bracketedNewtonRoot(startSign:guess:residual:_:)``, from the middle).
    private func refine(_ c: SIMD8<Double>, startSign: Int, zero: Double) -> Double {
        let power = powerBasis(c)
        return bracketedNewtonRoot(
            startSign: startSign, guess: 0.5, residual: zero * Self.residualRatio
        ) { t in
            // Horner for the value and the derivative together.
            var (value, slope) = (power[degree], 0.0)
            for k in stride(from: degree - 1, through: 0, by: -1) {
                slope = slope * t + value
                value = value * t + power[k]
            }
            return (value, slope)
        }
    }

    /// The same polynomial in the power basis: `a_k = C(n, k)·Σ_i (−1)^(k−i)·C(k, i)·c_i`.
    private func powerBasis(_ c: SIMD8<Double>) -> SIMD8<Double> {
        var a = SIMD8<Double>.zero
        var nChooseK = 1.0
        for k in 0...degree {
            var sum = 0.0
            var kChooseI = 1.0
            for i in 0...k {
                sum += ((k - i) % 2 == 0 ? 1 : -1) * kChooseI * c[i]
                kChooseI = kChooseI * Double(k - i) / Double(i + 1)
            }
            a[k] = nChooseK * sum
            nChooseK = nChooseK * Double(degree - k) / Double(k + 1)
        }
        return a
    }

    /// The coefficients of the two halves `[0, ½]` and `[½, 1]`.
    private func split(_ c: SIMD8<Double>) -> (SIMD8<Double>, SIMD8<Double>) {
        var left = SIMD8<Double>.zero
        var right = SIMD8<Double>.zero
        var b = c
        for level in 0...degree {
            left[level] = b[0]
            right[degree - level] = b[degree - level]
            for index in 0..<(degree - level) { b[index] = (b[index] + b[index + 1]) / 2 }
        }
        return (left, right)
    }
}
