/// The numbers a route's steps are known by, the same in the text route and its diagrams: every
/// message sent or call made gets the next number (`3`); a pipeline's deliveries are numbered under
/// the message they deliver (`3.1`, `3.2`); a later turn of the run loop has none.
package struct RouteNumbering {
    package init() {}

    /// One label for each step, in order; nil for a `later` step.
    package func labels(for steps: [RouteLog.Step]) -> [String?] {
        var labels: [String?] = []
        var number = 0
        // The number of the message each depth belongs to, and how many deliveries it had.
        var owner: [Int: (number: Int, deliveries: Int)] = [:]
        for step in steps {
            switch step.kind {
            case .send, .call:
                number += 1
                owner[step.depth + 1] = (number, 0)
                labels.append("\(number)")
            case .delivery:
                var parent = owner[step.depth] ?? (number, 0)
                parent.deliveries += 1
                owner[step.depth] = parent
                owner[step.depth + 1] = parent
                labels.append("\(parent.number).\(parent.deliveries)")
            case .later:
                owner[step.depth + 1] = nil
                labels.append(nil)
            }
        }
        return labels
    }
}
