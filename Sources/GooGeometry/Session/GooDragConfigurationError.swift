/// Why a drag configuration was refused.
public enum GooDragConfigurationError: Error, Hashable, Sendable {
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
    /// The badge width is not finite, or narrower than the badge's height: twice the dragged
    /// circle's radius (``GooDragConfiguration/dragRadius``, or the resting radius when that is
    /// `nil`).
    case invalidBadgeWidth
}

extension GooDragConfigurationError: CustomStringConvertible {
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
        case .invalidBadgeWidth: "badge width must be finite and ≥ 2 × the drag radius"
        }
    }
}
