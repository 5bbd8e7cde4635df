/// A connector between two circles, or the reason there is none.
///
/// Degenerate configurations are ordinary outcomes of a drag (the finger passes back over the
/// anchor, a big badge swallows a small one), so they are values here, not thrown errors.
public enum GooConnection<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The circles are connected by this connector.
    case connected(Value)
    /// The circles have no connector, for this reason.
    case unavailable(GooConnector.UnavailableReason)

    /// The connector, or `nil` when there is none.
    @inlinable
    public var connector: Value? {
        if case .connected(let value) = self { value } else { nil }
    }

    /// Why there is no connector, or `nil` when there is one.
    @inlinable
    public var reason: GooConnector.UnavailableReason? {
        if case .unavailable(let reason) = self { reason } else { nil }
    }
}
