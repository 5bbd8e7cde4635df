/// A connector of one style: points that ``ConnectorShape/between(anchor:drag:options:)`` built
/// and found finite.
///
/// The one value that holds a connector's points, whatever its style, so a style declares only
/// how its points are constructed. Only `between` makes one (the initialiser is internal), which
/// is how every connector keeps the library's promise of finite output.
@usableFromInline package struct StyledConnector<Shape: ConnectorShape>: Hashable, Sendable {
    /// The connector's points, all finite.
    @usableFromInline package let points: Shape.Points

    /// A connector of points that `between` has checked; internal, so no caller can skip the
    /// check.
    @inlinable
    init(checked points: Shape.Points) { self.points = points }

    /// The closed outline of the connector; see ``ConnectorPoints/path``.
    @inlinable
    package var path: GooPath { points.path }
}
