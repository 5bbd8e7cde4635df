/// Why a request line cannot be answered: the field at fault and what is wrong with it.
struct RequestError: Error {
    /// The dotted path of the field (`anchor.r`, `fractions[1]`), or `line` for the whole line.
    let field: String
    let problem: String

    /// The text of the `error` member: `field: problem`.
    var message: String { "\(field): \(problem)" }
}
