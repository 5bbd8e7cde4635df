/// Up to eight real roots, in increasing order, stored inline.
struct RootList {
    private var values = SIMD8<Double>.zero
    private(set) var count = 0

    subscript(index: Int) -> Double { values[index] }

    /// Adds a root, keeping the list sorted and dropping one within 1e-12 of another.
    mutating func insert(_ root: Double) {
        var index = count
        while index > 0 && values[index - 1] > root { index -= 1 }
        if index > 0 && root - values[index - 1] < 1e-12 { return }
        if index < count && values[index] - root < 1e-12 { return }
        guard count < 8 else { return }
        var position = count
        while position > index {
            values[position] = values[position - 1]
            position -= 1
        }
        values[index] = root
        count += 1
    }
}

/// A polynomial of degree ≤ 7 in Bernstein form on `[0, 1]`, for finding where curves cross
/// circles and lines.
///
/// Roots are isolated by subdivision: the number of sign changes of the coefficients bounds the
/// number of roots (Descartes' rule for the Bernstein basis), so an interval whose coefficients
/// share a sign has none, and one with a single sign change has exactly one, which safeguarded
/// Newton steps then find. Coefficients within 1e-13 of the largest count as zero, so a curve
/// that starts on a circle (a root at an end that the outline already splits at) costs nothing.
struct BernsteinPolynomial {
    var coefficients: SIMD8<Double>
    var degree: Int

    /// The most intervals one search examines.
    ///
    /// Sign changes that persist at every level (a polynomial whose coefficients are all
    /// rounding noise) would otherwise split 2^40 times.
    static let subdivisionBudget = 512

    /// The roots in `[0, 1]`, in increasing order.
    func roots() -> RootList {
        var roots = RootList()
        var largest = 0.0
        for index in 0...degree { largest = Swift.max(largest, abs(coefficients[index])) }
        guard largest > 0, largest.isFinite else { return roots }
        var budget = Self.subdivisionBudget
        isolate(
            coefficients, from: 0, to: 1, depth: 0, zero: largest * 1e-13, budget: &budget,
            into: &roots
        )
        return roots
    }

    private func sign(_ value: Double, zero: Double) -> Int {
        value > zero ? 1 : value < -zero ? -1 : 0
    }

    private func isolate(
        _ c: SIMD8<Double>, from low: Double, to high: Double, depth: Int, zero: Double,
        budget: inout Int, into roots: inout RootList
    ) {
        budget -= 1
        var changes = 0
        var last = 0
        var first = 0
        for index in 0...degree {
            let s = sign(c[index], zero: zero)
            if s == 0 { continue }
            if first == 0 { first = s }
            if last != 0 && s != last { changes += 1 }
            last = s
        }
        if changes == 0 { return }
        if changes == 1 {
            roots.insert(low + (high - low) * refine(c, startSign: first, zero: zero))
            return
        }
        if depth >= 40 || budget <= 0 {
            roots.insert((low + high) / 2)
            return
        }
        let (left, right) = split(c)
        let middle = (low + high) / 2
        isolate(
            left, from: low, to: middle, depth: depth + 1, zero: zero, budget: &budget,
            into: &roots)
        isolate(
            right, from: middle, to: high, depth: depth + 1, zero: zero, budget: &budget,
            into: &roots)
    }

    /// The single root in `[0, 1]` of a polynomial whose sign near 0 is `startSign`: Newton
    /// steps kept inside a shrinking bracket, falling back to bisection.
    private func refine(_ c: SIMD8<Double>, startSign: Int, zero: Double) -> Double {
        let power = powerBasis(c)
        var low = 0.0
        var high = 1.0
        var t = 0.5
        for _ in 0..<64 {
            // Horner for the value and the derivative together.
            var value = power[degree]
            var slope = 0.0
            var k = degree - 1
            while k >= 0 {
                slope = slope * t + value
                value = value * t + power[k]
                k -= 1
            }
            // At the rounding noise of the coefficients no step can improve t any more.
            if abs(value) <= zero * 1e-3 { return t }
            if sign(value, zero: 0) == startSign { low = t } else { high = t }
            let newton = slope != 0 ? t - value / slope : .nan
            let next = newton > low && newton < high ? newton : (low + high) / 2
            // 1e-13 of the parameter is far below anything visible: positions move by at most
            // the curve's length times that.
            if abs(next - t) <= 1e-13 || high - low <= 1e-13 { return next }
            t = next
        }
        return t
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
