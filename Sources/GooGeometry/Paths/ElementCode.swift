/// How a ``GooPath`` stores one element: what it is, in the low 3 bits, and where its
/// coordinates start in the path's packed coordinates, in the 13 above (up to 8 191, far above
/// ``GooPath/coordinateCapacity``).
@usableFromInline
struct ElementCode {
    /// What an element is; a ``GooPath/Element`` case, with an arc's direction.
    @usableFromInline
    enum Kind: UInt16 {
        case move, line, quadCurve, curve, counterclockwiseArc, clockwiseArc, closeSubpath

        /// How many coordinates the element stores.
        @inlinable
        var size: Int {
            switch self {
            case .move, .line: 2
            case .quadCurve: 4
            case .curve: 6
            case .counterclockwiseArc, .clockwiseArc: 5
            case .closeSubpath: 0
            }
        }
    }

    @usableFromInline
    let rawValue: UInt16

    @inlinable
    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The code of an element whose coordinates start at `offset`, and how many coordinates it
    /// stores.
    @inlinable @inline(__always)
    static func of(_ element: GooPath.Element, at offset: Int) -> (code: ElementCode, size: Int) {
        let kind: Kind
        switch element {
        case .move: kind = .move
        case .line: kind = .line
        case .quadCurve: kind = .quadCurve
        case .curve: kind = .curve
        case .arc(_, _, _, _, let clockwise):
            kind = clockwise ? .clockwiseArc : .counterclockwiseArc
        case .closeSubpath: kind = .closeSubpath
        }
        return (
            ElementCode(rawValue: UInt16(truncatingIfNeeded: offset) << 3 | kind.rawValue),
            kind.size
        )
    }

    @inlinable @inline(__always)
    var kind: Kind { Kind(rawValue: rawValue & 7) ?? .closeSubpath }

    /// Where the element's coordinates start.
    @inlinable
    var offset: Int { Int(rawValue >> 3) }

    /// Writes the element's coordinates: points as x then y, an arc as its centre, radius, start
    /// and end angles (radians).
    @inlinable @inline(__always)
    func store(_ element: GooPath.Element, to values: UnsafeMutablePointer<Double>) {
        switch element {
        case .move(let point), .line(let point):
            (values[0], values[1]) = (point.x, point.y)
        case .quadCurve(let point, let control):
            (values[0], values[1], values[2], values[3]) = (point.x, point.y, control.x, control.y)
        case .curve(let point, let control1, let control2):
            (values[0], values[1], values[2], values[3], values[4], values[5]) =
                (point.x, point.y, control1.x, control1.y, control2.x, control2.y)
        case .arc(let center, let radius, let startAngle, let endAngle, _):
            (values[0], values[1], values[2], values[3], values[4]) =
                (center.x, center.y, radius, startAngle.radians, endAngle.radians)
        case .closeSubpath:
            break
        }
    }

    /// The element, from the coordinates ``store(_:to:)`` wrote.
    @inlinable
    func element(from values: UnsafePointer<Double>) -> GooPath.Element {
        func point(_ index: Int) -> GooPoint { GooPoint(x: values[index], y: values[index + 1]) }
        switch kind {
        case .move: return .move(to: point(0))
        case .line: return .line(to: point(0))
        case .quadCurve: return .quadCurve(to: point(0), control: point(2))
        case .curve: return .curve(to: point(0), control1: point(2), control2: point(4))
        case .counterclockwiseArc, .clockwiseArc:
            return .arc(
                center: point(0), radius: values[2], startAngle: .radians(values[3]),
                endAngle: .radians(values[4]), clockwise: kind == .clockwiseArc)
        case .closeSubpath: return .closeSubpath
        }
    }
}
