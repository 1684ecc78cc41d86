import ProsceniumLoading

/// How the generated `main.swift` reaches a screen's methods that it cannot call as they are:
/// a `private` one (`@objc private func showAlert()`, the way most demos write a button's action)
/// is invisible from another file, and one taking a sender (`@IBAction func tapped(_ sender: Any)`)
/// needs an argument. For each, a method is added to the file that declares it, in an extension
/// of the type that declares it (where a private member is visible, SE-0169), which calls it.
struct StageCalls {
    /// Per type: the stage-callable methods, its own then inherited (`CandidateFinder.callableMethods`).
    let methods: [String: [String]]
    /// Per type and method: the added method's name, for those that need one.
    let calls: [String: [String: String]]
    /// Per file: the extensions added to it.
    private let appendedByFile: [Int: String]

    init(_ collector: ClassCollector, controllers: [String]) {
        var own: [String: [String: String]] = [:]
        var appended: [Int: String] = [:]
        // Methods are recorded under the name written (a class, or an extension of it). Only a
        // class at file scope: an extension at the end of the file could not name a nested one.
        let topLevel = Set(collector.classes.filter(\.isTopLevel).map(\.name))
        let owners = Set(controllers.flatMap { collector.lineage(of: $0) }).intersection(topLevel)
        for owner in owners.sorted() {
            for name in collector.plainMethods[owner] ?? [] {
                guard let facts = collector.callFacts[owner]?[name], facts.isPrivate || facts.argument != nil
                else { continue }
                let call = "__psc_call_\(owner)_\(name)"
                own[owner, default: [:]][name] = call
                appended[facts.file, default: ""] +=
                    "extension \(owner) {\n    func \(call)() { \(name)(\(facts.argument ?? "")) }\n}\n"
            }
        }
        var methods: [String: [String]] = collector.plainMethods
        var calls: [String: [String: String]] = [:]
        for controller in controllers {
            methods[controller] = CandidateFinder.callableMethods(of: controller, in: collector)
            for type in collector.lineage(of: controller).reversed() {
                for (name, call) in own[type] ?? [:] { calls[controller, default: [:]][name] = call }
            }
            // A method the controller declares itself hides an inherited one of the same name.
            for name in collector.plainMethods[controller] ?? [] where own[controller]?[name] == nil {
                calls[controller]?[name] = nil
            }
            if calls[controller]?.isEmpty == true { calls[controller] = nil }
        }
        self.methods = methods
        self.calls = calls
        appendedByFile = appended
    }

    /// The extensions to add after file `file`'s last line.
    func appended(toFile file: Int) -> String { appendedByFile[file] ?? "" }

    /// `candidate` with the added methods it must call in place of its own.
    func filling(_ candidate: Candidate) -> Candidate {
        var filled = candidate
        if let m = candidate.method { filled.call = calls[candidate.typeName]?[m] }
        if let m = candidate.pushMethod { filled.pushCall = calls[candidate.typeName]?[m] }
        return filled
    }
}
