/// Up to eight real roots, in increasing order, stored inline.
struct RootList {
    private var values = SIMD8<Double>.zero
    private(set) var count = 0

    subscript(index: Int) -> Double { values[index] }

    /// The most roots a list holds: a polynomial of degree ≤ 7 has at most 7.
    static let capacity = 8

    /// Roots closer than this (in the parameter) are one root found twice, by the two halves of
    /// a subdivision that split at it.
    static let duplicateTolerance = 1e-12

    /// Adds a root, keeping the list sorted and dropping one within ``duplicateTolerance`` of
    /// another.
    mutating func insert(_ root: Double) {
        var index = count
        while index > 0 && values[index - 1] > root { index -= 1 }
        if index > 0 && root - values[index - 1] < Self.duplicateTolerance { return }
        if index < count && values[index] - root < Self.duplicateTolerance { return }
        assert(count < Self.capacity, "more roots than a degree-7 polynomial has")
        guard count < Self.capacity else { return }
        var position = count
        while position > index {
            values[position] = values[position - 1]
            position -= 1
        }
        values[index] = root
        count += 1
    }
}
