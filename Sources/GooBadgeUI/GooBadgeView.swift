// UIKit on iOS, Mac Catalyst, visionOS (no haptics there); not tvOS: no finger to drag with. On
// Linux, compiled against the stand-ins (Tests/AppleStandIns/BadgeUI). It forwards events and
// draws frames: every decision is GooBadgeController's or GooBadgeStyle's.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
    import GooGeometry
    import UIKit
    #if GOO_PLATFORM_STAND_INS
        import GooBadgeUI  // the toolkit-neutral part: a module of its own on Linux
    #endif

    /// QQ's unread badge as a view: it draws its count at rest, and a drag on it pulls the goo
    /// across the window, bursting into particles past the break.
    ///
    /// Give it room for the badge (it draws centred in its bounds) and a count. A drag starts only
    /// on the badge; elsewhere touches go to the views below. The drag is drawn in an overlay
    /// above the window's content, so it crosses the other rows of a table.
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public final class GooBadgeView: UIView {
        /// The count shown, none for zero.
        ///
        /// Setting it shows the badge at rest again, as a reused table cell needs; a burst it
        /// cuts short does not call ``onDismiss`` (the new count replaces the old one).
        public var count = 0 { didSet { reset() } }
        /// The colours, font and size; setting it shows the badge at rest again.
        public var style = GooBadgeStyle.default { didSet { reset() } }
        /// Called once the badge's burst has ended: clear the count now.
        public var onDismiss: () -> Void = {}

        /// The badge's drawing: in this view at rest, in the window while it moves.
        private let canvas = UIView(frame: .zero)
        private let shape = CAShapeLayer()
        private let label = UILabel(frame: .zero)
        private var controller: GooBadgeController?
        private var link: CADisplayLink?
        private var isLifted = false
        #if !os(visionOS)
            private let haptics = UIImpactFeedbackGenerator(style: .medium)
        #endif

        /// Creates a badge view showing no count.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            canvas.isUserInteractionEnabled = false
            canvas.layer.addSublayer(shape)
            canvas.addSubview(label)
            addSubview(canvas)
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panAction))
            isAccessibilityElement = true
            accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Dismiss") { [weak self] _ in
                    self?.send { try $0.dismiss(time: $1) } ?? false
                }
            ]
            reset()
        }

        /// Not supported: create the view in code.
        public required init?(coder: NSCoder) { nil }

        /// Builds the resting badge at the centre of the new bounds, unless it is moving.
        public override func layoutSubviews() {
            super.layoutSubviews()
            let center = GooPoint(x: bounds.midX, y: bounds.midY)
            if controller?.badge.center != center, controller?.phase ?? .resting == .resting {
                reset()
            }
        }

        /// Whether a touch at `point` is the badge's: on its drawn shape or within the slop.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            controller?.hits(GooPoint(x: point.x, y: point.y), at: CACurrentMediaTime()) ?? false
        }

        /// Lets the pan begin only where it started on the badge.
        public override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool
        {
            controller?.hits(start(of: recognizer), at: CACurrentMediaTime()) ?? false
        }

        private func start(of recognizer: UIGestureRecognizer) -> GooPoint {
            let now = recognizer.location(in: self)
            let moved = (recognizer as? UIPanGestureRecognizer)?.translation(in: self) ?? .zero
            return GooPoint(x: now.x - moved.x, y: now.y - moved.y)
        }

        private func pan(_ recognizer: UIPanGestureRecognizer) {
            let location = recognizer.location(in: self)
            let finger = GooPoint(x: location.x, y: location.y)
            let start = start(of: recognizer)
            switch recognizer.state {
            case .began:
                send { badge, time in
                    let down = try badge.touchDown(at: start, time: time)
                    return down.union(try badge.touchMoved(to: finger, time: time))
                }
            case .changed: send { try $0.touchMoved(to: finger, time: $1) }
            case .ended: send { try $0.touchUp(at: finger, time: $1) }
            default: send { try $0.touchCancelled(time: $1) }
            }
        }

        private func tick(_ link: CADisplayLink) {
            send(at: link.targetTimestamp) { try $0.advance(to: $1) }
        }

        @discardableResult private func send(
            at time: Double = CACurrentMediaTime(),
            _ input: (inout GooBadgeController, Double) throws -> GooBadgeController.Events
        ) -> Bool {
            controller?.reducesMotion = UIAccessibility.isReduceMotionEnabled
            let events = controller?.send(at: time, input)
            update(events, at: controller?.monotonic(time) ?? time)
            return events != nil
        }

        /// Shows the badge at rest for the current count and style.
        private func reset() {
            label.text = style.text(for: count)
            label.font = UIFont.boldSystemFont(ofSize: style.fontSize)
            label.textColor = Self.color(style.textColor)
            label.sizeToFit()
            shape.fillColor = Self.color(style.fill).cgColor
            accessibilityLabel = style.accessibilityLabel(for: count)
            controller =
                label.text == nil
                ? nil
                : style.controller(
                    centeredAt: GooPoint(x: bounds.midX, y: bounds.midY),
                    textWidth: label.bounds.width,
                    reducesMotion: UIAccessibility.isReduceMotionEnabled)
            update([], at: CACurrentMediaTime())
        }

        /// Reacts to the events, draws, and runs the display link only while something moves.
        private func update(_ events: GooBadgeController.Events?, at time: Double) {
            let events = events ?? []
            #if !os(visionOS)
                if events.contains(.broke) { haptics.impactOccurred() }
            #endif
            place()
            draw(at: time)
            if controller?.nextFrameTime(after: time) == nil {
                link?.invalidate()
                link = nil
            } else if link == nil {
                link = CADisplayLink(target: self, selector: Self.tickAction)
                link?.add(to: .main, forMode: .common)
            }
            if events.contains(.dismissed) { onDismiss() }
        }

        private func draw(at time: Double) {
            let frame = controller?.frame(at: time)
            let path = CGMutablePath()
            if let outline = frame?.outline { path.addPath(outline.path.cgPath) }
            for dot in frame?.particleBoxes ?? [] {
                path.addEllipse(in: CGRect(x: dot.x, y: dot.y, width: dot.side, height: dot.side))
            }
            shape.path = path
            canvas.alpha = CGFloat(frame?.opacity ?? 1)
            label.isHidden = frame?.textCenter == nil
            if let center = frame?.textCenter { label.center = CGPoint(x: center.x, y: center.y) }
        }

        /// Draws in this view at rest, above the window's content while the badge moves.
        private func place() {
            let moves = controller?.isMoving ?? false
            guard moves != isLifted else { return }
            isLifted = moves
            if moves, let window {
                canvas.frame = convert(bounds, to: window)
                window.addSubview(canvas)
            } else {
                canvas.frame = bounds
                addSubview(canvas)
            }
        }

        private static func color(_ color: GooBadgeColor) -> UIColor {
            UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }

        // Target-action glue: Linux has no Objective-C runtime, so there the selectors are named.
        #if canImport(ObjectiveC)
            @objc private func panned(_ recognizer: UIPanGestureRecognizer) { pan(recognizer) }
            @objc private func ticked(_ link: CADisplayLink) { tick(link) }
            private static var panAction: Selector { #selector(panned(_:)) }
            private static var tickAction: Selector { #selector(ticked(_:)) }
        #else
            private static var panAction: Selector { "panned:" }
            private static var tickAction: Selector { "ticked:" }
        #endif
    }
#endif
