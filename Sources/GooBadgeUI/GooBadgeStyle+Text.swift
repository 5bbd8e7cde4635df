// Toolkit-neutral and Embedded-Swift-clean. Each text is spelt once, as UTF-8 bytes handed to a
// closure: the `String`s the SwiftUI and UIKit badges draw are built from those bytes, and the web
// element's wasm copies the same bytes to JavaScript without any `String` code, which Embedded
// Swift would make 11 KB of gzip heavier.

extension GooBadgeStyle {
    /// The number a badge shows for `count`, and whether a "+" follows it.
    ///
    /// `(7, false)`, and ``maximumCount`` with `true` past it; `nil` for a count of zero or less,
    /// when no badge is shown. The one decision behind every text below.
    public func shownNumber(for count: Int) -> (number: Int, isCapped: Bool)? {
        guard count > 0 else { return nil }
        return count > maximumCount ? (maximumCount, true) : (count, false)
    }

    /// The text a badge shows for `count`: `"7"`, `"99+"` past ``maximumCount``; `nil` for a
    /// count of zero or less, when no badge is shown.
    public func text(for count: Int) -> String? {
        Self.string { write in
            guard let shown = shownNumber(for: count) else { return false }
            Self.spell(shown, to: write)
            return true
        }
    }

    /// The text as a badge draws it: ``text(for:)`` between two left-to-right marks (U+200E).
    ///
    /// A count is a number, not prose: it reads left to right in every language. Digits and "+"
    /// have no direction of their own, so in a right-to-left layout the bidirectional algorithm
    /// would draw "99+" as "+99". A mark before the digits makes them left to right (rule W7), and
    /// one after them makes the "+" between the two left to right too (N1). The marks are
    /// invisible and take no width, in every toolkit and browser that follows Unicode's
    /// algorithm, so the text measures and draws the same everywhere.
    public func displayText(for count: Int) -> String? {
        Self.string { displayTextUTF8(for: count, $0) }
    }

    /// What VoiceOver reads for `count`: `"7 unread"`, `"more than 99 unread"`; `nil` when no
    /// badge is shown.
    public func accessibilityLabel(for count: Int) -> String? {
        Self.string { accessibilityLabelUTF8(for: count, $0) }
    }

    /// Hands `write` the UTF-8 bytes of ``displayText(for:)``, in order, for a caller without
    /// `String` (the web element's wasm).
    ///
    /// - Returns: Whether a badge is shown; `false`, with no byte written, for a count of zero or
    ///   less.
    @discardableResult
    public func displayTextUTF8(for count: Int, _ write: (UInt8) -> Void) -> Bool {
        guard let shown = shownNumber(for: count) else { return false }
        Self.spell("\u{200E}", to: write)
        Self.spell(shown, to: write)
        Self.spell("\u{200E}", to: write)
        return true
    }

    /// Hands `write` the UTF-8 bytes of ``accessibilityLabel(for:)``, in order.
    ///
    /// - Returns: Whether a badge is shown; `false`, with no byte written, for a count of zero or
    ///   less.
    @discardableResult
    public func accessibilityLabelUTF8(for count: Int, _ write: (UInt8) -> Void) -> Bool {
        guard let shown = shownNumber(for: count) else { return false }
        if shown.isCapped { Self.spell("more than ", to: write) }
        Self.spell(shown.number, to: write)
        Self.spell(" unread", to: write)
        return true
    }

    // MARK: Private

    /// The `String` of the bytes `body` writes, `nil` when it returns `false`.
    private static func string(_ body: ((UInt8) -> Void) -> Bool) -> String? {
        var bytes: [UInt8] = []
        guard body({ bytes.append($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number, then "+" when capped.
    private static func spell(_ shown: (number: Int, isCapped: Bool), to write: (UInt8) -> Void) {
        spell(shown.number, to: write)
        if shown.isCapped { spell("+", to: write) }
    }

    /// `number` in decimal digits, with a "-" before a negative one (a style's ``maximumCount``
    /// may be anything).
    // Out of line, here and below: each text calls them more than once, and the wasm carries
    // every copy the optimiser would inline.
    @inline(never)
    private static func spell(_ number: Int, to write: (UInt8) -> Void) {
        if number < 0 { spell("-", to: write) }
        let magnitude = number.magnitude
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            write(UInt8(truncatingIfNeeded: magnitude / power % 10) + UInt8(ascii: "0"))
            power /= 10
        }
    }

    @inline(never)
    private static func spell(_ text: StaticString, to write: (UInt8) -> Void) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { write(byte) }
        }
    }
}
