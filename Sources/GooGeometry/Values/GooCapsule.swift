/// A horizontal capsule (a stadium): the badge shape of a count too wide for a circle, such as
/// "99+".
///
/// Height `2·radius`, width ``width`` `≥ 2·radius`, centred on ``center``; its straight edges run
/// along x. It is every point within ``radius`` of its *spine*, the horizontal segment of length
/// `width − 2·radius` through the centre. A width of exactly `2·radius` is the circle of that
/// radius, and every capsule-taking API then behaves exactly as its circle-taking twin.
///
/// A connector joins a capsule through its ``joint(facing:)``: the circle of the capsule's radius
/// centred at the point of the spine nearest the anchor. That point slides along the spine as the
/// drag direction turns, so the connector moves continuously around the badge.
public struct GooCapsule: Hashable, Sendable {
    /// The centre.
    public let center: GooPoint
    /// Half the height: finite, `≥ 0`, never `-0`.
    public let radius: Double
    /// The width: finite, `≥ 2·radius`.
    public let width: Double

    /// Creates a capsule, rejecting a non-finite centre, a negative or non-finite radius and a
    /// width that is not finite or narrower than the height.
    ///
    /// - Parameters:
    ///   - center: The centre; both coordinates must be finite.
    ///   - radius: Half the height; finite and `≥ 0`.
    ///   - width: The width; finite and `≥ 2·radius`.
    /// - Throws: what ``GooCircle/init(center:radius:)`` throws, then
    ///   ``GooGeometryError/nonFiniteWidth`` or ``GooGeometryError/widthBelowHeight(_:)``.
    @inlinable
    public init(center: GooPoint, radius: Double, width: Double) throws(GooGeometryError) {
        let circle = try GooCircle(center: center, radius: radius)
        guard width.isFinite else { throw .nonFiniteWidth }
        guard width >= 2 * circle.radius else { throw .widthBelowHeight(width) }
        self.center = circle.center
        self.radius = circle.radius
        self.width = width
    }

    /// The capsule that is a circle: width `2·radius`.
    @inlinable
    public init(_ circle: GooCircle) {
        center = circle.center
        radius = circle.radius
        width = 2 * circle.radius
    }

    /// Half the spine's length, `(width − 2·radius) / 2`: 0 for a circle.
    @inlinable
    var halfSpine: Double { Swift.max(0, width * 0.5 - radius) }

    /// Whether the capsule is a circle (its spine is a point).
    @inlinable
    var isCircle: Bool { halfSpine == 0 }

    /// The point of the spine nearest a point: its x clamped to the spine, at the centre's y.
    ///
    /// - Parameter point: Any point; non-finite coordinates give a non-finite answer.
    @inlinable
    func nearestSpinePoint(to point: GooPoint) -> GooPoint {
        let half = halfSpine
        let x = Swift.min(center.x + half, Swift.max(center.x - half, point.x))
        return GooPoint(x: x, y: center.y)
    }

    /// The circle a connector joins, centred on the spine.
    ///
    /// It has the capsule's radius and is centred at the spine point nearest `point` (normally
    /// the anchor's centre). For a circle, the circle itself.
    @inlinable
    public func joint(facing point: GooPoint) -> GooCircle {
        GooCircle(validCenter: nearestSpinePoint(to: point), radius: radius)
    }

    /// Whether a point is strictly inside the capsule: nearer than ``radius`` to the spine.
    ///
    /// The same test the outline's ``GooOutline/contains(_:slop:)`` makes for the badge: a point
    /// on the boundary is outside.
    ///
    /// - Parameter point: Any point; a non-finite one is not inside.
    @inlinable
    public func contains(_ point: GooPoint) -> Bool {
        spineDistance(to: point) < radius
    }

    /// The distance from a point to the spine: the capsule is where it is below ``radius``.
    @inlinable
    func spineDistance(to point: GooPoint) -> Double {
        (point - nearestSpinePoint(to: point)).length
    }

    /// The box `center ± (width / 2, radius)`.
    @inlinable
    public var bounds: GooBoundingBox {
        GooBoundingBox(
            minX: center.x - width * 0.5, minY: center.y - radius, maxX: center.x + width * 0.5,
            maxY: center.y + radius)
    }
}

extension GooCapsule {
    /// The circles at the ends of the spine (the same circle twice for a round badge), whose
    /// outer halves are the capsule's ends.
    var caps: (left: GooCircle, right: GooCircle) {
        let half = halfSpine
        return (
            GooCircle(validCenter: GooPoint(x: center.x - half, y: center.y), radius: radius),
            GooCircle(validCenter: GooPoint(x: center.x + half, y: center.y), radius: radius)
        )
    }

    /// Makes a capsule from values the caller has already validated.
    init(validCenter center: GooPoint, radius: Double, width: Double) {
        self.center = center
        self.radius = radius
        self.width = width
    }
}
