/// A procedural burst for UIs without frame images.
///
/// Particles fly out from the badge, shrink and fade. Deterministic for a seed, allocation-free to evaluate.
///
/// Particle `i` leaves at angle `2π·(i + jitter)/count`, travels `spread·speed` along an ease-out
/// curve `1 − (1 − p)³` of the progress `p = time/duration`, with radius `size·radius·(1 − p)` and
/// opacity `1 − p`, where jitter in ±0.35, speed in 0.6...1 and size in 0.25...0.5 come from a
/// SplitMix64 stream keyed by the seed and `i`.
public struct GooParticleBurst: Hashable, Sendable {
    /// One particle at one time.
    public struct Particle: Hashable, Sendable {
        /// The particle's centre.
        public var center: GooPoint
        /// Its radius; 0 once the burst is over.
        public var radius: Double
        /// Its opacity in `0...1`; 0 once the burst is over.
        public var opacity: Double
    }

    /// Where the badge burst.
    public let center: GooPoint
    /// The badge radius.
    public let radius: Double
    /// The number of particles.
    public let count: Int
    /// The length of the burst, in seconds.
    public let duration: Double
    /// How far the fastest particle travels.
    public let spread: Double
    /// The seed of the particles' variations.
    public let seed: UInt64

    /// Validates and stores a burst.
    ///
    /// - Parameters:
    ///   - center: The badge centre.
    ///   - radius: The badge radius, finite and `≥ 0`.
    ///   - count: `≥ 1` particles; default 12.
    ///   - duration: Seconds, finite and `> 0`; default 0.6.
    ///   - spread: How far the particles fly; default three badge radii.
    ///   - seed: Any value; the same seed gives the same burst.
    /// - Throws: a ``GooMotionError`` naming the invalid parameter.
    public init(
        center: GooPoint, radius: Double, count: Int = 12, duration: Double = 0.6,
        spread: Double? = nil, seed: UInt64 = 0
    ) throws(GooMotionError) {
        guard center.isFinite else { throw .nonFiniteCenter }
        let spread = spread ?? 3 * radius
        guard radius.isFinite, radius >= 0, spread.isFinite, spread >= 0 else { throw .invalidSize }
        guard count >= 1 else { throw .invalidCount }
        guard duration.isFinite, duration > 0 else { throw .invalidDuration }
        self.center = center
        self.radius = radius
        self.count = count
        self.duration = duration
        self.spread = spread
        self.seed = seed
    }

    /// Particle `index` (in `0..<count`) `time` seconds after the burst started.
    ///
    /// - Parameters:
    ///   - index: Which particle, in `0..<count` (others wrap around).
    ///   - time: Seconds; before 0 counts as 0, after ``duration`` as the end.
    public func particle(_ index: Int, at time: Double) -> Particle {
        let index = (index % count + count) % count
        let progress = time > 0 ? Swift.min(time / duration, 1) : 0
        var state = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        let jitter = (unitRandom(&state) - 0.5) * 0.7
        let speed = 0.6 + 0.4 * unitRandom(&state)
        let size = 0.25 + 0.25 * unitRandom(&state)
        let angle = 2 * Double.pi * (Double(index) + jitter) / Double(count)
        let remaining = 1 - progress
        let travel = spread * speed * (1 - remaining * remaining * remaining)
        let direction = GooVector(x: libmCos(angle), y: libmSin(angle))
        let point = center + direction * travel
        return Particle(
            center: point.isFinite ? point : center, radius: size * radius * remaining,
            opacity: remaining
        )
    }

    /// Whether the burst is over at `time`: every particle has vanished.
    public func isFinished(at time: Double) -> Bool { time >= duration }
}

/// One SplitMix64 step mapped to `[0, 1)`.
private func unitRandom(_ state: inout UInt64) -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) * 0x1p-53
}
