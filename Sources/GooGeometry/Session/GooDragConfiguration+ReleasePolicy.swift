extension GooDragConfiguration {
    /// What a release does with a link that broke during the gesture.
    ///
    /// The raw value is a stable code (`"springBackWithinRange"`) for settings files and wire
    /// formats; it changes only in a major version.
    public enum ReleasePolicy: String, Hashable, Sendable, CaseIterable {
        /// QQ's rule: spring back if released within range, even if the link broke on the way.
        case springBackWithinRange
        /// Dismiss if the link ever broke during the gesture.
        case dismissOnceBroken
    }
}
