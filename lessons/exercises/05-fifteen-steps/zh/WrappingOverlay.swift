// 第 5 课的练习，从一个空文件开始：《详解 iOS 8 UIPresentationController Custom Presentation》
// （axl411，饿了么，2016）里的 demo，整个由你来写。在提示符下 `check` 会编译这个文件，通过你的
// transitioning delegate 做一次 present，把手机转到横屏再转回来，然后 dismiss，检查屏幕上发生了
// 什么、留下了什么，而不是你的类型叫什么名字。这个文件原样也能在 Xcode 里编译。
import UIKit

// TODO: 一个 presentation controller：40% 黑色的遮罩，随转场一起淡入；presented view 是一个
// 四边缩进 50 点的包装 view，放在遮罩里面，controller 自己的 view 放在包装 view 里（由
// `presentedView` 返回）。
// TODO: 一个 animator：把包装 view 从五分之一大小、完全透明，用弹簧动画（damping 0.5，初速度 0，
// 持续一秒）变到原始大小、完全不透明。
// TODO: 一个提供以上两者的 transitioning delegate。
// TODO: 布局回调，让遮罩和包装 view 在手机转动时跟着 container 变。
// TODO: dismiss：遮罩随转场淡出，dismiss 完成之后把它拿走（`dismissalTransitionDidEnd(_:)`），
// 不在 UIKit 移走的 container 里留下任何东西。
