/// Numbers in increasing order, stored inline, a number found twice kept once: the roots of a
/// polynomial, and where the general outline builder splits a curve.
struct SortedValues<Storage: SIMD> where Storage.Scalar == Double {
    private var values = Storage()
    private(set) var count = 0

    subscript(index: Int) -> Double { values[index] }

    /// Adds a number unless one within `tolerance` of it is there already.
    mutating func insert(_ value: Double, tolerance: Double) {
        for index in 0..<count where abs(values[index] - value) <= tolerance { return }
        assert(count < values.scalarCount, "more values than the degree bounds allow")
        guard count < values.scalarCount else { return }
        var position = count
        while position > 0 && values[position - 1] > value {
            values[position] = values[position - 1]
            position -= 1
        }
        values[position] = value
        count += 1
    }
}

/// Up to eight roots in `[0, 1]`: a polynomial of degree ≤ 7 has at most 7.
typealias RootList = SortedValues<SIMD8<Double>>

extension RootList {
    /// Roots closer than this (in the parameter) are one root found twice, by the two halves of
    /// a subdivision that split at it.
    static let duplicateTolerance = 1e-12

    /// Adds a root, unless it is within ``duplicateTolerance`` of another.
    mutating func insert(_ root: Double) { insert(root, tolerance: Self.duplicateTolerance) }
}
