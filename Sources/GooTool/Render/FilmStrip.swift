import Foundation
import GooGeometry

/// The demo's film strip: one drag, frame by frame, for every style side by side — from rest
/// through the stretch, the pinch-off at the break, back within range, and the spring home —
/// drawn from what a ``GooBadgeController`` answers at each time.
enum FilmStrip {
    /// What happens in each column: a pointer event, or a time after the last one.
    enum Step {
        case move(distance: Double, caption: String)
        case release(distance: Double)
        case wait(time: Double, caption: String)
    }

    static let direction = (x: cos(15.0 * Double.pi / 180), y: sin(15.0 * Double.pi / 180))

    /// The seconds between two moves: long enough for a pinch-off to end.
    static let moveInterval = 0.5

    static let steps: [Step] = [
        .move(distance: 0, caption: "rest"),
        .move(distance: 30, caption: "d 30"),
        .move(distance: 60, caption: "d 60"),
        .move(distance: 90, caption: "d 90"),
        .move(distance: 100, caption: "d 100 (break distance)"),
        .move(distance: 101, caption: "d 101: it pinches off"),
        .wait(time: 0.025, caption: "+0.025 s: the neck thins"),
        .wait(time: 0.05, caption: "+0.05 s: parted"),
        .wait(time: 0.09, caption: "+0.09 s: drawing back"),
        .wait(time: 0.11, caption: "+0.11 s: the anchor shrinks"),
        .move(distance: 106, caption: "d 106: broken"),
        .move(distance: 80, caption: "back to d 80"),
        .release(distance: 80),
        .wait(time: 0.08, caption: "released, +0.08 s"),
        .wait(time: 0.16, caption: "+0.16 s"),
        .wait(time: 0.7, caption: "+0.7 s"),
    ]

    static let styles: [(name: String, style: GooConnector.Style)] = [
        ("quadratic", .quadratic), ("cubic", .cubic(.default)), ("tangent", .tangent),
        ("metaball", .metaball(.default)),
    ]

    static func position(_ distance: Double) -> GooPoint {
        GooPoint(x: distance * direction.x, y: distance * direction.y)
    }

    /// The frames of one style, one per drawn column (the release itself draws nothing), of a
    /// round badge or a capsule `badgeWidth` wide.
    static func frames(
        style: GooConnector.Style, badgeWidth: Double? = nil
    ) throws -> [(caption: String, frame: GooBadgeController.Frame)] {
        var badge = try GooBadgeController(
            badge: GooCircle(x: 0, y: 0, radius: 10),
            configuration: GooDragConfiguration(connectorStyle: style, badgeWidth: badgeWidth)
        )
        var time = 0.0
        try badge.touchDown(at: .zero, time: time)
        var result: [(String, GooBadgeController.Frame)] = []
        for step in steps {
            switch step {
            case .move(let distance, let caption):
                time += moveInterval
                try badge.touchMoved(to: position(distance), time: time)
                result.append((caption, badge.frame(at: time)))
            case .release(let distance):
                time += moveInterval
                try badge.touchUp(at: position(distance), time: time)
            case .wait(let seconds, let caption):
                result.append((caption, badge.frame(at: time + seconds)))
            }
        }
        return result
    }

    /// The strip, of a round badge showing "3" or a capsule `badgeWidth` wide showing "99+".
    static func svg(badgeWidth: Double? = nil) throws -> String {
        let cell = (width: 150.0, height: 70.0)
        let left = 70.0
        let top = 22.0
        let columns = steps.filter { if case .release = $0 { false } else { true } }.count
        let box = GooBoundingBox(
            minX: 0, minY: 0, maxX: left + Double(columns) * cell.width,
            maxY: top + Double(styles.count) * cell.height
        )
        var document = SVGDocument(box: box)
        for (row, entry) in styles.enumerated() {
            let y = top + Double(row) * cell.height
            document.text(
                entry.name, at: GooPoint(x: 6, y: y + cell.height / 2 + 4), size: 11,
                anchor: "start")
            let columns = try frames(style: entry.style, badgeWidth: badgeWidth)
            for (column, (caption, frame)) in columns.enumerated() {
                let x = left + Double(column) * cell.width
                if row == 0 {
                    document.text(
                        caption, at: GooPoint(x: x + 6, y: 13), size: 8.5, anchor: "start")
                }
                // Each cell's origin is the anchor centre, 16 units in from its left edge.
                let dx = x + 16
                let dy = y + cell.height / 2 - 8
                document.raw(
                    "<g transform=\"translate(\(SVGDocument.number(dx)) \(SVGDocument.number(dy)))\">"
                )
                document.circle(
                    GooCircle(validating: 0, 0, 10), fill: "none", stroke: "#bbb", width: 0.6,
                    extra: " stroke-dasharray=\"2\""
                )
                if let outline = frame.outline, let center = frame.textCenter {
                    document.path(outline.path.svgPathData, fill: "#f23")
                    document.text(
                        badgeWidth == nil ? "3" : "99+",
                        at: GooPoint(x: center.x, y: center.y + 3.5),
                        size: 10, fill: "#fff")
                }
                document.raw("</g>")
            }
        }
        return document.rendered(scale: 1)
    }
}

extension GooCircle {
    /// A circle from literals the caller knows are valid (the drawings' constants).
    init(validating x: Double, _ y: Double, _ radius: Double) {
        do { self = try GooCircle(x: x, y: y, radius: radius) } catch {
            preconditionFailure("invalid literal circle: \(error)")
        }
    }
}
