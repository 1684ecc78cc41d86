/// `UIAppearance`'s proxies, as a view keeps them: a class's proxy (`appearance()`, in the UIKit
/// module) is an instance of the class made with `init(appearanceProxy:)` that records what is set
/// on it, and a view takes its classes' recorded settings, superclass first, the first time it is in
/// a window, except the properties set on the view itself. Apple's `UIAppearance` reference: "iOS
/// applies appearance changes when a view enters a window, it doesn't change the appearance of a
/// view that's already in a window"; a value set on the instance wins over the proxy's. Reading a
/// proxy gives what was set on that class's proxy, else the property's default (Sheeeeeeeeet
/// relies on it, walking `superclass()` for an unset height). A setting made after a view is in
/// its window reaches it when it next enters one (taken out and put back, the way apps refresh
/// views after changing a proxy). [?] Containment (`whenContainedInInstancesOf:`) and trait
/// collections choose no other proxy.
extension View {
    /// The proxies made so far, by class. One process runs one loaded app, as an iOS process does.
    nonisolated(unsafe) package static var appearanceProxies: [ObjectIdentifier: View] = [:]

    /// The proxy of `kind`, made on first use.
    package static func appearanceProxy(of kind: View.Type) -> View {
        let key = ObjectIdentifier(kind)
        if let made = appearanceProxies[key] { return made }
        // Marked here, not in the initialiser: an app's class has its own (written by `load`).
        let made = kind.init(appearanceProxy: ())
        made.isAppearanceProxy = true
        appearanceProxies[key] = made
        return made
    }

    /// Records a property's setting: on a proxy, `apply` (which sets the same value on a view) is
    /// kept under `key`, replacing an earlier one; on a view, `key` counts as set directly unless
    /// the proxies' settings are being applied. The library's appearance properties call it from
    /// their observers; `load` adds the call to an app's view properties it can observe.
    package func appearanceSet(_ key: String, _ apply: () -> (View) -> Void) {
        if isAppearanceProxy {
            let made = apply()
            if let i = appearanceSettings.firstIndex(where: { $0.key == key }) {
                appearanceSettings[i].apply = made
            } else {
                appearanceSettings.append((key, made))
            }
        } else if !applyingAppearance, !Self.appearanceProxies.isEmpty {
            appearanceSetDirectly.insert(key)
        }
    }

    /// `appearanceSet` for a property whose proxy setting is its value as it stands: the library's
    /// appearance properties call it from their observers, naming the property by key path.
    package func appearanceSet<V: View, T>(_ key: String, _ property: ReferenceWritableKeyPath<V, T>) {
        appearanceSet(key) {
            guard let owner = self as? V else { return { _ in } }
            let value = owner[keyPath: property]
            return { ($0 as? V)?[keyPath: property] = value }
        }
    }

    /// After this view was added to a superview: if it is now in a window, it and the views below
    /// it take their proxies' settings, each view once.
    func enteredHierarchy() {
        guard !Self.appearanceProxies.isEmpty, window != nil else { return }
        applyAppearance()
    }

    /// Before this view leaves its superview: if that takes it out of a window, it and the views
    /// below it take their proxies' settings again when they next enter one.
    func leavingHierarchy() {
        guard !Self.appearanceProxies.isEmpty, window != nil else { return }
        forgetAppliedAppearance()
    }

    private func forgetAppliedAppearance() {
        appearanceApplied = false
        for subview in subviews { subview.forgetAppliedAppearance() }
    }

    private func applyAppearance() {
        if !appearanceApplied && !isAppearanceProxy {
            appearanceApplied = true
            var chain: [AnyClass] = []
            var kind: AnyClass? = type(of: self)
            while let k = kind {
                chain.append(k)
                if k == View.self { break }
                kind = _getSuperclass(k)
            }
            applyingAppearance = true
            for k in chain.reversed() {
                guard let proxy = Self.appearanceProxies[ObjectIdentifier(k)] else { continue }
                for setting in proxy.appearanceSettings where !appearanceSetDirectly.contains(setting.key) {
                    setting.apply(self)
                }
            }
            applyingAppearance = false
        }
        for subview in subviews { subview.applyAppearance() }
    }
}
