extension GooBadgeController {
    /// What to draw at one time: the badge's one outline (anchor, bridge and badge), where its
    /// count goes, its opacity and the burst's particles.
    ///
    /// Every number in it is finite. Derived from the controller on each
    /// ``GooBadgeController/frame(at:)``, without allocating.
    public struct Frame: Hashable, Sendable {
        /// The badge's phase at this time (a return that has settled by then is ``Phase/resting``).
        public let phase: Phase
        /// The badge's shape as drawn: the anchor, the dragged badge and their link; `nil` when
        /// nothing of the badge is drawn (bursting, dismissed).
        public let shape: GooDragSession.Frame?
        /// The opacity of ``outline``, in `0...1`: 1 but for the reduce-motion fade.
        public let opacity: Double
        /// The burst's particles, empty but while the badge bursts.
        public let particles: Particles

        /// The one outline to fill: anchor, bridge and badge while attached, the badge alone once
        /// broken; `nil` when nothing of the badge is drawn.
        public var outline: GooOutline? { shape?.outline }

        /// The badge's box (a capsule's or a circle's), `nil` when it is not drawn.
        public var badgeBounds: GooBoundingBox? {
            guard let badge = shape?.badge else { return nil }
            let halfWidth = badge.width * 0.5
            return GooBoundingBox(
                minX: badge.center.x - halfWidth, minY: badge.center.y - badge.radius,
                maxX: badge.center.x + halfWidth, maxY: badge.center.y + badge.radius)
        }

        /// Where the count's text is centred: the badge's centre; `nil` when it is not drawn.
        public var textCenter: GooPoint? { shape?.badge.center }

        /// Whether nothing at all is drawn: no badge and no particle.
        public var isEmpty: Bool { shape == nil && particles.isEmpty }
    }

    /// The particles of a burst at one time, as a collection that allocates nothing.
    public struct Particles: RandomAccessCollection, Hashable, Sendable {
        /// The burst, `nil` when there is none (no particle).
        public let burst: GooParticleBurst?
        /// Seconds since the burst started.
        public let time: Double

        /// No particle.
        static let none = Particles(burst: nil, time: 0)

        /// The first index, 0.
        public var startIndex: Int { 0 }
        /// The number of particles: the burst's count while it lasts, else 0.
        public var endIndex: Int {
            guard let burst, !burst.isFinished(at: time) else { return 0 }
            return burst.count
        }
        /// Particle `index` at this time.
        public subscript(index: Int) -> GooParticleBurst.Particle {
            precondition(index >= 0 && index < endIndex, "particle index out of range")
            // `burst` is non-nil whenever an index is valid (endIndex is 0 otherwise).
            return burst?.particle(index, at: time)
                ?? GooParticleBurst.Particle(center: .zero, radius: 0, opacity: 0)
        }
    }
}
