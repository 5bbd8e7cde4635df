// goo-bench <op> <iterations>: times one per-frame operation of the library.
//
// Prints `ns/op <value>` and `checksum <value>`; the checksum folds two coordinates of every
// result in, so the work cannot be optimised away, and matches Benchmarks/c/goo_baseline.c for the
// connector ops. The input sequence is fixed so figures compare across implementations: anchor
// (0, 0, r 10), drag radius 12, and for iteration i: x = 10 + (i & 1023)·0.37,
// y = 5 + ((i >> 3) & 511)·0.21.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import GooGeometry

@inline(__always)
func dragCenter(_ i: Int) -> GooPoint {
    GooPoint(x: 10 + Double(i & 1023) * 0.37, y: 5 + Double((i >> 3) & 511) * 0.21)
}

// A valid literal: the initialiser cannot throw here.
let anchor = try GooCircle(x: 0, y: 0, radius: 10)

/// Sums `body` over the drag circles of the input sequence.
///
/// Inlined into each op's loop, so the closure is specialised away and every op runs as its own
/// concrete loop.
@inline(__always)
func sumOverDrags(_ n: Int, _ body: (GooCircle) -> Double) -> Double {
    var sum = 0.0
    for i in 0..<n {
        guard let drag = try? GooCircle(center: dragCenter(i), radius: 12) else { continue }
        sum += body(drag)
    }
    return sum
}

/// The points of one style's connector, two of their coordinates folded into the sum.
///
/// Generic, and specialised for each style where it is called: every op still runs as its own
/// concrete loop, with no dispatch another op does not pay.
@inline(never)
func runConnector<Shape: ConnectorShape>(
    _ n: Int, _ style: Shape.Type, options: Shape.Options = .default,
    _ fold: (Shape.Points) -> Double
) -> Double {
    sumOverDrags(n) { drag in
        guard case .connected(let c) = Shape.between(anchor: anchor, drag: drag, options: options)
        else { return 0 }
        return fold(c.points)
    }
}

@inline(never)
func runOutline(_ n: Int) -> Double {
    sumOverDrags(n) { drag in
        let connector = GooConnector.between(anchor: anchor, drag: drag, style: .quadratic)
            .connector
        return checksum(
            GooOutline(anchor: anchor, badge: GooCapsule(drag), boundary: connector?.boundary))
    }
}

/// The outline of one style, the connector included: what a frame costs to draw.
@inline(never)
func runOutline(_ n: Int, style: GooConnector.Style) -> Double {
    sumOverDrags(n) { drag in
        checksum(GooOutline(anchor: anchor, badge: GooCapsule(drag), style: style))
    }
}

/// The outline of a "99+" capsule badge (width 3r) and one style.
@inline(never)
func runCapsuleOutline(_ n: Int, style: GooConnector.Style) -> Double {
    sumOverDrags(n) { drag in
        guard let badge = try? GooCapsule(center: drag.center, radius: 12, width: 36) else {
            return 0
        }
        return checksum(GooOutline(anchor: anchor, badge: badge, style: style))
    }
}

@inline(__always)
func checksum(_ outline: GooOutline) -> Double {
    Double(outline.path.count)
        + (outline.path.first.map { element in
            if case .move(let start) = element { start.x } else { 0 }
        } ?? 0)
}

@inline(never)
func runPath(_ n: Int) -> Double {
    sumOverDrags(n) { drag in
        let connection = QuadraticConnector.between(anchor: anchor, drag: drag)
        guard let path = connection.connector?.path else { return 0 }
        guard case .quadCurve(let end, let control) = path[2] else { return Double(path.count) }
        return control.x + end.y + Double(path.count)
    }
}

@inline(never)
func runSession(_ n: Int, _ session: GooDragSession) -> Double {
    var session = session
    var sum = 0.0
    for i in 0..<n {
        guard (try? session.move(to: dragCenter(i))) != nil else { continue }
        sum += session.frame.anchor.radius
        if let connector = session.frame.connector { sum += connector.boundary.a.x }
    }
    return sum
}

/// The badge controller's whole frame, in cycles of 64 display frames at 120 Hz: a touch down on
/// the resting badge, 39 moves along the input sequence, the lift, and 23 frames of the return,
/// each drawing the frame's outline and particles.
@inline(never)
func runBadge(_ n: Int, _ badge: GooBadgeController) -> Double {
    var badge = badge
    var sum = 0.0
    var time = 0.0
    for i in 0..<n {
        time += 1.0 / 120
        switch i & 63 {
        case 0:
            _ = try? badge.reset(time: time)
            _ = try? badge.touchDown(at: GooPoint(x: 0, y: 0), time: time)
        case 40: _ = try? badge.touchUp(at: dragCenter(i), time: time)
        case 1..<40: _ = try? badge.touchMoved(to: dragCenter(i), time: time)
        default: _ = try? badge.advance(to: time)
        }
        let frame = badge.frame(at: time)
        if let outline = frame.outline { sum += checksum(outline) }
        for particle in frame.particles { sum += particle.radius }
    }
    return sum
}

/// This thread's CPU time in nanoseconds: the time spent waiting while other work (parallel
/// builds) has the cores counts on the wall clock, not here.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func fail(_ message: String) -> Never {
    print("goo-bench: \(message)")
    print(
        "usage: goo-bench quadratic|cubic|tangent|path|session|badge|metaball|outline"
            + "|outline-{cubic,tangent,metaball}|capsule-{quadratic,cubic,tangent,metaball}"
            + " <iterations>")
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("expected an op and an iteration count") }
guard let iterations = Int(arguments[2]), iterations > 0 else { fail("iterations must be > 0") }

// Everything the loops need is made before the clock starts.
let options =
    (try? GooConnector.CubicOptions(angle: .degrees(5), nearFraction: 0.25, farFraction: 0.5))
    ?? .default
// A session whose link holds over the whole input sequence (d ≤ 390): shrink r0 − d/100, break at
// 500, so every frame computes a connector.
let configuration = try GooDragConfiguration(
    shrink: .linear(divisor: 100), breakDistance: .points(500))
var session = try GooDragSession(anchor: anchor, configuration: configuration)
try session.begin(at: dragCenter(0))
let badge = try GooBadgeController(badge: anchor, configuration: configuration)

let start = now()
let checksum: Double
switch arguments[1] {
case "quadratic": checksum = runConnector(iterations, QuadraticConnector.self) { $0.o.x + $0.p.y }
case "cubic":
    checksum = runConnector(iterations, CubicConnector.self, options: options) { $0.o2.x + $0.p2.y }
case "tangent": checksum = runConnector(iterations, TangentConnector.self) { $0.a.x + $0.c.y }
case "path": checksum = runPath(iterations)
case "session": checksum = runSession(iterations, session)
case "badge": checksum = runBadge(iterations, badge)
case "metaball": checksum = runConnector(iterations, MetaballConnector.self) { $0.o2.x + $0.p2.y }
case "outline": checksum = runOutline(iterations)
case "outline-quadratic": checksum = runOutline(iterations, style: .quadratic)
case "outline-cubic": checksum = runOutline(iterations, style: .cubic(options))
case "outline-tangent": checksum = runOutline(iterations, style: .tangent)
case "outline-metaball": checksum = runOutline(iterations, style: .metaball(.default))
case "capsule-quadratic": checksum = runCapsuleOutline(iterations, style: .quadratic)
case "capsule-cubic": checksum = runCapsuleOutline(iterations, style: .cubic(options))
case "capsule-tangent": checksum = runCapsuleOutline(iterations, style: .tangent)
case "capsule-metaball": checksum = runCapsuleOutline(iterations, style: .metaball(.default))
default: fail("unknown op \(arguments[1])")
}
let elapsed = now() - start
print("ns/op \(elapsed / Double(iterations))")
print("checksum \(checksum)")
