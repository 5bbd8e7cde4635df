/// A drag of one badge as a value-type state machine: feed it pointer events, draw its frame.
///
/// The blog posts that rebuild QQ's badge bury these rules in a gesture handler; here they are
/// independent of any UI. Positions are the dragged badge's centre (under the finger), in the
/// anchor's coordinates (y down). A capsule badge (``GooDragConfiguration/badgeWidth``) changes
/// only the drawing: the connector joins its ``GooCapsule/joint(facing:)``, while the rules
/// measure `d` to its centre.
///
/// ```swift
/// var session = GooDragSession(anchor: try GooCircle(x: 40, y: 40, radius: 10))
/// try session.begin(at: GooPoint(x: 40, y: 40))  // on touch down
/// try session.move(to: GooPoint(x: 75, y: 40))   // on every move: draw session.frame
/// let outcome = try session.end(at: GooPoint(x: 75, y: 40), velocity: GooVector(x: 200, y: 0))
/// print(outcome)  // .springBack: released within the break distance
/// ```
///
/// An event that breaks the rules (a move before a begin, a NaN position) throws a
/// ``GooDragEventError`` and leaves the session as it was. `d = 0` is an ordinary frame with no
/// connector, not an early return (a rebuild that returned early there skipped its release
/// handling).
public struct GooDragSession: Sendable {
    /// Where the session is in its gesture.
    public enum Phase: Hashable, Sendable {
        /// No gesture yet: the badge rests on its anchor.
        case idle
        /// A finger is down.
        case dragging
        /// The finger lifted with this outcome.
        case released(GooDragSession.ReleaseOutcome)
        /// The system cancelled the gesture; the UI returns the badge as for a spring back.
        case cancelled
    }

    /// The badge at rest: the anchor's centre and resting radius `r0`.
    public let restingAnchor: GooCircle
    /// The rules of the drag.
    public let configuration: GooDragConfiguration
    /// The break distance in points, resolved against `r0`.
    public let breakDistance: Double
    /// The reconnect distance in points, resolved against `r0`, or `nil`.
    public let reconnectDistance: Double?
    /// The dragged circle's radius: half the badge's height.
    public let dragRadius: Double
    /// The dragged badge's width: ``GooDragConfiguration/badgeWidth``, or `2 × dragRadius` for a
    /// round badge.
    public let badgeWidth: Double
    /// Whether the badge is round: no width was given, or it is no more than `2 × dragRadius`
    /// (a stored flag, not `GooCapsule/isCircle`: `2 × dragRadius` overflows for radii near
    /// `Double.greatestFiniteMagnitude`).
    private let isRoundBadge: Bool

    /// Where the gesture is.
    public private(set) var phase: Phase = .idle
    /// What to draw now.
    public private(set) var frame: GooDragSession.Frame
    /// Whether the link has broken during the current (or last) gesture.
    public private(set) var hasBroken = false
    /// The velocity given with the last release, in points per second.
    public private(set) var releaseVelocity = GooVector.zero

    /// Creates a session for a badge at rest with QQ's rules
    /// (``GooDragConfiguration/default``), which every badge satisfies.
    ///
    /// - Parameter anchor: The badge before the drag: centre and resting radius `r0`.
    public init(anchor: GooCircle) {
        self.init(anchor: anchor, validConfiguration: .default)
    }

    /// Creates a session for a badge at rest with the given rules.
    ///
    /// - Parameters:
    ///   - anchor: The badge before the drag: centre and resting radius `r0`.
    ///   - configuration: The rules.
    /// - Throws: ``GooDragConfigurationError/reconnectBeyondBreak`` when the reconnect distance,
    ///   resolved against `r0`, exceeds the break distance (only possible when one of the two
    ///   is given in badge radii and the other in points);
    ///   ``GooDragConfigurationError/invalidBadgeWidth`` when the badge width is below `2·r0` and
    ///   the configuration has no ``GooDragConfiguration/dragRadius`` of its own.
    public init(
        anchor: GooCircle, configuration: GooDragConfiguration
    ) throws(GooDragConfigurationError) {
        let breakDistance = configuration.breakDistance.resolved(badgeRadius: anchor.radius)
        let reconnectDistance = configuration.reconnectDistance?.resolved(
            badgeRadius: anchor.radius
        )
        if let reconnectDistance, reconnectDistance > breakDistance {
            throw .reconnectBeyondBreak
        }
        let dragRadius = configuration.dragRadius ?? anchor.radius
        if let badgeWidth = configuration.badgeWidth, !(badgeWidth >= 2 * dragRadius) {
            throw .invalidBadgeWidth
        }
        self.init(anchor: anchor, validConfiguration: configuration)
    }

    /// The session for rules already checked against `anchor`.
    private init(anchor: GooCircle, validConfiguration configuration: GooDragConfiguration) {
        let breakDistance = configuration.breakDistance.resolved(badgeRadius: anchor.radius)
        let reconnectDistance = configuration.reconnectDistance?.resolved(
            badgeRadius: anchor.radius
        )
        restingAnchor = anchor
        self.configuration = configuration
        self.breakDistance = breakDistance
        self.reconnectDistance = reconnectDistance
        let dragRadius = configuration.dragRadius ?? anchor.radius
        self.dragRadius = dragRadius
        let badgeWidth = configuration.badgeWidth ?? 2 * dragRadius
        self.badgeWidth = badgeWidth
        isRoundBadge = !(badgeWidth > 2 * dragRadius)
        // At rest the anchor's centre is the badge's, on its spine: the joint is centred there.
        frame = GooDragSession.Frame(
            anchor: anchor, drag: GooCircle(validCenter: anchor.center, radius: dragRadius),
            badge: GooCapsule(validCenter: anchor.center, radius: dragRadius, width: badgeWidth),
            distance: 0, isAttached: true, connectorStyle: configuration.connectorStyle
        )
    }

    /// Starts a gesture with the dragged badge's centre at `position`.
    ///
    /// - Throws: ``GooDragEventError/alreadyDragging``, or an invalid-position error.
    public mutating func begin(at position: GooPoint) throws(GooDragEventError) {
        try begin(at: position, linkHeld: true)
    }

    /// Starts a gesture with the dragged badge's centre at `position` and a link that held or
    /// not: a badge caught on its way home keeps the link it was returning with, so that the
    /// catch draws what the return drew.
    mutating func begin(at position: GooPoint, linkHeld: Bool) throws(GooDragEventError) {
        if case .dragging = phase { throw .alreadyDragging }
        let distance = try Self.measure(position, from: restingAnchor.center)
        phase = .dragging
        releaseVelocity = .zero
        update(position, distance: distance, wasAttached: linkHeld)
        hasBroken = !frame.isAttached
    }

    /// Moves the dragged badge's centre to `position`.
    ///
    /// - Throws: ``GooDragEventError/notDragging``, or an invalid-position error.
    public mutating func move(to position: GooPoint) throws(GooDragEventError) {
        guard case .dragging = phase else { throw .notDragging }
        let distance = try Self.measure(position, from: restingAnchor.center)
        update(position, distance: distance, wasAttached: frame.isAttached)
        hasBroken = hasBroken || !frame.isAttached
    }

    /// Ends the gesture at `position` and decides what the badge does.
    ///
    /// QQ's policy springs back iff the release is within range;
    /// ``GooDragConfiguration/ReleasePolicy/dismissOnceBroken`` dismisses once the link ever
    /// broke. With a ``GooDragConfiguration/flingSpeed``, a release faster than it and pointing
    /// away from the anchor dismisses even within range.
    ///
    /// - Parameters:
    ///   - position: Where the finger lifted.
    ///   - velocity: The release velocity in points per second (`.zero` when unknown).
    /// - Returns: The outcome, also in ``phase``.
    /// - Throws: ``GooDragEventError/notDragging``, or an invalid position or velocity error.
    @discardableResult
    public mutating func end(
        at position: GooPoint, velocity: GooVector = .zero
    ) throws(GooDragEventError) -> GooDragSession.ReleaseOutcome {
        guard case .dragging = phase else { throw .notDragging }
        guard velocity.x.isFinite, velocity.y.isFinite else { throw .nonFiniteVelocity }
        let distance = try Self.measure(position, from: restingAnchor.center)
        update(position, distance: distance, wasAttached: frame.isAttached)
        hasBroken = hasBroken || !frame.isAttached
        let outcome: GooDragSession.ReleaseOutcome
        if isFling(velocity, at: position) {
            outcome = .dismiss
        } else {
            switch configuration.release {
            case .springBackWithinRange: outcome = isWithinRange(distance) ? .springBack : .dismiss
            case .dismissOnceBroken: outcome = hasBroken ? .dismiss : .springBack
            }
        }
        releaseVelocity = velocity
        phase = .released(outcome)
        return outcome
    }

    /// Cancels the gesture (the system took the touch); the frame stays where it was.
    ///
    /// - Throws: ``GooDragEventError/notDragging`` when no gesture is in progress.
    public mutating func cancel() throws(GooDragEventError) {
        guard case .dragging = phase else { throw .notDragging }
        phase = .cancelled
    }

    /// The spring that returns the badge from where it was released to its anchor, starting
    /// with the release velocity.
    ///
    /// - Parameter spring: The motion; QQ's (response 0.4 s, damping ratio 0.6) by default.
    public func springBack(using spring: GooSpring = .default) -> GooDragSession.SpringBack {
        GooDragSession.SpringBack(session: self, spring: spring)
    }

    /// The distance from the anchor to a valid position; the only way an event can fail after
    /// its phase check, so every mutation happens after it.
    ///
    /// Takes the centre rather than `self`: a method call on the session from a mutating event
    /// copied the whole session first.
    @inline(__always)
    static func measure(_ position: GooPoint, from center: GooPoint) throws(GooDragEventError)
        -> Double
    {
        guard position.isFinite else { throw .nonFinitePosition }
        let distance = (position - center).length
        guard distance.isFinite else { throw .positionOutOfRange }
        return distance
    }

    /// "Within range": the one predicate of both the break and the release rule.
    @inline(__always)
    func isWithinRange(_ distance: Double) -> Bool { distance <= breakDistance }

    /// Updates ``frame`` for the dragged badge centred at `position`.
    ///
    /// Applies the shrink, break and reconnect rules to a link that was attached or not. Field by
    /// field, in place: replacing the whole frame would copy it twice.
    @inline(__always)
    mutating func update(_ position: GooPoint, distance: Double, wasAttached: Bool) {
        let (radius, isAttached) = rules(distance: distance, wasAttached: wasAttached)
        let badge = badge(at: position)
        Self.place(
            &frame, anchor: GooCircle(validCenter: restingAnchor.center, radius: radius),
            drag: joint(of: badge), badge: badge, distance: distance, isAttached: isAttached)
    }

    /// A spring-back frame for the dragged badge centred at a measured `position` (see
    /// ``GooDragSession/SpringBack``): a link that held stays attached whatever the distance; a broken one is
    /// attached again only under the badge, with the largest anchor the badge hides.
    func returningFrame(at position: GooPoint, distance: Double, linkHeld: Bool)
        -> GooDragSession.Frame
    {
        let badge = badge(at: position)
        let drag = joint(of: badge)
        let shrunk = shrunkRadius(at: distance)
        // The largest anchor the badge hides is the one its joint hides: the joint is the badge's
        // circle nearest the anchor's centre. For a round badge its centre is `position`.
        let spineDistance =
            isRoundBadge ? distance : (drag.center - restingAnchor.center).length
        let hidden = dragRadius - spineDistance
        let radius = linkHeld || hidden <= 0 ? shrunk : Swift.min(shrunk, hidden)
        var result = frame
        Self.place(
            &result, anchor: GooCircle(validCenter: restingAnchor.center, radius: radius),
            drag: drag, badge: badge, distance: distance, isAttached: linkHeld || hidden > 0)
        return result
    }

    /// The badge centred at a valid position.
    @inline(__always)
    private func badge(at position: GooPoint) -> GooCapsule {
        GooCapsule(validCenter: position, radius: dragRadius, width: badgeWidth)
    }

    /// The circle the connector joins: a round badge itself (its centre exactly the position),
    /// a capsule's ``GooCapsule/joint(facing:)`` toward the anchor's centre.
    @inline(__always)
    private func joint(of badge: GooCapsule) -> GooCircle {
        isRoundBadge
            ? GooCircle(validCenter: badge.center, radius: dragRadius)
            : badge.joint(facing: restingAnchor.center)
    }

    /// Writes a frame's circles, badge, distance and link, field by field in place: the one way
    /// a frame changes, for drag events and spring-back frames alike.
    @inline(__always)
    private static func place(
        _ frame: inout GooDragSession.Frame, anchor: GooCircle, drag: GooCircle, badge: GooCapsule,
        distance: Double, isAttached: Bool
    ) {
        frame.distance = distance
        frame.anchor = anchor
        frame.drag = drag
        frame.badge = badge
        frame.isAttached = isAttached
    }

    /// The anchor radius the shrink model gives at `distance`.
    @inline(__always)
    private func shrunkRadius(at distance: Double) -> Double {
        configuration.shrink.anchorRadius(restingRadius: restingAnchor.radius, distance: distance)
    }

    /// The anchor radius and whether the link holds at `distance`: the shrink model, then the
    /// break rule for an attached link or the reconnect rule for a broken one.
    @inline(__always)
    private func rules(distance: Double, wasAttached: Bool) -> (radius: Double, isAttached: Bool) {
        let radius = shrunkRadius(at: distance)
        let shrunkAway = distance > 0 && radius <= configuration.minimumAnchorRadius
        if wasAttached { return (radius, isWithinRange(distance) && !shrunkAway) }
        guard let reconnectDistance else { return (radius, false) }
        return (radius, distance <= reconnectDistance && !shrunkAway)
    }

    private func isFling(_ velocity: GooVector, at position: GooPoint) -> Bool {
        guard let flingSpeed = configuration.flingSpeed else { return false }
        let away = position - restingAnchor.center
        return velocity.length > flingSpeed && velocity.dot(away) > 0
    }
}
