/// Which connector to build between the two circles.
public enum ConnectorStyle: Hashable, Sendable {
    /// ``QuadraticConnector``, seeds 000/002/004.
    case quadratic
    /// ``CubicConnector`` with its options, seed 001.
    case cubic(CubicConnector.Options)
    /// ``TangentConnector``, seed 003.
    case tangent
    /// ``MetaballConnector`` with its options: Sato's G1 construction.
    case metaball(MetaballConnector.Options)
}
