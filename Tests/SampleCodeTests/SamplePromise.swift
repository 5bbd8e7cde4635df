import Foundation
import XCTest

/// What a documentation sample promises it prints: `print(x)  // value` in the documentation
/// becomes `SamplePromise.check(x, promised: "value", at: "README.md:75")` in the generated
/// sample (`.ci/samples.py`).
enum SamplePromise {
    /// Prints the items as `print` does and fails the running test unless the output is the
    /// promise to the digits shown: each number as precise as the promise writes it (`0.2`
    /// promises 0.15 up to 0.25, `12` promises 12), everything else character for character.
    static func check(
        _ items: Any..., promised: String, at location: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let output = items.map { String(describing: $0) }.joined(separator: " ")
        print(output)
        if !matches(output, promised) {
            XCTFail(
                "\(location): prints \(output), the documentation promises \(promised)",
                file: file, line: line)
        }
    }

    /// Whether `output` is `promise` to the digits the promise shows.
    static func matches(_ output: String, _ promise: String) -> Bool {
        let (have, want) = (pieces(output), pieces(promise))
        guard have.count == want.count else { return false }
        for (a, b) in zip(have, want) {
            switch (a, b) {
            case (.number(let value, _), .number(let shown, let decimals)):
                let unit = pow(10, -Double(decimals))
                guard abs(value - shown) <= unit / 2 * (1 + 1e-12) else { return false }
            case (.text(let x), .text(let y)):
                guard x == y else { return false }
            default:
                return false
            }
        }
        return true
    }

    private enum Piece {
        case number(Double, decimals: Int)
        case text(String)
    }

    /// The text cut into numbers (with the count of digits after their point) and the rest.
    /// (By hand: `Regex` needs macOS 13, newer than the package's platforms.)
    private static func pieces(_ text: String) -> [Piece] {
        var result: [Piece] = []
        let characters = Array(text)
        var index = 0
        func isDigit(_ i: Int) -> Bool {
            i < characters.count && characters[i].isASCII && characters[i].isNumber
        }
        while index < characters.count {
            let sign = characters[index] == "-" && isDigit(index + 1) ? 1 : 0
            if isDigit(index + sign) {
                var end = index + sign
                while isDigit(end) { end += 1 }
                var decimals = 0
                if end < characters.count, characters[end] == ".", isDigit(end + 1) {
                    end += 1
                    while isDigit(end) {
                        end += 1
                        decimals += 1
                    }
                }
                if end < characters.count, characters[end] == "e" {
                    var exponentEnd = end + 1
                    if exponentEnd < characters.count, "+-".contains(characters[exponentEnd]) {
                        exponentEnd += 1
                    }
                    if isDigit(exponentEnd) {
                        while isDigit(exponentEnd) { exponentEnd += 1 }
                        decimals -= Int(String(characters[(end + 1)..<exponentEnd])) ?? 0
                        end = exponentEnd
                    }
                }
                let value = Double(String(characters[index..<end])) ?? .nan
                result.append(.number(value, decimals: decimals))
                index = end
            } else {
                if case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + String(characters[index]))
                } else {
                    result.append(.text(String(characters[index])))
                }
                index += 1
            }
        }
        return result
    }
}
