extension GooBadgeController.Frame {
    /// The region a frame's outline bounds: the anchor disk, the badge and the bridge between
    /// them while the link holds; the badge alone once it has broken.
    ///
    /// Asked whether it contains a point, it answers from the circles and the bridge's sides, as
    /// ``GooOutline/contains(_:slop:)`` does, without tracing the outline's path: a touch on a
    /// resting or returning badge is hit-tested on every touch down, and twice where a view asks
    /// first.
    struct Region {
        /// The anchor; once the link has broken, a circle inside the badge at its centre (the
        /// badge's own circle when round, a point when a capsule), so the union is the badge.
        let anchor: GooCircle
        /// The badge.
        let badge: GooCapsule
        /// The bridge's ends and sides, `nil` once broken or where the circles have no bridge.
        let boundary: ConnectorBoundary?

        /// The region of an anchor drawn while the link holds (`nil` once broken) and a badge,
        /// bridged in `connectorStyle`.
        init(anchor: GooCircle?, badge: GooCapsule, connectorStyle: GooConnector.Style) {
            // As the drag session tells them apart: a width that overflows `2·radius` is round.
            let isRound = !(badge.width > 2 * badge.radius)
            self.badge = badge
            guard let anchor else {
                self.anchor = GooCircle(
                    validCenter: badge.center, radius: isRound ? badge.radius : 0)
                boundary = nil
                return
            }
            self.anchor = anchor
            let drag =
                isRound
                ? GooCircle(validCenter: badge.center, radius: badge.radius)
                : badge.joint(facing: anchor.center)
            boundary =
                GooConnector.between(anchor: anchor, drag: drag, style: connectorStyle)
                .connector?.boundary
        }

        /// The region a drag session's frame draws.
        init(_ shape: GooDragSession.Frame) {
            self.init(
                anchor: shape.isAttached ? shape.anchor : nil, badge: shape.badge,
                connectorStyle: shape.connectorStyle)
        }

        /// The region's outline, traced.
        var outline: GooOutline { GooOutline(anchor: anchor, badge: badge, boundary: boundary) }

        /// Whether a point is inside the region or within `slop` of it: the answer of
        /// ``GooOutline/contains(_:slop:)`` for ``outline``, without tracing it.
        func contains(_ point: GooPoint, slop: Double) -> Bool {
            let shape = UnionShape(anchor: anchor, badge: badge, boundary: boundary)
            let local = GooPoint(x: point.x - shape.origin.x, y: point.y - shape.origin.y)
            guard local.isFinite else { return false }
            if shape.contains(local) { return true }
            guard slop > 0 else { return false }
            // Flattening within a thousandth of the slop cannot move the answer by more than that.
            return shape.distance(to: local, tolerance: Swift.max(slop * 1e-3, shape.size * 1e-12))
                <= slop
        }
    }

    /// The region the outline bounds, `nil` when nothing of the badge is drawn.
    var region: Region? {
        guard let badge else { return nil }
        return Region(anchor: anchor, badge: badge, connectorStyle: connectorStyle)
    }
}
