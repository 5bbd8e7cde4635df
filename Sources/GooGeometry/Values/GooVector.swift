// Shaped like GooPoint on purpose: two types, so that positions and displacements cannot be
// mixed up (see GooPoint+Arithmetic.swift).

/// A displacement in the plane: a direction and a length.
///
/// Same axes as ``GooPoint``: x to the right, y downward. With y downward,
/// ``perpendicular`` turns a vector a quarter turn clockwise on screen.
public struct GooVector: Hashable, Sendable {
    /// The horizontal component.
    public var x: Double
    /// The vertical component.
    public var y: Double

    /// Creates a vector from its components.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = GooVector(x: 0, y: 0)

    /// The vector turned a quarter turn: `(−y, x)`.
    ///
    /// For the unit vector `u` from the anchor to the dragged circle this is the `perp` of the
    /// connectors' formulas.
    @inlinable
    public var perpendicular: GooVector { GooVector(x: -y, y: x) }

    /// The dot product with another vector.
    @inlinable
    public func dot(_ other: GooVector) -> Double { x * other.x + y * other.y }

    /// The Euclidean length, computed without overflow or underflow for any finite components.
    ///
    /// Components are scaled by the larger magnitude before squaring when squaring them directly
    /// would overflow or underflow, so `(1e-300, 1e-300)` and `(1e300, 1e300)` both give their
    /// exact length to within an ulp or two.
    @inlinable
    public var length: Double {
        let squared = x * x + y * y
        // The direct form is exact whenever the sum neither overflows nor loses a component to
        // underflow, which is almost always.
        if squared >= Tolerance.exactSquares && squared < .infinity { return squared.squareRoot() }
        let scale = Swift.max(abs(x), abs(y))
        guard scale.isFinite, scale > 0 else { return scale }
        let sx = x / scale
        let sy = y / scale
        return scale * (sx * sx + sy * sy).squareRoot()
    }
}

extension GooVector: CustomStringConvertible {
    /// The vector as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
