/// `UIView.KeyframeAnimationOptions` by the name the SDK gives the C type.
public typealias UIViewKeyframeAnimationOptions = View.KeyframeAnimationOptions
