import CSwiftRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A function found running on the call stack, by the name the compiler gave it
/// (`$s12PodbayLoaded10ParentCoreC6listen…fU_`: closure #1 in `ParentCore.listen(to:how:)`).
package struct StackFunction: Equatable, Sendable {
    /// The mangled name, as the image's symbol table has it.
    package let symbol: String

    package init(symbol: String) {
        self.symbol = symbol
    }

    /// Whether this is code of the type whose code's names begin with `prefix` (`typePrefix(of:)`):
    /// a method, an initializer, a closure written in one, an accessor, a protocol witness. The
    /// compiler names each after the type it is written in; a type nested in it is another type.
    package func isCode(ofTypeNamed prefix: String) -> Bool {
        symbol.hasPrefix(prefix) && !Self.startsWithNestedType(symbol.utf8.dropFirst(prefix.utf8.count))
    }

    /// The type whose code this is, as written (`ParentCore`), or nil for a function of no type
    /// (a top-level function, a thunk). Read by asking the runtime's demangler which beginnings
    /// of the name are a type (`…10ParentCoreC` + `N`: "type metadata for ….ParentCore"), each
    /// next one nested in the last; it reads the names that reuse earlier words (`0a…`) too.
    package var typeText: String? {
        var found: String?
        var index = symbol.startIndex
        while index < symbol.endIndex {
            if "CVO".contains(symbol[index]),
                let described = Self.demangled(String(symbol[...index]) + "N"), described.hasPrefix("type metadata for ")
            {
                let qualified = String(described.dropFirst("type metadata for ".count))
                if found.map({ qualified.hasPrefix($0 + ".") }) ?? true { found = qualified }
            }
            index = symbol.index(after: index)
        }
        // The module's name goes: the route names types as `graph` does.
        return found.map { qualified in
            qualified.firstIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified
        }
    }

    /// Whether this is a method of a protocol's extension (`$s10RoundTable11ModuleJointPAAE…`),
    /// which runs for whichever object conforms: its name says no type.
    package var isProtocolExtension: Bool {
        let characters = Array(symbol.utf8)
        var at = 2
        var identifiers = 0
        while identifiers < 2 {
            var length = 0
            let start = at
            while at < characters.count, characters[at] >= UInt8(ascii: "0"), characters[at] <= UInt8(ascii: "9") {
                length = length * 10 + Int(characters[at] - UInt8(ascii: "0"))
                at += 1
            }
            guard at > start, length > 0, at + length <= characters.count else { return false }
            at += length
            identifiers += 1
        }
        return at < characters.count && characters[at] == UInt8(ascii: "P")
    }

    /// Whether this is a reabstraction thunk (`…TR`, or its partial application `…TRTA`, a local
    /// copy's name ending `.53`): made where a closure is passed as a generic one, it only calls
    /// the closure its context holds.
    package var isReabstractionThunk: Bool {
        let name = symbol.split(separator: ".", maxSplits: 1).first.map(String.init) ?? symbol
        return ["TR", "TRTA", "Tr", "TrTA"].contains { name.hasSuffix($0) }
    }

    /// The function as Swift writes it, for when it is of no type.
    package var functionText: String {
        Self.demangled(symbol) ?? symbol
    }

    /// `$s` and the type's mangled name without generic arguments: what the names of its code begin with.
    package static func typePrefix(of type: AnyClass) -> String? {
        guard var mangled = _mangledTypeName(type) else { return nil }
        // `3BoxCySiG` (Box<Int>): its code is named after `3BoxC`, generic arguments left out.
        if mangled.hasSuffix("G"), let arguments = genericArgumentsStart(of: mangled) { mangled = String(mangled[..<arguments]) }
        return "$s" + mangled
    }

    /// Whether what follows a type's name is a type nested in it (`5InnerC…`), whose code is not its.
    private static func startsWithNestedType(_ rest: Substring.UTF8View) -> Bool {
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let length = Int(String(decoding: digits, as: UTF8.self)), length > 0 else { return false }
        let after = rest.dropFirst(digits.count + length)
        return after.first.map { "CVO".utf8.contains($0) } ?? false
    }

    private static func genericArgumentsStart(of mangled: String) -> String.Index? {
        var previous: Character?
        for index in mangled.indices {
            if mangled[index] == "y", let previous, "CVO".contains(previous) { return index }
            previous = mangled[index]
        }
        return nil
    }

    private static func demangled(_ mangled: String) -> String? {
        mangled.withCString { name in
            guard let text = podbay_demangle(name, strlen(name)) else { return nil }
            defer { free(text) }
            return String(cString: text)
        }
    }
}
