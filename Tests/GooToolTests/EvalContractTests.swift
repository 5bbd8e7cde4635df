import GooTestSupport
import XCTest

@testable import GooTool

/// The `goo eval` contract of the README, line in, line out.
final class EvalContractTests: XCTestCase {
    private let circles = #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":10}"#

    // Hand case: d = 60, u = (1, 0), perp = (0, 1); see HandDerivedTests in the library tests.
    func testPointsAnswerHasTheSixLabelsInOrder() {
        XCTAssertEqual(
            answer(#"{"op":"points","style":"quadratic",\#(circles)}"#),
            #"{"ok":true,"points":{"A":[0,10],"B":[0,-10],"C":[60,-10],"D":[60,10],"O":[30,10],"P":[30,-10]}}"#
        )
    }

    func testCubicPointsHaveEightLabels() {
        let text = answer(
            #"{"op":"points","style":"cubic","angle":0,"fractions":[0.5,1],\#(circles)}"#)
        // α = 0: O1 = A + 30u = (30, 10), O2 = A + 60u = (60, 10), P1 = (30, −10), P2 = (60, −10).
        XCTAssertTrue(
            text.contains(#""O1":[30,10],"O2":[60,10],"P1":[30,-10],"P2":[60,-10]"#), text)
    }

    func testPathAnswerHasSVGAndElements() {
        XCTAssertEqual(
            answer(#"{"op":"path","style":"quadratic",\#(circles)}"#),
            #"{"ok":true,"svg":"M 0 10 L 0 -10 Q 30 -10 60 -10 L 60 10 Q 30 10 0 10 Z","elements":[["M",0,10],["L",0,-10],["Q",30,-10,60,-10],["L",60,10],["Q",30,10,0,10],["Z"]]}"#
        )
    }

    func testDegenerateAnswersCarryAReason() {
        let same = #""anchor":{"x":1,"y":1,"r":3},"drag":{"x":1,"y":1,"r":5}"#
        XCTAssertEqual(
            answer(#"{"op":"points","style":"cubic",\#(same)}"#),
            #"{"ok":true,"points":null,"reason":"coincidentCenters"}"#
        )
        let nested = #""anchor":{"x":0,"y":0,"r":20},"drag":{"x":5,"y":0,"r":8}"#
        XCTAssertEqual(
            answer(#"{"op":"path","style":"tangent",\#(nested)}"#),
            #"{"ok":true,"svg":"","elements":[],"reason":"nestedCircles"}"#
        )
    }

    /// Each malformed line gets an error that starts with the field at fault.
    func testMalformedLinesNameTheField() {
        let rows: [(line: String, prefix: String)] = [
            ("not json", "line: not JSON"),
            ("[1]", "line: expected an object"),
            (#"{"style":"quadratic"}"#, "op: missing"),
            (#"{"op":"spin"}"#, "op: unknown op"),
            (#"{"op":3}"#, "op: expected a string"),
            (#"{"op":"points","style":"wobbly"}"#, "style: unknown style"),
            (#"{"op":"points","style":"quadratic","drag":{"x":0,"y":0,"r":1}}"#, "anchor: missing"),
            (
                #"{"op":"points","style":"quadratic","anchor":[0,0,1]}"#,
                "anchor: expected an object"
            ),
            (#"{"op":"points","style":"quadratic","anchor":{"x":0,"y":0}}"#, "anchor.r: missing"),
            (
                #"{"op":"points","style":"quadratic","anchor":{"x":"0","y":0,"r":1}}"#,
                "anchor.x: expected"
            ),
            (
                #"{"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":-1}}"#,
                "anchor.r: circle radius"
            ),
            (
                #"{"op":"points","style":"quadratic","anchor":{"x":1e400,"y":0,"r":1}}"#,
                "anchor.x: expected a finite number, got 1e400"
            ),
            (
                #"{"op":"points","style":"cubic","angle":90,"anchor":{"x":0,"y":0,"r":1}}"#,
                "angle: "
            ),
            (
                #"{"op":"points","style":"cubic","angle":-90.5,"anchor":{"x":0,"y":0,"r":1}}"#,
                "angle: "
            ),
            (
                #"{"op":"points","style":"cubic","fractions":[0.5],"anchor":{"x":0,"y":0,"r":1}}"#,
                "fractions: expected [f1, f2]"
            ),
            (
                #"{"op":"points","style":"cubic","fractions":[-0.1,0.5],"anchor":{"x":0,"y":0,"r":1}}"#,
                "fractions[0]: "
            ),
            (
                #"{"op":"points","style":"cubic","fractions":[0.1,1.5],"anchor":{"x":0,"y":0,"r":1}}"#,
                "fractions[1]: "
            ),
            (#"{"op":"points","style":"tangent","angle":5}"#, "angle: only the cubic style"),
            (
                #"{"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":1},"drag":{"x":1,"y":0,"r":1},"extra":1}"#,
                "extra: unknown field"
            ),
            (#"{"op":"points","op":"path"}"#, "line: not JSON: duplicate key"),
            (
                #"{"op":"points" "style":1}"#,
                "line: not JSON: expected ',' or '}' in an object at byte 15"
            ),
            (#"{"op":[1 2]}"#, "line: not JSON: expected ',' or ']' in an array at byte 9"),
        ]
        forEachRow(rows) { row in
            let text = answer(row.line)
            XCTAssertTrue(text.hasPrefix(#"{"ok":false,"error":""#), "\(row.line) → \(text)")
            XCTAssertTrue(text.contains(#""error":"\#(row.prefix)"#), "\(row.line) → \(text)")
        }
    }

    func testInvalidUTF8AndDeepNestingAreErrors() {
        let invalid = Eval.answer([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        XCTAssertTrue(invalid.contains("not valid UTF-8"), invalid)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let tooDeep = answer(deep)
        XCTAssertTrue(tooDeep.contains("nesting deeper than"), tooDeep)
    }

    func testNegativeZeroIsWrittenAsZero() {
        let line =
            #"{"op":"points","style":"quadratic","anchor":{"x":-0,"y":-0.0,"r":0},"drag":{"x":0,"y":5,"r":0}}"#
        XCTAssertEqual(
            answer(line),
            #"{"ok":true,"points":{"A":[0,0],"B":[0,0],"C":[0,5],"D":[0,5],"O":[0,2.5],"P":[0,2.5]}}"#
        )
    }

    /// The stream keeps going after bad lines, answers in order, and ignores blank lines.
    func testStreamAnswersEveryLineInOrder() {
        var stream = LineStream()
        var answers: [String] = []
        let collect: (LineStream.Line) -> Void = { line in
            guard let line else { return answers.append("overlong") }
            if !line.isEmpty { answers.append(Eval.answer(line)) }
        }
        let good = #"{"op":"points","style":"tangent",\#(circles)}"#
        let input = "garbage\r\n\n" + good + "\n{\"op\":1}\n" + good
        // Feed in awkward chunk sizes: a line may arrive in many pieces.
        let bytes = Array(input.utf8)
        for start in stride(from: 0, to: bytes.count, by: 7) {
            stream.feed(bytes[start..<min(start + 7, bytes.count)], collect)
        }
        stream.finish(collect)
        XCTAssertEqual(answers.count, 4, "\(answers)")
        // Indexing a shorter list would crash the test process rather than fail the test.
        guard answers.count >= 4 else { return }
        XCTAssertTrue(answers[0].contains("not JSON"), answers[0])
        XCTAssertTrue(answers[1].hasPrefix(#"{"ok":true,"points":{"A":"#), answers[1])
        XCTAssertTrue(answers[2].contains("op: expected a string"), answers[2])
        XCTAssertEqual(answers[3], answers[1])
    }
}
