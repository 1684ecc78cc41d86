/// `UITabBarItem`: a controller's item in a tab bar, kept (the model draws no tab bar items).
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    /// `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero

    public override init() { super.init() }
    /// `init?(coder:)`: as a bar item's (it makes only the class's appearance proxy).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(title:image:tag:)`, `init(title:image:selectedImage:)`, `init(tabBarSystemItem:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
