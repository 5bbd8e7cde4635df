import GooGeometry

/// A command's flags, parsed by hand (no package can be fetched).
///
/// Accepts `--name value`, `--name=value` and boolean `--name`. Every error names the flag.
struct Flags {
    struct Spec {
        let name: String
        let value: String?  // nil for a boolean flag
        let help: String
    }

    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []

    init(_ arguments: [String], specs: [Spec]) throws(InputError) {
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if argument == "-o" { argument = "--output" }
            guard argument.hasPrefix("--"),
                let spec = specs.first(where: { "--" + $0.name == argument })
            else { throw InputError(field: argument, problem: "unknown option (see --help)") }
            if spec.value == nil {
                guard inline == nil else {
                    throw InputError(field: argument, problem: "takes no value")
                }
                switches.insert(spec.name)
                continue
            }
            if let inline {
                values[spec.name] = inline
            } else {
                guard index < arguments.count else {
                    throw InputError(field: argument, problem: "needs a value")
                }
                values[spec.name] = arguments[index]
                index += 1
            }
        }
    }

    func has(_ name: String) -> Bool { switches.contains(name) }

    func string(_ name: String, default value: String) -> String { values[name] ?? value }

    func number(_ name: String, default value: Double) throws(InputError) -> Double {
        guard let text = values[name] else { return value }
        return try Self.number(text, field: "--" + name)
    }

    /// A number that must be finite, with a message that says what is wrong with it.
    private static func number(_ text: String, field: String, part: String? = nil)
        throws(InputError) -> Double
    {
        let which = part.map { " for \($0)" } ?? ""
        guard let number = Double(text) else {
            throw InputError(field: field, problem: "expected a number\(which), got \"\(text)\"")
        }
        guard number.isFinite else {
            let why = number.isNaN ? "" : ", which overflows a Double"
            throw InputError(
                field: field, problem: "expected a finite number\(which), got \"\(text)\"\(why)")
        }
        return number
    }

    /// Comma-separated numbers, one per part (`x`, `y`, `r`), or `nil` when the flag is absent;
    /// the last `optional` parts may be left out.
    func numbers(_ name: String, parts: [String], optional: Int = 0) throws(InputError)
        -> [Double]?
    {
        guard let text = values[name] else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= parts.count, items.count >= parts.count - optional else {
            let count =
                optional == 0 ? "\(parts.count)" : "\(parts.count - optional) to \(parts.count)"
            throw InputError(
                field: "--" + name,
                problem:
                    "expected \(count) comma-separated numbers (\(parts.joined(separator: ","))), got \"\(text)\""
            )
        }
        var numbers: [Double] = []
        for (item, part) in zip(items, parts) {
            numbers.append(try Self.number(String(item), field: "--" + name, part: part))
        }
        return numbers
    }

    /// `x,y,r` as a circle.
    func circle(_ name: String, default value: GooCircle) throws(InputError) -> GooCircle {
        guard let numbers = try numbers(name, parts: ["x", "y", "r"]) else { return value }
        do { return try GooCircle(x: numbers[0], y: numbers[1], radius: numbers[2]) } catch {
            throw InputError(field: "--" + name, problem: "\(error)")
        }
    }

    /// `x,y,r` or `x,y,r,w` as a badge: the circle, or a capsule `w` wide (`≥ 2·r`).
    func badge(_ name: String, default value: GooCapsule) throws(InputError) -> GooCapsule {
        guard let numbers = try numbers(name, parts: ["x", "y", "r", "w"], optional: 1) else {
            return value
        }
        let circle: GooCircle
        do { circle = try GooCircle(x: numbers[0], y: numbers[1], radius: numbers[2]) } catch {
            throw InputError(field: "--" + name, problem: "\(error)")
        }
        guard numbers.count == 4 else { return GooCapsule(circle) }
        do {
            return try GooCapsule(center: circle.center, radius: circle.radius, width: numbers[3])
        } catch {
            throw InputError(
                field: "--" + name,
                problem:
                    "width must be ≥ 2 × r (\(GooPath.svgNumber(2 * circle.radius))), got \(GooPath.svgNumber(numbers[3]))"
            )
        }
    }

    /// `--style` with its options (`--angle`, `--fractions`, `--spread`, `--handle-rate`), read
    /// by the same parser as eval's `style`.
    func style(_ styles: StyleTable) throws(InputError) -> ToolStyle {
        var source = self
        let name = string("style", default: QuadraticConnector.styleName)
        return try styles.style(named: name, field: "--style", options: &source)
    }

    /// The help text of a command: every option with its default.
    static func help(usage: String, summary: String, specs: [Spec]) -> String {
        var lines = ["usage: \(usage)", "", summary, "", "options:"]
        for spec in specs {
            let name = "--\(spec.name)" + (spec.value.map { " \($0)" } ?? "")
            lines.append("  " + name.padding(to: 26) + spec.help)
        }
        return lines.joined(separator: "\n")
    }

    /// The options shared by render and points: the circles, the style and every style's
    /// options.
    static func configuration(_ styles: StyleTable) -> [Spec] {
        [
            Spec(name: "anchor", value: "X,Y,R", help: "the anchor circle (default 0,0,10)"),
            Spec(
                name: "drag", value: "X,Y,R[,W]",
                help:
                    "the dragged badge (default 60,40,10); W ≥ 2R makes it a capsule W wide (as eval's drag.width)"
            ),
            Spec(
                name: "style", value: "NAME",
                help: "\(styles.names) (default \(QuadraticConnector.styleName))"),
        ]
            + styles.allOptions.map {
                Spec(name: $0.flag, value: $0.placeholder, help: $0.help)
            }
    }

    /// The anchor circle of `--anchor` and the badge of `--drag`.
    func circles() throws(InputError) -> (anchor: GooCircle, badge: GooCapsule) {
        (
            try circle("anchor", default: GooCircle(validating: 0, 0, 10)),
            try badge("drag", default: GooCapsule(GooCircle(validating: 60, 40, 10)))
        )
    }
}

extension Flags: StyleOptionSource {
    func has(_ option: StyleOption) -> Bool { values[option.flag] != nil }

    func numbers(_ option: StyleOption) throws(InputError) -> [Double]? {
        guard option.arity > 1 else {
            return try values[option.flag].map { (text) throws(InputError) in
                [try Self.number(text, field: "--" + option.flag)]
            }
        }
        let parts = option.placeholder.lowercased().split(separator: ",").map(String.init)
        return try numbers(option.flag, parts: parts)
    }

    func field(_ option: StyleOption, index: Int?) -> String { "--" + option.flag }
}

extension String {
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
