import Foundation
import XCTest

/// Asserts that the `goo eval` answer depends on a request field's value: `template` with its
/// one `@` replaced by each row's `value` is answered with a line that contains that row's
/// `expected` text and no other row's.
///
/// So a field that is read wrongly (ignored, read from another field, or another value's meaning)
/// fails at least one row. `.ci/eval-fields.py` finds each field of `Docs/goo-eval.md`'s field
/// table in the `dependsOn` names of these calls.
///
/// - Parameters:
///   - fields: The fields of the table the rows exercise (`config.flingSpeed`, `op=drag`).
///   - template: A request line with exactly one `@`.
///   - rows: At least two values of the field, each with a text its answer must contain.
func assertAnswer(
    dependsOn fields: [String], _ template: String, _ rows: [(value: String, expected: String)],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        template.split(separator: "@", omittingEmptySubsequences: false).count, 2,
        "\(fields): the template needs exactly one @", file: file, line: line)
    XCTAssertGreaterThanOrEqual(
        rows.count, 2, "\(fields): one value cannot show a dependence", file: file, line: line)
    for row in rows {
        let text = answer(template.replacingOccurrences(of: "@", with: row.value))
        XCTAssertTrue(
            text.contains(row.expected),
            "\(fields) = \(row.value): expected \(row.expected) in \(text)",
            file: file, line: line)
        for other in rows where other.value != row.value {
            XCTAssertFalse(
                text.contains(other.expected),
                "\(fields) = \(row.value) answers as \(other.value) would (\(other.expected)): \(text)",
                file: file, line: line)
        }
    }
}

/// ``assertAnswer(dependsOn:_:_:file:line:)`` for one field.
func assertAnswer(
    dependsOn field: String, _ template: String, _ rows: [(value: String, expected: String)],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertAnswer(dependsOn: [field], template, rows, file: file, line: line)
}
