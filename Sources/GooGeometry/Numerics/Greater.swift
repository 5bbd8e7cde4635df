/// The greater of two numbers, for numbers that are finite by construction.
///
/// `Swift.max` orders NaN, which the outline (shapes within a quarter of the largest `Double`)
/// does not need: one comparison says what is meant. A NaN here would be dropped, not
/// propagated, so callers keep their `isFinite` guards for what they must reject.
@inline(__always)
func greater(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}

/// The largest of four magnitudes (see ``greater(_:_:)``).
@inline(__always)
func largestMagnitude(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
    greater(greater(abs(a), abs(b)), greater(abs(c), abs(d)))
}

/// The greatest and the least of four numbers, one `maxsd` or `minsd` per pair (see
/// ``greater(_:_:)``): the range of a curve's control points along one axis.
@inline(__always)
func leastAndGreatest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (
    least: Double, greatest: Double
) {
    func lesser(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
    return (lesser(lesser(a, b), lesser(c, d)), greater(greater(a, b), greater(c, d)))
}

/// `Swift.max` of four numbers, NaN ordering included, without the variadic overload: its
/// arguments travel in an array, which allocates wherever the optimiser keeps it (the Embedded
/// wasm build does).
@inline(__always)
func maximum(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
    Swift.max(Swift.max(Swift.max(a, b), c), d)
}

/// `Swift.min` of four numbers, without the variadic overload (see ``maximum(_:_:_:_:)``).
@inline(__always)
func minimum(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
    Swift.min(Swift.min(Swift.min(a, b), c), d)
}
