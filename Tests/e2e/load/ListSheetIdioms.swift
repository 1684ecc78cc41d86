// A list in a sheet as iOS 17/18 code writes one (our own): a diffable data source whose cells
// take list content configurations, an empty state until there are rows, search and bar
// appearances on the navigation item, a switch with a primary action, a trait registration whose
// handler names `Self`, a spinner, and a share sheet from a bar button.
import UIKit

@MainActor
final class ListSheetHost: UIViewController {
    func showList() {
        let list = ListSheet()
        let navigation = UINavigationController(rootViewController: list)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }
}

@MainActor
final class ListSheet: UIViewController {
    private let table = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var items: [String] = []
    private lazy var source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, path, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
        var content = cell.defaultContentConfiguration()
        content.text = item
        content.secondaryText = "row \(path.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
    let loud = UISwitch(
        frame: .zero,
        primaryAction: UIAction { action in
            print("loud: \((action.sender as? UISwitch)?.isOn == true)")
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drafts"
        view.backgroundColor = .systemBackground
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
        loud.frame = CGRect(x: 300, y: 200, width: 51, height: 31)
        view.addSubview(loud)
        spinner.startAnimating()
        view.addSubview(spinner)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.view.setNeedsLayout()
        }
        setNeedsUpdateContentUnavailableConfiguration()
        items = ["Letter", "Notes", "Plan"]
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        source.apply(snapshot, animatingDifferences: false)
        setNeedsUpdateContentUnavailableConfiguration()
        spinner.stopAnimating()
        print("rows: \(table.numberOfRows(inSection: 0)), empty state: \(contentUnavailableConfiguration != nil)")
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Drafts"
        contentUnavailableConfiguration = items.isEmpty ? empty : nil
    }

    private func share() {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.completionWithItemsHandler = { _, completed, _, _ in print("shared: \(completed)") }
        present(activity, animated: true)
    }
}
