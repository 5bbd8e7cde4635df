extension GooDragConfiguration {
    /// A distance in a drag configuration: in points, or in multiples of the badge radius (the
    /// Android peers break at 10 radii, which scales with the badge).
    public enum Distance: Hashable, Sendable {
        /// A distance in points.
        case points(Double)
        /// A distance in multiples of the resting badge radius `r0`.
        case badgeRadii(Double)

        /// The distance in points for a badge of radius `badgeRadius`.
        @inlinable
        public func resolved(badgeRadius: Double) -> Double {
            switch self {
            case .points(let points): points
            case .badgeRadii(let multiple): multiple * badgeRadius
            }
        }

        /// Whether the value is finite and `≥ 0`.
        var isValid: Bool {
            switch self {
            case .points(let value), .badgeRadii(let value): value.isFinite && value >= 0
            }
        }

        /// Whether this length is longer than `other` whatever the badge radius: only lengths in
        /// the same unit can be compared before the badge is known.
        func isKnownLonger(than other: GooDragConfiguration.Distance) -> Bool {
            switch (self, other) {
            case (.points(let lhs), .points(let rhs)), (.badgeRadii(let lhs), .badgeRadii(let rhs)):
                lhs > rhs
            default: false
            }
        }
    }
}
