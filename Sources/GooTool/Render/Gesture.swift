import Foundation
import GooGeometry

/// The README's animation, `gesture.svg`: one badge driven through a ``GooDragSession`` and drawn
/// frame by frame from what the library returns.
///
/// Press on the badge, stretch, break past the break distance, come back within range and
/// release: the spring home is ``GooDragSession/SpringBack/frame(at:)`` with the release velocity the pointer
/// had. Then a second pull past the break, released there: the badge bursts into
/// ``GooParticleBurst``'s particles. Every frame's goo is one filled path, the frame's
/// ``GooDragSession/Frame/outline``.
///
/// The frames are `<g class="frame">` groups, hidden but for one: a discrete SMIL animation of
/// `display` (the same duration and endless repeat for all) shows each during its share of the
/// loop, so browsers, GitHub's README among them, play it without script. A renderer without SMIL
/// shows the one left visible, a frame of the stretch. Nothing depends on a clock or a random
/// source: the same library draws the same bytes.
enum Gesture {
    /// Ticks per second: moving frames last one tick, held ones several.
    static let framesPerSecond = 30
    /// Pixels per point at the picture's natural size.
    static let scale = 2.4
    /// Decimal places kept of every coordinate: a hundredth of a point, 0.024 px.
    static let places = 2
    /// The badge at rest: 20 points, 48 px wide at the natural size.
    static let badge = GooCircle(validating: 0, 0, 10)
    /// The seed of the burst's particles.
    static let burstSeed: UInt64 = 7
    /// The font size of the captions, in points.
    static let captionSize = 8.0

    /// One drawing, shown for `ticks` frames of time from `start`.
    struct Frame {
        /// The goo to fill, `nil` once the badge has burst.
        var goo: GooDragSession.Frame?
        /// Where the finger is while it touches.
        var pointer: GooPoint?
        /// The burst's particles, while it flies.
        var particles: [GooParticleBurst.Particle] = []
        /// What is happening.
        var caption: String
        /// How long it shows, in ticks.
        var ticks = 1
        /// When it starts, in ticks from the start of the loop.
        var start = 0
    }

    /// How a pointer moves from one place to another.
    enum Easing {
        /// Slow, fast, slow: a deliberate drag.
        case inOut
        /// Speeding up to the end: a flick, released while still moving.
        case accelerating

        func callAsFunction(_ progress: Double) -> Double {
            switch self {
            case .inOut: (1 - cos(Double.pi * progress)) / 2
            case .accelerating: progress * progress
            }
        }
    }

    /// The point `distance` from the badge's rest position in the direction `degrees` below the
    /// x-axis (y down).
    static func position(_ distance: Double, degrees: Double) -> GooPoint {
        let angle = degrees * Double.pi / 180
        return GooPoint(
            x: badge.center.x + distance * cos(angle), y: badge.center.y + distance * sin(angle))
    }

    /// Records a gesture frame by frame, each frame starting where the last ended.
    struct Recorder {
        var session = GooDragSession(anchor: Gesture.badge)
        private(set) var frames: [Frame] = []
        /// The pointer, while it is down, and where it was one tick earlier.
        private(set) var pointer: GooPoint?
        private var previous: GooPoint?

        mutating func add(_ frame: Frame) {
            var frame = frame
            frame.start = (frames.last.map { $0.start + $0.ticks }) ?? 0
            frames.append(frame)
        }

        /// The session's frame held for `ticks`, with the pointer if it is down.
        mutating func hold(_ ticks: Int, caption: String) {
            add(Frame(goo: session.frame, pointer: pointer, caption: caption, ticks: ticks))
            previous = pointer
        }

        /// Touches down on the badge.
        mutating func press(ticks: Int) throws {
            let position = session.restingAnchor.center
            try session.begin(at: position)
            pointer = position
            hold(ticks, caption: "press on the badge")
        }

        /// Moves the pointer to `target` over `ticks` frames.
        mutating func drag(to target: GooPoint, ticks: Int, easing: Easing) throws {
            guard let from = pointer else { preconditionFailure("drag before press") }
            for tick in 1...ticks {
                let progress = easing(Double(tick) / Double(ticks))
                let position = from + (target - from) * progress
                try session.move(to: position)
                previous = pointer
                pointer = position
                add(Frame(goo: session.frame, pointer: position, caption: caption()))
            }
        }

        /// What the dragged badge is doing now.
        private func caption() -> String {
            let frame = session.frame
            if frame.isAttached { return "stretch: the anchor shrinks" }
            return frame.distance > session.breakDistance
                ? "past the break distance: the link snaps" : "back within range (still broken)"
        }

        /// Lifts the finger where it is, with the velocity it had over the last tick, and
        /// records what follows: the spring home and a rest, or the burst and an empty frame.
        mutating func release(thenRest ticks: Int) throws -> GooDragSession.ReleaseOutcome {
            guard let position = pointer, let previous else {
                preconditionFailure("release before a move")
            }
            let velocity = (position - previous) * Double(Gesture.framesPerSecond)
            let outcome = try session.end(at: position, velocity: velocity)
            pointer = nil
            self.previous = nil
            let tick = 1 / Double(Gesture.framesPerSecond)
            switch outcome {
            case .springBack:
                let home = session.springBack()
                let settled = home.settlingTime() ?? 2
                let count = Int((settled / tick).rounded(.up))
                for index in 0..<count {
                    add(
                        Frame(
                            goo: home.frame(at: Double(index) * tick),
                            caption: "release within range: spring home"))
                }
                add(Frame(goo: home.frame(at: settled), caption: "at rest", ticks: ticks))
            case .dismiss:
                let burst = try GooParticleBurst(
                    center: position, radius: session.dragRadius, seed: Gesture.burstSeed)
                var index = 0
                while !burst.isFinished(at: Double(index) * tick) {
                    let time = Double(index) * tick
                    add(
                        Frame(
                            particles: (0..<burst.count).map { burst.particle($0, at: time) },
                            caption: "release past the break: burst"))
                    index += 1
                }
                add(Frame(caption: "dismissed", ticks: ticks))
            }
            return outcome
        }
    }

    /// The frames of the whole loop, in order.
    static func frames() throws -> [Frame] {
        var recorder = Recorder()
        recorder.hold(18, caption: "at rest")
        try recorder.press(ticks: 9)
        try recorder.drag(to: position(118, degrees: 14), ticks: 39, easing: .inOut)
        recorder.hold(9, caption: "past the break distance: the link snaps")
        try recorder.drag(to: position(94, degrees: 11), ticks: 12, easing: .inOut)
        recorder.hold(6, caption: "back within range (still broken)")
        // Released while moving home: the spring starts with that velocity.
        try recorder.drag(to: position(55, degrees: 6), ticks: 15, easing: .accelerating)
        let first = try recorder.release(thenRest: 18)
        try recorder.press(ticks: 9)
        try recorder.drag(to: position(128, degrees: -8), ticks: 27, easing: .inOut)
        recorder.hold(12, caption: "past the break distance: the link snaps")
        let second = try recorder.release(thenRest: 18)
        precondition(first == .springBack && second == .dismiss, "the script lost its story")
        return recorder.frames
    }

    /// The index of the frame a renderer without SMIL shows: the stretch at its longest.
    static func posterIndex(of frames: [Frame]) -> Int {
        func stretch(_ frame: Frame) -> Double {
            guard let goo = frame.goo, goo.isAttached else { return 0 }
            return goo.distance
        }
        return frames.indices.max { stretch(frames[$0]) < stretch(frames[$1]) } ?? 0
    }

    /// `value` rounded to ``places`` decimals.
    static func rounded(_ value: Double) -> Double {
        let factor = pow(10, Double(places))
        return (value * factor).rounded() / factor
    }

    /// The picture.
    static func svg() throws -> String {
        let frames = try frames()
        let total = frames.last.map { $0.start + $0.ticks } ?? 1
        let poster = posterIndex(of: frames)
        let box = canvas(frames)
        var document = SVGDocument(box: box)
        // The stage: the badge's home and the break distance around it.
        let breakDistance = GooDragSession(anchor: badge).breakDistance
        document.circle(
            badge, fill: "none", stroke: "#bbb", width: 0.6, extra: " stroke-dasharray=\"2\"")
        document.circle(
            GooCircle(validating: badge.center.x, badge.center.y, breakDistance), fill: "none",
            stroke: "#ccc", width: 0.6, extra: " stroke-dasharray=\"1 2\"")
        document.text(
            "break distance",
            at: GooPoint(x: badge.center.x + breakDistance + 1, y: box.minY + 7), size: 5,
            fill: "#999", anchor: "start")
        for (index, frame) in frames.enumerated() {
            document.raw(
                "<g class=\"frame\" display=\"\(index == poster ? "inline" : "none")\">"
                    + visibility(from: frame.start, to: frame.start + frame.ticks, of: total))
            draw(frame, into: &document)
            document.raw("</g>")
        }
        // The captions: one group for each run of frames with the same caption.
        var run = frames.startIndex
        while run < frames.endIndex {
            var end = run + 1
            while end < frames.endIndex, frames[end].caption == frames[run].caption { end += 1 }
            let from = frames[run].start
            let to = frames[end - 1].start + frames[end - 1].ticks
            document.raw(
                "<g class=\"caption\" display=\"\((run..<end).contains(poster) ? "inline" : "none")\">"
                    + visibility(from: from, to: to, of: total))
            document.text(
                frames[run].caption, at: GooPoint(x: box.minX + 6, y: box.maxY - 6),
                size: captionSize, fill: "#333", anchor: "start")
            document.raw("</g>")
            run = end
        }
        return document.rendered(scale: scale)
    }

    /// One frame: the finger's shadow, the goo as one path with the badge's count, and the
    /// particles.
    private static func draw(_ frame: Frame, into document: inout SVGDocument) {
        let n = { SVGDocument.number(rounded($0)) }
        if let pointer = frame.pointer {
            document.raw(
                "<circle cx=\"\(n(pointer.x))\" cy=\"\(n(pointer.y))\" r=\"15\" fill=\"#000\" fill-opacity=\"0.12\"/>"
            )
        }
        if let goo = frame.goo {
            document.path(SVGDocument.pathData(goo.outline.path, places: places), fill: "#f23")
            document.text(
                "3",
                at: GooPoint(x: rounded(goo.badge.center.x), y: rounded(goo.badge.center.y + 4.3)),
                size: 12, fill: "#fff", extra: " font-weight=\"bold\"")
        }
        for particle in frame.particles where particle.radius > 0 && particle.opacity > 0 {
            document.raw(
                "<circle cx=\"\(n(particle.center.x))\" cy=\"\(n(particle.center.y))\" r=\"\(n(particle.radius))\" fill=\"#f23\" fill-opacity=\"\(n(particle.opacity))\"/>"
            )
        }
    }

    /// A discrete SMIL animation showing its element from tick `from` to tick `to` of a loop of
    /// `total` ticks.
    static func visibility(from: Int, to: Int, of total: Int) -> String {
        let n = SVGDocument.number
        let duration = Double(total) / Double(framesPerSecond)
        let start = n(keyTime(from, of: total))
        let end = n(keyTime(to, of: total))
        let (values, keyTimes) =
            switch (from == 0, to == total) {
            case (true, true): ("inline", "0")
            case (true, false): ("inline;none", "0;\(end)")
            case (false, true): ("none;inline", "0;\(start)")
            case (false, false): ("none;inline;none", "0;\(start);\(end)")
            }
        return
            "<animate attributeName=\"display\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" dur=\"\(n(rounded(duration)))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"
    }

    /// Tick `tick` of `total` as a fraction of the loop, to five places: the same text for the
    /// end of one frame and the start of the next, so no instant shows two frames or none.
    static func keyTime(_ tick: Int, of total: Int) -> Double {
        (Double(tick) / Double(total) * 1e5).rounded() / 1e5
    }

    /// The view: everything any frame draws, with a margin and a row for the caption, on whole
    /// multiples of 5 points.
    private static func canvas(_ frames: [Frame]) -> GooBoundingBox {
        var box = GooBoundingBox(around: badge.center)
        func include(_ center: GooPoint, _ radius: Double) {
            box.include(GooPoint(x: center.x - radius, y: center.y - radius))
            box.include(GooPoint(x: center.x + radius, y: center.y + radius))
        }
        for frame in frames {
            if let bounds = frame.goo?.outline.bounds {
                box.include(GooPoint(x: bounds.minX, y: bounds.minY))
                box.include(GooPoint(x: bounds.maxX, y: bounds.maxY))
            }
            if let pointer = frame.pointer { include(pointer, 15) }
            for particle in frame.particles { include(particle.center, particle.radius) }
        }
        func down(_ value: Double) -> Double { (value / 5).rounded(.down) * 5 }
        func up(_ value: Double) -> Double { (value / 5).rounded(.up) * 5 }
        return GooBoundingBox(
            minX: down(box.minX - 5), minY: down(box.minY - 5), maxX: up(box.maxX + 5),
            maxY: up(box.maxY + 5 + captionSize + 6))
    }
}
