/// Lets a field's metatype say whether it is an Array, and of what.
protocol ArrayType {
    static var element: Any.Type { get }
}

extension Array: ArrayType {
    static var element: Any.Type { Element.self }
}
