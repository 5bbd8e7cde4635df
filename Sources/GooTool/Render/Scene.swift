import GooGeometry

/// One configuration to draw: the anchor, the badge, the style, and what to show.
struct Scene {
    var anchor: GooCircle
    /// The dragged badge: a circle, or a capsule whose joint the connector is drawn to.
    var badge: GooCapsule
    var style: ToolStyle
    var outline = false
    var construction = false
    var fill = "#f23"
    var stroke = "none"
    var strokeWidth = 1.0
    /// Boxes the construction's labels keep clear of, such as a title drawn next to the scene.
    var keepClear: [GooBoundingBox] = []

    /// The shape's bounds with a margin, so labels and strokes fit.
    var box: GooBoundingBox {
        let shape = style.outline(anchor: anchor, badge: badge)
        var box = shape.bounds ?? GooBoundingBox(minX: -10, minY: -10, maxX: 10, maxY: 10)
        if isCapsule {
            let capsule = badge.bounds
            box.include(GooPoint(x: capsule.minX, y: capsule.minY))
            box.include(GooPoint(x: capsule.maxX, y: capsule.maxY))
        }
        for placement in labels() {
            box.include(placement.point)
            box.include(GooPoint(x: placement.box.minX, y: placement.box.minY))
            box.include(GooPoint(x: placement.box.maxX, y: placement.box.maxY))
        }
        let margin = max(box.maxX - box.minX, box.maxY - box.minY) * 0.08 + 4
        return GooBoundingBox(
            minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin,
            maxY: box.maxY + margin
        )
    }

    /// The circle the connector joins: the badge when round, else its joint toward the anchor.
    var drag: GooCircle { badge.joint(facing: anchor.center) }

    /// Whether the badge is a capsule wider than it is high.
    var isCapsule: Bool { badge.width > 2 * badge.radius }

    var connection: GooConnection<ToolConnector> { style.connect(anchor, drag) }

    var connector: ToolConnector? { connection.connector }

    /// Draws the scene into a document: the union outline as one path, or the blog posts' three
    /// shapes, then the construction on top.
    func draw(into document: inout SVGDocument) {
        if outline {
            let shape = GooOutline(anchor: anchor, badge: badge, boundary: connector?.boundary)
            document.path(shape.path.svgPathData, fill: fill, stroke: stroke, width: strokeWidth)
        } else {
            document.circle(anchor, fill: fill)
            if isCapsule {
                document.capsule(badge, fill: fill)
            } else {
                document.circle(drag, fill: fill)
            }
            if let connector { document.path(connector.path.svgPathData, fill: fill) }
        }
        if construction { drawConstruction(into: &document) }
    }

    /// The size the construction is drawn at: the larger radius, at least 4.
    private var size: Double { max(anchor.radius, drag.radius, 4) }

    /// The construction's point labels, each clear of the others, of every point and of
    /// ``keepClear``; none without ``construction``.
    func labels() -> [LabelLayout.Placement] {
        guard construction, let connector else { return [] }
        let layout = LabelLayout(size: size * 0.38, gap: size * 0.1, dotRadius: size * 0.09)
        return layout.place(
            connector.labelledPoints.map { ($0.label, $0.point) },
            axis: (anchor.center, drag.center), obstacles: keepClear)
    }

    private func drawConstruction(into document: inout SVGDocument) {
        let thin = size * 0.04
        document.circle(
            anchor, fill: "none", stroke: "#333", width: thin,
            extra: " stroke-dasharray=\"\(SVGDocument.number(thin * 4))\"")
        document.circle(
            drag, fill: "none", stroke: "#333", width: thin,
            extra: " stroke-dasharray=\"\(SVGDocument.number(thin * 4))\"")
        if isCapsule {
            document.capsule(
                badge, fill: "none", stroke: "#333", width: thin,
                extra: " stroke-dasharray=\"\(SVGDocument.number(thin * 4))\"")
        }
        document.line(anchor.center, drag.center, stroke: "#333", width: thin)
        guard let connector else { return }
        let points = Dictionary(
            uniqueKeysWithValues: connector.labelledPoints.map { ($0.label, $0.point) })
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
                        extra: " stroke-dasharray=\"\(SVGDocument.number(thin * 3))\"")
                }
            }
        }
        let placements = labels()
        for placement in placements {
            let isControl = placement.label.hasPrefix("O") || placement.label.hasPrefix("P")
            document.dot(
                at: placement.point, radius: size * 0.09, fill: isControl ? "#1565c0" : "#111")
        }
        // The labels last, over every dot and line, each on a thin white halo.
        for placement in placements {
            document.text(
                placement.label, at: placement.anchor, size: size * 0.38,
                extra:
                    " stroke=\"#fff\" stroke-width=\"\(SVGDocument.number(size * 0.08))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
            )
        }
    }
}
