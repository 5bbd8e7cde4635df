import XCTest

/// How many cases of each kind (a style, a regime) a sweep checked.
///
/// A sweep skips the cases it cannot judge: a style with no connector there, a point too near
/// the edge to tell inside from outside. Skipping must not let it pass having judged nothing, so
/// it counts the cases it did judge and asserts at the end that every kind it meant to cover
/// got more than a floor: a bug that made every connector unavailable, or one style's, fails
/// the sweep instead of emptying it.
struct CheckedCases {
    private var counts: [String: Int] = [:]

    /// Records one case of `kind` as checked.
    mutating func record(_ kind: String) { counts[kind, default: 0] += 1 }

    /// How many cases of `kind` were checked.
    subscript(kind: String) -> Int { counts[kind, default: 0] }

    /// How many cases were checked, of every kind.
    var total: Int { counts.values.reduce(0, +) }

    /// Asserts that each of `kinds` had more than `floor` cases checked.
    func assertEach(
        of kinds: [String], moreThan floor: Int, _ sweep: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for kind in kinds {
            XCTAssertGreaterThan(
                self[kind], floor, "\(sweep): \(kind) checked \(self[kind]) times",
                file: file, line: line)
        }
    }
}
