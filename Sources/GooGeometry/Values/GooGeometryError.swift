/// Why a circle or a capsule could not be made: the input the library rejects at its boundary.
///
/// Options have their own errors, next to them (``GooConnector/CubicOptions/ValidationError``,
/// ``GooConnector/MetaballOptions/ValidationError``), as the session's and the motion's do.
/// Degenerate but valid configurations (coincident centres, nested circles) are not errors: they
/// are answered with a ``GooConnector/UnavailableReason``.
public enum GooGeometryError: Error, Hashable, Sendable {
    /// A circle's centre has a NaN or infinite coordinate.
    case nonFiniteCenter
    /// A circle's radius is NaN or infinite.
    case nonFiniteRadius
    /// A circle's radius is below zero (the value is attached).
    case negativeRadius(Double)
    /// A capsule's width is NaN or infinite.
    case nonFiniteWidth
    /// A capsule's width is below its height, `2·radius` (the width is attached).
    case widthBelowHeight(Double)
}

extension GooGeometryError: CustomStringConvertible {
    /// A sentence naming the offending value and the rule it breaks.
    public var description: String {
        switch self {
        case .nonFiniteCenter: "circle centre must have finite coordinates"
        case .nonFiniteRadius: "circle radius must be finite"
        case .negativeRadius(let radius):
            "circle radius must be ≥ 0, got \(GooPath.svgNumber(radius))"
        case .nonFiniteWidth: "capsule width must be finite"
        case .widthBelowHeight(let width):
            "capsule width must be ≥ its height (2 × radius), got \(GooPath.svgNumber(width))"
        }
    }
}
