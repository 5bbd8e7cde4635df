import Foundation
import GooGeometry

/// `goo render`: an SVG of one configuration.
enum RenderCommand {
    static let specs =
        Flags.configuration + [
            Flags.Spec(
                name: "outline", value: nil, help: "draw the one union outline, not three shapes"),
            Flags.Spec(
                name: "construction", value: nil,
                help: "label the points A…P and draw the control polygons"),
            Flags.Spec(name: "fill", value: "COLOUR", help: "fill colour (default #f23)"),
            Flags.Spec(
                name: "stroke", value: "COLOUR", help: "stroke colour of the outline (default none)"
            ),
            Flags.Spec(name: "stroke-width", value: "W", help: "stroke width (default 1)"),
            Flags.Spec(
                name: "output", value: "FILE",
                help: "where to write, - for stdout (default goo.svg); also -o"),
        ]

    static let help = Flags.help(
        usage: "goo render [options]",
        summary:
            "Writes an SVG of the anchor, the dragged circle and the connector (or their outline).",
        specs: specs
    )

    static func scene(_ flags: Flags) throws(InputError) -> Scene {
        Scene(
            anchor: try flags.circle("anchor", default: [0, 0, 10]),
            drag: try flags.circle("drag", default: [60, 40, 10]),
            style: try flags.style(),
            outline: flags.has("outline"),
            construction: flags.has("construction"),
            fill: flags.string("fill", default: "#f23"),
            stroke: flags.string("stroke", default: "none"),
            strokeWidth: try flags.number("stroke-width", default: 1)
        )
    }

    static func run(_ arguments: [String]) throws(InputError) -> String {
        let flags = try Flags(arguments, specs: specs)
        let scene = try scene(flags)
        var document = SVGDocument(box: scene.box)
        scene.draw(into: &document)
        let svg = document.rendered(scale: 4)
        let output = flags.string("output", default: "goo.svg")
        if output == "-" { return svg }
        do { try svg.write(toFile: output, atomically: true, encoding: .utf8) } catch {
            throw InputError(
                field: "--output", problem: "cannot write \(output): \(error.localizedDescription)")
        }
        return "wrote \(output)\n"
    }
}

/// `goo points`: the labelled points of one configuration, as a table or JSON.
enum PointsCommand {
    static let specs =
        Flags.configuration + [
            Flags.Spec(
                name: "json", value: nil, help: "print the goo eval answer instead of a table")
        ]

    static let help = Flags.help(
        usage: "goo points [options]",
        summary: "Prints the connector's labelled points (A B C D and the controls).",
        specs: specs
    )

    static func run(_ arguments: [String]) throws(InputError) -> String {
        let flags = try Flags(arguments, specs: specs)
        let anchor = try flags.circle("anchor", default: [0, 0, 10])
        let drag = try flags.circle("drag", default: [60, 40, 10])
        let connection = Connector.between(anchor: anchor, drag: drag, style: try flags.style())
        if flags.has("json") {
            return Eval.pointsAnswer(connection) + "\n"
        }
        guard let connector = connection.connector else {
            return "no connector: \(connection.reason.map { "\($0)" } ?? "")\n"
        }
        return table(connector)
    }

    static func table(_ connector: Connector) -> String {
        var lines = ["label  x                       y"]
        for (label, point) in connector.labelledPoints {
            lines.append(
                label.padding(to: 7) + JSONWriter.number(point.x).padding(to: 24)
                    + JSONWriter.number(point.y)
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `goo demo`: the film strip of a drag for every style, and the points of one frame.
enum DemoCommand {
    static let specs = [
        Flags.Spec(
            name: "output", value: "FILE",
            help: "where to write the film strip (default goo-demo.svg); also -o")
    ]

    static let help = Flags.help(
        usage: "goo demo [options]",
        summary: """
            Writes an SVG film strip of one drag — rest, stretch, break, back within range, release \
            and spring home — for the quadratic, cubic, tangent and metaball styles side by side, \
            and prints the points and path of the quadratic connector at d = 60.
            """,
        specs: specs
    )

    static func run(_ arguments: [String]) throws(InputError) -> String {
        let flags = try Flags(arguments, specs: specs)
        let output = flags.string("output", default: "goo-demo.svg")
        let svg: String
        do { svg = try FilmStrip.svg() } catch {
            throw InputError(field: "demo", problem: "\(error)")
        }
        do { try svg.write(toFile: output, atomically: true, encoding: .utf8) } catch {
            throw InputError(
                field: "--output", problem: "cannot write \(output): \(error.localizedDescription)")
        }
        let position = FilmStrip.position(60)
        let anchor = GooCircle(validating: 0, 0, 10 - 60.0 / 15)
        let drag = GooCircle(validating: position.x, position.y, 10)
        var text =
            "wrote \(output): a drag in four styles, from rest through the break to the spring home\n\n"
        text +=
            "one frame, quadratic style, d = 60: anchor (0, 0, r 6), drag (\(JSONWriter.number(position.x)), \(JSONWriter.number(position.y)), r 10)\n"
        if let connector = Connector.between(anchor: anchor, drag: drag, style: .quadratic)
            .connector
        {
            text += PointsCommand.table(connector)
            text += "svg  \(connector.path.svgPathData)\n"
        }
        return text
    }
}

/// `goo pictures DIR`: the documentation's pictures.
enum PicturesCommand {
    static let help = """
        usage: goo pictures DIRECTORY

        Writes the pictures of the README and the documentation (styles.svg, outline.svg,
        filmstrip.svg, and gesture.svg, an animation) into DIRECTORY. .ci/run regenerates them and fails if the committed ones
        in Sources/GooGeometry/GooGeometry.docc/Resources differ.
        """

    static func run(_ arguments: [String]) throws(InputError) -> String {
        guard arguments.count == 1, let directory = arguments.first, !directory.hasPrefix("-")
        else {
            throw InputError(field: "pictures", problem: "expected one directory")
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true)
            for (name, svg) in try Pictures.all() {
                let path = (directory as NSString).appendingPathComponent(name)
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
                written.append(path)
            }
        } catch {
            throw InputError(
                field: directory, problem: "cannot write: \(error.localizedDescription)")
        }
        return written.map { "wrote \($0)" }.joined(separator: "\n") + "\n"
    }
}
