extension Bundle {
    /// `loadNibNamed(_:owner:options:)` (UIKit's UINibLoading.h, the `UINibLoadingAdditions`
    /// category of NSBundle): the nib's top-level objects. Nibs are not modelled (as `UINib`'s
    /// `instantiate(withOwner:options:)`), so there are none: nil, said once [?] (UIKit raises
    /// for a nib the bundle does not have; the model cannot tell which nibs an app has).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        Engine.running?.noteOnce("Bundle: nibs are not modelled; loadNibNamed(\"\(name)\") loads nothing")
        return nil
    }
}
