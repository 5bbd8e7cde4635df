/// One closed outline around the whole goo: the boundary of anchor disk ∪ connector ∪ drag disk.
///
/// Every seed fills the two circles and the connector as three shapes, which cannot be stroked
/// (a bordered badge) and darkens the overlaps of a translucent fill. This is the boundary of
/// their union: circle arcs (cubic Béziers of at most 90°) joined to the parts of the
/// connector's sides that lie outside both disks. It is exact in every configuration — apart,
/// touching, overlapping, nested, coincident centres, zero radius — and changes continuously as
/// the circles move. Without a connector (a broken link) it is the outline of the two disks: two
/// subpaths when they are apart.
///
/// Subpaths run with the shape on their left as traced in the y-down frame, so holes (if a
/// configuration ever had one) wind the other way and the nonzero and even-odd rules agree.
public struct GooOutline: Hashable, Sendable {
    /// The anchor circle.
    public let anchor: Circle
    /// The dragged circle.
    public let drag: Circle
    /// The connector, or `nil` for two bare disks.
    public let connector: Connector?
    /// The outline: closed subpaths of cubic curves, in the caller's coordinates.
    public let path: GooPath

    /// The outline of two circles and a connector between them.
    ///
    /// - Parameters:
    ///   - anchor: The anchor circle.
    ///   - drag: The dragged circle.
    ///   - connector: The connector, normally made from the same circles; `nil` outlines the two
    ///     disks alone.
    public init(anchor: Circle, drag: Circle, connector: Connector?) {
        self.anchor = anchor
        self.drag = drag
        self.connector = connector
        path = OutlineBuilder.outline(
            of: UnionShape(anchor: anchor, drag: drag, connector: connector)
        )
    }

    /// The outline of two circles and the connector of a style between them; where the style
    /// has none (coincident centres, nested circles for tangent and metaball), of the disks.
    public init(anchor: Circle, drag: Circle, style: ConnectorStyle) {
        self.init(
            anchor: anchor, drag: drag,
            connector: Connector.between(anchor: anchor, drag: drag, style: style).connector
        )
    }

    var shape: UnionShape { UnionShape(anchor: anchor, drag: drag, connector: connector) }
}
