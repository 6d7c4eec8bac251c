import Testing

@testable import CommandLineParsing

/// A command line that parses, and what it must parse to.
struct ValidCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: ParsedCommand
    var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }

    init(_ arguments: [String], _ expected: ParsedCommand) {
        self.arguments = arguments
        self.expected = expected
    }

    /// The run subcommand with these paths and options.
    static func run(_ arguments: [String], paths: [String] = [], _ options: Options = Options()) -> ValidCase {
        ValidCase(arguments, .run(.run, paths: paths, options: options))
    }
}

/// A command line that does not parse, and the exact message it must give.
struct InvalidCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    let subcommand: Subcommand
    var testDescription: String { arguments.joined(separator: " ") }

    init(_ arguments: [String], _ message: String, _ subcommand: Subcommand = .run) {
        self.arguments = arguments
        self.message = message
        self.subcommand = subcommand
    }
}

@Suite struct ArgumentParserTests {
    static let validCases: [ValidCase] = [
        .run([]),
        .run(["Scenarios/"], paths: ["Scenarios/"]),
        .run(["a", "b.yaml", "c"], paths: ["a", "b.yaml", "c"]),
        .run(["--runs", "3"], Options(runs: 3)),
        .run(["--runs=3"], Options(runs: 3)),
        .run(["-n", "10"], Options(runs: 10)),
        .run(["--runs", "+2"], Options(runs: 2)),
        .run(["--resolver", "openai"], Options(resolver: "openai")),
        .run(["--resolver=no-such-resolver"], Options(resolver: "no-such-resolver")),
        .run(["--jobs", "4"], Options(jobs: 4)),
        .run(["-j", "1"], Options(jobs: 1)),
        .run(["--output", "out"], Options(output: "out")),
        .run(["-o", "-"], Options(output: "-")),
        .run(["--output=a=b"], Options(output: "a=b")),
        .run(["--format", "json"], Options(formats: [.json])),
        .run(["--format", "junit,md"], Options(formats: [.junit, .markdown])),
        .run(["--format=markdown,json,md"], Options(formats: [.markdown, .json])),
        .run(["--gate", "intentsAllPass=0.9"], Options(gates: ["intentsAllPass=0.9"])),
        .run(
            ["--gate", "errors=0", "--gate=passHatK.3=0.7", "--gate", "allPass=0.8"],
            Options(gates: ["errors=0", "passHatK.3=0.7", "allPass=0.8"])),
        .run(["--filter", "^weather\\."], Options(filter: "^weather\\.")),
        .run(["--filter=-x"], Options(filter: "-x")),
        .run(["--tag", "smoke", "--tag=slow"], Options(tags: ["smoke", "slow"])),
        .run(["--record", "t.jsonl"], Options(record: "t.jsonl")),
        .run(["--seed", "0"], Options(seed: 0)),
        .run(["--seed", "18446744073709551615"], Options(seed: .max)),
        .run(["--timeout", "2.5"], Options(timeout: 2.5)),
        .run(["--timeout=30"], Options(timeout: 30)),
        .run(["--quiet"], Options(verbosity: .quiet)),
        .run(["-q"], Options(verbosity: .quiet)),
        .run(["--verbose"], Options(verbosity: .verbose)),
        .run(["-v"], Options(verbosity: .verbose)),
        .run(["--config", "ci/evaluate.yaml"], Options(config: "ci/evaluate.yaml")),
        .run(["--no-color"], Options(color: false)),
        .run(
            ["Scenarios/", "--runs", "10", "--gate", "intentsAllPass=0.9"], paths: ["Scenarios/"],
            Options(runs: 10, gates: ["intentsAllPass=0.9"])),
        .run(
            ["-n", "2", "a", "-j", "3", "b", "-o", "R", "--seed=7", "c"], paths: ["a", "b", "c"],
            Options(runs: 2, jobs: 3, output: "R", seed: 7)),
        // `--` ends the options.
        .run(["--", "--runs", "-q"], paths: ["--runs", "-q"]),
        .run(["a", "--", "b", "--", "c"], paths: ["a", "b", "--", "c"]),
        .run(["-q", "--", "--help"], paths: ["--help"], Options(verbosity: .quiet)),
        .run(["--", "validate"], paths: ["validate"]),
        .run(["-"], paths: ["-"]),
        // Only an exact first argument selects a subcommand.
        .run(["valdate", "Scenarios/"], paths: ["valdate", "Scenarios/"]),
        .run(["./validate"], paths: ["./validate"]),
        .run(["Scenarios/", "list"], paths: ["Scenarios/", "list"]),
        .run(["run"], paths: ["run"]),
        ValidCase(["validate"], .run(.validate, paths: [], options: Options())),
        ValidCase(["validate", "Scenarios/"], .run(.validate, paths: ["Scenarios/"], options: Options())),
        ValidCase(
            ["validate", "a", "--config", "e.yaml", "--filter", "x", "--tag", "t", "-q", "--no-color"],
            .run(
                .validate, paths: ["a"],
                options: Options(filter: "x", tags: ["t"], verbosity: .quiet, config: "e.yaml", color: false))),
        ValidCase(
            ["list", "Scenarios/", "--tag", "smoke"],
            .run(.list, paths: ["Scenarios/"], options: Options(tags: ["smoke"]))),
        ValidCase(["list", "-v", "--", "list"], .run(.list, paths: ["list"], options: Options(verbosity: .verbose))),
        // The advisor and coverage.
        ValidCase(["coverage"], .run(.coverage, paths: [], options: Options())),
        ValidCase(
            ["coverage", "Scenarios/", "--tag", "smoke", "-q"],
            .run(.coverage, paths: ["Scenarios/"], options: Options(tags: ["smoke"], verbosity: .quiet))),
        ValidCase(["app", "show", "Scenarios/Dinewell"], .run(.appShow, paths: ["Scenarios/Dinewell"], options: Options())),
        ValidCase(["app", "lint", "app.yaml"], .run(.appLint, paths: ["app.yaml"], options: Options())),
        ValidCase(
            ["app", "lint", "--format", "json", "app.yaml"],
            .run(.appLint, paths: ["app.yaml"], options: Options(outputFormat: .json))),
        ValidCase(
            ["app", "lint", "app.yaml", "--format=text", "-q"],
            .run(.appLint, paths: ["app.yaml"], options: Options(verbosity: .quiet, outputFormat: .text))),
        ValidCase(["app", "diff", "old", "new"], .run(.appDiff, paths: ["old", "new"], options: Options())),
        ValidCase(
            ["app", "diff", "old", "--format", "json", "new"],
            .run(.appDiff, paths: ["old", "new"], options: Options(outputFormat: .json))),
        ValidCase(["app", "show", "--", "-odd"], .run(.appShow, paths: ["-odd"], options: Options())),
        ValidCase(["./app", "lint"], .run(.run, paths: ["./app", "lint"], options: Options())),
        ValidCase(["--", "app"], .run(.run, paths: ["app"], options: Options())),
        ValidCase(["app", "--help"], .help(.app)),
        ValidCase(["app", "frob", "--help"], .help(.app)),
        ValidCase(["app", "lint", "--help"], .help(.appLint)),
        ValidCase(["app", "diff", "-h"], .help(.appDiff)),
        ValidCase(["coverage", "--help"], .help(.coverage)),
        ValidCase(["app", "--version"], .version),
        // Help and version win, wherever they are before `--`.
        ValidCase(["--help"], .help(.run)),
        ValidCase(["-h"], .help(.run)),
        ValidCase(["Scenarios/", "--runs", "3", "-h"], .help(.run)),
        ValidCase(["--rnus", "--help"], .help(.run)),
        ValidCase(["validate", "--help"], .help(.validate)),
        ValidCase(["list", "--runs", "3", "-h"], .help(.list)),
        ValidCase(["--help", "validate"], .help(.run)),
        ValidCase(["--version"], .version),
        ValidCase(["validate", "--version"], .version),
        ValidCase(["--version", "--help"], .help(.run)),
    ]

    @Test(arguments: validCases)
    func parsesValidCommandLine(_ testCase: ValidCase) {
        #expect(ArgumentParser.parse(testCase.arguments) == .success(testCase.expected))
    }

    static let invalidCases: [InvalidCase] = [
        InvalidCase(["--rnus", "3"], "unknown option '--rnus'; did you mean '--runs'?"),
        InvalidCase(["--rnus=3"], "unknown option '--rnus'; did you mean '--runs'?"),
        InvalidCase(["--no-colour"], "unknown option '--no-colour'; did you mean '--no-color'?"),
        InvalidCase(["-runs", "3"], "unknown option '-runs'; did you mean '--runs'?"),
        InvalidCase(["--frobnicate"], "unknown option '--frobnicate'"),
        InvalidCase(["-x"], "unknown option '-x'"),
        InvalidCase(["-n3"], "unknown option '-n3'; did you mean '-n 3'?"),
        InvalidCase(["-o=out"], "unknown option '-o=out'; did you mean '-o out'?"),
        InvalidCase(["--runs"], "option '--runs' needs a value"),
        InvalidCase(["--runs="], "option '--runs' needs a value"),
        InvalidCase(["--output", "--runs", "3"], "option '--output' needs a value"),
        InvalidCase(["--output", "-q"], "option '--output' needs a value"),
        InvalidCase(["--output", "--", "a"], "option '--output' needs a value"),
        InvalidCase(["--output", ""], "option '--output' needs a value"),
        InvalidCase(
            ["--filter", "-slow"],
            "option '--filter' needs a value; write '--filter=-slow' for a value that starts with '-'"),
        InvalidCase(["--runs", "three"], "option '--runs' expects a whole number of at least 1, got 'three'"),
        InvalidCase(["--runs", "0"], "option '--runs' expects a whole number of at least 1, got '0'"),
        InvalidCase(["-n", "-2"], "option '--runs' expects a whole number of at least 1, got '-2'"),
        InvalidCase(["--runs", "2.5"], "option '--runs' expects a whole number of at least 1, got '2.5'"),
        InvalidCase(["--jobs=0"], "option '--jobs' expects a whole number of at least 1, got '0'"),
        InvalidCase(["--seed", "-1"], "option '--seed' expects a whole number of at least 0, got '-1'"),
        InvalidCase(["--seed", "x"], "option '--seed' expects a whole number of at least 0, got 'x'"),
        InvalidCase(
            ["--timeout", "-1"], "option '--timeout' expects a number of seconds greater than 0, got '-1'"),
        InvalidCase(["--timeout=0"], "option '--timeout' expects a number of seconds greater than 0, got '0'"),
        InvalidCase(["--timeout", "inf"], "option '--timeout' expects a number of seconds greater than 0, got 'inf'"),
        InvalidCase(["--timeout", "5s"], "option '--timeout' expects a number of seconds greater than 0, got '5s'"),
        InvalidCase(["--format", "xml"], "unknown format 'xml'; expected json, markdown or junit"),
        InvalidCase(["--format", "json,jnuit"], "unknown format 'jnuit'; did you mean 'junit'?"),
        InvalidCase(["--format", "JSON"], "unknown format 'JSON'; did you mean 'json'?"),
        InvalidCase(
            ["--format", "json,"],
            "option '--format' expects a comma-separated list of json, markdown or junit, got 'json,'"),
        InvalidCase(["--gate", "allPass"], "option '--gate' expects METRIC=VALUE, got 'allPass'"),
        InvalidCase(["--gate", "=0.9"], "option '--gate' expects METRIC=VALUE, got '=0.9'"),
        InvalidCase(["--gate=allPass="], "option '--gate' expects METRIC=VALUE, got 'allPass='"),
        InvalidCase(["--quiet", "--verbose"], "'--quiet' and '--verbose' cannot be used together"),
        InvalidCase(["-v", "a", "-q"], "'--quiet' and '--verbose' cannot be used together"),
        InvalidCase(["--runs", "3", "--runs", "4"], "option '--runs' given twice"),
        InvalidCase(["-n", "3", "--runs=3"], "option '--runs' given twice"),
        InvalidCase(["--format", "json", "--format", "junit"], "option '--format' given twice"),
        InvalidCase(["-q", "--quiet"], "option '--quiet' given twice"),
        InvalidCase(["--quiet=yes"], "option '--quiet' takes no value"),
        InvalidCase(["--no-color=true"], "option '--no-color' takes no value"),
        InvalidCase(["--runs", "x", "--rnus"], "option '--runs' expects a whole number of at least 1, got 'x'"),
        InvalidCase(["validate", "--runs", "3"], "option '--runs' cannot be used with 'evaluate validate'", .validate),
        InvalidCase(["validate", "-j", "2"], "option '--jobs' cannot be used with 'evaluate validate'", .validate),
        InvalidCase(["list", "--output=R"], "option '--output' cannot be used with 'evaluate list'", .list),
        InvalidCase(["list", "--gate", "errors=0"], "option '--gate' cannot be used with 'evaluate list'", .list),
        InvalidCase(["list", "--resolver", "replay"], "option '--resolver' cannot be used with 'evaluate list'", .list),
        // Suggestions come from the options the subcommand accepts.
        InvalidCase(["validate", "--rnus"], "unknown option '--rnus'", .validate),
        InvalidCase(["list", "--tga", "smoke"], "unknown option '--tga'; did you mean '--tag'?", .list),
        InvalidCase(["list", "-q", "-v"], "'--quiet' and '--verbose' cannot be used together", .list),
        // The advisor: a second word, and a fixed number of PATHs.
        InvalidCase(["app"], "'evaluate app' needs a subcommand: show, lint or diff", .app),
        InvalidCase(["app", "-q"], "'evaluate app' needs a subcommand: show, lint or diff", .app),
        InvalidCase(["app", "frob"], "unknown subcommand 'app frob'; expected show, lint or diff", .app),
        InvalidCase(["app", "lnit", "app.yaml"], "unknown subcommand 'app lnit'; did you mean 'lint'?", .app),
        InvalidCase(["app", "show"], "'evaluate app show' needs a PATH: an app.yaml or a folder holding one", .appShow),
        InvalidCase(["app", "lint", "a", "b"], "'evaluate app lint' takes one PATH, got 2", .appLint),
        InvalidCase(["app", "diff", "onlyone"], "'evaluate app diff' needs two app definitions, OLD and NEW; got 1", .appDiff),
        InvalidCase(["app", "diff", "a", "b", "c"], "'evaluate app diff' needs two app definitions, OLD and NEW; got 3", .appDiff),
        InvalidCase(["app", "lint", "a", "--format", "xml"], "unknown format 'xml'; expected text or json", .appLint),
        InvalidCase(["app", "lint", "a", "--format", "jsno"], "unknown format 'jsno'; did you mean 'json'?", .appLint),
        InvalidCase(["app", "show", "a", "--format", "json"], "option '--format' cannot be used with 'evaluate app show'", .appShow),
        InvalidCase(["app", "show", "a", "-q"], "option '--quiet' cannot be used with 'evaluate app show'", .appShow),
        InvalidCase(["app", "lint", "a", "--tag", "x"], "option '--tag' cannot be used with 'evaluate app lint'", .appLint),
        InvalidCase(["app", "diff", "a", "b", "--runs", "2"], "option '--runs' cannot be used with 'evaluate app diff'", .appDiff),
        InvalidCase(["app", "lint", "a", "--formt", "json"], "unknown option '--formt'; did you mean '--format'?", .appLint),
        InvalidCase(["coverage", "--format", "json"], "option '--format' cannot be used with 'evaluate coverage'", .coverage),
        InvalidCase(["validate", "--format", "text"], "option '--format' cannot be used with 'evaluate validate'", .validate),
    ]

    @Test(arguments: invalidCases)
    func rejectsInvalidCommandLine(_ testCase: InvalidCase) {
        #expect(
            ArgumentParser.parse(testCase.arguments)
                == .failure(UsageError(testCase.message, subcommand: testCase.subcommand)))
    }

    @Test func doubleDashMakesEverythingAfterItAPath() {
        let arguments = ["a", "--runs", "2", "--", "-n", "--help", "--version", "--", "validate"]
        #expect(
            ArgumentParser.parse(arguments)
                == .success(
                    .run(
                        .run, paths: ["a", "-n", "--help", "--version", "--", "validate"],
                        options: Options(runs: 2))))
    }

    @Test(arguments: [
        (["--runs", "3"], ["--runs=3"]),
        (["--resolver", "replay"], ["--resolver=replay"]),
        (["--jobs", "2"], ["--jobs=2"]),
        (["--output", "R"], ["--output=R"]),
        (["--format", "json,junit"], ["--format=json,junit"]),
        (["--gate", "allPass=0.8"], ["--gate=allPass=0.8"]),
        (["--filter", "a|b"], ["--filter=a|b"]),
        (["--tag", "smoke"], ["--tag=smoke"]),
        (["--record", "r.jsonl"], ["--record=r.jsonl"]),
        (["--seed", "42"], ["--seed=42"]),
        (["--timeout", "1.5"], ["--timeout=1.5"]),
        (["--config", "e.yaml"], ["--config=e.yaml"]),
        (["--timeout", "-1"], ["--timeout=-1"]),
        (["--runs", "x"], ["--runs=x"]),
    ])
    func equalsFormMatchesSeparateForm(separate: [String], joined: [String]) {
        #expect(ArgumentParser.parse(separate) == ArgumentParser.parse(joined))
    }

    @Test(arguments: [["-n", "4"], ["-j", "4"], ["-o", "4"], ["-q"], ["-v"], ["-h"]])
    func shortFormMatchesLongForm(short: [String]) throws {
        let spec = try #require(OptionSpec.named(short[0]))
        #expect(ArgumentParser.parse(short) == ArgumentParser.parse([spec.long] + short.dropFirst()))
    }

    @Test func absentOptionsStayNil() throws {
        guard case .success(.run(_, _, let options)) = ArgumentParser.parse(["Scenarios/"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(options == Options())
        #expect(options.runs == nil && options.formats == nil && options.verbosity == nil && options.color == nil)
    }

    @Test func misspeltSubcommandIsOnlyAHint() {
        #expect(Subcommand.misspelt("valdate") == .validate)
        #expect(Subcommand.misspelt("lsit") == .list)
        #expect(Subcommand.misspelt("Scenarios") == nil)
        #expect(Subcommand(firstArgument: "run") == nil)
        #expect(Subcommand(firstArgument: "validate") == .validate)
        #expect(Subcommand.misspelt("coverag") == .coverage)
        #expect(Subcommand.misspelt("ap") == .app)
        #expect(Subcommand(firstArgument: "app show") == nil, "two words are two arguments")
        #expect(Subcommand(firstArgument: "lint") == nil, "'lint' alone is a path")
    }
}
