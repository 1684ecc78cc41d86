import Testing

@testable import PresentationKit

/// The library's `UndoManager` as Apple's reference for NSUndoManager describes it: an action
/// registered while undoing is the redo action, a new action clears redo, and explicit groups
/// undo together; and responders share their window's undo manager.
@Suite struct UndoManagerTests {
    final class Counter {
        var value = 0
        func set(_ newValue: Int, on manager: UndoManager) {
            let old = value
            value = newValue
            manager.registerUndo(withTarget: self) { $0.set(old, on: manager) }
        }
    }

    @Test func undoThenRedoRestoresEachValue() {
        let manager = UndoManager()
        let counter = Counter()
        counter.set(1, on: manager)
        counter.set(2, on: manager)
        manager.setActionName("Two")
        #expect(manager.canUndo && !manager.canRedo && manager.undoActionName == "Two")
        manager.undo()
        #expect(counter.value == 1 && manager.canRedo && manager.redoActionName == "Two")
        manager.redo()
        #expect(counter.value == 2)
        manager.undo()
        counter.set(5, on: manager)
        #expect(!manager.canRedo, "a new action clears redo")
        manager.undo()
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
    }

    @Test func aGroupUndoesTogether() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        counter.set(1, on: manager)
        counter.set(2, on: manager)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
    }

    @Test func aViewInAWindowUsesTheWindowsUndoManager() {
        let window = Window(frame: .zero)
        let view = View(frame: .zero)
        window.addSubview(view)
        #expect(view.undoManager != nil && view.undoManager === window.undoManager)
        #expect(View(frame: .zero).undoManager == nil, "no window, no undo manager")
    }
}

/// The library's `NSUserActivity` keeps what it is given, as Foundation's does.
@Suite struct UserActivityTests {
    @Test func anActivityKeepsItsEntriesAndCannotBecomeCurrentOnceInvalidated() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.userInfo = ["page": 1]
        activity.addUserInfoEntries(from: ["page": 2, "book": "Emma"])
        #expect(activity.userInfo?["page"] as? Int == 2 && activity.userInfo?["book"] as? String == "Emma")
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent)
        let view = View(frame: .zero)
        view.userActivity = activity
        #expect(view.userActivity === activity)
    }
}
