enum Seating: String, CaseIterable {
    case any
    case indoor, outdoor
    case bar = "at-the-bar"
}
