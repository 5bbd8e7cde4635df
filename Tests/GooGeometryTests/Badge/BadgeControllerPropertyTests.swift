import Foundation
import GooGeometry
import GooTestSupport
import XCTest

/// What two samplings of one outline may differ by: 12 chords per element stray 0.02 pt from a
/// circle of radius 10, and two outlines of one circle split at different places differ by that
/// much (as in GestureContinuityTests).
private let samplingError = 0.05

/// The controller's contract over thousands of seeded random gestures, and over hostile event
/// sequences.
///
/// Debug builds run a representative share; `.ci/run`'s release step runs the full counts
/// (`GOO_BADGE_GESTURES` sets them).
final class BadgeControllerPropertyTests: XCTestCase {
    /// Badges per test, each dragged through three random gestures, and how many of them also
    /// pass the outline-continuity measure (a Hausdorff distance per frame pair, the costly part).
    static var gestureCount: Int {
        if let text = ProcessInfo.processInfo.environment["GOO_BADGE_GESTURES"],
            let count = Int(text)
        {
            return count
        }
        return Sweep.count(10_000, debug: 20)
    }
    static var continuityCount: Int { max(Sweep.count(10, debug: 3), gestureCount / 25) }

    private static let home = GooPoint(x: 200, y: 300)

    /// The rule sets the gestures run under: seed 000's; seed 004's dismiss-once-broken with a
    /// reconnect; seed 003's reconnect with a fling speed and the tangent style; a capsule.
    private static func configurations() throws -> [GooDragConfiguration] {
        [
            .default,
            try GooDragConfiguration(
                reconnectDistance: .points(80), release: .dismissOnceBroken,
                connectorStyle: .cubic(.default)
            ),
            try GooDragConfiguration(
                breakDistance: .points(75), reconnectDistance: .points(75), flingSpeed: 1500,
                connectorStyle: .tangent),
            try GooDragConfiguration(
                shrink: try .linear(divisor: 10), breakDistance: .points(120),
                connectorStyle: .metaball(.default),
                badgeWidth: 34),
        ]
    }

    /// What one run of a gesture observed.
    private struct Run {
        var badge: GooBadgeController
        /// The frame at rest, drawn before any input.
        let resting: GooBadgeController.Frame
        var previous: GooBadgeController.Frame
        var frames: [(frame: GooBadgeController.Frame, allowsJump: Bool)] = []
        var dismissalsStarted = 0
        var dismissedEvents = 0
        /// Whether the link was pinching off or growing back at the last input.
        var wasPinching = false
        var failures: [String] = []

        init(_ badge: GooBadgeController) {
            self.badge = badge
            resting = badge.frame(at: 0)
            previous = resting
        }

        mutating func fail(_ message: String) { failures.append(message) }

        /// Applies an input that must be accepted, and checks what the contract says of it.
        mutating func apply(
            _ input: BadgeInput, breakDistance: Double, policy: GooDragConfiguration.ReleasePolicy
        ) {
            let before = badge.frame(at: input.time)
            let phaseBefore = badge.phase
            let events: GooBadgeController.Events
            do {
                events = try input.apply(to: &badge)
            } catch {
                // A move or lift after a dismissal from code is refused: the badge is not held.
                if error == .notTouching, [.move, .up, .cancel].contains(input.kind) { return }
                return fail("\(input) refused: \(error)")
            }
            if events.contains(.dismissed) { dismissedEvents += 1 }
            if case .bursting = badge.phase, phaseBefore != .bursting { dismissalsStarted += 1 }
            let frame = badge.frame(at: input.time)
            if input.kind == .cancel, badge.phase == .bursting {
                fail("a cancel dismissed")
            }
            // A release within range under seed 000's policy and no fling returns home (the
            // generator lifts where the finger last moved, so the last frame's distance is the
            // release's).
            if input.kind == .up, case .dragging = phaseBefore, policy == .springBackWithinRange,
                badge.configuration.flingSpeed == nil,
                let center = before.badge?.center,
                (center - badge.badge.center).length <= breakDistance,
                badge.phase == .bursting
            {
                fail("\(input): released within range, dismissed")
            }
            if input.kind == .down, events.contains(.grabbed),
                !events.contains(.broke), !events.contains(.reconnected),
                let drawn = before.outline, let caught = frame.outline, drawn != caught
            {
                // A badge caught with its link broken drops the anchor hidden under it: the
                // same region, drawn as the badge alone.
                let moved = hausdorffDistance(
                    GooGeometryTests.samples(of: drawn.path, perElement: 12),
                    GooGeometryTests.samples(of: caught.path, perElement: 12))
                if moved > samplingError {
                    fail("\(input): the catch moved the outline by \(moved)")
                }
            }
            // Between two inputs far apart a pinch-off plays in full (BadgePinchContinuityTests
            // measures it frame by frame); a link with no anchor left to pinch off from snaps.
            var isPinching = false
            if case .dragging = badge.phase { isPinching = badge.animationEndTime != nil }
            let snapped = !events.isDisjoint(with: [.broke, .reconnected])
            record(frame, allowsJump: isPinching || wasPinching || snapped)
            wasPinching = isPinching
        }

        mutating func record(_ frame: GooBadgeController.Frame, allowsJump: Bool) {
            if !frame.isFinite { fail("a non-finite frame: \(frame)") }
            switch frame.phase {
            case .dismissed:
                if !frame.isEmpty { fail("something drawn after the dismissal") }
            case .bursting:
                if frame.badge != nil, !badge.reducesMotion { fail("the badge drawn in its burst") }
            case .resting, .dragging, .returning:
                if frame.badge == nil { fail("the badge vanished in \(frame.phase)") }
            }
            let enteredBurst = frame.phase == .bursting && previous.phase != .bursting
            // A pinch's own frames, which end in a vanishing speck, are measured by
            // BadgePinchContinuityTests, with its allowance for that speck.
            let pinches = frame.isPinching || previous.isPinching
            frames.append((frame, allowsJump || enteredBurst || pinches))
            previous = frame
        }

        /// Draws every frame the controller asks for until nothing moves, maybe catching it.
        mutating func animate(
            _ generator: inout BadgeGestureGenerator, breakDistance: Double,
            policy: GooDragConfiguration.ReleasePolicy
        ) {
            var guardSteps = 0
            while let next = badge.nextFrameTime(after: generator.time), guardSteps < 20_000 {
                guardSteps += 1
                generator.setTime(next)
                if case .returning = badge.phase,
                    let center = badge.frame(at: next).textCenter,
                    let touch = generator.catchInput(near: center)
                {
                    apply(touch, breakDistance: breakDistance, policy: policy)
                    if case .dragging = badge.phase {
                        // Caught: held a moment, then let go where it was caught.
                        generator.setTime(next + 0.05)
                        let lift = BadgeInput(kind: .up, point: touch.point, time: generator.time)
                        apply(lift, breakDistance: breakDistance, policy: policy)
                        continue
                    }
                }
                let events: GooBadgeController.Events
                do { events = try badge.advance(to: next) } catch {
                    return fail("advance: \(error)")
                }
                if events.contains(.dismissed) { dismissedEvents += 1 }
                let frame = badge.frame(at: next)
                if events.contains(.settled) {
                    if frame != resting { fail("the return ended off rest") }
                    if badge.nextFrameTime(after: next) != nil { fail("a frame after settling") }
                }
                record(frame, allowsJump: false)
            }
            if guardSteps >= 20_000 { fail("the animation never ended") }
            if badge.nextFrameTime(after: generator.time + 1e6) != nil {
                fail("idle asks for frames")
            }
        }
    }

    /// Plays `count` random gestures (each followed by its animation, and sometimes a new count
    /// after a dismissal) and returns every run's failures and frames.
    private func play(
        _ count: Int, seed: UInt64, reducesMotion: Bool, keepFrames: Bool
    ) throws -> (failures: [String], runs: [Run], gestures: Int) {
        var runs: [Run] = []
        var failures: [String] = []
        let configurations = try Self.configurations()
        for index in 0..<count {
            let configuration = configurations[index % configurations.count]
            let radius = [6.0, 10, 14.5][index % 3]
            let badge = try GooBadgeController(
                badge: GooCircle(center: Self.home, radius: radius), configuration: configuration,
                reducesMotion: reducesMotion)
            let session = try GooDragSession(anchor: badge.badge, configuration: configuration)
            var generator = BadgeGestureGenerator(
                seed: seed &+ UInt64(index), home: Self.home, radius: radius)
            var run = Run(badge)
            for _ in 0..<3 {
                for input in generator.gesture() {
                    if input.kind == .down, run.badge.phase == .dismissed {
                        run.apply(
                            BadgeInput(kind: .reset, point: .zero, time: input.time),
                            breakDistance: session.breakDistance, policy: configuration.release)
                    }
                    run.apply(
                        input, breakDistance: session.breakDistance, policy: configuration.release)
                }
                run.animate(
                    &generator, breakDistance: session.breakDistance, policy: configuration.release)
            }
            if run.dismissedEvents != run.dismissalsStarted {
                run.fail(
                    "\(run.dismissalsStarted) dismissals, \(run.dismissedEvents) dismissed events")
            }
            failures += run.failures.map { "gesture \(index): \($0)" }
            if keepFrames { runs.append(run) } else { run.frames = [] }
        }
        return (failures, runs, count)
    }

    func testRandomGesturesKeepTheContract() throws {
        for reducesMotion in [false, true] {
            let result = try play(
                Self.gestureCount, seed: reducesMotion ? 7 : 2026, reducesMotion: reducesMotion,
                keepFrames: false)
            XCTAssertEqual(result.failures.prefix(10), [], "reduce motion \(reducesMotion)")
        }
    }

    // The outline of consecutive frames moves no farther than the badge and anchor did (the
    // gesture-continuity measure), except while a link pinches off or grows back between two
    // inputs far apart, and at the dismissal.
    func testConsecutiveFramesNeverJumpButWhileALinkPinchesBetweenInputsOrAtTheDismissal() throws {
        let result = try play(
            Self.continuityCount, seed: 99, reducesMotion: false, keepFrames: true)
        XCTAssertEqual(result.failures.prefix(10), [])
        var jumps: [String] = []
        var pairs = 0
        for (index, run) in result.runs.enumerated() {
            var previous: (frame: GooBadgeController.Frame, samples: [[GooPoint]])?
            for (frame, allowsJump) in run.frames {
                guard let badge = frame.badge, let outline = frame.outline else {
                    previous = nil
                    continue
                }
                let samples = GooGeometryTests.samples(of: outline.path, perElement: 12)
                defer { previous = (frame, samples) }
                guard let last = previous, let lastBadge = last.frame.badge, !allowsJump else {
                    continue
                }
                pairs += 1
                // The joint a bridge joins moves with the badge; a broken link draws no anchor
                // (radius 0 here), and one that comes back under the badge grows from nothing.
                let motion =
                    distanceBetween(lastBadge.center, badge.center)
                    + distanceBetween(
                        lastBadge.joint(facing: Self.home).center,
                        badge.joint(facing: Self.home).center)
                    + abs((last.frame.anchor?.radius ?? 0) - (frame.anchor?.radius ?? 0))
                let moved = hausdorffDistance(last.samples, samples)
                if moved > 2 * motion + samplingError {
                    jumps.append("gesture \(index): \(moved) pt for \(motion) at \(frame.phase)")
                }
            }
        }
        XCTAssertGreaterThan(pairs, Self.continuityCount * 20)
        XCTAssertEqual(jumps.prefix(10), [])
    }

    /// What a refused event must leave unchanged: everything a UI can observe.
    private struct Observed: Equatable {
        var phase: GooBadgeController.Phase
        var time: Double?
        var releaseVelocity: GooVector
        var frames: [GooBadgeController.Frame]
        var nextFrames: [Double?]

        init(_ badge: GooBadgeController) {
            phase = badge.phase
            time = badge.time
            releaseVelocity = badge.releaseVelocity
            let base = badge.time ?? 0
            let probes = [base, base + 0.01, base + 0.1, base + 0.35, base + 2]
            frames = probes.map { badge.frame(at: $0) }
            nextFrames = probes.map { badge.nextFrameTime(after: $0) }
        }
    }

    // Hostile sequences: any event in any order, times that go backwards or are NaN, positions
    // NaN, infinite or 1e308. Each refusal is the typed error the rules name, and leaves the
    // controller as it was; an accepted event never yields a non-finite frame.
    func testHostileEventSequencesAreRefusedWithTypedErrorsAndLeaveTheStateAsItWas() throws {
        var rng = SplitMix64(seed: 31)
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e308, -1.7e308, 0, 200, 205]
        var refusals: [GooBadgeError: Int] = [:]
        var accepted = 0
        var failures: [String] = []
        let sequences = Self.gestureCount * 2
        for sequence in 0..<sequences {
            var badge = try GooBadgeController(badge: GooCircle(center: Self.home, radius: 10))
            var clock = 0.0
            for _ in 0..<40 {
                let kind = BadgeInput.Kind.allCases.randomElement(using: &rng)!
                // On the badge half the time, so that drags happen; else anywhere, or a corner.
                func coordinate(_ centre: Double) -> Double {
                    let roll = Double.random(in: 0..<1, using: &rng)
                    if roll < 0.5 { return centre + Double.random(in: -12...12, using: &rng) }
                    if roll < 0.85 { return centre + Double.random(in: -150...150, using: &rng) }
                    return specials.randomElement(using: &rng)!
                }
                // Now and then far enough out that the distance overflows.
                let point =
                    Double.random(in: 0..<1, using: &rng) < 0.03
                    ? GooPoint(x: 1.7e308, y: -1.7e308)
                    : GooPoint(x: coordinate(Self.home.x), y: coordinate(Self.home.y))
                let roll = Double.random(in: 0..<1, using: &rng)
                let time: Double =
                    roll < 0.05
                    ? .nan : roll < 0.08 ? .infinity : roll < 0.15 ? clock - 0.01 : clock
                clock += Double.random(in: 0...0.05, using: &rng)
                let input = BadgeInput(kind: kind, point: point, time: time)
                let before = Observed(badge)
                let expected = Self.expectedRefusal(of: input, by: badge)
                do {
                    _ = try input.apply(to: &badge)
                    accepted += 1
                    if let expected {
                        failures.append("\(sequence): \(input) accepted, not \(expected)")
                    }
                    if !badge.frame(at: badge.time ?? 0).isFinite {
                        failures.append("\(sequence): \(input) gave a non-finite frame")
                    }
                } catch {
                    refusals[error, default: 0] += 1
                    if Observed(badge) != before {
                        failures.append("\(sequence): \(input) changed state")
                    }
                    if let expected, error != expected {
                        failures.append("\(sequence): \(input) threw \(error), not \(expected)")
                    }
                }
            }
        }
        XCTAssertEqual(failures.prefix(10), [])
        for error in [
            GooBadgeError.nonFiniteTime, .timeWentBackwards, .nonFinitePosition, .notTouching,
            .alreadyTouching, .alreadyDismissed, .positionOutOfRange,
        ] {
            XCTAssertGreaterThan(refusals[error, default: 0], 0, "never refused with \(error)")
        }
        XCTAssertGreaterThan(accepted, sequences * 10)
    }

    /// The refusal the rules call for, where it follows from the input alone (time first, then
    /// the phase, then the position); `nil` where the event is valid or depends on geometry (an
    /// overflowing distance).
    private static func expectedRefusal(
        of input: BadgeInput, by badge: GooBadgeController
    ) -> GooBadgeError? {
        guard input.kind != .advance || input.time.isFinite else { return .nonFiniteTime }
        guard input.time.isFinite else { return .nonFiniteTime }
        if let last = badge.time, input.time < last { return .timeWentBackwards }
        let isDragging: Bool
        if case .dragging = badge.phase { isDragging = true } else { isDragging = false }
        switch input.kind {
        case .down:
            if isDragging { return .alreadyTouching }
            return input.point.isFinite ? nil : .nonFinitePosition
        case .move, .up:
            if !isDragging { return .notTouching }
            return input.point.isFinite ? nil : .nonFinitePosition
        case .cancel:
            return isDragging ? nil : .notTouching
        case .dismiss:
            let phase = badge.frame(at: input.time).phase
            return phase == .bursting || phase == .dismissed ? .alreadyDismissed : nil
        case .reset, .advance:
            return nil
        }
    }
}
