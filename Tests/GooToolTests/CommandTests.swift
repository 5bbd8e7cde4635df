import Foundation
import GooTestSupport
import XCTest

@testable import GooTool

/// The human-facing commands: flags, errors that name the flag, help, deterministic pictures.
final class CommandTests: XCTestCase {
    func testRenderWritesAnSVGWithTheRequestedParts() throws {
        let svg = try RenderCommand.run([
            "--anchor", "0,0,10", "--drag", "60,40,10", "--style", "cubic", "--angle", "5",
            "--outline",
            "--construction", "--fill", "#f23", "--stroke", "white", "-o", "-",
        ]).text
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("stroke=\"white\""))
        XCTAssertTrue(svg.contains("fill=\"#f23\""))
        for label in ["A", "B", "C", "D", "O1", "O2", "P1", "P2"] {
            XCTAssertTrue(svg.contains(">\(label)</text>"), label)
        }
    }

    func testRenderWithNoFlagsDrawsTheDefaultConfiguration() throws {
        let svg = try RenderCommand.run(["--output=-"]).text
        XCTAssertTrue(svg.contains("<circle"))
        XCTAssertTrue(svg.contains("<path d=\"M "))
    }

    func testBadFlagsAreNamed() {
        let rows: [(arguments: [String], prefix: String)] = [
            (["--anchor", "0,0"], "--anchor: expected 3 comma-separated numbers"),
            (["--anchor", "0,0,-1"], "--anchor: circle radius must be ≥ 0"),
            (["--drag", "nan,0,1"], "--drag: expected a finite number for x, got \"nan\""),
            (["--style", "wobbly"], "--style: unknown style"),
            (["--style", "cubic", "--angle", "90"], "--angle: "),
            (["--style", "cubic", "--fractions", "0.1,2"], "--fractions: "),
            (["--style", "metaball", "--spread", "3"], "--spread: "),
            (["--colour", "red"], "--colour: unknown option"),
            (["--fill"], "--fill: needs a value"),
            (["--outline=yes"], "--outline: takes no value"),
        ]
        forEachRow(rows) { row in
            // `run` throws `InputError`, which is not Equatable and is checked by prefix, so
            // `assertThrows` does not fit.
            do throws(InputError) {
                _ = try RenderCommand.run(["-o", "-"] + row.arguments)
                XCTFail("accepted \(row.arguments)")
            } catch {
                XCTAssertTrue(
                    error.message.hasPrefix(row.prefix), "\(row.arguments): \(error.message)")
            }
        }
    }

    // Anchor (0, 0, 10), drag (60, 0, 10): the hand case, A (0, 10) … P (30, −10).
    func testPointsPrintsATableOrTheEvalAnswer() throws {
        let table = try PointsCommand.run(["--drag", "60,0,10"]).text
        XCTAssertTrue(table.contains("O      30                      10"), table)
        let json = try PointsCommand.run(["--drag", "60,0,10", "--json"]).text
        XCTAssertEqual(
            json,
            #"{"ok":true,"points":{"A":[0,10],"B":[0,-10],"C":[60,-10],"D":[60,10],"O":[30,10],"P":[30,-10]}}"#
                + "\n")
        let nested = try PointsCommand.run(["--drag", "0,0,4"]).text
        XCTAssertTrue(nested.hasPrefix("no connector"), nested)
    }

    func testHelpListsEveryOptionWithItsDefault() {
        for spec in RenderCommand.specs(.builtIn) {
            XCTAssertTrue(RenderCommand.command.help.contains("--\(spec.name)"), spec.name)
            XCTAssertTrue(spec.value == nil || spec.help.contains("default"), spec.name)
        }
        for spec in PointsCommand.specs(.builtIn) {
            XCTAssertTrue(PointsCommand.command.help.contains("--\(spec.name)"), spec.name)
        }
        XCTAssertEqual(GooCommand.main(["render", "--help"]), 0)
        XCTAssertEqual(GooCommand.main(["nonsense"]), 2)
        XCTAssertEqual(GooCommand.main(["render", "--anchor", "x"]), 2)
    }

    func testDemoWritesTheFilmStripAndPrintsOneFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "goo-demo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("strip.svg").path
        let text = try DemoCommand.run(["-o", file]).text
        XCTAssertTrue(text.hasPrefix("wrote \(file)"), text)
        for label in ["A ", "B ", "C ", "D ", "O ", "P "] {
            XCTAssertTrue(text.contains("\n" + label), label)
        }
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(svg.contains(">metaball</text>"))
        XCTAssertTrue(svg.contains("d 106: broken"))
    }

    func testPicturesAreTheSameBytesEveryTime() throws {
        let first = try Pictures.all()
        let second = try Pictures.all()
        XCTAssertEqual(first.map(\.svg), second.map(\.svg))
        XCTAssertEqual(
            first.map(\.name), ["styles.svg", "outline.svg", "filmstrip.svg", "gesture.svg"])
    }
}
