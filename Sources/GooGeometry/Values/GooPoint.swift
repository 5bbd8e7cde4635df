/// A position in the plane.
///
/// GooGeometry uses the screen convention of UIKit, AppKit-flipped views, SVG and Android:
/// x grows to the right and y grows downward. Nothing in the library depends on that choice except
/// the meaning of "left" and "right" in the point names, so a y-up caller gets mirrored labels and
/// the same shapes.
///
/// A `GooPoint` can hold any `Double`, NaN included; values are validated where they enter a
/// ``GooCircle``.
public struct GooPoint: Hashable, Sendable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = GooPoint(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point halfway between two points.
    ///
    /// Halves before adding, so the midpoint of two points near `Double.greatestFiniteMagnitude`
    /// does not overflow.
    @inlinable
    public static func midpoint(_ p: GooPoint, _ q: GooPoint) -> GooPoint {
        GooPoint(x: p.x * 0.5 + q.x * 0.5, y: p.y * 0.5 + q.y * 0.5)
    }
}

extension GooPoint: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
