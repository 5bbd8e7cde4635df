import Foundation

/// The `goo` command line: dispatches a subcommand and returns the exit status.
public enum GooCommand {
    static let usage = """
        goo: the geometry of the goo (sticky badge) drag effect

        usage: goo <command> [--help]

        commands:
          demo    print the points and SVG path data of a default drag in every style
          eval    answer JSON Lines requests on stdin, one JSON line each on stdout
                  (the contract is in the README: ops points and path)
          help    print this text
        """

    static let evalUsage = """
        usage: goo eval < requests.jsonl

        Reads one JSON request per line on stdin and writes one JSON answer per line on stdout,
        in order; exits 0 after the last line. Blank lines are skipped.
          {"op":"points","style":"quadratic"|"cubic"|"tangent","anchor":{"x":0,"y":0,"r":10},
           "drag":{"x":60,"y":40,"r":10}}          cubic may add "angle" (degrees, default 5)
                                                    and "fractions":[f1,f2] (default [0.25,0.5])
          {"op":"path", same fields}
        Errors: {"ok":false,"error":"<field>: <problem>"}.
        """

    static let demoUsage = """
        usage: goo demo

        Prints the labelled points and SVG path data of one default drag (anchor at the origin,
        badge radius 10, dragged to (60, 40)) for the quadratic, cubic and tangent styles.
        """

    /// Runs `goo` with its arguments (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let command = arguments.first ?? "help"
        let wantsHelp = arguments.dropFirst().contains { $0 == "--help" || $0 == "-h" }
        switch command {
        case "help", "--help", "-h":
            print(usage)
            return 0
        case "eval":
            if wantsHelp { print(evalUsage); return 0 }
            guard arguments.count == 1 else { return fail("eval takes no arguments") }
            return Eval.run()
        case "demo":
            if wantsHelp { print(demoUsage); return 0 }
            guard arguments.count == 1 else { return fail("demo takes no arguments") }
            do {
                print(try Demo.run(), terminator: "")
                return 0
            } catch {
                return fail("demo: \(error)")
            }
        default:
            return fail("unknown command \"\(command)\"; run goo --help")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data(("goo: " + message + "\n").utf8))
        return 2
    }
}
