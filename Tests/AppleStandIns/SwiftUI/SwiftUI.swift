// A stand-in for Apple's SwiftUI on Linux (see ../README.md): the declarations the bridges and
// samples use, with Apple's documented signatures, availability and actor isolation (each from
// the symbol's page, listed in ../README.md; .ci/check-availability.py reads the `@available`
// attributes), and the SwiftUI types a geometry library is most likely to clash with. Like the real SwiftUI it re-exports
// CoreGraphics (and through it Foundation). Views here compile; they never render.
@_exported import CoreGraphics

// MARK: Views

/// A type that represents part of your app's user interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A custom parameter attribute that constructs views and other content types from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public typealias ContentBuilder = ViewBuilder

extension Never: View {
    /// Never called: `Never` is the body of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no body of its own: what the stand-in's modifiers return.
public struct _PrimitiveView: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        _PrimitiveView()
    }
}

/// Options that control how adding a gesture to a view affects other gestures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

/// A view that updates according to a schedule that you provide.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        public let date: Date
    }

    /// Creates a new timeline view that uses the given schedule.
    nonisolated public init(
        _ schedule: Schedule,
        @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {}

    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// Information passed to a timeline view's content callback: not generic over the content, so
/// that the closure's parameter type does not depend on what it returns.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
    .Context

/// A type that provides a sequence of dates for use as a schedule.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol TimelineSchedule {}

/// A schedule for updating a timeline view at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

// MARK: Shapes and styles

/// A 2D shape that you can use when drawing a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself; the stand-in only compiles it.
    public var body: _PrimitiveView { _PrimitiveView() }

}

/// A color or pattern to use when rendering a shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// A style for rasterizing vector shapes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct FillStyle: Equatable, Sendable {
    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// A representation of a color that adapts to a given context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, Sendable {
    let name: String
    /// A context-dependent red color suitable for use in UI elements.
    public static let red = Color(name: "red")
}

// As in SwiftUI, the conformances live in extensions, so the type is not main-actor isolated.
extension Color: ShapeStyle {}

extension Color: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }
}

/// The outline of a 2D shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Path: Equatable, Sendable {
    /// The elements, recorded so that a test can read what was built.
    public private(set) var recordedElements: [String] = []

    /// Creates an empty path.
    public init() {}

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { recordedElements.append("M \(end.x) \(end.y)") }
    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) {
        recordedElements.append("L \(end.x) \(end.y)")
    }
    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        recordedElements.append("Q \(control.x) \(control.y) \(end.x) \(end.y)")
    }
    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        recordedElements.append(
            "C \(control1.x) \(control1.y) \(control2.x) \(control2.y) \(end.x) \(end.y)")
    }
    /// Adds an arc of a circle to the path, specified with a radius and angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        recordedElements.append(
            "arc \(center.x) \(center.y) \(radius) \(startAngle.radians) \(endAngle.radians) "
                + "\(clockwise)")
    }
    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { recordedElements.append("Z") }

    /// Creates an ellipse that fits inside the specified rectangle.
    public init(ellipseIn rect: CGRect) {
        recordedElements = ["ellipse \(rect.minX) \(rect.minY) \(rect.width) \(rect.height)"]
    }
}

extension Path: Shape {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path { self }
}

// MARK: Gestures and state

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes (not on tvOS).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// The space in which a gesture reports its locations.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum CoordinateSpace: Hashable, @unchecked Sendable {  // `named` holds an AnyHashable
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
}

/// A gesture that runs an action when its value changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
}

/// A gesture that runs an action when it ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<
        Self
    > {
        _ChangedGesture()
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<
        Self
    > {
        _EndedGesture()
    }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct State<Value> {
    private final class Storage { var value: Value; init(_ value: Value) { self.value = value } }
    private let storage: Storage

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { storage = Storage(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { storage = Storage(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(read: { storage.value }, write: { storage.value = $0 })
    }
}

// MARK: Names a library must not clash with

/// A circle centered on the frame of the view containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Circle: Sendable {
    /// Creates a circle.
    public init() {}
}

extension Circle: Shape {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path { Path() }
}

/// A geometric angle whose value you access in either radians or degrees.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// Creates an angle with the specified radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle with the specified degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
}

/// A representation of a spring's motion.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct Spring: Hashable, Sendable {
    /// Creates a spring with the specified response and damping ratio.
    public init(response: Double = 0.5, dampingRatio: Double = 1) {}
}

/// Describes the ongoing dragging session.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DragSession {}

/// The behavior of the drag, proposed by the dragging source.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DragConfiguration {
    /// Creates a drag configuration that can support drag-to-move.
    public init(allowMove: Bool) {}
}

// MARK: Immediate-mode drawing

/// A view that displays nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// The set of possible working color spaces for color-compositing operations.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
}

/// An immediate mode drawing destination, and its current state.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct GraphicsContext {
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> GraphicsContext.Shading { Shading() }
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}

    /// Draws a path into the context and fills the outlined region.
    public func fill(
        _ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()
    ) {}
}

/// A view type that supports immediate mode drawing (`nonisolated`, as its page says: its
/// conformance to `View` is in an extension, so the type is not main-actor isolated).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Canvas<Symbols: View> {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Canvas: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

extension Color {
    /// Multiplies the opacity of the color by the given amount.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func opacity(_ opacity: Double) -> Color { self }
}

extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
        _PrimitiveView()
    }
}

// MARK: GooBadgeUI's badge

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: Equatable, Sendable {
    let content: String

    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Sets the default font for text in the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func font(_ font: Font?) -> Text { self }

    /// Sets the style of the text displayed by this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

extension Text: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// An environment-dependent font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
    let size: CGFloat

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// A font weight of ultra light.
        public static let ultraLight = Weight(value: -0.8)
        /// A font weight of thin.
        public static let thin = Weight(value: -0.6)
        /// A font weight of light.
        public static let light = Weight(value: -0.4)
        /// A font weight of regular.
        public static let regular = Weight(value: 0)
        /// A font weight of medium.
        public static let medium = Weight(value: 0.23)
        /// A font weight of semibold.
        public static let semibold = Weight(value: 0.3)
        /// A font weight of bold.
        public static let bold = Weight(value: 0.4)
        /// A font weight of heavy.
        public static let heavy = Weight(value: 0.56)
        /// A font weight of black.
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default system font design.
        case `default`
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters
    /// you want applied to the text.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
        -> Font
    {
        Font(size: size)
    }
}

/// An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
    let name: String
    /// A guide that marks the center of the view.
    public static let center = Alignment(name: "center")
    /// A guide that marks the trailing edge of the view, vertically centered.
    public static let trailing = Alignment(name: "trailing")
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(name: "topLeading")
}

/// A normalized 2D point in a view's coordinate space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct UnitPoint: Hashable, Sendable {
    /// The x-coordinate, 0 at the leading edge.
    public var x: CGFloat
    /// The y-coordinate, 0 at the top.
    public var y: CGFloat
    /// The center point.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

extension View {
    /// Fixes this view at its ideal size.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func fixedSize() -> some View { _PrimitiveView() }

    /// Layers the views that you specify behind this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ContentBuilder content: () -> V
    ) -> some View {
        _PrimitiveView()
    }

    /// Layers the views that you specify in front of this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func overlay<V: View>(
        alignment: Alignment = .center, @ContentBuilder content: () -> V
    ) -> some View {
        _PrimitiveView()
    }

    /// Positions this view within an invisible frame with the specified size.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        _PrimitiveView()
    }

    /// Sets the transparency of this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func opacity(_ opacity: Double) -> some View { _PrimitiveView() }

    /// Offset this view by the specified horizontal and vertical distances.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _PrimitiveView() }

    /// Adds an action to perform after this view disappears.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _PrimitiveView()
    }

    /// Configures whether this view participates in hit test operations.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _PrimitiveView() }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        _PrimitiveView()
    }

    /// Sets the environment value of the specified key path to the given value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
        _PrimitiveView()
    }

    /// Plays the specified feedback when the trigger value changes and the condition is met.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        _PrimitiveView()
    }

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds an accessibility action to the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityAction(
        named name: Text, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value (its requirements are left out: nothing here declares one).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ViewModifier {}

/// A value with a modifier applied to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that defines the content and modifier needed to produce a new view or view
    /// modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// A view modifier that adds accessibility properties to the view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityAttachmentModifier {}

extension AccessibilityAttachmentModifier: ViewModifier {}

/// A container view that defines its content as a function of its own size and coordinate space
/// (`nonisolated`, as its page says: its conformance to `View` is in an extension).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryReader<Content: View> {
    /// Creates a geometry reader whose content reads the proxy.
    nonisolated public init(@ContentBuilder content: @escaping (GeometryProxy) -> Content) {}
}

extension GeometryReader: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}

/// A frame of reference within the layout system.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension DragGesture {
    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {}
}

extension Color {
    /// A clear color suitable for use in UI elements.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static let clear = Color(name: "clear")

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
    }

    /// Creates a constant color from red, green, and blue component values.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) {
        name = "rgba \(red) \(green) \(blue) \(opacity)"
    }
}

/// A capsule shape aligned inside the frame of the view containing it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Capsule: Sendable {
    /// The style of corners drawn by the shape.
    public var style: RoundedCornerStyle
    /// Creates a new capsule shape.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}

/// Defines the shape of a rounded rectangle's corners.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

extension Capsule: Shape {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path { Path() }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> _ShapeView<Self, S> {
        _ShapeView()
    }
}

/// A shape filled or stroked with a style: what `Shape.fill(_:style:)` returns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {}

extension _ShapeView: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// The foreground style in the current context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForegroundStyle: ShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        Binding<Subject>(
            read: { read()[keyPath: keyPath] },
            write: { subject in
                var value = read()
                value[keyPath: keyPath] = subject
                write(value)
            })
    }
}

/// A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The current value of the environment property.
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// A key for accessing values in the environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    /// Whether the system preference for Reduce Motion is enabled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityReduceMotion: Bool { false }
}

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct GestureState<Value> {
    private let initial: Value
    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { initial }
    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }
}

/// The context of the current state-processing update.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Transaction {}

/// A gesture that updates the state provided by a gesture's updating callback.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GestureStateGesture<Base: Gesture, State> {}

// Its page says `nonisolated struct`: the conformance lives in an extension.
extension GestureStateGesture: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @MainActor @preconcurrency public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }
}

/// Represents a type of haptic and/or audio feedback that can be played.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A physical metaphor you can use to convey feedback: an impact.
    public static let impact = SensoryFeedback(name: "impact")
}

extension GraphicsContext {
    /// Draws text into the context, aligning an anchor within the text to a point.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
}

// MARK: The DocC article's list

/// A container that presents rows of data arranged in a single column (`nonisolated`, as its
/// page says: its conformance to `View` is in an extension).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View> {}

extension List: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {}
}

/// A structure that computes views on demand from an underlying collection of identified data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    /// Never called: the stand-in only compiles views.
    public var body: Never { fatalError("a stand-in view has no body") }
}
