/// The one shape every connector style has: its points, built in the centre-line frame by one
/// function, and everything else derived from them.
///
/// Package access: `goo`, `goo-bench` and the tests use it; apps choose a ``GooConnector/Style``.
///
/// A style is a caseless enum that conforms: it declares its ``Points`` (with their path, labels
/// and ``ConnectorBoundary``), its ``Options``, its ``styleName`` and
/// ``construct(anchor:drag:line:options:)``, and stores nothing, so no two styles repeat the
/// same stored points and initialiser. A connector of the style is a ``StyledConnector``, the one
/// value that holds checked points for every style. The protocol's extension gives the rest —
/// ``between(anchor:drag:options:)`` (the centre line, its degenerate cases and the finiteness
/// check) — and the package's ``GooOutline/init(anchor:badge:boundary:)`` (with
/// `points.boundary`) and ``GooDragSession/Frame/connector(_:options:)`` accept any style. All of
/// it is generic and specialised at compile time: no existential, no dynamic dispatch, nothing
/// that Embedded Swift refuses. `Tests/GooToolTests/FifthStyleTests.swift` declares a fifth
/// style, `StraightConnector`, outside the library.
///
/// The built-in styles are listed once more in ``GooConnector/Style`` and ``GooConnector``, the
/// run-time choice between them.
@usableFromInline package protocol ConnectorShape: Sendable {
    /// The labelled points of the style.
    associatedtype Points: ConnectorPoints
    /// The style's shape parameters; ``NoOptions`` for a style without any.
    associatedtype Options: ConnectorOptions = NoOptions

    /// The style's stable name (`"quadratic"`): `goo eval`'s `style` and the tool's `--style`.
    static var styleName: String { get }

    /// The style's construction in the centre-line frame, or why this style has none.
    ///
    /// Called only for distinct centres. It need not check its result: the points are checked
    /// for finiteness by ``between(anchor:drag:options:)``.
    static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: Options
    ) -> GooConnection<Points>
}

extension ConnectorShape {
    /// The connector between an anchor and a dragged circle, or why there is none.
    ///
    /// The only maker of a ``StyledConnector``, so every connector has passed its checks.
    ///
    /// - Parameters:
    ///   - anchor: The circle left behind (circle 1 of the blog posts).
    ///   - drag: The circle under the finger (circle 2).
    ///   - options: The style's shape parameters; by default the style's own.
    /// - Returns: The connector; or ``GooConnector/UnavailableReason/coincidentCenters`` when the
    ///   centres are equal, ``GooConnector/UnavailableReason/notRepresentable`` when a point would
    ///   overflow, or the reason the style's construction gives
    ///   (``GooConnector/UnavailableReason/nestedCircles``).
    @inlinable
    package static func between(
        anchor: GooCircle, drag: GooCircle, options: Options = .default
    ) -> GooConnection<StyledConnector<Self>> {
        let line: CenterLine
        do { line = try CenterLine(from: anchor.center, to: drag.center) } catch {
            return .unavailable(error.reason)
        }
        switch construct(anchor: anchor, drag: drag, line: line, options: options) {
        case .unavailable(let reason):
            return .unavailable(reason)
        case .connected(let points):
            guard points.isFinite else { return .unavailable(.notRepresentable) }
            return .connected(StyledConnector(checked: points))
        }
    }
}
