/// Which app schema domains already work with Siri, so the linter can tell
/// when `tool: true` on a schema intent is a build error.
///
/// From seed 004 ("How to make your app work with Siri AI", section 2):
/// "Schemas in primary domains, such as messages, already work with Siri,
/// and adding .tool to one is a build error", while "some app schema domains
/// (Books, Browser, Files, Journaling and others) work only in Shortcuts" and
/// can become tools. Its introduction names messaging and photos as domains
/// Siri understood before Siri AI, and seed 000 calls mail a primary domain
/// that supports Apple Intelligence and Siri.
public enum SchemaDomains {
    /// Domains whose schemas already work with Siri: `.tool` is an error.
    public static let siri: Set<String> = ["messages", "mail", "photos"]

    /// Domains the seeds name as working only in Shortcuts: `.tool` is how
    /// they reach Siri. Listed for the documentation and the tests; every
    /// domain not in `siri` is treated the same way.
    public static let shortcutsOnly: Set<String> = ["books", "browser", "files", "journal"]

    /// The domain of a schema: `messages` for `messages.sendMessage` (a
    /// leading dot, as Swift writes `.messages.sendMessage`, is ignored).
    public static func domain(of schema: String) -> String {
        var text = Substring(schema)
        while text.first == "." { text = text.dropFirst() }
        return String(text.prefix { $0 != "." })
    }
}
