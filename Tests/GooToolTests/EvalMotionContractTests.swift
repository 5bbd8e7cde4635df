import GooTestSupport
import XCTest

@testable import GooTool

/// The `drag` and `spring` ops of the `goo eval` contract.
final class EvalMotionContractTests: XCTestCase {
    private let anchor = #""anchor":{"x":0,"y":0,"r":10}"#

    // Seed 000 defaults: d = 60 → r = 6; d = 100.5 breaks (r = 3.3); release at d = 50 is within
    // range → springBack.
    func testDragAnswersOneFramePerEventAndTheOutcome() {
        let line =
            #"{"op":"drag",\#(anchor),"events":[["began",0,0],["moved",60,0],["moved",100.5,0],["ended",50,0]]}"#
        XCTAssertEqual(
            answer(line),
            #"{"ok":true,"frames":[{"distance":0,"anchorRadius":10,"attached":true,"connector":false},{"distance":60,"anchorRadius":6,"attached":true,"connector":true},{"distance":100.5,"anchorRadius":3.3,"attached":false,"connector":false},{"distance":50,"anchorRadius":6.666666666666666,"attached":false,"connector":false}],"outcome":"springBack"}"#
        )
    }

    func testDragConfigSelectsPolicyReconnectAndBadgeRadii() {
        let line =
            #"{"op":"drag",\#(anchor),"config":{"release":"dismissOnceBroken","breakDistance":{"badgeRadii":5},"reconnectDistance":20},"events":[["began",0,0],["moved",51,0],["moved",20,0],["ended",20,0,-5,0]]}"#
        let text = answer(line)
        XCTAssertTrue(text.contains(#""distance":51,"anchorRadius":6.6,"attached":false"#), text)
        XCTAssertTrue(
            text.contains(
                #"{"distance":20,"anchorRadius":8.666666666666666,"attached":true,"connector":true}"#
            ), text)
        XCTAssertTrue(text.hasSuffix(#""outcome":"dismiss"}"#), text)
    }

    func testAnEndlessTraceHasNoOutcome() {
        let began = answer(#"{"op":"drag",\#(anchor),"events":[["began",3,4]]}"#)
        XCTAssertTrue(began.hasSuffix(#""outcome":null}"#), began)
        XCTAssertEqual(
            answer(#"{"op":"drag",\#(anchor),"events":[]}"#),
            #"{"ok":true,"frames":[],"outcome":null}"#)
    }

    func testInvalidDragRequestsNameTheField() {
        let rows: [(fields: String, prefix: String)] = [
            (#""config":{"shrinkDivisor":-2},"events":[]"#, "config.shrinkDivisor: "),
            (#""config":{"shrinkDivisor":0},"events":[]"#, "config.shrinkDivisor: "),
            (
                #""config":{"breakDistance":50,"reconnectDistance":60},"events":[]"#,
                "config.reconnectDistance: "
            ),
            (#""config":{"release":"maybe"},"events":[]"#, "config.release: "),
            (#""config":{"colour":"red"},"events":[]"#, "config.colour: unknown field"),
            (#""events":[["moved",1,2]]"#, "events[0]: no gesture in progress"),
            (#""events":[["began",0,0],["began",1,1]]"#, "events[1]: began while a gesture"),
            (#""events":[["began",0,0],["hovered",1,1]]"#, "events[1]: unknown event"),
            (#""events":[["began",0]]"#, "events[0]: began takes x, y"),
            (#""events":[["began","0",0]]"#, "events[0][1]: expected a finite number"),
            (#""events":{}"#, "events: expected an array"),
        ]
        forEachRow(rows) { row in
            let text = answer(#"{"op":"drag",\#(anchor),\#(row.fields)}"#)
            XCTAssertTrue(
                text.hasPrefix(#"{"ok":false,"error":"\#(row.prefix)"#), "\(row.fields) → \(text)")
        }
    }

    // ζ = 1, x0 = 10, v0 = 0, response 0.4: x(0.4) = 10·e^(−2π)·(1 + 2π) ≈ 0.13600931465574.
    func testSpringAnswersPositionsAtTheRequestedTimes() throws {
        let text = answer(
            #"{"op":"spring","from":[10,0],"to":[0,0],"dampingRatio":1,"times":[0,0.4]}"#)
        XCTAssertTrue(
            text.hasPrefix(#"{"ok":true,"positions":[[10,0],[0.13600931465574"#), "\(text)")
    }

    func testInvalidSpringRequestsNameTheField() {
        let rows: [(fields: String, prefix: String)] = [
            (#""from":[0,0],"to":[0,0],"response":0,"times":[]"#, "response: "),
            (#""from":[0,0],"to":[0,0],"dampingRatio":-1,"times":[]"#, "dampingRatio: "),
            (#""from":[0],"to":[0,0],"times":[]"#, "from: expected [x, y]"),
            (#""from":[0,0],"to":[0,0],"times":[0,"x"]"#, "times[1]: "),
            (#""from":[0,0],"to":[0,0]"#, "times: missing"),
        ]
        forEachRow(rows) { row in
            let text = answer(#"{"op":"spring",\#(row.fields)}"#)
            XCTAssertTrue(
                text.hasPrefix(#"{"ok":false,"error":"\#(row.prefix)"#), "\(row.fields) → \(text)")
        }
    }
}
