import Foundation
import GooGeometry

/// A small SVG writer: shapes appended in order, numbers in their shortest round-trip form, and
/// nothing that varies between runs, so the same drawing is the same bytes.
struct SVGDocument {
    private(set) var body: [String] = []
    let box: GooBoundingBox

    init(box: GooBoundingBox) { self.box = box }

    /// A coordinate or length as the path data writes it: ``GooPath/svgNumber(_:)``, so the
    /// attributes and the `d` of one drawing agree digit for digit.
    static func number(_ value: Double) -> String { GooPath.svgNumber(value) }

    private static func n(_ value: Double) -> String { number(value) }

    /// Text with the characters XML reserves escaped.
    static func escaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;")
    }

    /// SVG path data as ``GooPath/svgPathData`` writes it, every coordinate rounded to `places`
    /// decimals: for pictures with many frames, where full precision would only add bytes.
    static func pathData(_ path: GooPath, places: Int) -> String {
        let factor = pow(10, Double(places))
        // Coordinates are rounded; an arc's flags, radius and rotation are written as they are.
        var parts: [String] = []
        for command in path.svgCommands {
            let exact = command.letter == "A" ? 5 : 0
            let numbers = command.numbers.enumerated().map { index, value in
                index < exact ? n(value) : n((value * factor).rounded() / factor)
            }
            parts.append(([command.letter] + numbers).joined(separator: " "))
        }
        return parts.joined(separator: " ")
    }

    /// The end of a path's, circle's or capsule's element, written once for all three: fill,
    /// stroke, a stroke width only where one is given, the caller's `extra` attributes, `/>`.
    private static func paint(fill: String, stroke: String, width: Double, extra: String) -> String
    {
        " fill=\"\(escaped(fill))\" stroke=\"\(escaped(stroke))\""
            + (width > 0 ? " stroke-width=\"\(n(width))\"" : "") + extra + "/>"
    }

    mutating func path(
        _ data: String, fill: String, stroke: String = "none", width: Double = 0,
        extra: String = ""
    ) {
        guard !data.isEmpty else { return }
        body.append(
            "<path d=\"\(data)\""
                + Self.paint(fill: fill, stroke: stroke, width: width, extra: extra)
        )
    }

    mutating func circle(
        _ circle: GooCircle, fill: String, stroke: String = "none", width: Double = 0,
        extra: String = ""
    ) {
        body.append(
            "<circle cx=\"\(Self.n(circle.center.x))\" cy=\"\(Self.n(circle.center.y))\" r=\"\(Self.n(circle.radius))\""
                + Self.paint(fill: fill, stroke: stroke, width: width, extra: extra)
        )
    }

    /// A capsule as a rectangle with round ends: `rx = ry = radius`.
    mutating func capsule(
        _ capsule: GooCapsule, fill: String, stroke: String = "none", width: Double = 0,
        extra: String = ""
    ) {
        let box = capsule.bounds
        body.append(
            "<rect x=\"\(Self.n(box.minX))\" y=\"\(Self.n(box.minY))\" width=\"\(Self.n(capsule.width))\" height=\"\(Self.n(2 * capsule.radius))\" rx=\"\(Self.n(capsule.radius))\""
                + Self.paint(fill: fill, stroke: stroke, width: width, extra: extra)
        )
    }

    mutating func dot(at point: GooPoint, radius: Double, fill: String) {
        body.append(
            "<circle cx=\"\(Self.n(point.x))\" cy=\"\(Self.n(point.y))\" r=\"\(Self.n(radius))\" fill=\"\(Self.escaped(fill))\"/>"
        )
    }

    mutating func line(
        _ from: GooPoint, _ to: GooPoint, stroke: String, width: Double, extra: String = ""
    ) {
        body.append(
            "<line x1=\"\(Self.n(from.x))\" y1=\"\(Self.n(from.y))\" x2=\"\(Self.n(to.x))\" y2=\"\(Self.n(to.y))\" stroke=\"\(Self.escaped(stroke))\" stroke-width=\"\(Self.n(width))\""
                + extra + "/>"
        )
    }

    mutating func text(
        _ text: String, at point: GooPoint, size: Double, fill: String = "#222",
        anchor: String = "middle", extra: String = ""
    ) {
        body.append(
            "<text x=\"\(Self.n(point.x))\" y=\"\(Self.n(point.y))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(Self.n(size))\" text-anchor=\"\(anchor)\" fill=\"\(Self.escaped(fill))\"\(extra)>\(Self.escaped(text))</text>"
        )
    }

    mutating func raw(_ element: String) { body.append(element) }

    /// The whole document, sized `scale` pixels per unit.
    func rendered(scale: Double = 4, background: String? = "#ffffff") -> String {
        let width = box.maxX - box.minX
        let height = box.maxY - box.minY
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.n((width * scale).rounded()))\" height=\"\(Self.n((height * scale).rounded()))\" viewBox=\"\(Self.n(box.minX)) \(Self.n(box.minY)) \(Self.n(width)) \(Self.n(height))\">"
        ]
        if let background {
            lines.append(
                "<rect x=\"\(Self.n(box.minX))\" y=\"\(Self.n(box.minY))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"\(background)\"/>"
            )
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
