// Approximate comparison lives apart from `==`, which stays exact as `Hashable` requires. The
// names say what is compared: each coordinate against an absolute tolerance (not swift-numerics'
// relative `isApproximatelyEqual(to:)`).

extension GooPoint {
    /// Whether each coordinate lies within `tolerance` of the other point's.
    ///
    /// - Parameters:
    ///   - tolerance: The largest accepted difference in either coordinate, in the points' units.
    ///   - other: The point to compare with.
    @inlinable
    public func coordinatesAreWithin(_ tolerance: Double, of other: GooPoint) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension GooVector {
    /// Whether each component lies within `tolerance` of the other vector's.
    ///
    /// - Parameters:
    ///   - tolerance: The largest accepted difference in either component.
    ///   - other: The vector to compare with.
    @inlinable
    public func componentsAreWithin(_ tolerance: Double, of other: GooVector) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}
