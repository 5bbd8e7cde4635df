import GooGeometry

/// Every style the tool knows, read the same way from `goo eval`'s requests and from the
/// command line's flags: one grammar, one parser, the library's defaults.
///
/// A new style is one entry here; a style with options also says how to make them.
struct StyleTable: Sendable {
    let entries: [StyleEntry]

    /// The library's four styles.
    static let builtIn = StyleTable(entries: [
        StyleEntry(QuadraticConnector.self),
        StyleEntry(CubicConnector.self, options: [.angle, .fractions]) {
            (values) throws(InputError) in try cubicOptions(values)
        },
        StyleEntry(TangentConnector.self),
        StyleEntry(MetaballConnector.self, options: [.spread, .handleRate]) {
            (values) throws(InputError) in try metaballOptions(values)
        },
    ])

    /// The table with one more style: how a style declared outside the library joins.
    func adding(_ entry: StyleEntry) -> StyleTable { StyleTable(entries: entries + [entry]) }

    /// Every option of every style, each once, in table order.
    var allOptions: [StyleOption] {
        var seen: Set<String> = []
        return entries.flatMap(\.options).filter { seen.insert($0.key).inserted }
    }

    /// `quadratic, cubic, tangent or metaball`.
    var names: String {
        let names = entries.map(\.name)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The style called `name` with its options from `source`; an option that belongs to
    /// another style is refused, naming its owner.
    func style(
        named name: String, field: String, options source: inout some StyleOptionSource
    ) throws(InputError) -> ToolStyle {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw InputError(field: field, problem: "unknown style \"\(name)\"; expected \(names)")
        }
        for option in allOptions.sorted(by: { $0.key < $1.key })
        where !entry.options.contains(option) && source.has(option) {
            let owners = entries.filter { $0.options.contains(option) }.map(\.name)
            throw InputError(
                field: source.field(option, index: nil),
                problem: "only the \(owners.joined(separator: " and ")) style takes \(option.key)")
        }
        var numbers: [String: [Double]] = [:]
        for option in entry.options {
            numbers[option.key] = try source.numbers(option)
        }
        let fields = Dictionary(
            uniqueKeysWithValues: entry.options.map { option in
                (option.key, (0..<option.arity).map { source.field(option, index: $0) })
            })
        return try entry.make(StyleOptionValues(numbers: numbers, fields: fields))
    }
}

/// One style: its name, the options it takes and how to make it from them.
struct StyleEntry: Sendable {
    let name: String
    let options: [StyleOption]
    let make: @Sendable (StyleOptionValues) throws(InputError) -> ToolStyle

    /// A style without options.
    init<Shape: ConnectorShape>(_ shape: Shape.Type) where Shape.Options == NoOptions {
        name = Shape.styleName
        options = []
        make = { _ in ToolStyle(Shape.self) }
    }

    /// A style with options, made from the values given (absent ones take the library's
    /// defaults in `makeOptions`).
    init<Shape: ConnectorShape>(
        _ shape: Shape.Type, options: [StyleOption],
        _ makeOptions: @escaping @Sendable (StyleOptionValues) throws(InputError) -> Shape.Options
    ) {
        name = Shape.styleName
        self.options = options
        make = { (values) throws(InputError) in
            ToolStyle(Shape.self, options: try makeOptions(values))
        }
    }
}

/// An option of a style: its key in eval (`handleRate`), its flag (`--handle-rate`) and how
/// many numbers it takes.
struct StyleOption: Hashable, Sendable {
    let key: String
    let flag: String
    /// 1 for a number, 2 for a pair (`[f1, f2]`, `F1,F2`).
    let arity: Int
    /// The value in a flag's help (`F1,F2`).
    let placeholder: String
    let help: String

    static let angle = StyleOption(
        key: "angle", flag: "angle", arity: 1, placeholder: "DEGREES",
        help: "cubic control angle, within ±90 (default \(number(cubic.angle.degrees)))")
    static let fractions = StyleOption(
        key: "fractions", flag: "fractions", arity: 2, placeholder: "F1,F2",
        help:
            "cubic control fractions, in 0...1 (default \(number(cubic.nearFraction)),\(number(cubic.farFraction)))"
    )
    static let spread = StyleOption(
        key: "spread", flag: "spread", arity: 1, placeholder: "V",
        help: "metaball spread, in 0...1 (default \(number(metaball.spread)))")
    static let handleRate = StyleOption(
        key: "handleRate", flag: "handle-rate", arity: 1, placeholder: "H",
        help: "metaball handle rate, ≥ 0 (default \(number(metaball.handleRate)))")

    private static let cubic = GooConnector.CubicOptions.default
    private static let metaball = GooConnector.MetaballOptions.default
    private static func number(_ value: Double) -> String { GooPath.svgNumber(value) }
}

/// Where style options are read from: a request's members (``RequestObject``) or the command
/// line's flags (``Flags``), each naming fields its own way.
protocol StyleOptionSource {
    /// Whether the option was given (a request's `null` counts as absent).
    mutating func has(_ option: StyleOption) -> Bool
    /// The option's `arity` finite numbers, or `nil` when it is absent.
    mutating func numbers(_ option: StyleOption) throws(InputError) -> [Double]?
    /// The field to name in a message: the option, or one of its numbers.
    func field(_ option: StyleOption, index: Int?) -> String
}

/// The options given for one style, read from either source, with the fields to blame.
struct StyleOptionValues {
    let numbers: [String: [Double]]
    let fields: [String: [String]]

    /// The option's number, or `nil` when absent.
    func number(_ option: StyleOption) -> Double? { numbers[option.key]?.first }

    /// The option's pair, or `nil` when absent.
    func pair(_ option: StyleOption) -> (Double, Double)? {
        numbers[option.key].map { ($0[0], $0[1]) }
    }

    /// The field of the option's `index`th number, for a message.
    func field(_ option: StyleOption, _ index: Int = 0) -> String {
        fields[option.key]?[index] ?? option.key
    }
}

extension StyleTable {
    static func cubicOptions(
        _ values: StyleOptionValues
    ) throws(InputError) -> GooConnector.CubicOptions {
        let defaults = GooConnector.CubicOptions.default
        let angle = values.number(.angle).map(GooAngle.degrees) ?? defaults.angle
        let fractions = values.pair(.fractions) ?? (defaults.nearFraction, defaults.farFraction)
        do {
            return try GooConnector.CubicOptions(
                angle: angle, nearFraction: fractions.0, farFraction: fractions.1)
        } catch {
            let field =
                switch error {
                case .angleOutOfRange: values.field(.angle)
                case .nearFractionOutOfRange: values.field(.fractions, 0)
                case .farFractionOutOfRange: values.field(.fractions, 1)
                }
            throw InputError(field: field, problem: "\(error)")
        }
    }

    static func metaballOptions(
        _ values: StyleOptionValues
    ) throws(InputError) -> GooConnector.MetaballOptions {
        let defaults = GooConnector.MetaballOptions.default
        do {
            return try GooConnector.MetaballOptions(
                spread: values.number(.spread) ?? defaults.spread,
                handleRate: values.number(.handleRate) ?? defaults.handleRate)
        } catch {
            let field =
                switch error {
                case .spreadOutOfRange: values.field(.spread)
                case .invalidHandleRate: values.field(.handleRate)
                }
            throw InputError(field: field, problem: "\(error)")
        }
    }
}
