/// An axis-aligned rectangle given by its extreme coordinates.
public struct GooBoundingBox: Hashable, Sendable {
    /// The smallest x.
    public var minX: Double
    /// The smallest y (the top, with y down).
    public var minY: Double
    /// The largest x.
    public var maxX: Double
    /// The largest y (the bottom, with y down).
    public var maxY: Double

    /// Creates a box from its extreme coordinates.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of a single point.
    public init(around point: GooPoint) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    /// Grows the box to include a point.
    public mutating func include(_ point: GooPoint) {
        minX = Swift.min(minX, point.x)
        minY = Swift.min(minY, point.y)
        maxX = Swift.max(maxX, point.x)
        maxY = Swift.max(maxY, point.y)
    }

    /// Whether the box holds a point (edges included).
    public func contains(_ point: GooPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
