import GooGeometry
import Testing

/// Invalid input is rejected at the boundary with a typed error.
@Suite struct ValidationTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCentreIsRejected(value: Double) {
        #expect(throws: GooGeometryError.nonFiniteCenter) { try GooCircle(x: value, y: 0, radius: 1) }
        #expect(throws: GooGeometryError.nonFiniteCenter) { try GooCircle(x: 0, y: value, radius: 1) }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteRadiusIsRejected(value: Double) {
        #expect(throws: GooGeometryError.nonFiniteRadius) { try GooCircle(x: 0, y: 0, radius: value) }
    }

    @Test func negativeRadiusIsRejectedWithItsValue() {
        #expect(throws: GooGeometryError.negativeRadius(-2)) { try GooCircle(x: 0, y: 0, radius: -2) }
        #expect(throws: GooGeometryError.negativeRadius(-5e-324)) {
            try GooCircle(x: 0, y: 0, radius: -5e-324)
        }
    }

    @Test func zeroAndNegativeZeroRadiiAreValid() throws {
        #expect(try GooCircle(x: 1, y: 2, radius: 0).radius == 0)
        let negativeZero = try GooCircle(x: 1, y: 2, radius: -0.0)
        #expect(negativeZero.radius == 0 && negativeZero.radius.sign == .plus)
    }

    @Test(arguments: [90.0, -90.0, 135.0, .nan, .infinity])
    func cubicAngleOutsideTheOpenQuarterTurnIsRejected(degrees: Double) {
        #expect(throws: GooGeometryError.angleOutOfRange) {
            try CubicConnector.Options(angle: .degrees(degrees))
        }
    }

    @Test(arguments: [-0.01, 1.01, .nan, .infinity])
    func cubicFractionsOutsideZeroToOneAreRejected(fraction: Double) {
        #expect(throws: GooGeometryError.nearFractionOutOfRange) {
            try CubicConnector.Options(nearFraction: fraction)
        }
        #expect(throws: GooGeometryError.farFractionOutOfRange) {
            try CubicConnector.Options(farFraction: fraction)
        }
    }

    @Test func cubicOptionsAcceptTheirLimits() throws {
        _ = try CubicConnector.Options(angle: .degrees(89.999), nearFraction: 0, farFraction: 1)
        _ = try CubicConnector.Options(angle: .degrees(-89.999), nearFraction: 1, farFraction: 0)
    }

    @Test func defaultCubicOptionsAreTheSeedText() {
        let options = CubicConnector.Options.default
        #expect(options.angle == .degrees(5))
        #expect(options.nearFraction == 0.25 && options.farFraction == 0.5)
    }

    @Test func errorsDescribeTheRule() {
        #expect("\(GooGeometryError.negativeRadius(-2))".contains("-2"))
        #expect("\(GooGeometryError.angleOutOfRange)".contains("90°"))
    }
}
