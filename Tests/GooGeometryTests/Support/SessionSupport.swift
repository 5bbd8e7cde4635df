import GooGeometry
import GooTestSupport

/// A random configuration and random positions around the anchor: half within 60 of it, where
/// the link holds or breaks, half anywhere up to 1e300 away.
func randomTrace(
    _ rng: inout SplitMix64
) throws -> (session: GooDragSession, positions: [GooPoint]) {
    let anchor = try GooCircle(
        x: .random(in: -1e3...1e3, using: &rng), y: .random(in: -1e3...1e3, using: &rng),
        radius: .random(in: 0...30, using: &rng)
    )
    let breakDistance = Double.random(in: 0...200, using: &rng)
    let configuration = try GooDragConfiguration(
        shrink: .linear(divisor: .random(in: 1...40, using: &rng)),
        breakDistance: .points(breakDistance),
        minimumAnchorRadius: .random(in: 0...5, using: &rng),
        reconnectDistance: Bool.random(using: &rng)
            ? .points(.random(in: 0...breakDistance, using: &rng)) : nil,
        release: Bool.random(using: &rng) ? .springBackWithinRange : .dismissOnceBroken,
        connectorStyle: allStyles[Int.random(in: 0..<allStyles.count, using: &rng)]
    )
    let positions = (0..<30).map { _ in
        let reach = Bool.random(using: &rng) ? 60.0 : 1e300
        return anchor.center
            + GooVector(
                x: .random(in: -reach...reach, using: &rng),
                y: .random(in: -reach...reach, using: &rng))
    }
    return (try GooDragSession(anchor: anchor, configuration: configuration), positions)
}

/// The examples' badge: radius 10 at `home`, with the given rules.
func exampleBadge(
    at home: GooPoint, _ configuration: GooDragConfiguration = .default,
    reducesMotion: Bool = false
) throws -> GooBadgeController {
    try GooBadgeController(
        badge: GooCircle(center: home, radius: 10), configuration: configuration,
        reducesMotion: reducesMotion)
}
