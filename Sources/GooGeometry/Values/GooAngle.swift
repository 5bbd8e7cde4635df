/// An angle, stored in radians.
///
/// With y downward, a positive angle turns clockwise on screen.
public struct GooAngle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * (Double.pi / 180) }

    /// An angle of the given number of degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> GooAngle { GooAngle(degrees: degrees) }

    /// An angle of the given number of radians.
    @inlinable
    public static func radians(_ radians: Double) -> GooAngle { GooAngle(radians: radians) }

    /// The angle in degrees.
    @inlinable
    public var degrees: Double { radians * (180 / Double.pi) }
}
