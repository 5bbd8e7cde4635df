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
    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The center point of the view's frame rectangle.
    open var center = CGPoint.zero
    /// The view's alpha value.
    open var alpha: CGFloat = 1
    /// A Boolean value that determines whether the view is hidden.
    open var isHidden = false
    /// A Boolean value that determines whether user events are ignored and removed from the
    /// event queue.
    open var isUserInteractionEnabled = true
    /// The receiver's window object, or nil if it has none.
    open private(set) var window: UIWindow?
    /// The view this one was last added to (the stand-in's record of `addSubview(_:)`).
    var superviewIdentity: ObjectIdentifier?
    /// The stand-in's storage of the accessibility properties.
    var accessibility = (
        isElement: false, label: String?.none, customActions: [UIAccessibilityCustomAction]?.none
    )

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
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

    /// Asks the view if the gesture recognizer should continue tracking touch events.
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
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
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIColor: @unchecked Sendable {
    private let color: CGColor

    init(_ color: CGColor) { self.color = color }

    /// A color object that adapts to the environment: red.
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
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

// MARK: GooBadgeUI's badge view

/// Returns the current absolute time, in seconds (QuartzCore's, which UIKit re-exports).
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
@available(watchOS, unavailable)
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIView {
    /// Adds a view to the end of the receiver's list of subviews.
    public func addSubview(_ view: UIView) { view.superviewIdentity = ObjectIdentifier(self) }

    /// Converts a rectangle from the receiver's coordinate system to that of another view.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }

    /// Attaches a gesture recognizer to the view.
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    /// Resizes and moves the receiver view so it just encloses its subviews.
    public func sizeToFit() {}
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {}

/// A view that displays one or more lines of informational text.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String?
    /// The font of the text.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var font: UIFont!
    /// The color of the text.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var textColor: UIColor!
}

/// An object that provides access to the font's characteristics.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIFont: @unchecked Sendable {
    private let size: CGFloat
    init(size: CGFloat) { self.size = size }

    /// Returns the font object for standard interface items that you display in bold type in
    /// the specified size.
    @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

    /// Returns the font object for standard interface items in the specified size and weight.
    @available(iOS 8.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize)
    }

    /// The weight of a font (`UIFontWeight`, a number from -1 to 1).
    @available(iOS 8.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight's number.
        public var rawValue: CGFloat
        /// Creates a weight from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The font weight for the ultralight design.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The font weight for the thin design.
        public static let thin = Weight(rawValue: -0.6)
        /// The font weight for the light design.
        public static let light = Weight(rawValue: -0.4)
        /// The font weight for the regular design.
        public static let regular = Weight(rawValue: 0)
        /// The font weight for the medium design.
        public static let medium = Weight(rawValue: 0.23)
        /// The font weight for the semibold design.
        public static let semibold = Weight(rawValue: 0.3)
        /// The font weight for the bold design.
        public static let bold = Weight(rawValue: 0.4)
        /// The font weight for the heavy design.
        public static let heavy = Weight(rawValue: 0.56)
        /// The font weight for the black design.
        public static let black = Weight(rawValue: 0.62)
    }
}

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
extension UIColor {
    /// Creates a color object using the specified opacity and RGB component values.
    @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
}

/// The base class for concrete gesture recognizers.
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIGestureRecognizer {
    /// Constants that represent the current state a gesture recognizer is in.
    public enum State: Int, Sendable {
        /// The gesture recognizer hasn't yet recognized its gesture.
        case possible
        /// The gesture recognizer has received touch objects recognized as a continuous gesture.
        case began
        /// The gesture recognizer has received touches recognized as a change to a continuous
        /// gesture.
        case changed
        /// The gesture recognizer has received touches recognized as the end of a continuous
        /// gesture.
        case ended
        /// The gesture recognizer has received touches resulting in the cancellation of a
        /// continuous gesture.
        case cancelled
        /// The gesture recognizer has received a touch sequence that it can't recognize as the
        /// gesture.
        case failed
    }

    /// The current state of the gesture recognizer.
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    open var state = State.possible

    /// Creates a gesture recognizer with a target and an action selector.
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    public init(target: Any?, action: Selector?) {}

    /// Returns the point computed as the location in a given view of the gesture represented by
    /// the gesture recognizer.
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A continuous gesture recognizer that interprets panning gestures.
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Interprets the pan gesture in the coordinate system of the specified view.
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    open func translation(in view: UIView?) -> CGPoint { .zero }
}

/// The abstract superclass for all feedback generators.
@available(iOS 10.0, macCatalyst 13.1, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIFeedbackGenerator {}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
@available(iOS 10.0, macCatalyst 13.1, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision simulated by an impact feedback generator.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light user interface elements.
        case light
        /// A collision between moderately sized user interface elements.
        case medium
        /// A collision between large, heavy user interface elements.
        case heavy
    }

    /// Creates an impact feedback generator with the specified style.
    @available(iOS 10.0, macCatalyst 13.1, *)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}

    /// Triggers impact feedback.
    @available(iOS 10.0, macCatalyst 13.1, *)
    open func impactOccurred() {}
}

/// A custom action to perform on an accessible object.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIAccessibilityCustomAction {
    /// A handler to perform for the action.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// Creates a custom action object with the specified name and action handler.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, macCatalyst 13.1, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}

/// The accessibility properties every `NSObject` has (UIKit's informal protocol); declared on
/// `UIView` here, which is all that uses them.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIView {
    /// A Boolean value that indicates whether the element is an accessibility element that an
    /// assistive app can access.
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    /// A localized string that succinctly identifies the accessibility element.
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// An array of custom actions to display along with the built-in actions.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
}

/// UIKit's accessibility functions and settings.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIAccessibility {
    /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    @MainActor public static var isReduceMotionEnabled: Bool { false }
}

// MARK: The DocC article's table

/// An object that manages a view hierarchy for your UIKit app.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {}

/// A view that presents data using rows in a single column.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITableView: UIView {
    /// Returns a reusable table-view cell object located by its identifier.
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
}

/// The visual representation of a single row in a table view.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITableViewCell: UIView {
    /// An enumeration for the various styles of cells.
    public enum CellStyle: Int, Sendable {
        /// A simple style for a cell with a text label and an optional image view.
        case `default`
    }

    /// A view that the cell uses as its accessory view.
    open var accessoryView: UIView?

    /// Creates a table cell with a style and a reuse identifier.
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    /// Creates a cell from data in an unarchiver.
    public required init?(coder: NSCoder) { nil }
}

/// A view controller that specializes in managing a table view.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITableViewController: UIViewController {
    /// Tells the data source to return the number of rows in a given section of a table view.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Asks the data source for a cell to insert in a particular location of the table view.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, macCatalyst 13.1, *)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@available(macOS, unavailable)
extension IndexPath {
    /// The value of the row element of the index path (UIKit's extension).
    @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, macCatalyst 7.0, *)
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
