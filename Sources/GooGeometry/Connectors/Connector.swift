/// A connector of any style, for code that lets the user choose the style at run time.
public enum Connector: Hashable, Sendable {
    /// A quadratic connector.
    case quadratic(QuadraticConnector)
    /// A cubic connector.
    case cubic(CubicConnector)
    /// A tangent connector.
    case tangent(TangentConnector)
    /// A metaball connector.
    case metaball(MetaballConnector)

    /// The connector of a style between an anchor and a dragged circle, or why there is none.
    ///
    /// - Parameters:
    ///   - anchor: The circle left behind.
    ///   - drag: The circle under the finger.
    ///   - style: Which connector to build.
    @inlinable
    public static func between(
        anchor: GooCircle, drag: GooCircle, style: ConnectorStyle
    ) -> Connection<Connector> {
        // A direct switch, not a generic re-wrapping: the payloads are large enough (up to eight
        // points) that every extra copy shows in a per-frame profile.
        switch style {
        case .quadratic:
            switch QuadraticConnector.between(anchor: anchor, drag: drag) {
            case .connected(let connector): .connected(.quadratic(connector))
            case .unavailable(let reason): .unavailable(reason)
            }
        case .cubic(let options):
            switch CubicConnector.between(anchor: anchor, drag: drag, options: options) {
            case .connected(let connector): .connected(.cubic(connector))
            case .unavailable(let reason): .unavailable(reason)
            }
        case .tangent:
            switch TangentConnector.between(anchor: anchor, drag: drag) {
            case .connected(let connector): .connected(.tangent(connector))
            case .unavailable(let reason): .unavailable(reason)
            }
        case .metaball(let options):
            switch MetaballConnector.between(anchor: anchor, drag: drag, options: options) {
            case .connected(let connector): .connected(.metaball(connector))
            case .unavailable(let reason): .unavailable(reason)
            }
        }
    }

    /// The connector's closed outline.
    @inlinable
    public var path: GooPath {
        switch self {
        case .quadratic(let connector): connector.path
        case .cubic(let connector): connector.path
        case .tangent(let connector): connector.path
        case .metaball(let connector): connector.path
        }
    }

    /// The connector's points with their labels, in the order of the seeds.
    ///
    /// A B C D O P for the quadratic and tangent styles, A B C D O1 O2 P1 P2 for the cubic and
    /// metaball styles. For printing and construction drawings, not per-frame work (it
    /// allocates).
    public var labelledPoints: KeyValuePairs<String, GooPoint> {
        switch self {
        case .quadratic(let connector): connector.points.labelled
        case .cubic(let connector): connector.points.labelled
        case .tangent(let connector): connector.points.labelled
        case .metaball(let connector): connector.points.labelled
        }
    }
}
