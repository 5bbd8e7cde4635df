// Toolkit-neutral and Embedded-Swift-clean.

extension GooBadgeModel {
    /// What a toolkit does after an input besides drawing the new frame: each is returned by
    /// exactly one input, the one that caused it.
    public struct Effects: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// This input dismissed the badge (a lift past the break, or a dismissal from code or
        /// VoiceOver): call the app's `onDismiss` now, once, while the burst plays on.
        public static let reportDismissal = Effects(rawValue: 1 << 0)
        /// The link snapped: the moment for a haptic tap.
        public static let signalBreak = Effects(rawValue: 1 << 1)
    }
}
