extension GooOutline {
    /// A link that has parted at its neck: the anchor's side (the anchor disk and a tail drawn
    /// back toward it, ending in a drop) and the badge's (a drop, its tail and the badge).
    ///
    /// The two sides lie on either side of the line across the centre line at the neck, so the
    /// outline is their two outlines one after the other.
    @usableFromInline struct Parted: Hashable, Sendable {
        /// The drop the anchor's tail ends in, on the centre line.
        let anchorDrop: GooCircle
        /// The drop the badge's tail starts from, on the centre line.
        let badgeDrop: GooCircle
        /// The connector's style, which both tails take.
        let style: GooConnector.Style

        /// The anchor's side of the outline, for an anchor as drawn.
        func anchorSide(of anchor: GooCircle) -> GooOutline {
            GooOutline(anchor: anchor, badge: GooCapsule(anchorDrop), style: style)
        }

        /// The badge's side of the outline.
        func badgeSide(of badge: GooCapsule) -> GooOutline {
            GooOutline(anchor: badgeDrop, badge: badge, style: style)
        }
    }

    /// The outline of the link between an anchor and a badge as it pinches off (or, backwards,
    /// grows back): `progress` 1 is the whole link, 0 the badge alone.
    ///
    /// From 1 down to ``Neck/partingProgress`` the connector's neck narrows until the two sides
    /// meet on the centre line; below it the link has parted, each tail draws back into its own
    /// body as a drop that shrinks, and the anchor then shrinks to nothing. A configuration with
    /// no room for a neck (the badge overlapping the anchor, no connector between the circles)
    /// shrinks the anchor alone.
    ///
    /// - Parameters:
    ///   - anchor: The anchor as the rules leave it.
    ///   - badge: The dragged badge.
    ///   - style: The connector's style.
    ///   - progress: How much of the link is left, in `0...1`.
    package init(
        anchor: GooCircle, badge: GooCapsule, style: GooConnector.Style, progress: Double
    ) {
        self.init(
            anchor: anchor, badge: badge, boundary: nil,
            pinch: Pinch(progress: progress, anchorRadius: anchor.radius), style: style)
    }

    /// A link part way through pinching off or growing back.
    @usableFromInline struct Pinch: Hashable, Sendable {
        /// How much of it is left: 1 whole, 0 gone.
        let progress: Double
        /// The radius of the anchor it pinches off from (the rules' anchor, or larger).
        let anchorRadius: Double
    }

    /// What the outline of a pinching link unites (see ``init(anchor:badge:style:progress:)``):
    /// the anchor as drawn, the narrowed connector while whole, or the two sides once parted.
    @usableFromInline
    static func pinched(
        _ pinch: Pinch, anchorCenter: GooPoint, badge: GooCapsule, style: GooConnector.Style
    ) -> (anchor: GooCircle, boundary: ConnectorBoundary?, parted: Parted?) {
        let anchor = GooCircle(validCenter: anchorCenter, radius: pinch.anchorRadius)
        let progress = pinch.progress
        let neck = Neck(progress: progress)
        let joint = badge.joint(facing: anchor.center)
        guard let line = try? CenterLine(from: anchor.center, to: joint.center),
            let boundary = style.visit(BoundaryBetween(anchor: anchor, drag: joint))
        else { return (anchor.scaled(by: neck.anchorScale), nil, nil) }
        let sideBC = Neck.Side(boundary.sideBC, origin: anchor.center, normal: line.normal)
        let sideDA = Neck.Side(boundary.sideDA, origin: anchor.center, normal: line.normal)
        if let narrowing = neck.narrowing {
            var thinned = boundary
            thinned.sideBC = sideBC.narrowed(by: narrowing)
            thinned.sideDA = sideDA.narrowed(by: narrowing)
            return (anchor, thinned, nil)
        }
        // Where the sides meet, kept between the two circles so that the sides part apart.
        let near = anchor.radius
        let far = line.distance - joint.radius
        guard far > near else { return (anchor.scaled(by: neck.anchorScale), nil, nil) }
        let meeting = (sideBC.meeting - anchor.center).dot(line.direction)
        let at = Swift.min(Swift.max(meeting, near), far)
        let radius = Neck.dropRatio * Swift.min(Swift.min(anchor.radius, joint.radius), far - near)
        let drawnBack = neck.drawnBack
        let shrink = neck.anchorScale
        // The anchor's drop runs from the neck to the anchor's centre, the badge's to the joint's,
        // each shrinking to nothing on the way.
        let anchorDrop = GooCircle(
            validCenter: anchor.center + line.direction
                * ((at - radius) * (1 - drawnBack) * shrink),
            radius: radius * (1 - drawnBack) * shrink)
        let badgeDrop = GooCircle(
            validCenter: anchor.center + line.direction
                * (at + radius + (line.distance - at - radius) * drawnBack),
            radius: radius * (1 - drawnBack))
        return (
            anchor.scaled(by: shrink), nil,
            Parted(anchorDrop: anchorDrop, badgeDrop: badgeDrop, style: style)
        )
    }
}

/// The stages of a pinch-off as functions of how much of the link is left.
struct Neck {
    /// The progress at which the sides meet and the link parts: the neck narrows over the
    /// first 30 % of the pinch-off, and the parted link draws back over the rest (the whole of
    /// it, so that its drops travel the link's length in 70 % of the pinch's time, at most
    /// 1 000 pt/s for the controller's).
    static let partingProgress = 0.7
    /// The share of the parted stage over which the anchor shrinks to nothing: its last 60 %,
    /// while its side draws back.
    static let anchorShrinkShare = 0.6
    /// The drops the tails end in, at the parting, as a fraction of the smaller circle (or of the
    /// gap between the circles): small enough that the parting reads as the sides meeting.
    static let dropRatio = 0.2

    /// How much of the link is left, clamped to `0...1`.
    let progress: Double

    init(progress: Double) {
        self.progress = progress >= 1 ? 1 : progress > 0 ? progress : 0
    }

    /// How far the neck has narrowed, in `0..<1`, or `nil` once the link has parted.
    var narrowing: Double? {
        guard progress > Self.partingProgress else { return nil }
        return (1 - progress) / (1 - Self.partingProgress)
    }

    /// How far the parted link has gone, which is how far its sides have drawn back into their
    /// bodies, in `0...1` (0 while it is whole).
    var drawnBack: Double {
        progress >= Self.partingProgress ? 0 : 1 - progress / Self.partingProgress
    }

    /// The anchor's size as a fraction of its own, in `0...1`: `(1 − s)⁴(1 + 4s)` of the share
    /// `s` of its shrinking done, which starts without a jolt (no slope at 0) and ends as the
    /// fourth power of what is left, so that its last frames are specks (under a hundredth of it
    /// one 120 Hz frame before the end).
    var anchorScale: Double {
        let start = 1 - Self.anchorShrinkShare
        guard drawnBack > start else { return 1 }
        let done = (drawnBack - start) / Self.anchorShrinkShare
        let left = 1 - done
        return left * left * left * left * (1 + 4 * done)
    }

    /// One side of a connector, measured from the centre line.
    struct Side {
        /// The side.
        let curve: CubicBezier
        /// The unit normal to the centre line on the side's own half.
        let normal: GooVector
        /// The depth the neck narrows by: the least `h(t) / (4t(1 − t))` over the side, `h` its
        /// height above the centre line; taking `4t(1 − t)` times it off `h` brings the side down
        /// to touch the line (at ``meeting``) and nowhere across it.
        let depth: Double
        /// Where the fully narrowed side touches the centre line.
        let meeting: GooPoint

        /// How many samples find the minimum before it is refined: the ratio is smooth and has one
        /// minimum on the sides the styles make, which a bracket of two samples holds.
        private static let sampleCount = 32

        init(_ curve: CubicBezier, origin: GooPoint, normal: GooVector) {
            self.curve = curve
            let middle = (curve.start - origin).dot(normal) + (curve.end - origin).dot(normal)
            let normal = middle < 0 ? GooVector(x: -normal.x, y: -normal.y) : normal
            self.normal = normal
            func ratio(_ t: Double) -> Double {
                (curve.point(at: t) - origin).dot(normal) / (4 * t * (1 - t))
            }
            var best = 0
            var least = Double.infinity
            for index in 0..<Self.sampleCount {
                let value = ratio((Double(index) + 0.5) / Double(Self.sampleCount))
                if value < least { (best, least) = (index, value) }
            }
            // Golden-section search between the neighbouring samples.
            var low = Double(best) / Double(Self.sampleCount)
            var high = Double(best + 1) / Double(Self.sampleCount)
            low = Swift.max(low - 0.5 / Double(Self.sampleCount), 1e-6)
            high = Swift.min(high + 0.5 / Double(Self.sampleCount), 1 - 1e-6)
            let golden = (5.0.squareRoot() - 1) / 2
            for _ in 0..<40 {
                let left = high - golden * (high - low)
                let right = low + golden * (high - low)
                if ratio(left) < ratio(right) { high = right } else { low = left }
            }
            let t = (low + high) / 2
            let found = ratio(t)
            depth = found.isFinite ? Swift.max(found, 0) : 0
            meeting = curve.point(at: t) - normal * (curve.point(at: t) - origin).dot(normal)
        }

        /// The side with its neck narrowed by a fraction of ``depth``: both inner control points
        /// moved toward the centre line by `4/3` of it (`4t(1 − t)` in the cubic's Bernstein
        /// basis is `4/3·(B₁ + B₂)`).
        func narrowed(by fraction: Double) -> CubicBezier {
            let offset = normal * (-4.0 / 3 * fraction * depth)
            return CubicBezier(
                start: curve.start, control1: curve.control1 + offset,
                control2: curve.control2 + offset, end: curve.end)
        }
    }
}

extension GooCircle {
    /// The circle with its radius scaled by a factor in `0...1`, about its own centre.
    func scaled(by factor: Double) -> GooCircle {
        GooCircle(validCenter: center, radius: radius * factor)
    }
}
