import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A path keeps the box of what it went through, and its drawing calls paint nothing
/// (UIBezierPath.h; the model keeps no path content).
@Suite struct UIBezierPathTests {
    @Test func aPathOfLinesKeepsTheBoxOfItsPoints() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 5))
        path.close()
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 30, height: 15) && !path.isEmpty)
        #expect(path.contains(CGPoint(x: 20, y: 10)) && !path.contains(CGPoint(x: 50, y: 10)))
        path.removeAllPoints()
        #expect(path.isEmpty && path.bounds == .zero)
    }

    @Test func aShapeMadeFromACGPathOrCopiedKeepsItsBoxAndSettings() throws {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8)
        rounded.lineWidth = 3
        let copy = try #require(rounded.copy(with: nil) as? UIBezierPath)
        #expect(copy !== rounded && copy.bounds == rounded.bounds && copy.lineWidth == 3)
        #expect(UIBezierPath(cgPath: rounded.cgPath).bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func aSubclassDrawsNothingAndNotesItOnce() {
        final class Outline: UIBezierPath {}
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        engine.perform {
            let path = Outline(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.fill()
            path.stroke(with: .multiply, alpha: 0.5)
            path.addClip()
        }
        let notes = engine.consoleLog.filter { $0.hasPrefix("UIBezierPath:") }
        #expect(notes.count == 1)
    }
}
