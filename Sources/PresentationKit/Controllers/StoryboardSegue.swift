/// `UIStoryboardSegue`: a transition a storyboard declares. The model reads no storyboards, so
/// the engine never makes one; code may still make one (`init(identifier:source:destination:)`)
/// and override `prepare(for:sender:)`, which needs the type.
open class StoryboardSegue {
    /// `identifier`, `source`, `destination`.
    open private(set) var identifier: String?
    open private(set) var source: ViewController
    open private(set) var destination: ViewController

    /// `init(identifier:source:destination:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// `perform()`: shows the destination from the source, as a "show" segue does.
    open func perform() {
        source.show(destination, sender: nil)
    }
}
