extension GooDragSession {
    /// What happens to the badge when the finger lifts.
    ///
    /// The raw value is a stable code (`"springBack"`, `"dismiss"`); it changes only in a major
    /// version.
    public enum ReleaseOutcome: String, Hashable, Sendable {
        /// The badge returns to the anchor (see ``GooDragSession/springBack(using:)``).
        case springBack
        /// The badge is dismissed: it bursts (see ``GooBurstTimeline``) and the count is cleared.
        case dismiss
    }
}
