import Foundation
import GooGeometry
import GooTestSupport

/// One input to a ``GooBadgeController``, as a UI would forward it.
struct BadgeInput: CustomStringConvertible {
    enum Kind: CaseIterable { case down, move, up, cancel, dismiss, reset, advance }
    var kind: Kind
    var point: GooPoint
    var time: Double

    var description: String { "\(kind) \(point) at \(time)" }

    /// Applies the input.
    func apply(to badge: inout GooBadgeController) throws(GooBadgeError)
        -> GooBadgeController.Events
    {
        switch kind {
        case .down: try badge.touchDown(at: point, time: time)
        case .move: try badge.touchMoved(to: point, time: time)
        case .up: try badge.touchUp(at: point, time: time)
        case .cancel: try badge.touchCancelled(time: time)
        case .dismiss: try badge.dismiss(time: time)
        case .reset: try badge.reset(time: time)
        case .advance: try badge.advance(to: time)
        }
    }
}

/// Random gestures on a badge resting at `home` with radius `radius`: the ordinary ones and the
/// peers' failure cases (a tiny drag, a pull past the break, a catch during the return, a cancel
/// far out, a dismissal from code, a pause before the lift, a new count during the burst).
struct BadgeGestureGenerator {
    var rng: SplitMix64
    let home: GooPoint
    let radius: Double
    private(set) var time = 0.0

    init(seed: UInt64, home: GooPoint, radius: Double) {
        rng = SplitMix64(seed: seed)
        self.home = home
        self.radius = radius
    }

    private mutating func tick(_ range: ClosedRange<Double>) -> Double {
        time += Double.random(in: range, using: &rng)
        return time
    }

    /// The inputs of one gesture, from a touch down to the lift, cancel or dismissal; the caller
    /// plays the animation that follows, and may catch it with ``catchInput(at:)``.
    mutating func gesture() -> [BadgeInput] {
        var inputs: [BadgeInput] = []
        // Mostly on the badge, sometimes a miss, sometimes just inside the slop.
        let grabAngle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let grabDistance =
            Double.random(in: 0..<1, using: &rng) < 0.1
            ? radius + 8 + Double.random(in: 0.1...40, using: &rng)
            : Double.random(in: 0...(radius + 7.9), using: &rng)
        var finger = GooPoint(
            x: home.x + grabDistance * cos(grabAngle), y: home.y + grabDistance * sin(grabAngle))
        inputs.append(BadgeInput(kind: .down, point: finger, time: tick(0.01...0.5)))
        // Out to a random reach (a tiny drag, within range, or past the break), maybe back.
        let reach = [3.0, 60, 99.5, 100.5, 180, 320][Int.random(in: 0..<6, using: &rng)]
        let heading = Double.random(in: 0..<(2 * .pi), using: &rng)
        let steps = Int.random(in: 2...30, using: &rng)
        let comesBack = Bool.random(using: &rng)
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            let along = comesBack ? reach * sin(.pi * progress) * 1.1 : reach * progress
            let wobble = Double.random(in: -2...2, using: &rng)
            finger = GooPoint(
                x: home.x + along * cos(heading) - wobble * sin(heading),
                y: home.y + along * sin(heading) + wobble * cos(heading))
            let pause = Double.random(in: 0..<1, using: &rng) < 0.05 ? 0.06 : 0
            inputs.append(BadgeInput(kind: .move, point: finger, time: tick(0.004...0.02) + pause))
            time += pause
        }
        let ending = Double.random(in: 0..<1, using: &rng)
        if ending < 0.75 {
            let hold = Double.random(in: 0..<1, using: &rng) < 0.1 ? 0.05 : 0
            inputs.append(BadgeInput(kind: .up, point: finger, time: tick(0...0.01) + hold))
            time += hold
        } else if ending < 0.92 {
            inputs.append(BadgeInput(kind: .cancel, point: finger, time: tick(0...0.01)))
        } else {
            inputs.append(BadgeInput(kind: .dismiss, point: finger, time: tick(0...0.01)))
        }
        return inputs
    }

    /// Whether to catch the animation now, and the touch that tries.
    mutating func catchInput(near point: GooPoint) -> BadgeInput? {
        guard Double.random(in: 0..<1, using: &rng) < 0.02 else { return nil }
        let offset = Double.random(in: -6...6, using: &rng)
        return BadgeInput(
            kind: .down, point: GooPoint(x: point.x + offset, y: point.y - offset), time: time)
    }

    /// The next display tick, at 60 to 120 Hz.
    mutating func nextTick() -> Double { tick((1.0 / 120)...(1.0 / 60)) }

    /// Moves the clock to `time` (a frame the controller asked for).
    mutating func setTime(_ newTime: Double) { time = max(time, newTime) }
}

extension GooBadgeController.Frame {
    /// Whether every number a UI reads from the frame is finite (opacities also in `0...1`).
    var isFinite: Bool {
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else { return false }
        if let badge {
            let anchorIsFinite = anchor.map { $0.center.isFinite && $0.radius.isFinite } ?? true
            guard anchorIsFinite, badge.center.isFinite, badge.radius.isFinite,
                badge.width.isFinite
            else { return false }
            guard let outline else { return false }
            for element in outline.path {
                switch element {
                case .move(let p), .line(let p): if !p.isFinite { return false }
                case .quadCurve(let p, let c): if !(p.isFinite && c.isFinite) { return false }
                case .curve(let p, let c1, let c2):
                    if !(p.isFinite && c1.isFinite && c2.isFinite) { return false }
                case .arc(let center, let radius, let start, let end, _):
                    if !(center.isFinite && radius.isFinite && start.radians.isFinite
                        && end.radians.isFinite)
                    {
                        return false
                    }
                case .closeSubpath: break
                }
            }
        }
        return particles.allSatisfy {
            $0.center.isFinite && $0.radius.isFinite && $0.opacity.isFinite
        }
    }
}
