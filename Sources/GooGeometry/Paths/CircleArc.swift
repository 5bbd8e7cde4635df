/// An arc element's geometry: its circle, where it starts and how far it turns.
///
/// One place that turns an ``GooPath/Element/arc(center:radius:startAngle:endAngle:clockwise:)``'s
/// CoreGraphics-style angles into a signed sweep, for the outline's measures and SVG writing.
struct CircleArc {
    let center: GooPoint
    let radius: Double
    /// The start angle in radians.
    let start: Double
    /// The signed turn in radians, in `[−2π, 2π]`: positive toward growing angles.
    let sweep: Double

    init(
        center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle, clockwise: Bool
    ) {
        self.center = center
        self.radius = radius
        start = startAngle.radians
        let fullTurn = 2 * Double.pi
        // The turn in the arc's own direction, positive.
        var turn = clockwise ? start - endAngle.radians : endAngle.radians - start
        if turn >= fullTurn {
            turn = fullTurn
        } else if turn < 0 {
            turn = turn.truncatingRemainder(dividingBy: fullTurn)
            if turn < 0 { turn += fullTurn }
            if turn >= fullTurn { turn = 0 }
        }
        sweep = clockwise ? -turn : turn
    }

    /// Whether a path at `point` needs a line to reach the arc's start (CoreGraphics draws one);
    /// a gap under ``Tolerance/lengthRatio`` of the radius is rounding, not a segment.
    func startsAway(from point: GooPoint) -> Bool {
        let start = startPoint
        return Swift.max(abs(point.x - start.x), abs(point.y - start.y)) > radius
            * Tolerance.lengthRatio
    }

    /// The point at an angle.
    func point(at angle: Double) -> GooPoint {
        GooPoint(x: center.x + radius * libmCos(angle), y: center.y + radius * libmSin(angle))
    }

    var startPoint: GooPoint { point(at: start) }
    var endPoint: GooPoint { point(at: start + sweep) }

    /// Whether the arc is a full circle (or more; it is drawn once).
    var isFullCircle: Bool { abs(sweep) >= 2 * Double.pi }

    /// Calls `body` with each point of the circle farthest along ±x or ±y that lies within the
    /// sweep, exactly: `center ± radius` on one axis, the centre on the other.
    func axisExtremes(_ body: (GooPoint) -> Void) {
        let low = Swift.min(start, start + sweep)
        let high = Swift.max(start, start + sweep)
        let quarter = Double.pi / 2
        guard low.isFinite, high.isFinite, radius > 0 else { return }
        if isFullCircle || abs(low) > 1e15 {
            for index in 0..<4 { body(axisPoint(index)) }
            return
        }
        var step = (low / quarter).rounded(.up)
        while step * quarter <= high {
            var index = Int(step.truncatingRemainder(dividingBy: 4))
            if index < 0 { index += 4 }
            body(axisPoint(index))
            step += 1
        }
    }

    /// The circle's point at a multiple of a quarter turn: 0 at +x, 1 at +y, 2 at −x, 3 at −y.
    private func axisPoint(_ index: Int) -> GooPoint {
        switch index {
        case 0: GooPoint(x: center.x + radius, y: center.y)
        case 1: GooPoint(x: center.x, y: center.y + radius)
        case 2: GooPoint(x: center.x - radius, y: center.y)
        default: GooPoint(x: center.x, y: center.y - radius)
        }
    }

    /// `½∫(x dy − y dx)` along the arc, in closed form.
    ///
    /// With `x = cx + r cos θ`, `y = cy + r sin θ` the integrand is `r² + r(cx cos θ + cy sin θ)`
    /// per radian, whose integral from θ₀ to θ₁ is
    /// `r²(θ₁ − θ₀) + r(cx (sin θ₁ − sin θ₀) − cy (cos θ₁ − cos θ₀))`.
    var greenArea: Double {
        let end = start + sweep
        let sines = libmSin(end) - libmSin(start)
        let cosines = libmCos(end) - libmCos(start)
        return (radius * radius * sweep + radius * (center.x * sines - center.y * cosines)) / 2
    }

    /// The number of equal chords that stay within `tolerance` of the arc: a chord over an angle
    /// φ is at most its sagitta `r(1 − cos(φ/2))` from the circle.
    func chordCount(tolerance: Double) -> Int {
        guard radius > 0, tolerance < 2 * radius else { return 1 }
        let angle = 2 * libmAcos(1 - tolerance / radius)
        guard angle > 0 else { return 1 << 20 }
        let count = (abs(sweep) / angle).rounded(.up)
        return count.isFinite ? Swift.min(1 << 20, Swift.max(1, Int(count))) : 1
    }
}
