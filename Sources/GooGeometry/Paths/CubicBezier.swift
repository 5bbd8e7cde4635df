/// A cubic Bézier curve: the one curve type the outline works with (a quadratic side is raised
/// to the cubic that traces it exactly).
@usableFromInline package struct CubicBezier: Hashable, Sendable {
    /// Where the curve starts.
    @usableFromInline package var start: GooPoint
    /// The control point nearer the start.
    @usableFromInline package var control1: GooPoint
    /// The control point nearer the end.
    @usableFromInline package var control2: GooPoint
    /// Where the curve ends.
    @usableFromInline package var end: GooPoint

    /// Creates a curve from its four points.
    @inlinable
    package init(start: GooPoint, control1: GooPoint, control2: GooPoint, end: GooPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// The cubic that traces a quadratic curve exactly (degree elevation).
    @inlinable
    package init(quadraticFrom start: GooPoint, control: GooPoint, to end: GooPoint) {
        self.start = start
        control1 = start + (control - start) * (2.0 / 3)
        control2 = end + (control - end) * (2.0 / 3)
        self.end = end
    }

    /// The curve moved by `offset`.
    func translated(by offset: GooVector) -> CubicBezier {
        CubicBezier(
            start: start + offset, control1: control1 + offset, control2: control2 + offset,
            end: end + offset)
    }

    /// The point at parameter `t` in `0...1`.
    @inline(__always)
    @usableFromInline package func point(at t: Double) -> GooPoint {
        let s = 1 - t
        let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return GooPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y
        )
    }

    /// The derivative with respect to `t` at `t`.
    @usableFromInline package func derivative(at t: Double) -> GooVector {
        let s = 1 - t
        let (a, b, c) = (3 * s * s, 6 * s * t, 3 * t * t)
        let d0 = control1 - start
        let d1 = control2 - control1
        let d2 = end - control2
        return d0 * a + d1 * b + d2 * c
    }

    /// The two halves of the curve split at `t` (de Casteljau).
    @inline(__always)
    @usableFromInline package func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let ab = lerp(start, control1, t)
        let bc = lerp(control1, control2, t)
        let cd = lerp(control2, end, t)
        let abc = lerp(ab, bc, t)
        let bcd = lerp(bc, cd, t)
        let middle = lerp(abc, bcd, t)
        return (
            CubicBezier(start: start, control1: ab, control2: abc, end: middle),
            CubicBezier(start: middle, control1: bcd, control2: cd, end: end)
        )
    }

    /// The part of the curve from `t0` to `t1` (reversed when `t1 < t0`).
    @usableFromInline package func subcurve(from t0: Double, to t1: Double) -> CubicBezier {
        if t1 < t0 { return subcurve(from: t1, to: t0).reversed }
        let right = t0 > 0 ? split(at: t0).1 : self
        guard t1 < 1 else { return right }
        // t1 on the original curve is (t1 − t0)/(1 − t0) on the right part.
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// The same curve traced from end to start.
    @usableFromInline package var reversed: CubicBezier {
        CubicBezier(start: end, control1: control2, control2: control1, end: start)
    }

    /// The parameters in `(0, 1)` where x or y has a turning point: with the end points, the
    /// only candidates for the curve's tight bounds.
    func extremaParameters(_ body: (Double) -> Void) {
        for axis in 0..<2 {
            let (p0, p1, p2, p3) =
                axis == 0
                ? (start.x, control1.x, control2.x, end.x)
                : (start.y, control1.y, control2.y, end.y)
            // The derivative's Bernstein coefficients, then its roots.
            var coefficients = SIMD8<Double>.zero
            coefficients[0] = p1 - p0
            coefficients[1] = p2 - p1
            coefficients[2] = p3 - p2
            let roots = BernsteinPolynomial(coefficients: coefficients, degree: 2).roots()
            for index in 0..<roots.count { body(roots[index]) }
        }
    }

    /// The parameters where the curve crosses a circle, in increasing order.
    func crossings(with circle: GooCircle) -> RootList {
        // A curve whose control points all lie beyond one side of the circle's bounding box
        // cannot reach the circle (the curve stays within their convex hull).
        let (cx, cy, reach) = (circle.center.x, circle.center.y, circle.radius)
        if maximum(start.x, control1.x, control2.x, end.x) < cx - reach
            || minimum(start.x, control1.x, control2.x, end.x) > cx + reach
            || maximum(start.y, control1.y, control2.y, end.y) < cy - reach
            || minimum(start.y, control1.y, control2.y, end.y) > cy + reach
        {
            return RootList()
        }
        return circlePolynomial(circle)?.roots() ?? RootList()
    }

    /// The curve's squared distance to a circle's centre less the squared radius.
    ///
    /// `f(t) = |B(t) − c|² − r²` in Bernstein form, divided by the square of the largest length
    /// involved: negative where the curve is inside the circle. `nil` when nothing has a size
    /// (or a size overflows).
    func circlePolynomial(_ circle: GooCircle) -> BernsteinPolynomial? {
        circleCoefficients(circle).map { e in
            BernsteinPolynomial(
                coefficients: SIMD8(e.0, e.1, e.2, e.3, e.4, e.5, e.6, 0), degree: 6)
        }
    }

    /// The seven Bernstein coefficients of ``circlePolynomial(_:)``, for callers of a fixed
    /// degree (``EndQuintic``).
    func circleCoefficients(
        _ circle: GooCircle
    ) -> (Double, Double, Double, Double, Double, Double, Double)? {
        // Everything is first divided by the largest length, so that 1e300 configurations do
        // not overflow when squared, nor 1e-300 ones vanish.
        let (q0, q1, q2, q3) = (
            start - circle.center, control1 - circle.center, control2 - circle.center,
            end - circle.center
        )
        let scale = greater(
            circle.radius,
            greater(
                largestMagnitude(q0.x, q0.y, q1.x, q1.y), largestMagnitude(q2.x, q2.y, q3.x, q3.y)))
        guard scale > 0, scale.isFinite else { return nil }
        return circleCoefficients(circle, unit: 1 / scale, radius: circle.radius / scale)
    }

    /// The coefficients of `|B(t) − c|² − r²` with every length multiplied by `unit` first and
    /// the radius given in those units: `1` and the radius leave them in squared lengths, which
    /// is exact enough wherever no square overflows or vanishes (the caller checks).
    ///
    /// `e_k = Σ_{i+j=k} C(3,i)·C(3,j)/C(6,k) · v_i·v_j − r²`, from the products of the control
    /// vectors `v_i` relative to the centre.
    @inline(__always)
    func circleCoefficients(
        _ circle: GooCircle, unit: Double, radius r: Double
    ) -> (Double, Double, Double, Double, Double, Double, Double) {
        let (v0, v1, v2, v3) = (
            (start - circle.center) * unit, (control1 - circle.center) * unit,
            (control2 - circle.center) * unit, (end - circle.center) * unit
        )
        let rr = r * r
        return (
            v0.dot(v0) - rr,
            v0.dot(v1) - rr,
            (2 * v0.dot(v2) + 3 * v1.dot(v1)) / 5 - rr,
            (v0.dot(v3) + 9 * v1.dot(v2)) / 10 - rr,
            (2 * v1.dot(v3) + 3 * v2.dot(v2)) / 5 - rr,
            v2.dot(v3) - rr,
            v3.dot(v3) - rr
        )
    }

    /// Where the curve crosses itself, `(s, t)` with `0 < s < t < 1` and `point(at: s) ==
    /// point(at: t)`, or `nil`: a cubic has at most one such double point (a loop).
    ///
    /// In closed form. With the curve as `a·t³ + b·t² + c·t + d`, `B(s) = B(t)` for `s ≠ t`
    /// means `a·(σ² − π) + b·σ + c = 0` with `σ = s + t`, `π = s·t`; crossing the two components
    /// gives `σ = −(a × c) / (a × b)`, either component then `π` (the one of `a` farther from
    /// zero), and s, t are the roots of `z² − σz + π`. The coefficients are divided by the
    /// largest first, so that their products neither overflow nor underflow; the answer does
    /// not depend on the scale.
    func selfCrossing() -> (Double, Double)? {
        // Relative to the start, whose term then vanishes.
        let (p1, p2, p3) = (control1 - start, control2 - start, end - start)
        var a = p3 + (p1 - p2) * 3
        var b = p2 * 3 - p1 * 6
        var c = p1 * 3
        let largest = greater(
            largestMagnitude(a.x, a.y, b.x, b.y), largestMagnitude(c.x, c.y, 0, 0))
        guard largest > 0, largest.isFinite else { return nil }
        (a, b, c) = (a * (1 / largest), b * (1 / largest), c * (1 / largest))
        let aCrossB = a.x * b.y - a.y * b.x
        guard aCrossB != 0 else { return nil }
        let sum = -(a.x * c.y - a.y * c.x) / aCrossB
        let product =
            abs(a.x) >= abs(a.y)
            ? sum * sum + (b.x * sum + c.x) / a.x : sum * sum + (b.y * sum + c.y) / a.y
        let discriminant = sum * sum - 4 * product
        guard discriminant > 0, discriminant.isFinite else { return nil }
        let root = discriminant.squareRoot()
        let (s, t) = ((sum - root) / 2, (sum + root) / 2)
        return s > 0 && t < 1 ? (s, t) : nil
    }

    /// The parameters where the curve's y equals `y`, in increasing order.
    func parameters(whereYEquals y: Double) -> RootList {
        var coefficients = SIMD8<Double>.zero
        coefficients[0] = start.y - y
        coefficients[1] = control1.y - y
        coefficients[2] = control2.y - y
        coefficients[3] = end.y - y
        return BernsteinPolynomial(coefficients: coefficients, degree: 3).roots()
    }

    /// Calls `body` with points along the curve (after the start, up to and including the end)
    /// such that the polyline from the start through them stays within `tolerance` of the curve.
    ///
    /// Uniform steps whose count comes from the bound on the second derivative (Wang's formula),
    /// capped at 4096: a curve that would need more (or whose bound is not finite) gets 4096
    /// steps and may stray further than `tolerance`.
    func flatten(tolerance: Double, _ body: (GooPoint) -> Void) {
        let second = Swift.max(
            ((start - control1) - (control1 - control2)).length,
            ((control1 - control2) - (control2 - end)).length
        )
        let estimate = (0.75 * second / Swift.max(tolerance, .leastNormalMagnitude)).squareRoot()
        let steps =
            estimate.isFinite ? Swift.min(Swift.max(Int(estimate.rounded(.up)), 1), 4096) : 4096
        for step in 1...steps { body(point(at: Double(step) / Double(steps))) }
    }
}

private func lerp(_ p: GooPoint, _ q: GooPoint, _ t: Double) -> GooPoint {
    GooPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
}
