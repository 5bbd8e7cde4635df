extension GooOutline {
    /// Whether a point is inside the shape, or within `slop` of it.
    ///
    /// The slop is the touch area around a badge that users ask for (the Android peers add one):
    /// a finger 8 pt off the edge still grabs it. Tested against the circles and the connector
    /// themselves, not the traced outline.
    ///
    /// - Parameters:
    ///   - point: The point, in the same coordinates as the circles.
    ///   - slop: How far outside still counts, `≥ 0`; NaN or negative counts as 0.
    public func contains(_ point: GooPoint, slop: Double = 0) -> Bool {
        guard let parted else { return shape.contains(point, slop: slop) }
        return parted.anchorSide(of: anchor).contains(point, slop: slop)
            || parted.badgeSide(of: badge).contains(point, slop: slop)
    }

    /// The tight axis-aligned bounds of the outline, or `nil` when it is empty.
    ///
    /// From the curves' extreme points, not their control points; an arc contributes its ends
    /// and the points of its circle farthest along ±x and ±y within its sweep, which are exactly
    /// centre ± radius. Empty means two zero radii and no connector.
    public var bounds: GooBoundingBox? {
        var box: GooBoundingBox?
        func include(_ point: GooPoint) {
            if box == nil { box = GooBoundingBox(around: point) } else { box?.include(point) }
        }
        path.forEachSegment { segment in
            switch segment {
            case .start(let point), .line(_, let point):
                include(point)
            case .curve(let curve):
                include(curve.end)
                curve.extremaParameters { include(curve.point(at: $0)) }
            case .arc(let arc, _):
                include(arc.startPoint)
                arc.axisExtremes(include)
                include(arc.endPoint)
            case .close:
                break
            }
        }
        return box
    }

    /// The area of the shape, from the outline by Green's theorem.
    ///
    /// Exact for the traced curves (closed form on an arc; `x·y'` along a cubic has degree 5, which
    /// three-point Gauss–Legendre integrates exactly), relative to the anchor centre in units of
    /// the shape's size, so far-away badges lose no digits and huge ones do not overflow on the
    /// way. An area beyond `Double.greatestFiniteMagnitude` (a shape more than about 1e154
    /// across) is reported as `Double.greatestFiniteMagnitude`.
    public var area: Double {
        let size = shape.size
        guard size > 0 else { return 0 }
        // Traced with the shape on the left in a y-down frame: the signed area is negative.
        let area = abs(Self.signedArea(of: path, relativeTo: anchor.center, inUnitsOf: size))
        return area.isFinite ? area : .greatestFiniteMagnitude
    }

    /// The signed area a path encloses by Green's theorem (negative for loops traced with the
    /// enclosed region on the left, as outlines are in the y-down frame), measured from
    /// `origin` in units of `size` and scaled back: exact for arcs and curves, as ``area`` says.
    static func signedArea(
        of path: GooPath, relativeTo origin: GooPoint, inUnitsOf size: Double
    ) -> Double {
        var total = 0.0
        func line(_ p: GooPoint, _ q: GooPoint) -> Double { (p.x * q.y - q.x * p.y) / 2 }
        path.forEachSegment(relativeTo: origin, inUnitsOf: size) { segment in
            switch segment {
            case .start:
                break
            case .line(let from, let to), .close(let from, let to):
                total += line(from, to)
            case .curve(let curve):
                total += curveArea(curve)
            case .arc(let arc, let from):
                // The arc's line from the current point (of rounding length in an outline).
                total += line(from ?? .zero, arc.startPoint) + arc.greenArea
            }
        }
        return total * size * size
    }

    /// The outline as polylines, one per subpath, each within `tolerance` of the curves.
    ///
    /// An arc becomes equal chords, as few as keep each one's sagitta `r(1 − cos(φ/2))` within
    /// the tolerance, with their ends on the circle.
    ///
    /// - Parameter tolerance: The largest distance from the curves, `> 0`; a non-positive or NaN
    ///   tolerance is replaced by a millionth of the shape's size.
    public func flattened(tolerance: Double) -> [[GooPoint]] {
        let floor = Swift.max(shape.size * 1e-6, .leastNormalMagnitude)
        let tolerance = tolerance > 0 ? tolerance : floor
        var polylines: [[GooPoint]] = []
        path.forEachSegment { segment in
            switch segment {
            case .start(let point):
                polylines.append([point])
            case .line(_, let point):
                polylines[polylines.count - 1].append(point)
            case .curve(let curve):
                curve.flatten(tolerance: tolerance) { polylines[polylines.count - 1].append($0) }
            case .arc(let arc, let from):
                let start = arc.startPoint
                if let from {
                    if arc.startsAway(from: from) { polylines[polylines.count - 1].append(start) }
                } else {
                    polylines.append([start])
                }
                let count = arc.chordCount(tolerance: tolerance)
                for index in 1..<count {
                    let angle = arc.start + arc.sweep * (Double(index) / Double(count))
                    polylines[polylines.count - 1].append(arc.point(at: angle))
                }
                polylines[polylines.count - 1].append(arc.endPoint)
            case .close:
                break
            }
        }
        return polylines
    }
}

/// `½∮(x dy − y dx)` along a cubic, by three-point Gauss–Legendre (exact for degree 5).
private func curveArea(_ curve: CubicBezier) -> Double {
    let offset = 0.5 * (3.0 / 5).squareRoot()
    let nodes = (0.5 - offset, 0.5, 0.5 + offset)
    let weights = (5.0 / 18, 8.0 / 18, 5.0 / 18)
    func integrand(_ t: Double) -> Double {
        let p = curve.point(at: t)
        let v = curve.derivative(at: t)
        return (p.x * v.y - p.y * v.x) / 2
    }
    return weights.0 * integrand(nodes.0) + weights.1 * integrand(nodes.1)
        + weights.2 * integrand(nodes.2)
}
