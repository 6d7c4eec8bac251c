/// Turns a scenario name into its default id: lowercase, every run of
/// characters that are not letters or digits becomes one hyphen, and no
/// hyphen at either end ("Book, then resize" → "book-then-resize").
public enum Slug {
    public static func make(_ name: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }
}
