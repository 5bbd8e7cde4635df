/// A damped spring of unit mass in closed form, as SwiftUI's `Spring(response:dampingRatio:)`
/// defines it: stiffness `k = (2π/response)²`, damping `c = 4π·ζ/response`.
///
/// The offset `x` from the rest position obeys `x'' + c·x' + k·x = 0`. With `ω0 = 2π/response`:
///
/// - under-damped (`ζ < 1`), `ωd = ω0·√(1 − ζ²)`:
///   `x = e^(−ζω0t)·(x0·cos ωd·t + (v0 + ζω0·x0)·sin(ωd·t)/ωd)`
/// - critically damped (`ζ = 1`): `x = e^(−ω0t)·(x0 + (v0 + ω0·x0)·t)`
/// - over-damped (`ζ > 1`), `ω = ω0·√(ζ² − 1)`:
///   `x = e^(−ζω0t)·(x0·cosh ω·t + (v0 + ζω0·x0)·sinh(ω·t)/ω)`
///
/// The forms are evaluated so that they stay accurate as `ζ` approaches 1 from either side.
/// Unlike the blog posts that rebuild QQ's badge, the motion starts with the release velocity.
public struct GooSpring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds.
    public let response: Double
    /// `ζ`: 0 never settles, below 1 overshoots, 1 is critical, above 1 creeps home.
    public let dampingRatio: Double

    /// The range of accepted responses, in seconds.
    ///
    /// A spring outside it is no animation (a hundredth of a 120 Hz frame, or hours), and its
    /// frequency would overflow the closed forms.
    public static let responseRange = 1e-4...1e4

    /// The range of accepted damping ratios.
    public static let dampingRatioRange = 0.0...1e4

    /// Validates and stores a spring, refusing parameters outside the ranges above.
    ///
    /// - Parameters:
    ///   - response: Seconds, within ``responseRange``; 0.4 in QQ's rules.
    ///   - dampingRatio: Within ``dampingRatioRange``; 0.6 in QQ's rules.
    /// - Throws: ``GooMotionError/invalidResponse`` or ``GooMotionError/invalidDampingRatio``.
    public init(response: Double = 0.4, dampingRatio: Double = 0.6) throws(GooMotionError) {
        guard Self.responseRange.contains(response) else { throw .invalidResponse }
        guard Self.dampingRatioRange.contains(dampingRatio) else { throw .invalidDampingRatio }
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// QQ's spring: response 0.4 s, damping ratio 0.6.
    public static let `default` = GooSpring(validResponse: 0.4, dampingRatio: 0.6)

    private init(validResponse: Double, dampingRatio: Double) {
        response = validResponse
        self.dampingRatio = dampingRatio
    }

    /// `k = (2π/response)²`.
    public var stiffness: Double { naturalFrequency * naturalFrequency }

    /// `c = 4π·ζ/response`.
    public var damping: Double { 2 * dampingRatio * naturalFrequency }

    /// `ω0 = 2π/response`, in radians per second.
    var naturalFrequency: Double { 2 * Double.pi / response }

    /// The offset and velocity along one axis `time` seconds after starting from `offset` with
    /// `velocity`.
    ///
    /// - Parameters:
    ///   - time: Seconds; negative or NaN counts as 0, `+∞` as the largest finite time.
    ///   - x0: The starting offset from the rest position.
    ///   - v0: The starting velocity, per second.
    public func state(
        at time: Double, offset x0: Double, velocity v0: Double
    ) -> (offset: Double, velocity: Double) {
        let t = time > 0 ? Swift.min(time, .greatestFiniteMagnitude) : 0
        let omega = naturalFrequency
        let zeta = dampingRatio
        let decay = zeta * omega
        let b = v0 + decay * x0
        // The slowest mode decays at rate decay (or decay − ω when over-damped); past e^(−745) it
        // has underflowed and the spring is home. Also keeps 0·∞ out of the forms below.
        let slowestRate = zeta > 1 ? decay - omega * ((zeta - 1) * (zeta + 1)).squareRoot() : decay
        if slowestRate * t > 745 { return (0, 0) }
        // x = e^(−decay·t)·(x0·C(t) + b·S(t)) with S' = C and C' = ±ω²·S; S(t) is sin(ωd t)/ωd,
        // t or sinh(ω t)/ω, each finite and accurate as ωd or ω goes to 0.
        let (c, s, sDerivative): (Double, Double, Double)
        if zeta < 1 {
            let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            // Only the phase is periodic; reduce it before it grows past where cos and sin
            // still mean anything (or overflows). The envelope uses the real time.
            var phase = omegaD * t
            if !(phase < 1e15) {
                phase = omegaD * t.truncatingRemainder(dividingBy: 2 * Double.pi / omegaD)
            }
            let cosine = libmCos(phase)
            let sine = libmSin(phase)
            c = cosine
            s = omegaD > 0 ? sine / omegaD : t
            sDerivative = -omegaD * sine  // C' = −ωd²·S
        } else if zeta == 1 {
            c = 1
            s = t
            sDerivative = 0
        } else {
            let w = omega * ((zeta - 1) * (zeta + 1)).squareRoot()
            // cosh and sinh, pre-multiplied by e^(−decay·t) below so that neither overflows.
            let grow = libmExp((w - decay) * t)
            let shrink = libmExp(-(w + decay) * t)
            let half = 0.5 * (grow + shrink)
            // e^(−decay·t)·sinh(ωt)/ω = shrink·expm1(2ωt)/(2ω) keeps its digits as ω → 0; the
            // plain difference is exact once grow ≫ shrink, and avoids expm1 overflowing first.
            let sinhOverW =
                w * t < 1 ? shrink * libmExpm1(2 * w * t) / (2 * w) : 0.5 * (grow - shrink) / w
            // Both terms already carry the decay.
            let x = x0 * half + b * sinhOverW
            let coshPrime = w * w * sinhOverW
            let v = -decay * x + (x0 * coshPrime + b * half)
            return (x, v)
        }
        let envelope = libmExp(-decay * t)
        let x = envelope * (x0 * c + b * s)
        let v = -decay * x + envelope * (x0 * sDerivative + b * c)
        return (x, v)
    }

    /// The offset from home `time` seconds after starting from `offset` with `velocity`.
    ///
    /// - Parameters:
    ///   - time: Seconds; negative or NaN counts as 0.
    ///   - offset: The starting offset from the rest position.
    ///   - velocity: The starting velocity, points per second.
    public func offset(at time: Double, from offset: GooVector, velocity: GooVector) -> GooVector {
        GooVector(
            x: state(at: time, offset: offset.x, velocity: velocity.x).offset,
            y: state(at: time, offset: offset.y, velocity: velocity.y).offset
        )
    }

    /// The velocity `time` seconds after starting from `offset` with `velocity`.
    ///
    /// - Parameters:
    ///   - time: Seconds; negative or NaN counts as 0.
    ///   - offset: The starting offset from the rest position.
    ///   - velocity: The starting velocity, points per second.
    public func velocity(at time: Double, from offset: GooVector, velocity: GooVector) -> GooVector
    {
        GooVector(
            x: state(at: time, offset: offset.x, velocity: velocity.x).velocity,
            y: state(at: time, offset: offset.y, velocity: velocity.y).velocity
        )
    }

    /// The earliest time from which the spring's energy keeps the motion within `tolerance` of
    /// home, or `nil`.
    ///
    /// `nil` when there is no such time: `ζ = 0` and not already there, a `tolerance` that is
    /// not finite and `> 0`, or a spring not settled after a billion responses.
    ///
    /// Uses the spring's energy `E = ½v² + ½k·x²`, which damping never lets grow: once
    /// `E ≤ ½k·tolerance²`, `|x| ≤ tolerance` (and `|v| ≤ ω0·tolerance`) for good. The position
    /// alone may come within `tolerance` earlier, while it still moves fast. Found by bisection
    /// to a microsecond (or to the resolution of a `Double` for very slow springs).
    ///
    /// - Parameters:
    ///   - offset: The starting offset from home.
    ///   - velocity: The starting velocity, points per second.
    ///   - tolerance: Points, `> 0`; default 0.1.
    public func settlingTime(from offset: GooVector, velocity: GooVector, tolerance: Double = 0.1)
        -> Double?
    {
        guard tolerance > 0, tolerance.isFinite else { return nil }
        func settled(at time: Double) -> Bool {
            let x = self.offset(at: time, from: offset, velocity: velocity)
            let v = self.velocity(at: time, from: offset, velocity: velocity)
            return v.dot(v) + stiffness * x.dot(x) <= stiffness * tolerance * tolerance
        }
        if settled(at: 0) { return 0 }
        guard dampingRatio > 0 else { return nil }
        var high = response
        while !settled(at: high) {
            high *= 2
            if high > response * 1e9 { return nil }
        }
        var low = 0.0
        // To a microsecond, or to the resolution of a Double at `high` for a spring that takes
        // years (where halving stops making progress); 80 halvings reach either.
        for _ in 0..<80 where high - low > 1e-6 {
            let middle = 0.5 * (low + high)
            guard middle > low && middle < high else { break }
            if settled(at: middle) { high = middle } else { low = middle }
        }
        return high
    }
}
