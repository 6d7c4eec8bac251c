import Diagnostics
import YAML

/// Reads Xcode's `Metadata.appintents/extract.actionsdata`.
public enum ActionsDataImporter {
    public static func read(path: String, shown: String) -> ImportedTree {
        .empty
    }
}
