import CommandLineParsing
import Foundation

/// The settings of one evaluation: evaluate.yaml with the command line on top,
/// and the defaults of configuration.md for what neither says.
public struct Configuration: Sendable {
    public var runs = Defaults.runs
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var resolver = ResolverChoice.simulator
    public var output = Defaults.output
    public var formats = Defaults.formats
    var gates: [GateSpec] = []
    public var record: String?
    public var seed = Defaults.seed
    public var timeout = Defaults.timeout
    public var filter: String?
    public var tags: [String] = []
    public var verbosity = Defaults.verbosity
    public var color = Defaults.color
    /// The evaluate.yaml that was read, if any.
    public var file: String?

    public init() {}
}
