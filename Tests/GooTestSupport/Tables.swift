import XCTest

/// Runs `check` on every row of a table: the XCTest form of a parameterised test.
///
/// XCTest has no parameterised cases, so a table names its failing row itself: every assertion
/// inside `check` takes the row's description as its message (`XCTAssertEqual(a, b, "\(row)")`),
/// and an error that one row throws fails the test with that row's description, after which the
/// next row still runs.
///
/// - Parameters:
///   - rows: The table; a row's `description` (or its default rendering) is its name.
///   - check: The assertions for one row.
public func forEachRow<Row>(
    _ rows: some Sequence<Row>,
    file: StaticString = #filePath, line: UInt = #line,
    _ check: (Row) throws -> Void
) {
    var count = 0
    for row in rows {
        count += 1
        do { try check(row) } catch {
            XCTFail("row \(row): threw \(error)", file: file, line: line)
        }
    }
    // An empty table would pass without checking anything.
    XCTAssertGreaterThan(count, 0, "the table has no rows", file: file, line: line)
}

/// Asserts that `body` throws exactly `expected`.
///
/// `body` is an untyped throwing closure: a closure literal is inferred as throwing `any Error`
/// even where a typed `throws(Failure)` is expected, so a typed parameter would reject
/// `assertThrows(E.someCase) { try call() }`. An error of another type fails the assertion.
///
/// - Parameters:
///   - expected: The error `body` must throw.
///   - message: Names the case, for tables.
///   - body: The call that must fail.
public func assertThrows<Failure: Error & Equatable, Result>(
    _ expected: Failure, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> Result
) {
    do {
        let result = try body()
        XCTFail("expected \(expected), got \(result). \(message())", file: file, line: line)
    } catch let error as Failure {
        XCTAssertEqual(error, expected, message(), file: file, line: line)
    } catch {
        XCTFail("expected \(expected), threw \(error). \(message())", file: file, line: line)
    }
}
