// SwiftUI 17 and later (TimelineView, Canvas, onChange, sensoryFeedback); not tvOS: no DragGesture.
// On Linux, compiled against the stand-ins (Tests/AppleStandIns/BadgeUI). It forwards events and
// draws frames: every decision is GooBadgeController's or GooBadgeStyle's.
#if canImport(SwiftUI) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
    import GooGeometry
    import SwiftUI
    #if GOO_PLATFORM_STAND_INS
        import GooBadgeUI  // the toolkit-neutral part: a module of its own on Linux
    #endif

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    extension View {
        /// Shows QQ's unread badge with `count` over this view's trailing edge (nothing for zero).
        ///
        /// `onDismiss` clears the count once the badge has burst; see ``GooBadge``.
        public func gooBadge(
            count: Int, style: GooBadgeStyle = .default, onDismiss: @escaping () -> Void
        ) -> some View {
            overlay(alignment: .trailing) {
                GooBadge(count: count, style: style, onDismiss: onDismiss)
            }
        }

        /// Hosts the drag of the badges inside this view (a `List`, a screen): a dragged badge is
        /// drawn above all of it, in its coordinate space, so that it crosses the other rows.
        public func gooBadgeContainer() -> some View { GooBadge.Container(content: self) }
    }

    /// QQ's unread badge: the count in a red capsule that a finger can pull away as goo.
    ///
    /// A drag starts only on the badge, so a list still scrolls and swipes; it needs a
    /// ``SwiftUI/View/gooBadgeContainer()`` around it. VoiceOver reads the count and offers
    /// "Dismiss"; with Reduce Motion the badge fades instead of bursting.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    public struct GooBadge: View {
        private let count: Int
        private let style: GooBadgeStyle
        private let onDismiss: () -> Void
        @Environment(\.gooBadgeDrag) private var drag
        @Environment(\.accessibilityReduceMotion) private var reducesMotion
        @State private var identity = Identity()
        @State private var textFrame = CGRect.zero
        @GestureState private var isTouching = false

        /// Creates a badge showing `count` (nothing for zero); `onDismiss` runs once it burst.
        public init(count: Int, style: GooBadgeStyle = .default, onDismiss: @escaping () -> Void) {
            self.count = count
            self.style = style
            self.onDismiss = onDismiss
        }

        /// The resting badge; while it moves the container draws it instead.
        public var body: some View {
            Text(style.text(for: count) ?? "")
                .font(.system(size: style.fontSize, weight: .bold))
                .foregroundStyle(color(style.textColor))
                .fixedSize()
                .background(alignment: .center) {
                    GeometryReader { proxy in
                        Color.clear.onChange(of: proxy.frame(in: Drag.space), initial: true) {
                            _, frame in textFrame = frame
                        }
                    }
                }
                .frame(width: style.badgeWidth(forTextWidth: textFrame.width), height: style.height)
                .background(alignment: .center) { Capsule().fill(color(style.fill)) }
                .opacity(
                    style.text(for: count) == nil || drag?.wrappedValue?.owner === identity ? 0 : 1
                )
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: Drag.space)
                        .updating($isTouching) { _, touching, _ in touching = true }
                        .onChanged { value in
                            let finger = GooPoint(x: value.location.x, y: value.location.y)
                            send(at: value.time, starting: true) { badge, time in
                                do { return try badge.touchMoved(to: finger, time: time) } catch {
                                    return try badge.touchDown(at: finger, time: time)
                                }
                            }
                        }
                        .onEnded { value in
                            let finger = GooPoint(x: value.location.x, y: value.location.y)
                            send(at: value.time) { try $0.touchUp(at: finger, time: $1) }
                        }
                )
                .accessibilityLabel(style.accessibilityLabel(for: count) ?? "")
                .accessibilityAction(named: Text("Dismiss")) {
                    send(at: Date(), starting: true) { try $0.dismiss(time: $1) }
                }
                .onChange(of: count) { _, _ in send(at: Date()) { try $0.reset(time: $1) } }
                .onChange(of: isTouching, initial: false) { _, touching in  // ended without onEnded
                    if !touching { send(at: Date()) { try $0.touchCancelled(time: $1) } }
                }
        }

        // `starting` makes a controller (in the container's space) if the container has none.
        private func send(
            at date: Date, starting: Bool = false,
            _ input: (inout GooBadgeController, Double) throws -> GooBadgeController.Events
        ) {
            guard let host = drag else { return }
            var lifted = host.wrappedValue
            if lifted?.owner !== identity {
                guard starting, let text = style.text(for: count),
                    let controller = style.controller(
                        centeredAt: GooPoint(x: textFrame.midX, y: textFrame.midY),
                        textWidth: textFrame.width, reducesMotion: reducesMotion)
                else { return }
                lifted?.forward(at: date) { try $0.reset(time: $1) }
                lifted = Drag(
                    owner: identity, controller: controller, text: text, style: style,
                    onDismiss: onDismiss)
            }
            lifted?.controller.reducesMotion = reducesMotion
            lifted?.forward(at: date, input)
            host.wrappedValue = lifted?.controller.isMoving == true ? lifted : nil
        }

        private final class Identity {}  // the badge on screen, which its drag carries
    }

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    extension GooBadge {
        struct Drag {  // the one badge a container draws: dragged, returning or bursting
            static var space: NamedCoordinateSpace { .named("GooBadgeUI.container") }
            let owner: AnyObject
            var controller: GooBadgeController
            let text: String
            let style: GooBadgeStyle
            let onDismiss: () -> Void
            var breaks = 0  // the haptic's trigger

            mutating func forward(
                at date: Date,
                _ input: (inout GooBadgeController, Double) throws -> GooBadgeController.Events
            ) {
                let events = controller.send(at: date.timeIntervalSinceReferenceDate, input) ?? []
                if events.contains(.broke) { breaks += 1 }
                if events.contains(.dismissed) { onDismiss() }
            }

            func draw(in context: inout GraphicsContext, at date: Date) {
                let frame = controller.frame(
                    at: controller.monotonic(date.timeIntervalSinceReferenceDate))
                let fill = color(style.fill)
                context.opacity = frame.opacity
                if let outline = frame.outline {
                    context.fill(Path(outline.path), with: .color(fill))
                }
                for dot in frame.particleBoxes {
                    let box = CGRect(x: dot.x, y: dot.y, width: dot.side, height: dot.side)
                    context.fill(Path(ellipseIn: box), with: .color(fill.opacity(dot.opacity)))
                }
                guard let center = frame.textCenter else { return }
                let label = Text(text).font(.system(size: style.fontSize, weight: .bold))
                    .foregroundStyle(color(style.textColor))
                context.draw(label, at: CGPoint(x: center.x, y: center.y))
            }
        }

        struct Container<Content: View>: View {
            let content: Content
            @State private var drag: Drag?

            var body: some View {
                content
                    .environment(\.gooBadgeDrag, $drag)
                    .overlay(alignment: .topLeading) {
                        TimelineView(.animation(paused: drag?.controller.animationEndTime == nil)) {
                            timeline in
                            Canvas { context, _ in drag?.draw(in: &context, at: timeline.date) }
                                .onChange(of: timeline.date, initial: false) { _, date in
                                    drag?.forward(at: date) { try $0.advance(to: $1) }
                                    if drag?.controller.isMoving == false { drag = nil }
                                }
                        }
                        .allowsHitTesting(false)
                    }
                    .coordinateSpace(Drag.space)
                    #if !os(visionOS)  // sensoryFeedback: visionOS 26 and later
                        .sensoryFeedback(.impact, trigger: drag?.breaks ?? 0) { $1 > $0 }
                    #endif
            }
        }

        struct DragKey: EnvironmentKey { static var defaultValue: Binding<Drag?>? { nil } }
    }

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *) @available(tvOS, unavailable)
    extension EnvironmentValues {
        fileprivate var gooBadgeDrag: Binding<GooBadge.Drag?>? {
            get { self[GooBadge.DragKey.self] }
            set { self[GooBadge.DragKey.self] = newValue }
        }
    }

    private func color(_ color: GooBadgeColor) -> Color {
        Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
#endif
