// Apple platforms only. On Linux a test-only stand-in `SwiftUI` module (Tests/AppleStandIns)
// may be importable too; there the bridge compiles in a target of its own that defines
// GOO_PLATFORM_STAND_INS.
#if canImport(SwiftUI) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
    import SwiftUI

    extension SwiftUI.Path {
        /// A SwiftUI path with the elements of a goo path.
        ///
        /// Built by ``GooPath/replay(into:)``, the toolkit-neutral mechanism tested on every
        /// platform; only the forwarding below is Apple-only.
        public init(_ gooPath: GooPath) {
            var builder = SwiftUIBuilder()
            gooPath.replay(into: &builder)
            self = builder.path
        }
    }

    /// Forwards ``GooPathBuilder`` calls to a SwiftUI `Path`.
    private struct SwiftUIBuilder: GooPathBuilder {
        var path = SwiftUI.Path()

        private func cg(_ point: GooPoint) -> CGPoint { CGPoint(x: point.x, y: point.y) }

        mutating func move(to point: GooPoint) { path.move(to: cg(point)) }
        mutating func addLine(to point: GooPoint) { path.addLine(to: cg(point)) }
        mutating func addQuadCurve(to point: GooPoint, control: GooPoint) {
            path.addQuadCurve(to: cg(point), control: cg(control))
        }
        mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
            path.addCurve(to: cg(point), control1: cg(control1), control2: cg(control2))
        }
        mutating func addArc(
            center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
            clockwise: Bool
        ) {
            path.addArc(
                center: cg(center), radius: CGFloat(radius),
                startAngle: Angle(radians: startAngle.radians),
                endAngle: Angle(radians: endAngle.radians), clockwise: clockwise)
        }
        mutating func closeSubpath() { path.closeSubpath() }
    }
#endif
