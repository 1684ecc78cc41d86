/// `UIStoryboard`: Interface Builder's scenes, which the model cannot read (PresentationKit's
/// `Storyboard`: each instantiation gives a plain view controller, said once in a note line).
public typealias UIStoryboard = Storyboard

/// `UIStoryboardSegue` (PresentationKit declares it, as `prepare(for:sender:)` takes it).
public typealias UIStoryboardSegue = StoryboardSegue
