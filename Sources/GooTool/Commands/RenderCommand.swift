import Foundation
import GooGeometry

/// `goo render`: an SVG of one configuration.
enum RenderCommand {
    static let command = Command(
        name: "render",
        summary: "write an SVG of one configuration (connector or outline, construction)",
        help: help(.builtIn), run: run)

    static func specs(_ styles: StyleTable) -> [Flags.Spec] {
        Flags.configuration(styles) + [
            Flags.Spec(
                name: "outline", value: nil, help: "draw the one union outline, not three shapes"),
            Flags.Spec(
                name: "construction", value: nil,
                help: "label the points A…P and draw the control polygons"),
            Flags.Spec(name: "fill", value: "COLOUR", help: "fill colour (default #f23)"),
            Flags.Spec(
                name: "stroke", value: "COLOUR",
                help: "stroke colour of the outline, with --outline (default none)"),
            Flags.Spec(
                name: "stroke-width", value: "W", help: "its stroke width, ≥ 0 (default 1)"),
            Flags.Spec(
                name: "output", value: "FILE",
                help: "where to write, - for stdout (default goo.svg); also -o"),
        ]
    }

    static func help(_ styles: StyleTable) -> String {
        Flags.help(
            usage: "goo render [options]",
            summary:
                "Writes an SVG of the anchor, the dragged badge (a circle, or a capsule with --drag X,Y,R,W) and the connector (or their outline).",
            specs: specs(styles))
    }

    static func scene(_ flags: Flags, styles: StyleTable) throws(InputError) -> Scene {
        let (anchor, badge) = try flags.circles()
        let outline = flags.has("outline")
        for name in ["stroke", "stroke-width"] where !outline && flags.values[name] != nil {
            throw InputError(
                field: "--" + name, problem: "strokes only the outline: add --outline")
        }
        let strokeWidth = try flags.number("stroke-width", default: 1)
        guard strokeWidth >= 0 else {
            throw InputError(
                field: "--stroke-width",
                problem: "must be ≥ 0, got \(GooPath.svgNumber(strokeWidth))")
        }
        return Scene(
            anchor: anchor, badge: badge, style: try flags.style(styles), outline: outline,
            construction: flags.has("construction"), fill: flags.string("fill", default: "#f23"),
            stroke: flags.string("stroke", default: "none"), strokeWidth: strokeWidth)
    }

    static func run(
        _ arguments: [String], styles: StyleTable = .builtIn
    ) throws(InputError) -> CommandOutput {
        let flags = try Flags(arguments, specs: specs(styles))
        let scene = try scene(flags, styles: styles)
        var document = SVGDocument(box: scene.box)
        scene.draw(into: &document)
        let svg = document.rendered(scale: 4)
        // Drawn without a bridge: say why, as `points` does.
        let why = scene.connection.reason.map { "no connector: \($0)" }
        let output = flags.string("output", default: "goo.svg")
        if output == "-" { return CommandOutput(text: svg, note: why) }
        do { try svg.write(toFile: output, atomically: true, encoding: .utf8) } catch {
            throw InputError(
                field: "--output", problem: "cannot write \(output): \(error.localizedDescription)")
        }
        return CommandOutput(text: "wrote \(output)\n" + (why.map { $0 + "\n" } ?? ""))
    }
}

/// `goo points`: the labelled points of one configuration, as a table or JSON.
enum PointsCommand {
    static let command = Command(
        name: "points", summary: "print the labelled points of one configuration (table or --json)",
        help: help(.builtIn), run: run)

    static func specs(_ styles: StyleTable) -> [Flags.Spec] {
        Flags.configuration(styles) + [
            Flags.Spec(
                name: "json", value: nil, help: "print the goo eval answer instead of a table")
        ]
    }

    static func help(_ styles: StyleTable) -> String {
        Flags.help(
            usage: "goo points [options]",
            summary:
                "Prints the connector's labelled points (A B C D and the controls); for a capsule badge, of the connector to its joint.",
            specs: specs(styles))
    }

    static func run(
        _ arguments: [String], styles: StyleTable = .builtIn
    ) throws(InputError) -> CommandOutput {
        let flags = try Flags(arguments, specs: specs(styles))
        let (anchor, badge) = try flags.circles()
        // A capsule's connector joins its joint, as in eval's points.
        let joint = badge.joint(facing: anchor.center)
        let connection = try flags.style(styles).connect(anchor, joint)
        if flags.has("json") {
            let json =
                badge.width > 2 * badge.radius
                ? connection.pointsJSON(joint: joint) : connection.pointsJSON
            return CommandOutput(text: json + "\n")
        }
        switch connection {
        case .connected(let connector): return CommandOutput(text: table(connector))
        case .unavailable(let reason): return CommandOutput(text: "no connector: \(reason)\n")
        }
    }

    static func table(_ connector: ToolConnector) -> String {
        var lines = ["label  x                       y"]
        for entry in connector.labelledPoints {
            lines.append(
                entry.label.padding(to: 7) + GooPath.svgNumber(entry.point.x).padding(to: 24)
                    + GooPath.svgNumber(entry.point.y))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `goo demo`: the film strip of a drag for every style, and the points of one frame.
enum DemoCommand {
    static let command = Command(
        name: "demo",
        summary: "write an SVG film strip of a drag in every style; print one frame's points",
        help: Flags.help(
            usage: "goo demo [options]",
            summary: """
                Writes an SVG film strip of one drag — rest, stretch, break, back within range, \
                release and spring home — for the quadratic, cubic, tangent and metaball styles \
                side by side, and prints the points and path of the quadratic connector at d = 60. \
                The badge has radius 10; --badge-width makes it a capsule (as eval's \
                config.badgeWidth), whose connector joins the circle at its spine's end nearest \
                the anchor.
                """,
            specs: specs),
        run: { (arguments, _) throws(InputError) in try run(arguments) })

    static let specs = [
        Flags.Spec(
            name: "output", value: "FILE",
            help: "where to write the film strip (default goo-demo.svg); also -o"),
        Flags.Spec(
            name: "badge-width", value: "W",
            help: "a capsule badge W wide, W ≥ 20 (default: round, 20 wide)"),
    ]

    static func run(_ arguments: [String]) throws(InputError) -> CommandOutput {
        let flags = try Flags(arguments, specs: specs)
        let output = flags.string("output", default: "goo-demo.svg")
        var badgeWidth: Double?
        if flags.values["badge-width"] != nil {
            let width = try flags.number("badge-width", default: 0)
            guard width >= 20 else {
                throw InputError(
                    field: "--badge-width",
                    problem:
                        "must be ≥ 20 (2 × the badge radius 10), got \(GooPath.svgNumber(width))")
            }
            badgeWidth = width
        }
        let svg: String
        do { svg = try FilmStrip.svg(badgeWidth: badgeWidth) } catch {
            throw InputError(field: "demo", problem: "\(error)")
        }
        do { try svg.write(toFile: output, atomically: true, encoding: .utf8) } catch {
            throw InputError(
                field: "--output", problem: "cannot write \(output): \(error.localizedDescription)")
        }
        // The strip's frame at d = 60: the badge where the film strip drags it, the anchor as
        // the library's default shrink leaves it.
        let distance = 60.0
        let position = FilmStrip.position(distance)
        let radius = GooDragConfiguration.ShrinkModel.default.anchorRadius(
            restingRadius: 10, distance: distance)
        let anchor = GooCircle(validating: 0, 0, radius)
        let badge =
            (try? GooCapsule(center: position, radius: 10, width: badgeWidth ?? 20))
            ?? GooCapsule(GooCircle(validating: position.x, position.y, 10))
        let drag = badge.joint(facing: anchor.center)
        let n = GooPath.svgNumber
        var text =
            "wrote \(output): a drag in four styles, from rest through the break to the spring home\n\n"
        text +=
            "one frame, quadratic style, d = \(n(distance)): anchor (0, 0, r \(n(radius))), drag (\(n(position.x)), \(n(position.y)), r 10)\n"
        if let badgeWidth {
            text +=
                "capsule \(n(badgeWidth)) wide: the connector joins its circle at (\(n(drag.center.x)), \(n(drag.center.y)))\n"
        }
        if let connector = ToolStyle(QuadraticConnector.self).connect(anchor, drag).connector {
            text += PointsCommand.table(connector)
            text += "svg  \(connector.path.svgPathData)\n"
        }
        return CommandOutput(text: text)
    }
}

/// `goo pictures DIR`: the documentation's pictures.
enum PicturesCommand {
    static let command = Command(
        name: "pictures", summary: "write the documentation's pictures into a directory",
        help: """
            usage: goo pictures DIRECTORY

            Writes the pictures of the README and the documentation (styles.svg, outline.svg,
            filmstrip.svg, and gesture.svg, an animation) into DIRECTORY, which is created if its
            parent exists. .ci/run regenerates them and fails if the committed ones in
            Sources/GooGeometry/GooGeometry.docc/Resources differ.
            """,
        run: { (arguments, _) throws(InputError) in try run(arguments) })

    static func run(_ arguments: [String]) throws(InputError) -> CommandOutput {
        guard arguments.count == 1, let directory = arguments.first, !directory.hasPrefix("-")
        else {
            throw InputError(
                field: "DIRECTORY",
                problem: "expected one directory, got \(arguments.count) arguments")
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if !files.fileExists(atPath: directory, isDirectory: &isDirectory) {
            let parent = (directory as NSString).deletingLastPathComponent
            guard parent.isEmpty || files.fileExists(atPath: parent, isDirectory: &isDirectory),
                parent.isEmpty || isDirectory.boolValue
            else {
                throw InputError(
                    field: directory, problem: "its parent \(parent) is not a directory")
            }
        } else if !isDirectory.boolValue {
            throw InputError(field: directory, problem: "is a file, not a directory")
        }
        var written: [String] = []
        do {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: false)
        } catch  where files.fileExists(atPath: directory) {
            // It was there already.
        } catch {
            throw InputError(
                field: directory, problem: "cannot create: \(error.localizedDescription)")
        }
        do {
            for (name, svg) in try Pictures.all() {
                let path = (directory as NSString).appendingPathComponent(name)
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
                written.append(path)
            }
        } catch {
            throw InputError(
                field: directory, problem: "cannot write: \(error.localizedDescription)")
        }
        return CommandOutput(text: written.map { "wrote \($0)\n" }.joined())
    }
}
