/// The angle of the vector `(x, y)`, in `[−π, π]`, as `atan2(y, x)` gives it: for the outline's
/// arcs, three or four on every frame.
///
/// Why not libm: its `atan2` is correctly rounded, which the outline does not need, and opaque to
/// the optimiser; this one is within four units in the last place of the angle, a few 1e-16 of a
/// radian (`ArcTangentTests` measures it against libm over 400 000 directions and magnitudes). It
/// reduces to an angle in `[0, π/4]` by symmetry, then to `[−π/12, π/12]` by
/// `atan t = π/6 + atan((t·√3 − 1) / (t + √3))`, where `z + z·z²·P(z²)` stands for `atan z`:
/// `P` of degree 8 interpolates `(atan z − z)/z³` at the Chebyshev nodes of the range, in
/// 60-digit arithmetic (`Docs/arc-tangent-coefficients.py`), which leaves a relative error of
/// 1.2e-18 (0.011 units in the last place) before the arithmetic rounds. Zeros, infinities and
/// NaN go to libm, for its exact signed-zero and special-value rules.
func arcTangent(_ y: Double, _ x: Double) -> Double {
    let (ax, ay) = (abs(x), abs(y))
    let steep = ay > ax
    let (near, far) = steep ? (ax, ay) : (ay, ax)
    guard far > 0, far.isFinite else { return libmAtan2(y, x) }
    let t = near / far
    // tan(π/12) = 2 − √3.
    let reduced = t > 0.2679491924311227
    let z = reduced ? (t * 1.7320508075688772 - 1) / (t + 1.7320508075688772) : t
    let w = z * z
    // P(w) by Horner's rule, coefficients from Docs/arc-tangent-coefficients.py.
    var series = -0.03957893591546196
    series = series * w + 0.05716329894442852
    series = series * w - 0.06654945053677658
    series = series * w + 0.07691819638198708
    series = series * w - 0.09090897081592211
    series = series * w + 0.11111110944516939
    series = series * w - 0.14285714284553813
    series = series * w + 0.1999999999999688
    series = series * w - 0.3333333333333333
    var angle = z + z * (series * w)
    if reduced { angle += Double.pi / 6 }
    if steep { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y.sign == .minus ? -angle : angle
}
