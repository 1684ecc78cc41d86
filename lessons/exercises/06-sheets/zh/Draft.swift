// 第 6 课的练习：在 sheet 里起草一条笔记（iOS 16+），高度是 sheet 最高能到的三分之一；草稿没保存时，
// 用户扫不走它，扫的时候还会看到提示。填好这三个 TODO，然后在提示符下 `check`：它会编译这个文件，
// 通过 `composeNote()` present 草稿，把手机转到横屏再转回来，向下轻扫，点 Save，再轻扫一次，然后
// 检查留下了什么。这个文件在 Xcode 里也能编译。
import UIKit

/// 笔记列表：它在 sheet 里打开一份新草稿。
class NotesViewController: UIViewController {
    func composeNote() {
        let draft = DraftViewController()
        draft.modalPresentationStyle = .pageSheet
        if let sheet = draft.sheetPresentationController {
            // sheet 每次布局都会向 resolver 要一个高度；maximumDetentValue 是这块屏幕上 detent
            // 最高能到的高度（large detent 的高度）。
            // TODO: 一个自定义 detent，高度是 `context.maximumDetentValue` 的三分之一，后面再跟 large。
            sheet.detents = [.large()]
            sheet.prefersGrabberVisible = true
            // 用户想把草稿扫走时，草稿会听到。
            sheet.delegate = draft
        }
        present(draft, animated: true)
    }
}

/// 一条正在写的笔记。它的文字一开始没有保存；Save 按钮保存它。
class DraftViewController: UIViewController, UISheetPresentationControllerDelegate {
    let saveButtonView = UIView()
    let noticeView = UIView()

    /// 用户轻扫时 UIKit 会读 isModalInPresentation，所以它跟着草稿变。
    var hasUnsavedChanges = true {
        didSet { isModalInPresentation = hasUnsavedChanges }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: 草稿没保存时，拒绝用户的轻扫。
        saveButtonView.frame = CGRect(x: 16, y: 16, width: 72, height: 36)
        saveButtonView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(save)))
        view.addSubview(saveButtonView)
        // “先保存或丢弃你的草稿”：轻扫被拒绝时显示。
        noticeView.frame = CGRect(x: 16, y: 64, width: 200, height: 24)
        noticeView.isHidden = true
        view.addSubview(noticeView)
    }

    @objc func save(_ sender: UITapGestureRecognizer) {
        hasUnsavedChanges = false
        noticeView.isHidden = true
    }

    // TODO: UIKit 把被拒绝的轻扫报告给 sheet 的 delegate：实现 UIAdaptivePresentationControllerDelegate
    // 的那个方法，在那里显示提示。
}
