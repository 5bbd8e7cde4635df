extension GooBadgeController {
    /// What happened during one call, for a UI to react to: each event is returned by exactly one
    /// call, the one during which it happened.
    ///
    /// A call returns at most one of each: an animation that ends (``settled`` or ``dismissed``)
    /// comes first, then what the event itself did (``grabbed``, ``broke``, ``reconnected``).
    public struct Events: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A touch down landed on the badge (within the hit slop) and now drags it; a touch
        /// without it missed, and the UI lets the touch go to whatever is below.
        public static let grabbed = Events(rawValue: 1 << 0)
        /// The link's neck parted (a haptic's moment): past the break distance the link
        /// pinches off over ``GooBadgeController/pinchDuration``, and this comes when its two
        /// sides separate; at once with reduce motion, and with the lift when a burst parts a
        /// neck still pinching.
        public static let broke = Events(rawValue: 1 << 1)
        /// A broken link joined again within the reconnect distance: its two sides met as it
        /// grew back.
        public static let reconnected = Events(rawValue: 1 << 2)
        /// The badge is gone: its burst (or fade) has finished.
        ///
        /// The app's callback: clear the count now; nothing of the badge is drawn any more.
        public static let dismissed = Events(rawValue: 1 << 3)
        /// A return ended: the badge rests at home, drawn exactly as before the drag.
        public static let settled = Events(rawValue: 1 << 4)
    }
}

extension GooBadgeController.Events {
    /// Each event and its name, in the order a call delivers them.
    ///
    /// An animation's end comes first (``settled``, ``dismissed``), then what the call itself
    /// did (``grabbed``, ``broke``, ``reconnected``). The names are stable, for logs and wire
    /// formats (`goo eval`).
    public static let namedInDeliveryOrder: [(event: Self, name: String)] = [
        (.settled, "settled"), (.dismissed, "dismissed"), (.grabbed, "grabbed"),
        (.broke, "broke"), (.reconnected, "reconnected"),
    ]
}

extension GooBadgeController.Events: CustomStringConvertible {
    /// The events by name, in the order a call delivers them: `[settled, grabbed]`.
    public var description: String {
        var text = "["
        for (event, name) in Self.namedInDeliveryOrder where contains(event) {
            text += text.count > 1 ? ", " + name : name
        }
        return text + "]"
    }
}
