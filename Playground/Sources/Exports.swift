// The C ABI goo-badge.js calls: plain numbers in, a handle, effect bits or a count out, a frame
// in the shared buffer (Playground.swift). Each element owns one `GooBadgeModel` (GooBadgeUI's
// toolkit-neutral badge, compiled into this module), and each function is a few lines over its
// public API: every decision (what the count shows, when a dismissal is reported, what a count
// during a burst does, hit test, break, release velocity, spring, burst, reduce motion) is the
// model's or its controller's, the same as in the SwiftUI and UIKit badges.
//
// An input returns `GooBadgeModel.Effects`' bits (1 report the dismissal, 2 the link broke), plus
// 4 when a touch down grabbed the badge. Negative statuses: −1 an unknown handle, −3 attributes
// the library refuses (the badge is then left as it was). Input the model refuses (a move with no
// finger on the badge) returns 0: it changes nothing.
import GooGeometry

/// The address of the shared buffer in the wasm memory, for a `Float64Array` view.
@_cdecl("goo_buffer")
public func gooBuffer() -> Int {
    Int(bitPattern: buffer)
}

/// A new badge, showing nothing until it is given rules (`goo_badge_configure`), a count and a
/// place.
///
/// - Parameter reducesMotion: Non-zero to respect reduce motion (no overshoot, a fade for a
///   burst).
/// - Returns: The handle, `≥ 0`.
@_cdecl("goo_badge_create")
public func gooBadgeCreate(reducesMotion: Int32) -> Int32 {
    let index = freeSlot()
    let stored = UnsafeMutablePointer<GooBadgeModel>.allocate(capacity: 1)
    stored.initialize(to: GooBadgeModel(reducesMotion: reducesMotion != 0))
    badges[index] = stored
    return Int32(index)
}

/// Gives a badge its height and drag rules, the element's attributes; they apply as
/// `GooBadgeModel` applies a new style and configuration (at once at rest, else once it rests).
///
/// - Parameters:
///   - style: 0 quadratic, 1 cubic, 2 tangent, 3 metaball (the library's default options).
///   - radius: The badge's radius at rest: the style's height is twice that.
///   - breakDistance: The centre distance past which the link breaks.
///   - release: 0 spring back within range, 1 dismiss once broken.
///   - reconnect: Non-zero to reconnect within 80 % of the break distance: less than the break
///     distance, so a finger resting at the edge does not flicker between broken and attached.
/// - Returns: 0, or −3 when the library refuses a value (the badge keeps its old ones).
@_cdecl("goo_badge_configure")
public func gooBadgeConfigure(
    handle: Int32, style: Int32, radius: Double, breakDistance: Double, release: Int32,
    reconnect: Int32
) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    var look = stored.pointee.style
    look.height = 2 * radius
    // One `try?` per step: the library's errors are typed, and Embedded Swift has no `any Error`
    // for a `do` block mixing two of them to catch.
    guard let style = connectorStyle(code: style),
        let configuration = try? GooDragConfiguration(
            breakDistance: .points(breakDistance),
            reconnectDistance: reconnect != 0 ? .points(0.8 * breakDistance) : nil,
            release: release == 0 ? .springBackWithinRange : .dismissOnceBroken,
            connectorStyle: style),
        // The height must make a circle, or the model would show the count with nothing to
        // draw. The rules fit any such badge: both distances are in points, and the style's
        // capsule is never narrower than its height.
        (try? GooCircle(x: 0, y: 0, radius: radius)) != nil
    else { return -3 }
    stored.pointee.style = look
    stored.pointee.configuration = configuration
    return 0
}

/// The app's count for a badge (`GooBadgeModel.show(count:)`): a fraction is truncated; NaN and
/// anything below 1 is no count.
@_cdecl("goo_badge_count")
public func gooBadgeCount(handle: Int32, count: Double) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    // Written so that NaN is no count; above a billion every count shows the same anyway.
    stored.pointee.show(count: count >= 1 ? Int(count < 1e9 ? count : 1e9) : 0)
    return 0
}

/// Where the badge rests: centred at the origin of its own coordinates, its text (as
/// `goo_text` spells it) `textWidth` px wide as the page measured it.
///
/// - Returns: The badge's width at rest for that text (the style's: round while the text and
///   its padding fit), or −1 for an unknown handle.
@_cdecl("goo_badge_place")
public func gooBadgePlace(handle: Int32, textWidth: Double) -> Double {
    guard let stored = badge(handle) else { return -1 }
    stored.pointee.place(centeredAt: .zero, textWidth: textWidth)
    return stored.pointee.style.badgeWidth(forTextWidth: textWidth)
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

/// A finger (pointer) touched down at `(x, y)` at `time` seconds: grabbed (4) on a hit.
@_cdecl("goo_badge_down")
public func gooBadgeDown(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    input(handle) { $0.touchDown(at: GooPoint(x: x, y: y), time: time) }
}

/// The finger moved to `(x, y)`.
@_cdecl("goo_badge_move")
public func gooBadgeMove(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    input(handle) { $0.touchMoved(to: GooPoint(x: x, y: y), time: time) }
}

/// The finger lifted at `(x, y)`: a return home, or a burst and its dismissal reported now.
@_cdecl("goo_badge_up")
public func gooBadgeUp(handle: Int32, x: Double, y: Double, time: Double) -> Int32 {
    input(handle) { $0.touchUp(at: GooPoint(x: x, y: y), time: time) }
}

/// The system took the gesture (`pointercancel`): the badge returns home.
@_cdecl("goo_badge_cancel")
public func gooBadgeCancel(handle: Int32, time: Double) -> Int32 {
    input(handle) { $0.touchCancelled(time: time) }
}

/// Dismissed from the keyboard or from code: the burst plays, its dismissal reported now.
@_cdecl("goo_badge_dismiss")
public func gooBadgeDismiss(handle: Int32, time: Double) -> Int32 {
    input(handle) { $0.dismiss(time: time) }
}

/// Time passes (an animation frame): the effects of what happened by `time`, in any phase.
@_cdecl("goo_badge_advance")
public func gooBadgeAdvance(handle: Int32, time: Double) -> Int32 {
    input(handle) { $0.advance(to: time) }
}

/// Writes the frame at `time` to the buffer (layout in `FrameLayout`); a badge that draws
/// nothing writes the dismissed phase's empty frame.
///
/// - Returns: The number of path elements (0 when no shape is drawn), or −1.
@_cdecl("goo_badge_frame")
public func gooBadgeFrame(handle: Int32, time: Double) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    return write(stored.pointee.frame(at: time))
}

/// Whether the badge is drawn away from its place (dragged, returning or bursting): 1 or 0, or −1
/// for an unknown handle.
@_cdecl("goo_badge_moving")
public func gooBadgeMoving(handle: Int32) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    return stored.pointee.isMoving ? 1 : 0
}

/// When the next frame is needed after one drawn at `time`, in any phase; −1 when nothing moves
/// on its own (the page stops requesting animation frames), or for an unknown handle.
@_cdecl("goo_badge_next_frame")
public func gooBadgeNextFrame(handle: Int32, time: Double) -> Double {
    guard let stored = badge(handle) else { return -1 }
    return stored.pointee.nextFrameTime(after: time) ?? -1
}

/// Applies one input to a badge in place; its effects' bits, with 4 when it grabbed the badge.
///
/// The model takes a time before its last one as that one: the browser's clocks are each
/// monotonic, but not with each other (a pointer event is stamped when the hardware saw it,
/// which can be a little before the animation frame the badge drew last).
private func input(
    _ handle: Int32, _ body: (inout GooBadgeModel) -> GooBadgeModel.Effects
) -> Int32 {
    guard let stored = badge(handle) else { return -1 }
    let held = stored.pointee.isDragging
    let effects = body(&stored.pointee)  // in place: no copy of the model
    let grabbed: Int32 = !held && stored.pointee.isDragging ? 4 : 0
    return Int32(effects.rawValue) | grabbed
}

/// The median cost of one frame in microseconds: the work the page does for each pointer move
/// (the model's move, its frame, the path written to the buffer), timed in `batches` batches of
/// `frames` moves (at most 32 batches) on a copy of the badge `handle`, grabbed at its centre.
///
/// Timed in batches because browsers coarsen their clock (to 100 µs in Chromium without
/// cross-origin isolation): a batch must last far longer than one tick. The median of the batches
/// ignores a garbage collection or a tab switch in one of them.
///
/// - Returns: Microseconds per frame, or −1 for an unknown handle, a count below 1, or a badge
///   that a touch at its resting centre does not grab (none shown, or one drawn elsewhere).
@_cdecl("goo_bench")
public func gooBench(handle: Int32, frames: Int32, batches: Int32) -> Double {
    // A copy: the badge on the page is left as it is. Its times go on from now, on the clock of
    // the page's events: the model takes none before the last it was given.
    guard var badge = badge(handle)?.pointee, frames >= 1, batches >= 1 else { return -1 }
    var time = milliseconds() / 1000
    badge.touchDown(at: .zero, time: time)
    guard badge.isDragging else { return -1 }
    let reach = badge.configuration.breakDistance.resolved(badgeRadius: badge.style.height / 2)
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
            badge.touchMoved(
                to: GooPoint(x: reach * (0.2 + 0.5 * f), y: reach * 0.4 * (f - 0.5)), time: time)
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
