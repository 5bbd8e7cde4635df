import Foundation
import XCTest

@testable import GooTool

/// Every example of Docs/goo-eval.md is answered exactly as the page shows it.
final class EvalDocumentationTests: XCTestCase {
    func testEveryDocumentedExampleIsTheAnswerGiven() throws {
        let page = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/goo-eval.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var examples = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("→ ") {
            let request = String(lines[index - 1])
            XCTAssertTrue(request.hasPrefix("{"), "line \(index): no request above the answer")
            XCTAssertEqual(answer(request), String(line.dropFirst(2)), "line \(index)")
            examples += 1
        }
        XCTAssertGreaterThanOrEqual(examples, 10)
    }
}
