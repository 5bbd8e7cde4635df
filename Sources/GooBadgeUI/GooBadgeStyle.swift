// Toolkit-neutral: compiled and tested on every platform. The SwiftUI and UIKit badges take every
// decision about what a badge shows and how big it is from here, and every decision about its
// motion from GooBadgeController.
import GooGeometry

/// A colour as red, green, blue and alpha components in `0...1` (sRGB), free of any toolkit.
public struct GooBadgeColor: Hashable, Sendable {
    /// The red component, `0...1`.
    public var red: Double
    /// The green component, `0...1`.
    public var green: Double
    /// The blue component, `0...1`.
    public var blue: Double
    /// The opacity, `0...1`.
    public var alpha: Double

    /// Creates a colour from its sRGB components, each in `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// QQ's badge red (the light appearance of iOS's system red).
    public static let badgeRed = GooBadgeColor(red: 1, green: 0.231, blue: 0.188)
    /// Opaque white, the count's colour.
    public static let white = GooBadgeColor(red: 1, green: 1, blue: 1)
}

/// How a badge looks and what it shows, shared by the SwiftUI and UIKit badges.
///
/// A badge is a capsule as high as ``height``: round while its text fits, wider by the text's
/// width otherwise (``badgeWidth(forTextWidth:)``). A count above ``maximumCount`` shows as
/// "99+"; a count of zero or less shows nothing.
public struct GooBadgeStyle: Hashable, Sendable {
    /// The badge's colour.
    public var fill: GooBadgeColor
    /// The count's colour.
    public var textColor: GooBadgeColor
    /// The count's font size, in points (a bold system font).
    public var fontSize: Double
    /// The badge's height, and the diameter of a round badge, in points.
    public var height: Double
    /// The room on each side of the text of a wide badge, in points.
    public var horizontalPadding: Double
    /// The largest count shown as a number; a larger one shows as "99+".
    public var maximumCount: Int

    /// Creates a style; the defaults are QQ's: a red badge 20 points high, white 13-point text.
    public init(
        fill: GooBadgeColor = .badgeRed, textColor: GooBadgeColor = .white, fontSize: Double = 13,
        height: Double = 20, horizontalPadding: Double = 6, maximumCount: Int = 99
    ) {
        self.fill = fill
        self.textColor = textColor
        self.fontSize = fontSize
        self.height = height
        self.horizontalPadding = horizontalPadding
        self.maximumCount = maximumCount
    }

    /// QQ's badge.
    public static let `default` = GooBadgeStyle()

    /// The text a badge shows for `count`: `"7"`, `"99+"` past ``maximumCount``; `nil` for a
    /// count of zero or less, when no badge is shown.
    public func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > maximumCount ? "\(maximumCount)+" : "\(count)"
    }

    /// What VoiceOver reads for `count`: `"7 unread"`, `"more than 99 unread"`; `nil` when no
    /// badge is shown.
    public func accessibilityLabel(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > maximumCount ? "more than \(maximumCount) unread" : "\(count) unread"
    }

    /// The badge's width for a text `textWidth` points wide: ``height`` (a circle) while the text
    /// and its padding fit, else the text's width plus ``horizontalPadding`` on each side.
    public func badgeWidth(forTextWidth textWidth: Double) -> Double {
        let width = textWidth + 2 * horizontalPadding
        return width > height ? width : height
    }

    /// The controller of a badge centred at `center` whose text is `textWidth` points wide: a
    /// circle of ``height``, or a capsule of ``badgeWidth(forTextWidth:)``, with the default
    /// rules; `nil` when the badge cannot be built there (a NaN centre, a negative height).
    public func controller(
        centeredAt center: GooPoint, textWidth: Double, reducesMotion: Bool
    ) -> GooBadgeController? {
        let width = badgeWidth(forTextWidth: textWidth)
        guard let home = try? GooCircle(center: center, radius: height / 2),
            let rules = try? GooDragConfiguration(badgeWidth: width > height ? width : nil)
        else { return nil }
        return try? GooBadgeController(
            badge: home, configuration: rules, reducesMotion: reducesMotion)
    }
}

extension GooBadgeController.Frame {
    /// Each particle of the burst as the square box of its circle (origin at the top left, in
    /// the frame's coordinates) and its opacity, for a toolkit that draws ellipses in boxes;
    /// empty but while the badge bursts.
    public var particleBoxes: [(x: Double, y: Double, side: Double, opacity: Double)] {
        particles.map { dot in
            (dot.center.x - dot.radius, dot.center.y - dot.radius, 2 * dot.radius, dot.opacity)
        }
    }
}

extension GooBadgeController {
    /// Forwards one input at ``monotonic(_:)`` `time`: its events, or `nil` when the controller
    /// refused it (a UI ignores a refused event: a move after a dismissal, a lift after a cancel).
    @discardableResult
    public mutating func send(
        at time: Double, _ input: (inout GooBadgeController, Double) throws -> Events
    ) -> Events? {
        var next = self
        guard let events = try? input(&next, monotonic(time)) else { return nil }
        self = next
        return events
    }
}
