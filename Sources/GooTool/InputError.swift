/// What is wrong with a request line or a command-line flag: the field at fault and why.
///
/// One type for both, so `goo eval` answers and `goo` flag errors read alike: `field: problem`.
struct InputError: Error {
    /// The field: a dotted path in a request (`anchor.r`, `fractions[1]`, `line` for the whole
    /// line), or a flag (`--anchor`).
    let field: String
    let problem: String

    /// `field: problem`, the text of an eval `error` member and of a flag error.
    var message: String { "\(field): \(problem)" }
}
