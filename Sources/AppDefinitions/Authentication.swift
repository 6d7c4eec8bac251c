/// `IntentAuthenticationPolicy`: whether the device must be unlocked first.
public enum Authentication: String, Sendable, Hashable, CaseIterable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication

    /// True when a locked device must not run the intent or speak the value.
    public var needsUnlock: Bool { self != .alwaysAllowed }
}
