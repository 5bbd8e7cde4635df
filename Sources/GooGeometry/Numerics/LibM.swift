// The one place the library reaches the platform C maths library. Square roots come from the
// standard library (`Double.squareRoot()`); libm gives the rest: tan for the cubic connector's
// options, sin and cos for arcs, the spring and the burst (the metaball's two angles go through
// `sineAndCosine`, and only beyond 2²⁰ radians through libm), acos for the metaball and arc
// flattening, atan2 for the zeros and infinities the outline's own `arcTangent` passes on, exp
// and expm1 for the spring.
//
// Embedded Swift (wasm32, bare-metal ARM) has no C library module to import, so there the same
// seven functions are declared with their C names and resolved at link time by whatever libm the
// firmware or wasm module links (wasi-libc's libc.a for the playground). `@_extern(c)` needs
// `-enable-experimental-feature Extern`; unlike `@_silgen_name` it uses the C calling convention,
// which wasm32 requires for the signatures to match.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(WASILibc)
    import WASILibc
#elseif hasFeature(Embedded)
    @_extern(c) func tan(_ radians: Double) -> Double
    @_extern(c) func exp(_ x: Double) -> Double
    @_extern(c) func expm1(_ x: Double) -> Double
    @_extern(c) func sin(_ radians: Double) -> Double
    @_extern(c) func cos(_ radians: Double) -> Double
    @_extern(c) func acos(_ x: Double) -> Double
    @_extern(c) func atan2(_ y: Double, _ x: Double) -> Double
#else
    #error("GooGeometry needs the platform C maths library (libm).")
#endif

/// The tangent of an angle in radians, from libm: the cubic connector's control angle (once,
/// when its options are made).
///
/// Wrapped, like the functions below, so that no other file imports a platform module.
@usableFromInline
func libmTan(_ radians: Double) -> Double { tan(radians) }

/// `e^x`, from libm: the decay of a damped spring.
func libmExp(_ x: Double) -> Double { exp(x) }

/// `e^x − 1` without cancellation near 0, from libm: an overdamped spring near critical damping.
func libmExpm1(_ x: Double) -> Double { expm1(x) }

/// The sine of an angle in radians, from libm: arc points and areas, spring oscillation and
/// burst directions, and the angles ``sineAndCosine(of:)`` leaves to libm.
func libmSin(_ radians: Double) -> Double { sin(radians) }

/// The cosine of an angle in radians, from libm: arc points and areas, spring oscillation and
/// burst directions, and the angles ``sineAndCosine(of:)`` leaves to libm.
func libmCos(_ radians: Double) -> Double { cos(radians) }

/// The arc cosine, from libm: the metaball construction's angles and the chord angle that keeps
/// a flattened arc within its tolerance.
func libmAcos(_ x: Double) -> Double { acos(x) }

/// The angle of a vector, from libm: the zeros, infinities and NaN that ``arcTangent(_:_:)``
/// leaves to its signed-zero and special-value rules.
func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
