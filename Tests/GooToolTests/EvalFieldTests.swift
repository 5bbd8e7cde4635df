import XCTest

/// Every request field of `Docs/goo-eval.md`'s field table, each with two or more values whose
/// answers differ, so that a field read wrongly fails (see ``assertAnswer(dependsOn:_:_:file:line:)``).
///
/// The expectations are derived by hand in the comments, from the formulas of the geometry
/// article and the rules of `Docs/goo-eval.md`.
final class EvalFieldTests: XCTestCase {
    /// Anchor (0, 0, 10), drag (60, 0, 10): d = 60, u = (1, 0), perp = (0, 1).
    private let equal = #""anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":10}"#
    /// Anchor (0, 0, 20), drag (5, 0, 8): d = 5 ≤ 20 − 8, nested.
    private let nested = #""anchor":{"x":0,"y":0,"r":20},"drag":{"x":5,"y":0,"r":8}"#
    private let anchor = #""anchor":{"x":0,"y":0,"r":10}"#

    // MARK: op and style

    // Quadratic, equal radii: A = (0, 10); the path is seed 000's six points; the outline is
    // the stadium of the two circles, bounds [−10, −10, 70, 10], area 60·20 + π·10² = 1514.159…
    // (the bridge's edges are the lines y = ±10). `points` takes no `point`: an unknown field.
    func testTheOpChoosesTheAnswer() {
        assertAnswer(
            dependsOn: ["op=points", "op=path", "op=bounds", "op=area"],
            #"{"op":@,"style":"quadratic",\#(equal)}"#,
            [
                (#""points""#, #""points":{"A":[0,10],"B":[0,-10]"#),
                (#""path""#, #""svg":"M 0 10 L 0 -10 Q 30 -10 60 -10 L 60 10 Q 30 10 0 10 Z""#),
                (#""bounds""#, #""bounds":[-10,-10,70,10]"#),
                (#""area""#, #""area":1514.159265358979"#),
            ])
        // The axis midpoint (30, 0) is on the bridge.
        assertAnswer(
            dependsOn: "op=contains", #"{"op":@,"style":"quadratic",\#(equal),"point":[30,0]}"#,
            [(#""contains""#, #"{"ok":true,"inside":true}"#), (#""points""#, #""error":"point: "#)])
        // A drag trace of one began at the anchor: d = 0, r = 10, no connector; a spring needs
        // `from`, the first thing it reads.
        assertAnswer(
            dependsOn: "op=drag", #"{"op":@,\#(anchor),"events":[["began",0,0]]}"#,
            [
                (#""drag""#, #""frames":[{"distance":0,"anchorRadius":10,"attached":true"#),
                (#""spring""#, #""error":"from: "#),
            ])
        // At t = 0 the spring is where it starts.
        assertAnswer(
            dependsOn: "op=spring", #"{"op":@,"from":[10,0],"to":[0,0],"times":[0]}"#,
            [(#""spring""#, #""positions":[[10,0]]"#), (#""drag""#, #""error":"anchor: "#)])
    }

    // Equal radii: quadratic labels O, P (O = (A + D)/2 = (30, 10)), cubic O1…P2. Nested:
    // quadratic and cubic still connect (A = (0, 20)), tangent and metaball need d > |r1 − r2|.
    func testTheStyleChoosesTheConnector() {
        assertAnswer(
            dependsOn: ["style=quadratic", "style=cubic"],
            #"{"op":"points","style":@,\#(equal)}"#,
            [(#""quadratic""#, #""O":[30,10]"#), (#""cubic""#, #""O1":"#)])
        assertAnswer(
            dependsOn: ["style=quadratic", "style=tangent"],
            #"{"op":"points","style":@,\#(nested)}"#,
            [(#""quadratic""#, #""A":[0,20]"#), (#""tangent""#, #""reason":"nestedCircles""#)])
        assertAnswer(
            dependsOn: ["style=cubic", "style=metaball"], #"{"op":"points","style":@,\#(nested)}"#,
            [(#""cubic""#, #""O1":"#), (#""metaball""#, #""reason":"nestedCircles""#)])
    }

    // MARK: circles

    /// Two disks apart, unlinked: the bounds are the circles' own, [min(x − r), min(y − r),
    /// max(x + r), max(y + r)].
    private func disks(anchor: String, drag: String) -> String {
        #"{"op":"bounds","style":"quadratic","attached":false,"anchor":{\#(anchor)},"drag":{\#(drag)}}"#
    }

    // Anchor (0, 0, 10), drag (60, 0, 12): [−10, −12, 72, 12]; one number changed at a time.
    func testEveryCircleNumberMovesTheBounds() {
        let drag = #""x":60,"y":0,"r":12"#
        let anchor = #""x":0,"y":0,"r":10"#
        assertAnswer(
            dependsOn: "anchor.x", disks(anchor: #""x":@,"y":0,"r":10"#, drag: drag),
            [("0", "[-10,-12,72,12]"), ("-5", "[-15,-12,72,12]")])
        // y = 5: the anchor spans −5…15.
        assertAnswer(
            dependsOn: "anchor.y", disks(anchor: #""x":0,"y":@,"r":10"#, drag: drag),
            [("0", "[-10,-12,72,12]"), ("5", "[-10,-12,72,15]")])
        assertAnswer(
            dependsOn: "anchor.r", disks(anchor: #""x":0,"y":0,"r":@"#, drag: drag),
            [("10", "[-10,-12,72,12]"), ("20", "[-20,-20,72,20]")])
        assertAnswer(
            dependsOn: "drag.x", disks(anchor: anchor, drag: #""x":@,"y":0,"r":12"#),
            [("60", "[-10,-12,72,12]"), ("70", "[-10,-12,82,12]")])
        // y = 10: the drag circle spans −2…22.
        assertAnswer(
            dependsOn: "drag.y", disks(anchor: anchor, drag: #""x":60,"y":@,"r":12"#),
            [("0", "[-10,-12,72,12]"), ("10", "[-10,-10,72,22]")])
        assertAnswer(
            dependsOn: "drag.r", disks(anchor: anchor, drag: #""x":60,"y":0,"r":@"#),
            [("12", "[-10,-12,72,12]"), ("15", "[-10,-15,75,15]")])
        // A capsule 40 wide centred at x = 60 spans 40…80.
        assertAnswer(
            dependsOn: "drag.width", disks(anchor: anchor, drag: #""x":60,"y":0,"r":12,"width":@"#),
            [("null", "[-10,-12,72,12]"), ("40", "[-10,-12,80,12]")])
    }

    // MARK: style options

    // Cubic, equal radii, A = (0, 10), d = 60: O1 = A + f1·d·u − f1·d·tan α·perp and
    // O2 = A + f2·d·u − f1·d·tan α·perp. α = 0: O1 = (60·f1, 10), O2 = (60·f2, 10). α = 45°:
    // O1 = (30, 10 − 30) = (30, −20) up to tan's rounding: its y is negative.
    func testCubicOptionsMoveTheControls() {
        assertAnswer(
            dependsOn: "angle",
            #"{"op":"points","style":"cubic","angle":@,"fractions":[0.5,1],\#(equal)}"#,
            [("0", #""O1":[30,10]"#), ("45", #""O1":[30,-"#)])
        assertAnswer(
            dependsOn: "fractions[0]",
            #"{"op":"points","style":"cubic","angle":0,"fractions":[@,1],\#(equal)}"#,
            [("0.5", #""O1":[30,10]"#), ("0.25", #""O1":[15,10]"#)])
        assertAnswer(
            dependsOn: "fractions[1]",
            #"{"op":"points","style":"cubic","angle":0,"fractions":[0.5,@],\#(equal)}"#,
            [("1", #""O2":[60,10]"#), ("0.5", #""O2":[30,10]"#)])
    }

    // Metaball, equal radii apart (no overlap): the tangent angle is π/2, so A leaves the
    // anchor at angle v·π/2: v = 0 puts A on the centre line, (10, 0); v = 0.5 at 45°, (5√2, 5√2)
    // = (7.0710678…, …). With v = 0.5 the handle rate is min(0.5·h, |A − D|/20): h = 0 leaves O1
    // on A; h = 2 gives 1, a handle of one radius along the tangent (sin 45°, −cos 45°):
    // O1 = A + 10·(0.7071…, −0.7071…) = (14.142…, ≈0).
    func testMetaballOptionsMoveTheEndsAndHandles() {
        assertAnswer(
            dependsOn: "spread", #"{"op":"points","style":"metaball","spread":@,\#(equal)}"#,
            [("0", #""A":[10,0]"#), ("0.5", #""A":[7.071067811865"#)])
        assertAnswer(
            dependsOn: "handleRate",
            #"{"op":"points","style":"metaball","spread":0.5,"handleRate":@,\#(equal)}"#,
            [("0", #""O1":[7.071067811865"#), ("2", #""O1":[14.14213562373"#)])
    }

    // MARK: union ops

    // Quadratic, equal radii: the connector is seed 000's path (no arcs); the outline's circle
    // pieces are arcs of radius 10.
    func testShapeChoosesConnectorOrOutline() {
        assertAnswer(
            dependsOn: "shape", #"{"op":"path","shape":@,"style":"quadratic",\#(equal)}"#,
            [(#""connector""#, #""svg":"M 0 10 L 0 -10 Q 30"#), (#""outline""#, "A 10 10 0 ")])
    }

    // (30, 0) is on the bridge, between the disks (the anchor reaches x = 10, the drag 50).
    // Unlinked, (5, 0) and (0, 5) are in the anchor, (30, 0) and (0, 15) are not; (0, 15) is 5
    // outside it, within a slop of 6.
    func testUnionFieldsDecideContains() {
        let inside = #"{"ok":true,"inside":true}"#
        let outside = #"{"ok":true,"inside":false}"#
        assertAnswer(
            dependsOn: "attached",
            #"{"op":"contains","style":"quadratic","attached":@,\#(equal),"point":[30,0]}"#,
            [("true", inside), ("false", outside)])
        let unlinked = #"{"op":"contains","style":"quadratic","attached":false,\#(equal),"#
        assertAnswer(
            dependsOn: "point[0]", unlinked + #""point":[@,0]}"#,
            [("5", inside), ("30", outside)])
        assertAnswer(
            dependsOn: "point[1]", unlinked + #""point":[0,@]}"#,
            [("5", inside), ("15", outside)])
        assertAnswer(
            dependsOn: "slop", unlinked + #""point":[0,15],"slop":@}"#,
            [("0", outside), ("6", inside)])
    }

    // MARK: drag config

    /// A drag request on the anchor (0, 0, 10) with `config` and `events`.
    private func drag(config: String, events: String) -> String {
        #"{"op":"drag",\#(anchor),"config":{\#(config)},"events":[\#(events)]}"#
    }

    private let outTo60 = #"["began",0,0],["moved",60,0]"#

    func testTheShrinkAndBreakKeysChangeTheFrames() {
        // r = 10 − 60/15 = 6, or 10 − 60/10 = 4.
        assertAnswer(
            dependsOn: "config.shrinkDivisor", drag(config: #""shrinkDivisor":@"#, events: outTo60),
            [
                ("15", #""distance":60,"anchorRadius":6,"#),
                ("10", #""distance":60,"anchorRadius":4,"#),
            ])
        // d = 60 holds within 100, breaks beyond 50; 7 radii of 10 hold, 5 radii break.
        assertAnswer(
            dependsOn: "config.breakDistance", drag(config: #""breakDistance":@"#, events: outTo60),
            [
                ("100", #""distance":60,"anchorRadius":6,"attached":true"#),
                ("50", #""distance":60,"anchorRadius":6,"attached":false"#),
            ])
        assertAnswer(
            dependsOn: "config.breakDistance.badgeRadii",
            drag(config: #""breakDistance":{"badgeRadii":@}"#, events: outTo60),
            [
                ("7", #""distance":60,"anchorRadius":6,"attached":true"#),
                ("5", #""distance":60,"anchorRadius":6,"attached":false"#),
            ])
        // r = 6 at d = 60: a minimum of 6 breaks the link, 0 does not.
        assertAnswer(
            dependsOn: "config.minimumAnchorRadius",
            drag(config: #""minimumAnchorRadius":@"#, events: outTo60),
            [
                ("0", #""distance":60,"anchorRadius":6,"attached":true"#),
                ("6", #""distance":60,"anchorRadius":6,"attached":false"#),
            ])
        // Broken at 101, back at 30 (r = 8): reattached within a 40 pt reconnect, else not.
        assertAnswer(
            dependsOn: "config.reconnectDistance",
            drag(
                config: #""reconnectDistance":@"#,
                events: #"["began",0,0],["moved",101,0],["moved",30,0]"#),
            [
                ("null", #""distance":30,"anchorRadius":8,"attached":false"#),
                ("40", #""distance":30,"anchorRadius":8,"attached":true"#),
            ])
    }

    func testTheReleaseKeysChangeTheOutcome() {
        // Broken at 101, released at 50: within range (seed 000) but broken once (seed 004).
        assertAnswer(
            dependsOn: [
                "config.release=springBackWithinRange", "config.release=dismissOnceBroken",
            ],
            drag(config: #""release":@"#, events: #"["began",0,0],["moved",101,0],["ended",50,0]"#),
            [
                (#""springBackWithinRange""#, #""outcome":"springBack""#),
                (#""dismissOnceBroken""#, #""outcome":"dismiss""#),
            ])
        // Released at (30, 0) at 600 pt/s away from the anchor: a fling beyond 500 pt/s.
        assertAnswer(
            dependsOn: "config.flingSpeed",
            drag(config: #""flingSpeed":@"#, events: #"["began",0,0],["ended",30,0,600,0]"#),
            [("null", #""outcome":"springBack""#), ("500", #""outcome":"dismiss""#)])
    }

    func testTheBadgeKeysChangeTheJointAndTheConnector() {
        // A 60-wide capsule at (50, 0): its spine is 50 ± (30 − r), so the joint nearest the
        // anchor is at x = 30 for r = 10 and 40 for r = 20. Round: frames have no joint.
        let to50 = #"["began",0,0],["moved",50,0]"#
        assertAnswer(
            dependsOn: "config.dragRadius",
            drag(config: #""badgeWidth":60,"dragRadius":@"#, events: to50),
            [("10", #""joint":[30,0]}"#), ("20", #""joint":[40,0]}"#)])
        assertAnswer(
            dependsOn: "config.badgeWidth", drag(config: #""badgeWidth":@"#, events: to50),
            [
                (
                    "null",
                    #""distance":50,"anchorRadius":6.666666666666666,"attached":true,"connector":true}"#
                ),
                ("60", #""connector":true,"joint":[30,0]}"#),
            ])
        // Began at d = 10 with a drag radius of 30: the anchor (r = 10 − 10/15) lies inside the
        // dragged circle, d ≤ 30 − 9.33: quadratic still connects, tangent cannot.
        assertAnswer(
            dependsOn: "config.style",
            drag(config: #""dragRadius":30,"style":@"#, events: #"["began",10,0]"#),
            [
                (#""quadratic""#, #""attached":true,"connector":true"#),
                (#""tangent""#, #""attached":true,"connector":false"#),
            ])
    }

    // MARK: events

    func testEveryEventNumberIsRead() {
        let plain = #"{"op":"drag",\#(anchor),"events":[@]}"#
        // d is the distance to (x, y): 60 or 30 along x, 80 or 30 along y.
        assertAnswer(
            dependsOn: "events.began.x", plain,
            [(#"["began",60,0]"#, #""distance":60,"#), (#"["began",30,0]"#, #""distance":30,"#)])
        assertAnswer(
            dependsOn: "events.began.y", plain,
            [(#"["began",0,80]"#, #""distance":80,"#), (#"["began",0,30]"#, #""distance":30,"#)])
        let moved = #"{"op":"drag",\#(anchor),"events":[["began",0,0],@]}"#
        assertAnswer(
            dependsOn: "events.moved.x", moved,
            [(#"["moved",60,0]"#, #""distance":60,"#), (#"["moved",30,0]"#, #""distance":30,"#)])
        assertAnswer(
            dependsOn: "events.moved.y", moved,
            [(#"["moved",0,80]"#, #""distance":80,"#), (#"["moved",0,30]"#, #""distance":30,"#)])
        assertAnswer(
            dependsOn: "events.ended.x", moved,
            [
                (#"["ended",60,0]"#, #""distance":60,"#),
                (#"["ended",30,0,0,0]"#, #""distance":30,"#),
            ])
        assertAnswer(
            dependsOn: "events.ended.y", moved,
            [
                (#"["ended",0,80]"#, #""distance":80,"#),
                (#"["ended",0,30,0,0]"#, #""distance":30,"#),
            ])
    }

    // Fling speed 500, released at (30, 40) at 900 pt/s: away from the anchor (v · (30, 40) > 0)
    // dismisses, toward it springs back. Each component alone decides (issue 25: vy read from vx
    // made the answer springBack for (0, 900)).
    func testEveryReleaseVelocityComponentIsRead() {
        let fling =
            #"{"op":"drag",\#(anchor),"config":{"flingSpeed":500},"events":[["began",0,0],@]}"#
        assertAnswer(
            dependsOn: "events.ended.vx", fling,
            [
                (#"["ended",30,40,900,0]"#, #""outcome":"dismiss""#),
                (#"["ended",30,40,-900,0]"#, #""outcome":"springBack""#),
            ])
        assertAnswer(
            dependsOn: "events.ended.vy", fling,
            [
                (#"["ended",30,40,0,900]"#, #""outcome":"dismiss""#),
                (#"["ended",30,40,0,-900]"#, #""outcome":"springBack""#),
            ])
    }

    // An ended gesture's outcome stays until a later began clears it; a cancel has none.
    func testBeganAndCancelledDecideTheOutcome() {
        assertAnswer(
            dependsOn: "events.began",
            #"{"op":"drag",\#(anchor),"events":[["began",0,0],["ended",0,0]@]}"#,
            [("", #""outcome":"springBack""#), (#",["began",0,0]"#, #""outcome":null"#)])
        assertAnswer(
            dependsOn: "events.cancelled",
            #"{"op":"drag",\#(anchor),"events":[["began",0,0],["moved",30,0],@]}"#,
            [
                (#"["ended",30,0]"#, #""outcome":"springBack""#),
                (#"["cancelled"]"#, #""outcome":null"#),
            ])
    }

    // MARK: spring

    // x(t) for ζ = 1, ω = 2π/response: (x0 + (v0 + ω·x0)·t)·e^(−ωt). At t = 0 it is from; at
    // t = 1000 s every term has decayed below the smallest Double: it is `to`.
    func testSpringEndsAreRead() {
        let start = #"{"op":"spring","to":[0,0],"times":[0],"from":@}"#
        assertAnswer(dependsOn: "from[0]", start, [("[10,0]", "[[10,0]]"), ("[20,0]", "[[20,0]]")])
        assertAnswer(dependsOn: "from[1]", start, [("[0,10]", "[[0,10]]"), ("[0,20]", "[[0,20]]")])
        let end = #"{"op":"spring","from":[0,0],"times":[1000],"to":@}"#
        assertAnswer(dependsOn: "to[0]", end, [("[5,0]", "[[5,0]]"), ("[7,0]", "[[7,0]]")])
        assertAnswer(dependsOn: "to[1]", end, [("[0,5]", "[[0,5]]"), ("[0,7]", "[[0,7]]")])
    }

    // response 2π: ω = 1. From rest at 10: x(1) = 10·2/e = 7.3575888…; response 4π (ω = ½):
    // 10·1.5·e^(−½) = 9.0979598…; undamped (ζ = 0): 10·cos 1 = 5.4030230…. From 0 with v0 = 10:
    // x(1) = 10·e^(−1) = 3.6787944…, along the velocity's axis. At t = 0: from, 10.
    func testSpringMotionParametersAreRead() {
        let spring = #""from":[10,0],"to":[0,0],"dampingRatio":1,"times":[1]"#
        assertAnswer(
            dependsOn: "response", #"{"op":"spring",\#(spring),"response":@}"#,
            [("6.283185307179586", "[[7.357588823428"), ("12.566370614359172", "[[9.0979598956")])
        assertAnswer(
            dependsOn: "dampingRatio",
            #"{"op":"spring","from":[10,0],"to":[0,0],"response":6.283185307179586,"times":[1],"dampingRatio":@}"#,
            [("1", "[[7.357588823428"), ("0", "[[5.4030230586")])
        assertAnswer(
            dependsOn: "times",
            #"{"op":"spring","from":[10,0],"to":[0,0],"response":6.283185307179586,"dampingRatio":1,"times":@}"#,
            [("[1]", "[[7.357588823428"), ("[0]", "[[10,0]]")])
        let kick =
            #"{"op":"spring","from":[0,0],"to":[0,0],"response":6.283185307179586,"dampingRatio":1,"times":[1],"velocity":@}"#
        assertAnswer(
            dependsOn: "velocity[0]", kick,
            [("[10,0]", "[[3.678794411714"), ("[0,0]", "[[0,0]]")])
        assertAnswer(
            dependsOn: "velocity[1]", kick,
            [("[0,10]", "[[0,3.678794411714"), ("[0,0]", "[[0,0]]")])
    }
}
