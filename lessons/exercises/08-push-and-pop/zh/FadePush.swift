// 第 8 课的练习：一个列表用自己的淡入 push 出详情页，pop 回来时也用同样的淡出，animator 由它的
// navigation delegate 提供。填好这些 TODO，然后在提示符下 `check`：它会编译这个文件，把列表放进一个
// navigation controller，通过 `showDetail()` push，把手机转到横屏再转回来，点返回按钮，然后检查留下了
// 什么。这个文件在 Xcode 里也能编译。
import UIKit

/// 让进来的 view 在离开的 view 上面淡入，push 和 pop 都用它。
final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        // TODO: push 时把被 push 的 view 加进 container，一开始是透明的；pop 时把回来的 view 放到
        // 离开的 view 后面（它不在 container 里）。
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                // TODO: 让被 push 的 view 淡入，或者让被 pop 的 view 淡出。
            },
            completion: { _ in
                fromView.alpha = 1
                // TODO: 告诉 UIKit 转场结束了。
            })
    }
}

/// 点一行打开的详情页。
final class DetailViewController: UIViewController {}

/// 列表：它 push 详情页，也是它的 navigation controller 的 delegate。
final class ListViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: 成为 navigation controller 的 delegate。
    }

    func showDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    // TODO: 为每种操作提供一个 Fade（navigationController(_:animationControllerFor:from:to:)）。
}
