import XCTest

/// Every request field of the `gesture` op is read.
///
/// Each value below is answered differently (`assertAnswer(dependsOn:)`,
/// Support/FieldDependence.swift). The badge rests at the origin with radius 10 and seed 000's
/// rules: edge at 10, hit slop 8, break beyond 100.
final class EvalGestureFieldTests: XCTestCase {
    private let gesture = #"{"op":"gesture","anchor":{"x":0,"y":0,"r":10},"#

    func testTheOpIsRead() {
        assertAnswer(
            dependsOn: "op=gesture", #"{"op":"@","anchor":{"x":0,"y":0,"r":10},"events":[]}"#,
            [("gesture", #""releaseVelocity":[0,0]"#), ("drag", #""frames":[]"#)])
    }

    // 18.5 from the centre is 8.5 past the edge: outside a slop of 8, inside one of 8.6.
    func testTheHitSlopIsRead() {
        assertAnswer(
            dependsOn: "hitSlop", gesture + #""hitSlop":@,"events":[[0,"down",18.5,0]]}"#,
            [("8", #""events":[]"#), ("8.6", #"[0,"grabbed"]"#)])
    }

    // A dismissal 0.1 s in: 12 particles, or with reduce motion a fade and none.
    func testReduceMotionIsRead() {
        assertAnswer(
            dependsOn: "reduceMotion",
            gesture + #""reduceMotion":@,"events":[[0,"dismiss"]],"times":[0.1]}"#,
            [("false", #""particles":12"#), ("true", #""particles":0"#)])
    }

    // Two samples 38 pt apart, 16 or 32 ms apart (the lift in place, under 40 ms later): the
    // velocity is their slope, 38/0.016 = 2 375 or 38/0.032 = 1 187.5 points per second.
    func testAnEventsTimeIsRead() {
        assertAnswer(
            dependsOn: "events.t",
            gesture + #""events":[[0,"down",2,0],[@,"move",40,0],[0.04,"up",40,0]]}"#,
            [
                ("0.016", #""releaseVelocity":[2375,0]"#),
                ("0.032", #""releaseVelocity":[1187.5,0]"#),
            ])
    }

    // 5 from the centre grabs; 25 is beyond the edge and the slop (18).
    func testTheTouchDownPositionIsRead() {
        assertAnswer(
            dependsOn: "events.down.x", gesture + #""events":[[0,"down",@,0]]}"#,
            [("5", #"[0,"grabbed"]"#), ("25", #""events":[]"#)])
        assertAnswer(
            dependsOn: "events.down.y", gesture + #""events":[[0,"down",0,@]]}"#,
            [("-5", #"[0,"grabbed"]"#), ("-25", #""events":[]"#)])
    }

    // Grabbed at the centre, moved: the badge's centre is where the finger went.
    func testTheMovePositionIsRead() {
        assertAnswer(
            dependsOn: "events.move.x",
            gesture + #""events":[[0,"down",0,0],[0.016,"move",@,0]],"times":[0.02]}"#,
            [("30", #""badge":[30,0]"#), ("60", #""badge":[60,0]"#)])
        assertAnswer(
            dependsOn: "events.move.y",
            gesture + #""events":[[0,"down",0,0],[0.016,"move",0,@]],"times":[0.02]}"#,
            [("30", #""badge":[0,30]"#), ("60", #""badge":[0,60]"#)])
    }

    // Lifted 50 from home: within range, home; 150: past the break, dismissed.
    func testTheLiftPositionIsRead() {
        assertAnswer(
            dependsOn: "events.up.x",
            gesture + #""events":[[0,"down",0,0],[0.016,"move",50,0],[0.032,"up",@,0]]}"#,
            [("50", #""outcome":"springBack""#), ("150", #""outcome":"dismiss""#)])
        assertAnswer(
            dependsOn: "events.up.y",
            gesture + #""events":[[0,"down",0,0],[0.016,"move",0,50],[0.032,"up",0,@]]}"#,
            [("50", #""outcome":"springBack""#), ("150", #""outcome":"dismiss""#)])
    }

    // 150 out, past the break: a cancel returns home, a lift there dismisses.
    func testACancelIsRead() {
        assertAnswer(
            dependsOn: "events.cancel",
            gesture + #""events":[[0,"down",0,0],[0.016,"move",150,0],@]}"#,
            [
                (#"[0.032,"cancel"]"#, #""outcome":"springBack""#),
                (#"[0.032,"up",150,0]"#, #""outcome":"dismiss""#),
            ])
    }

    // A dismissal from code bursts and dismisses; a reset at rest delivers nothing.
    func testADismissalFromCodeIsRead() {
        assertAnswer(
            dependsOn: "events.dismiss", gesture + #""events":[@]}"#,
            [(#"[0,"dismiss"]"#, #"[0.6,"dismissed"]"#), (#"[0,"reset"]"#, #""events":[]"#)])
    }

    // A reset during the burst shows the badge at rest; a touch there instead misses.
    func testAResetIsRead() {
        assertAnswer(
            dependsOn: "events.reset", gesture + #""events":[[0,"dismiss"],@],"times":[0.3]}"#,
            [
                (#"[0.25,"reset"]"#, #""phase":"resting""#),
                (#"[0.25,"down",0,0]"#, #""phase":"bursting""#),
            ])
    }

    // 0.1 s into the 0.6 s burst there are 12 particles; at 0.7 the badge is gone.
    func testTheFramesTimesAreRead() {
        assertAnswer(
            dependsOn: "times", gesture + #""events":[[0,"dismiss"]],"times":[@]}"#,
            [("0.1", #""particles":12"#), ("0.7", #""phase":"dismissed""#)])
    }
}
