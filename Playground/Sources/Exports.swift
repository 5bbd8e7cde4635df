// The C ABI playground.js calls: plain numbers in, a status or count out, anything larger in the
// shared buffer (Playground.swift). Each function is a few lines over the library's public API, so
// every number the page draws is the library's own.
//
// Status codes: 0 or a count on success; −1 before `goo_configure`, −2 for an event the session
// refuses (out of order, non-finite), −3 for a configuration it refuses.
import GooGeometry

/// The address of the shared buffer in the wasm memory, for a `Float64Array` view.
@_cdecl("goo_buffer")
public func gooBuffer() -> Int {
    Int(bitPattern: buffer)
}

/// Starts over with a new configuration: the badge at rest at `(homeX, homeY)`.
///
/// - Parameters:
///   - style: 0 quadratic, 1 cubic, 2 tangent, 3 metaball (the library's default options).
///   - badgeRadius: The badge's radius at rest, `≥ 0`.
///   - breakDistance: The centre distance past which the link breaks.
///   - release: 0 spring back within range, 1 dismiss once broken.
///   - reconnect: Non-zero to reconnect within 80 % of the break distance: less than the break
///     distance, so a finger resting at the edge does not flicker between broken and attached.
///   - homeX: The badge's resting centre, x.
///   - homeY: The badge's resting centre, y.
/// - Returns: 0, or −3 when the library refuses a value.
@_cdecl("goo_configure")
public func gooConfigure(
    style: Int32, badgeRadius: Double, breakDistance: Double, release: Int32, reconnect: Int32,
    homeX: Double, homeY: Double
) -> Int32 {
    // One `try?` per step: the library's errors are typed, and Embedded Swift has no `any Error`
    // for a `do` block mixing two of them to catch.
    guard let style = connectorStyle(code: style),
        let home = try? GooCircle(x: homeX, y: homeY, radius: badgeRadius),
        let configuration = try? GooDragConfiguration(
            breakDistance: .points(breakDistance),
            reconnectDistance: reconnect != 0 ? .points(0.8 * breakDistance) : nil,
            release: release == 0 ? .springBackWithinRange : .dismissOnceBroken, style: style
        ),
        let configured = try? Playground(configuration: configuration, home: home)
    else { return -3 }
    playground = configured
    return 0
}

/// Whether `(x, y)` grabs the badge: inside the outline last written, or within `slop` of it.
///
/// - Returns: 1 or 0; 0 also after a dismiss (nothing left to grab) and before `goo_configure`.
@_cdecl("goo_hit")
public func gooHit(x: Double, y: Double, slop: Double) -> Int32 {
    guard let playground, playground.burst == nil else { return 0 }
    return playground.shown.outline.contains(GooPoint(x: x, y: y), slop: slop) ? 1 : 0
}

/// Touch down: the badge's centre is at `(x, y)`.
///
/// Also stops a spring back in flight: the badge is grabbed where it is.
@_cdecl("goo_begin")
public func gooBegin(x: Double, y: Double) -> Int32 {
    sessionEvent { current throws(DragEventError) in
        try current.session.begin(at: GooPoint(x: x, y: y))
        current.springBack = nil
    }
}

/// The badge's centre moved to `(x, y)`.
@_cdecl("goo_move")
public func gooMove(x: Double, y: Double) -> Int32 {
    sessionEvent { current throws(DragEventError) in
        try current.session.move(to: GooPoint(x: x, y: y))
    }
}

/// Touch up at `(x, y)` with the gesture's velocity `(vx, vy)` in points per second.
///
/// Prepares what the page animates next: the spring back (from this release and its velocity) or
/// the particle burst (around the badge where it was let go).
///
/// - Returns: 0 spring back, 1 dismiss, or a negative status.
@_cdecl("goo_end")
public func gooEnd(x: Double, y: Double, vx: Double, vy: Double) -> Int32 {
    var outcome = ReleaseOutcome.springBack
    let status = sessionEvent { current throws(DragEventError) in
        outcome = try current.session.end(
            at: GooPoint(x: x, y: y), velocity: Vector(x: vx, y: vy)
        )
        switch outcome {
        case .springBack:
            current.springBack = current.session.springBack()
        case .dismiss:
            current.burstSeed &+= 1
            current.burst = try? ParticleBurst(
                center: current.session.frame.drag.center, radius: current.home.radius,
                seed: current.burstSeed
            )
        }
    }
    guard status == 0 else { return status }
    return outcome == .springBack ? 0 : 1
}

/// The gesture was taken away (the system's `pointercancel`): the badge springs back from where
/// it is, at rest velocity, whatever the distance.
@_cdecl("goo_cancel")
public func gooCancel() -> Int32 {
    sessionEvent { current throws(DragEventError) in
        try current.session.cancel()
        current.springBack = current.session.springBack()
    }
}

/// Applies one pointer event to the playground, all or nothing: −1 before `goo_configure`, −2
/// when the session refuses the event (the playground is then left as it was), else 0.
private func sessionEvent(
    _ event: (inout Playground) throws(DragEventError) -> Void
) -> Int32 {
    guard var current = playground else { return -1 }
    do {
        try event(&current)
    } catch {
        return -2
    }
    playground = current
    return 0
}

/// Back to the badge at rest, keeping the configuration (the page's reset button, and the end of
/// a spring back).
@_cdecl("goo_reset")
public func gooReset() -> Int32 {
    guard playground != nil else { return -1 }
    playground?.reset()
    return 0
}

/// Writes the session's current frame to the buffer (layout in `FrameLayout`).
///
/// - Returns: The number of path elements, or −1 before `goo_configure`.
@_cdecl("goo_frame")
public func gooFrame() -> Int32 {
    guard let frame = playground?.session.frame else { return -1 }
    playground?.shown = frame
    return write(frame)
}

/// Writes the spring back's frame `t` seconds after the release to the buffer.
///
/// - Returns: The number of path elements, or −1 when no spring back is in progress.
@_cdecl("goo_spring_frame")
public func gooSpringFrame(t: Double) -> Int32 {
    guard let frame = playground?.springBack?.frame(at: t) else { return -1 }
    playground?.shown = frame
    return write(frame)
}

/// When the spring back is home (within the library's default 0.1 pt), in seconds after the
/// release; −1 when no spring back is in progress.
@_cdecl("goo_settling_time")
public func gooSettlingTime() -> Double {
    playground?.springBack?.settlingTime() ?? -1
}

/// Writes the burst's particles `t` seconds after the dismiss to the buffer: `x, y, r, opacity`
/// for each.
///
/// - Returns: The number of particles, 0 once the burst is over or when there is none.
@_cdecl("goo_burst")
public func gooBurst(t: Double) -> Int32 {
    guard let burst = playground?.burst, !burst.isFinished(at: t) else { return 0 }
    for index in 0..<burst.count {
        let particle = burst.particle(index, at: t)
        write(particle.center, at: 4 * index)
        buffer[4 * index + 2] = particle.radius
        buffer[4 * index + 3] = particle.opacity
    }
    return Int32(burst.count)
}

/// The median cost of one frame in microseconds: the work the page does for each pointer move
/// (the session's move, the frame's outline, its path written to the buffer), timed in `batches`
/// batches of `frames` moves on a copy of the session.
///
/// Timed in batches because browsers coarsen their clock (to 100 µs in Chromium without
/// cross-origin isolation): a batch must last far longer than one tick. The median of the batches
/// ignores a garbage collection or a tab switch in one of them.
///
/// - Returns: Microseconds per frame, or −1 before `goo_configure` or for a count below 1.
@_cdecl("goo_bench")
public func gooBench(frames: Int32, batches: Int32) -> Double {
    guard let playground, frames >= 1, batches >= 1 else { return -1 }
    var session = playground.session
    if session.phase != .dragging { try? session.begin(at: playground.home.center) }
    let home = playground.home.center
    let reach = playground.session.breakDistance
    var costs: [Double] = []
    costs.reserveCapacity(Int(batches))
    for _ in 0..<batches {
        let start = monotonicNanoseconds()
        for frame in 0..<frames {
            // Positions sweep a fan within 70 % of the break distance, so frames stay attached
            // and each one builds a connector, the expensive case.
            let f = Double(frame % 50) / 50
            let position = GooPoint(
                x: home.x + reach * (0.2 + 0.5 * f), y: home.y + reach * 0.4 * (f - 0.5)
            )
            try? session.move(to: position)
            _ = writePath(session.frame.outline.path)
        }
        let elapsed = Double(monotonicNanoseconds() &- start)
        costs.append(elapsed / 1000 / Double(frames))
    }
    costs.sort()
    return costs[costs.count / 2]
}

/// The WASI monotonic clock (playground.js answers it with `performance.now()`).
@_extern(wasm, module: "wasi_snapshot_preview1", name: "clock_time_get")
func wasiClockTimeGet(_ clock: UInt32, _ precision: UInt64, _ time: UnsafeMutablePointer<UInt64>)
    -> UInt16

/// Nanoseconds on the monotonic clock, for `goo_bench`.
func monotonicNanoseconds() -> UInt64 {
    var time: UInt64 = 0
    // Clock 1 is WASI's monotonic clock; precision is a hint the page ignores.
    _ = wasiClockTimeGet(1, 1000, &time)
    return time
}
