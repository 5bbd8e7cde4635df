import GooGeometry

/// A connector style with its options, as every command uses it: the connector between two
/// circles as labelled points, a path and the boundary the union outline is traced from.
///
/// Made from any ``ConnectorShape`` (generically, so a style declared outside the library works
/// too) or from a library ``GooConnector.Style``.
struct ToolStyle: Sendable {
    /// The style's name, as `--style` and eval's `style` spell it.
    let name: String
    /// The connector between an anchor and a dragged circle, or why there is none.
    let connect: @Sendable (_ anchor: GooCircle, _ drag: GooCircle) -> GooConnection<ToolConnector>

    /// A style of the library or outside it, with its options.
    init<Shape: ConnectorShape>(_ shape: Shape.Type, options: Shape.Options = .default) {
        name = Shape.styleName
        connect = { anchor, drag in
            switch Shape.between(anchor: anchor, drag: drag, options: options) {
            case .connected(let connector): .connected(ToolConnector(connector.points))
            case .unavailable(let reason): .unavailable(reason)
            }
        }
    }

    /// One of the library's styles, chosen at run time.
    init(_ style: GooConnector.Style) {
        name = style.name
        connect = { anchor, drag in
            switch GooConnector.between(anchor: anchor, drag: drag, style: style) {
            case .connected(let connector):
                .connected(
                    ToolConnector(
                        labelledPoints: connector.labelledPoints, path: connector.path,
                        boundary: connector.boundary))
            case .unavailable(let reason): .unavailable(reason)
            }
        }
    }

    /// The outline of the union of the anchor, the connector to the badge's joint and the badge;
    /// `attached: false` (a broken link) outlines the anchor and the badge alone.
    func outline(anchor: GooCircle, badge: GooCapsule, attached: Bool = true) -> GooOutline {
        let joint = badge.joint(facing: anchor.center)
        let boundary = attached ? connect(anchor, joint).connector?.boundary : nil
        return GooOutline(anchor: anchor, badge: badge, boundary: boundary)
    }
}

/// A connector of any style, as the tool prints and draws it.
struct ToolConnector: Hashable, Sendable {
    let labelledPoints: [Labelled]
    let path: GooPath
    let boundary: ConnectorBoundary

    /// A point and its label (`"O1"`).
    struct Labelled: Hashable, Sendable {
        let label: String
        let point: GooPoint
    }

    init(
        labelledPoints: KeyValuePairs<String, GooPoint>, path: GooPath, boundary: ConnectorBoundary
    ) {
        self.labelledPoints = labelledPoints.map { Labelled(label: $0.key, point: $0.value) }
        self.path = path
        self.boundary = boundary
    }

    init(_ points: some ConnectorPoints) {
        self.init(labelledPoints: points.labelled, path: points.path, boundary: points.boundary)
    }
}
