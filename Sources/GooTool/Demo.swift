import GooGeometry

/// `goo demo`: the points and SVG path data of one default drag in every style.
enum Demo {
    /// The default drag: a badge of radius 10 pulled 60 pt right and 40 pt down, its anchor
    /// already shrunk as seed 000 shrinks it (r = 10 − d/15 with d = √5200 ≈ 72.1).
    static func configuration() throws -> (anchor: Circle, drag: Circle) {
        let distance = (60.0 * 60 + 40 * 40).squareRoot()
        return (
            try Circle(x: 0, y: 0, radius: 10 - distance / 15),
            try Circle(x: 60, y: 40, radius: 10)
        )
    }

    static let styles: [(name: String, style: ConnectorStyle)] = [
        ("quadratic", .quadratic), ("cubic", .cubic(.default)), ("tangent", .tangent),
    ]

    static func run() throws -> String {
        let (anchor, drag) = try configuration()
        var out = "anchor \(describe(anchor))  drag \(describe(drag))\n"
        for (name, style) in styles {
            out += "\n\(name)\n"
            switch Connector.between(anchor: anchor, drag: drag, style: style) {
            case .unavailable(let reason):
                out += "  no connector: \(reason)\n"
            case .connected(let connector):
                for (label, point) in connector.labelledPoints {
                    let padded = label.padding(to: 3)
                    out +=
                        "  \(padded)(\(JSONWriter.number(point.x)), \(JSONWriter.number(point.y)))\n"
                }
                out += "  svg \(connector.path.svgPathData)\n"
            }
        }
        return out
    }

    private static func describe(_ circle: Circle) -> String {
        let n = JSONWriter.number
        return "(\(n(circle.center.x)), \(n(circle.center.y)), r \(n(circle.radius)))"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
