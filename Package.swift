// swift-tools-version:6.0
import PackageDescription

// The data flow is visible in the targets: YAML and JSON text become nodes,
// nodes become app definitions and scenarios, resolvers produce transcripts,
// grading turns transcripts into check results, metrics aggregate them and
// reports and the gate present them; the command line wires it all together.
let package = Package(
    name: "IntentEvaluations",
    products: [
        .executable(name: "evaluate", targets: ["evaluate"]),
        .library(name: "IntentEvaluations", targets: ["EvaluateCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "Diagnostics"),
        .target(name: "CommandLineParsing", dependencies: ["Diagnostics"]),
        .target(name: "Dates"),
        .target(name: "Parallel"),
        .target(name: "Utterances", dependencies: ["Dates"]),
        .target(name: "YAML", dependencies: ["CYaml", "Diagnostics"]),
        .target(name: "JSON", dependencies: ["Diagnostics"]),
        .target(name: "SwiftSources", dependencies: ["YAML", "Diagnostics"]),
        .target(name: "ActionsData", dependencies: ["YAML", "Diagnostics"]),
        .target(name: "SkillsBundles", dependencies: ["YAML", "Diagnostics"]),
        .target(
            name: "AppDefinitions",
            dependencies: ["YAML", "JSON", "Dates", "Diagnostics", "SwiftSources", "ActionsData", "SkillsBundles"]
        ),
        .target(name: "AppAdvisor", dependencies: ["AppDefinitions", "Scenarios", "YAML", "JSON", "Diagnostics"]),
        .target(name: "Scenarios", dependencies: ["AppDefinitions", "Transcripts", "Dates", "YAML", "JSON", "Diagnostics", "Parallel"]),
        .target(name: "Transcripts", dependencies: ["JSON", "Diagnostics", "Parallel"]),
        .target(name: "Resolvers", dependencies: ["AppDefinitions", "Scenarios", "Transcripts", "Results", "JSON", "Dates", "Diagnostics"]),
        .target(name: "Results"),
        .target(
            name: "Simulator",
            dependencies: ["AppDefinitions", "Scenarios", "Transcripts", "Resolvers", "Results", "JSON", "Dates", "Utterances"]
        ),
        .target(name: "Grading", dependencies: ["Results", "Scenarios", "Transcripts", "AppDefinitions", "JSON"]),
        .target(name: "Metrics", dependencies: ["Results"]),
        .target(name: "Reports", dependencies: ["Metrics", "Results", "JSON", "Diagnostics"]),
        .target(name: "Runner", dependencies: ["Resolvers", "Grading", "Results", "Scenarios", "Transcripts", "AppDefinitions"]),
        .target(
            name: "EvaluateCommand",
            dependencies: [
                "Runner", "Reports", "Metrics", "Resolvers", "Simulator", "Scenarios", "AppDefinitions", "AppAdvisor", "YAML",
                "Diagnostics", "CommandLineParsing",
            ]
        ),
        .executableTarget(name: "evaluate", dependencies: ["EvaluateCommand"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "Diagnostics"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "AppDefinitions", "Scenarios", "Transcripts", "Resolvers", "JSON", "Dates"]),
        .testTarget(name: "MetricsTests", dependencies: ["Metrics", "Results"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Metrics", "Results", "JSON"]),
        .testTarget(name: "CommandLineParsingTests", dependencies: ["CommandLineParsing"]),
        .testTarget(name: "DatesTests", dependencies: ["Dates"]),
        .testTarget(name: "UtterancesTests", dependencies: ["Utterances", "Dates"]),
        .testTarget(name: "AppDefinitionsTests", dependencies: ["AppDefinitions", "YAML", "JSON", "Diagnostics"], exclude: ["Fixtures"]),
        .testTarget(name: "SwiftSourcesTests", dependencies: ["SwiftSources", "YAML", "Diagnostics"], exclude: ["Fixtures"]),
        .testTarget(name: "ActionsDataTests", dependencies: ["ActionsData", "YAML", "Diagnostics"], exclude: ["Fixtures"]),
        .testTarget(name: "SkillsBundlesTests", dependencies: ["SkillsBundles", "YAML", "Diagnostics"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AppAdvisorTests",
            dependencies: ["AppAdvisor", "AppDefinitions", "Scenarios", "YAML", "JSON", "Diagnostics"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", "AppDefinitions", "Transcripts", "Dates", "YAML", "JSON", "Diagnostics"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "GradingTests",
            dependencies: ["Grading", "Scenarios", "AppDefinitions", "Transcripts", "Results", "JSON", "Dates", "YAML", "Diagnostics"]
        ),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "Resolvers", "Scenarios", "AppDefinitions", "Transcripts", "Results", "JSON"]),
        .testTarget(name: "EndToEndTests", dependencies: ["evaluate", "JSON"], exclude: ["Fixtures"]),
        .testTarget(name: "CommandResolverTests", dependencies: ["Resolvers", "Runner", "Scenarios", "AppDefinitions", "Transcripts", "JSON"], exclude: ["Fixtures"]),
        .testTarget(
            name: "OpenAIResolverTests",
            dependencies: ["Resolvers", "Runner", "Scenarios", "AppDefinitions", "Transcripts", "Results", "JSON", "evaluate"],
            exclude: ["Fixtures"]
        ),
    ]
)
