import Diagnostics
import YAML

/// Reads a `Skills.skillsbundle` folder.
public enum SkillsBundleImporter {
    public static func read(path: String, shown: String) -> ImportedTree {
        .empty
    }
}
