import Foundation
import GooGeometry

/// Makes a capsule the test knows is valid; a throw fails the calling test.
func capsule(_ x: Double, _ y: Double, _ radius: Double, width: Double) throws -> GooCapsule {
    try GooCapsule(center: GooPoint(x: x, y: y), radius: radius, width: width)
}

/// The connector a capsule badge gets: between the anchor and the capsule's joint.
func capsuleConnector(
    anchor: GooCircle, badge: GooCapsule, style: GooConnector.Style
) -> GooConnector? {
    GooConnector.between(anchor: anchor, drag: badge.joint(facing: anchor.center), style: style)
        .connector
}

/// The outline of a capsule badge and the scanline model of the same union.
func capsuleOutline(
    _ anchor: GooCircle, _ badge: GooCapsule, _ style: GooConnector.Style?,
    samplesPerCurve: Int = 400
) -> (GooOutline, ReferenceUnion) {
    let connector = style.flatMap { capsuleConnector(anchor: anchor, badge: badge, style: $0) }
    return (
        GooOutline(anchor: anchor, badge: badge, boundary: connector?.boundary),
        ReferenceUnion(
            anchor: anchor, badgeCenter: badge.center, badgeRadius: badge.radius,
            badgeWidth: badge.width, connector: connector, samplesPerCurve: samplesPerCurve)
    )
}

/// The area of a capsule: a disk of its radius plus the rectangle between the caps.
func capsuleArea(radius r: Double, width w: Double) -> Double {
    Double.pi * r * r + 2 * r * (w - 2 * r)
}

/// The area of the part of a disk of radius `r` beyond a chord at distance `h` from its centre
/// (0 ≤ h ≤ r): the sector of half-angle acos(h/r) minus the triangle under the chord.
func circleSegmentArea(radius r: Double, chordDistance h: Double) -> Double {
    r * r * acos(h / r) - h * (r * r - h * h).squareRoot()
}
