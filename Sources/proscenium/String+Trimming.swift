extension String {
    /// Drops leading and trailing characters found in `set` (a small stand-in for Foundation's,
    /// which the executable does not import).
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
