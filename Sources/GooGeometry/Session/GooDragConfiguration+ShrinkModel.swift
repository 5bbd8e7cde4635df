extension GooDragConfiguration {
    /// How the anchor shrinks as the badge is dragged away: its radius as a function of distance.
    ///
    /// The default is QQ's linear model `r = r0 − d/15`. Other models plug in as a closure
    /// without changing ``GooDragSession``. Whatever a model returns is clamped to `0...r0` (NaN counts
    /// as 0), so a misbehaving closure cannot put NaN or a growing anchor into a frame.
    public struct ShrinkModel: Sendable {
        @usableFromInline
        enum Kind: Sendable {
            case linear(divisor: Double)
            case custom(@Sendable (_ restingRadius: Double, _ distance: Double) -> Double)
        }

        @usableFromInline
        let kind: Kind

        /// QQ's model: `r = r0 − d/15`.
        public static let `default` = GooDragConfiguration.ShrinkModel(kind: .linear(divisor: 15))

        /// The linear model `r = r0 − d/divisor` (QQ's rules: 15; the blog posts' rebuilds
        /// also use 10 and 30).
        ///
        /// - Parameter divisor: Points of drag per point of lost radius; `> 0`. `+∞` never shrinks.
        /// - Throws: ``GooDragConfigurationError/invalidShrinkDivisor`` for zero (the divisor
        ///   KYCuteView crashed on when unset), negative or NaN.
        public static func linear(divisor: Double) throws(GooDragConfigurationError)
            -> GooDragConfiguration.ShrinkModel
        {
            guard divisor > 0 else { throw .invalidShrinkDivisor }
            return GooDragConfiguration.ShrinkModel(kind: .linear(divisor: divisor))
        }

        /// Any model, as a closure of the resting radius and the distance.
        ///
        /// - Parameter radius: Returns the anchor radius; the result is clamped to `0...restingRadius`.
        public static func custom(
            _ radius: @escaping @Sendable (_ restingRadius: Double, _ distance: Double) -> Double
        ) -> GooDragConfiguration.ShrinkModel {
            GooDragConfiguration.ShrinkModel(kind: .custom(radius))
        }

        /// The linear divisor, or `nil` for a custom model.
        public var linearDivisor: Double? {
            if case .linear(let divisor) = kind { divisor } else { nil }
        }

        /// The anchor radius at a distance, within `0...restingRadius`.
        ///
        /// - Parameters:
        ///   - restingRadius: `r0`, the badge radius before the drag; finite and `≥ 0`.
        ///   - distance: `d`, finite and `≥ 0`.
        @inlinable
        public func anchorRadius(restingRadius: Double, distance: Double) -> Double {
            let radius =
                switch kind {
                case .linear(let divisor): restingRadius - distance / divisor
                case .custom(let model): model(restingRadius, distance)
                }
            // `!(radius > 0)` also catches NaN.
            if !(radius > 0) { return 0 }
            return Swift.min(radius, restingRadius)
        }
    }
}
