extension GooConnector {
    /// The shape parameters of a ``Style/cubic(_:)`` connector, validated once so per-frame work
    /// needs no checks and no trigonometry.
    public struct CubicOptions: ConnectorOptions {
        /// The angle `α` by which the controls lean toward the centre line.
        public let angle: GooAngle
        /// `f1`: how far along the centre line the near controls sit, as a fraction of `d`.
        public let nearFraction: Double
        /// `f2`: how far along the centre line the far controls sit, as a fraction of `d`.
        public let farFraction: Double
        /// `tan α`, computed once here.
        @usableFromInline
        let tangent: Double

        /// Validates and stores the options.
        ///
        /// - Parameters:
        ///   - angle: `α`, strictly between −90° and 90°. Default 5°, as in RedDotDrag.
        ///   - nearFraction: `f1`, within `0...1`. Default 1/4, as in RedDotDrag's text.
        ///   - farFraction: `f2`, within `0...1`. Default 1/2, as in RedDotDrag's text (its code
        ///     uses 2/3).
        /// - Throws: ``ValidationError/angleOutOfRange``,
        ///   ``ValidationError/nearFractionOutOfRange`` or
        ///   ``ValidationError/farFractionOutOfRange``.
        public init(
            angle: GooAngle = .degrees(5), nearFraction: Double = 0.25, farFraction: Double = 0.5
        ) throws(ValidationError) {
            guard abs(angle.radians) < Double.pi / 2 else { throw .angleOutOfRange }
            guard (0...1).contains(nearFraction) else { throw .nearFractionOutOfRange }
            guard (0...1).contains(farFraction) else { throw .farFractionOutOfRange }
            self.init(validAngle: angle, nearFraction: nearFraction, farFraction: farFraction)
        }

        private init(validAngle angle: GooAngle, nearFraction: Double, farFraction: Double) {
            self.angle = angle
            self.nearFraction = nearFraction
            self.farFraction = farFraction
            self.tangent = libmTan(angle.radians)
        }

        /// RedDotDrag's text: α = 5°, f1 = 1/4, f2 = 1/2.
        public static let `default` = CubicOptions(
            validAngle: .degrees(5), nearFraction: 0.25, farFraction: 0.5
        )

        /// Why options could not be made: the value at fault and the rule it breaks.
        public enum ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
            /// The control angle is NaN or not strictly between −90° and 90°.
            case angleOutOfRange
            /// The near control fraction is NaN or outside `0...1`.
            case nearFractionOutOfRange
            /// The far control fraction is NaN or outside `0...1`.
            case farFractionOutOfRange

            /// A sentence naming the offending value and the rule it breaks.
            public var description: String {
                switch self {
                case .angleOutOfRange:
                    "cubic control angle must be finite and strictly between −90° and 90°"
                case .nearFractionOutOfRange: "cubic near fraction must be finite and within 0...1"
                case .farFractionOutOfRange: "cubic far fraction must be finite and within 0...1"
                }
            }
        }
    }
}
