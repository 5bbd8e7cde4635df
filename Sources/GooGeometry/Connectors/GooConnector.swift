// The registry of the built-in styles: a new style is one file with a caseless enum that conforms
// to ConnectorShape, and one case in each enum (`GooConnector.Style`, and `GooConnector.Storage`
// holding its `StyledConnector`; the compiler then points at the three switches to extend:
// `Style.visit`, `GooConnector.between` and `GooConnector.visit`).

/// The connector between an anchor and a dragged circle, in any of the built-in styles.
///
/// Make one with ``between(anchor:drag:style:)``, which says why when there is none; fill its
/// ``path``, or label its ``labelledPoints`` in a construction drawing. To draw the goo as one
/// shape (anchor, connector and badge), use ``GooOutline`` instead.
public struct GooConnector: Hashable, Sendable {
    /// The connector of one style: the run-time choice between the built-in styles.
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case quadratic(StyledConnector<QuadraticConnector>)
        case cubic(StyledConnector<CubicConnector>)
        case tangent(StyledConnector<TangentConnector>)
        case metaball(StyledConnector<MetaballConnector>)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(_ storage: Storage) { self.storage = storage }

    /// The connector of a style between an anchor and a dragged circle, or why there is none.
    ///
    /// - Parameters:
    ///   - anchor: The circle left behind (circle 1 of the blog posts).
    ///   - drag: The circle under the finger (circle 2).
    ///   - style: Which connector to build; by default ``Style/quadratic``.
    /// - Returns: The connector; or ``UnavailableReason/coincidentCenters`` when the centres are
    ///   equal, ``UnavailableReason/nestedCircles`` when the tangent or metaball style has no
    ///   connector for nested circles, ``UnavailableReason/notRepresentable`` when a point would
    ///   overflow.
    @inlinable
    public static func between(
        anchor: GooCircle, drag: GooCircle, style: Style = .quadratic
    ) -> GooConnection<GooConnector> {
        switch style {
        case .quadratic:
            wrap(QuadraticConnector.between(anchor: anchor, drag: drag), Storage.quadratic)
        case .cubic(let options):
            wrap(
                CubicConnector.between(anchor: anchor, drag: drag, options: options), Storage.cubic)
        case .tangent: wrap(TangentConnector.between(anchor: anchor, drag: drag), Storage.tangent)
        case .metaball(let options):
            wrap(
                MetaballConnector.between(anchor: anchor, drag: drag, options: options),
                Storage.metaball)
        }
    }

    /// Does what `visitor` does with the connector, whatever its style: the one switch over the
    /// connectors that everything else here goes through.
    @inlinable
    func visit<Visitor: ConnectorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch storage {
        case .quadratic(let connector): visitor.visit(connector)
        case .cubic(let connector): visitor.visit(connector)
        case .tangent(let connector): visitor.visit(connector)
        case .metaball(let connector): visitor.visit(connector)
        }
    }
}

extension GooConnector {
    /// A style's connection as a connection of the run-time choice, `make` naming the style's
    /// case: the one place `between` turns a style's connector into a ``GooConnector``.
    @inlinable
    static func wrap<Shape: ConnectorShape>(
        _ connection: GooConnection<StyledConnector<Shape>>,
        _ make: (StyledConnector<Shape>) -> Storage
    ) -> GooConnection<GooConnector> {
        switch connection {
        case .connected(let connector): .connected(GooConnector(make(connector)))
        case .unavailable(let reason): .unavailable(reason)
        }
    }

    /// The connector's closed outline.
    @inlinable
    public var path: GooPath { visit(PathOf()) }

    /// The connector's points with their labels, in the blog posts' order.
    ///
    /// A B C D O P for the quadratic and tangent styles, A B C D O1 O2 P1 P2 for the cubic and
    /// metaball styles. For printing and construction drawings, not per-frame work (it
    /// allocates).
    public var labelledPoints: KeyValuePairs<String, GooPoint> { visit(LabelledPointsOf()) }

    /// The ends and sides the union outline is traced from.
    @inlinable
    package var boundary: ConnectorBoundary { visit(BoundaryOf()) }

    /// The style's stable name (`"quadratic"`).
    var styleName: String { visit(StyleNameOf()) }
}

/// Something to do with a connector of any style, written once, generically.
@usableFromInline
protocol ConnectorVisitor {
    associatedtype Result
    func visit<Shape: ConnectorShape>(_ connector: StyledConnector<Shape>) -> Result
}

@usableFromInline
struct PathOf: ConnectorVisitor {
    @inlinable init() {}
    @inlinable func visit<Shape: ConnectorShape>(_ connector: StyledConnector<Shape>) -> GooPath {
        connector.path
    }
}

private struct LabelledPointsOf: ConnectorVisitor {
    func visit<Shape: ConnectorShape>(
        _ connector: StyledConnector<Shape>
    ) -> KeyValuePairs<String, GooPoint> {
        connector.points.labelled
    }
}

@usableFromInline
struct BoundaryOf: ConnectorVisitor {
    @inlinable init() {}
    @inlinable func visit<Shape: ConnectorShape>(
        _ connector: StyledConnector<Shape>
    ) -> ConnectorBoundary {
        connector.points.boundary
    }
}

private struct StyleNameOf: ConnectorVisitor {
    func visit<Shape: ConnectorShape>(_ connector: StyledConnector<Shape>) -> String {
        Shape.styleName
    }
}
