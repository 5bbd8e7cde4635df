// A stand-in for Apple's CoreGraphics on Linux (see ../README.md): the declarations the bridges
// and samples use, with Apple's documented signatures and availability (each from the symbol's
// page, listed in ../README.md; .ci/check-availability.py reads the `@available` attributes).
// A page that gives a platform no version (CGPath, CGMutablePath) means no `@available` here. On Linux, Foundation declares `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`, which CoreGraphics declares on Apple platforms.
@_exported import Foundation

/// An affine transformation matrix (only the identity is needed here).
public struct CGAffineTransform: Sendable {
    /// The identity transform.
    public static let identity = CGAffineTransform()
}

/// An immutable graphics path.
open class CGPath: @unchecked Sendable {
    /// The path's elements, recorded so a test can read what was built.
    public internal(set) var recordedElements: [String] = []

    init(recording elements: [String]) { recordedElements = elements }

    /// An immutable copy of the path.
    @available(iOS 2.0, macOS 10.2, watchOS 2.0, visionOS 1.0, *)
    public func copy() -> CGPath? { CGPath(recording: recordedElements) }
}

/// A mutable graphics path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(recording: []) }

    /// Begins a new subpath at the specified point.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        recordedElements.append("M \(point.x) \(point.y)")
    }

    /// Appends a straight line segment from the current point to the specified point.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        recordedElements.append("L \(point.x) \(point.y)")
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addQuadCurve(
        to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
        recordedElements.append("Q \(control.x) \(control.y) \(end.x) \(end.y)")
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        recordedElements.append(
            "C \(control1.x) \(control1.y) \(control2.x) \(control2.y) \(end.x) \(end.y)")
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        recordedElements.append(
            "arc \(center.x) \(center.y) \(radius) \(startAngle) \(endAngle) \(clockwise)")
    }

    /// Closes and completes a subpath in a mutable graphics path.
    public func closeSubpath() { recordedElements.append("Z") }

    /// Adds an ellipse that fits inside the specified rectangle.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        recordedElements.append("ellipse \(rect.minX) \(rect.minY) \(rect.width) \(rect.height)")
    }

    /// Appends another path object to the path.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        recordedElements += path.recordedElements
    }
}

/// A color for Quartz drawing (only what UIKit's `cgColor` needs).
public final class CGColor: @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?

    /// Creates a color in the Generic RGB color space.
    @available(iOS 13.0, macOS 10.5, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
}

/// A time interval in seconds (CoreFoundation's, which CoreGraphics re-exports on Apple platforms).
public typealias CFTimeInterval = Double
