import Foundation

extension Eval {
    /// Answers every request line of standard input on standard output, in order.
    ///
    /// Blank lines are skipped (they are not requests). Each answer is flushed as it is written,
    /// so a port can talk to `goo eval` one line at a time. If standard output closes, the
    /// command stops quietly with status 0: nobody is left to read the answers.
    static func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var lines = LineStream()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var outputClosed = false
        let handle: (LineStream.Line) -> Void = { line in
            guard !outputClosed else { return }
            let text: String
            switch line {
            case .none:
                text = JSONWriter.object([
                    ("ok", "false"),
                    (
                        "error",
                        JSONWriter.string(
                            "line: longer than \(LineStream.maximumLineLength >> 20) MiB"
                        )
                    ),
                ])
            case .some(let bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
                text = answer(bytes)
            }
            outputClosed = !write(text + "\n")
        }
        while !outputClosed {
            let count = buffer.withUnsafeMutableBytes {
                read(STDIN_FILENO, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            lines.feed(buffer[0..<count], handle)
        }
        lines.finish(handle)
        return 0
    }

    /// Writes all of `text` to standard output; `false` once the reader has gone.
    private static func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
