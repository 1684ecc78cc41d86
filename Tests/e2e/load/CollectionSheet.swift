// A language picker in a sheet, as iOS 14+ list code writes it (our own code): a collection view
// controller made with a list layout, its cells from a cell registration of list cells through a
// diffable data source, a checkmark accessory on the chosen language, and a selection that
// moves the checkmark by reconfiguring the two items. A flow-layout grid of colours, presented
// by a second host: a plain collection view with a registered cell class and the flow
// delegate's size per item.
import UIKit

final class CollectionSheetHost: UIViewController {
    func showLanguages() {
        let picker = LanguageListController()
        let navigation = UINavigationController(rootViewController: picker)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }
}

final class LanguageListController: UICollectionViewController {
    private let languages = ["English", "Español", "Français", "Deutsch"]
    private var chosen = "English"
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Language"
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            [weak self] cell, _, language in
            var content = cell.defaultContentConfiguration()
            content.text = language
            cell.contentConfiguration = content
            cell.accessories = language == self?.chosen ? [.checkmark()] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, language in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: language)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(languages, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let language = dataSource.itemIdentifier(for: indexPath) else { return }
        let previous = chosen
        chosen = language
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([previous, language])
        dataSource.apply(snapshot, animatingDifferences: true)
        let checked = collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
            .filter { !$0.accessories.isEmpty }.count
        print("chose \(language), \(collectionView.numberOfItems(inSection: 0)) items, \(checked) checked")
    }
}

final class SwatchGridHost: UIViewController {
    func showSwatches() {
        present(SwatchGridController(), animated: true)
    }
}

final class SwatchCell: UICollectionViewCell {
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(name)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SwatchGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let swatches = ["Red", "Green", "Blue", "Orange", "Purple"]
    private lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        swatches.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as? SwatchCell
        else { fatalError("the registered class is not SwatchCell") }
        cell.name.text = swatches[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: indexPath.item == 0 ? 80 : 60)
    }
}
