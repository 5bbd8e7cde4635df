import Foundation
import GooGeometry

/// Where to write the labels of a construction's points so that no two overlap and none covers a
/// point: each label goes to the side of the centre line its point lies on, and turns or moves
/// further out when that place is taken.
///
/// Text has no measured size in an SVG without fonts, so a label's box is an estimate that errs
/// wide: `0.8 em` per letter and `0.64 em` per digit (DejaVu Sans and Helvetica, the faces the
/// pictures name, are narrower), from the baseline up to `0.76 em` (capitals and digits only).
struct LabelLayout {
    /// One label where it goes.
    struct Placement {
        /// The text.
        var label: String
        /// The point it names.
        var point: GooPoint
        /// The space the text takes.
        var box: GooBoundingBox
        /// Where to write it with `text-anchor="middle"`: the box's centre on the baseline.
        var anchor: GooPoint
    }

    /// The font size of the labels.
    let size: Double
    /// The space between a point and its label, and the least between two labels.
    let gap: Double
    /// The radius of the dot drawn at each point, which no label may cover.
    let dotRadius: Double

    /// The estimated width of `text` at `size`.
    static func width(of text: String, size: Double) -> Double {
        text.reduce(0) { $0 + ($1.isNumber ? 0.64 : 0.8) * size }
    }

    /// The estimated box of `text` at `size` written at `anchor` with `text-anchor`
    /// `middle`, `start` or `end`.
    static func box(
        of text: String, at anchor: GooPoint, size: Double, textAnchor: String = "middle"
    ) -> GooBoundingBox {
        let width = width(of: text, size: size)
        let minX =
            switch textAnchor {
            case "start": anchor.x
            case "end": anchor.x - width
            default: anchor.x - width / 2
            }
        return GooBoundingBox(
            minX: minX, minY: anchor.y - 0.76 * size, maxX: minX + width, maxY: anchor.y)
    }

    /// The labels of `points`, placed in order, each clear of every point, every label placed
    /// before it and every box in `obstacles`.
    ///
    /// - Parameters:
    ///   - points: The labelled points.
    ///   - axis: The centre line, anchor centre to dragged centre; a label prefers the side of it
    ///     its point lies on.
    ///   - obstacles: Other boxes to keep clear of (titles, captions).
    func place(
        _ points: [(label: String, point: GooPoint)], axis: (from: GooPoint, to: GooPoint),
        obstacles: [GooBoundingBox] = []
    ) -> [Placement] {
        let along = axis.to - axis.from
        let length = along.length
        let unit = length > 0 ? along * (1 / length) : GooVector(x: 1, y: 0)
        let normal = unit.perpendicular
        let dots = points.map { entry in
            GooBoundingBox(
                minX: entry.point.x - dotRadius, minY: entry.point.y - dotRadius,
                maxX: entry.point.x + dotRadius, maxY: entry.point.y + dotRadius)
        }
        var placed: [Placement] = []
        for (label, point) in points {
            let side = normal.dot(point - axis.from)
            // Points on the centre line (or nearly: a tenth of the gap) take the normal's side.
            let preferred = side < -0.1 * gap ? -normal : normal
            let taken = obstacles + dots + placed.map { Self.inflated($0.box, by: gap / 2) }
            var best: (placement: Placement, overlap: Double)?
            search: for candidate in Self.candidates(around: preferred) {
                let placement = self.placement(
                    label, of: point, direction: candidate.direction, distance: candidate.distance)
                let overlap = taken.reduce(0) { $0 + Self.overlap($1, placement.box) }
                if overlap < (best?.overlap ?? .infinity) { best = (placement, overlap) }
                if overlap == 0 { break search }
            }
            if let best { placed.append(best.placement) }
        }
        return placed
    }

    /// The label of `point` written `distance` gaps away in `direction`.
    private func placement(
        _ label: String, of point: GooPoint, direction: GooVector, distance: Double
    ) -> Placement {
        let width = Self.width(of: label, size: size)
        let height = 0.76 * size
        // The box's support in `direction`: how far its centre must go for its edge to be
        // `distance` gaps (plus the dot) away from the point.
        let reach =
            dotRadius + distance * gap + abs(direction.x) * width / 2
            + abs(direction.y) * height / 2
        let centre = point + direction * reach
        let anchor = GooPoint(x: centre.x, y: centre.y + height / 2)
        return Placement(
            label: label, point: point, box: Self.box(of: label, at: anchor, size: size),
            anchor: anchor)
    }

    /// A direction to try and how many gaps away.
    private typealias Candidate = (direction: GooVector, distance: Double)

    /// Directions and distances to try, best first: the preferred direction, then turned by
    /// growing angles either way, first close to the point and then further out.
    private static func candidates(around preferred: GooVector) -> [Candidate] {
        let steps = 16
        var ranked: [(cost: Int, candidate: Candidate)] = []
        for (ring, distance) in [1.0, 2.5, 4.5].enumerated() {
            for step in 0..<steps {
                // 0, −1, +1, −2, +2 … sixteenths of a turn, up to half a turn.
                let turn = step % 2 == 0 ? step / 2 : -(step + 1) / 2
                let angle = Double(turn) * 2 * Double.pi / Double(steps)
                let direction = GooVector(
                    x: preferred.x * cos(angle) - preferred.y * sin(angle),
                    y: preferred.x * sin(angle) + preferred.y * cos(angle))
                // Turning a sixteenth costs as much as a third of a step further out.
                ranked.append((abs(turn) + 3 * ring, (direction, distance)))
            }
        }
        // Stable: equal costs keep the order above.
        let order = ranked.indices.sorted { (ranked[$0].cost, $0) < (ranked[$1].cost, $1) }
        return order.map { ranked[$0].candidate }
    }

    /// The box grown by `margin` on every side.
    static func inflated(_ box: GooBoundingBox, by margin: Double) -> GooBoundingBox {
        GooBoundingBox(
            minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin,
            maxY: box.maxY + margin)
    }

    /// The area two boxes share; 0 when they only touch or are apart.
    static func overlap(_ a: GooBoundingBox, _ b: GooBoundingBox) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}
