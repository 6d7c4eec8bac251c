/// The reports an evaluation can write; the raw values are the names
/// `--format` and `formats:` use.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case json
    case markdown
    case junit

    /// The file the format is written to in the output folder.
    public var fileName: String {
        switch self {
        case .json: "report.json"
        case .markdown: "report.md"
        case .junit: "junit.xml"
        }
    }

    /// The report's text in this format.
    public func text(_ report: Report) -> String {
        switch self {
        case .json: JSONReport.text(report)
        case .markdown: MarkdownReport.text(report)
        case .junit: JUnitReport.text(report)
        }
    }
}
