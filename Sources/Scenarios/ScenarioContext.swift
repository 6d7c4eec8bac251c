import Dates
import Foundation
import Transcripts

/// The state of the world when a conversation starts: the clock, where the
/// person is, and what the device shows. Resolvers see it; it is not graded.
public struct ScenarioContext: Sendable, Hashable {
    /// `context.now` as seconds since 1970.
    public var now: Double
    public var timeZone: TimeZone
    public var locale: String
    /// The app is in the foreground.
    public var foreground: Bool
    /// The device is locked.
    public var locked: Bool
    /// Entities visible when the scenario starts.
    public var onScreen: [EntityReference]
    /// An active Live Activity showing this entity.
    public var liveActivity: EntityReference?

    public init(
        now: Double, timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: String = "en_US",
        foreground: Bool = false, locked: Bool = false, onScreen: [EntityReference] = [],
        liveActivity: EntityReference? = nil
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.foreground = foreground
        self.locked = locked
        self.onScreen = onScreen
        self.liveActivity = liveActivity
    }

    /// The clock that resolves relative dates in this context.
    public var clock: ZonedClock { ZonedClock(now: now, timeZone: timeZone) }

    /// `now` as ISO 8601 text at the time zone's offset.
    public var nowText: String { clock.format(now) }
}
