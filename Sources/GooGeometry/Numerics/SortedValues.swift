/// Numbers in increasing order, stored inline, a number found twice kept once: the roots of a
/// polynomial, and where the general outline builder splits a curve.
struct SortedValues<Storage: SIMD> where Storage.Scalar == Double {
    private var values = Storage()
    private(set) var count = 0

    subscript(index: Int) -> Double { values[index] }

    /// Adds a number unless one within `tolerance` of it is there already.
    ///
    /// The values are moved through a pointer to their storage: a SIMD vector written at a
    /// position known only at run time is otherwise stored whole, written and loaded whole
    /// again for each value moved, unless the target has vector registers of its size (the
    /// wasm has none: 2 KB of code for the outline builder's 64 values).
    mutating func insert(_ value: Double, tolerance: Double) {
        let capacity = Storage.scalarCount
        withUnsafeMutablePointer(to: &values) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: capacity) { values in
                insertSorted(
                    value, tolerance: tolerance, into: values, count: &count, capacity: capacity)
            }
        }
    }
}

/// Adds `value` to the first `count` of `values`, in increasing order, unless one within
/// `tolerance` of it is there already; one function for every storage size.
private func insertSorted(
    _ value: Double, tolerance: Double, into values: UnsafeMutablePointer<Double>,
    count: inout Int, capacity: Int
) {
    for index in 0..<count where abs(values[index] - value) <= tolerance { return }
    assert(count < capacity, "more values than the degree bounds allow")
    guard count < capacity else { return }
    var position = count
    while position > 0 && values[position - 1] > value {
        values[position] = values[position - 1]
        position -= 1
    }
    values[position] = value
    count += 1
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
