/// The sine and the cosine of one angle in radians, together: the metaball's two angles on every
/// frame.
///
/// Why not libm: its `sin` and `cos` are two calls and two reductions of the same angle, and a
/// call is opaque to the optimiser; this pair shares one reduction and stays within two units in
/// the last place of libm's correctly rounded answers (`SineAndCosineTests` measures it). The
/// angle is reduced by the nearest multiple of π/2, in three
/// parts of 33, 33 and 53 bits (Cody and Waite: each product by the multiple is exact while it
/// stays below 2²⁰), to `|r| ≤ π/4`, where the Taylor series to `r¹⁷` and `r¹⁶` leave errors
/// below `(π/4)¹⁸/18! < 3e-18`. Angles beyond ±2²⁰ (and infinities and NaN) go to libm.
func sineAndCosine(of angle: Double) -> (sin: Double, cos: Double) {
    guard abs(angle) < 0x1p20 else { return (libmSin(angle), libmCos(angle)) }
    // The nearest multiple (half away from zero): `rounded()` is a libm call on x86-64 without
    // SSE4.1.
    let scaled = angle * 0.6366197723675814
    let multiple = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
    let quadrant = Double(multiple)
    // π/2 = 1.5707963267341256 + 6.077100506303966e-11 + 2.0222662487959506e-21.
    let r =
        ((angle - quadrant * 1.5707963267341256) - quadrant * 6.077100506303966e-11)
        - quadrant * 2.0222662487959506e-21
    let w = r * r
    // Σ (−1)^k r^(2k+1) / (2k+1)!, k = 0...8, and Σ (−1)^k r^(2k) / (2k)!, k = 0...8.
    var sine = 1.0 / 355_687_428_096_000
    sine = sine * w - 1.0 / 1_307_674_368_000
    sine = sine * w + 1.0 / 6_227_020_800
    sine = sine * w - 1.0 / 39_916_800
    sine = sine * w + 1.0 / 362_880
    sine = sine * w - 1.0 / 5_040
    sine = sine * w + 1.0 / 120
    sine = sine * w - 1.0 / 6
    sine = r + r * (sine * w)
    var cosine = -1.0 / 20_922_789_888_000
    cosine = cosine * w + 1.0 / 87_178_291_200
    cosine = cosine * w - 1.0 / 479_001_600
    cosine = cosine * w + 1.0 / 3_628_800
    cosine = cosine * w - 1.0 / 40_320
    cosine = cosine * w + 1.0 / 720
    cosine = cosine * w - 1.0 / 24
    cosine = cosine * w + 0.5
    cosine = 1 - cosine * w
    switch multiple & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
}
