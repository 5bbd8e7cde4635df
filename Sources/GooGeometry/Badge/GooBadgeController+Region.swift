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

        /// The region a drag session's frame draws: the same pieces its
        /// ``GooDragSession/Frame/outline`` is traced around.
        init(_ shape: GooDragSession.Frame) {
            badge = shape.badge
            guard shape.isAttached else {
                // As the session's own outline of a broken link: the badge's circle when round, a
                // point at its centre when a capsule (a width that overflows `2·radius` is round).
                let isRound = !(shape.badge.width > 2 * shape.badge.radius)
                anchor = GooCircle(
                    validCenter: shape.badge.center, radius: isRound ? shape.drag.radius : 0)
                boundary = nil
                return
            }
            anchor = shape.anchor
            boundary = shape.connector?.boundary
        }

        /// Whether a point is inside the region or within `slop` of it: what
        /// ``GooOutline/contains(_:slop:)`` answers for the session frame's outline, without
        /// tracing it.
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
}
