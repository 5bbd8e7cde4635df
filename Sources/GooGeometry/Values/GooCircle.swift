/// A circle with a finite centre and a finite, non-negative radius.
///
/// The only way to make one is the throwing initialiser, so every `GooCircle` a function receives is
/// valid and the geometry downstream needs no checks of its own. A radius of zero is valid: it is
/// the fully shrunk anchor of a long drag.
public struct GooCircle: Hashable, Sendable {
    /// The centre.
    public let center: GooPoint
    /// The radius: finite, `≥ 0`, never `-0`.
    public let radius: Double

    /// Creates a circle, rejecting a non-finite centre and a negative or non-finite radius.
    ///
    /// - Parameters:
    ///   - center: The centre; both coordinates must be finite.
    ///   - radius: The radius; finite and `≥ 0`. `-0` is stored as `0`.
    /// - Throws: ``GooGeometryError/nonFiniteCenter``, ``GooGeometryError/nonFiniteRadius`` or
    ///   ``GooGeometryError/negativeRadius(_:)``.
    @inlinable
    public init(center: GooPoint, radius: Double) throws(GooGeometryError) {
        guard center.isFinite else { throw .nonFiniteCenter }
        guard radius.isFinite else { throw .nonFiniteRadius }
        guard radius >= 0 else { throw .negativeRadius(radius) }
        self.center = center
        self.radius = radius + 0  // turns -0 into +0 so that equal circles print alike
    }

    /// Creates a circle from the coordinates of its centre and its radius.
    ///
    /// - Throws: as ``init(center:radius:)``.
    @inlinable
    public init(x: Double, y: Double, radius: Double) throws(GooGeometryError) {
        try self.init(center: GooPoint(x: x, y: y), radius: radius)
    }

    /// Makes a circle from values the caller has already validated.
    @inlinable
    init(validCenter center: GooPoint, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The point of the circle in a direction from the centre.
    ///
    /// - Parameter direction: A unit vector (not checked: other lengths scale the radius).
    @inlinable
    func point(toward direction: GooVector) -> GooPoint {
        center + direction * radius
    }
}
