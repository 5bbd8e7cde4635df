extension GooPath {
    /// The path as SVG path data: `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`.
    ///
    /// Absolute commands, one space between tokens, and each number in its shortest form that
    /// reads back as the same `Double` (`10`, not `10.0`; `0`, never `-0`), so the text is a
    /// lossless record of the path. An empty path gives the empty string.
    public var svgPathData: String {
        var text = ""
        for element in self {
            if !text.isEmpty { text += " " }
            switch element {
            case .move(let point):
                text += "M " + svgNumbers(point)
            case .line(let point):
                text += "L " + svgNumbers(point)
            case .quadCurve(let point, let control):
                text += "Q " + svgNumbers(control, point)
            case .curve(let point, let control1, let control2):
                text += "C " + svgNumbers(control1, control2, point)
            case .closeSubpath:
                text += "Z"
            }
        }
        return text
    }
}

extension GooPath {
    /// A number as ``svgPathData`` writes it: the shortest text that parses back to the same
    /// `Double`, with no trailing `.0` and no negative zero (`10`, `-2.5`, `1e-07`).
    ///
    /// For code that writes the rest of a drawing next to the path data — an SVG `<circle>`'s
    /// `cx`, `cy` and `r`, a `transform`, a log line — so that the attributes and the path agree
    /// digit for digit and read back as the same `Double`s. Valid in SVG and JSON alike; the
    /// library's own messages write numbers with it too. For finite values: NaN and infinities
    /// have no such text.
    public static func svgNumber(_ value: Double) -> String {
        // Swift's description already prints the shortest round-trip digits.
        if value == 0 { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// The coordinates of some points, space-separated, in shortest round-trip form.
private func svgNumbers(_ points: GooPoint...) -> String {
    points.map { GooPath.svgNumber($0.x) + " " + GooPath.svgNumber($0.y) }.joined(separator: " ")
}
