import GooGeometry

/// One golden case written by `Reference/reference.py`: the inputs and the points (or the reason
/// for no connector) that the script's own transcription of the formulas gives.
struct ReferenceCase: Sendable, CustomStringConvertible {
    let name: String
    let anchor: (Double, Double, Double)
    let drag: (Double, Double, Double)
    /// `(angle in degrees, f1, f2)` for cubic cases, `(spread, handle rate, 0)` for metaball.
    let cubicOptions: (Double, Double, Double)?
    let reason: String?
    let points: [String: GooPoint]?

    /// The name, and the options when the case has any: the cubic table repeats every name once
    /// per set of options, so a failing row is named by both.
    var description: String {
        guard let (first, second, third) = cubicOptions else { return name }
        return "\(name) [options \(first), \(second), \(third)]"
    }

    func circles() throws -> (anchor: GooCircle, drag: GooCircle) {
        (
            try GooCircle(x: anchor.0, y: anchor.1, radius: anchor.2),
            try GooCircle(x: drag.0, y: drag.1, radius: drag.2)
        )
    }

    /// The size of the configuration, against which point errors are relative.
    var scale: Double {
        [anchor.0, anchor.1, anchor.2, drag.0, drag.1, drag.2].map(abs).max() ?? 0
    }
}
