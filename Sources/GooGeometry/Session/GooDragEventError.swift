/// Why a drag event was refused.
///
/// The session is unchanged after a refused event.
public enum GooDragEventError: Error, Hashable, Sendable {
    /// `moved` or `ended` arrived while no gesture was in progress.
    case notDragging
    /// `began` arrived while a gesture was already in progress.
    case alreadyDragging
    /// The position has a NaN or infinite coordinate.
    case nonFinitePosition
    /// The position is so far from the anchor that the distance overflows a `Double`.
    case positionOutOfRange
    /// The release velocity has a NaN or infinite component.
    case nonFiniteVelocity
}

extension GooDragEventError: CustomStringConvertible {
    /// A sentence naming the rule the event broke.
    public var description: String {
        switch self {
        case .notDragging: "no gesture in progress: moved or ended before began"
        case .alreadyDragging: "began while a gesture is in progress"
        case .nonFinitePosition: "position must have finite coordinates"
        case .positionOutOfRange: "position is too far from the anchor to measure"
        case .nonFiniteVelocity: "velocity must have finite components"
        }
    }
}
