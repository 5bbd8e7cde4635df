// Toolkit-neutral and Embedded-Swift-clean: the web element compiles it into its wasm and reads
// the same specification from there. The SwiftUI and UIKit badges take every decision about what
// a badge shows and how big it is from here, and every decision about its motion from
// GooBadgeController.
import GooGeometry

/// How a badge looks and what it shows: the one specification of QQ's badge, for the SwiftUI, UIKit
/// and web badges alike.
///
/// A badge is a capsule as high as ``height``, filled with ``fill``: round while its text and
/// padding fit in that height, wider by the text's width otherwise (``badgeWidth(forTextWidth:)``).
/// Its text is the count in ``textColor``, in a system font of ``fontSize`` and ``fontWeight``. A
/// count above ``maximumCount`` shows as "99+"; a count of zero or less shows no badge at all. The
/// count always reads left to right, whatever the layout direction around it
/// (``displayText(for:)``), and VoiceOver reads ``accessibilityLabel(for:)``.
public struct GooBadgeStyle: Hashable, Sendable {
    /// The badge's colour.
    public var fill: GooBadgeColor
    /// The count's colour.
    public var textColor: GooBadgeColor
    /// The count's font size, in points.
    public var fontSize: Double
    /// The count's font weight on the OpenType and CSS scale, `1...1000`: 400 is regular, 700
    /// bold; a toolkit with named weights takes ``standardFontWeight``.
    public var fontWeight: Int
    /// The badge's height, and the diameter of a round badge, in points.
    public var height: Double
    /// The room on each side of the text of a wide badge, in points.
    public var horizontalPadding: Double
    /// The largest count shown as a number; a larger one shows as "99+".
    public var maximumCount: Int

    /// Creates a style; the defaults are QQ's: a `#FF3B30` badge 20 points high, white bold
    /// 13-point text, 6 points of padding, "99+" past 99.
    public init(
        fill: GooBadgeColor = .badgeRed, textColor: GooBadgeColor = .white, fontSize: Double = 13,
        fontWeight: Int = 700, height: Double = 20, horizontalPadding: Double = 6,
        maximumCount: Int = 99
    ) {
        self.fill = fill
        self.textColor = textColor
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.height = height
        self.horizontalPadding = horizontalPadding
        self.maximumCount = maximumCount
    }

    /// QQ's badge.
    public static let `default` = GooBadgeStyle()

    /// ``fontWeight`` rounded to the nearest of the nine standard weights, `100...900` (a half
    /// rounds up; a weight outside them takes the nearest end): the nth is a toolkit's nth named
    /// weight, from ultra-light (100) through regular (400) and bold (700) to black (900).
    public var standardFontWeight: Int {
        let weight = fontWeight < 100 ? 100 : fontWeight > 900 ? 900 : fontWeight
        return (weight + 50) / 100 * 100
    }

    /// The badge's width for a text `textWidth` points wide: ``height`` (a circle) while the text
    /// and its padding fit, else the text's width plus ``horizontalPadding`` on each side.
    public func badgeWidth(forTextWidth textWidth: Double) -> Double {
        let width = textWidth + 2 * horizontalPadding
        return width > height ? width : height
    }

    /// The controller of a badge centred at `center` whose text is `textWidth` points wide.
    ///
    /// A circle of ``height``, or a capsule of ``badgeWidth(forTextWidth:)``, moved by
    /// `configuration`'s rules (QQ's by default). The style decides the badge's size, so
    /// `configuration`'s `GooDragConfiguration.badgeWidth` is replaced by the capsule's width
    /// (or `nil` for a round badge); every other rule is kept as given.
    ///
    /// - Returns: `nil` when the badge cannot be built there: a NaN centre, a negative height, or
    ///   rules that do not fit the badge (a reconnect distance in badge radii beyond the break
    ///   distance in points, a `GooDragConfiguration.dragRadius` wider than the capsule).
    public func controller(
        centeredAt center: GooPoint, textWidth: Double,
        configuration: GooDragConfiguration = .default, reducesMotion: Bool
    ) -> GooBadgeController? {
        let width = badgeWidth(forTextWidth: textWidth)
        guard let home = try? GooCircle(center: center, radius: height / 2),
            let rules = try? GooDragConfiguration(
                shrink: configuration.shrink, breakDistance: configuration.breakDistance,
                minimumAnchorRadius: configuration.minimumAnchorRadius,
                reconnectDistance: configuration.reconnectDistance,
                release: configuration.release, flingSpeed: configuration.flingSpeed,
                connectorStyle: configuration.connectorStyle,
                dragRadius: configuration.dragRadius, badgeWidth: width > height ? width : nil)
        else { return nil }
        return try? GooBadgeController(
            badge: home, configuration: rules, reducesMotion: reducesMotion)
    }
}
