// `import UIKit` resolves to this module off Apple's platforms, so presentation code written for
// iOS compiles unchanged against ProsceniumUIKit (UIKit's names over PresentationKit's engine).
@_exported import ProsceniumUIKit
