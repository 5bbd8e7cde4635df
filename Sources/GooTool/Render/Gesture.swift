import Foundation
import GooGeometry

/// The README's animation, `gesture.svg`: one badge driven through a ``GooBadgeController`` with
/// timed touches and drawn frame by frame from what its ``GooBadgeController/frame(at:)`` answers.
///
/// Press on the badge, stretch, pull past the break distance — the link pinches off: its neck
/// thins, parts, and each side draws back into its own body — come back within range and
/// release: the controller springs the badge home with the velocity it estimated from the
/// finger. Then a second pull past the break, released there: the badge bursts into the
/// controller's particles. Every frame's goo is one filled path, the frame's
/// ``GooBadgeController/Frame/outline``.
///
/// The first pinch-off plays at a quarter of the speed (``slowMotion``): at 30 frames a second
/// its eighth of a second would be four frames, too quick to read. The clock slows only while
/// the link pinches, and the caption says so; the finger slows with it, so every frame is one
/// the controller draws for that gesture. The second break pinches off at full speed.
///
/// The frames are `<g class="frame">` groups, hidden but for one: a discrete SMIL animation of
/// `display` (the same duration and endless repeat for all) shows each during its share of the
/// loop, so browsers, GitHub's README among them, play it without script. A renderer without SMIL
/// shows the one left visible, the neck at its thinnest. Nothing depends on a clock or a random
/// source: the gesture's times are whole multiples of a sub-tick, and the burst's particles come
/// from the controller's own seed, so the same library draws the same bytes.
enum Gesture {
    /// Ticks per second of the picture: moving frames last one tick, held ones several.
    static let framesPerSecond = 30
    /// How many times slower the first pinch-off plays: one tick of the picture is a quarter of a
    /// tick of the gesture while it lasts (120 frames a second of the gesture's time).
    static let slowMotion = 4
    /// Pixels per point at the picture's natural size.
    static let scale = 2.4
    /// Decimal places kept of every coordinate: a hundredth of a point, 0.024 px.
    static let places = 2
    /// The badge at rest: 20 points, 48 px wide at the natural size.
    static let badge = GooCircle(validating: 0, 0, 10)
    /// The font size of the captions, in points.
    static let captionSize = 8.0

    /// One drawing, shown for `ticks` frames of time from `start`.
    struct Frame {
        /// What the controller draws at ``time``: the goo, or the burst's particles, or nothing.
        var goo: GooBadgeController.Frame
        /// Where the finger is while it touches.
        var pointer: GooPoint?
        /// What is happening.
        var caption: String
        /// The gesture's time of the drawing, in seconds.
        var time: Double
        /// How long it shows, in ticks.
        var ticks = 1
        /// When it starts, in ticks from the start of the loop.
        var start = 0

        /// The burst's particles, while it flies.
        var particles: GooBadgeController.Particles { goo.particles }
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

    /// Records a gesture frame by frame: each operation moves the gesture's clock on a tick (or,
    /// in slow motion, a sub-tick), feeds the controller, and records what it draws then.
    struct Recorder {
        private(set) var controller: GooBadgeController
        private(set) var frames: [Frame] = []
        /// Where the finger is while it touches.
        private(set) var pointer: GooPoint?
        /// Whether a pinch-off (or a growth) that starts now plays at ``Gesture/slowMotion``.
        var slowsPinches = false
        /// The gesture's clock in sub-ticks, a ``Gesture/slowMotion``th of a tick each: whole
        /// numbers, so that no time drifts by rounding.
        private var subticks = 0
        private let breakDistance: Double

        init() throws {
            controller = try GooBadgeController(badge: Gesture.badge)
            breakDistance = GooDragSession(anchor: Gesture.badge).breakDistance
        }

        /// The gesture's time, in seconds.
        var time: Double { Double(subticks) / Double(Gesture.framesPerSecond * Gesture.slowMotion) }

        /// Whether a finger drags the badge while its link pinches off or grows back, the one
        /// thing that moves on its own during a drag.
        var isPinching: Bool {
            guard case .dragging = controller.phase else { return false }
            return controller.animationEndTime != nil
        }

        /// Whether the clock runs slow now.
        private var isSlow: Bool { slowsPinches && isPinching }

        /// Moves the clock on by one tick of the picture: a tick of the gesture, or a sub-tick in
        /// slow motion.
        private mutating func tick() {
            subticks += isSlow ? 1 : Gesture.slowMotion
        }

        /// Records what the controller draws now for `ticks` ticks, lengthening the last frame
        /// instead when it is the same drawing with the same caption (a hold, a rest).
        mutating func record(_ caption: String, ticks: Int = 1) {
            let goo = controller.frame(at: time)
            if var last = frames.last, last.goo == goo, last.pointer == pointer,
                last.caption == caption
            {
                last.ticks += ticks
                frames[frames.count - 1] = last
                return
            }
            let start = frames.last.map { $0.start + $0.ticks } ?? 0
            frames.append(
                Frame(
                    goo: goo, pointer: pointer, caption: caption, time: time, ticks: ticks,
                    start: start))
        }

        /// Lets `ticks` ticks pass with the finger where it is, or lifted.
        mutating func hold(_ ticks: Int, caption: String? = nil) throws {
            for _ in 0..<ticks {
                tick()
                try controller.advance(to: time)
                record(caption ?? self.caption())
            }
        }

        /// Touches down on the badge's centre, and holds it for `ticks` ticks.
        mutating func press(ticks: Int) throws {
            tick()
            let position = controller.badge.center
            let events = try controller.touchDown(at: position, time: time)
            precondition(events.contains(.grabbed), "the press missed the badge")
            pointer = position
            record("press on the badge")
            try hold(ticks - 1, caption: "press on the badge")
        }

        /// Moves the finger to `target` over `ticks` ticks of the gesture's time, a move a tick
        /// (a sub-tick in slow motion).
        mutating func drag(to target: GooPoint, ticks: Int, easing: Easing) throws {
            guard let from = pointer else { preconditionFailure("drag before press") }
            let start = subticks
            let total = ticks * Gesture.slowMotion
            while subticks - start < total {
                tick()
                subticks = Swift.min(subticks, start + total)
                let position =
                    from + (target - from) * easing(Double(subticks - start) / Double(total))
                try controller.touchMoved(to: position, time: time)
                pointer = position
                record(caption())
            }
        }

        /// What the dragged badge is doing now.
        private func caption() -> String {
            guard case .dragging(let isAttached) = controller.phase else { return "" }
            let pace = isSlow ? " (¼ speed)" : ""
            if isPinching {
                return isAttached
                    ? "past the break: the neck thins" + pace
                    : "parted: each side draws back" + pace
            }
            if isAttached { return "stretch: the anchor shrinks" }
            let center = controller.frame(at: time).badge?.center ?? Gesture.badge.center
            return (center - Gesture.badge.center).length > breakDistance
                ? "broken: the badge goes alone" : "back within range (still broken)"
        }

        /// Lifts the finger where it is and records what follows until it is over — the spring
        /// home or the burst — then `ticks` ticks of what is left: the badge at rest, or nothing.
        mutating func release(thenRest ticks: Int) throws -> GooBadgeController.Phase {
            guard let position = pointer else { preconditionFailure("release before press") }
            try controller.touchUp(at: position, time: time)
            pointer = nil
            let caption =
                controller.phase == .bursting
                ? "release past the break: burst" : "release within range: spring home"
            record(caption)
            while true {
                tick()
                try controller.advance(to: time)
                guard controller.phase == .returning || controller.phase == .bursting else { break }
                record(caption)
            }
            record(controller.phase == .resting ? "at rest" : "dismissed", ticks: ticks)
            return controller.phase
        }
    }

    /// The frames of the whole loop, in order.
    static func frames() throws -> [Frame] {
        var recorder = try Recorder()
        recorder.record("at rest", ticks: 18)
        try recorder.press(ticks: 9)
        // The first break pinches off in slow motion, the finger still moving away.
        recorder.slowsPinches = true
        try recorder.drag(to: position(118, degrees: 14), ticks: 39, easing: .inOut)
        try recorder.hold(9)
        recorder.slowsPinches = false
        try recorder.drag(to: position(94, degrees: 11), ticks: 12, easing: .inOut)
        try recorder.hold(6)
        // Released while moving home: the spring starts with the finger's velocity.
        try recorder.drag(to: position(55, degrees: 6), ticks: 15, easing: .accelerating)
        let first = try recorder.release(thenRest: 18)
        try recorder.press(ticks: 9)
        try recorder.drag(to: position(128, degrees: -8), ticks: 27, easing: .inOut)
        try recorder.hold(12)
        let second = try recorder.release(thenRest: 18)
        precondition(first == .resting && second == .dismissed, "the script lost its story")
        return recorder.frames
    }

    /// The index of the frame a renderer without SMIL shows: the neck at its thinnest, the last
    /// frame with the link whole before it first parts (the last such frame if it never parts).
    static func posterIndex(of frames: [Frame]) -> Int {
        let attached = frames.indices.filter { frames[$0].goo.phase == .dragging(isAttached: true) }
        if let parted = frames.firstIndex(where: { $0.goo.phase == .dragging(isAttached: false) }),
            let thinnest = attached.last(where: { $0 < parted })
        {
            return thinnest
        }
        return attached.last ?? 0
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
        if let outline = frame.goo.outline, let center = frame.goo.textCenter {
            document.path(SVGDocument.pathData(outline.path, places: places), fill: "#f23")
            document.text(
                "3", at: GooPoint(x: rounded(center.x), y: rounded(center.y + 4.3)), size: 12,
                fill: "#fff", extra: " font-weight=\"bold\"")
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
            if let bounds = frame.goo.outline?.bounds {
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
