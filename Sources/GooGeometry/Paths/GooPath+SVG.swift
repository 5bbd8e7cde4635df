/// One command of SVG path data: its letter and its numbers, as `GooPath.svgCommands` lists
/// them.
package struct SVGPathCommand: Hashable, Sendable {
    /// The command's letter: `M`, `L`, `Q`, `C`, `A` or `Z`.
    package var letter: String
    /// The numbers after the letter, in SVG's order.
    ///
    /// For `A`: `rx ry rotation large-arc sweep x y`, the two flags as 0 or 1.
    package var numbers: [Double]

    /// Creates a command.
    package init(letter: String, numbers: [Double]) {
        self.letter = letter
        self.numbers = numbers
    }
}

extension GooPath {
    /// The path as SVG path data: `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y A r r 0 f s x y Z`.
    ///
    /// Absolute commands, one space between tokens, and each number in its shortest form that
    /// reads back as the same `Double` (`10`, not `10.0`; `0`, never `-0`). Lines and curves are
    /// recorded losslessly; an arc is written in SVG's endpoint form (see `svgCommands`), which
    /// gives back its circle up to rounding. An empty path gives the empty string.
    public var svgPathData: String {
        var text = ""
        for command in svgCommands {
            if !text.isEmpty { text += " " }
            text += command.letter
            for number in command.numbers { text += " " + Self.svgNumber(number) }
        }
        return text
    }

    /// The path as SVG path commands, absolute: what ``svgPathData`` writes, before the numbers
    /// become text.
    ///
    /// Every element is one command, except an arc. SVG's `A` runs from the current point to
    /// an end point on an ellipse (`rx ry rotation large-arc sweep x y`): here a circle, so
    /// `rx = ry = r` and the rotation is 0; the large-arc flag is 1 when the arc turns more than
    /// half a circle; the sweep flag is 1 when the angle grows, SVG's "positive-angle" direction,
    /// which with y downward is clockwise on screen (so it is 1 exactly when the element's
    /// CoreGraphics-style `clockwise` is `false`). A full circle has equal end points, which SVG
    /// cannot draw as one arc, so it becomes two halves; so does an arc within 1e-3 rad of a full
    /// turn, whose ends a writer that rounds coordinates would merge. Before the arc, its start gets an
    /// `M` where no subpath is open and an `L` where the current point is elsewhere (more than a
    /// billionth of the radius away: points that differ only by rounding are the same point).
    package var svgCommands: [SVGPathCommand] {
        var commands: [SVGPathCommand] = []
        var current: GooPoint?
        var subpathStart = GooPoint.zero
        for element in self {
            switch element {
            case .move(let point):
                commands.append(SVGPathCommand(letter: "M", numbers: [point.x, point.y]))
                (current, subpathStart) = (point, point)
            case .line(let point):
                commands.append(SVGPathCommand(letter: "L", numbers: [point.x, point.y]))
                current = point
            case .quadCurve(let point, let control):
                commands.append(
                    SVGPathCommand(letter: "Q", numbers: [control.x, control.y, point.x, point.y]))
                current = point
            case .curve(let point, let control1, let control2):
                commands.append(
                    SVGPathCommand(
                        letter: "C",
                        numbers: [
                            control1.x, control1.y, control2.x, control2.y, point.x, point.y,
                        ]))
                current = point
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                let arc = CircleArc(
                    center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise)
                let start = arc.startPoint
                if let point = current {
                    if arc.startsAway(from: point) {
                        commands.append(SVGPathCommand(letter: "L", numbers: [start.x, start.y]))
                    }
                } else {
                    commands.append(SVGPathCommand(letter: "M", numbers: [start.x, start.y]))
                    subpathStart = start
                }
                let sweepFlag: Double = arc.sweep > 0 ? 1 : 0
                func arcCommand(to point: GooPoint, largeArc: Bool) -> SVGPathCommand {
                    SVGPathCommand(
                        letter: "A",
                        numbers: [radius, radius, 0, largeArc ? 1 : 0, sweepFlag, point.x, point.y])
                }
                // Within a thousandth of a radian of a full turn, the ends are too close for a
                // writer that rounds coordinates to keep them apart: two halves as well.
                let isHalved = abs(arc.sweep) > 2 * Double.pi - 1e-3
                if isHalved {
                    commands.append(
                        arcCommand(to: arc.point(at: arc.start + arc.sweep / 2), largeArc: false))
                }
                let end = arc.endPoint
                commands.append(
                    arcCommand(to: end, largeArc: !isHalved && abs(arc.sweep) > Double.pi))
                current = end
            case .closeSubpath:
                commands.append(SVGPathCommand(letter: "Z", numbers: []))
                // After a close SVG's current point is the subpath's start; a later arc draws a
                // line from there, as CoreGraphics does.
                current = current == nil ? nil : subpathStart
            }
        }
        return commands
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
    package static func svgNumber(_ value: Double) -> String {
        // Swift's description already prints the shortest round-trip digits.
        if value == 0 { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
