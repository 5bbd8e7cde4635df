import Foundation

/// The `goo` command line: dispatches a subcommand and returns the exit status.
public enum GooCommand {
    static let usage = """
        goo: the geometry of the goo (sticky badge) drag effect

        usage: goo <command> [options]      goo <command> --help lists a command's options

        commands:
          demo       write an SVG film strip of a drag in every style; print one frame's points
          render     write an SVG of one configuration (connector or outline, construction)
          points     print the labelled points of one configuration (table or --json)
          eval       answer JSON Lines requests on stdin, one JSON line each on stdout
          pictures   write the documentation's pictures into a directory
          help       print this text
        """

    static let evalUsage = """
        usage: goo eval < requests.jsonl

        Reads one JSON request per line on stdin and writes one JSON answer per line on stdout, in
        order; exits 0 after the last line. Blank lines are skipped. Ops: points, path, contains,
        bounds, area, drag, spring (the contract is in the README). For example:
          {"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":40,"r":10}}
        A bad line gets {"ok":false,"error":"<field>: <problem>"} and the next line is answered.
        """

    /// Runs `goo` with its arguments (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let command = arguments.first ?? "help"
        let rest = Array(arguments.dropFirst())
        let wantsHelp = rest.contains { $0 == "--help" || $0 == "-h" }
        let commands: [String: (help: String, run: ([String]) throws(InputError) -> String)] = [
            "render": (RenderCommand.help, RenderCommand.run),
            "points": (PointsCommand.help, PointsCommand.run),
            "demo": (DemoCommand.help, DemoCommand.run),
            "pictures": (PicturesCommand.help, PicturesCommand.run),
        ]
        switch command {
        case "help", "--help", "-h":
            print(usage)
            return 0
        case "eval":
            if wantsHelp {
                print(evalUsage)
                return 0
            }
            guard rest.isEmpty else { return fail("eval: takes no arguments") }
            return Eval.run()
        default:
            guard let entry = commands[command] else {
                return fail("unknown command \"\(command)\"; run goo --help")
            }
            if wantsHelp {
                print(entry.help)
                return 0
            }
            do {
                print(try entry.run(rest), terminator: "")
                return 0
            } catch {
                return fail("\(command) \(error.message)")
            }
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data(("goo: " + message + "\n").utf8))
        return 2
    }
}
