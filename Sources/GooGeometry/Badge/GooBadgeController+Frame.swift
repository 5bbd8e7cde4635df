extension GooBadgeController {
    /// What to draw at one time: the badge's one outline (anchor, bridge and badge), where its
    /// count goes, its opacity and the burst's particles.
    ///
    /// Every number in it is finite. Derived from the controller on each
    /// ``GooBadgeController/frame(at:)``, without allocating.
    public struct Frame: Hashable, Sendable {
        /// The badge's phase at this time (a return that has settled by then is ``Phase/resting``).
        public let phase: Phase
        /// The anchor as drawn: the circle left at home, shrunk by the rules, while the link
        /// holds or pinches off (shrinking to nothing once its neck has parted); `nil` once the
        /// link has broken, and when nothing of the badge is drawn.
        public var anchor: GooCircle? {
            guard let drawn else { return nil }
            guard let pinch = drawn.pinch else { return drawn.isAttached ? drawn.anchor : nil }
            let scale = Neck(progress: pinch.progress).anchorScale
            let radius = pinch.anchorRadius * scale
            return radius > 0 ? GooCircle(validCenter: drawn.anchor.center, radius: radius) : nil
        }
        /// The badge as drawn, where the finger holds it or where it returns (a round badge is the
        /// capsule of width `2·radius`); `nil` when nothing of it is drawn (bursting, dismissed).
        public var badge: GooCapsule? { drawn?.badge }
        /// The opacity of ``outline``, in `0...1`: 1 but for the reduce-motion fade.
        public let opacity: Double
        /// The burst's particles, empty but while the badge bursts.
        public let particles: Particles
        /// What the drag session drew, which ``anchor``, ``badge`` and ``outline`` read.
        ///
        /// Kept whole rather than as the anchor and the badge: the session's outline traces
        /// straight into its result, where rebuilding it here copied the kilobytes of its path
        /// once more on every frame.
        private(set) var drawn: GooDragSession.Frame?
        /// The link part way through pinching off or growing back over ``drawn``'s circles,
        /// which its outline draws; `nil` when it is drawn as the session has it.
        var pinch: GooOutline.Pinch? { drawn?.pinch }

        /// Whether the link is part way through pinching off or growing back: ``outline`` then
        /// draws it, and ``anchor`` is the anchor as it shrinks or grows.
        package var isPinching: Bool { pinch != nil }

        /// The one outline to fill: anchor, bridge and badge while attached, the badge alone once
        /// broken; `nil` when nothing of the badge is drawn.
        ///
        /// Derived on each access: read it once per drawn frame.
        public var outline: GooOutline? { drawn?.outline }

        /// The badge's box (a capsule's or a circle's), `nil` when it is not drawn.
        public var badgeBounds: GooBoundingBox? {
            guard let badge else { return nil }
            let halfWidth = badge.width * 0.5
            return GooBoundingBox(
                minX: badge.center.x - halfWidth, minY: badge.center.y - badge.radius,
                maxX: badge.center.x + halfWidth, maxY: badge.center.y + badge.radius)
        }

        /// Where the count's text is centred: the badge's centre; `nil` when it is not drawn.
        public var textCenter: GooPoint? { badge?.center }

        /// Whether nothing at all is drawn: no badge and no particle.
        public var isEmpty: Bool { badge == nil && particles.isEmpty }

        /// The frame of a phase drawing a drag session's `shape` (`nil`: nothing of the badge).
        init(
            phase: Phase, drawing shape: GooDragSession.Frame?, pinch: GooOutline.Pinch? = nil,
            opacity: Double, particles: Particles
        ) {
            self.phase = phase
            drawn = shape
            drawn?.pinch = pinch
            self.opacity = opacity
            self.particles = particles
        }

        /// The badge at rest, drawn whole.
        init(resting shape: GooDragSession.Frame) {
            self.init(phase: .resting, drawing: shape, opacity: 1, particles: .none)
        }

        /// Nothing drawn: the badge is gone.
        static var dismissed: Frame {
            Frame(phase: .dismissed, drawing: nil, opacity: 1, particles: .none)
        }
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
            guard let burst, index >= 0, index < endIndex else {
                preconditionFailure("particle index out of range")
            }
            return burst.particle(index, at: time)
        }
    }
}
