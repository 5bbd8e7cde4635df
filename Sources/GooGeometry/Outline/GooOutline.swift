/// One closed outline around the whole goo: the boundary of anchor disk ∪ connector ∪ badge.
///
/// The blog posts fill the two circles and the connector as three shapes, which cannot be stroked
/// (a bordered badge) and darken the overlaps of a translucent fill. This is the boundary of
/// their union: circle arcs (one ``GooPath/Element/arc(center:radius:startAngle:endAngle:clockwise:)``
/// per piece, on the circle itself), a capsule badge's straight edges as lines, joined to the
/// parts of the connector's sides that lie outside the disks. It is exact in every
/// configuration — apart, touching, overlapping, nested, coincident centres, zero radius, a round
/// or a capsule badge — and changes continuously as the circles move. Without a connector (a
/// broken link) it is the outline of the anchor and the badge: two subpaths when they are apart.
///
/// The frames a drag shows almost always (each side leaving the anchor and entering the badge
/// once, on its own side of the centre line) are traced in closed form: six elements for a round
/// badge, up to ten for a capsule. Anything else is traced by splitting every curve where another
/// crosses it and keeping the pieces on the boundary. Both give the same boundary, which the
/// tests check.
///
/// The connector's sides may cross each other only on the centre line (a side may cross
/// itself), as the built-in styles' do (`OutlineCapacityTests` searches their options for
/// another); a boundary passed in at package access whose sides cross elsewhere may be outlined
/// with a piece kept or dropped wrongly.
///
/// A shape reaching beyond ±4.5e307 (a quarter of the largest `Double`) cannot be traced without
/// overflow: its outline is empty, its area 0 and its bounds `nil`; ``contains(_:slop:)`` still
/// answers from the circles and the connector.
///
/// Subpaths run with the shape on their left as traced in the y-down frame, so holes (if a
/// configuration ever had one) wind the other way and the nonzero and even-odd rules agree.
public struct GooOutline: Hashable, Sendable {
    /// The anchor circle.
    public let anchor: GooCircle
    /// The circle the connector joins: the badge itself when it is round, its
    /// ``GooCapsule/joint(facing:)`` toward the anchor's centre when it is a capsule.
    public let drag: GooCircle
    /// The dragged badge; a circle badge is the capsule of width `2·radius` equal to ``drag``.
    public let badge: GooCapsule
    /// The connector's ends and sides, or `nil` for two bare disks.
    @usableFromInline let boundary: ConnectorBoundary?
    /// The link's two sides once it has parted at its neck (``boundary`` is then `nil`).
    @usableFromInline let parted: Parted?
    /// The outline: closed subpaths of arcs, lines (a capsule's edges) and cubic curves (the
    /// connector's sides), in the caller's coordinates.
    @inlinable public var path: GooPath { tracedPath }

    /// Stored apart from ``path`` so that the inlinable initialiser can trace into it in place.
    @usableFromInline var tracedPath: GooPath

    /// The outline of an anchor circle, a badge and the connector of a style between the anchor
    /// and the badge's ``GooCapsule/joint(facing:)``: the one way to make an outline.
    ///
    /// A round badge is `GooCapsule(circle)`. Where the style has no connector (coincident
    /// centres, nested circles for the tangent and metaball styles), and for `style: nil` (a
    /// broken link), it outlines the anchor disk and the badge alone. At rest (the anchor's
    /// centre on the badge's spine, the anchor no larger than the badge) it is the badge's
    /// outline.
    ///
    /// - Parameters:
    ///   - anchor: The anchor circle.
    ///   - badge: The dragged badge, a capsule or (of width `2·radius`) a circle.
    ///   - style: The connector's style, or `nil` for no connector.
    @inlinable @inline(__always)
    public init(anchor: GooCircle, badge: GooCapsule, style: GooConnector.Style?) {
        self.init(
            anchor: anchor, badge: badge,
            boundary: style?.visit(
                BoundaryBetween(anchor: anchor, drag: badge.joint(facing: anchor.center))))
    }

    /// The outline of an anchor circle, a capsule badge and a connector's ends and sides, made
    /// between the anchor and the badge's ``GooCapsule/joint(facing:)``; `nil` outlines the
    /// anchor disk and the capsule.
    ///
    /// Package access: the core the public initialiser funnels into, for `goo`'s own styles and
    /// the tests.
    @inlinable @inline(__always)  // so that the caller's storage is traced in place, not copied
    package init(anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary?) {
        self.init(anchor: anchor, badge: badge, boundary: boundary, pinch: nil, style: .quadratic)
    }

    /// The one initialiser every outline goes through, each caller's storage traced in place.
    ///
    /// With a `pinch`, the outline of a link pinching off from an anchor centred where `anchor`
    /// is (its anchor and a connector of `style` then replace `anchor` and `boundary`); with
    /// `nil`, of the link as given.
    @inlinable @inline(__always)
    init(
        anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary?, pinch: Pinch?,
        style: GooConnector.Style
    ) {
        if let pinch {
            (self.anchor, self.boundary, parted) = Self.pinched(
                pinch, anchorCenter: anchor.center, badge: badge, style: style)
        } else {
            (self.anchor, self.boundary, parted) = (anchor, boundary, nil)
        }
        self.badge = badge
        drag = badge.joint(facing: self.anchor.center)
        tracedPath = GooPath()
        trace()
    }

    /// Traces the outline into the empty ``path``, in place: a path is kilobytes, and copying
    /// one costs more than tracing a regular outline.
    @usableFromInline
    mutating func trace() {
        if let parted {
            // The anchor's side, then the badge's: apart, each is its own exact outline.
            tracedPath = parted.anchorSide(of: anchor).tracedPath
            for element in parted.badgeSide(of: badge).tracedPath { tracedPath.append(element) }
            return
        }
        guard Self.isRepresentable(anchor, badge) else { return }
        guard let boundary else {
            tracedPath = OutlineBuilder.outline(of: shape)
            return
        }
        guard boundary.allPoints({ Self.isRepresentable($0) }) else { return }
        let input = RegularOutline.Input(anchor: anchor, badge: badge, boundary: boundary)
        if !RegularOutline.trace(input, into: &tracedPath) {
            tracedPath = OutlineBuilder.outline(of: shape)
        }
    }

    /// Whether the circle and the capsule stay within a quarter of
    /// `Double.greatestFiniteMagnitude`, and with them every difference of their points; beyond
    /// that the outline could not be represented, and it is empty rather than infinite.
    private static func isRepresentable(_ anchor: GooCircle, _ badge: GooCapsule) -> Bool {
        isRepresentable(anchor.center, anchor.radius)
            && isRepresentable(badge.center, badge.width * 0.5)
    }

    /// Whether a point, grown by a radius, stays within a quarter of the largest `Double`.
    private static func isRepresentable(_ point: GooPoint, _ radius: Double = 0) -> Bool {
        let limit = Double.greatestFiniteMagnitude / 4
        return abs(point.x) + radius <= limit && abs(point.y) + radius <= limit
    }

    /// The region the outline bounds (of a parted link, the badge's side and the anchor's
    /// disk: ``contains(_:slop:)`` asks the anchor's side too).
    var shape: UnionShape {
        UnionShape(anchor: anchor, badge: badge, boundary: boundary)
    }
}
