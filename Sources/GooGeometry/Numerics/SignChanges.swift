/// The signs of Bernstein coefficients read in order, for every root count of the library.
///
/// The first and the last that are not rounding noise, and how often the sign changes between
/// (Descartes' rule for the Bernstein basis: it bounds the roots in `(0, 1)`, with the same
/// parity). All zero when every coefficient is noise.
struct SignChanges {
    private(set) var first = 0
    private(set) var changes = 0
    private(set) var last = 0
    /// Coefficients within `±zero` are noise.
    let zero: Double

    init(zero: Double) { self.zero = zero }

    @inline(__always)
    mutating func add(_ value: Double) {
        let sign = value > zero ? 1 : value < -zero ? -1 : 0
        if sign == 0 { return }
        if first == 0 { first = sign }
        if last != 0 && sign != last { changes += 1 }
        last = sign
    }
}
