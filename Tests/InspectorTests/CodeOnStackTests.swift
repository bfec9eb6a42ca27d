@testable import Inspector
import Testing

/// `CodeOnStack`: whose code is running, read from the call stack and the test binary's symbols,
/// as a route checks who sent a message.
@Suite struct CodeOnStackTests {
    final class Sender {
        let stack: CodeOnStack
        init(_ stack: CodeOnStack) { self.stack = stack }
        @inline(never) func send() -> CodeOnStack.Found { stack.innermost() }
        @inline(never) func sendFromClosure() -> CodeOnStack.Found {
            let closure = { [self] in stack.innermost() }
            return closure()
        }

        @inline(never) func keep(capturing other: AnyObject) -> Kept {
            Kept { [weak other] in _ = other }
        }

        /// A type nested in `Sender` is another type: its code is not Sender's.
        final class Nested {
            @inline(never) func send(_ stack: CodeOnStack) -> CodeOnStack.Found { stack.innermost() }
        }
    }

    final class Bystander {}

    final class Generic<Value> {
        @inline(never) func send(_ stack: CodeOnStack) -> CodeOnStack.Found { stack.innermost() }
    }

    /// Calls back what it is given, as an engineer's manager that reports nothing does.
    final class Manager {
        @inline(never) func call(_ work: () -> CodeOnStack.Found) -> CodeOnStack.Found { work() }
    }

    private func function(_ found: CodeOnStack.Found) -> StackFunction? {
        if case .function(let function) = found { return function }
        return nil
    }

    /// A closure kept as a thick closure is: its function pointer, then its context.
    final class Kept {
        let closure: () -> Void
        init(_ closure: @escaping () -> Void) { self.closure = closure }
        var function: UnsafeRawPointer? {
            UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()).load(fromByteOffset: 16, as: UnsafeRawPointer?.self)
        }
    }

    @Test func aClosuresFunctionNamesTheTypeItWasWrittenIn() throws {
        let stack = CodeOnStack()
        let bystander = Bystander()
        let kept = Sender(stack).keep(capturing: bystander)
        let pointer = try #require(kept.function)
        let found = try #require(stack.function(at: pointer))
        let written = try #require(function(found))
        #expect(stack.isCode(written, of: Sender.self))
        #expect(!stack.isCode(written, of: Bystander.self), "a closure is not the code of what it captures")
        #expect(!written.isReabstractionThunk)
        #expect(StackFunction(symbol: "$sSiIegy_SiIegn_TRTA.53").isReabstractionThunk)
        #expect(StackFunction(symbol: "$sSiIegy_SiIegn_TR").isReabstractionThunk)
    }

    @Test func aMethodAndAClosureWrittenInItAreTheirTypesCode() throws {
        let stack = CodeOnStack()
        let sender = Sender(stack)
        let method = try #require(function(sender.send()))
        #expect(stack.isCode(method, of: Sender.self))
        #expect(!stack.isCode(method, of: Bystander.self))
        #expect(method.typeText == "CodeOnStackTests.Sender")
        let closure = try #require(function(sender.sendFromClosure()))
        #expect(stack.isCode(closure, of: Sender.self))
    }

    /// The innermost code that is not machinery is the one found: a manager calling a closure back
    /// is passed over only when the closure is the innermost frame.
    @Test func aClosureAnotherObjectCallsBackIsItsWritersCode() throws {
        let stack = CodeOnStack()
        let sender = Sender(stack)
        let manager = Manager()
        let found = try #require(function(manager.call { sender.send() }))
        #expect(stack.isCode(found, of: Sender.self))
        #expect(!stack.isCode(found, of: Manager.self))
    }

    @Test func aNestedTypesCodeIsNotItsOuterTypes() throws {
        let stack = CodeOnStack()
        let found = try #require(function(Sender.Nested().send(stack)))
        #expect(stack.isCode(found, of: Sender.Nested.self))
        #expect(!stack.isCode(found, of: Sender.self))
    }

    @Test func aGenericTypesCodeIsItsWhateverItsArguments() throws {
        let stack = CodeOnStack()
        let found = try #require(function(Generic<Int>().send(stack)))
        #expect(stack.isCode(found, of: Generic<Int>.self))
        #expect(stack.isCode(found, of: Generic<String>.self))
        #expect(!stack.isCode(found, of: Sender.self))
    }

    /// Modules named as machinery are passed over: with this test module among them, the code
    /// found is further out (Swift Testing's, or none).
    @Test func machineryIsPassedOver() {
        let stack = CodeOnStack(machinery: ["InspectorTests"])
        if case .function(let found) = Sender(stack).send() {
            #expect(!stack.isCode(found, of: Sender.self))
        }
    }
}
