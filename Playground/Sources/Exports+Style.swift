// The badge's look and text for goo-badge.js, from GooBadgeUI's `GooBadgeStyle.default` and each
// badge's `GooBadgeModel`, compiled into this module: the element keeps no copy of the colours,
// sizes or count rules, so a count looks the same in the SwiftUI, UIKit and web badges.

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

/// Writes the UTF-8 of what the badge `handle` shows into the shared buffer: with `kind` 0 its
/// text as drawn ("7", "99+" past `maximumCount`, between two left-to-right marks), with any
/// other its accessibility label ("7 unread", "more than 99 unread"): the bytes of
/// `GooBadgeModel.text` and `accessibilityLabel`, from the style's own UTF-8 writers, which need
/// no `String` code in the wasm.
///
/// - Returns: The number of bytes written: 0 when the model shows no badge (no count, or a
///   dismissed one) or for an unknown handle.
@_cdecl("goo_text")
public func gooText(handle: Int32, kind: Int32) -> Int32 {
    // Read in place: a model is large (its controller, its outline), not to be copied.
    guard let stored = badge(handle), let count = stored.pointee.shownCount else { return 0 }
    var length = 0
    func write(_ byte: UInt8) {
        UnsafeMutableRawPointer(buffer).storeBytes(of: byte, toByteOffset: length, as: UInt8.self)
        length += 1
    }
    if kind == 0 {
        stored.pointee.style.displayTextUTF8(for: count, write)
    } else {
        stored.pointee.style.accessibilityLabelUTF8(for: count, write)
    }
    return Int32(length)
}
