/// Splits a byte stream into lines without decoding it, so that invalid UTF-8 reaches the JSON
/// parser (and gets an error answer) instead of being silently repaired.
struct LineStream {
    /// A line longer than this is answered with an error and skipped, bounding memory.
    static let maximumLineLength = 64 << 20

    private var pending: [UInt8] = []
    private var overlong = false

    /// One line from the stream: its bytes, or `nil` when it was longer than the maximum.
    typealias Line = [UInt8]?

    /// Feeds a chunk and hands each completed line (without `\n` or a trailing `\r`) to `body`.
    mutating func feed(_ chunk: some Collection<UInt8>, _ body: (Line) -> Void) {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            append(chunk[start..<newline])
            finishLine(body)
            start = chunk.index(after: newline)
        }
        append(chunk[start...])
    }

    /// Hands over the last line if the stream did not end with a newline.
    mutating func finish(_ body: (Line) -> Void) {
        if !pending.isEmpty || overlong { finishLine(body) }
    }

    private mutating func append(_ bytes: some Collection<UInt8>) {
        guard !overlong else { return }
        if pending.count + bytes.count > Self.maximumLineLength {
            overlong = true
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func finishLine(_ body: (Line) -> Void) {
        if overlong {
            body(nil)
        } else {
            if pending.last == 0x0D { pending.removeLast() }
            body(pending)
        }
        pending.removeAll(keepingCapacity: true)
        overlong = false
    }
}
