/// A short path of lines, Bézier curves and circle arcs, stored inline: making one never touches the heap.
///
/// Every path the library builds fits in ``capacity`` elements: a connector needs 6, a union
/// outline (one arc element per circle piece, one line per piece of a capsule's edge) 3 to 10
/// in most frames and 25 in a search of extreme style options (cubic angles near ±90°, huge
/// metaball handles); the written bound for any input is 149 (a capsule badge with sides that
/// cross everything, and themselves, as often as their degrees allow; see the outline builder's
/// Capacity note).
/// So paths can be made 120 times a second without allocating. Read one as a collection of
/// ``PathElement``s, replay it into any ``PathBuilder``, or print it as SVG path data with
/// ``svgPathData``.
///
/// Coordinates follow ``GooPoint``: x to the right, y downward.
public struct GooPath: Sendable {
    /// The most elements a path holds: the proven bound on an outline's length (149), rounded
    /// up to whole rows of the storage.
    public static let capacity = 150

    @usableFromInline
    typealias Storage = (
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement,
        PathElement, PathElement, PathElement, PathElement, PathElement, PathElement
    )

    @usableFromInline
    var storage: Storage

    /// The number of elements in use; the rest of `storage` is filler.
    @usableFromInline
    var storedCount: Int

    /// Creates an empty path.
    @inlinable
    public init() {
        let filler = PathElement.closeSubpath
        storage = (
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler,
            filler, filler, filler, filler, filler, filler
        )
        storedCount = 0
    }

    /// Appends an element; the library only builds paths whose length it knows, so a full path
    /// is a bug in the library, caught in debug builds and ignored in release.
    @inlinable
    mutating func append(_ element: PathElement) {
        assert(storedCount < Self.capacity, "GooPath capacity exceeded")
        guard storedCount < Self.capacity else { return }
        let index = storedCount
        withUnsafeMutablePointer(to: &storage) { tuple in
            tuple.withMemoryRebound(to: PathElement.self, capacity: Self.capacity) { elements in
                elements[index] = element
            }
        }
        storedCount += 1
    }
}

extension GooPath: RandomAccessCollection {
    /// The index of the first element, always 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the index of the last element: the number of elements.
    @inlinable
    public var endIndex: Int { storedCount }

    /// The element at a position in `0..<count`.
    @inlinable
    public subscript(position: Int) -> PathElement {
        precondition(position >= 0 && position < storedCount, "GooPath index out of range")
        return withUnsafePointer(to: storage) { tuple in
            tuple.withMemoryRebound(to: PathElement.self, capacity: Self.capacity) { $0[position] }
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

/// A path is built with `PathBuilder`'s methods: a connector style declared outside the library
/// builds its ``ConnectorPoints/path`` this way. It holds at most ``capacity`` elements; an
/// element beyond that is dropped (and stops a debug build), so a style's path must have a
/// known, small length, as every connector's does.
extension GooPath: PathBuilder {
    /// Starts a subpath at a point.
    @inlinable
    public mutating func move(to point: GooPoint) { append(.move(to: point)) }

    /// Adds a straight line to a point.
    @inlinable
    public mutating func addLine(to point: GooPoint) { append(.line(to: point)) }

    /// Adds a quadratic curve to a point.
    @inlinable
    public mutating func addQuadCurve(to point: GooPoint, control: GooPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic curve to a point.
    @inlinable
    public mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle (see ``PathElement/arc(center:radius:startAngle:endAngle:clockwise:)``).
    @inlinable
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
    @inlinable
    public mutating func closeSubpath() { append(.closeSubpath) }
}
