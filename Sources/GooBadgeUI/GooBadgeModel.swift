// Toolkit-neutral and Embedded-Swift-clean: the SwiftUI and UIKit badges (and the web element,
// from its wasm) keep one of these per badge, forward it the app's count, the layout and the
// input, and draw what it answers.
import GooGeometry

/// One badge free of any toolkit: the app's count, the ``style``, the drag rules
/// (``configuration``) and the controller that moves it; the one place that decides what a badge
/// shows and when a dismissal is reported.
///
/// A toolkit gives it the app's count (``show(count:)``), where the badge sits
/// (``place(centeredAt:textWidth:)``), and the input with timestamps (monotonic seconds, one
/// clock); it draws ``text`` at rest and ``frame(at:)`` while the badge ``isMoving``, and acts on
/// the ``Effects`` each input returns. Refused input (a move with no finger on the badge, a NaN,
/// a time that goes backwards) changes nothing and returns no effect.
///
/// **The rule for a count and a dismissal**, the same in every toolkit:
/// - A dismissal is reported once, when it is decided: the lift that bursts the badge
///   (``touchUp(at:time:)``) or a dismissal from code or from VoiceOver (``dismiss(time:)``)
///   returns ``Effects/reportDismissal``. The end of the burst reports nothing.
/// - The burst then plays to its end, whatever the app does with the count: the app sets it to
///   zero when told, and the burst goes on as the badge's farewell.
/// - A positive count given during the burst cuts it short and shows at once: it is a new unread
///   count, never reported as dismissed. So no unread count is lost, and each dismissal is
///   reported exactly once.
/// - After its burst the badge stays hidden until the app gives it a count again (even the same
///   one): a dismissed count the app did not clear is not shown again on its own.
/// - A count of zero or less hides the badge at once, without a report, unless it is bursting;
///   a drag in progress is abandoned.
/// - A positive count given during a drag or a return shows in ``text`` at once; the badge
///   takes the new text's width when it is back at rest, as it does for a new ``style`` or
///   place.
public struct GooBadgeModel: Sendable {
    /// The app's count, as last given to ``show(count:)``.
    public private(set) var count: Int
    /// The badge's look; a new one applies at once at rest, when the badge rests otherwise.
    public var style: GooBadgeStyle { didSet { layoutChanged() } }
    /// The drag rules, QQ's by default.
    ///
    /// The break and reconnect distances, the release policy, the connector's style and the rest
    /// are the badge's; the ``style`` decides the badge's size: the rules' own
    /// `GooDragConfiguration.badgeWidth` is replaced by the style's width for the text. New
    /// rules apply as a new ``style`` does; rules that do not fit the badge (see
    /// ``GooBadgeStyle/controller(centeredAt:textWidth:configuration:reducesMotion:)``) leave it
    /// with nothing to draw or drag.
    public var configuration: GooDragConfiguration { didSet { layoutChanged() } }
    /// Whether motion from now on respects the system's reduce-motion setting: a return without
    /// overshoot, a fade instead of a burst.
    public var reducesMotion: Bool { didSet { controller?.reducesMotion = reducesMotion } }
    /// The badge's centre at rest, in the coordinates of the input; `nil` until it is placed.
    public private(set) var center: GooPoint?
    /// The width of the badge's text, in points, as the toolkit measured it.
    public private(set) var textWidth = 0.0

    /// The badge's motion; `nil` while nothing is shown (or before the badge is placed).
    private var controller: GooBadgeController?
    /// The count shown was dismissed: hidden until the app gives a count again.
    private var isDismissed = false
    /// The place, text or style changed while the badge moved: rebuild it once it rests.
    private var isStale = false

    /// Creates a badge for `count` (hidden for zero or less), not yet placed.
    public init(
        count: Int = 0, style: GooBadgeStyle = .default,
        configuration: GooDragConfiguration = .default, reducesMotion: Bool = false
    ) {
        self.count = count
        self.style = style
        self.configuration = configuration
        self.reducesMotion = reducesMotion
    }

    // MARK: The app and the layout

    /// The app's count for the badge: see the rule above.
    public mutating func show(count: Int) {
        self.count = count
        if count > 0 { isDismissed = false }
        switch controller?.phase {
        case .bursting?:
            if count > 0 { rebuild() }
        case .dragging?, .returning?:
            if count > 0 { isStale = true } else { controller = nil }
        case .resting?, .dismissed?, nil:
            rebuild()
        }
    }

    /// Where the badge rests, centred at `center` in the coordinates of the input, and how wide
    /// its text (``text``) measured.
    public mutating func place(centeredAt center: GooPoint, textWidth: Double) {
        guard center != self.center || textWidth != self.textWidth else { return }
        self.center = center
        self.textWidth = textWidth
        layoutChanged()
    }

    // MARK: Input

    /// A finger touched down at `point`: grabs the badge when the point is on it.
    @discardableResult
    public mutating func touchDown(at point: GooPoint, time: Double) -> Effects {
        forward(.touchDown(point), at: time)
    }

    /// The finger that holds the badge moved to `point`.
    @discardableResult
    public mutating func touchMoved(to point: GooPoint, time: Double) -> Effects {
        forward(.touchMoved(point), at: time)
    }

    /// The finger that holds the badge lifted at `point`: it springs home or bursts, and a burst
    /// is reported now.
    @discardableResult
    public mutating func touchUp(at point: GooPoint, time: Double) -> Effects {
        forward(.touchUp(point), at: time)
    }

    /// The system took the gesture: the badge springs home, never dismissed.
    @discardableResult
    public mutating func touchCancelled(time: Double) -> Effects {
        forward(.touchCancelled, at: time)
    }

    /// Dismisses the badge from code or from VoiceOver: the same burst as a drag's, reported
    /// now; nothing while no badge is shown or it already bursts.
    @discardableResult
    public mutating func dismiss(time: Double) -> Effects {
        forward(.dismiss, at: time)
    }

    /// Lets time pass: a return settles, a burst ends (and reports nothing).
    @discardableResult
    public mutating func advance(to time: Double) -> Effects {
        forward(.advance, at: time)
    }

    // MARK: Output

    /// The count the badge shows, `nil` while none is shown.
    ///
    /// `nil` for a count of zero or less, or a dismissed one. ``text`` and ``accessibilityLabel`` spell it with the ``style``; a caller
    /// without `String` spells it with ``GooBadgeStyle/displayTextUTF8(for:_:)``.
    public var shownCount: Int? { isDismissed || count <= 0 ? nil : count }

    /// The text to draw on the badge (``GooBadgeStyle/displayText(for:)``); `nil` while no badge
    /// is shown.
    public var text: String? { shownCount.flatMap(style.displayText(for:)) }

    /// What VoiceOver reads; `nil` while no badge is shown.
    public var accessibilityLabel: String? { shownCount.flatMap(style.accessibilityLabel(for:)) }

    /// Whether the badge is drawn away from its place (dragged, returning or bursting), where a
    /// toolkit draws ``frame(at:)`` above the other content; otherwise it draws ``text`` at rest.
    public var isMoving: Bool { controller?.isMoving ?? false }

    /// Whether a finger holds the badge.
    public var isDragging: Bool {
        if case .dragging? = controller?.phase { return true }
        return false
    }

    /// What to draw at `time`; `nil` when nothing is (no badge shown, or not yet placed).
    public func frame(at time: Double) -> GooBadgeController.Frame? {
        controller?.frame(at: time)
    }

    /// Whether a touch at `point` at `time` would grab the badge.
    public func hits(_ point: GooPoint, at time: Double) -> Bool {
        controller?.hits(point, at: time) ?? false
    }

    /// When the running animation ends, `nil` when nothing moves on its own: a toolkit runs its
    /// frame clock until then, in any phase (the controller may animate during a drag too), and
    /// calls ``advance(to:)`` on each tick, acting on its ``Effects`` like any input's.
    public var animationEndTime: Double? { controller?.animationEndTime }

    /// When the next frame is needed after one drawn at `time`, `nil` when nothing moves on its
    /// own.
    public func nextFrameTime(after time: Double) -> Double? {
        controller?.nextFrameTime(after: time)
    }

    // MARK: Private

    /// One input to the controller.
    fileprivate enum Input {
        case touchDown(GooPoint), touchMoved(GooPoint), touchUp(GooPoint)
        case touchCancelled, dismiss, advance
    }

    /// Applies one input to the controller (a refused one changes nothing); the input that takes
    /// a live badge to its burst decides the dismissal.
    ///
    /// In place: a refused input leaves the controller as it was, and a badge's controller is
    /// large (its drag, its outline), not to be copied for every input.
    private mutating func forward(_ input: Input, at time: Double) -> Effects {
        let wasLive = Self.isLive(controller?.phase)
        guard let events = try? controller?.apply(input, at: time) else { return [] }
        var effects: Effects = events.contains(.broke) ? .signalBreak : []
        if wasLive, !Self.isLive(controller?.phase) {
            isDismissed = true
            effects.insert(.reportDismissal)
        }
        switch controller?.phase {
        case .dismissed?: controller = nil
        case .resting? where isStale: rebuild()
        default: break
        }
        return effects
    }

    /// A new place, text width or style: at once unless the badge is moving.
    private mutating func layoutChanged() {
        switch controller?.phase {
        case .dragging?, .returning?: isStale = true
        case .bursting?: break  // the farewell plays where it started
        case .resting?, .dismissed?, nil: rebuild()
        }
    }

    /// The badge at rest for the current count, place and style, or none.
    private mutating func rebuild() {
        isStale = false
        guard !isDismissed, count > 0, let center else {
            controller = nil
            return
        }
        controller = style.controller(
            centeredAt: center, textWidth: textWidth, configuration: configuration,
            reducesMotion: reducesMotion)
    }

    /// Whether a badge in `phase` is shown and not dismissed: at rest, dragged or returning.
    private static func isLive(_ phase: GooBadgeController.Phase?) -> Bool {
        switch phase {
        case .resting?, .dragging?, .returning?: return true
        case .bursting?, .dismissed?, nil: return false
        }
    }
}

extension GooBadgeController {
    /// Applies the model's input at `time` made monotonic (one clock, readings out of order).
    fileprivate mutating func apply(
        _ input: GooBadgeModel.Input, at time: Double
    ) throws(GooBadgeError) -> Events {
        let time = monotonic(time)
        switch input {
        case .touchDown(let point): return try touchDown(at: point, time: time)
        case .touchMoved(let point): return try touchMoved(to: point, time: time)
        case .touchUp(let point): return try touchUp(at: point, time: time)
        case .touchCancelled: return try touchCancelled(time: time)
        case .dismiss: return try dismiss(time: time)
        case .advance: return try advance(to: time)
        }
    }
}
