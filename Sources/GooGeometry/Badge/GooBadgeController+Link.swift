extension GooBadgeController {
    /// The link as drawn, which follows the rules' link over a short time instead of snapping: a
    /// break pinches it off, a reconnect grows it back (see ``GooBadgeController/pinchDuration``).
    ///
    /// Only its progress at the last event is stored, with where it heads and how fast; between
    /// events it moves at that constant rate, so any frame's progress derives from it.
    struct Link: Sendable {
        /// How much of the link is drawn at ``time``: 1 whole, 0 gone.
        private(set) var progress: Double
        /// When ``progress`` was measured.
        private(set) var time: Double
        /// Whether the rules hold the link: the progress heads for 1, else for 0.
        private(set) var holds: Bool
        /// Progress per second.
        private(set) var rate = 0.0
        /// The smallest anchor the link draws while it pinches: the rules' anchor when it began
        /// to, which they shrink further as the finger moves on.
        private(set) var anchorFloor = 0.0

        /// A link drawn as the rules have it.
        init(holds: Bool, time: Double) {
            progress = holds ? 1 : 0
            self.time = time
            self.holds = holds
        }

        /// Whether the neck has parted: the moment ``Events/broke`` is delivered, and
        /// ``Events/reconnected`` when it joins again.
        var isParted: Bool { progress < Neck.partingProgress }

        /// Whether the link is drawn as the rules have it.
        var isSettled: Bool { progress == (holds ? 1 : 0) }

        /// The progress at `time` (at the last event's for an earlier or NaN one).
        func progress(at time: Double) -> Double {
            guard time > self.time else { return progress }
            // At the end exactly, whatever the rounding of the step.
            if let end = endTime, time >= end { return holds ? 1 : 0 }
            let step = (time - self.time) * rate
            return holds ? Swift.min(1, progress + step) : Swift.max(0, progress - step)
        }

        /// When the link is drawn as the rules have it, `nil` when it is already.
        var endTime: Double? {
            guard !isSettled, rate > 0 else { return nil }
            return GooBadgeController.end(time, after: (holds ? 1 - progress : progress) / rate)
        }

        /// Moves the link on to `time`: ``Events/broke`` if the neck parted meanwhile,
        /// ``Events/reconnected`` if it joined.
        mutating func advance(to time: Double) -> Events {
            let wasParted = isParted
            progress = progress(at: time)
            self.time = Swift.max(self.time, time)
            return GooBadgeController.linkChange(from: !wasParted, to: !isParted)
        }

        /// Heads for the rules' link, `holds`, from where the link is at `time` (advanced to it
        /// first, unless settled), taking `duration` seconds for the whole way, or at once when
        /// `nil`, drawing no anchor smaller than `anchorFloor` meanwhile.
        mutating func head(
            for holds: Bool, at time: Double, duration: Double?, anchorFloor: Double
        ) -> Events {
            self.time = Swift.max(self.time, time)
            self.anchorFloor = anchorFloor
            self.holds = holds
            guard let duration, duration > 0 else { return settle() }
            rate = 1 / duration
            return []
        }

        /// Draws the link as the rules have it at once: ``Events/broke`` or
        /// ``Events/reconnected`` if that parts or joins the neck.
        mutating func settle() -> Events {
            let wasParted = isParted
            progress = holds ? 1 : 0
            return GooBadgeController.linkChange(from: !wasParted, to: !isParted)
        }
    }

    /// How long the link of `frame` takes to pinch off, or grow back, as drawn: a tenth of a
    /// second, or for a link longer than 70 pt from centre to centre its length at 700 pt/s.
    ///
    /// The drops its sides draw back as travel up to that length (the badge's to the centre of
    /// the circle it joins) in about half the time: so no part moves more than 10 pt, a finger's
    /// 1 200 pt/s, in a 120 Hz frame.
    /// At most half a second (a link past 350 pt), so that a finger thrown far away does not
    /// keep the frame clock running.
    static func pinchDuration(of frame: GooDragSession.Frame) -> Double {
        let length = (frame.drag.center - frame.anchor.center).length
        guard length.isFinite else { return 0.5 }
        return Swift.min(Swift.max(pinchDuration, length / 700), 0.5)
    }
}
