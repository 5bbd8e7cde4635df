import GooGeometry

/// One golden case written by `Reference/reference.py`: the inputs and the points (or the reason
/// for no connector) that the script's own transcription of the formulas gives.
///
/// The script gives every row of a table its own name, options included
/// (`"diagonal, α 5°, f1 1/4, f2 2/3"`), so the name alone identifies a failing row.
struct ReferenceCase: Sendable, CustomStringConvertible {
    let name: String
    /// `(x, y, radius)`.
    let anchor: (Double, Double, Double)
    /// `(x, y, radius)`.
    let drag: (Double, Double, Double)
    /// The cubic connector's options; set on every cubic row and only there.
    let cubicOptions: (angle: Double, nearFraction: Double, farFraction: Double)?
    /// The metaball connector's options; set on every metaball row and only there.
    let metaballOptions: (spread: Double, handleRate: Double)?
    let reason: String?
    let points: [String: GooPoint]?

    var description: String { name }

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
