import PresentationKit

/// The lines the playground prints when UIKit refuses what the user or the app asked, which UIKit
/// does without a word on screen: the learner is told why.
extension Session {
    /// The line a refused swipe prints: UIKit refuses it without a word to the user, so the
    /// learner is told why (the delegate heard presentationControllerDidAttemptToDismiss).
    func refusalNote(_ outcome: UserDismissal) -> String? {
        let chinese = language == .chinese
        switch outcome {
        case .began: return nil
        case .refusedWhileModal:
            return chinese
                ? "UIKit 拒绝了这次轻扫：presented controller 的 isModalInPresentation 是 true（delegate 收到 presentationControllerDidAttemptToDismiss）；`set modal-in-presentation off` 之后再扫"
                : "UIKit refused the swipe: the presented controller isModalInPresentation (the delegate hears presentationControllerDidAttemptToDismiss); `set modal-in-presentation off` lets the next one through"
        case .refusedByDelegate:
            return chinese
                ? "UIKit 拒绝了这次轻扫：delegate 的 presentationControllerShouldDismiss 回答了 false（它接着收到 presentationControllerDidAttemptToDismiss）"
                : "UIKit refused the swipe: the delegate's presentationControllerShouldDismiss answered false (it then hears presentationControllerDidAttemptToDismiss)"
        }
    }

    /// The line `present --on-top` prints from a controller a partial curl shows.
    var curlRefusalNote: String {
        language == .chinese
            ? "UIKit 拒绝了这次 present：用 partialCurl 转场呈现的 controller“本身不能再呈现任何 view controller”（Apple）；先 `dismiss`"
            : "UIKit refused the present: a controller shown with a partialCurl transition \"is itself prevented from presenting any additional view controllers\" (Apple); `dismiss` first"
    }
}
