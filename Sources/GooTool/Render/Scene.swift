import GooGeometry

/// One configuration to draw: the circles, the style, and what to show.
struct Scene {
    var anchor: GooCircle
    var drag: GooCircle
    var style: ConnectorStyle
    var outline = false
    var construction = false
    var fill = "#f23"
    var stroke = "none"
    var strokeWidth = 1.0

    /// The shape's bounds with a margin, so labels and strokes fit.
    var box: BoundingBox {
        let shape = GooOutline(anchor: anchor, drag: drag, style: style)
        var box = shape.bounds ?? BoundingBox(minX: -10, minY: -10, maxX: 10, maxY: 10)
        if construction, let connector = connector {
            for (_, point) in connector.labelledPoints { box.include(point) }
        }
        let margin = max(box.maxX - box.minX, box.maxY - box.minY) * 0.08 + 4
        return BoundingBox(
            minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin,
            maxY: box.maxY + margin
        )
    }

    var connector: Connector? {
        Connector.between(anchor: anchor, drag: drag, style: style).connector
    }

    /// Draws the scene into a document: the union outline as one path, or the seeds' three
    /// shapes, then the construction on top.
    func draw(into document: inout SVGDocument) {
        if outline {
            let shape = GooOutline(anchor: anchor, drag: drag, connector: connector)
            document.path(shape.path.svgPathData, fill: fill, stroke: stroke, width: strokeWidth)
        } else {
            document.circle(anchor, fill: fill)
            document.circle(drag, fill: fill)
            if let connector { document.path(connector.path.svgPathData, fill: fill) }
        }
        if construction { drawConstruction(into: &document) }
    }

    private func drawConstruction(into document: inout SVGDocument) {
        let size = max(anchor.radius, drag.radius, 4)
        let thin = size * 0.04
        document.circle(
            anchor, fill: "none", stroke: "#333", width: thin,
            extra: " stroke-dasharray=\"\(JSONWriter.number(thin * 4))\"")
        document.circle(
            drag, fill: "none", stroke: "#333", width: thin,
            extra: " stroke-dasharray=\"\(JSONWriter.number(thin * 4))\"")
        document.line(anchor.center, drag.center, stroke: "#333", width: thin)
        guard let connector else { return }
        let points = Dictionary(
            uniqueKeysWithValues: connector.labelledPoints.map { ($0.key, $0.value) })
        // The control polygon: each side's end points joined through its controls.
        let polygons: [[String]] =
            points["O1"] != nil
            ? [["B", "P1", "P2", "C"], ["D", "O2", "O1", "A"]]
            : [["B", "P", "C"], ["D", "O", "A"]]
        for polygon in polygons {
            for (from, to) in zip(polygon, polygon.dropFirst()) {
                if let p = points[from], let q = points[to] {
                    document.line(
                        p, q, stroke: "#1565c0", width: thin,
                        extra: " stroke-dasharray=\"\(JSONWriter.number(thin * 3))\"")
                }
            }
        }
        for (label, point) in connector.labelledPoints {
            let isControl = label.hasPrefix("O") || label.hasPrefix("P")
            document.dot(at: point, radius: size * 0.09, fill: isControl ? "#1565c0" : "#111")
            document.text(
                label, at: GooPoint(x: point.x + size * 0.18, y: point.y - size * 0.18),
                size: size * 0.38)
        }
    }
}
