#pragma once
#include <QMargins>
#include <QRect>

// Where a top-level window goes so that all of it, the window manager's frame and title bar included,
// is on the screen's available area (issue 37: the first window was taller than a 1280x720 screen, and
// a window saved at 200% came back oversized at 100%).
namespace window_fit {

// The frame and title bar a window manager adds, for use before the window is first shown (its real
// frame is known only then): a generous title bar, thin borders.
inline constexpr QMargins kAssumedFrame{8, 40, 8, 8};

// `wanted` (the window's inside, as QWidget::geometry()) shrunk to fit `available` with `frame` around
// it, and moved inside `available` when any of it, frame included, would be off it.
QRect fitted(const QRect& wanted, const QRect& available, const QMargins& frame);

} // namespace window_fit
