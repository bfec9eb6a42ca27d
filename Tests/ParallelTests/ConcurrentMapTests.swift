import Parallel
import Synchronization
import Testing

@Suite struct ConcurrentMapTests {
    @Test func resultsComeBackInTheElementsOrder() {
        let numbers = Array(0..<1_000)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
        #expect([Int]().concurrentMap { $0 } == [])
    }

    /// `workers: 1` runs one transform at a time: the most seen running at once is 1, where the
    /// default uses more than one thread on a machine with more than one core.
    @Test func workersBoundHowManyTransformsRunAtOnce() {
        let running = Mutex((now: 0, most: 0))
        _ = Array(0..<64).concurrentMap(workers: 1) { value in
            running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            var spin = 0
            for step in 0..<20_000 { spin &+= step ^ value }
            running.withLock { $0.now -= 1 }
            return spin
        }
        #expect(running.withLock { $0.most } == 1)
    }
}

/// A count added to from many threads at once: every addition counted once, each caller handed
/// a different count.
@Suite struct SharedCounterTests {
    @Test func everyAdditionFromEveryThreadIsCountedOnceEach() {
        let counter = SharedCounter()
        let seen = Array(0..<2_000).concurrentMap { _ in counter.add() }
        #expect(Set(seen) == Set(1...2_000))
        #expect(counter.add() == 2_001)
    }
}
