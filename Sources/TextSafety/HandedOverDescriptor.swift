#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A descriptor a podbay handed to the loaded podbay it started, named in the environment under
/// `key` (`OwnStandardOutput`, `OwnStandardError`): that number when it is above 2 and open, else
/// `otherwise` (a podbay nobody handed one to, or a name the user's environment made up).
package func handedOverDescriptor(named key: String, otherwise: Int32) -> Int32 {
    guard let text = getenv(key).map({ String(cString: $0) }), let number = Int32(text), number > 2, fcntl(number, F_GETFD) >= 0
    else { return otherwise }
    return number
}
