// libFuzzer target for the `goo eval` line parser: any bytes get exactly one line of JSON back,
// an object with "ok", and never NaN or infinity. Built with GooTool's sources by Fuzz/run.sh,
// which runs it with Fuzz/eval.dict (the request vocabulary, capsule badges' "width" and
// "badgeWidth" among it) over Fuzz/Corpus/eval (seeded with capsule requests).

/// libFuzzer's entry point: one input is one request line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvalTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = Array(UnsafeBufferPointer(start: data, count: size))
    let answer = Eval.answer(line)
    func fail(_ why: String) -> Never { fatalError("eval contract broken (\(why)): \(answer)") }
    if answer.contains("\n") { fail("newline in the answer") }
    guard case .object(let members)? = try? JSONParser.parse(Array(answer.utf8)) else {
        fail("answer is not a JSON object")
    }
    guard case .bool? = members.first(where: { $0.key == "ok" })?.value else { fail("no ok") }
    for word in ["nan", "inf"] where answer.lowercased().contains(word) {
        // Words inside an error message quoting the input are fine; bare numbers are not.
        if case .bool(true)? = members.first(where: { $0.key == "ok" })?.value { fail(word) }
    }
    return 0
}
