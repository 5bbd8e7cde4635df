/// Why a motion (spring or burst) was refused.
public enum GooMotionError: Error, Hashable, Sendable {
    /// A spring's response is outside ``GooSpring/responseRange`` (1e-4…1e4 s) or NaN.
    case invalidResponse
    /// A spring's damping ratio is outside ``GooSpring/dampingRatioRange`` (0…1e4) or NaN.
    case invalidDampingRatio
    /// A burst has fewer than one frame, or fewer than one particle.
    case invalidCount
    /// A burst's duration is not finite and `> 0`.
    case invalidDuration
    /// A particle burst's radius or spread is not finite and `≥ 0`.
    case invalidSize
    /// A particle burst's centre is not finite.
    case nonFiniteCenter
}

extension GooMotionError: CustomStringConvertible {
    /// A sentence naming the parameter and its rule.
    public var description: String {
        switch self {
        case .invalidResponse: "response must be within 1e-4...1e4 seconds"
        case .invalidDampingRatio: "damping ratio must be within 0...1e4"
        case .invalidCount: "count must be ≥ 1"
        case .invalidDuration: "duration must be finite and > 0"
        case .invalidSize: "radius and spread must be finite and ≥ 0"
        case .nonFiniteCenter: "centre must have finite coordinates"
        }
    }
}
