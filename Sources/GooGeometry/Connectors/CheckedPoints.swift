/// Points that ``ConnectorShape/between(anchor:drag:options:)`` found finite: the only way to
/// make a connector, so every connector keeps the library's promise of finite output.
@usableFromInline package struct CheckedPoints<Points: ConnectorPoints>: Sendable {
    /// The points.
    @usableFromInline package let value: Points

    @inlinable
    init(checked value: Points) { self.value = value }
}
