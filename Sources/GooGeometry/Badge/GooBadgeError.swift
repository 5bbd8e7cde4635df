/// Why a badge controller refused a setting or an event.
///
/// A refused event leaves the controller exactly as it was: no phase change, no event delivered,
/// no animation advanced.
public enum GooBadgeError: Error, Hashable, Sendable {
    /// The drag rules were refused, for the reason attached.
    case invalidConfiguration(GooDragConfigurationError)
    /// The hit slop is negative or not finite.
    case invalidHitSlop
    /// The spring has no damping, so a return would never settle and the frame clock never stop.
    case springNeverSettles
    /// An event's time is NaN or infinite.
    case nonFiniteTime
    /// An event's time is earlier than the previous event's: the clock must be monotonic.
    case timeWentBackwards
    /// A position has a NaN or infinite coordinate.
    case nonFinitePosition
    /// A position is so far from the badge that its distance overflows a `Double`.
    case positionOutOfRange
    /// A move, lift or cancel arrived while no finger holds the badge.
    case notTouching
    /// A touch down arrived while a finger already holds the badge.
    case alreadyTouching
    /// A dismiss arrived while the badge is already bursting or dismissed.
    case alreadyDismissed
}

extension GooBadgeError: CustomStringConvertible {
    /// A sentence naming the setting or the rule the event broke.
    public var description: String {
        switch self {
        case .invalidConfiguration(let reason): "configuration: \(reason)"
        case .invalidHitSlop: "hit slop must be finite and ≥ 0"
        case .springNeverSettles: "spring damping ratio must be > 0, or the return never settles"
        case .nonFiniteTime: "time must be finite"
        case .timeWentBackwards: "time must not go backwards"
        case .nonFinitePosition: "position must have finite coordinates"
        case .positionOutOfRange: "position is too far from the badge to measure"
        case .notTouching: "no finger holds the badge: move, up or cancel before down"
        case .alreadyTouching: "down while a finger already holds the badge"
        case .alreadyDismissed: "the badge is already bursting or dismissed"
        }
    }
}
