import Foundation

/// `goo eval`: JSON Lines in, JSON Lines out.
enum EvalCommand {
    static let command = Command(
        name: "eval", summary: "answer JSON Lines requests on stdin, one JSON line each on stdout",
        help: """
            usage: goo eval < requests.jsonl

            Reads one JSON request per line on stdin and writes one JSON answer per line on stdout, in
            order; exits 0 after the last line. Blank lines are skipped. Ops: points, path, contains,
            bounds, area, drag, spring (the contract is in the README). For example:
              {"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":40,"r":10}}
            A capsule badge ("99+") adds its width, ≥ 2r, to the drag circle ("width":40), or to a
            drag's config ("badgeWidth":40); the connector joins its circle nearest the anchor.
            A bad line gets {"ok":false,"error":"<field>: <problem>"} and the next line is answered.
            """
    ) { (arguments, styles) throws(InputError) in
        guard arguments.isEmpty else {
            throw InputError(field: arguments[0], problem: "eval takes no arguments")
        }
        _ = Eval.run(styles: styles)
        return CommandOutput(text: "")
    }
}

extension Eval {
    /// Answers every request line of standard input on standard output, in order.
    ///
    /// Blank lines are skipped (they are not requests). Each answer is flushed as it is written,
    /// so a port can talk to `goo eval` one line at a time. If standard output closes, the
    /// command stops quietly with status 0: nobody is left to read the answers.
    static func run(styles: StyleTable) -> Int32 {
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
                text = answer(bytes, styles: styles)
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
