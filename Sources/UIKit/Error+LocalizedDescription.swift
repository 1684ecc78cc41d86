import FoundationEssentials

extension Error {
    /// `localizedDescription` (Foundation's, on every error through its bridge to `NSError`): a
    /// `LocalizedError`'s `errorDescription`, else Foundation's sentence naming the error's domain
    /// and code ("The operation couldn’t be completed. (App.LoadError error 1.)"). Declared here
    /// because Foundation itself stays out of the module (UIKit.swift).
    public var localizedDescription: String {
        if let described = (self as? any LocalizedError)?.errorDescription { return described }
        return "The operation couldn’t be completed. (\(_domain) error \(_code).)"
    }
}
