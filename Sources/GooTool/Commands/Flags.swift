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
        guard let number = Double(text), number.isFinite else {
            throw InputError(
                field: "--" + name, problem: "expected a finite number, got \"\(text)\"")
        }
        return number
    }

    func numbers(_ name: String, count: Int, default value: [Double]) throws(InputError) -> [Double]
    {
        guard let text = values[name] else { return value }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == count, parts.allSatisfy({ $0?.isFinite == true }) else {
            throw InputError(
                field: "--" + name,
                problem: "expected \(count) comma-separated numbers, got \"\(text)\"")
        }
        return parts.compactMap { $0 }
    }

    /// `x,y,r` as a circle.
    func circle(_ name: String, default value: [Double]) throws(InputError) -> GooCircle {
        let numbers = try numbers(name, count: 3, default: value)
        do { return try GooCircle(x: numbers[0], y: numbers[1], radius: numbers[2]) } catch {
            throw InputError(field: "--" + name, problem: "\(error)")
        }
    }

    /// `--style` with its options (`--angle`, `--fractions`, `--spread`, `--handle-rate`).
    func style() throws(InputError) -> ConnectorStyle {
        let name = string("style", default: "quadratic")
        switch name {
        case "quadratic": return .quadratic
        case "tangent": return .tangent
        case "cubic":
            let fractions = try numbers("fractions", count: 2, default: [0.25, 0.5])
            let angle = try number("angle", default: 5)
            do throws(GooGeometryError) {
                return .cubic(
                    try CubicConnector.Options(
                        angle: .degrees(angle), nearFraction: fractions[0],
                        farFraction: fractions[1]
                    )
                )
            } catch {
                throw InputError(
                    field: error == .angleOutOfRange ? "--angle" : "--fractions",
                    problem: "\(error)"
                )
            }
        case "metaball":
            let spread = try number("spread", default: 0.5)
            let rate = try number("handle-rate", default: 2.4)
            do throws(GooGeometryError) {
                return .metaball(try MetaballConnector.Options(spread: spread, handleRate: rate))
            } catch {
                throw InputError(
                    field: error == .spreadOutOfRange ? "--spread" : "--handle-rate",
                    problem: "\(error)")
            }
        default:
            throw InputError(
                field: "--style",
                problem: "unknown style \"\(name)\"; expected quadratic, cubic, tangent or metaball"
            )
        }
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

    /// The options shared by render and points.
    static let configuration: [Spec] = [
        Spec(name: "anchor", value: "X,Y,R", help: "the anchor circle (default 0,0,10)"),
        Spec(name: "drag", value: "X,Y,R", help: "the dragged circle (default 60,40,10)"),
        Spec(
            name: "style", value: "NAME",
            help: "quadratic, cubic, tangent or metaball (default quadratic)"),
        Spec(name: "angle", value: "DEGREES", help: "cubic control angle, within ±90 (default 5)"),
        Spec(
            name: "fractions", value: "F1,F2",
            help: "cubic control fractions, in 0...1 (default 0.25,0.5)"),
        Spec(name: "spread", value: "V", help: "metaball spread, in 0...1 (default 0.5)"),
        Spec(name: "handle-rate", value: "H", help: "metaball handle rate, ≥ 0 (default 2.4)"),
    ]
}

extension String {
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
