/// Anything a ``GooPath`` can be replayed into: a toolkit's path, a recorder, a hit-tester.
///
/// The method names match `CGMutablePath` and SwiftUI's `Path`, so a bridge to either is a few
/// forwarding lines. Replay is generic, not existential: a concrete builder is specialised and
/// inlined.
///
/// ``addArc(center:radius:startAngle:endAngle:clockwise:)`` is a requirement with no default:
/// a builder that drew arcs as curves behind its author's back would undo what exact arcs are
/// for, and could not honour CoreGraphics' meaning anyway (a line from the current point, or a
/// new subpath where there is none), since a builder's current point is its own business.
public protocol GooPathBuilder {
    /// Starts a new subpath at `point`.
    mutating func move(to point: GooPoint)
    /// Adds a straight line from the current point to `point`.
    mutating func addLine(to point: GooPoint)
    /// Adds a quadratic Bézier curve from the current point to `point`.
    mutating func addQuadCurve(to point: GooPoint, control: GooPoint)
    /// Adds a cubic Bézier curve from the current point to `point`.
    mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint)
    /// Adds an arc of a circle, as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// does: a straight line from the current point to the arc's start (or a new subpath there),
    /// then the arc.
    ///
    /// Angles are measured from +x toward +y; with y downward, `clockwise: false` turns toward
    /// growing angles, clockwise on screen, as CoreGraphics' flag does in a flipped context. See
    /// ``GooPath/Element/arc(center:radius:startAngle:endAngle:clockwise:)``.
    mutating func addArc(
        center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
        clockwise: Bool)
    /// Closes the current subpath with a straight line to its start.
    mutating func closeSubpath()
}

extension GooPath {
    /// Sends every element, in order, to a builder.
    ///
    /// - Parameter builder: The builder that receives one call per element.
    @inlinable
    public func replay<Builder: GooPathBuilder>(into builder: inout Builder) {
        // By index: an iterator would hold a copy of the path's storage (4.5 KB).
        for index in 0..<count {
            switch self[index] {
            case .move(let point): builder.move(to: point)
            case .line(let point): builder.addLine(to: point)
            case .quadCurve(let point, let control):
                builder.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                builder.addCurve(to: point, control1: control1, control2: control2)
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                builder.addArc(
                    center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise)
            case .closeSubpath: builder.closeSubpath()
            }
        }
    }
}
