import Diagnostics
import YAML

/// Reads the App Intents declarations of an app's Swift files.
public enum SwiftIntentsImporter {
    /// Reads every `.swift` file at `roots` (files, or folders searched
    /// recursively); `shown` is each root's path as the user sees it.
    public static func read(_ roots: [(path: String, shown: String)]) -> ImportedTree {
        .empty
    }
}
