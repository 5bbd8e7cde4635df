// iOS 17, macOS 14, watchOS 10, visionOS 1 and later (TimelineView, Canvas, onChange,
// sensoryFeedback); not tvOS: no DragGesture. On Linux, compiled against the stand-ins
// (Tests/AppleStandIns/BadgeUI). It forwards events and draws frames: every decision is
// GooBadgeModel's (the count and the dismissal), GooBadgeStyle's (the look) or the controller's.
#if canImport(SwiftUI) && !os(tvOS) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
    import GooGeometry
    import SwiftUI
    #if GOO_PLATFORM_STAND_INS
        import GooBadgeUI  // the toolkit-neutral part: a module of its own on Linux
    #endif

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    extension View {
        /// Shows QQ's unread badge with `count` over this view's trailing edge (nothing for zero).
        ///
        /// `onDismiss` runs once for each dismissal, when it is decided: set the count to zero
        /// there. A new value of `dismissTrigger` dismisses the badge from code. See ``GooBadge``.
        public func gooBadge(
            count: Int, style: GooBadgeStyle = .default, dismissTrigger: some Hashable = 0,
            onDismiss: @escaping () -> Void
        ) -> some View {
            overlay(alignment: .trailing) {
                GooBadge(
                    count: count, style: style, dismissTrigger: dismissTrigger,
                    onDismiss: onDismiss
                )
            }
        }

        /// Draws the moving badges inside this view (a `List`, a screen) above all of it, so that
        /// a dragged badge crosses the other rows; without it, each draws in its own overlay.
        public func gooBadgeContainer() -> some View { GooBadge.Container(content: self) }
    }

    /// QQ's unread badge: the count in a red capsule that a finger can pull away as goo.
    ///
    /// A drag starts only on the badge, so a list still scrolls and swipes. VoiceOver reads the
    /// count and offers "Dismiss"; with Reduce Motion the badge fades instead of bursting. It
    /// works on its own; a ``SwiftUI/View/gooBadgeContainer()`` around the list lifts its drag
    /// above the other rows.
    ///
    /// **Dismissal.** `onDismiss` is called once for each dismissal, at the moment it is decided:
    /// the lift that bursts the badge, VoiceOver's "Dismiss", or a new value of `dismissTrigger`
    /// (any `Hashable` the app changes: a counter it increments for "mark all as read"). Not
    /// when the burst ends: set the count to zero in `onDismiss`, and the burst plays to its end
    /// whatever the count. A positive count that arrives during the burst (a new message) cuts it
    /// short and shows; it is never reported as dismissed. A count set to zero together with a
    /// new trigger bursts too, so "mark all as read" can clear every count, on screen or not.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    public struct GooBadge: View {
        private let request: Request
        private let style: GooBadgeStyle
        private let onDismiss: () -> Void
        @Environment(\.gooBadgeLift) private var lift
        @Environment(\.accessibilityReduceMotion) private var reducesMotion
        @State private var model: GooBadgeModel
        @State private var identity = Identity()
        @State private var origin = CGPoint.zero  // the badge's top left in the container
        @State private var breaks = 0  // the haptic's trigger
        @GestureState private var isTouching = false

        /// Creates a badge showing `count` (nothing for zero) that `onDismiss` clears, and that a
        /// new value of `dismissTrigger` dismisses.
        public init(
            count: Int, style: GooBadgeStyle = .default, dismissTrigger: some Hashable = 0,
            onDismiss: @escaping () -> Void
        ) {
            request = Request(count: count, dismissTrigger: AnyHashable(dismissTrigger))
            self.style = style
            self.onDismiss = onDismiss
            _model = State(initialValue: GooBadgeModel(count: count, style: style))
        }

        /// The resting badge, and an overlay that draws it while it moves (without a container)
        /// and runs its clock.
        public var body: some View {
            Self.label(model.text, style).fixedSize()
                .background(alignment: .center) {
                    GeometryReader { proxy in
                        Color.clear.onChange(of: proxy.frame(in: Self.space), initial: true) {
                            _, text in place(text)
                        }
                    }
                }
                .frame(
                    width: style.badgeWidth(forTextWidth: model.textWidth), height: style.height
                )
                .background(alignment: .center) { Capsule().fill(Self.color(style.fill)) }
                .opacity(model.text == nil || model.isMoving ? 0 : 1)
                .overlay(alignment: .topLeading) {  // the clock; the moving badge, if no container
                    TimelineView(.animation(paused: model.animationEndTime == nil)) {
                        timeline in
                        let time = timeline.date.timeIntervalSinceReferenceDate
                        let box = Self.box(
                            lift == nil && model.isMoving ? model.frame(at: time) : nil)
                        Canvas { context, _ in
                            Self.draw(model, at: time, in: context, by: -box.minX, -box.minY)
                        }
                        .frame(width: box.width, height: box.height)
                        .offset(x: box.minX, y: box.minY)
                        .onChange(of: time) { _, time in forward { $0.advance(to: time) } }
                    }
                    .allowsHitTesting(false)
                }
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($isTouching) { _, touching, _ in touching = true }
                        .onChanged { value in  // the first change is the touch down
                            let (point, time) = Self.input(value)
                            forward {
                                $0.isDragging
                                    ? $0.touchMoved(to: point, time: time)
                                    : $0.touchDown(at: point, time: time)
                            }
                        }
                        .onEnded { value in
                            let (point, time) = Self.input(value)
                            forward { $0.touchUp(at: point, time: time) }
                        }
                )
                .accessibilityLabel(model.accessibilityLabel ?? "")
                .accessibilityAction(named: Text("Dismiss")) {
                    forward { $0.dismiss(time: Self.now) }
                }
                .onChange(of: request) { old, new in  // a dismissal first: its count may be zeroed
                    forward { model in
                        let dismissed = old.dismissTrigger == new.dismissTrigger
                        let effects = dismissed ? [] : model.dismiss(time: Self.now)
                        model.show(count: new.count)
                        return effects
                    }
                }
                .onChange(of: style) { _, style in model.style = style }
                .onChange(of: isTouching) { _, touching in  // ended without onEnded: a cancel
                    if !touching { forward { $0.touchCancelled(time: Self.now) } }
                }
                .onDisappear { lift?.wrappedValue[ObjectIdentifier(identity)] = nil }
                #if !os(visionOS)  // sensoryFeedback: visionOS 26 and later
                    .sensoryFeedback(.impact, trigger: breaks) { $1 > $0 }
                #endif
        }

        // The text's frame in the container's space (any, without one): the model's coordinates
        // are the badge's own, from its top left, where the container draws it.
        private func place(_ text: CGRect) {
            let width = style.badgeWidth(forTextWidth: text.width)
            origin = CGPoint(x: text.midX - width / 2, y: text.midY - style.height / 2)
            let center = GooPoint(x: width / 2, y: style.height / 2)
            forward {
                $0.place(centeredAt: center, textWidth: text.width)
                return []
            }
        }

        // Every input goes through here: the effects, and the container's copy while it moves.
        private func forward(_ input: (inout GooBadgeModel) -> GooBadgeModel.Effects) {
            var next = model
            next.reducesMotion = reducesMotion
            let effects = input(&next)
            model = next
            let key = ObjectIdentifier(identity)
            if let lift, next.isMoving || lift.wrappedValue[key] != nil {
                lift.wrappedValue[key] =
                    next.isMoving ? Lifted(model: next, origin: origin) : nil
            }
            if effects.contains(.signalBreak) { breaks += 1 }
            if effects.contains(.reportDismissal) { onDismiss() }
        }

        private static var now: Double { Date().timeIntervalSinceReferenceDate }

        private static func input(_ value: DragGesture.Value) -> (GooPoint, Double) {
            let point = GooPoint(x: value.location.x, y: value.location.y)
            return (point, value.time.timeIntervalSinceReferenceDate)
        }

        private struct Request: Equatable {  // what the app gives, compared as one change
            let count: Int
            let dismissTrigger: AnyHashable
        }

        private final class Identity {}  // the badge on screen, which its lifted copy carries
    }
#endif
