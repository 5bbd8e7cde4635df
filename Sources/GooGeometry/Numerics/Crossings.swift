/// Where two circles whose centres lie `d` apart cross.
///
/// At `along` the line from the first centre toward the second, and `±√halfChordSquared` across
/// it, which is not positive when they do not cross. `a = (d² + r1² − r2²) / 2d` and
/// `h² = r1² − a²`, factored so that neither cancels more than its inputs do. Pass lengths in
/// units of the largest, so that the squares stay finite. Both outline paths cross circles
/// here: the closed form's overlap and a capsule's caps, the general builder's splits.
func circleCrossing(
    distance d: Double, radii r1: Double, _ r2: Double
) -> (along: Double, halfChordSquared: Double) {
    let along = (d + (r1 - r2) * (r1 + r2) / d) / 2
    return (along, (r1 - along) * (r1 + along))
}

/// Where a circle of radius `r` about the origin crosses the line `y = height`.
///
/// At `x = ±√` of the result, which is not positive when they do not cross: `r² − y²` factored
/// as ``circleCrossing(distance:radii:_:)`` is. Both outline paths cross a capsule's edges here.
func lineCrossing(height y: Double, radius r: Double) -> Double {
    (r - abs(y)) * (r + abs(y))
}
