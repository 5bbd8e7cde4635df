import Foundation
import GooGeometry

/// The demo's film strip: one drag, frame by frame, for every style side by side — from rest
/// through the stretch and the break, back within range, and the spring home.
enum FilmStrip {
    /// What happens in each column: a pointer event, or a time after the release.
    enum Step {
        case move(distance: Double, caption: String)
        case release(distance: Double)
        case spring(time: Double, caption: String)
    }

    static let direction = (x: cos(15.0 * Double.pi / 180), y: sin(15.0 * Double.pi / 180))

    static let steps: [Step] = [
        .move(distance: 0, caption: "rest"),
        .move(distance: 30, caption: "d 30"),
        .move(distance: 60, caption: "d 60"),
        .move(distance: 90, caption: "d 90"),
        .move(distance: 100, caption: "d 100 (break distance)"),
        .move(distance: 106, caption: "d 106: broken"),
        .move(distance: 80, caption: "back to d 80"),
        .release(distance: 80),
        .spring(time: 0.08, caption: "released, +0.08 s"),
        .spring(time: 0.16, caption: "+0.16 s"),
        .spring(time: 0.7, caption: "+0.7 s"),
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
    ) throws -> [(caption: String, frame: GooDragSession.Frame)] {
        var session = try GooDragSession(
            anchor: GooCircle(x: 0, y: 0, radius: 10),
            configuration: GooDragConfiguration(connectorStyle: style, badgeWidth: badgeWidth)
        )
        try session.begin(at: .zero)
        var result: [(String, GooDragSession.Frame)] = []
        var home: GooDragSession.SpringBack?
        for step in steps {
            switch step {
            case .move(let distance, let caption):
                try session.move(to: position(distance))
                result.append((caption, session.frame))
            case .release(let distance):
                try session.end(at: position(distance))
                home = session.springBack()
            case .spring(let time, let caption):
                if let home { result.append((caption, home.frame(at: time))) }
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
                document.path(frame.outline.path.svgPathData, fill: "#f23")
                document.text(
                    badgeWidth == nil ? "3" : "99+",
                    at: GooPoint(x: frame.badge.center.x, y: frame.badge.center.y + 3.5), size: 10,
                    fill: "#fff")
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
