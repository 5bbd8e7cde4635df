// Affine arithmetic: points and vectors do not mix by accident. A point minus a point is a vector,
// a point plus a vector is a point, and only vectors scale.

extension GooPoint {
    /// The point displaced by a vector.
    @inlinable
    public static func + (point: GooPoint, offset: GooVector) -> GooPoint {
        GooPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// The point displaced by the opposite of a vector.
    @inlinable
    public static func - (point: GooPoint, offset: GooVector) -> GooPoint {
        GooPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// The vector that leads from `origin` to `point`.
    @inlinable
    public static func - (point: GooPoint, origin: GooPoint) -> GooVector {
        GooVector(x: point.x - origin.x, y: point.y - origin.y)
    }
}

extension GooVector {
    /// The sum of two vectors.
    @inlinable
    public static func + (lhs: GooVector, rhs: GooVector) -> GooVector {
        GooVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The difference of two vectors.
    @inlinable
    public static func - (lhs: GooVector, rhs: GooVector) -> GooVector {
        GooVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The opposite vector.
    @inlinable
    public static prefix func - (vector: GooVector) -> GooVector {
        GooVector(x: -vector.x, y: -vector.y)
    }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (vector: GooVector, factor: Double) -> GooVector {
        GooVector(x: vector.x * factor, y: vector.y * factor)
    }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (factor: Double, vector: GooVector) -> GooVector {
        GooVector(x: vector.x * factor, y: vector.y * factor)
    }
}
