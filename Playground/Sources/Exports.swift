// The C ABI goo-badge.js calls: plain numbers in, a handle, event bits or a count out, a frame in
// the shared buffer (Playground.swift). Each function is a few lines over `GooBadgeController`'s
// public API: every decision (hit test, break, release velocity, spring, burst, reduce motion) is
// the library's.
//
// Events are `GooBadgeController.Events`' bits (1 grabbed, 2 broke, 4 reconnected, 8 dismissed,
// 16 settled). Negative statuses: −1 an unknown handle, −2 an event the controller refuses (it is
// then left as it was), −3 a configuration it refuses.
import GooGeometry

/// The address of the shared buffer in the wasm memory, for a `Float64Array` view.
@_cdecl("goo_buffer")
public func gooBuffer() -> Int {
    Int(bitPattern: buffer)
}

/// A new badge at rest, centred at the origin of its own coordinates.
///
/// - Parameters:
///   - style: 0 quadratic, 1 cubic, 2 tangent, 3 metaball (the library's default options).
///   - radius: The badge's radius at rest.
///   - width: The badge's width: a capsule when more than `2 × radius`.
///   - breakDistance: The centre distance past which the link breaks.
///   - release: 0 spring back within range, 1 dismiss once broken.
///   - reconnect: Non-zero to reconnect within 80 % of the break distance: less than the break
///     distance, so a finger resting at the edge does not flicker between broken and attached.
///   - reducesMotion: Non-zero to respect reduce motion (no overshoot, a fade for a burst).
/// - Returns: The handle, `≥ 0`, or −3 when the library refuses a value.
@_cdecl("goo_badge_create")
public func gooBadgeCreate(
    style: Int32, radius: Double, width: Double, breakDistance: Double, release: Int32,
    reconnect: Int32, reducesMotion: Int32
) -> Int32 {
    // One `try?` per step: the library's errors are typed, and Embedded Swift has no `any Error`
    // for a `do` block mixing two of them to catch.
    guard let style = connectorStyle(code: style),
        let circle = try? GooCircle(x: 0, y: 0, radius: radius),
        let configuration = try? GooDragConfiguration(
            breakDistance: .points(breakDistance),
            reconnectDistance: reconnect != 0 ? .points(0.8 * breakDistance) : nil,
            release: release == 0 ? .springBackWithinRange : .dismissOnceBroken,
            connectorStyle: style,
            badgeWidth: width > 2 * radius ? width : nil),
        let badge = try? GooBadgeController(
            badge: circle, configuration: configuration, reducesMotion: reducesMotion != 0)
    else { return -3 }
    let index = freeSlot()
    let stored = UnsafeMutablePointer<GooBadgeController>.allocate(capacity: 1)
    stored.initialize(to: badge)
    badges[index] = stored
    return Int32(index)
}

/// Forgets a badge (its element left the page); its handle is reused by a later create.
@_cdecl("goo_badge_destroy")
public func gooBadgeDestroy(handle: Int32) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    stored.deinitialize(count: 1)
    stored.deallocate()
    badges[Int(handle)] = nil
    return 0
}

/// Whether animations that start from now on respect reduce motion (non-zero) or not.
@_cdecl("goo_badge_reduce_motion")
public func gooBadgeReduceMotion(handle: Int32, reducesMotion: Int32) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    stored.pointee.reducesMotion = reducesMotion != 0
    return 0
}

/// A finger (pointer) touched down at `(x, y)` at `time` seconds: grabbed on a hit.
@_cdecl("goo_badge_down")
public func gooBadgeDown(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.touchDown(at: GooPoint(x: x, y: y), time: time)
    }
}

/// The finger moved to `(x, y)`.
@_cdecl("goo_badge_move")
public func gooBadgeMove(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.touchMoved(to: GooPoint(x: x, y: y), time: time)
    }
}

/// The finger lifted at `(x, y)`: a return home or a burst, as the controller decides.
@_cdecl("goo_badge_up")
public func gooBadgeUp(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.touchUp(at: GooPoint(x: x, y: y), time: time)
    }
}

/// The system took the gesture (`pointercancel`): the badge returns home.
@_cdecl("goo_badge_cancel")
public func gooBadgeCancel(handle: Int32, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.touchCancelled(time: time)
    }
}

/// Dismissed from the keyboard or from code: the burst plays, then `dismissed`.
@_cdecl("goo_badge_dismiss")
public func gooBadgeDismiss(handle: Int32, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.dismiss(time: time)
    }
}

/// Time passes (an animation frame): the events of what ended by `time`.
@_cdecl("goo_badge_advance")
public func gooBadgeAdvance(handle: Int32, time: Double) -> Int32 {
    event(handle, time) { badge, time throws(GooBadgeError) in
        try badge.advance(to: time)
    }
}

/// Writes the frame at `time` to the buffer (layout in `FrameLayout`).
///
/// - Returns: The number of path elements (0 when no shape is drawn), or −1.
@_cdecl("goo_badge_frame")
public func gooBadgeFrame(handle: Int32, time: Double) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    return write(stored.pointee.frame(at: time))
}

/// When the next frame is needed after one drawn at `time`; −1 when nothing moves on its own
/// (the page stops requesting animation frames), or for an unknown handle.
@_cdecl("goo_badge_next_frame")
public func gooBadgeNextFrame(handle: Int32, time: Double) -> Double {
    guard let stored = badge(handle) else { return -1 }
    return stored.pointee.nextFrameTime(after: time) ?? -1
}

/// Applies one event to a badge in place, at `time` or the badge's last time if that is later.
///
/// The browser's clocks are each monotonic, but not with each other: a pointer event is stamped
/// when the hardware saw it, which can be a little before the animation frame the badge drew
/// last. Such an event is taken at that frame's time rather than refused.
private func event(
    _ handle: Int32, _ time: Double,
    _ body: (inout GooBadgeController, Double) throws(GooBadgeError) -> GooBadgeController.Events
) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    do {
        // In place: no copy of the controller.
        return Int32(try body(&stored.pointee, stored.pointee.monotonic(time)).rawValue)
    } catch {
        return -2
    }
}

/// The badge's phase as the frame buffer codes it (`FrameLayout`), or −1 for an unknown handle:
/// goo-badge.js asks after a lift whether it burst, and before a new count whether one plays.
@_cdecl("goo_badge_phase")
public func gooBadgePhase(handle: Int32) -> Double {
    guard let stored = badge(handle) else { return -1 }
    return phaseCode(stored.pointee.phase)
}

/// The median cost of one frame in microseconds: the work the page does for each pointer move
/// (the controller's move, its frame, the path written to the buffer), timed in `batches` batches
/// of `frames` moves (at most 32 batches) on a copy of the badge `handle`, grabbed at its centre.
///
/// Timed in batches because browsers coarsen their clock (to 100 µs in Chromium without
/// cross-origin isolation): a batch must last far longer than one tick. The median of the batches
/// ignores a garbage collection or a tab switch in one of them.
///
/// - Returns: Microseconds per frame, or −1 for an unknown handle, a count below 1, or a badge
///   that cannot be grabbed (one that is moving).
@_cdecl("goo_bench")
public func gooBench(handle: Int32, frames: Int32, batches: Int32) -> Double {
    // A copy: the badge on the page is left as it is.
    guard var badge = badge(handle)?.pointee, frames >= 1, batches >= 1 else { return -1 }
    var time = badge.monotonic(0)
    guard (try? badge.touchDown(at: badge.badge.center, time: time))?.contains(.grabbed) == true
    else { return -1 }
    let home = badge.badge.center
    let reach = badge.configuration.breakDistance.resolved(badgeRadius: badge.badge.radius)
    // The batches' costs, kept sorted as they come (insertion): the median is the middle one.
    var costs = InlineArray<32, Double>(repeating: 0)
    let count = min(Int(batches), costs.count)
    for batch in 0..<count {
        let start = milliseconds()
        for frame in 0..<frames {
            // Positions sweep a fan within 70 % of the break distance, so frames stay attached
            // and each one builds a connector, the expensive case.
            let f = Double(frame % 50) / 50
            time += 1.0 / 120
            _ = try? badge.touchMoved(
                to: GooPoint(
                    x: home.x + reach * (0.2 + 0.5 * f), y: home.y + reach * 0.4 * (f - 0.5)),
                time: time)
            _ = write(badge.frame(at: time))
        }
        let cost = (milliseconds() - start) * 1000 / Double(frames)
        var slot = batch
        while slot > 0, costs[slot - 1] > cost {
            costs[slot] = costs[slot - 1]
            slot -= 1
        }
        costs[slot] = cost
    }
    return costs[count / 2]
}

/// The page's monotonic clock in milliseconds: goo-badge.js answers with `performance.now()`.
@_extern(wasm, module: "goo", name: "now")
func milliseconds() -> Double
