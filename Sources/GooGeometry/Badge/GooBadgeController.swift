/// One badge's whole life, free of any UI: rest, drag (attached or broken), return home or
/// burst, dismissed, and rest again when the app shows a new count.
///
/// A UI forwards its input with timestamps (monotonic seconds) and draws what
/// ``frame(at:)`` answers; ``nextFrameTime(after:)`` says whether anything still moves, so that
/// the UI runs its frame clock only while it does. Every decision is made here:
/// - **Touch down** is hit-tested on the drawn shape with ``hitSlop``; a miss is answered (no
///   ``Events/grabbed``), not an error. The grab offset is kept: the badge does not jump to put
///   its centre under the finger. A touch during a return catches the badge where it is drawn.
/// - **Moves** follow ``configuration``'s rules (shrink, break, reconnect), and the link as
///   drawn follows them over ``pinchDuration``: a break pinches it off, and ``Events/broke``
///   comes when the neck parts; a reconnect grows it back. **Up** decides
///   between a spring home and a burst, with the release velocity estimated from the finger's
///   recent samples (Android's `lsq2`: a least-squares quadratic over the last 100 ms; see
///   ``releaseVelocity``).
/// - **Cancel** (the system took the gesture: a scroll view, a call) always returns home.
/// - **Dismiss** from code (an accessibility action, "mark all as read") plays the same burst.
/// - **Reduce motion**: the return does not overshoot, the link snaps instead of pinching off or
///   growing back, and a dismissal fades out (for ``fadeDuration``) instead of bursting into
///   particles.
///
/// Positions are the finger's, in the badge's own coordinates (the ones its resting circle is
/// given in); a UI that draws the drag in an overlay converts them once. Each call returns the
/// ``Events`` that happened during it, each exactly once. A refused event throws a
/// ``GooBadgeError`` and leaves the controller as it was.
///
/// ```swift
/// var badge = try GooBadgeController(badge: try GooCircle(x: 10, y: 10, radius: 10))
/// try badge.touchDown(at: GooPoint(x: 12, y: 10), time: 0)  // [.grabbed]
/// try badge.touchMoved(to: GooPoint(x: 150, y: 10), time: 0.1)  // []: it pinches off
/// try badge.touchUp(at: GooPoint(x: 150, y: 10), time: 0.2)  // [.broke]: parted; bursting
/// print(try badge.advance(to: 1) == [.dismissed])  // true: the burst is over
/// ```
public struct GooBadgeController: Sendable {
    /// Where the badge is in its life.
    public enum Phase: Hashable, Sendable {
        /// At home, drawn whole, waiting for a touch.
        case resting
        /// A finger drags it; `isAttached` while the link to the anchor holds.
        case dragging(isAttached: Bool)
        /// On its way home after a release within range or a cancel.
        case returning
        /// Bursting (or fading, with reduce motion) after a dismissal.
        case bursting
        /// Gone: nothing is drawn until ``GooBadgeController/reset(time:)``.
        case dismissed
    }

    /// The badge at rest: its centre (home) and radius.
    public var badge: GooCircle { restingSession.restingAnchor }
    /// The drag rules.
    public var configuration: GooDragConfiguration { restingSession.configuration }
    /// The spring home; with ``reducesMotion``, the same response without overshoot.
    public let spring: GooSpring
    /// The burst's timing: its ``GooBurstTimeline/duration`` is how long the particles fly.
    public let burst: GooBurstTimeline
    /// How far outside the drawn shape a touch still grabs the badge, in points.
    public let hitSlop: Double
    /// Whether animations that start from now on respect the system's reduce-motion setting:
    /// a return without overshoot, a fade instead of particles.
    public var reducesMotion: Bool

    /// How long a reduce-motion dismissal fades, in seconds.
    public static let fadeDuration = 0.2
    /// The number of particles of a burst.
    public static let particleCount = 12
    /// The shortest interval ``nextFrameTime(after:)`` asks for, in seconds: a 120 Hz display's.
    public static let frameInterval = 1.0 / 120
    /// How close to home a return counts as settled, in points: under a pixel on any screen.
    public static let settlingTolerance = 0.1
    /// How long the link takes, at least, to pinch off at a break or to grow back at a
    /// reconnect, in seconds: fast enough to read as a snap, long enough to be seen at 60 Hz.
    ///
    /// The neck narrows over the first 30 % of it and parts (``Events/broke``); each side then
    /// draws back into its own body and the anchor shrinks to nothing. A link longer than 70 pt
    /// (from the anchor's centre to the circle it joins) takes its length at 700 pt/s, so that
    /// no part of it moves more than 10 pt in a 120 Hz frame, up to half a second (350 pt). A reconnect plays the same
    /// backwards, and a finger that crosses back midway turns it around from where it is. With
    /// reduce motion, and where the rules have shrunk the anchor to nothing (a small badge that
    /// reaches its break by shrinking away), the link snaps instead.
    public static let pinchDuration = 0.1

    /// Where the badge is, as of the last call.
    public var phase: Phase {
        switch state {
        case .resting: .resting
        case .dragging: .dragging(isAttached: !link.isParted)
        case .returning: .returning
        case .bursting: .bursting
        case .dismissed: .dismissed
        }
    }
    /// The release velocity of the last lift, in points per second.
    ///
    /// Estimated from the finger's samples: a least-squares quadratic over those of the last 100 ms (a gap of 40 ms
    /// or more starts over; a lift 40 ms or more after the last move means the finger had
    /// stopped, velocity zero), differentiated at the newest. Zero before any lift, and after a
    /// cancel (the system took the gesture: no lift to measure).
    public private(set) var releaseVelocity = GooVector.zero
    /// The time of the last accepted event, or `nil` before the first.
    public private(set) var time: Double?

    /// `time`, or the last event's time when that is later.
    ///
    /// A UI has several clocks on the same time base — touches, gestures, a frame clock that
    /// gives the time its frame will be shown (`CADisplayLink.targetTimestamp`,
    /// `TimelineView`'s dates, a browser's animation frames) — whose readings may arrive a little
    /// out of order; the controller refuses a time that goes backwards, so each reading passes
    /// through this first.
    public func monotonic(_ time: Double) -> Double {
        guard let last = self.time, last > time else { return time }
        return last
    }

    /// Whether the badge is drawn away from its place (dragged, returning or bursting), where a
    /// UI draws it above the other content; at rest it is drawn in place, dismissed not at all.
    public var isMoving: Bool {
        switch state {
        case .resting, .dismissed: false
        case .dragging, .returning, .bursting: true
        }
    }

    /// The session at rest: the badge, its rules and its resting frame, which every drag starts
    /// from.
    private let restingSession: GooDragSession
    /// Where the badge is in its life, with what that part needs.
    private var state = State.resting
    /// The link as drawn while the badge is dragged and on its way home (settled and whole at
    /// rest): it follows the session's over ``pinchDuration``.
    private var link = Link(holds: true, time: 0)
    /// Advances on every burst, so that consecutive bursts scatter differently, reproducibly.
    private var burstSeed: UInt64 = 0
    /// The largest anchor a link that begins to pinch keeps: the one the rules leave at the
    /// break distance.
    private let pinchingAnchorRadius: Double

    /// Creates the controller of a badge at rest.
    ///
    /// - Parameters:
    ///   - badge: The badge at rest: home and radius, in the coordinates events will use.
    ///   - configuration: The drag rules; QQ's rules (``GooDragConfiguration/default``) by
    ///     default.
    ///   - spring: The return; response 0.4 s, damping ratio 0.6 by default. Must be damped.
    ///   - burst: The burst's timing; 0.6 s by default.
    ///   - hitSlop: Points around the drawn shape that still grab it, finite and `≥ 0`; 8 by
    ///     default (Android's badges add 4 dp; a finger is far less precise than a pointer).
    ///   - reducesMotion: Whether to respect reduce motion from the start.
    /// - Throws: ``GooBadgeError/invalidConfiguration(_:)`` when the rules do not fit the badge
    ///   (see ``GooDragSession/init(anchor:configuration:)``),
    ///   ``GooBadgeError/invalidHitSlop``, or ``GooBadgeError/springNeverSettles``.
    public init(
        badge: GooCircle, configuration: GooDragConfiguration = .default,
        spring: GooSpring = .default, burst: GooBurstTimeline = .default, hitSlop: Double = 8,
        reducesMotion: Bool = false
    ) throws(GooBadgeError) {
        guard hitSlop.isFinite, hitSlop >= 0 else { throw .invalidHitSlop }
        guard spring.dampingRatio > 0 else { throw .springNeverSettles }
        do {
            restingSession = try GooDragSession(anchor: badge, configuration: configuration)
        } catch {
            throw .invalidConfiguration(error)
        }
        pinchingAnchorRadius = Swift.max(
            configuration.shrink.anchorRadius(
                restingRadius: badge.radius, distance: restingSession.breakDistance),
            configuration.minimumAnchorRadius)
        self.spring = spring
        self.burst = burst
        self.hitSlop = hitSlop
        self.reducesMotion = reducesMotion
    }

    // MARK: Input

    /// A finger touched down at `point`: grabs the badge if the point is on its drawn shape or
    /// within ``hitSlop`` of it (at rest, or during a return, where it is caught as drawn).
    ///
    /// - Returns: ``Events/grabbed`` on a hit (with ``Events/broke`` if a badge caught beyond
    ///   the break distance snaps), nothing on a miss; and what ended by `time`.
    /// - Throws: ``GooBadgeError/alreadyTouching``, or a time or position error.
    @discardableResult
    public mutating func touchDown(
        at point: GooPoint, time: Double
    ) throws(GooBadgeError) -> Events {
        try check(time)
        if case .dragging = state { throw .alreadyTouching }
        guard point.isFinite else { throw .nonFinitePosition }
        guard let caught = catchable(at: time), isHit(point, on: caught, at: time) else {
            return finishAnimations(by: time)
        }
        var session = restingSession
        do {
            try session.begin(at: caught.shape.badge.center, linkHeld: caught.linkHeld)
        } catch {
            throw .positionOutOfRange
        }
        var samples = VelocityEstimator()
        samples.add(point, at: time)
        var events = finishAnimations(by: time)
        if case .resting = state { link = Link(holds: true, time: time) }
        events.formUnion(headLink(for: session.frame, drawnAnchor: caught.shape.anchor, at: time))
        state = .dragging(
            Drag(session: session, grabOffset: caught.shape.badge.center - point, samples: samples))
        events.insert(.grabbed)
        return events
    }

    /// The finger moved to `point`: the badge follows it, keeping the grab offset.
    ///
    /// - Returns: ``Events/broke`` or ``Events/reconnected`` when the link changed.
    /// - Throws: ``GooBadgeError/notTouching``, or a time or position error.
    @discardableResult
    public mutating func touchMoved(
        to point: GooPoint, time: Double
    ) throws(GooBadgeError) -> Events {
        try check(time)
        guard case .dragging(var drag) = state else { throw .notTouching }
        let position = try Drag.badgePosition(under: point, grabOffset: drag.grabOffset)
        let drawnAnchor = drag.session.frame.anchor
        do {
            try drag.session.move(to: position)
        } catch {
            throw .positionOutOfRange
        }
        drag.samples.add(point, at: time)
        var events = link.isSettled ? [] : link.advance(to: time)
        events.formUnion(headLink(for: drag.session.frame, drawnAnchor: drawnAnchor, at: time))
        // Not `consume drag`, which saves a copy (about 4 % of a badge frame): Swift 6.3's type
        // checker crashes on it in an enum payload when it typechecks file by file.
        state = .dragging(drag)
        self.time = time
        return events
    }

    /// The finger lifted at `point`: the badge springs home or bursts, by the rules, with the
    /// velocity estimated from the finger's recent samples.
    ///
    /// - Returns: The link change at the lift, if any, and ``Events/settled`` if the badge was
    ///   released at home at rest.
    /// - Throws: ``GooBadgeError/notTouching``, or a time or position error.
    @discardableResult
    public mutating func touchUp(at point: GooPoint, time: Double) throws(GooBadgeError) -> Events {
        try check(time)
        guard case .dragging(var drag) = state else { throw .notTouching }
        let position = try Drag.badgePosition(under: point, grabOffset: drag.grabOffset)
        let drawnAnchor = drag.session.frame.anchor
        drag.samples.addLift(point, at: time)
        let estimate = drag.samples.velocity
        let outcome: GooDragSession.ReleaseOutcome
        do {
            outcome = try drag.session.end(at: position, velocity: estimate)
        } catch {
            throw .positionOutOfRange
        }
        releaseVelocity = estimate
        var events = link.advance(to: time)
        events.formUnion(headLink(for: drag.session.frame, drawnAnchor: drawnAnchor, at: time))
        switch outcome {
        case .springBack:
            startReturn(from: drag.session, at: time)
        case .dismiss:
            // The burst takes the link as the rules have it: a neck still pinching parts now.
            events.formUnion(link.settle())
            startBurst(of: drag.session.frame, at: time)
        }
        events.formUnion(finishAnimations(by: time))
        return events
    }

    /// The system took the gesture (a scroll view, a call, a system gesture): the badge returns
    /// home from where it is, whatever the distance, and is never dismissed.
    ///
    /// - Returns: ``Events/settled`` if the badge was already at home.
    /// - Throws: ``GooBadgeError/notTouching``, or a time error.
    @discardableResult
    public mutating func touchCancelled(time: Double) throws(GooBadgeError) -> Events {
        try check(time)
        guard case .dragging(let drag) = state else { throw .notTouching }
        // No lift to measure: the return starts still (the session's release velocity is zero
        // until an end), and the last lift's velocity is not this gesture's.
        releaseVelocity = .zero
        let events = link.advance(to: time)
        startReturn(from: drag.session, at: time)
        return events.union(finishAnimations(by: time))
    }

    /// Dismisses the badge from code (an accessibility action, "mark all as read"): the same
    /// burst as a drag's, where the badge is drawn, ending in ``Events/dismissed``.
    ///
    /// A finger that was dragging the badge no longer holds it: its further events are refused
    /// with ``GooBadgeError/notTouching``, which a UI may ignore.
    ///
    /// - Returns: What ended by `time` (a return that had already settled, or at times so large
    ///   that the burst cannot last, the dismissal itself).
    /// - Throws: ``GooBadgeError/alreadyDismissed`` while bursting or dismissed, or a time error.
    @discardableResult
    public mutating func dismiss(time: Double) throws(GooBadgeError) -> Events {
        try check(time)
        guard let shape = drawnShape(at: time) else { throw .alreadyDismissed }
        var events = finishAnimations(by: time)
        // The burst takes the link as the rules have it: a neck still pinching parts now.
        switch state {
        case .dragging, .returning: events.formUnion(link.settle())
        case .resting, .bursting, .dismissed: break
        }
        startBurst(of: shape, at: time)
        // A burst too short to last at this time (1e300 + 0.6 s is 1e300) is over at once.
        events.formUnion(finishAnimations(by: time))
        return events
    }

    /// Shows the badge at rest again, from any phase: the app has a new count for it.
    ///
    /// A burst in progress is cut short, and its ``Events/dismissed`` delivered now, so that
    /// every dismissal is reported exactly once. A drag in progress is abandoned (no event).
    ///
    /// - Throws: a time error.
    @discardableResult
    public mutating func reset(time: Double) throws(GooBadgeError) -> Events {
        try check(time)
        var events = finishAnimations(by: time)
        if case .bursting = state { events.insert(.dismissed) }
        state = .resting
        return events
    }

    /// Lets time pass without input.
    ///
    /// Ends the animations that are over by `time` and returns their events (``Events/settled``, ``Events/dismissed``). A UI calls it on each tick of
    /// its frame clock, before drawing ``frame(at:)``.
    ///
    /// - Throws: a time error.
    @discardableResult
    public mutating func advance(to time: Double) throws(GooBadgeError) -> Events {
        try check(time)
        return finishAnimations(by: time)
    }

    // MARK: Output

    /// What to draw at `time` (seconds, the events' clock).
    ///
    /// Any time may be asked: a time before the current animation started (or NaN) draws its
    /// start. A return over by then draws the resting frame exactly, a dismissal over by then
    /// nothing.
    public func frame(at time: Double) -> Frame {
        switch state {
        case .resting:
            return Frame(resting: restingSession.frame)
        case .dragging(let drag):
            let isAttached =
                !((link.isSettled ? link.progress : link.progress(at: time))
                < Neck.partingProgress)
            return Frame(
                phase: .dragging(isAttached: isAttached), drawing: drag.session.frame,
                pinch: pinch(of: drag.session.frame, at: time), opacity: 1,
                particles: .none)
        case .returning(let home, let start, let end):
            guard !(time >= end) else { return Frame(resting: restingSession.frame) }
            let shape = home.frame(at: Self.elapsed(time, since: start))
            return Frame(
                phase: .returning, drawing: shape, pinch: pinch(of: shape, at: time),
                opacity: 1, particles: .none)
        case .bursting(let exit, let start, let end):
            guard !(time >= end) else { return .dismissed }
            let elapsed = Self.elapsed(time, since: start)
            switch exit {
            case .particles(let particles):
                return Frame(
                    phase: .bursting, drawing: nil, opacity: 1,
                    particles: Particles(burst: particles, time: elapsed))
            case .fade(let shape):
                // Of the fade's own length, not end − start: at times near 1e300 a fade's end
                // rounds to its start, and 0/0 would be a NaN opacity.
                let progress = Swift.min(elapsed / Self.fadeDuration, 1)
                return Frame(
                    phase: .bursting, drawing: shape, opacity: 1 - progress, particles: .none)
            }
        case .dismissed:
            return .dismissed
        }
    }

    /// When the next frame is needed after one drawn at `time`: `nil` when nothing moves on its
    /// own (resting, dismissed, dragging but for a pinch-off or a reconnect, or an animation
    /// over by `time`), so that the UI stops
    /// its frame clock; otherwise the sooner of `time +` ``frameInterval`` and the animation's
    /// end, so that its last frame, exactly at rest or empty, is drawn on time.
    ///
    /// A display-driven UI needs only whether it is `nil`: it draws on every refresh meanwhile.
    public func nextFrameTime(after time: Double) -> Double? {
        guard let end = animationEndTime, time < end else { return nil }
        return Swift.min(time + Self.frameInterval, end)
    }

    /// When the animation in progress ends (the return settles, the burst or fade is over), or
    /// `nil` when nothing moves on its own.
    ///
    /// The time ``Events/settled`` or ``Events/dismissed`` will be delivered by the first call at
    /// or after it; a UI without a frame clock can schedule one timer for it.
    public var animationEndTime: Double? {
        switch state {
        case .resting, .dismissed: nil
        case .dragging: link.endTime
        case .returning(_, _, let end), .bursting(_, _, let end): end
        }
    }

    /// Whether a touch at `point` at `time` would grab the badge: it rests or returns, and the
    /// point is on its drawn outline or within ``hitSlop`` of it.
    ///
    /// For a gesture recognizer's "should begin": a touch elsewhere is left to the views below.
    /// Answered from the circles and the connector, as ``GooOutline/contains(_:slop:)`` answers,
    /// without tracing the outline's path.
    public func hits(_ point: GooPoint, at time: Double) -> Bool {
        guard let caught = catchable(at: time) else { return false }
        return isHit(point, on: caught, at: time)
    }

    // MARK: Private

    /// Refuses a non-finite time or one before the last event's.
    private func check(_ time: Double) throws(GooBadgeError) {
        guard time.isFinite else { throw .nonFiniteTime }
        if let last = self.time, time < last { throw .timeWentBackwards }
    }

    /// The badge as drawn at `time` where a dismissal can start from it (resting, dragged or
    /// returning), `nil` once it bursts or is gone.
    private func drawnShape(at time: Double) -> GooDragSession.Frame? {
        switch state {
        case .resting: restingSession.frame
        case .dragging(let drag): drag.session.frame
        case .returning(let home, let start, let end):
            time >= end ? restingSession.frame : home.frame(at: Self.elapsed(time, since: start))
        case .bursting, .dismissed: nil
        }
    }

    /// The badge as a touch at `time` would catch it, and whether its link held: at rest, or on
    /// its way home with the link it returns with (so that the catch draws what the return
    /// drew); `nil` while a finger holds it, and once it bursts or is gone.
    private func catchable(at time: Double) -> (shape: GooDragSession.Frame, linkHeld: Bool)? {
        switch state {
        case .resting:
            return (restingSession.frame, true)
        case .returning(let home, let start, let end):
            guard !(time >= end) else { return (restingSession.frame, true) }
            return (home.frame(at: Self.elapsed(time, since: start)), home.linkHeldAtRelease)
        case .dragging, .bursting, .dismissed:
            return nil
        }
    }

    /// Whether a touch at `point` grabs a badge as `caught` at `time`: on its drawn shape or
    /// within ``hitSlop`` of it, a pinching link's too.
    private func isHit(
        _ point: GooPoint, on caught: (shape: GooDragSession.Frame, linkHeld: Bool),
        at time: Double
    ) -> Bool {
        guard case .returning = state, let pinch = pinch(of: caught.shape, at: time) else {
            return caught.shape.region.contains(point, slop: hitSlop)
        }
        return GooOutline(
            anchor: caught.shape.anchor, badge: caught.shape.badge, boundary: nil, pinch: pinch,
            style: caught.shape.connectorStyle
        ).contains(point, slop: hitSlop)
    }

    /// Ends what is over by `time` and records the time: a return settles, a burst dismisses.
    private mutating func finishAnimations(by time: Double) -> Events {
        self.time = time
        switch state {
        case .resting, .dismissed:
            return []
        case .dragging:
            return link.isSettled ? [] : link.advance(to: time)
        case .returning(_, _, let end):
            let events = link.isSettled ? [] : link.advance(to: time)
            guard time >= end else { return events }
            state = .resting
            return events.union(.settled)
        case .bursting(_, _, let end):
            guard time >= end else { return [] }
            state = .dismissed
            return .dismissed
        }
    }

    /// Starts the return from the last frame of a drag's `session`, its link as drawn going on
    /// as it was heading.
    private mutating func startReturn(from session: GooDragSession, at time: Double) {
        let spring =
            reducesMotion
            ? (try? GooSpring(
                response: spring.response, dampingRatio: Swift.max(1, spring.dampingRatio)))
                ?? spring
            : spring
        let home = session.springBack(using: spring)
        let duration = home.settlingTime(tolerance: Self.settlingTolerance) ?? 0
        let end = Self.end(time, after: duration)
        state = .returning(home, start: time, end: Swift.max(end, link.endTime ?? end))
    }

    /// Starts the dismissal of the badge drawn as `shape`: particles where its centre is, or a
    /// fade of the shape with reduce motion.
    private mutating func startBurst(of shape: GooDragSession.Frame, at time: Double) {
        guard !reducesMotion else {
            state = .bursting(
                .fade(shape), start: time, end: Self.end(time, after: Self.fadeDuration))
            return
        }
        burstSeed &+= 1
        let particles = try? GooParticleBurst(
            center: shape.badge.center, radius: shape.badge.radius,
            count: Self.particleCount, duration: burst.duration, seed: burstSeed)
        state = .bursting(
            particles.map(Exit.particles) ?? .fade(nil), start: time,
            end: Self.end(time, after: burst.duration))
    }

    /// The event for a link that was `before` and is `after`.
    static func linkChange(from before: Bool, to after: Bool) -> Events {
        before == after ? [] : after ? .reconnected : .broke
    }

    /// Heads the link as drawn for the rules' link in `shape`, drawn with `drawnAnchor` until
    /// then: over the pinch's duration, or at once with reduce motion.
    private mutating func headLink(
        for shape: GooDragSession.Frame, drawnAnchor: GooCircle, at time: Double
    ) -> Events {
        guard link.holds != shape.isAttached || !link.isSettled else { return [] }
        // A link that begins to pinch keeps the anchor it had as drawn (a pinch's, turned
        // around, included; no larger than at the break distance), which the rules would
        // shrink on as the finger moves away.
        let drawn =
            link.isSettled ? drawnAnchor.radius : Swift.max(drawnAnchor.radius, link.anchorFloor)
        let floor =
            link.holds && !shape.isAttached
            ? Swift.min(drawn, pinchingAnchorRadius) : link.anchorFloor
        // Nothing to pinch off from or grow back (the rules leave no anchor there): a snap.
        let anchor = Swift.max(shape.anchor.radius, floor)
        let duration = reducesMotion || !(anchor > 0) ? nil : Self.pinchDuration(of: shape)
        return link.head(
            for: shape.isAttached, at: time, duration: duration, anchorFloor: floor)
    }

    /// The anchor a pinching link draws for a session's `shape`: the rules' anchor, no smaller
    /// than at the break, and no larger than the badge hides where it covers the anchor's
    /// centre (as a return draws it, so that a catch draws what the return drew).
    private func pinchingAnchor(of shape: GooDragSession.Frame) -> GooCircle {
        let radius = Swift.max(shape.anchor.radius, link.anchorFloor)
        let hidden = shape.drag.radius - (shape.drag.center - shape.anchor.center).length
        return GooCircle(
            validCenter: shape.anchor.center,
            radius: hidden > 0 ? Swift.min(radius, hidden) : radius)
    }

    /// The pinch to draw over a session's `shape` at `time`, `nil` when the link is drawn as the
    /// session has it.
    private func pinch(of shape: GooDragSession.Frame, at time: Double) -> GooOutline.Pinch? {
        if link.isSettled, link.holds == shape.isAttached { return nil }
        let progress = link.progress(at: time)
        guard progress != (shape.isAttached ? 1 : 0) else { return nil }
        return GooOutline.Pinch(
            progress: progress, anchorRadius: pinchingAnchor(of: shape).radius)
    }

    /// The end of an animation of `duration` seconds from `start`, kept finite near the largest
    /// times so that it always ends.
    static func end(_ start: Double, after duration: Double) -> Double {
        Swift.min(start + duration, .greatestFiniteMagnitude)
    }

    /// Seconds from `start` to `time`, 0 for an earlier or NaN time.
    private static func elapsed(_ time: Double, since start: Double) -> Double {
        time > start ? time - start : 0
    }
}
