import PresentationKit

/// What the value of an `expect` line must look like for its subject (issue 38): a line whose
/// value cannot be what the subject is (`phase == presented presented`, `frame == 0 0 375`,
/// `phase == bogus`, `alpha < inf`) is a syntax error with its column, never a failed claim that
/// reads as if the screen were wrong. Declared beside each subject (`ViewProperty.shape`,
/// `StateSubject.shape`), so a new subject cannot be added without saying what it takes.
enum ValueShape: Equatable, Sendable {
    /// Exactly this many finite numbers, named for messages (`x y width height`).
    case numbers(Int, names: String)
    /// One word, from `allowed` (compared as the evaluator compares words); any word when nil.
    case word(allowed: [String]?)
    /// Two size classes: `wC hR`.
    case traits
    /// `identity` or six numbers (`a b c d tx ty`).
    case transform
    /// Words the evaluator reads as it likes (flag names, a list of views).
    case words

    /// The size-class spellings `ExpectationEvaluator.normalize` accepts.
    static let sizeClassWords = ["compact", "regular", "wC", "wR", "hC", "hR", "c", "r"]

    /// Whether the subject is compared as numbers (so `<` and `>` mean something).
    var isNumeric: Bool {
        switch self {
        case .numbers, .transform: return true
        case .word, .traits, .words: return false
        }
    }
}

extension ViewProperty {
    var shape: ValueShape {
        switch self {
        case .frame: return .numbers(4, names: "x y width height")
        case .frameX, .frameY, .frameWidth, .frameHeight, .frameMaxX, .frameMaxY, .alpha, .cornerRadius, .colorAlpha,
            .index:
            return .numbers(1, names: "a number")
        case .hidden, .touchable: return .word(allowed: ["true", "false"])
        case .superview: return .word(allowed: nil)
        case .transform: return .transform
        case .autoresizing, .removed, .exists: return .words
        }
    }
}

extension StateSubject {
    var shape: ValueShape {
        switch self {
        case .phase: return .word(allowed: Phase.allCases.map(\.rawValue))
        case .time: return .numbers(1, names: "seconds")
        case .traits: return .traits
        case .traitsHorizontal, .traitsVertical: return .word(allowed: ValueShape.sizeClassWords)
        case .deviceSize: return .numbers(2, names: "width height")
        case .deviceModel: return .word(allowed: nil)
        case .deviceOrientation: return .word(allowed: Orientation.allCases.map(\.rawValue))
        case .deviceIOS: return .numbers(1, names: "a release number")
        case .safeArea: return .numbers(4, names: "top left bottom right")
        case .presentation: return .word(allowed: ["none", "presented"])
        case .presentationStyle, .presentationEffectiveStyle, .presentationController: return .word(allowed: nil)
        case .leftBehind: return .words
        }
    }
}
