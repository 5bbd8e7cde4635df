/// What a release does with a link that broke during the gesture.
public enum ReleasePolicy: Hashable, Sendable {
    /// Seed 000: spring back if released within range, even if the link broke on the way.
    case springBackWithinRange
    /// Seed 004: dismiss if the link ever broke during the gesture.
    case dismissOnceBroken
}

/// What happens to the badge when the finger lifts.
public enum ReleaseOutcome: Hashable, Sendable {
    /// The badge returns to the anchor (see ``DragSession/springBack(using:)``).
    case springBack
    /// The badge is dismissed: it bursts (see ``BurstTimeline``) and the count is cleared.
    case dismiss
}
