import Foundation
import GooGeometry
import GooTestSupport
import XCTest

@testable import GooTool

/// The command line reads flags as eval reads requests: one style grammar, the library's
/// defaults, and every problem named.
final class CommandFlagTests: XCTestCase {
    /// The message of the error `body` throws, or a failure when it accepts.
    private func refusal(
        _ body: () throws(InputError) -> CommandOutput, file: StaticString = #filePath,
        line: UInt = #line
    ) -> String {
        do throws(InputError) {
            _ = try body()
            XCTFail("accepted", file: file, line: line)
            return ""
        } catch {
            return error.message
        }
    }

    func testAStyleRefusesAnotherStylesOptionLikeEval() {
        let rows: [(arguments: [String], message: String)] = [
            (["--angle", "30"], "--angle: only the cubic style takes angle"),
            (
                ["--style", "tangent", "--spread", "0.2"],
                "--spread: only the metaball style takes spread"
            ),
            (
                ["--style", "metaball", "--fractions", "0.1,0.2"],
                "--fractions: only the cubic style takes fractions"
            ),
        ]
        forEachRow(rows) { row in
            XCTAssertEqual(
                refusal { () throws(InputError) in
                    try RenderCommand.run(["-o", "-"] + row.arguments)
                },
                row.message, "\(row.arguments)")
            XCTAssertEqual(
                refusal { () throws(InputError) in try PointsCommand.run(row.arguments) },
                row.message, "\(row.arguments)")
        }
        let eval = answer(
            #"{"op":"points","style":"quadratic","angle":30,"anchor":{"x":0,"y":0,"r":1},"drag":{"x":5,"y":0,"r":1}}"#
        )
        XCTAssertEqual(eval, #"{"ok":false,"error":"angle: only the cubic style takes angle"}"#)
    }

    func testStrokeFlagsAreRefusedWhereTheyWouldBeIgnored() {
        let rows: [(arguments: [String], message: String)] = [
            (["--outline", "--stroke-width", "-3"], "--stroke-width: must be ≥ 0, got -3"),
            (["--stroke", "white"], "--stroke: strokes only the outline: add --outline"),
            (["--stroke-width", "2"], "--stroke-width: strokes only the outline: add --outline"),
        ]
        forEachRow(rows) { row in
            XCTAssertEqual(
                refusal { () throws(InputError) in
                    try RenderCommand.run(["-o", "-"] + row.arguments)
                },
                row.message, "\(row.arguments)")
        }
    }

    func testANumberFlagNamesItsRealProblem() {
        let rows: [(arguments: [String], message: String)] = [
            (["--drag", "0,0,nan"], #"--drag: expected a finite number for r, got "nan""#),
            (
                ["--drag", "1e400,0,1"],
                #"--drag: expected a finite number for x, got "1e400", which overflows a Double"#
            ),
            (["--anchor", "0,zero,1"], #"--anchor: expected a number for y, got "zero""#),
            (
                ["--anchor", "0,0"],
                #"--anchor: expected 3 comma-separated numbers (x,y,r), got "0,0""#
            ),
            (
                ["--style", "cubic", "--fractions", "0.1,inf"],
                #"--fractions: expected a finite number for f2, got "inf", which overflows a Double"#
            ),
            (
                ["--style", "cubic", "--angle", "nan"],
                #"--angle: expected a finite number, got "nan""#
            ),
        ]
        forEachRow(rows) { row in
            XCTAssertEqual(
                refusal { () throws(InputError) in try PointsCommand.run(row.arguments) },
                row.message,
                "\(row.arguments)")
        }
    }

    func testErrorsWriteShortestNumbers() {
        XCTAssertEqual(
            refusal { () throws(InputError) in try PointsCommand.run(["--anchor", "0,0,-5"]) },
            "--anchor: circle radius must be ≥ 0, got -5")
        XCTAssertEqual(
            answer(
                #"{"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":-5},"drag":{"x":5,"y":0,"r":1}}"#
            ), #"{"ok":false,"error":"anchor.r: circle radius must be ≥ 0, got -5"}"#)
    }

    func testPicturesNamesItsArgumentAndRefusesAMissingParent() throws {
        let none = GooCommand.run(["pictures"], styles: .builtIn)
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(
            none.error, "goo pictures: DIRECTORY: expected one directory, got 0 arguments\n")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("goo-\(UUID())")
        let missing = root.appendingPathComponent("no/such/dir").path
        let refused = GooCommand.run(["pictures", missing], styles: .builtIn)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("is not a directory"), refused.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path))
    }

    func testHelpAndBareGoFollowTheUsualRules() {
        let help = GooCommand.run(["help", "render"], styles: .builtIn)
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.output, RenderCommand.command.help + "\n")
        XCTAssertEqual(GooCommand.run(["help"], styles: .builtIn).output, GooCommand.usage + "\n")
        XCTAssertEqual(GooCommand.run(["help", "nonsense"], styles: .builtIn).status, 2)
        let bare = GooCommand.run([], styles: .builtIn)
        XCTAssertEqual(bare.status, 2)
        XCTAssertEqual(bare.output, "")
        XCTAssertEqual(bare.error, GooCommand.usage + "\n")
        // Every command is in the usage, from the one table.
        for command in GooCommand.commands {
            XCTAssertTrue(GooCommand.usage.contains("  \(command.name) "), command.name)
        }
        XCTAssertEqual(
            GooCommand.run(["nonsense"], styles: .builtIn).error,
            "goo: unknown command \"nonsense\"; run goo help\n")
    }

    func testRenderSaysWhyThereIsNoConnector() throws {
        let arguments = ["--style", "tangent", "--anchor", "0,0,10", "--drag", "2,0,5"]
        let why = "no connector: \(GooConnector.UnavailableReason.nestedCircles)"
        let stdout = try RenderCommand.run(arguments + ["-o", "-"])
        XCTAssertEqual(stdout.note, why)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "goo-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("r5.svg").path
        let written = try RenderCommand.run(arguments + ["-o", file])
        XCTAssertEqual(written.text, "wrote \(file)\n\(why)\n")
        XCTAssertNil(try RenderCommand.run(["-o", "-"]).note)
        let run = GooCommand.run(["render"] + arguments + ["-o", "-"], styles: .builtIn)
        XCTAssertEqual(run.error, "goo render: \(why)\n")
    }

    func testFlagDefaultsAreTheLibrarys() throws {
        let cubic = GooConnector.CubicOptions.default
        let metaball = GooConnector.MetaballOptions.default
        let help = RenderCommand.command.help
        for text in [
            "(default \(GooPath.svgNumber(cubic.angle.degrees)))",
            "(default \(GooPath.svgNumber(cubic.nearFraction)),\(GooPath.svgNumber(cubic.farFraction)))",
            "(default \(GooPath.svgNumber(metaball.spread)))",
            "(default \(GooPath.svgNumber(metaball.handleRate)))",
        ] {
            XCTAssertTrue(help.contains(text), text)
        }
        // No option given: the library's defaults, the same points as eval's.
        let flags = try PointsCommand.run(["--style", "cubic", "--json"]).text
        let eval = answer(
            #"{"op":"points","style":"cubic","anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":40,"r":10}}"#
        )
        XCTAssertEqual(flags, eval + "\n")
    }
}
