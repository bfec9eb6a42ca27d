import Descriptors

/// Writes `bytes` to `descriptor` whole (see `WholeWrite`); false when a write fails. For
/// descriptors of Podbay's own (a pipe to its parent, a file it made, the progress line's
/// terminal): text for a learner's terminal goes through DescriptorSink instead.
package func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    if case .success = WholeWrite(to: descriptor).write(bytes) { true } else { false }
}
