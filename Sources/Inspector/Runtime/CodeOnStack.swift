import CSwiftRuntime

/// Whose code is running, read from the call stack: the innermost function that is neither
/// Podbay's own machinery (the modules that carry and record messages, which are always on the
/// stack when a message is sent) nor the Swift runtime or the C library. A route asks it when the
/// hops alone cannot tell who sent a message: a manager that reports nothing may run another
/// object's closure inside an open hop.
///
/// Functions are named from each image's symbol table (`ImageSymbols`). Where a frame of an image
/// that may hold the app's code cannot be named (a stripped install), the answer is that the code
/// cannot be told, never a frame further out.
package final class CodeOnStack {
    /// What one return address on the stack is.
    private enum Frame {
        /// Podbay's machinery, the Swift runtime, the C library, a thunk: look further out.
        case passedThrough
        /// Code whose name cannot be read, or that is no type's own (a protocol extension's
        /// method runs for whichever object conforms): the search stops there.
        case unnamed
        case function(StackFunction)
    }

    /// What a search of the stack found.
    package enum Found: Equatable {
        case function(StackFunction)
        /// A frame on the way could not be named (no symbols), or is a protocol extension's:
        /// whose code runs cannot be told from the stack.
        case unknown
    }

    /// Modules whose code only carries or records messages (the hop reporter, the route's
    /// recorder), and Round Table's `Pipeline`, whose `notify` carries: never the code that sends.
    /// Round Table's protocol extensions are not: `take(input:)` is the Joint's code.
    private let machinery: Set<String>
    private static let pipelineCode = "$s10RoundTable8PipelineC"
    private var frames: [UInt: Frame] = [:]
    private var images: [String: ImageSymbols?] = [:]
    private var typePrefixes: [ObjectIdentifier: String?] = [:]

    package init(machinery: Set<String> = ["SuperSimple", "LessonKit", "Inspector", "Tutor"]) {
        self.machinery = machinery
    }

    /// The innermost function on the calling thread's stack that is not machinery.
    package func innermost() -> Found {
        let capacity = 128
        var addresses = [UnsafeMutableRawPointer?](repeating: nil, count: capacity)
        let count = Int(podbay_backtrace(&addresses, Int32(capacity)))
        // A return address points after its call; the call itself is one byte before.
        let keys = addresses.prefix(count).compactMap { $0.map { UInt(bitPattern: $0) &- 1 } }
        let unread = keys.filter { frames[$0] == nil }
        if !unread.isEmpty { read(unread) }
        for key in keys {
            switch frames[key] ?? .unnamed {
            case .passedThrough: continue
            case .unnamed: return .unknown
            case .function(let function): return .function(function)
            }
        }
        return .unknown
    }

    /// What the function that starts at `address` is (a closure's function pointer): `.function`
    /// for code that is no machinery's, `.unknown` where it cannot be named (no symbols, a
    /// protocol extension's), nil for a thunk or machinery, which wraps or carries others' code.
    package func function(at address: UnsafeRawPointer) -> Found? {
        let key = UInt(bitPattern: address)
        if frames[key] == nil { read([key]) }
        switch frames[key] ?? .unnamed {
        case .passedThrough: return nil
        case .unnamed: return .unknown
        case .function(let function): return .function(function)
        }
    }

    /// Whether `function` is code of `type` or of one of its superclasses.
    package func isCode(_ function: StackFunction, of type: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let checked = current {
            let key = ObjectIdentifier(checked)
            let prefix = typePrefixes[key] ?? {
                let made = StackFunction.typePrefix(of: checked)
                typePrefixes[key] = made
                return made
            }()
            if let prefix, function.isCode(ofTypeNamed: prefix) { return true }
            current = _getSuperclass(checked)
        }
        return false
    }

    /// Reads what each of `addresses` is.
    private func read(_ addresses: [UInt]) {
        var byImage: [String: (bias: UInt, addresses: [UInt])] = [:]
        var path = [CChar](repeating: 0, count: 4096)
        for address in addresses {
            var bias: UInt = 0
            guard let pointer = UnsafeRawPointer(bitPattern: address), podbay_image_of(pointer, &bias, &path, path.count) else {
                frames[address] = .unnamed
                continue
            }
            let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // An image of the system (the C library, the Swift runtime) holds none of the app's code.
            if Self.isSystemImage(file) {
                frames[address] = .passedThrough
                continue
            }
            byImage[file, default: (bias, [])].addresses.append(address)
        }
        for (file, image) in byImage {
            let symbols = images[file] ?? {
                let read = ImageSymbols(path: file)
                images[file] = read
                return read
            }()
            for address in image.addresses {
                guard let name = symbols?.name(at: UInt64(address &- image.bias)) else {
                    // With only exported names (a stripped binary), unnamed code may be anyone's.
                    frames[address] = symbols?.isComplete == true ? .passedThrough : .unnamed
                    continue
                }
                frames[address] = frame(named: name)
            }
        }
    }

    private func frame(named name: String) -> Frame {
        guard let module = Self.module(of: name), !machinery.contains(module), !name.hasPrefix(Self.pipelineCode) else {
            return .passedThrough
        }
        let function = StackFunction(symbol: name)
        if function.isProtocolExtension { return .unnamed }
        // Round Table's own functions that are no role's (`assembleModule`) call the roles' code.
        return module == "RoundTable" ? .passedThrough : .function(function)
    }

    /// The module a Swift function's name begins with (`$s12PodbayLoaded…`: `PodbayLoaded`);
    /// `Swift` for the standard library's; nil for a thunk or a name that is not Swift's.
    private static func module(of symbol: String) -> String? {
        let characters = Array(symbol.utf8)
        guard characters.count > 3, characters[0] == UInt8(ascii: "$"), characters[1] == UInt8(ascii: "s") else { return nil }
        if characters[2] == UInt8(ascii: "s") || characters[2] == UInt8(ascii: "S") { return "Swift" }
        var length = 0
        var at = 2
        while at < characters.count, characters[at] >= UInt8(ascii: "0"), characters[at] <= UInt8(ascii: "9") {
            length = length * 10 + Int(characters[at] - UInt8(ascii: "0"))
            at += 1
        }
        guard at > 2, length > 0, at + length <= characters.count else { return nil }
        return String(decoding: characters[at..<(at + length)], as: UTF8.self)
    }

    private static func isSystemImage(_ path: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return ["libswift", "libc.", "libc-", "ld-linux", "ld64", "libgcc_s", "libstdc++", "libm.", "libdispatch", "libFoundation",
            "lib_Foundation", "libBlocksRuntime", "libpthread", "libdl", "linux-vdso"]
            .contains { file.hasPrefix($0) }
    }
}
