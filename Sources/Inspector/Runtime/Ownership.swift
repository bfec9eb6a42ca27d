/// How a stored field holds what it points to, as the Swift runtime records it.
package enum Ownership: String, Equatable, Sendable, CaseIterable {
    case strong
    case weak
    case unowned
    case unownedUnsafe = "unowned(unsafe)"
    /// The Mirror-only fallback cannot tell: the field is assumed strong, and says so.
    case unknown = "strong?"

    /// Whether this reference keeps its target alive (what cycles and `why` follow).
    package var keepsAlive: Bool { self == .strong || self == .unknown }
}
