import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A table as list code writes it for iOS: a data source and a delegate, cells dequeued (a
/// registered subclass among them), heights from the delegate, a tap that selects a row, and a
/// reload after the data changes.
@Suite struct UITableViewTests {
    /// A menu's list: one section of titles, cells dequeued by identifier or made, selections heard.
    final class Menu: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = ["Share", "Copy", "Delete"]
        var heights: [CGFloat]?
        var heard: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "item")
                ?? UITableViewCell(style: .default, reuseIdentifier: "item")
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights?[indexPath.row] ?? tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            heard.append("select \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            heard.append("deselect \(indexPath.row)")
        }
    }

    /// A cell subclass written as Xcode writes one: its own style, and the coder initialiser.
    final class BadgeCell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A data source of registered cells: `dequeueReusableCell(withIdentifier:for:)` and a cast.
    final class Badges: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
            cell.textLabel?.text = "Inbox"
            cell.detailTextLabel?.text = "\(indexPath.row + 1) new"
            return cell
        }
    }

    /// A table of `menu` in the root view of a fresh engine, laid out once.
    private func table(_ menu: Menu, height: CGFloat = 300) -> (Engine, UITableView) {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: height), style: .plain)
        table.dataSource = menu
        table.delegate = menu
        root.view.addSubview(table)
        engine.perform { table.layoutIfNeeded() }
        return (engine, table)
    }

    @Test func threeRowsAreThreeCellsAt44PointSteps() {
        let menu = Menu()
        let (_, table) = table(menu)
        let cells = table.visibleCells
        #expect(cells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 375, height: 44) })
        #expect(cells.map { $0.textLabel?.text } == ["Share", "Copy", "Delete"])
        #expect(cells.map(\.name) == ["row 0.0", "row 0.1", "row 0.2"])
        #expect(cells.map(\.text) == ["Share", "Copy", "Delete"])
        #expect(table.contentSize == CGSize(width: 375, height: 132))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        // The label sits inside the content view, 16 points in, centred on the row.
        let label = cells[1].textLabel!
        #expect(label.frame.minX == 16 && label.frame.width == 375 - 32)
        #expect(abs(label.frame.midY - 22) <= 0.5)
    }

    @Test func aRegisteredSubclassIsDequeuedAsThatSubclass() {
        let engine = Engine()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let badges = Badges()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = badges
        engine.perform { table.reloadData() }
        let cells = table.visibleCells
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0 is BadgeCell && $0.reuseIdentifier == "badge" })
        // Its own `init(style:reuseIdentifier:)` ran: a subtitle cell with its badge in the content.
        #expect(cells.map { $0.detailTextLabel?.text } == ["1 new", "2 new"])
        #expect((cells[0] as? BadgeCell)?.badge.superview === cells[0].contentView)
        #expect(cells[0].text == "Inbox\n1 new")
    }

    @Test func theDelegatesHeightsPlaceTheRows() {
        let menu = Menu()
        menu.heights = [60, 30, 50]
        let (_, table) = table(menu)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 60, 90])
        #expect(table.visibleCells.map(\.frame.height) == [60, 30, 50])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 90, width: 375, height: 50))
        #expect(table.contentSize.height == 140)
    }

    @Test func aTapOnACellSelectsItsRowAndTellsTheDelegate() {
        let menu = Menu()
        let (engine, table) = table(menu)
        // The second row is 44 to 88 in the table, which starts 100 down the window.
        #expect(
            engine.tap(at: CGPoint(x: 200, y: 160))
                == .delivered(view: "row 0.1", action: "selectTappedRow(_:)", hit: "view"))
        #expect(menu.heard == ["select 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(engine.trace.contains { $0.call == "tableView(_:didSelectRowAt:)" && $0.type == "Menu" })
        // Another row: the first is deselected, then the new one selected.
        _ = engine.tap(viewNamed: "row 0.2")
        #expect(menu.heard == ["select 1", "deselect 1", "select 2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func aTableThatAllowsNoSelectionIgnoresTheTap() {
        let menu = Menu()
        let (engine, table) = table(menu)
        table.allowsSelection = false
        _ = engine.tap(viewNamed: "row 0.0")
        #expect(menu.heard.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        // Selecting in code tells the delegate nothing, as in UIKit.
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(menu.heard.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test func reloadDataAfterTheDataChangesShowsTheNewRows() {
        let menu = Menu()
        let (engine, table) = table(menu)
        let first = table.visibleCells
        menu.items = ["Open", "Rename", "Duplicate", "Move", "Delete"]
        engine.perform { table.reloadData() }
        #expect(table.visibleCells.count == 5)
        #expect(table.visibleCells.map { $0.textLabel?.text } == menu.items)
        #expect(table.contentSize.height == 220)
        // The three cells shown before came back out of the queue.
        #expect(first.allSatisfy { cell in table.visibleCells.contains { $0 === cell } })
    }

    @Test func rowsBelowTheBoundsGetNoCell() {
        let menu = Menu()
        menu.items = (1...20).map { "Item \($0)" }
        let (_, table) = table(menu, height: 200)
        // 0, 44, 88, 132 and 176 begin inside 200 points; 220 does not.
        #expect(table.visibleCells.count == 5)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(table.contentSize.height == 880)
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).minY == 440)
    }

    @Test func aTableMadeTallerShowsTheRowsItNowTakesIn() {
        let menu = Menu()
        menu.items = (1...20).map { "Item \($0)" }
        let (engine, table) = table(menu, height: 100)
        #expect(table.visibleCells.count == 3)
        let kept = table.visibleCells
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        engine.perform { table.layoutIfNeeded() }
        // The cells on screen stay theirs, as wide as the table now; rows 3 to 6 get cells.
        #expect(table.visibleCells.count == 7)
        #expect(Array(table.visibleCells.prefix(3)).elementsEqual(kept, by: ===))
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 320 })
        #expect(table.visibleCells.last?.textLabel?.text == "Item 7")
    }

    @Test func sectionTitlesAreHeadersAboveTheirRows() {
        final class Settings: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                ["General", "Privacy"][section]
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Row"
                cell.detailTextLabel?.text = "On"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let settings = Settings()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .grouped)
        table.dataSource = settings
        table.layoutIfNeeded()
        let header = table.subviews.first { $0.name == "header 1" }
        #expect(header?.text == "Privacy")
        #expect(header?.frame == CGRect(x: 0, y: 72, width: 375, height: 28))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 72, width: 375, height: 72))
        #expect(table.visibleCells.map(\.frame.minY) == [28, 100])
        #expect(table.visibleCells[0].text == "Row ›\nOn")
    }

    @Test func aRegisteredHeaderIsDequeuedForItsSection() {
        final class CountHeader: UITableViewHeaderFooterView {
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                contentView.backgroundColor = .systemGroupedBackground
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "count") as? CountHeader
                header?.textLabel?.text = "2 unread"
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        }
        let inbox = Inbox()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        table.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: "count")
        table.dataSource = inbox
        table.delegate = inbox
        table.layoutIfNeeded()
        let header = table.headerView(forSection: 0)
        #expect(header is CountHeader)
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(header?.name == "header 0" && header?.text == "2 unread")
        #expect(header?.textLabel?.frame.minX == 16)
        #expect(table.visibleCells.map(\.frame.minY) == [40, 84])
        // A reload hands the same header out again.
        table.reloadData()
        #expect(table.headerView(forSection: 0) === header)
    }

    @Test func aTableInAPresentedSheetLoadsOnItsFirstLayout() {
        final class ListController: UIViewController {
            let menu = Menu()
            let tableView = UITableView(frame: .zero, style: .insetGrouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                tableView.dataSource = menu
                tableView.delegate = menu
                view.addSubview(tableView)
            }
        }
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let list = ListController()
        list.modalPresentationStyle = .pageSheet
        engine.perform { root.present(list, animated: true) }
        engine.run()
        #expect(list.tableView.visibleCells.count == 3)
        #expect(list.tableView.visibleCells.allSatisfy { $0.frame.width == list.view.bounds.width })
        #expect(
            engine.tap(viewNamed: "row 0.2") == .delivered(view: "row 0.2", action: "selectTappedRow(_:)", hit: "view"))
        #expect(list.menu.heard == ["select 2"])
    }

    @Test func aTableViewControllerSubclassOverridesTheProtocolsMethods() {
        final class SortMenu: UITableViewController {
            let orders = ["Name", "Date", "Size"]
            var picked: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                orders.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
                cell.textLabel?.text = orders[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                picked = orders[indexPath.row]
                dismiss(animated: true)
            }
        }
        let engine = Engine(device: .iPad)
        let root = UIViewController()
        engine.setRootViewController(root)
        let menu = SortMenu(style: .plain)
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 240, height: 132)
        menu.popoverPresentationController?.sourceView = root.view
        menu.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 100, width: 20, height: 20)
        engine.perform { root.present(menu, animated: true) }
        engine.run()
        #expect(menu.tableView.visibleCells.map { $0.textLabel?.text } == ["Name", "Date", "Size"])
        #expect(menu.tableView.visibleCells.map(\.frame.width) == [240, 240, 240])
        _ = engine.tap(viewNamed: "row 0.1")
        engine.run()
        #expect(menu.picked == "Date")
        #expect(engine.phase == .idle)
        // Only the call the subclass implements is traced.
        let calls = engine.trace.filter { $0.receiver == .app }.map(\.call)
        #expect(calls.contains("tableView(_:didSelectRowAt:)"))
        #expect(!calls.contains("tableView(_:willSelectRowAt:)"))
    }

    @Test func aSelfSizingCellTakesItsConstraintsHeight() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = "Remember the milk"
                return cell
            }
        }
        let notes = Notes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        table.layoutIfNeeded()
        let labelHeight = UILabel.measuring("Remember the milk").height
        #expect(table.visibleCells.map(\.frame.height) == [labelHeight + 40, labelHeight + 40])
        #expect(table.visibleCells[1].frame.minY == labelHeight + 40)
        #expect(table.visibleCells[0].text == "Remember the milk")
    }
}

extension UILabel {
    /// The size a 17-point label gives this text.
    fileprivate static func measuring(_ text: String) -> CGSize {
        let label = UILabel()
        label.text = text
        return label.intrinsicContentSize
    }

    @Test func aNibRegisteredIdentifierDequeuesDefaultCells() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "nib")
        let cell = table.dequeueReusableCell(withIdentifier: "nib", for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == UITableViewCell.self)
        #expect(cell.reuseIdentifier == "nib")
        table.register(nil as UINib?, forCellReuseIdentifier: "nib")
        #expect(table.dequeueReusableCell(withIdentifier: "nib") == nil)
    }
}
