// Apple platforms only. On Linux a test-only stand-in `CoreGraphics` module (Tests/AppleStandIns)
// may be importable too; there the bridge compiles in a target of its own that defines
// GOO_PLATFORM_STAND_INS.
#if canImport(CoreGraphics) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
    import CoreGraphics

    extension GooPath {
        /// The path as a CoreGraphics path, for `CAShapeLayer`, `CGContext` and AppKit.
        ///
        /// Built by ``replay(into:)``, the toolkit-neutral mechanism tested on every platform;
        /// only the forwarding below is Apple-only.
        public var cgPath: CGPath {
            var builder = CoreGraphicsBuilder()
            replay(into: &builder)
            return builder.path.copy() ?? builder.path
        }
    }

    /// Forwards ``GooPathBuilder`` calls to a `CGMutablePath`.
    private struct CoreGraphicsBuilder: GooPathBuilder {
        let path = CGMutablePath()

        private func cg(_ point: GooPoint) -> CGPoint { CGPoint(x: point.x, y: point.y) }

        func move(to point: GooPoint) { path.move(to: cg(point)) }
        func addLine(to point: GooPoint) { path.addLine(to: cg(point)) }
        func addQuadCurve(to point: GooPoint, control: GooPoint) {
            path.addQuadCurve(to: cg(point), control: cg(control))
        }
        func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
            path.addCurve(to: cg(point), control1: cg(control1), control2: cg(control2))
        }
        func addArc(
            center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
            clockwise: Bool
        ) {
            // The same angles, direction flag and current-point line as the library's element.
            path.addArc(
                center: cg(center), radius: CGFloat(radius),
                startAngle: CGFloat(startAngle.radians),
                endAngle: CGFloat(endAngle.radians), clockwise: clockwise)
        }
        func closeSubpath() { path.closeSubpath() }
    }
#endif
