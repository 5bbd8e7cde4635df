import Foundation

/// The `goo` command line: dispatches a subcommand and returns the exit status.
public enum GooCommand {
    /// Every command, found by name; the top-level usage lists them in this order.
    static let commands: [Command] = [
        DemoCommand.command, RenderCommand.command, PointsCommand.command, EvalCommand.command,
        PicturesCommand.command,
        Command(
            name: "help", summary: "print this text, or a command's help (goo help render)",
            help: "usage: goo help [COMMAND]"
        ) { (arguments, _) throws(InputError) in
            guard let name = arguments.first else { return CommandOutput(text: usage + "\n") }
            guard arguments.count == 1 else {
                throw InputError(field: "arguments", problem: "expected at most one command")
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw InputError(field: name, problem: "unknown command")
            }
            return CommandOutput(text: command.help + "\n")
        },
    ]

    static var usage: String {
        var lines = [
            "goo: the geometry of the goo (sticky badge) drag effect", "",
            "usage: goo <command> [options]      goo <command> --help lists a command's options",
            "", "commands:",
        ]
        for command in commands {
            lines.append("  " + command.name.padding(to: 11) + command.summary)
        }
        return lines.joined(separator: "\n")
    }

    /// Runs `goo` with its arguments (without the program name) and returns the exit status:
    /// 0, or 2 with a message on standard error for a usage error.
    public static func main(_ arguments: [String]) -> Int32 {
        let result = run(arguments, styles: .builtIn)
        print(result.output, terminator: "")
        if !result.error.isEmpty {
            FileHandle.standardError.write(Data(result.error.utf8))
        }
        return result.status
    }

    /// What `goo` prints and returns for some arguments, with the styles it may name.
    static func run(
        _ arguments: [String], styles: StyleTable
    ) -> (status: Int32, output: String, error: String) {
        guard let name = arguments.first else { return (2, "", usage + "\n") }
        if name == "--help" || name == "-h" { return (0, usage + "\n", "") }
        let rest = Array(arguments.dropFirst())
        guard let command = commands.first(where: { $0.name == name }) else {
            return (2, "", "goo: unknown command \"\(name)\"; run goo help\n")
        }
        do throws(InputError) {
            if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
                return (0, command.help + "\n", "")
            }
            let output = try command.run(rest, styles)
            return (0, output.text, output.note.map { "goo \(name): \($0)\n" } ?? "")
        } catch {
            return (2, "", "goo \(name): \(error.message)\n")
        }
    }
}

/// One command of `goo`: its name, a line for the usage, its help, and what it does.
struct Command: Sendable {
    let name: String
    let summary: String
    let help: String
    let run:
        @Sendable (_ arguments: [String], _ styles: StyleTable) throws(InputError) -> CommandOutput
}

/// What a command prints: text for standard output, and a note for standard error.
struct CommandOutput {
    var text: String
    var note: String?
}
