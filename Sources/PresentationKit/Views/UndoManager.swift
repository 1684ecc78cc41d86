/// `UndoManager` (Foundation's NSUndoManager, which UIKit's responders hand out): a record of
/// undo and redo actions, kept in groups. The library's own, as Foundation stays out of the
/// engine: the closure form of registration (`registerUndo(withTarget:handler:)`), `undo()`,
/// `redo()` and explicit grouping behave as Apple's reference says (an action registered while
/// undoing is a redo action; a new action clears the redo stack). [?] Foundation groups the
/// actions of one run-loop pass together (`groupsByEvent`); the stage runs no run loop, so each
/// action registered outside an explicit group is a group of its own.
open class UndoManager: NSObject {
    private struct Action {
        let target: ObjectIdentifier
        let run: () -> Void
    }
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Explicit groups being built, innermost last.
    private var building: [Group] = []
    /// The actions registered by the undo or redo now running.
    private var collecting = Group()

    public override init() { super.init() }

    /// `isUndoing`, `isRedoing`: whether an `undo()` or `redo()` is running.
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    /// `canUndo`, `canRedo`.
    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    /// `groupsByEvent`: kept (see above); `levelsOfUndo`: how many groups are kept, 0 for all.
    open var groupsByEvent = true
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// `groupingLevel`: how deep the explicit groups being built are.
    open var groupingLevel: Int { building.count }
    /// `undoActionName`, `redoActionName`: the names of the groups `undo()` and `redo()` would
    /// run, empty when unnamed.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// `registerUndo(withTarget:handler:)`: an action that undoes a change to `target`.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        let action = Action(target: ObjectIdentifier(target)) { handler(target) }
        if isUndoing || isRedoing {
            collecting.actions.append(action)
        } else if !building.isEmpty {
            building[building.count - 1].actions.append(action)
            redoStack.removeAll()
        } else {
            push(Group(actions: [action]))
            redoStack.removeAll()
        }
    }

    /// `setActionName(_:)`: names the group being built, else the last undo group.
    open func setActionName(_ actionName: String) {
        if isUndoing || isRedoing {
            collecting.name = actionName
        } else if !building.isEmpty {
            building[building.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// `beginUndoGrouping()`, `endUndoGrouping()`: the actions between them undo together.
    open func beginUndoGrouping() { building.append(Group()) }
    open func endUndoGrouping() {
        guard let group = building.popLast() else { return }
        if !building.isEmpty {
            building[building.count - 1].actions += group.actions
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    /// `undo()`: runs the last group's actions, last first; what they register becomes the redo
    /// group.
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        collecting = Group(name: group.name)
        for action in group.actions.reversed() { action.run() }
        isUndoing = false
        if !collecting.actions.isEmpty { redoStack.append(collecting) }
    }
    /// `redo()`: runs the last redo group; what it registers becomes an undo group again.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        collecting = Group(name: group.name)
        for action in group.actions.reversed() { action.run() }
        isRedoing = false
        if !collecting.actions.isEmpty { push(collecting) }
    }

    /// `removeAllActions()`, `removeAllActions(withTarget:)`.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
    open func removeAllActions(withTarget target: Any) {
        let id = ObjectIdentifier(target as AnyObject)
        func without(_ groups: [Group]) -> [Group] {
            groups.map { Group(actions: $0.actions.filter { $0.target != id }, name: $0.name) }
                .filter { !$0.actions.isEmpty }
        }
        undoStack = without(undoStack)
        redoStack = without(redoStack)
    }

    private func push(_ group: Group) {
        undoStack.append(group)
        trim()
    }
    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
