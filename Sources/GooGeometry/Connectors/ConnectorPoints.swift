/// The labelled points of a connector style, and what is derived from them.
@usableFromInline package protocol ConnectorPoints: Hashable, Sendable {
    /// Whether every point is finite.
    var isFinite: Bool { get }
    /// The connector's closed outline.
    var path: GooPath { get }
    /// The points with their labels, in the blog posts' order: for printing and for drawing the
    /// construction, not for per-frame work (it allocates).
    var labelled: KeyValuePairs<String, GooPoint> { get }
    /// The ends and sides that ``GooOutline`` traces the union from.
    var boundary: ConnectorBoundary { get }
}
