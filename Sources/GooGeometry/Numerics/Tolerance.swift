/// The numerical thresholds shared by several files, each named once with why it has its value.
///
/// Thresholds of one algorithm are named with it (``OutlineBuilder/probeOffsetRatio``,
/// ``CapsuleOutline/tangencyRatio``, ``RootList/duplicateTolerance``).
@usableFromInline
enum Tolerance {
    /// The least sum of squares `x² + y²` whose square root is taken as it is.
    ///
    /// Above it the sum is exact to rounding: a component whose square loses digits to underflow
    /// (a square below 2⁻¹⁰²²) is then below 2⁻⁵³ of the total, which rounding drops anyway.
    /// Below it, lengths are measured in units of the larger component instead (two divisions).
    @inlinable static var exactSquares: Double { 0x1p-968 }

    /// A gap in a length below this fraction of the shape's size is rounding, not geometry:
    /// far above the rounding of coordinates (about 1e-16 of the size), far below a pixel at any
    /// size a screen shows.
    @inlinable static var lengthRatio: Double { 1e-9 }

    /// A curve parameter within this of an end is that end.
    ///
    /// Crossings found there by polishing a root belong to the neighbouring piece, which the
    /// outline counts at its own start. As ``lengthRatio``, far above the polished roots'
    /// rounding, far below a visible piece.
    @inlinable static var endParameter: Double { 1e-9 }
}
