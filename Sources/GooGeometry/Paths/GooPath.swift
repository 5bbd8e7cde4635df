/// A short path of lines, Bézier curves and circle arcs, stored inline: making one never touches the heap.
///
/// Every path the library builds fits in ``capacity`` elements and ``coordinateCapacity``
/// coordinates: a connector needs 6 elements, a union outline (one arc element per circle
/// piece, one line per piece of a capsule's edge) 3 to 10 in most frames and 25 in a search of
/// extreme style options (cubic angles near ±90°, huge metaball handles); the written bounds
/// for any input are 149 elements and 518 coordinates (a capsule badge with sides that cross
/// everything, and themselves, as often as their degrees allow; see the outline builder's
/// Capacity note).
/// So paths can be made 120 times a second without allocating. Read one as a collection of
/// ``GooPath/Element``s, replay it into any ``GooPathBuilder``, or print it as SVG path data with
/// ``svgPathData``.
///
/// Coordinates follow ``GooPoint``: x to the right, y downward.
public struct GooPath: Sendable {
    /// The most elements a path holds: the proven bound on an outline's length (149), rounded
    /// up to whole rows of the storage.
    public static let capacity = 150

    /// The most coordinates a path holds: the proven bound on an outline's (518), rounded up
    /// to whole rows of the storage.
    ///
    /// A move or a line stores 2, a quadratic curve 4, a cubic 6, an arc 5 (its centre, radius
    /// and two angles) and a close none, so any path of up to 86 elements fits both capacities.
    public static let coordinateCapacity = 520

    /// The elements' coordinates, one element's after another's (see `GooPath+Storage.swift`).
    @usableFromInline
    var coordinates: Coordinates

    /// One code per element: where its coordinates start and what it is (``ElementCode``).
    @usableFromInline
    var codes: Codes

    /// The number of elements in use; the rest of `codes` is filler.
    @usableFromInline
    var storedCount: Int

    /// The number of coordinates in use; the rest of `coordinates` is filler.
    @usableFromInline
    var coordinateCount: Int

    /// Creates an empty path.
    @inlinable
    public init() {
        coordinates = Self.emptyCoordinates
        codes = Self.emptyCodes
        storedCount = 0
        coordinateCount = 0
    }

    /// Appends an element; the library only builds paths whose length it knows, so a full path
    /// is a bug in the library, caught in debug builds and ignored in release.
    @inlinable @inline(__always)
    mutating func append(_ element: GooPath.Element) {
        let (code, size) = ElementCode.of(element, at: coordinateCount)
        // Wrapping arithmetic: both counts stay within their capacities, far from overflow.
        let fits =
            storedCount < Self.capacity && coordinateCount &+ size <= Self.coordinateCapacity
        assert(fits, "GooPath capacity exceeded")
        guard fits else { return }
        withUnsafeMutablePointer(to: &coordinates) { rows in
            rows.withMemoryRebound(to: Double.self, capacity: Self.coordinateCapacity) { all in
                code.store(element, to: all + code.offset)
            }
        }
        let index = storedCount
        withUnsafeMutablePointer(to: &codes) { rows in
            rows.withMemoryRebound(to: UInt16.self, capacity: Self.codeCapacity) { all in
                all[index] = code.rawValue
            }
        }
        storedCount &+= 1
        coordinateCount &+= size
    }
}

extension GooPath: RandomAccessCollection {
    /// The index of the first element, always 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the index of the last element: the number of elements.
    @inlinable
    public var endIndex: Int { storedCount }

    /// The first element, or `nil` for an empty path.
    ///
    /// Its coordinates start the storage, so it is read from constant positions, without the
    /// row lookup of ``subscript(_:)``.
    @inlinable @inline(__always)
    public var first: GooPath.Element? {
        isEmpty
            ? nil
            : Self.element(ElementCode(rawValue: codes.0[0]), in: (coordinates.0, coordinates.1))
    }

    /// The element at a position in `0..<count`.
    @inlinable
    public subscript(position: Int) -> GooPath.Element {
        precondition(position >= 0 && position < storedCount, "GooPath index out of range")
        let code = ElementCode(rawValue: code(at: position))
        let row = code.offset >> 3
        return Self.element(code, in: (coordinateRow(row), coordinateRow(row + 1)))
    }

    /// The element of a code, read from the two rows of coordinates it starts in (it has at
    /// most 6, from anywhere in the first row).
    @inlinable
    static func element(_ code: ElementCode, in rows: (Row, Row)) -> GooPath.Element {
        var rows = rows
        return withUnsafePointer(to: &rows) { pair in
            pair.withMemoryRebound(to: Double.self, capacity: 16) { values in
                code.element(from: values + (code.offset & 7))
            }
        }
    }
}

extension GooPath: Hashable {
    /// Whether two paths have the same elements; unused capacity does not count.
    @inlinable
    public static func == (lhs: GooPath, rhs: GooPath) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the elements.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

/// A path is built with `GooPathBuilder`'s methods: every connector style builds its
/// ``GooConnector/path`` this way. It holds at most ``capacity`` elements and
/// ``coordinateCapacity`` coordinates (any 86 elements fit); an element beyond that is dropped
/// (and stops a debug build), so a style's path must have a known, small length, as every
/// connector's does.
extension GooPath: GooPathBuilder {
    /// Starts a subpath at a point.
    @inlinable @inline(__always)
    public mutating func move(to point: GooPoint) { append(.move(to: point)) }

    /// Adds a straight line to a point.
    @inlinable @inline(__always)
    public mutating func addLine(to point: GooPoint) { append(.line(to: point)) }

    /// Adds a quadratic curve to a point.
    @inlinable @inline(__always)
    public mutating func addQuadCurve(to point: GooPoint, control: GooPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic curve to a point.
    @inlinable @inline(__always)
    public mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle (see ``GooPath/Element/arc(center:radius:startAngle:endAngle:clockwise:)``).
    @inlinable @inline(__always)
    public mutating func addArc(
        center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
        clockwise: Bool
    ) {
        append(
            .arc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise))
    }

    /// Closes the current subpath.
    @inlinable @inline(__always)
    public mutating func closeSubpath() { append(.closeSubpath) }
}
