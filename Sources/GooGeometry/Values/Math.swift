// The one place the library reaches the platform C maths library. Square roots come from the
// standard library (`Double.squareRoot()`); only trigonometry needs libm.
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
#else
    #error("GooGeometry needs the platform C maths library for trigonometry.")
#endif

/// The tangent of an angle in radians, from libm.
///
/// Wrapped so that no other file imports a platform module; the library computes it once per
/// configured angle, never per frame.
@usableFromInline
func libmTan(_ radians: Double) -> Double { tan(radians) }
