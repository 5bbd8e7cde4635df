import Foundation
import GooGeometry
import GooTestSupport
import XCTest

@testable import GooTool

/// The pictures `goo pictures` draws: the gesture animation plays one frame at a time at 30 fps
/// from the library's frames, each goo is one outline, and no label covers another.
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
            guard let goo = frame.goo else {
                XCTAssertEqual(paths.count, 0, "frame \(index)")
                continue
            }
            gooFrames += 1
            XCTAssertEqual(paths.count, 1, "frame \(index)")
            XCTAssertEqual(
                paths.first?.attributes["d"],
                SVGDocument.pathData(goo.outline.path, places: Gesture.places), "frame \(index)")
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
        // Not vacuous: some 4 700 numbers (the outline of a frame whose disks overlap is two arcs).
        XCTAssertGreaterThan(count, 4_000)
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

    func testTheSpringHomeIsTheLibrarysWithTheReleaseVelocity() throws {
        let frames = try Gesture.frames()
        // The first gesture: from its press to the first frame without the finger.
        let release = try XCTUnwrap(
            frames.indices.first { index in
                index > 0 && frames[index].pointer == nil && frames[index - 1].pointer != nil
            })
        let press = try XCTUnwrap(frames[..<release].lastIndex { $0.pointer == nil }) + 1
        let pointers = frames[press..<release].compactMap(\.pointer)
        XCTAssertGreaterThan(pointers.count, 30)
        var session = GooDragSession(anchor: Gesture.badge)
        try session.begin(at: pointers[0])
        for pointer in pointers.dropFirst() { try session.move(to: pointer) }
        XCTAssertTrue(session.hasBroken, "the first gesture breaks the link")
        let velocity = (pointers[pointers.count - 1] - pointers[pointers.count - 2]) * 30
        XCTAssertGreaterThan(velocity.length, 50, "released while moving")
        XCTAssertEqual(
            try session.end(at: pointers[pointers.count - 1], velocity: velocity), .springBack)
        let home = session.springBack()
        let spring = frames[release...].prefix { $0.pointer == nil && $0.goo != nil }
        let settling = try XCTUnwrap(home.settlingTime())
        XCTAssertGreaterThanOrEqual(Double(spring.count), settling * 30)
        for (tick, frame) in spring.dropLast().enumerated() {
            XCTAssertEqual(frame.goo, home.frame(at: Double(tick) / 30), "tick \(tick)")
        }
        XCTAssertEqual(spring.last?.goo, home.frame(at: settling))
    }

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
            ("filmstrip.svg", try FilmStrip.svg(), "#f23", 4 * 10),
        ]
        forEachRow(rows) { row in
            let filled = SVGElement.all(in: row.svg).filter { $0.attributes["fill"] == row.fill }
            // Overlapping translucent shapes would darken where they overlap.
            XCTAssertEqual(filled.map(\.tag), Array(repeating: "path", count: row.goos), row.name)
        }
    }

    // MARK: helpers

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
