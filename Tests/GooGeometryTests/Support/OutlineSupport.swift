import GooGeometry

/// The library's outline of a pair of circles, linked by the style's connector when `attached`,
/// and the independent model of the same union (`ReferenceUnion`) to check it against.
func outlineAndReference(
    _ anchor: GooCircle, _ drag: GooCircle, _ style: GooConnector.Style, attached: Bool
) -> (GooOutline, ReferenceUnion) {
    let connector =
        attached ? GooConnector.between(anchor: anchor, drag: drag, style: style).connector : nil
    return (
        GooOutline(anchor: anchor, badge: GooCapsule(drag), boundary: connector?.boundary),
        ReferenceUnion(anchor: anchor, drag: drag, connector: connector, samplesPerCurve: 400)
    )
}
