import GooGeometry
import GooTestSupport
import XCTest

/// Every case of every public error type, thrown by every parameter that can throw it, with each
/// kind of bad value that parameter can get: NaN, ±∞, negative (the nearest below zero too), zero
/// where zero is invalid, past a bound, or an event out of order; and what the errors say.
///
/// The expected cases are read off the documented rules (each initialiser's `- Throws:` and the
/// error's own doc comment), not off the code. `.ci/error-cases.py` checks that every case of
/// every public error type is named in an `assertThrows` or `XCTAssertThrowsError` somewhere
/// under `Tests/`.
final class ErrorCaseTests: XCTestCase {
    private let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    /// Below zero: an ordinary value, the negative Double nearest zero, the most negative.
    private let negative: [Double] = [-1, -Double.leastNonzeroMagnitude, -.greatestFiniteMagnitude]

    // MARK: GooGeometryError

    func testACapsuleRefusesWhatItsCircleRefusesFirst() {
        forEachRow(nonFinite) { value in
            assertThrows(GooGeometryError.nonFiniteCenter, "x \(value)") {
                try GooCapsule(center: GooPoint(x: value, y: 0), radius: 1, width: 4)
            }
            assertThrows(GooGeometryError.nonFiniteCenter, "y \(value)") {
                try GooCapsule(center: GooPoint(x: 0, y: value), radius: 1, width: 4)
            }
            // The radius is checked before the width, so a bad width does not hide it.
            assertThrows(GooGeometryError.nonFiniteRadius, "radius \(value)") {
                try GooCapsule(center: .zero, radius: value, width: .nan)
            }
        }
        forEachRow(negative) { value in
            assertThrows(GooGeometryError.negativeRadius(value), "radius \(value)") {
                try GooCapsule(center: .zero, radius: value, width: 4)
            }
        }
    }

    func testACapsuleWidthMustBeFinite() {
        forEachRow(nonFinite) { value in
            assertThrows(GooGeometryError.nonFiniteWidth, "width \(value)") {
                try GooCapsule(center: .zero, radius: 1, width: value)
            }
        }
    }

    // Radius 10: the height is 20, so 20 is the narrowest width; anything below, zero and
    // negative widths included, is refused with the width attached.
    func testACapsuleNarrowerThanItsHeightIsRefusedWithItsWidth() throws {
        let below: [Double] = [Double(20.0).nextDown, 19, 0, -0.0, -1, -.greatestFiniteMagnitude]
        forEachRow(below) { width in
            assertThrows(GooGeometryError.widthBelowHeight(width), "width \(width)") {
                try GooCapsule(center: .zero, radius: 10, width: width)
            }
        }
        // A zero radius: any width ≥ 0 is a capsule, a negative one is not.
        assertThrows(GooGeometryError.widthBelowHeight(-1)) {
            try GooCapsule(center: .zero, radius: 0, width: -1)
        }
        XCTAssertEqual(try GooCapsule(center: .zero, radius: 10, width: 20).width, 20)
        XCTAssertEqual(try GooCapsule(center: .zero, radius: 0, width: 0).width, 0)
    }

    // MARK: Options' validation errors

    func testMetaballSpreadOutsideZeroToOneIsRefused() throws {
        forEachRow(nonFinite + negative + [Double(1.0).nextUp, 2]) { spread in
            assertThrows(GooConnector.MetaballOptions.ValidationError.spreadOutOfRange, "\(spread)")
            {
                try GooConnector.MetaballOptions(spread: spread)
            }
        }
        XCTAssertEqual(try GooConnector.MetaballOptions(spread: 0).spread, 0)
        XCTAssertEqual(try GooConnector.MetaballOptions(spread: 1).spread, 1)
    }

    func testMetaballHandleRateMustBeFiniteAndNotNegative() throws {
        forEachRow(nonFinite + negative) { rate in
            assertThrows(GooConnector.MetaballOptions.ValidationError.invalidHandleRate, "\(rate)")
            {
                try GooConnector.MetaballOptions(handleRate: rate)
            }
        }
        XCTAssertEqual(try GooConnector.MetaballOptions(handleRate: 0).handleRate, 0)
    }

    // 90° is excluded (tan 90° is no control point); so is everything past it, either way.
    func testCubicAngleRefusesEveryKindOfBadValue() {
        forEachRow(nonFinite + [90, -90, Double(90.0).nextUp, -180, 1e300]) { degrees in
            assertThrows(GooConnector.CubicOptions.ValidationError.angleOutOfRange, "\(degrees)°") {
                try GooConnector.CubicOptions(angle: .degrees(degrees))
            }
        }
    }

    func testCubicFractionsRefuseEveryKindOfBadValue() {
        forEachRow(nonFinite + negative + [Double(1.0).nextUp]) { fraction in
            assertThrows(
                GooConnector.CubicOptions.ValidationError.nearFractionOutOfRange, "\(fraction)"
            ) { try GooConnector.CubicOptions(nearFraction: fraction) }
            assertThrows(
                GooConnector.CubicOptions.ValidationError.farFractionOutOfRange, "\(fraction)"
            ) { try GooConnector.CubicOptions(farFraction: fraction) }
        }
    }

    // MARK: GooDragConfigurationError

    func testShrinkDivisorMustBePositive() {
        forEachRow([0, -0.0, .nan, -.infinity] + negative) { divisor in
            assertThrows(GooDragConfigurationError.invalidShrinkDivisor, "\(divisor)") {
                try GooDragConfiguration.ShrinkModel.linear(divisor: divisor)
            }
        }
    }

    /// Every bad distance, in points and in badge radii.
    private var badLengths: [GooDragConfiguration.Distance] {
        (nonFinite + negative).flatMap {
            [GooDragConfiguration.Distance.points($0), .badgeRadii($0)]
        }
    }

    func testBreakDistanceRefusesEveryKindOfBadValueInBothUnits() {
        forEachRow(badLengths) { length in
            assertThrows(GooDragConfigurationError.invalidBreakDistance, "\(length)") {
                try GooDragConfiguration(breakDistance: length)
            }
        }
    }

    // The reconnect distance has its own case: a bad one is not reported as the break
    // distance's, whichever unit either is in.
    func testReconnectDistanceRefusesEveryKindOfBadValueInBothUnits() {
        forEachRow(badLengths) { length in
            assertThrows(GooDragConfigurationError.invalidReconnectDistance, "\(length)") {
                try GooDragConfiguration(reconnectDistance: length)
            }
            assertThrows(GooDragConfigurationError.invalidReconnectDistance, "\(length), radii") {
                try GooDragConfiguration(breakDistance: .badgeRadii(10), reconnectDistance: length)
            }
        }
    }

    // Same units compare at once (60 > 50 points, 6 > 5 radii); mixed units once the session
    // knows r0 = 10: 6 radii = 60 > 50 points, 60 points > 5 radii = 50.
    func testReconnectBeyondBreakIsRefusedInEveryUnitPairing() throws {
        assertThrows(GooDragConfigurationError.reconnectBeyondBreak, "points") {
            try GooDragConfiguration(breakDistance: .points(50), reconnectDistance: .points(60))
        }
        assertThrows(GooDragConfigurationError.reconnectBeyondBreak, "radii") {
            try GooDragConfiguration(
                breakDistance: .badgeRadii(5), reconnectDistance: .badgeRadii(6))
        }
        assertThrows(GooDragConfigurationError.reconnectBeyondBreak, "just past, points") {
            try GooDragConfiguration(
                breakDistance: .points(50), reconnectDistance: .points(50.0.nextUp))
        }
        let anchor = try circle(0, 0, 10)
        let mixed: [GooDragConfiguration] = [
            try GooDragConfiguration(breakDistance: .points(50), reconnectDistance: .badgeRadii(6)),
            try GooDragConfiguration(breakDistance: .badgeRadii(5), reconnectDistance: .points(60)),
        ]
        forEachRow(mixed.indices) { index in
            assertThrows(GooDragConfigurationError.reconnectBeyondBreak, "mixed \(index)") {
                try GooDragSession(anchor: anchor, configuration: mixed[index])
            }
        }
        // Equal is allowed: reconnecting where it breaks is the limit, not beyond it.
        _ = try GooDragConfiguration(breakDistance: .points(50), reconnectDistance: .points(50))
    }

    func testMinimumAnchorRadiusRefusesEveryKindOfBadValue() throws {
        forEachRow(nonFinite + negative) { value in
            assertThrows(GooDragConfigurationError.invalidMinimumAnchorRadius, "\(value)") {
                try GooDragConfiguration(minimumAnchorRadius: value)
            }
        }
        XCTAssertEqual(try GooDragConfiguration(minimumAnchorRadius: 0).minimumAnchorRadius, 0)
    }

    func testFlingSpeedRefusesEveryKindOfBadValue() throws {
        forEachRow(nonFinite + negative) { value in
            assertThrows(GooDragConfigurationError.invalidFlingSpeed, "\(value)") {
                try GooDragConfiguration(flingSpeed: value)
            }
        }
        XCTAssertEqual(try GooDragConfiguration(flingSpeed: 0).flingSpeed, 0)
    }

    // A negative radius is refused like a NaN one, not drawn (issue 25's first survivor).
    func testDragRadiusRefusesEveryKindOfBadValue() throws {
        forEachRow(nonFinite + negative) { value in
            assertThrows(GooDragConfigurationError.invalidDragRadius, "\(value)") {
                try GooDragConfiguration(dragRadius: value)
            }
        }
        XCTAssertEqual(try GooDragConfiguration(dragRadius: 0).dragRadius, 0)
    }

    // With a drag radius of 10 the configuration refuses a width below 20 itself; without one
    // the session does, against r0 = 10.
    func testBadgeWidthRefusesEveryKindOfBadValueWithAndWithoutADragRadius() throws {
        let anchor = try circle(0, 0, 10)
        forEachRow(nonFinite + negative + [0, Double(20.0).nextDown]) { width in
            assertThrows(GooDragConfigurationError.invalidBadgeWidth, "\(width), drag radius 10") {
                try GooDragConfiguration(dragRadius: 10, badgeWidth: width)
            }
            assertThrows(GooDragConfigurationError.invalidBadgeWidth, "\(width), r0 10") {
                try GooDragSession(
                    anchor: anchor,
                    configuration: GooDragConfiguration(badgeWidth: width))
            }
        }
    }

    // MARK: GooDragEventError

    func testEveryEventButBeganIsRefusedOutsideAGesture() throws {
        var session = GooDragSession(anchor: try circle(0, 0, 10))
        func refuseAll(_ when: String) {
            assertThrows(GooDragEventError.notDragging, "move, \(when)") {
                try session.move(to: .zero)
            }
            assertThrows(GooDragEventError.notDragging, "end, \(when)") {
                try session.end(at: .zero)
            }
            assertThrows(GooDragEventError.notDragging, "cancel, \(when)") { try session.cancel() }
        }
        refuseAll("idle")
        try session.begin(at: .zero)
        try session.end(at: .zero)
        refuseAll("released")
        try session.begin(at: .zero)
        try session.cancel()
        refuseAll("cancelled")
        try session.begin(at: .zero)
        assertThrows(GooDragEventError.alreadyDragging, "begin while dragging") {
            try session.begin(at: GooPoint(x: 5, y: 0))
        }
    }

    // Each event with a position checks it: NaN and ±∞ in either coordinate, and a finite
    // position whose distance to the anchor overflows (the largest Double on both axes:
    // √2 · 1.8e308 > the largest Double).
    func testEveryEventRefusesABadPosition() throws {
        let anchor = try circle(0, 0, 10)
        let huge = Double.greatestFiniteMagnitude
        let far = [GooPoint(x: huge, y: huge), GooPoint(x: -huge, y: huge)]
        let events: [(name: String, event: (inout GooDragSession, GooPoint) throws -> Void)] = [
            ("begin", { try $0.begin(at: $1) }),
            ("move", { try $0.move(to: $1) }),
            ("end", { try $0.end(at: $1) }),
        ]
        forEachRow(events.indices) { index in
            let (name, event) = events[index]
            var session = GooDragSession(anchor: anchor)
            if name != "begin" { try session.begin(at: .zero) }
            for value in nonFinite {
                for position in [GooPoint(x: value, y: 0), GooPoint(x: 0, y: value)] {
                    assertThrows(GooDragEventError.nonFinitePosition, "\(name) \(position)") {
                        try event(&session, position)
                    }
                }
            }
            for position in far {
                assertThrows(GooDragEventError.positionOutOfRange, "\(name) \(position)") {
                    try event(&session, position)
                }
            }
        }
    }

    func testReleaseRefusesANonFiniteVelocityInEitherComponent() throws {
        var session = GooDragSession(anchor: try circle(0, 0, 10))
        try session.begin(at: .zero)
        forEachRow(nonFinite) { value in
            for velocity in [GooVector(x: value, y: 0), GooVector(x: 0, y: value)] {
                assertThrows(GooDragEventError.nonFiniteVelocity, "\(velocity)") {
                    try session.end(at: .zero, velocity: velocity)
                }
            }
        }
        XCTAssertEqual(session.phase, .dragging)
    }

    // MARK: GooMotionError

    // responseRange is 1e-4...1e4 s, dampingRatioRange 0...1e4.
    func testSpringParametersRefuseEveryKindOfBadValue() {
        let responses = nonFinite + negative + [0, Double(1e-4).nextDown, Double(1e4).nextUp]
        forEachRow(responses) { response in
            assertThrows(GooMotionError.invalidResponse, "response \(response)") {
                try GooSpring(response: response)
            }
        }
        forEachRow(nonFinite + negative + [Double(1e4).nextUp]) { ratio in
            assertThrows(GooMotionError.invalidDampingRatio, "damping ratio \(ratio)") {
                try GooSpring(dampingRatio: ratio)
            }
        }
    }

    func testBurstsRefuseACountBelowOne() {
        forEachRow([0, -1, Int.min]) { count in
            assertThrows(GooMotionError.invalidCount, "timeline \(count)") {
                try GooBurstTimeline(frameCount: count)
            }
            assertThrows(GooMotionError.invalidCount, "particles \(count)") {
                try GooParticleBurst(center: .zero, radius: 1, count: count)
            }
        }
    }

    func testBurstsRefuseADurationThatIsNotFiniteAndPositive() {
        forEachRow(nonFinite + negative + [0, -0.0]) { duration in
            assertThrows(GooMotionError.invalidDuration, "timeline \(duration)") {
                try GooBurstTimeline(duration: duration)
            }
            assertThrows(GooMotionError.invalidDuration, "particles \(duration)") {
                try GooParticleBurst(center: .zero, radius: 1, duration: duration)
            }
        }
    }

    func testParticleBurstRefusesABadRadiusOrSpread() throws {
        forEachRow(nonFinite + negative) { value in
            assertThrows(GooMotionError.invalidSize, "radius \(value)") {
                try GooParticleBurst(center: .zero, radius: value)
            }
            assertThrows(GooMotionError.invalidSize, "spread \(value)") {
                try GooParticleBurst(center: .zero, radius: 1, spread: value)
            }
        }
        XCTAssertEqual(try GooParticleBurst(center: .zero, radius: 0, spread: 0).spread, 0)
    }

    func testParticleBurstRefusesANonFiniteCentre() {
        forEachRow(nonFinite) { value in
            assertThrows(GooMotionError.nonFiniteCenter, "x \(value)") {
                try GooParticleBurst(center: GooPoint(x: value, y: 0), radius: 1)
            }
            assertThrows(GooMotionError.nonFiniteCenter, "y \(value)") {
                try GooParticleBurst(center: GooPoint(x: 0, y: value), radius: 1)
            }
        }
    }

    func testErrorsDescribeTheRule() {
        // Numbers in their shortest form, as the README promises: -2, not -2.0.
        XCTAssertEqual(
            "\(GooGeometryError.negativeRadius(-2))", "circle radius must be ≥ 0, got -2")
        XCTAssertTrue(
            "\(GooConnector.CubicOptions.ValidationError.angleOutOfRange)".contains("90°"))
    }
}
