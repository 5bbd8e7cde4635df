import Foundation

/// How much of a heavy property sweep a run covers.
///
/// `swift test` (a debug build, the README's command) runs a representative part of each heavy
/// sweep, so that it takes seconds: the first cases of a seeded sequence, or every few cases
/// of a grid. A release build runs every case: `.ci/run`'s release step runs the library's
/// whole suite. `GOO_FULL_SWEEPS=1` runs every case in a debug build too. Every assertion runs
/// in both; only the number of cases differs.
enum Sweep {
    /// Whether this run covers every case (release builds, or `GOO_FULL_SWEEPS=1`).
    static let isFull: Bool =
        !_isDebugAssertConfiguration()
        || ProcessInfo.processInfo.environment["GOO_FULL_SWEEPS"] == "1"

    /// `full` cases in a full run, the first `debug` of them otherwise.
    static func count(_ full: Int, debug: Int) -> Int { isFull ? full : min(full, debug) }

    /// A grid's step: `full` in a full run, the coarser `debug` otherwise.
    static func step(_ full: Int, debug: Int) -> Int { isFull ? full : debug }

    /// Whether the `index`-th of a sweep's combinations runs: every one in a full run, every
    /// `stride`-th otherwise.
    ///
    /// A stride prime to the innermost loop's length reaches each of its values once the sweep
    /// runs as many combinations as that loop has values, not before: each sweep that samples
    /// this way counts what it ran (``CheckedCases``).
    static func includes(_ index: Int, every stride: Int) -> Bool {
        isFull || index % stride == 0
    }
}
