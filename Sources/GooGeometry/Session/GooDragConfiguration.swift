/// The rules of a drag: how the anchor shrinks, when the link breaks and reconnects, what the
/// release does, and which connector to draw.
///
/// The defaults are QQ's rules: shrink `r0 − d/15`, break beyond 100 pt (or when the anchor has
/// shrunk to nothing), never reconnect in the same gesture, spring back when released within
/// range, quadratic connector, dragged circle as big as the badge, round badge.
///
/// "Within range" is one predicate, `d ≤ breakDistance`, used by both the break and the release
/// rule, so no distance does neither (one of the blog posts broke past 60 and sprang back below
/// it, deciding nothing at exactly 60).
public struct GooDragConfiguration: Sendable {
    /// How the anchor shrinks with distance.
    public let shrink: GooDragConfiguration.ShrinkModel
    /// The link breaks once `d > breakDistance`.
    public let breakDistance: GooDragConfiguration.Distance
    /// The link also breaks once the shrunk anchor radius is `≤` this (only while `d > 0`).
    public let minimumAnchorRadius: Double
    /// When set, a broken link reconnects once `d ≤ reconnectDistance`; when `nil` it stays
    /// broken for the rest of the gesture, as in QQ's rules.
    public let reconnectDistance: GooDragConfiguration.Distance?
    /// What a release within range does after a break.
    public let release: GooDragConfiguration.ReleasePolicy
    /// When set, a release faster than this (points per second) pointing away from the anchor
    /// dismisses even within range.
    public let flingSpeed: Double?
    /// The connector's style (not the badge's look).
    public let connectorStyle: GooConnector.Style
    /// The dragged circle's radius; `nil` keeps the badge's resting radius.
    public let dragRadius: Double?
    /// The dragged badge's width, for a capsule badge such as "99+" (see ``GooCapsule``); `nil`
    /// keeps it round, `2 × dragRadius` wide.
    ///
    /// Finite and at least twice the drag radius (its height). The connector then joins the
    /// capsule's ``GooCapsule/joint(facing:)`` toward the anchor, while the rules (shrink, break,
    /// release, reconnect) still measure the distance to the badge's centre, under the finger.
    public let badgeWidth: Double?

    /// Validates and stores a configuration.
    ///
    /// - Throws: a ``GooDragConfigurationError`` naming the first invalid setting. A reconnect
    ///   distance beyond the break distance is refused here when both use the same unit, and by
    ///   ``GooDragSession/init(anchor:configuration:)`` when only the badge radius decides; so is
    ///   a badge width below twice the resting radius when ``dragRadius`` is `nil`.
    public init(
        shrink: GooDragConfiguration.ShrinkModel = .default,
        breakDistance: GooDragConfiguration.Distance = .points(100),
        minimumAnchorRadius: Double = 0,
        reconnectDistance: GooDragConfiguration.Distance? = nil,
        release: GooDragConfiguration.ReleasePolicy = .springBackWithinRange,
        flingSpeed: Double? = nil,
        connectorStyle: GooConnector.Style = .quadratic,
        dragRadius: Double? = nil,
        badgeWidth: Double? = nil
    ) throws(GooDragConfigurationError) {
        guard breakDistance.isValid else { throw .invalidBreakDistance }
        guard minimumAnchorRadius.isFinite, minimumAnchorRadius >= 0 else {
            throw .invalidMinimumAnchorRadius
        }
        if let reconnectDistance {
            guard reconnectDistance.isValid else { throw .invalidReconnectDistance }
            guard !reconnectDistance.isKnownLonger(than: breakDistance) else {
                throw .reconnectBeyondBreak
            }
        }
        if let flingSpeed, !(flingSpeed.isFinite && flingSpeed >= 0) { throw .invalidFlingSpeed }
        if let dragRadius, !(dragRadius.isFinite && dragRadius >= 0) { throw .invalidDragRadius }
        // Written so that NaN fails too; without a drag radius the session checks the rest.
        if let badgeWidth, !(badgeWidth.isFinite && badgeWidth >= 2 * (dragRadius ?? 0)) {
            throw .invalidBadgeWidth
        }
        self.shrink = shrink
        self.breakDistance = breakDistance
        self.minimumAnchorRadius = minimumAnchorRadius
        self.reconnectDistance = reconnectDistance
        self.release = release
        self.flingSpeed = flingSpeed
        self.connectorStyle = connectorStyle
        self.dragRadius = dragRadius
        self.badgeWidth = badgeWidth
    }

    /// QQ's rules.
    public static let `default` = GooDragConfiguration(
        uncheckedShrink: .default, breakDistance: .points(100), connectorStyle: .quadratic
    )

    private init(
        uncheckedShrink: GooDragConfiguration.ShrinkModel,
        breakDistance: GooDragConfiguration.Distance, connectorStyle: GooConnector.Style
    ) {
        shrink = uncheckedShrink
        self.breakDistance = breakDistance
        minimumAnchorRadius = 0
        reconnectDistance = nil
        release = .springBackWithinRange
        flingSpeed = nil
        self.connectorStyle = connectorStyle
        dragRadius = nil
        badgeWidth = nil
    }
}
