// The registry of the built-in styles: a new style is one file that conforms to ConnectorShape,
// and one case in each enum below (the compiler then points at the three switches to extend:
// `ConnectorStyle.visit`, `Connector.between` and `Connector.visit`).

/// Which connector to build between the two circles.
public enum ConnectorStyle: Hashable, Sendable {
    /// ``QuadraticConnector``, seeds 000/002/004.
    case quadratic
    /// ``CubicConnector`` with its options, seed 001.
    case cubic(CubicConnector.Options)
    /// ``TangentConnector``, seed 003.
    case tangent
    /// ``MetaballConnector`` with its options: Sato's G1 construction.
    case metaball(MetaballConnector.Options)

    /// The style's stable name (`"quadratic"`), as `goo eval` spells it.
    public var styleName: String { visit(StyleNameOfStyle()) }

    /// Does what `visitor` does with the style's connector type and options: the one switch
    /// over the styles that everything generic over them goes through.
    @inlinable @inline(__always)
    func visit<Visitor: ConnectorStyleVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .quadratic: visitor.visit(QuadraticConnector.self, options: NoOptions())
        case .cubic(let options): visitor.visit(CubicConnector.self, options: options)
        case .tangent: visitor.visit(TangentConnector.self, options: NoOptions())
        case .metaball(let options): visitor.visit(MetaballConnector.self, options: options)
        }
    }
}

/// Something to do with a style's connector type and its options, written once, generically.
@usableFromInline
protocol ConnectorStyleVisitor {
    associatedtype Result
    func visit<Shape: ConnectorShape>(_ shape: Shape.Type, options: Shape.Options) -> Result
}

private struct StyleNameOfStyle: ConnectorStyleVisitor {
    typealias Result = String
    func visit<Shape: ConnectorShape>(_ shape: Shape.Type, options: Shape.Options) -> String {
        Shape.styleName
    }
}

/// A connector of any built-in style, for code that lets the user choose the style at run time.
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
    ) -> GooConnection<Connector> {
        switch style {
        case .quadratic: wrap(QuadraticConnector.between(anchor: anchor, drag: drag), quadratic)
        case .cubic(let options):
            wrap(CubicConnector.between(anchor: anchor, drag: drag, options: options), cubic)
        case .tangent: wrap(TangentConnector.between(anchor: anchor, drag: drag), tangent)
        case .metaball(let options):
            wrap(MetaballConnector.between(anchor: anchor, drag: drag, options: options), metaball)
        }
    }

    /// Does what `visitor` does with the connector, whatever its style: the one switch over the
    /// connectors that everything else here goes through.
    @inlinable
    func visit<Visitor: ConnectorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .quadratic(let connector): visitor.visit(connector)
        case .cubic(let connector): visitor.visit(connector)
        case .tangent(let connector): visitor.visit(connector)
        case .metaball(let connector): visitor.visit(connector)
        }
    }
}

extension Connector {
    @inlinable
    static func wrap<Shape: ConnectorShape>(
        _ connection: GooConnection<Shape>, _ make: (Shape) -> Connector
    ) -> GooConnection<Connector> {
        switch connection {
        case .connected(let connector): .connected(make(connector))
        case .unavailable(let reason): .unavailable(reason)
        }
    }

    /// The connector's closed outline.
    @inlinable
    public var path: GooPath { visit(PathOf()) }

    /// The connector's points with their labels, in the order of the seeds.
    ///
    /// A B C D O P for the quadratic and tangent styles, A B C D O1 O2 P1 P2 for the cubic and
    /// metaball styles. For printing and construction drawings, not per-frame work (it
    /// allocates).
    public var labelledPoints: KeyValuePairs<String, GooPoint> { visit(LabelledPointsOf()) }

    /// The ends and sides the union outline is traced from.
    @inlinable
    public var boundary: ConnectorBoundary { visit(BoundaryOf()) }

    /// The style's stable name (`"quadratic"`).
    public var styleName: String { visit(StyleNameOf()) }
}

/// Something to do with a connector of any style, written once, generically.
@usableFromInline
protocol ConnectorVisitor {
    associatedtype Result
    func visit<Shape: ConnectorShape>(_ connector: Shape) -> Result
}

@usableFromInline
struct PathOf: ConnectorVisitor {
    @inlinable init() {}
    @inlinable func visit<Shape: ConnectorShape>(_ connector: Shape) -> GooPath { connector.path }
}

private struct LabelledPointsOf: ConnectorVisitor {
    func visit<Shape: ConnectorShape>(_ connector: Shape) -> KeyValuePairs<String, GooPoint> {
        connector.points.labelled
    }
}

@usableFromInline
struct BoundaryOf: ConnectorVisitor {
    @inlinable init() {}
    @inlinable func visit<Shape: ConnectorShape>(_ connector: Shape) -> ConnectorBoundary {
        connector.points.boundary
    }
}

private struct StyleNameOf: ConnectorVisitor {
    func visit<Shape: ConnectorShape>(_ connector: Shape) -> String { Shape.styleName }
}
