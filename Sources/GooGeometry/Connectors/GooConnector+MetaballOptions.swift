extension GooConnector {
    /// The shape parameters of a ``Style/metaball(_:)`` connector.
    public struct MetaballOptions: ConnectorOptions {
        /// How far the end points spread from the overlap angle toward the tangent angle.
        public let spread: Double
        /// The handle length per unit of spread, in radii.
        public let handleRate: Double

        /// Validates and stores the options.
        ///
        /// - Parameters:
        ///   - spread: `v`, within `0...1`; default 0.5 (Paper.js).
        ///   - handleRate: Finite and `≥ 0`; default 2.4 (Paper.js).
        /// - Throws: ``ValidationError/spreadOutOfRange`` or
        ///   ``ValidationError/invalidHandleRate``.
        public init(spread: Double = 0.5, handleRate: Double = 2.4) throws(ValidationError) {
            guard (0...1).contains(spread) else { throw .spreadOutOfRange }
            guard handleRate.isFinite, handleRate >= 0 else { throw .invalidHandleRate }
            self.init(validSpread: spread, handleRate: handleRate)
        }

        @usableFromInline
        init(validSpread: Double, handleRate: Double) {
            spread = validSpread
            self.handleRate = handleRate
        }

        /// Paper.js's values: spread 0.5, handle rate 2.4.
        ///
        /// Computed, not stored: a stored static is reached through a one-time-initialisation
        /// check on every use, which a per-frame default argument would pay each frame.
        @inlinable
        public static var `default`: MetaballOptions {
            MetaballOptions(validSpread: 0.5, handleRate: 2.4)
        }

        /// Why options could not be made: the value at fault and the rule it breaks.
        public enum ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
            /// The spread is NaN or outside `0...1`.
            case spreadOutOfRange
            /// The handle rate is NaN, infinite or negative.
            case invalidHandleRate

            /// A sentence naming the offending value and the rule it breaks.
            public var description: String {
                switch self {
                case .spreadOutOfRange: "metaball spread must be finite and within 0...1"
                case .invalidHandleRate: "metaball handle rate must be finite and ≥ 0"
                }
            }
        }
    }
}
