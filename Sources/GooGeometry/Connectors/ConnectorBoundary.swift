/// What the outline needs of a connector: its four end points and its two sides as cubic curves.
///
/// The connector region is bounded by `A → B` (a chord of the anchor), ``sideBC``, `C → D` (a
/// chord of the drag circle) and ``sideDA``. Every style gives one (``ConnectorPoints/boundary``);
/// ``GooOutline`` traces the union from it, whatever the style.
@usableFromInline package struct ConnectorBoundary: Hashable, Sendable {
    /// On the anchor circle, where ``sideDA`` ends.
    @usableFromInline package var a: GooPoint
    /// On the anchor circle, where ``sideBC`` starts.
    @usableFromInline package var b: GooPoint
    /// On the drag circle, where ``sideBC`` ends.
    @usableFromInline package var c: GooPoint
    /// On the drag circle, where ``sideDA`` starts.
    @usableFromInline package var d: GooPoint
    /// The side from B to C.
    @usableFromInline package var sideBC: CubicBezier
    /// The side from D back to A.
    @usableFromInline package var sideDA: CubicBezier

    /// Creates a boundary from its ends and sides; the sides should start and end at the ends.
    @inlinable
    package init(
        a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, sideBC: CubicBezier,
        sideDA: CubicBezier
    ) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.sideBC = sideBC
        self.sideDA = sideDA
    }

    /// The boundary moved by `offset`: the outline works relative to the anchor centre.
    func translated(by offset: GooVector) -> ConnectorBoundary {
        ConnectorBoundary(
            a: a + offset, b: b + offset, c: c + offset, d: d + offset,
            sideBC: sideBC.translated(by: offset), sideDA: sideDA.translated(by: offset)
        )
    }

    /// Whether every point that defines the boundary (the ends and the sides' controls) passes
    /// a test.
    func allPoints(_ test: (GooPoint) -> Bool) -> Bool {
        test(a) && test(b) && test(c) && test(d) && test(sideBC.control1)
            && test(sideBC.control2) && test(sideDA.control1) && test(sideDA.control2)
    }
}

/// The boundary of a style's connector between two circles, made without wrapping the connector
/// in a ``GooConnector`` first: an outline of a style needs only its ends and sides.
@usableFromInline
struct BoundaryBetween: ConnectorStyleVisitor {
    @usableFromInline typealias Result = ConnectorBoundary?
    @usableFromInline let anchor: GooCircle
    @usableFromInline let drag: GooCircle

    @inlinable
    init(anchor: GooCircle, drag: GooCircle) {
        self.anchor = anchor
        self.drag = drag
    }

    @inlinable @inline(__always)
    func visit<Shape: ConnectorShape>(
        _ shape: Shape.Type, options: Shape.Options
    ) -> ConnectorBoundary? {
        // What `Shape.between` does, without wrapping the points in a connector and a
        // connection: each wrapper would copy the points (up to 128 bytes) on every frame.
        guard let line = try? CenterLine(from: anchor.center, to: drag.center),
            case .connected(let points) = Shape.construct(
                anchor: anchor, drag: drag, line: line, options: options),
            points.isFinite
        else { return nil }
        return points.boundary
    }
}
