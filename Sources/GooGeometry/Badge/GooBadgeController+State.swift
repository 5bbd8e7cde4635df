extension GooBadgeController {
    /// Where the badge is in its life, with what that part of it needs and nothing else: the one
    /// stored fact ``GooBadgeController/phase``, the frames and the animation's end derive from.
    ///
    /// Each case starts from the controller's resting session; none keeps a copy of it. The link
    /// as drawn, which a drag and the return after it share, is kept beside it
    /// (``GooBadgeController/Link``).
    enum State: Sendable {
        /// At home, drawn as the resting session draws it.
        case resting
        /// A finger holds the badge.
        case dragging(Drag)
        /// On its way home, from `start` until it settles and its link is drawn as the rules have
        /// it, at `end`.
        case returning(GooDragSession.SpringBack, start: Double, end: Double)
        /// Leaving, from `start` until it is gone at `end`.
        case bursting(Exit, start: Double, end: Double)
        /// Gone until a reset.
        case dismissed
    }

    /// A drag in progress: the session the finger moves, where the finger holds the badge, and
    /// the finger's recent samples for the release velocity.
    struct Drag: Sendable {
        /// The drag's rules and frame.
        var session: GooDragSession
        /// The badge's centre minus the finger's, kept for the whole drag: the badge does not
        /// jump to put its centre under the finger.
        let grabOffset: GooVector
        /// The finger's samples since the grab.
        var samples: VelocityEstimator

        /// The dragged badge's centre for the finger at `point`.
        ///
        /// Static, of the offset alone: a method would copy the whole drag on every move.
        static func badgePosition(
            under point: GooPoint, grabOffset: GooVector
        ) throws(GooBadgeError) -> GooPoint {
            guard point.isFinite else { throw .nonFinitePosition }
            let position = point + grabOffset
            guard position.isFinite else { throw .positionOutOfRange }
            return position
        }
    }

    /// How a dismissed badge leaves.
    enum Exit: Sendable {
        /// Particles scattered from where the badge was.
        case particles(GooParticleBurst)
        /// The badge's shape fading out with reduce motion; `nil`, with nothing drawn, when a
        /// burst's particles cannot be made (a radius beyond about 6e307, whose spread
        /// overflows): the burst's time then passes with an empty, fading frame.
        case fade(GooDragSession.Frame?)
    }
}
