// Toolkit-neutral and Embedded-Swift-clean: what a toolkit needs to draw a frame with its own
// primitives (ellipses in boxes, a canvas sized to what it draws).
import GooGeometry

extension GooBadgeController.Frame {
    /// Each particle of the burst as the square box of its circle (origin at the top left, in
    /// the frame's coordinates) and its opacity, for a toolkit that draws ellipses in boxes;
    /// empty but while the badge bursts.
    public var particleBoxes: [(x: Double, y: Double, side: Double, opacity: Double)] {
        particles.map { dot in
            (dot.center.x - dot.radius, dot.center.y - dot.radius, 2 * dot.radius, dot.opacity)
        }
    }

    /// The box of everything the frame draws, `nil` when it draws nothing.
    ///
    /// The outline and the particles' circles (the text lies inside the badge): a toolkit that
    /// draws a moving badge in a canvas of its own sizes the canvas to it.
    public var drawnBounds: GooBoundingBox? {
        var box = outline?.bounds
        for dot in particles {
            let corners = (
                GooPoint(x: dot.center.x - dot.radius, y: dot.center.y - dot.radius),
                GooPoint(x: dot.center.x + dot.radius, y: dot.center.y + dot.radius)
            )
            if box == nil {
                box = GooBoundingBox(around: corners.0)
            } else {
                box?.include(corners.0)
            }
            box?.include(corners.1)
        }
        return box
    }
}
