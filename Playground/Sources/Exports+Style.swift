// The badge's look and text for goo-badge.js, from GooBadgeUI's `GooBadgeStyle.default`, compiled
// into this module: the element keeps no copy of the colours, sizes or count rules, so a count
// looks the same in the SwiftUI, UIKit and web badges.

/// Writes `GooBadgeStyle.default`'s look into the shared buffer: the fill's red, green, blue and
/// alpha (`0...1`), the text colour's, then the font size, the font weight (CSS scale), the height
/// and the horizontal padding (CSS px for points).
///
/// - Returns: The number of values written, 12.
@_cdecl("goo_style")
public func gooStyle() -> Int32 {
    let style = GooBadgeStyle.default
    var index = 0
    for value in [
        style.fill.red, style.fill.green, style.fill.blue, style.fill.alpha,
        style.textColor.red, style.textColor.green, style.textColor.blue, style.textColor.alpha,
        style.fontSize, Double(style.fontWeight), style.height, style.horizontalPadding,
    ] {
        buffer[index] = value
        index += 1
    }
    return Int32(index)
}

/// Writes the UTF-8 of what a badge shows for `count` into the shared buffer: with `kind` 0 its
/// text as drawn ("7", "99+" past `maximumCount`, between two left-to-right marks), with any
/// other its accessibility label ("7 unread", "more than 99 unread"): the bytes of
/// `GooBadgeStyle.displayText(for:)` and `accessibilityLabel(for:)`, from the style's own UTF-8
/// writers, which need no `String` code in the wasm.
///
/// - Parameter count: The count; a fraction is truncated, and NaN or anything below 1 is no count.
/// - Returns: The number of bytes written, 0 when no badge is shown (a count below 1).
@_cdecl("goo_text")
public func gooText(count: Double, kind: Int32) -> Int32 {
    // Written so that NaN is no count; above a billion every count shows the same anyway.
    let whole = count >= 1 ? Int(count < 1e9 ? count : 1e9) : 0
    var length = 0
    func write(_ byte: UInt8) {
        UnsafeMutableRawPointer(buffer).storeBytes(of: byte, toByteOffset: length, as: UInt8.self)
        length += 1
    }
    if kind == 0 {
        GooBadgeStyle.default.displayTextUTF8(for: whole, write)
    } else {
        GooBadgeStyle.default.accessibilityLabelUTF8(for: whole, write)
    }
    return Int32(length)
}

/// The width of a badge `height` CSS px high whose text measured `textWidth` CSS px:
/// `GooBadgeStyle.badgeWidth(forTextWidth:)` (round while the text and its padding fit).
@_cdecl("goo_width")
public func gooWidth(height: Double, textWidth: Double) -> Double {
    var style = GooBadgeStyle.default
    style.height = height
    return style.badgeWidth(forTextWidth: textWidth)
}
