/// Lines of standard input, read lazily so piped sessions stream.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}
