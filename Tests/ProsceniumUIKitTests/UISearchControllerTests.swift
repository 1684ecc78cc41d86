import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A search controller and its bar are kept on the navigation item, with what was set on them.
@Suite struct UISearchControllerTests {
    @Test func aSearchControllerIsKeptOnItsItem() {
        let item = UINavigationItem(title: "Mail")
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        item.searchController = search
        item.hidesSearchBarWhenScrolling = false
        #expect(item.searchController === search && !item.hidesSearchBarWhenScrolling)
        #expect(search.searchBar.searchTextField.placeholder == "Search")
    }
}
