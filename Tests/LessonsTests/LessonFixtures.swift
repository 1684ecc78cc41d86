@testable import Lessons

/// A small lesson written for the tests, so they do not depend on the real lessons' wording.
let sampleLessonText = """
    # Overlays that dim

    - slug: sample-overlay
    - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
    - device: iphone-se

    An introduction.

    ## 1. Present it

    Present the controller.

    ```proscenium
    present
    ```

    - goal: `expect phase == presented`
    - hint: Type `present`.
    - solution: `present`

    ## 2. Shrink the frame

    The dimming view is hidden behind the presented view.

    - goal: `expect presented.frame == 30 30 315 607`
    - goal: `expect used set frame inset`
    - hint: The frame comes from frameOfPresentedViewInContainerView.
    - hint: `set frame inset 30`, then `dismiss` and `present` again.
    - solution: `dismiss`, `set frame inset 30`, `present`

    ## 3. What we covered

    Points covered: the frame, the dimming view.
    """

func sampleLesson() throws -> Lesson {
    try LessonParser.parse(sampleLessonText, file: "lessons/01-sample.md")
}
