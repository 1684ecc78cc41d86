// A sheet driven by a Combine view model, as iOS 13–18 code writes one (our own): `@Published`
// state in an `ObservableObject`, a subject, `receive(on: DispatchQueue.main)`, a debounced
// search on the engine's clock, a notification as a publisher, and cancellables in a set.
import Combine
import UIKit

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    let selection = CurrentValueSubject<String?, Never>(nil)
    private var bag = Set<AnyCancellable>()
    private let catalogue = ["Tea", "Teapot", "Coffee", "Toast"]

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .map { [catalogue] text in catalogue.filter { $0.hasPrefix(text) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in self?.results = found }
            .store(in: &bag)
    }
}

final class SearchSheet: UIViewController {
    let model = SearchModel()
    private var bag = Set<AnyCancellable>()
    static let refreshed = Notification.Name("SearchSheetRefreshed")

    override func viewDidLoad() {
        super.viewDidLoad()
        model.$results
            .dropFirst()
            .sink { print("results: \($0.joined(separator: ", "))") }
            .store(in: &bag)
        model.objectWillChange.sink { _ in }.store(in: &bag)
        NotificationCenter.default.publisher(for: Self.refreshed)
            .sink { _ in print("refreshed by notification") }
            .store(in: &bag)
        model.selection.compactMap { $0 }.sink { print("picked \($0)") }.store(in: &bag)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        model.query = "T"
        model.query = "Te"
        model.selection.send("Teapot")
        NotificationCenter.default.post(name: Self.refreshed, object: nil)
    }
}

final class SearchHost: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showSearch() {
        let sheet = SearchSheet()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        present(sheet, animated: true)
    }
}
