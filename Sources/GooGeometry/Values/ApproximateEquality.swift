// Approximate comparison lives apart from `==`, which stays exact as `Hashable` requires.

extension GooPoint {
    /// Whether the point lies within `tolerance` of another, per coordinate.
    ///
    /// - Parameters:
    ///   - other: The point to compare with.
    ///   - tolerance: The largest accepted difference in either coordinate, in the points' units.
    @inlinable
    public func isApproximatelyEqual(to other: GooPoint, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension Vector {
    /// Whether the vector lies within `tolerance` of another, per component.
    ///
    /// - Parameters:
    ///   - other: The vector to compare with.
    ///   - tolerance: The largest accepted difference in either component.
    @inlinable
    public func isApproximatelyEqual(to other: Vector, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}
