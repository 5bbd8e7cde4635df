import GooGeometry

/// The pictures of the README and the documentation, made by `goo pictures DIR`; `.ci/run`
/// regenerates them and fails if the committed ones differ.
enum Pictures {
    /// The four styles side by side, with their construction: points and control polygons.
    ///
    /// Each goo is filled as its one union outline, so the translucent fill is even where the
    /// circles and the connector overlap; the labels keep clear of each other, the points and the
    /// title.
    static func styles() -> String {
        let anchor = GooCircle(validating: 0, 0, 10)
        let drag = GooCircle(validating: 50, 20, 13)
        let width = 120.0
        let box = GooBoundingBox(minX: -26, minY: -34, maxX: -26 + 4 * width, maxY: 52)
        var document = SVGDocument(box: box)
        for (index, entry) in FilmStrip.styles.enumerated() {
            let dx = Double(index) * width
            let title = GooPoint(x: 25, y: -22)
            document.raw("<g transform=\"translate(\(SVGDocument.number(dx)) 0)\">")
            let scene = Scene(
                anchor: anchor, badge: GooCapsule(drag), style: ToolStyle(entry.style),
                outline: true,
                construction: true,
                fill: "#f23a", keepClear: [LabelLayout.box(of: entry.name, at: title, size: 9)])
            scene.draw(into: &document)
            document.raw("</g>")
            document.text(entry.name, at: GooPoint(x: dx + title.x, y: title.y), size: 9)
        }
        return document.rendered(scale: 2.5)
    }

    /// The blog posts' three overlapping shapes against the one union outline, translucent and
    /// stroked: the overlaps darken on the left and not on the right.
    static func outline() -> String {
        let anchor = GooCircle(validating: 0, 0, 12)
        let drag = GooCircle(validating: 40, 10, 15)
        let box = GooBoundingBox(minX: -36, minY: -30, maxX: 184, maxY: 38)
        var document = SVGDocument(box: box)
        var seeds = Scene(
            anchor: anchor, badge: GooCapsule(drag), style: ToolStyle(QuadraticConnector.self),
            fill: "#f235")
        seeds.draw(into: &document)
        document.text("three shapes (the seeds)", at: GooPoint(x: 20, y: -20), size: 7)
        document.raw("<g transform=\"translate(100 0)\">")
        seeds.outline = true
        seeds.stroke = "#222"
        seeds.strokeWidth = 1.2
        seeds.draw(into: &document)
        document.raw("</g>")
        document.text("one outline (GooOutline)", at: GooPoint(x: 120, y: -20), size: 7)
        return document.rendered(scale: 3)
    }

    /// File name and contents of every picture.
    static func all() throws -> [(name: String, svg: String)] {
        [
            ("styles.svg", styles()), ("outline.svg", outline()),
            ("filmstrip.svg", try FilmStrip.svg()), ("gesture.svg", try Gesture.svg()),
        ]
    }
}
