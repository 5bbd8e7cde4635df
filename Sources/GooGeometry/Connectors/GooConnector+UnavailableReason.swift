extension GooConnector {
    /// Why two valid circles have no connector: a degenerate configuration, answered as a result.
    ///
    /// The raw value is a stable code (`"coincidentCenters"`) for logs and wire formats such as
    /// `goo eval`'s `reason` field; it changes only in a major version.
    public enum UnavailableReason: String, Hashable, Sendable {
        /// The centres coincide, so there is no direction from the anchor to the dragged circle.
        case coincidentCenters
        /// One circle lies inside the other or touches it from inside (`d ≤ |r1 − r2|`), so the
        /// circles have no outer common tangent. The tangent and metaball styles report it.
        case nestedCircles
        /// A point of the connector would lie beyond `Double.greatestFiniteMagnitude`.
        case notRepresentable
    }
}

extension GooConnector.UnavailableReason: CustomStringConvertible {
    /// A sentence for people; `rawValue` is the stable code for machines.
    public var description: String {
        switch self {
        case .coincidentCenters: "the centres coincide, so there is no direction to connect along"
        case .nestedCircles: "one circle lies inside the other (d ≤ |r1 − r2|): no outer tangent"
        case .notRepresentable: "a connector point would overflow a Double"
        }
    }
}
