// UIKit's classes live in one module on iOS, so any open member of any class may name any other
// UIKit type (`UIViewController.navigationItem`, `UIView.layer`, `UIWindow.init(windowScene:)`).
// The surface that mirrors them therefore lives in PresentationKit beside the engine's classes
// (Sources/PresentationKit/Surface); this module keeps its name, which the stage, the installed
// modules and the loader's imports already use, and re-exports that one module.
@_exported import PresentationKit
