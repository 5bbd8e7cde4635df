@testable import GooTool

/// The `goo eval` answer to one request line: the line's UTF-8 bytes in, the answer line out.
func answer(_ line: String) -> String { Eval.answer(Array(line.utf8)) }
