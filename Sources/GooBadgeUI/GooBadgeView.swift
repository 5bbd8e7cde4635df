// UIKit on iOS, Mac Catalyst, visionOS (no haptics there); not tvOS: no finger to drag with. On
// Linux, compiled against the stand-ins (Tests/AppleStandIns/BadgeUI). It forwards events and
// draws frames: every decision is GooBadgeModel's, GooBadgeStyle's or the controller's.
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
    ///
    /// **Dismissal.** ``onDismiss`` is called once per dismissal, when it is decided: the lift
    /// that bursts the badge, VoiceOver's "Dismiss", or ``dismiss()``; not when the burst ends.
    /// Set the count to zero there: the burst plays on whatever the count. A positive ``count``
    /// set during the burst (a new message) cuts it short and shows, never reported as dismissed.
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public final class GooBadgeView: UIView {
        /// The count shown, none for zero or less.
        ///
        /// Set it whenever the app's count is known, as a reused cell does: a positive count shows
        /// at once, even during a burst, which it cuts short; zero lets a burst play to its end.
        public var count = 0 { didSet { refresh { $0.show(count: count) } } }
        /// The colours, font and size; a new style applies once the badge is at rest.
        public var style = GooBadgeStyle.default { didSet { refresh { $0.style = style } } }
        /// Called once for each dismissal, when it is decided (see above): clear the count here.
        public var onDismiss: () -> Void = {}

        /// The badge's drawing: in this view at rest, in the window while it moves.
        private let canvas = UIView(frame: .zero)
        private let shape = CAShapeLayer()
        private let label = UILabel(frame: .zero)
        private var model = GooBadgeModel()
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
                    self?.dismiss() ?? false
                }
            ]
            refresh()
        }

        /// Not supported: create the view in code.
        public required init?(coder: NSCoder) { nil }

        /// Dismisses the badge from code ("mark as read") with the burst of a drag, calling
        /// ``onDismiss`` now, once; `false` (and nothing happens) while no badge is shown or it
        /// already bursts.
        @discardableResult public func dismiss() -> Bool {
            send { $0.dismiss(time: $1) }.contains(.reportDismissal)
        }

        /// Places the resting badge at the centre of the new bounds (once at rest, if it moves).
        public override func layoutSubviews() {
            super.layoutSubviews()
            refresh()
        }

        /// Whether a touch at `point` is the badge's: on its drawn shape or within the slop.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            model.hits(GooPoint(x: point.x, y: point.y), at: CACurrentMediaTime())
        }

        /// Lets the pan begin only where it started on the badge.
        public override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool
        {
            model.hits(start(of: recognizer), at: CACurrentMediaTime())
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
                send { $0.touchDown(at: start, time: $1) }
                send { $0.touchMoved(to: finger, time: $1) }
            case .changed: send { $0.touchMoved(to: finger, time: $1) }
            case .ended: send { $0.touchUp(at: finger, time: $1) }
            default: send { $0.touchCancelled(time: $1) }
            }
        }

        @discardableResult private func send(
            at time: Double = CACurrentMediaTime(),
            _ input: (inout GooBadgeModel, Double) -> GooBadgeModel.Effects
        ) -> GooBadgeModel.Effects {
            model.reducesMotion = UIAccessibility.isReduceMotionEnabled
            let effects = input(&model, time)
            #if !os(visionOS)
                if effects.contains(.signalBreak) { haptics.impactOccurred() }
            #endif
            update(at: time)
            if effects.contains(.reportDismissal) { onDismiss() }  // last: it may set the count
            return effects
        }

        /// Measures the text for the count and style, and places the badge in the bounds.
        private func refresh(_ change: (inout GooBadgeModel) -> Void = { _ in }) {
            change(&model)
            label.text = model.text
            let weights: [UIFont.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            label.font = UIFont.systemFont(
                ofSize: style.fontSize, weight: weights[style.standardFontWeight / 100 - 1])
            label.textColor = Self.color(style.textColor)
            label.sizeToFit()
            shape.fillColor = Self.color(style.fill).cgColor
            accessibilityLabel = model.accessibilityLabel
            model.place(
                centeredAt: GooPoint(x: bounds.midX, y: bounds.midY), textWidth: label.bounds.width)
            update(at: CACurrentMediaTime())
        }

        /// Draws, and runs the display link only while something moves.
        private func update(at time: Double) {
            place()
            draw(at: time)
            if model.nextFrameTime(after: time) == nil {
                link?.invalidate()
                link = nil
            } else if link == nil {
                link = CADisplayLink(target: self, selector: Self.tickAction)
                link?.add(to: .main, forMode: .common)
            }
        }

        private func draw(at time: Double) {
            let frame = model.frame(at: time)
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
            let moves = model.isMoving
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
            @objc private func ticked(_ link: CADisplayLink) {
                send(at: link.targetTimestamp) { $0.advance(to: $1) }
            }
            private static var panAction: Selector { #selector(panned(_:)) }
            private static var tickAction: Selector { #selector(ticked(_:)) }
        #else
            private static var panAction: Selector { "panned:" }
            private static var tickAction: Selector { "ticked:" }
        #endif
    }
#endif
