// What every fuzz target shares: the input bytes read as a stream of numbers, and the contract
// checks that trap (so libFuzzer reports a crash) when an answer breaks the contract.
//
// The bytes are read as a stream of numbers: a tag byte picks one of the values that break naive
// geometry (NaN, ±∞, ±0, subnormals, 1e±300, the largest Double), a small human-sized number
// (the next byte as a signed half-step, −64…63.5), or the next eight bytes as a raw bit pattern,
// so libFuzzer reaches the corners, ordinary drags and everything between.

struct ByteReader {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    static let specials: [Double] = [
        0, -0.0, 1, -1, 10, 12, 100, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, 2.2e-308,
        1e-300, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        0.5, 1e-9, 1e9, 89.999999, 90, 15,
    ]

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func number() -> Double {
        let tag = byte()
        if tag < 128 { return Self.specials[Int(tag) % Self.specials.count] }
        if tag < 192 { return Double(Int8(bitPattern: byte())) * 0.5 }  // small, human-sized
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    mutating func point() -> GooPoint { GooPoint(x: number(), y: number()) }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("contract broken: \(message())") }
}

func checkFinite(_ path: GooPath, _ what: String) {
    var open = false
    for element in path {
        switch element {
        case .move(let p):
            check(!open && p.isFinite, "\(what): bad move \(p)")
            open = true
        case .line(let p): check(open && p.isFinite, "\(what): line \(p)")
        case .quadCurve(let p, let c): check(open && p.isFinite && c.isFinite, "\(what): quad")
        case .curve(let p, let c1, let c2):
            check(open && p.isFinite && c1.isFinite && c2.isFinite, "\(what): curve")
        case .arc(let center, let radius, let startAngle, let endAngle, _):
            check(
                open && center.isFinite && radius.isFinite && radius >= 0
                    && startAngle.radians.isFinite && endAngle.radians.isFinite,
                "\(what): arc")
        case .closeSubpath:
            check(open, "\(what): close without move")
            open = false
        }
    }
    check(!open, "\(what): subpath left open")
}
