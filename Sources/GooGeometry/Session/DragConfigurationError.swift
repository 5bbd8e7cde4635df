/// Why a drag configuration was refused.
public enum DragConfigurationError: Error, Hashable, Sendable {
    /// The shrink divisor is zero, negative or NaN.
    case invalidShrinkDivisor
    /// The break distance is negative or not finite.
    case invalidBreakDistance
    /// The reconnect distance is negative or not finite.
    case invalidReconnectDistance
    /// The reconnect distance is beyond the break distance, so the link would break and
    /// reconnect at the same place.
    case reconnectBeyondBreak
    /// The minimum anchor radius is negative or not finite.
    case invalidMinimumAnchorRadius
    /// The fling speed is negative or not finite.
    case invalidFlingSpeed
    /// The dragged circle's radius is negative or not finite.
    case invalidDragRadius
}

extension DragConfigurationError: CustomStringConvertible {
    /// A sentence naming the setting and its rule.
    public var description: String {
        switch self {
        case .invalidShrinkDivisor: "shrink divisor must be > 0"
        case .invalidBreakDistance: "break distance must be finite and ≥ 0"
        case .invalidReconnectDistance: "reconnect distance must be finite and ≥ 0"
        case .reconnectBeyondBreak: "reconnect distance must not exceed the break distance"
        case .invalidMinimumAnchorRadius: "minimum anchor radius must be finite and ≥ 0"
        case .invalidFlingSpeed: "fling speed must be finite and ≥ 0"
        case .invalidDragRadius: "drag radius must be finite and ≥ 0"
        }
    }
}
