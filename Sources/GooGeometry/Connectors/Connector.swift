/// A connector of any style, for code that lets the user choose the style at run time.
public enum Connector: Hashable, Sendable {
    /// A quadratic connector.
    case quadratic(QuadraticConnector)
    /// A cubic connector.
    case cubic(CubicConnector)
    /// A tangent connector.
    case tangent(TangentConnector)

    /// The connector of a style between an anchor and a dragged circle, or why there is none.
    ///
    /// - Parameters:
    ///   - anchor: The circle left behind.
    ///   - drag: The circle under the finger.
    ///   - style: Which connector to build.
    @inlinable
    public static func between(
        anchor: Circle, drag: Circle, style: ConnectorStyle
    ) -> Connection<Connector> {
        switch style {
        case .quadratic:
            wrap(QuadraticConnector.between(anchor: anchor, drag: drag), as: Connector.quadratic)
        case .cubic(let options):
            wrap(
                CubicConnector.between(anchor: anchor, drag: drag, options: options),
                as: Connector.cubic
            )
        case .tangent:
            wrap(TangentConnector.between(anchor: anchor, drag: drag), as: Connector.tangent)
        }
    }

    @inlinable
    static func wrap<Value: Hashable & Sendable>(
        _ connection: Connection<Value>, as style: (Value) -> Connector
    ) -> Connection<Connector> {
        switch connection {
        case .connected(let value): .connected(style(value))
        case .unavailable(let reason): .unavailable(reason)
        }
    }

    /// The connector's closed outline.
    @inlinable
    public var path: GooPath {
        switch self {
        case .quadratic(let connector): connector.path
        case .cubic(let connector): connector.path
        case .tangent(let connector): connector.path
        }
    }
}
