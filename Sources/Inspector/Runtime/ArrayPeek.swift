/// Reads the elements of an `Array` of class instances in place, without retaining its buffer.
///
/// Reaching the elements the standard library's way (`withUnsafeBufferPointer`) retains and
/// releases the array's buffer: two atomic updates per object a walk reads, by callgrind. Where
/// Swift has no Objective-C bridging, an array is one pointer to its buffer object, whose count
/// is the word after the object header and whose elements start two words later
/// (swift/stdlib/public/core/ArrayBody.swift, ContiguousArrayBuffer.swift). A self-check on a
/// probe array at start decides whether that layout holds; where it does not, or where an array
/// may be a bridged `NSArray`, walks use `withUnsafeBufferPointer`.
enum ArrayPeek {
    /// Whether the layout read here is the runtime's, checked once on a probe array.
    static let works: Bool = selfCheck()

    /// The count and first element's address of the `[AnyObject]`-shaped array at `address`.
    @inline(__always)
    static func elements(at address: UnsafeRawPointer) -> (count: Int, words: UnsafeRawPointer) {
        let storage = address.load(as: UnsafeRawPointer.self)
        return (storage.load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: Int.self), storage + 4 * MemoryLayout<UInt>.size)
    }

    private final class Probe {}

    private static func selfCheck() -> Bool {
        #if canImport(ObjectiveC)
        return false
        #else
        let probes: [AnyObject] = [Probe(), Probe(), Probe()]
        return withUnsafePointer(to: probes) { pointer in
            let (count, words) = elements(at: UnsafeRawPointer(pointer))
            guard count == probes.count else { return false }
            return probes.indices.allSatisfy { index in
                words.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
                    == UnsafeRawPointer(Unmanaged.passUnretained(probes[index]).toOpaque())
            }
        }
        #endif
    }
}
