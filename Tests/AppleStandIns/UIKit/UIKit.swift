// A stand-in for Apple's UIKit on Linux (see ../README.md): the declarations the samples use,
// with Apple's documented signatures, availability and actor isolation (each from the symbol's
// page, listed in ../README.md; .ci/check-availability.py reads the `@available` attributes).
// UIKit is not on macOS or watchOS (Mac Catalyst is iOS's availability); where a page gives
// tvOS no version, the type's tvOS 9.0 (the first tvOS) stands. Like the real UIKit it re-exports
// CoreGraphics (and through it Foundation).
@_exported import CoreGraphics

/// An abstract interface for responding to and handling events.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Tells this object that one or more new touches occurred in a view or window.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Tells the responder when one or more touches associated with an event changed.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Tells the responder when one or more fingers are raised from a view or window.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Tells the responder when a system event (such as a system alert) cancels a touch sequence.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// An object that manages the content for a rectangular area on the screen.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {
    /// The view's Core Animation layer used for rendering.
    public let layer = CALayer()
    /// The bounds rectangle, which describes the view's location and size in its own coordinates.
    open var bounds: CGRect

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Creates a view from data in an unarchiver.
    public required init?(coder: NSCoder) { return nil }

    /// Lays out subviews.
    open func layoutSubviews() {}

    /// Returns a Boolean value indicating whether the receiver contains the specified point.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}

/// An object representing the location, size, movement, and force of a touch on the screen.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITouch: Hashable {
    /// The time when the touch occurred or when it was last mutated.
    open private(set) var timestamp: TimeInterval = 0
    private var point = CGPoint.zero

    /// Returns the current location of the receiver in the coordinate system of the given view.
    open func location(in view: UIView?) -> CGPoint { point }

    /// Touches are equal when they are the same object.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An object that describes a single user interaction with your app.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIEvent {
    /// The time when the event occurred.
    open private(set) var timestamp: TimeInterval = 0
}

/// An object that stores color data and sometimes opacity.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIColor: @unchecked Sendable {
    private let color: CGColor

    init(_ color: CGColor) { self.color = color }

    /// A color object that adapts to the environment: red.
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    open class var systemRed: UIColor {
        UIColor(CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1))
    }

    /// The Quartz color that corresponds to the color object.
    open var cgColor: CGColor { color }
}

/// An object that manages image-based content and allows you to perform animations on it.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class CALayer {
    /// The layer's sublayers.
    open private(set) var sublayers: [CALayer]?
    /// The opacity of the receiver.
    open var opacity: Float = 1

    /// Returns an initialized layer object.
    public init() {}

    /// Appends the layer to the layer's list of sublayers.
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
}

/// A layer that draws a cubic Bezier spline in its coordinate space.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class CAShapeLayer: CALayer {
    /// The path defining the shape to be rendered.
    open var path: CGPath?
    /// The color used to fill the shape's path.
    open var fillColor: CGColor?
}

#if !canImport(ObjectiveC)
    /// A stand-in for the Objective-C runtime's selector, which Linux does not have.
    ///
    /// `.ci/samples.py` compiles a sample's `#selector(name)` as `Selector("name")` on Linux
    /// (and drops `@objc`); on Apple platforms the real selector is used.
    public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
        let name: String
        /// Creates a selector from its name.
        public init(stringLiteral name: String) { self.name = name }
    }
#endif

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the
/// display (QuartzCore's, which UIKit re-exports).
@available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
@available(watchOS, unavailable)
open class CADisplayLink {
    /// The time interval between screen refresh updates.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time interval that represents when the next frame displays.
    @available(iOS 10.0, macOS 14.0, tvOS 10.0, visionOS 1.0, macCatalyst 13.1, *)
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// Creates a display link for a target that calls its selector (on macOS, a view's, window's
    /// or screen's `displayLink(target:selector:)` instead).
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) {}

    /// Registers the display link with a run loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    /// Removes the display link from all run loop modes.
    open func invalidate() {}
}
