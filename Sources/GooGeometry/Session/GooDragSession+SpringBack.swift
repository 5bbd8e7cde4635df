extension GooDragSession {
    /// The badge's way home after a release that springs back: its position, and the frame to draw,
    /// at any time after the release.
    ///
    /// Consecutive frames never jump, from the last drag frame on:
    /// - A link that held at the release holds all the way home: the anchor follows the shrink
    ///   model, and the goo stretches with an overshoot rather than snapping and popping back.
    /// - A link that broke stays broken while the badge travels alone. It comes back under the
    ///   badge: from the moment the badge covers the anchor's centre (`d < r2`), the anchor grows
    ///   back with radius `min(shrink(d), r2 − d)`, the largest circle the badge still hides, so the
    ///   outline is the badge's circle at that moment and the anchor emerges as the badge arrives.
    ///   For a capsule badge `d` there is the distance from the anchor's centre to the capsule's
    ///   spine (to its ``GooDragSession/Frame/drag`` joint); the rules and ``position(at:)`` still follow the
    ///   badge's centre.
    ///   (With a drag radius smaller than the resting radius the anchor reaches `r2` at home; the
    ///   session's resting frame, `r0`, takes over when the UI ends the animation.)
    public struct SpringBack: Sendable {
        /// The motion.
        public let spring: GooSpring
        /// Where the badge was released.
        public let start: GooPoint
        /// The release velocity, in points per second.
        public let velocity: GooVector
        /// Whether the link held at the release; if not, it comes back only under the badge.
        public let linkHeldAtRelease: Bool
        private let session: GooDragSession

        init(session: GooDragSession, spring: GooSpring) {
            self.session = session
            self.spring = spring
            start = session.frame.badge.center
            velocity = session.releaseVelocity
            linkHeldAtRelease = session.frame.isAttached
        }

        /// The dragged badge's centre `time` seconds after the release.
        ///
        /// - Parameter time: Seconds since the release; negative or NaN counts as 0.
        public func position(at time: Double) -> GooPoint {
            let home = session.restingAnchor.center
            let offset = spring.offset(at: time, from: start - home, velocity: velocity)
            let position = home + offset
            // Finite offsets of finite releases stay finite; this guards the 1e308 corner.
            return position.isFinite ? position : home
        }

        /// The frame `time` seconds after the release (see the type's discussion for how a broken
        /// link comes back); at time 0 its outline is the last drag frame's.
        ///
        /// - Parameter time: Seconds since the release; negative or NaN counts as 0.
        public func frame(at time: Double) -> GooDragSession.Frame {
            let position = position(at: time)
            // A finite position fails to measure only when its distance overflows; the last drag
            // frame is then the honest answer.
            guard
                let distance = try? GooDragSession.measure(
                    position, from: session.restingAnchor.center)
            else { return session.frame }
            return session.returningFrame(
                at: position, distance: distance, linkHeld: linkHeldAtRelease)
        }

        /// When the badge has come to rest, or `nil` for an undamped spring that never rests.
        ///
        /// After this time the badge stays within `tolerance` points of home and moves slower than
        /// `ω0·tolerance` points per second (`ω0 = 2π/response`); see
        /// ``GooSpring/settlingTime(from:velocity:tolerance:)``.
        ///
        /// - Parameter tolerance: Points; default 0.1, well under a pixel.
        public func settlingTime(tolerance: Double = 0.1) -> Double? {
            spring.settlingTime(
                from: start - session.restingAnchor.center, velocity: velocity, tolerance: tolerance
            )
        }
    }
}
