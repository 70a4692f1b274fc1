#include "WindowFit.h"

#include <algorithm>

namespace window_fit {

QRect fitted(const QRect& wanted, const QRect& available, const QMargins& frame)
{
    const QRect room = available.marginsRemoved(frame);   // where the inside of the window may go
    QRect result(wanted.topLeft(), wanted.size().boundedTo(room.size()));
    if (!room.contains(result)) {
        // Centred: the first window, or one saved on a larger screen or at another scale.
        result.moveTopLeft(QPoint(room.left() + (room.width() - result.width()) / 2, room.top() + (room.height() - result.height()) / 2));
    }
    return result;
}

} // namespace window_fit
