/// Why a value could not be made: the input the library rejects at its boundary.
///
/// Degenerate but valid configurations (coincident centres, nested circles) are not errors: they
/// are answered with a ``NoConnectorReason``.
public enum GooGeometryError: Error, Hashable, Sendable {
    /// A circle's centre has a NaN or infinite coordinate.
    case nonFiniteCenter
    /// A circle's radius is NaN or infinite.
    case nonFiniteRadius
    /// A circle's radius is below zero (the value is attached).
    case negativeRadius(Double)
    /// A cubic connector's control angle is NaN or not strictly between −90° and 90°.
    case angleOutOfRange
    /// A cubic connector's near control fraction is NaN or outside `0...1`.
    case nearFractionOutOfRange
    /// A cubic connector's far control fraction is NaN or outside `0...1`.
    case farFractionOutOfRange
    /// A metaball connector's spread is NaN or outside `0...1`.
    case spreadOutOfRange
    /// A metaball connector's handle rate is NaN, infinite or negative.
    case invalidHandleRate
}

extension GooGeometryError: CustomStringConvertible {
    /// A sentence naming the offending value and the rule it breaks.
    public var description: String {
        switch self {
        case .nonFiniteCenter: "circle centre must have finite coordinates"
        case .nonFiniteRadius: "circle radius must be finite"
        case .negativeRadius(let radius): "circle radius must be ≥ 0, got \(radius)"
        case .angleOutOfRange:
            "cubic control angle must be finite and strictly between −90° and 90°"
        case .nearFractionOutOfRange: "cubic near fraction must be finite and within 0...1"
        case .farFractionOutOfRange: "cubic far fraction must be finite and within 0...1"
        case .spreadOutOfRange: "metaball spread must be finite and within 0...1"
        case .invalidHandleRate: "metaball handle rate must be finite and ≥ 0"
        }
    }
}
