// The app's screen: it presents only through the library's helper (SheetPresenter.swift).
import UIKit

final class FiltersScreen: UIViewController {
    func tidy() { view.backgroundColor = .white }

    func showFilters() {
        let filters = UIViewController()
        filters.view.backgroundColor = .systemGray6
        presentLowerHalf(filters)
    }
}
