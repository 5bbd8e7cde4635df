import GooTestSupport
import XCTest

@testable import GooTool

/// The `gesture` op of the `goo eval` contract: a badge controller fed timed finger events.
///
/// The badge rests at the origin with radius 10 and seed 000's rules (break beyond 100 pt,
/// anchor `10 − d/15`, hit slop 8) unless a request says otherwise.
final class EvalGestureContractTests: XCTestCase {
    private let anchor = #""anchor":{"x":0,"y":0,"r":10}"#

    private func gesture(_ fields: String) -> String {
        answer(#"{"op":"gesture",\#(anchor),\#(fields)}"#)
    }

    /// The answer's members, parsed.
    private func members(_ text: String) throws -> [String: JSONValue] {
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else {
            throw XCTSkip("not an object: \(text)")
        }
        return Dictionary(
            members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    // Two samples, 38 pt apart 16 ms apart, and a lift in place 16 ms later (under the 40 ms
    // pause): the release velocity is their slope, 38/0.016 = 2 375 points per second. Released
    // 38 pt out, within range: home.
    func testAShortDragReleasesWithTheSlopeOfItsSamplesAndReturns() throws {
        let text = gesture(#""events":[[0,"down",2,0],[0.016,"move",40,0],[0.032,"up",40,0]]"#)
        let answer = try members(text)
        guard case .array(let velocity)? = answer["releaseVelocity"] else { return XCTFail(text) }
        XCTAssertEqual(number(velocity.first) ?? 0, 2375, accuracy: 1e-9, text)
        XCTAssertEqual(number(velocity.last), 0, text)
        XCTAssertTrue(text.contains(#""events":[[0,"grabbed"],["#), text)
        XCTAssertTrue(text.contains(#","settled"]]"#), text)
        XCTAssertTrue(text.contains(#""outcome":"springBack""#), text)
    }

    // Grabbed 5 pt right of the centre and moved to x = 65: the badge's centre is at 60 (the grab
    // offset kept), the anchor 10 − 60/15 = 6, attached.
    func testFramesKeepTheGrabOffset() {
        let text = gesture(#""events":[[0,"down",5,0],[0.016,"move",65,0]],"times":[0.02]"#)
        XCTAssertTrue(
            text.contains(
                #"{"t":0.02,"phase":"dragging","badge":[60,0],"bounds":[50,-10,70,10],"attached":true,"anchorRadius":6,"area":"#
            ), text)
        XCTAssertTrue(text.hasSuffix(#""opacity":1,"particles":0}]}"#), text)
    }

    // Past the break (x = 120 > 100) and lifted: broke, a burst of 12 particles, and dismissed
    // when the 0.6 s burst ends, 0.064 + 0.6 = 0.664 s.
    func testAPullPastTheBreakBreaksBurstsAndDismissesWhenTheBurstEnds() throws {
        let text = gesture(
            #""events":[[0,"down",0,0],[0.016,"move",60,0],[0.048,"move",120,0],[0.064,"up",120,0]],"times":[0.1]"#
        )
        // The link pinches off from 0.048 s, 120/700 ≈ 0.171 s in all; the lift at 0.064 bursts
        // it first, which parts the neck then.
        XCTAssertTrue(text.contains(#""events":[[0,"grabbed"],[0.064,"broke"],["#), text)
        XCTAssertTrue(text.contains(#""outcome":"dismiss""#), text)
        XCTAssertTrue(
            text.contains(#""phase":"bursting","badge":null"#) && text.contains(#""particles":12"#),
            text)
        guard case .array(let events)? = try members(text)["events"],
            case .array(let last)? = events.last
        else { return XCTFail(text) }
        XCTAssertEqual(number(last.first) ?? 0, 0.664, accuracy: 1e-12, text)
        guard case .string("dismissed")? = last.last else { return XCTFail(text) }
    }

    // The config is the drag op's: a 50 pt break distance breaks at 55, the default does not.
    func testTheConfigSetsTheRules() {
        let events = #""events":[[0,"down",0,0],[0.016,"move",55,0]]"#
        XCTAssertTrue(gesture(#""config":{"breakDistance":50},\#(events)"#).contains("broke"))
        XCTAssertFalse(gesture(events).contains("broke"))
    }

    // The hit slop at a fractional boundary: 18.5 from the centre is 8.5 past the edge.
    func testTheHitSlopDecidesAGrab() {
        let down = #""events":[[0,"down",18.5,0]]"#
        XCTAssertTrue(gesture(down).contains(#""events":[]"#))
        XCTAssertTrue(gesture(#""hitSlop":8.6,\#(down)"#).contains(#""events":[[0,"grabbed"]]"#))
    }

    // Reduce motion: a dismissal from code fades over 0.2 s (half-way, opacity 0.5), no
    // particles; without it, 12 particles.
    func testReduceMotionFadesInsteadOfBursting() {
        let events = #""events":[[0,"dismiss"]],"times":[0.1]"#
        let faded = gesture(#""reduceMotion":true,\#(events)"#)
        XCTAssertTrue(faded.contains(#""badge":[0,0]"#), faded)
        XCTAssertTrue(faded.contains(#""opacity":0.5,"particles":0"#), faded)
        XCTAssertTrue(faded.contains(#"[0.2,"dismissed"]"#), faded)
        let burst = gesture(#""reduceMotion":false,\#(events)"#)
        XCTAssertTrue(burst.contains(#""opacity":1,"particles":12"#), burst)
    }

    // A cancel 300 pt out returns home and never dismisses; a reset during a burst reports the
    // dismissal when it was cut.
    func testACancelReturnsAndAResetReportsACutBurst() {
        let cancelled = gesture(#""events":[[0,"down",0,0],[0.1,"move",300,0],[0.2,"cancel"]]"#)
        XCTAssertTrue(cancelled.contains(#""outcome":"springBack""#), cancelled)
        XCTAssertTrue(cancelled.contains("settled"), cancelled)
        XCTAssertFalse(cancelled.contains("dismissed"), cancelled)
        XCTAssertEqual(
            gesture(#""events":[[0,"dismiss"],[0.25,"reset"]]"#),
            #"{"ok":true,"events":[[0.25,"dismissed"]],"outcome":null,"releaseVelocity":[0,0]}"#)
    }

    // With a fling speed of 500, a release within range flung outward at 2 375 pt/s dismisses;
    // the same drag lifted 50 ms after its last move (the finger had stopped) returns.
    func testTheEstimatedVelocityDecidesAFling() {
        let config = #""config":{"flingSpeed":500}"#
        let flung = gesture(
            #"\#(config),"events":[[0,"down",2,0],[0.016,"move",40,0],[0.032,"up",40,0]]"#)
        XCTAssertTrue(flung.contains(#""outcome":"dismiss""#), flung)
        let held = gesture(
            #"\#(config),"events":[[0,"down",2,0],[0.016,"move",40,0],[0.066,"up",40,0]]"#)
        XCTAssertTrue(held.contains(#""outcome":"springBack","releaseVelocity":[0,0]"#), held)
    }

    func testBadRequestsNameTheField() {
        forEachRow([
            (#""events":[[0,"move",1,0]]"#, "events[0]: no finger holds the badge"),
            (#""events":[[0,"down",0,0],[-0.5,"move",1,0]]"#, "events[1]: time must not go back"),
            (#""events":[[0,"tap",0,0]]"#, #"events[0][1]: unknown event \"tap\""#),
            (#""events":[[0,"down",0]]"#, "events[0]: down takes the finger's x, y"),
            (#""events":[["x","down",0,0]]"#, "events[0][0]: "),
            (#""events":[[0,"cancel",1]]"#, "events[0]: cancel takes no position"),
            (#""events":[[0,"dismiss"],[0.1,"dismiss"]]"#, "events[1]: the badge is already"),
            (#""events":[[0,"down",0,0],[0.1,"down",0,0]]"#, "events[1]: down while a finger"),
            (#""hitSlop":-1,"events":[]"#, "hitSlop: hit slop must be finite and ≥ 0"),
            (#""reduceMotion":1,"events":[]"#, "reduceMotion: expected true or false"),
            (#""events":[[1,"dismiss"]],"times":[0.5]"#, "times[0]: time must not go back"),
            (#""events":{}"#, "events: expected an array"),
            (#""events":[],"times":3"#, "times: expected an array"),
            (#""config":{"badgeWidth":12},"events":[]"#, "config.badgeWidth: "),
        ]) { fields, error in
            let text = gesture(fields)
            XCTAssertTrue(text.hasPrefix(#"{"ok":false,"error":""# + error), text)
        }
    }
}
