import Foundation
import GooGeometry
import GooTestSupport
import XCTest

@testable import GooTool

/// The pictures `goo pictures` draws: the gesture animation plays one frame at a time at 30 fps
/// from the badge controller's frames, its pinch-offs frame by frame, each goo is one outline,
/// and no label covers another.
final class PictureTests: XCTestCase {
    // MARK: gesture.svg

    func testGestureShowsOneFrameAtATimeThroughTheLoop() throws {
        let svg = try Gesture.svg()
        let frames = SVGElement.groups(of: "frame", in: svg)
        let model = try Gesture.frames()
        XCTAssertEqual(frames.count, model.count)
        XCTAssertGreaterThanOrEqual(frames.count, 100)
        let shows = try frames.map { try XCTUnwrap(Shown(group: $0)) }
        XCTAssertEqual(shows.first?.start, 0)
        XCTAssertEqual(shows.last?.end, 1)
        for (earlier, later) in zip(shows, shows.dropFirst()) {
            XCTAssertLessThan(earlier.start, later.start)
            // No instant with two frames or none.
            XCTAssertEqual(earlier.end, later.start)
        }
        let durations = Set(shows.map(\.duration))
        XCTAssertEqual(durations.count, 1, "one loop for every frame")
        // The moving frames last one tick of 30 fps.
        let loop = try XCTUnwrap(durations.first)
        let shortest = try XCTUnwrap(shows.map { ($0.end - $0.start) * loop }.min())
        XCTAssertEqual(shortest, 1.0 / 30, accuracy: 2e-4)
        // A renderer without SMIL shows exactly one frame.
        XCTAssertEqual(frames.filter { $0.first?.attributes["display"] == "inline" }.count, 1)
    }

    func testEveryGooFrameIsTheFramesOneOutline() throws {
        let frames = SVGElement.groups(of: "frame", in: try Gesture.svg())
        let model = try Gesture.frames()
        XCTAssertEqual(frames.count, model.count)
        var gooFrames = 0
        for (index, (group, frame)) in zip(frames, model).enumerated() {
            let paths = group.filter { $0.tag == "path" }
            // The anchor, the badge and the connector are not drawn as shapes of their own.
            XCTAssertFalse(
                group.contains { $0.tag == "circle" && $0.attributes["fill-opacity"] == nil },
                "frame \(index)")
            guard let outline = frame.goo.outline else {
                XCTAssertEqual(paths.count, 0, "frame \(index)")
                continue
            }
            gooFrames += 1
            XCTAssertEqual(paths.count, 1, "frame \(index)")
            XCTAssertEqual(
                paths.first?.attributes["d"],
                SVGDocument.pathData(outline.path, places: Gesture.places), "frame \(index)")
            XCTAssertEqual(paths.first?.attributes["fill"], "#f23", "frame \(index)")
        }
        XCTAssertGreaterThanOrEqual(gooFrames, 100)
    }

    func testEveryNumberInTheGestureIsFinite() throws {
        var count = 0
        for element in SVGElement.all(in: try Gesture.svg()) {
            for (name, value) in element.attributes
            where Self.numericAttributes.contains(name) {
                for token in value.split(whereSeparator: { " ;,MLQCAZ".contains($0) }) {
                    let number = Double(token.hasSuffix("s") ? token.dropLast() : token)
                    XCTAssertTrue(number?.isFinite == true, "\(name)=\"\(value)\"")
                    count += 1
                }
            }
        }
        // Not vacuous: some 5 600 numbers (the outline of a frame whose disks overlap is two arcs).
        XCTAssertGreaterThan(count, 5_000)
    }

    func testTheGestureBadgeIsAtLeastFortyPixelsWide() throws {
        let elements = SVGElement.all(in: try Gesture.svg())
        let root = try XCTUnwrap(elements.first { $0.tag == "svg" })
        let width = try XCTUnwrap(root.attributes["width"].flatMap { Double($0) })
        let viewBox = try XCTUnwrap(root.attributes["viewBox"]).split(separator: " ").compactMap {
            Double($0)
        }
        XCTAssertEqual(viewBox.count, 4)
        let pixelsPerPoint = width / viewBox[2]
        // The first frame is the badge at rest; its outline's on-curve points span no more
        // than the badge.
        let rest = try XCTUnwrap(SVGElement.groups(of: "frame", in: elements).first)
        let path = try XCTUnwrap(rest.first { $0.tag == "path" }?.attributes["d"])
        let xs = Self.onCurvePoints(path).map(\.x)
        let diameter = try XCTUnwrap(xs.max()) - XCTUnwrap(xs.min())
        XCTAssertGreaterThanOrEqual(diameter * pixelsPerPoint, 40)
        XCTAssertLessThan(try Gesture.svg().utf8.count, 300_000)
    }

    func testTheGestureEndsInABurstOfParticles() throws {
        let svg = try Gesture.svg()
        let frames = SVGElement.groups(of: "frame", in: svg)
        let particleCounts = frames.map { group in
            group.filter { $0.tag == "circle" && $0.attributes["fill"] == "#f23" }.count
        }
        let burst = try XCTUnwrap(particleCounts.firstIndex { $0 > 0 })
        // The badge is drawn until the release, then bursts into GooParticleBurst's 12.
        XCTAssertTrue(frames[burst - 1].contains { $0.tag == "path" })
        XCTAssertEqual(particleCounts[burst], 12)
        let flying = particleCounts[burst...].prefix { $0 > 0 }.count
        XCTAssertGreaterThanOrEqual(flying, 15, "the burst lasts about 0.6 s at 30 fps")
        XCTAssertFalse(frames[(burst + flying)...].contains { $0.contains { $0.tag == "path" } })
        let captions = SVGElement.groups(of: "caption", in: svg).compactMap {
            $0.first { $0.tag == "text" }?.text
        }
        XCTAssertTrue(captions.contains { $0.contains("burst") }, "\(captions)")
        XCTAssertTrue(captions.contains { $0.contains("spring home") }, "\(captions)")
    }

    func testEveryFrameIsTheControllersForTheTouchesAtItsTime() throws {
        let frames = try Gesture.frames()
        // The touches read back from the frames: a finger that appears touches down, one that
        // moves moves, one that goes lifts where it was; the clock passes in between.
        var controller = try GooBadgeController(badge: Gesture.badge)
        var previous: GooPoint?
        var releases: [(velocity: GooVector, phase: GooBadgeController.Phase)] = []
        for (index, frame) in frames.enumerated() {
            switch (previous, frame.pointer) {
            case (nil, let point?):
                let events = try controller.touchDown(at: point, time: frame.time)
                XCTAssertTrue(events.contains(.grabbed), "frame \(index)")
            case (let from?, let point?) where from != point:
                try controller.touchMoved(to: point, time: frame.time)
            case (let from?, nil):
                try controller.touchUp(at: from, time: frame.time)
                releases.append((controller.releaseVelocity, controller.phase))
            default:
                try controller.advance(to: frame.time)
            }
            previous = frame.pointer
            XCTAssertEqual(frame.goo, controller.frame(at: frame.time), "frame \(index)")
        }
        // Two gestures: the first released within range while still moving home (so the spring
        // starts with that velocity), the second past the break.
        XCTAssertEqual(releases.map(\.phase), [.returning, .bursting])
        let flick = try XCTUnwrap(releases.first?.velocity)
        XCTAssertGreaterThan(flick.length, 50, "released while moving")
        XCTAssertLessThan(flick.x, 0, "towards home")
        // The return ends exactly at rest, drawn as the badge before the drag.
        let rest = try GooBadgeController(badge: Gesture.badge).frame(at: 0)
        let returned = try XCTUnwrap(frames.firstIndex { $0.caption.contains("spring home") })
        let after = try XCTUnwrap(frames[returned...].first { !$0.caption.contains("spring home") })
        XCTAssertEqual(after.goo, rest)
        XCTAssertEqual(after.caption, "at rest")
        XCTAssertEqual(frames.first?.goo, rest)
    }

    func testTheFirstBreakPinchesOffFrameByFrameAtAQuarterOfTheSpeed() throws {
        let frames = try Gesture.frames()
        let svg = SVGElement.groups(of: "frame", in: try Gesture.svg())
        XCTAssertEqual(svg.count, frames.count)
        let pinch = try XCTUnwrap(Self.pinch(in: frames, slow: true))
        // A quarter of the speed: 120 frames a second of the gesture's time, each shown for one
        // tick of 30 fps.
        for (earlier, later) in zip(pinch.dropLast(), pinch.dropFirst()) {
            XCTAssertEqual(frames[later].time - frames[earlier].time, 1.0 / 120, accuracy: 1e-12)
            XCTAssertEqual(frames[earlier].ticks, 1)
        }
        // It lasts at least GooBadgeController.pinchDuration, 0.1 s: 12 frames or more.
        let broken = try XCTUnwrap(frames[pinch.upperBound...].first)
        XCTAssertGreaterThanOrEqual(broken.time - frames[pinch.lowerBound].time, 0.1 - 1e-12)
        XCTAssertGreaterThanOrEqual(pinch.count, 12)
        XCTAssertEqual(broken.caption, "broken: the badge goes alone")
        Self.assertPinchesOff(pinch, frames: frames, svg: svg)
    }

    func testTheSecondBreakPinchesOffAtFullSpeed() throws {
        let frames = try Gesture.frames()
        let svg = SVGElement.groups(of: "frame", in: try Gesture.svg())
        let pinch = try XCTUnwrap(Self.pinch(in: frames, slow: false))
        for (earlier, later) in zip(pinch.dropLast(), pinch.dropFirst()) {
            XCTAssertEqual(frames[later].time - frames[earlier].time, 1.0 / 30, accuracy: 1e-12)
        }
        // 0.1 s to about 0.15 s (a bridge of up to 100 pt at 700 pt/s) at 30 fps.
        XCTAssertTrue((3...5).contains(pinch.count), "\(pinch.count) frames")
        Self.assertPinchesOff(pinch, frames: frames, svg: svg)
    }

    // MARK: labels and fills of the stills
    // MARK: labels and fills of the stills

    func testNoLabelOfTheStylesPictureCoversAnotherOrAPoint() {
        let elements = SVGElement.all(in: Pictures.styles())
        let texts = Self.textBoxes(elements)
        XCTAssertEqual(texts.count, 4 + 6 + 8 + 6 + 8, "four titles and every point's label")
        Self.assertClear(texts, of: Self.dotBoxes(elements), "styles.svg")
    }

    func testEveryLabelIsNearItsPoint() {
        let anchor = GooCircle(validating: 0, 0, 10)
        let drag = GooCircle(validating: 50, 20, 13)
        forEachRow(FilmStrip.styles) { entry in
            let scene = Scene(
                anchor: anchor, badge: GooCapsule(drag), style: ToolStyle(entry.style),
                construction: true)
            let labels = scene.labels()
            XCTAssertEqual(labels.count, scene.connector?.labelledPoints.count, entry.name)
            for label in labels {
                let dx = max(label.box.minX - label.point.x, 0, label.point.x - label.box.maxX)
                let dy = max(label.box.minY - label.point.y, 0, label.point.y - label.box.maxY)
                XCTAssertLessThan((dx * dx + dy * dy).squareRoot(), 13 * 0.38 * 1.5, entry.name)
            }
        }
    }

    func testConstructionLabelsStayClearOnCloseCircles() {
        let circles: [(anchor: String, drag: String)] = [
            ("0,0,10", "21,0,10"),  // nearly touching
            ("0,0,10", "20,0,10"),  // touching
            ("0,0,10", "8,3,10"),  // overlapping
            ("0,0,6", "19,2,10"),  // unequal
            ("0,0,10", "22,6,6"),
            ("0,0,10", "3,-4,8"),  // nearly nested
        ]
        let rows = circles.flatMap { pair in
            ["quadratic", "cubic", "tangent", "metaball"].map { (pair.anchor, pair.drag, $0) }
        }
        forEachRow(rows) { row in
            let svg = try RenderCommand.run([
                "--anchor", row.0, "--drag", row.1, "--style", row.2, "--construction", "-o", "-",
            ]).text
            let elements = SVGElement.all(in: svg)
            let texts = Self.textBoxes(elements)
            Self.assertClear(texts, of: Self.dotBoxes(elements), "\(row)")
            // Every label inside the picture.
            let viewBox = (elements.first?.attributes["viewBox"] ?? "").split(separator: " ")
                .compactMap { Double($0) }
            XCTAssertEqual(viewBox.count, 4, "\(row)")
            guard viewBox.count == 4 else { return }
            for text in texts {
                XCTAssertTrue(
                    text.box.minX >= viewBox[0] && text.box.minY >= viewBox[1]
                        && text.box.maxX <= viewBox[0] + viewBox[2]
                        && text.box.maxY <= viewBox[1] + viewBox[3], "\(row): \(text.text)")
            }
        }
    }

    func testEachGooOfTheStillsIsFilledAsOneShape() throws {
        let rows: [(name: String, svg: String, fill: String, goos: Int)] = [
            ("styles.svg", Pictures.styles(), "#f23a", 4),
            ("filmstrip.svg", try FilmStrip.svg(), "#f23", 4 * 15),
        ]
        forEachRow(rows) { row in
            let filled = SVGElement.all(in: row.svg).filter { $0.attributes["fill"] == row.fill }
            // Overlapping translucent shapes would darken where they overlap.
            XCTAssertEqual(filled.map(\.tag), Array(repeating: "path", count: row.goos), row.name)
        }
    }

    // MARK: helpers

    /// The frames of a pinch-off, from the break to the last before the badge goes alone: the
    /// first run captioned as slowed (`slow`) or not.
    private static func pinch(in frames: [Gesture.Frame], slow: Bool) -> Range<Int>? {
        func isPinch(_ frame: Gesture.Frame) -> Bool {
            (frame.caption.hasPrefix("past the break: the neck thins")
                || frame.caption.hasPrefix("parted: each side draws back"))
                && frame.caption.hasSuffix("(¼ speed)") == slow
        }
        guard let start = frames.firstIndex(where: isPinch) else { return nil }
        let end = frames[start...].firstIndex { !isPinch($0) } ?? frames.endIndex
        return start..<end
    }

    /// Asserts that a pinch's frames show the neck thin and part: first the whole link (one
    /// closed outline, the anchor drawn), then the two parts as two closed subpaths of the one
    /// path, the anchor shrinking to nothing; every frame the badge's, at the finger.
    private static func assertPinchesOff(
        _ pinch: Range<Int>, frames: [Gesture.Frame], svg: [[SVGElement]],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let thinning = pinch.prefix { frames[$0].caption.hasPrefix("past the break") }
        let parted = pinch.dropFirst(thinning.count)
        XCTAssertGreaterThanOrEqual(thinning.count, 2, file: file, line: line)
        XCTAssertGreaterThanOrEqual(parted.count, 2, file: file, line: line)
        func subpaths(_ index: Int) -> Int {
            let path = svg[index].first { $0.tag == "path" }?.attributes["d"] ?? ""
            return path.split(separator: " ").filter { $0 == "M" }.count
        }
        for index in thinning {
            XCTAssertEqual(subpaths(index), 1, "frame \(index)", file: file, line: line)
            XCTAssertNotNil(frames[index].goo.anchor, "frame \(index)", file: file, line: line)
        }
        // Parted: the anchor's side and the badge's, each closed.
        let first = parted.startIndex
        XCTAssertEqual(subpaths(first), 2, "frame \(first)", file: file, line: line)
        let path = svg[first].first { $0.tag == "path" }?.attributes["d"] ?? ""
        XCTAssertEqual(
            path.split(separator: " ").filter { $0 == "Z" }.count, 2, file: file, line: line)
        var radius = Double.infinity
        for index in pinch {
            let anchor = frames[index].goo.anchor?.radius ?? 0
            XCTAssertLessThanOrEqual(anchor, radius, "frame \(index)", file: file, line: line)
            radius = anchor
            XCTAssertNotNil(frames[index].pointer, "frame \(index)", file: file, line: line)
        }
        XCTAssertNil(frames[pinch.upperBound].goo.anchor, file: file, line: line)
        XCTAssertEqual(subpaths(pinch.upperBound), 1, file: file, line: line)
    }

    private static let numericAttributes: Set = [
        "x", "y", "cx", "cy", "r", "width", "height", "viewBox", "d", "keyTimes", "dur",
        "fill-opacity", "stroke-width", "font-size", "x1", "y1", "x2", "y2",
    ]

    /// The end points of a path's commands: points on the curve, unlike its controls.
    private static func onCurvePoints(_ data: String) -> [GooPoint] {
        var points: [GooPoint] = []
        var numbers: [Double] = []
        for token in data.split(separator: " ") + [Substring("M")] {
            if let number = Double(token) {
                numbers.append(number)
            } else {
                if numbers.count >= 2 {
                    points.append(GooPoint(x: numbers[numbers.count - 2], y: numbers.last ?? 0))
                }
                numbers = []
            }
        }
        return points
    }

    /// Every text's estimated box, moved by the `translate(x 0)` of its group.
    private static func textBoxes(_ elements: [SVGElement]) -> [(text: String, box: GooBoundingBox)]
    {
        var result: [(String, GooBoundingBox)] = []
        for (element, dx) in placed(elements) where element.tag == "text" {
            guard let x = element.number("x"), let y = element.number("y"),
                let size = element.number("font-size")
            else {
                XCTFail("text without a position: \(element)")
                continue
            }
            let box = LabelLayout.box(
                of: element.text, at: GooPoint(x: x + dx, y: y), size: size,
                textAnchor: element.attributes["text-anchor"] ?? "start")
            result.append((element.text, box))
        }
        return result
    }

    /// The boxes of the construction's dots (the points), moved like their labels.
    private static func dotBoxes(_ elements: [SVGElement]) -> [GooBoundingBox] {
        placed(elements).compactMap { element, dx in
            guard element.tag == "circle",
                ["#111", "#1565c0"].contains(element.attributes["fill"]),
                let x = element.number("cx"), let y = element.number("cy"),
                let r = element.number("r")
            else { return nil }
            return GooBoundingBox(minX: x + dx - r, minY: y - r, maxX: x + dx + r, maxY: y + r)
        }
    }

    /// Each element with the x translation of the group it is in.
    private static func placed(_ elements: [SVGElement]) -> [(SVGElement, Double)] {
        var dx = 0.0
        return elements.map { element in
            if element.tag == "g" {
                let transform = element.attributes["transform"] ?? ""
                dx =
                    transform.hasPrefix("translate(")
                    ? Double(transform.dropFirst(10).prefix { $0 != " " && $0 != ")" }) ?? 0 : 0
            } else if element.tag == "/g" {
                dx = 0
            }
            return (element, dx)
        }
    }

    /// Asserts that no two texts overlap and no text covers a dot.
    private static func assertClear(
        _ texts: [(text: String, box: GooBoundingBox)], of dots: [GooBoundingBox], _ name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(dots.isEmpty, name, file: file, line: line)
        for (index, text) in texts.enumerated() {
            for other in texts[(index + 1)...] {
                XCTAssertEqual(
                    LabelLayout.overlap(text.box, other.box), 0,
                    "\(name): \(text.text) overlaps \(other.text)", file: file, line: line)
            }
            for dot in dots {
                XCTAssertEqual(
                    LabelLayout.overlap(text.box, dot), 0,
                    "\(name): \(text.text) covers the point at \(dot)", file: file, line: line)
            }
        }
    }
}

/// One element of the pictures' SVG, which puts each element's attributes in `name="value"`
/// form and escapes `<`, `>` and `"` in text: enough to read them back without an XML parser.
private struct SVGElement: CustomStringConvertible {
    /// The tag, `/g` for a group's end.
    var tag: String
    var attributes: [String: String]
    /// The text up to the next element.
    var text: String

    var description: String { "<\(tag) \(attributes)>\(text)" }

    func number(_ name: String) -> Double? { attributes[name].flatMap { Double($0) } }

    /// Every element of a document, in order, end tags included.
    static func all(in svg: String) -> [SVGElement] {
        svg.split(separator: "<").compactMap { piece in
            guard let close = piece.firstIndex(of: ">") else { return nil }
            var head = piece[..<close]
            if head.hasSuffix("/") { head = head.dropLast() }
            let tag = String(head.prefix { $0 != " " })
            var attributes: [String: String] = [:]
            // ` name="value"` pairs: the quotes split the head into names and values.
            let parts = head.dropFirst(tag.count).split(
                separator: "\"", omittingEmptySubsequences: false)
            for pair in stride(from: 0, to: parts.count - 1, by: 2) {
                let name = parts[pair].trimmingCharacters(in: .whitespaces).dropLast()
                attributes[String(name)] = String(parts[pair + 1])
            }
            let text = piece[piece.index(after: close)...].trimmingCharacters(
                in: .whitespacesAndNewlines)
            return SVGElement(tag: tag, attributes: attributes, text: text)
        }
    }

    /// The contents of every `<g class="…">` of a class, each starting with the group itself.
    static func groups(of className: String, in svg: String) -> [[SVGElement]] {
        groups(of: className, in: all(in: svg))
    }

    static func groups(of className: String, in elements: [SVGElement]) -> [[SVGElement]] {
        var result: [[SVGElement]] = []
        var current: [SVGElement]?
        for element in elements {
            if element.tag == "g", element.attributes["class"] == className {
                current = [element]
            } else if element.tag == "/g", let group = current {
                result.append(group)
                current = nil
            } else {
                current?.append(element)
            }
        }
        return result
    }
}

/// When a group is shown: its discrete `display` animation read back.
private struct Shown {
    /// The share of the loop where it appears and where it goes.
    var start: Double
    var end: Double
    /// The loop, in seconds.
    var duration: Double

    init?(group: [SVGElement]) {
        guard
            let animate = group.first(where: { $0.tag == "animate" }),
            animate.attributes["attributeName"] == "display",
            animate.attributes["calcMode"] == "discrete",
            animate.attributes["repeatCount"] == "indefinite",
            let values = animate.attributes["values"]?.split(separator: ";"),
            let keyTimes = animate.attributes["keyTimes"]?.split(separator: ";").compactMap({
                Double($0)
            }),
            values.count == keyTimes.count, keyTimes.first == 0,
            let shown = values.firstIndex(of: "inline"),
            values.filter({ $0 == "inline" }).count == 1,
            let duration = animate.attributes["dur"].flatMap({ Double($0.dropLast()) })
        else { return nil }
        start = keyTimes[shown]
        end = shown + 1 < keyTimes.count ? keyTimes[shown + 1] : 1
        self.duration = duration
    }
}
