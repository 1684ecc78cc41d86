// Swift concurrency in presentation code (our own): a screen that loads its text in a task and
// presents once it has it, on the main actor; the presented sheet closes itself after a wait in a
// plain task; a detached task's work hops back with `MainActor.run`.
import UIKit

final class GreetingService {
    func fetchGreeting() async -> String {
        try? await Task.sleep(for: .milliseconds(300))
        return "Welcome back"
    }
}

final class GreetingSheet: UIViewController {
    let text: String
    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            print("closing after the wait")
            dismiss(animated: true)
        }
    }
}

final class TaskPresenter: UIViewController {
    private let service = GreetingService()
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showGreeting() {
        Task { @MainActor in
            let text = await service.fetchGreeting()
            let counted = await Task.detached { text.count }.value
            await MainActor.run { print("greeting \(text) (\(counted) letters)") }
            let sheet = GreetingSheet(text: text)
            sheet.sheetPresentationController?.detents = [.medium()]
            present(sheet, animated: true)
        }
    }
}
