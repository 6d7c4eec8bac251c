import AppIntents
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

/// The rest of an app: views, models and helpers around one intent, in the
/// constructs real Swift uses. None of it is an App Intents declaration.
@main
struct DinewellApp: App {
    @State private var model = Model()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(model)
                #if os(iOS)
                .statusBarHidden(false)
                #endif
                .onChange(of: scenePhase) { _, phase in
                    if phase == .active { Task { await model.refresh() } }
                }
        }
    }
}

@Observable
final class Model: @unchecked Sendable {
    var restaurants: [Restaurant] = []
    private(set) var error: (any Error)? = nil
    nonisolated(unsafe) static var shared = Model()
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE, MMM d 'at' h:mm a"
        return formatter
    }()

    subscript(id: Restaurant.ID) -> Restaurant? { restaurants.first { $0.id == id } }

    func refresh() async {
        async let fetched = API.restaurants()
        do {
            restaurants = try await fetched.filter { !$0.name.isEmpty }.sorted(by: { $0.name < $1.name })
        } catch let error as URLError where error.code == .notConnectedToInternet {
            self.error = error
        } catch {
            self.error = error
        }
        let open = #Predicate<Restaurant> { $0.isOpen && $0.seats >= 2 }
        let regex = /(?<name>[A-Z][a-z]+) \{(\d+)\}/
        let unbalanced = /[{"]+/; let half = 10 / 2 / 1
        let extended = #/
            (?<hour>\d{1,2}) : (?<minute>\d{2})  # a "time" in braces {}
        /#
        _ = (open, regex, extended, unbalanced, half)
        if #available(iOS 18, *) {
            print("Loaded \(restaurants.count) restaurants: \(restaurants.map { "\($0.name) {\($0.id)}" }.joined(separator: ", "))")
        }
    }
}

struct Restaurant: Identifiable, Hashable, Codable {
    let id: String
    var name: String
    var seats: Int
    var isOpen: Bool
    enum CodingKeys: String, CodingKey { case id, name, seats, isOpen = "open" }
}

struct ContentView: View {
    @Environment(Model.self) private var model
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(model.restaurants.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) { restaurant in
                switch restaurant.seats {
                case 0: Text("Full")
                case 1...4: Text("\(restaurant.name), \(restaurant.seats) seats")
                default:
                    Text(verbatim: "}{ \(restaurant.name) }{")
                }
            }
            .searchable(text: $query)
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Reload") { Task { await model.refresh() } } } }
        }
    }
}

extension Array where Element == Restaurant {
    static func + (lhs: Self, rhs: Restaurant) -> Self { lhs + [rhs] }
    var open: [Restaurant] { filter(\.isOpen) }
}

infix operator <~> : AdditionPrecedence
func <~> (a: Int, b: Int) -> Int { a &+ b }

protocol Cached { associatedtype Value; var value: Value { get } }
typealias Handler = @Sendable (Result<[Restaurant], any Error>) -> Void

enum API {
    static func restaurants() async throws -> [Restaurant] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/api?q={all}")!)
        return try JSONDecoder().decode([Restaurant].self, from: data)
    }
}

@available(iOS 17.0, macOS 14.0, *)
struct OpenRestaurant: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Restaurant"
    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)") {
            \.$note
        }
    }
    static let urlRepresentation: URLRepresentation = "https://dinewell.example/restaurants/\(.target)"

    @Parameter(title: "Restaurant", description: "The restaurant to show")
    var target: RestaurantEntity

    @Parameter(title: "Note", default: "", inputConnectionBehavior: .connectToPreviousIntentResult)
    var note: String

    @Dependency private var model: Model

    init() {}
    init(target: RestaurantEntity) { self.target = target }

    @MainActor
    func perform() async throws -> some IntentResult & OpensIntent {
        guard let restaurant = model[target.id] else {
            throw $target.needsValueError("Which restaurant? \("{}")")
        }
        Router.shared.path.append(restaurant)
        return .result()
    }
}
