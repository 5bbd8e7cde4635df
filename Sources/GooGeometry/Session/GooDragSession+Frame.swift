extension GooDragSession {
    /// What to draw after one drag event: the anchor, the dragged badge and the connector.
    ///
    /// Coordinates follow ``GooPoint`` (y down). Every number is finite.
    ///
    /// The badge is round unless the configuration gives it a ``GooDragConfiguration/badgeWidth``:
    /// then it is a ``GooCapsule`` centred under the finger, and the connector joins ``drag``, the
    /// capsule's ``GooCapsule/joint(facing:)`` toward the anchor's centre.
    public struct Frame: Hashable, Sendable {
        /// `d`, the distance from the anchor centre to the dragged badge's centre.
        ///
        /// The badge's centre is under the finger; for a capsule it is not its joint's centre. The
        /// session's rules (shrink, break, release, reconnect) all use this distance.
        public internal(set) var distance: Double
        /// The anchor as the shrink model leaves it at this distance, radius clamped at 0.
        ///
        /// Drawn
        /// only while ``isAttached``.
        public internal(set) var anchor: GooCircle
        /// The circle the connector joins: for a round badge the badge itself, under the finger;
        /// for a capsule its ``GooCapsule/joint(facing:)`` toward the anchor's centre.
        public internal(set) var drag: GooCircle
        /// The dragged badge, centred under the finger: a capsule, or for a round badge the capsule
        /// of width `2·radius` equal to ``drag``.
        public internal(set) var badge: GooCapsule
        /// Whether the link holds: the anchor is shown and a connector drawn between the anchor and
        /// ``drag``.
        public internal(set) var isAttached: Bool
        /// The connector style the session draws.
        public let connectorStyle: GooConnector.Style

        /// The connector to draw: `nil` when the link is broken, and also while attached when the
        /// circles have none (`d = 0`, or nested circles in the tangent and metaball styles).
        ///
        /// Derived from the circles on each access rather than stored: a frame stays small (a
        /// connector holds up to eight points) and copying frames stays cheap. Read it once per
        /// rendered frame.
        @inlinable
        public var connector: GooConnector? {
            guard isAttached else { return nil }
            return GooConnector.between(anchor: anchor, drag: drag, style: connectorStyle).connector
        }

        /// The one outline to fill or stroke: the union of the anchor, the connector and the dragged
        /// badge while attached, the badge alone once the link has broken.
        ///
        /// Derived on each access, like ``connector``.
        public var outline: GooOutline {
            GooOutline(
                anchor: pinch == nil ? outlineAnchor : anchor, badge: badge,
                boundary: connector?.boundary, pinch: pinch, style: connectorStyle)
        }

        /// The link pinching off or growing back as a ``GooBadgeController`` draws it over the
        /// session's circles; `nil`, the link as the session has it, in every session frame.
        var pinch: GooOutline.Pinch?

        /// The region ``outline`` bounds, for containment without tracing it.
        var region: UnionShape {
            UnionShape(anchor: outlineAnchor, badge: badge, boundary: connector?.boundary)
        }

        /// The circle the outline unites with the badge and the connector (none once broken):
        /// the anchor while attached; once broken, the badge's own circle when round (the outline
        /// of one disk, as before capsules), a point at its centre when a capsule (inside it, so
        /// the union is exactly the capsule).
        private var outlineAnchor: GooCircle {
            guard !isAttached else { return anchor }
            let point = badge.width > 2 * badge.radius ? 0 : drag.radius
            return GooCircle(validCenter: badge.center, radius: point)
        }

        /// The connector of another style than the session's, such as one declared outside the
        /// library.
        ///
        /// `nil` when the link is broken or the circles have none. The session's rules (shrink,
        /// break, release) do not depend on the style, only the drawing does.
        ///
        /// - Parameters:
        ///   - shape: The style.
        ///   - options: Its options; by default the style's own.
        @inlinable
        package func connector<Shape: ConnectorShape>(
            _ shape: Shape.Type, options: Shape.Options = .default
        ) -> StyledConnector<Shape>? {
            guard isAttached else { return nil }
            return Shape.between(anchor: anchor, drag: drag, options: options).connector
        }

        /// The one outline to fill or stroke, as ``outline``, with the connector of another style.
        ///
        /// - Parameters:
        ///   - shape: The style.
        ///   - options: Its options; by default the style's own.
        package func outline<Shape: ConnectorShape>(
            _ shape: Shape.Type, options: Shape.Options = .default
        ) -> GooOutline {
            GooOutline(
                anchor: outlineAnchor, badge: badge,
                boundary: connector(shape, options: options)?.points.boundary)
        }

        @usableFromInline
        init(
            anchor: GooCircle, drag: GooCircle, badge: GooCapsule, distance: Double,
            isAttached: Bool, connectorStyle: GooConnector.Style
        ) {
            self.distance = distance
            self.anchor = anchor
            self.drag = drag
            self.badge = badge
            self.isAttached = isAttached
            self.connectorStyle = connectorStyle
        }
    }
}
