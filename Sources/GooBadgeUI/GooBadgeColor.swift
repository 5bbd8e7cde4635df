// Toolkit-neutral and Embedded-Swift-clean: the web element compiles it into its wasm.

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

    /// Creates a colour from its sRGB components packed as `0xRRGGBB`, the way a designer or a
    /// style sheet writes it (`#FF3B30` is `0xFF3B30`); bits above the lowest 24 are ignored.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// QQ's badge red, `#FF3B30`: the light appearance of iOS's system red.
    public static let badgeRed = GooBadgeColor(rgb: 0xFF3B30)
    /// Opaque white, `#FFFFFF`: the count's colour.
    public static let white = GooBadgeColor(rgb: 0xFFFFFF)
}
