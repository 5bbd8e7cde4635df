import Foundation
import Testing

@testable import GooTool

/// The human-facing commands: flags, errors that name the flag, help, deterministic pictures.
@Suite struct CommandTests {
    @Test func renderWritesAnSVGWithTheRequestedParts() throws {
        let svg = try RenderCommand.run([
            "--anchor", "0,0,10", "--drag", "60,40,10", "--style", "cubic", "--angle", "5",
            "--outline",
            "--construction", "--fill", "#f23", "--stroke", "white", "-o", "-",
        ])
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("stroke=\"white\"") && svg.contains("fill=\"#f23\""))
        for label in ["A", "B", "C", "D", "O1", "O2", "P1", "P2"] {
            #expect(svg.contains(">\(label)</text>"))
        }
    }

    @Test func renderWithNoFlagsDrawsTheDefaultConfiguration() throws {
        let svg = try RenderCommand.run(["--output=-"])
        #expect(svg.contains("<circle") && svg.contains("<path d=\"M "))
    }

    @Test(arguments: [
        (["--anchor", "0,0"], "--anchor: expected 3 comma-separated numbers"),
        (["--anchor", "0,0,-1"], "--anchor: circle radius must be ≥ 0"),
        (["--drag", "nan,0,1"], "--drag: expected 3 comma-separated numbers"),
        (["--style", "wobbly"], "--style: unknown style"),
        (["--style", "cubic", "--angle", "90"], "--angle: "),
        (["--style", "cubic", "--fractions", "0.1,2"], "--fractions: "),
        (["--style", "metaball", "--spread", "3"], "--spread: "),
        (["--colour", "red"], "--colour: unknown option"),
        (["--fill"], "--fill: needs a value"),
        (["--outline=yes"], "--outline: takes no value"),
    ])
    func badFlagsAreNamed(arguments: [String], prefix: String) {
        do {
            _ = try RenderCommand.run(["-o", "-"] + arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(error.message.hasPrefix(prefix), "\(error.message)")
        }
    }

    // Anchor (0, 0, 10), drag (60, 0, 10): the hand case, A (0, 10) … P (30, −10).
    @Test func pointsPrintsATableOrTheEvalAnswer() throws {
        let table = try PointsCommand.run(["--drag", "60,0,10"])
        #expect(table.contains("O      30                      10"))
        let json = try PointsCommand.run(["--drag", "60,0,10", "--json"])
        #expect(
            json
                == #"{"ok":true,"points":{"A":[0,10],"B":[0,-10],"C":[60,-10],"D":[60,10],"O":[30,10],"P":[30,-10]}}"#
                + "\n")
        #expect(try PointsCommand.run(["--drag", "0,0,4"]).hasPrefix("no connector"))
    }

    @Test func helpListsEveryOptionWithItsDefault() {
        for spec in RenderCommand.specs {
            #expect(RenderCommand.help.contains("--\(spec.name)"))
            #expect(spec.value == nil || spec.help.contains("default"), "\(spec.name)")
        }
        for spec in PointsCommand.specs { #expect(PointsCommand.help.contains("--\(spec.name)")) }
        #expect(GooCommand.main(["render", "--help"]) == 0)
        #expect(GooCommand.main(["nonsense"]) == 2)
        #expect(GooCommand.main(["render", "--anchor", "x"]) == 2)
    }

    @Test func demoWritesTheFilmStripAndPrintsOneFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "goo-demo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("strip.svg").path
        let text = try DemoCommand.run(["-o", file])
        #expect(text.hasPrefix("wrote \(file)"))
        for label in ["A ", "B ", "C ", "D ", "O ", "P "] { #expect(text.contains("\n" + label)) }
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains(">metaball</text>") && svg.contains("d 106: broken"))
    }

    @Test func picturesAreTheSameBytesEveryTime() throws {
        let first = try Pictures.all()
        let second = try Pictures.all()
        #expect(first.map(\.svg) == second.map(\.svg))
        #expect(first.map(\.name) == ["styles.svg", "outline.svg", "filmstrip.svg"])
    }
}
