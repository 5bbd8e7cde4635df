/// The sine and the cosine of one angle in radians, together: the metaball's two angles on every
/// frame.
///
/// Why not libm: its `sin` and `cos` are two calls and two reductions of the same angle, opaque
/// to the optimiser; this pair shares one reduction and stays within two units in the last place
/// of libm's correctly rounded answers (`SineAndCosineTests`). The angle is reduced by the nearest
/// multiple of π/2 in three parts of 33, 33 and 53 bits (Cody and Waite: each product by the
/// multiple is exact below 2²⁰) to `|r| ≤ π/4`, where the Taylor series to `r¹⁷` and `r¹⁶` leave
/// errors below `(π/4)¹⁸/18! < 3e-18`. Angles beyond ±2²⁰ (and infinities and NaN) go to libm.
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
    // Σ (−1)^k r^(2k+1) / (2k+1)!, k = 0...8, is r + r·(P(w)·w), and Σ (−1)^k r^(2k) / (2k)!,
    // k = 0...8, is 1 − Q(w)·w: P's and Q's coefficients from the highest power down.
    let sineTerms = (
        1.0 / 355_687_428_096_000, -1.0 / 1_307_674_368_000, 1.0 / 6_227_020_800,
        -1.0 / 39_916_800, 1.0 / 362_880, -1.0 / 5_040, 1.0 / 120, -1.0 / 6
    )
    let cosineTerms = (
        -1.0 / 20_922_789_888_000, 1.0 / 87_178_291_200, -1.0 / 479_001_600, 1.0 / 3_628_800,
        -1.0 / 40_320, 1.0 / 720, -1.0 / 24, 0.5
    )
    let sine = r + r * (horner(w, sineTerms) * w)
    let cosine = 1 - horner(w, cosineTerms) * w
    switch multiple & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
}

/// Horner's rule, one for both series: `((c.0·w + c.1)·w + …)·w + c.7`.
///
/// The coefficients come from the highest power down, in a tuple rather than an array so that
/// nothing is allocated and, inlined, they stay constants.
@inline(__always)
private func horner(
    _ w: Double, _ c: (Double, Double, Double, Double, Double, Double, Double, Double)
) -> Double {
    var sum = c.0
    sum = sum * w + c.1
    sum = sum * w + c.2
    sum = sum * w + c.3
    sum = sum * w + c.4
    sum = sum * w + c.5
    sum = sum * w + c.6
    sum = sum * w + c.7
    return sum
}
