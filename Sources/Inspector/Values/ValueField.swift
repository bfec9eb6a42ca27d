/// One stored field of a struct or tuple, as the value reader goes through it.
struct ValueField {
    /// `.name`, or `.0` for an unlabelled tuple element.
    let label: String
    let offset: Int
    let type: Any.Type
    let ownership: Ownership
}
