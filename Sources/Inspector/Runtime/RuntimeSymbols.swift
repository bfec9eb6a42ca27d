/// Swift runtime entry points for reading a class's stored fields. The standard library calls
/// the same functions for `Mirror` and `_forEachField`; they are referenced at link time.
enum RuntimeSymbols {
    /// What `swift_reflectionMirror_recursiveChildMetadata` reports about one field.
    struct FieldMetadata {
        var name: UnsafePointer<CChar>? = nil
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
        var isStrong = false
        var isVar = false
    }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
func _podbayRecursiveFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
func _podbayRecursiveFieldMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<RuntimeSymbols.FieldMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
func _podbayRecursiveFieldOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_getTypeContextDescriptor")
func _podbayTypeContextDescriptor(_ metadata: UnsafeRawPointer) -> UnsafeRawPointer?
