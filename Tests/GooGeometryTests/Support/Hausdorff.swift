import GooGeometry

/// The Hausdorff distance between two sampled outlines: the farthest any sample of either lies
/// from the polylines of the other.
///
/// Exact over the samples, and fast enough for the sweeps' debug builds: a sample's search
/// starts at the segment nearest the previous sample (outlines are sampled in order, so that is
/// usually nearest again) and stops at the first segment closer than the farthest distance found
/// so far, which that sample can then no longer raise.
func hausdorffDistance(_ lhs: [[GooPoint]], _ rhs: [[GooPoint]]) -> Double {
    max(
        directedHausdorffDistance(from: lhs, to: rhs), directedHausdorffDistance(from: rhs, to: lhs)
    )
}

/// The farthest any point of `from` lies from the polylines of `to` (infinity when `to` has no
/// segment and `from` a point).
func directedHausdorffDistance(from: [[GooPoint]], to: [[GooPoint]]) -> Double {
    var segments: [(GooPoint, GooPoint)] = []
    for polyline in to { segments += zip(polyline, polyline.dropFirst()) }
    var worst = 0.0
    var nearest = 0
    for point in from.joined() {
        var best = Double.infinity
        let start = nearest
        for offset in 0..<segments.count {
            let index = (start + offset) % segments.count
            let distance = segmentDistance(point, segments[index].0, segments[index].1)
            if distance < best {
                best = distance
                nearest = index
                if best <= worst { break }
            }
        }
        if best > worst { worst = best }
    }
    return worst
}
