/// The rules of a drag: how the anchor shrinks, when the link breaks and reconnects, what the
/// release does, and which connector to draw.
///
/// Every default is seed 000's: shrink `r0 − d/15`, break beyond 100 pt (or when the anchor has
/// shrunk to nothing), never reconnect in the same gesture, spring back when released within
/// range, quadratic connector, dragged circle as big as the badge.
///
/// "Within range" is one predicate, `d ≤ breakDistance`, used by both the break and the release
/// rule, so no distance does neither (seed 002's defect at exactly 60).
public struct GooDragConfiguration: Sendable {
    /// How the anchor shrinks with distance.
    public let shrink: ShrinkModel
    /// The link breaks once `d > breakDistance`.
    public let breakDistance: DragLength
    /// The link also breaks once the shrunk anchor radius is `≤` this (only while `d > 0`).
    public let minimumAnchorRadius: Double
    /// When set, a broken link reconnects once `d ≤ reconnectDistance` (seed 003); when `nil` it
    /// stays broken for the rest of the gesture (seeds 000, 002, 004).
    public let reconnectDistance: DragLength?
    /// What a release within range does after a break.
    public let release: ReleasePolicy
    /// When set, a release faster than this (points per second) pointing away from the anchor
    /// dismisses even within range.
    public let flingSpeed: Double?
    /// The connector style.
    public let style: ConnectorStyle
    /// The dragged circle's radius; `nil` keeps the badge's resting radius.
    public let dragRadius: Double?

    /// Validates and stores a configuration.
    ///
    /// - Throws: a ``DragConfigurationError`` naming the first invalid setting. A reconnect
    ///   distance beyond the break distance is refused here when both use the same unit, and by
    ///   ``GooDragSession/init(anchor:configuration:)`` when only the badge radius decides.
    public init(
        shrink: ShrinkModel = .default,
        breakDistance: DragLength = .points(100),
        minimumAnchorRadius: Double = 0,
        reconnectDistance: DragLength? = nil,
        release: ReleasePolicy = .springBackWithinRange,
        flingSpeed: Double? = nil,
        style: ConnectorStyle = .quadratic,
        dragRadius: Double? = nil
    ) throws(DragConfigurationError) {
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
        self.shrink = shrink
        self.breakDistance = breakDistance
        self.minimumAnchorRadius = minimumAnchorRadius
        self.reconnectDistance = reconnectDistance
        self.release = release
        self.flingSpeed = flingSpeed
        self.style = style
        self.dragRadius = dragRadius
    }

    /// Seed 000's rules.
    public static let `default` = GooDragConfiguration(
        uncheckedShrink: .default, breakDistance: .points(100), style: .quadratic
    )

    private init(uncheckedShrink: ShrinkModel, breakDistance: DragLength, style: ConnectorStyle) {
        shrink = uncheckedShrink
        self.breakDistance = breakDistance
        minimumAnchorRadius = 0
        reconnectDistance = nil
        release = .springBackWithinRange
        flingSpeed = nil
        self.style = style
        dragRadius = nil
    }
}
