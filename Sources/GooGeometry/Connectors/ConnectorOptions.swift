/// A style's shape parameters, validated when made.
@usableFromInline package protocol ConnectorOptions: Hashable, Sendable {
    /// The options a style uses when none are given.
    static var `default`: Self { get }
}

/// The options of a style that has none.
@usableFromInline package struct NoOptions: ConnectorOptions {
    /// The only value.
    @inlinable
    package init() {}
    /// The only value (computed: a stored static costs a one-time-initialisation check per use,
    /// and `between` takes it as a default argument every frame).
    @inlinable
    package static var `default`: NoOptions { NoOptions() }
}
