#include "GenerateProgress.h"

#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace cli {

namespace {

double quietSecondsFromEnvironment()
{
    bool ok = false;
    const double seconds = qEnvironmentVariable("PUZZLESMITH_PROGRESS_AFTER").toDouble(&ok);
    return ok && seconds >= 0 ? seconds : GenerateProgress::kQuietSeconds;
}

} // namespace

GenerateProgress::GenerateProgress(long puzzles, int squares)
    : totalPuzzles_(std::max(1L, puzzles))
    , squaresPerPuzzle_(std::max(1, squares))
    , terminal_(isatty(fileno(stderr)) != 0)
    , quietSeconds_(quietSecondsFromEnvironment())
{
    thread_ = std::thread([this] { run(); });
}

GenerateProgress::~GenerateProgress() { stop(); }

void GenerateProgress::stop()
{
    {
        const std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (shown_ || seconds >= quietSeconds_) {   // the last figures, and the bar's line closed
        draw(seconds, true);
        if (terminal_) {
            std::fputc('\n', stderr);
            std::fflush(stderr);
        }
    }
}

void GenerateProgress::run()
{
    double nextLine = quietSeconds_;
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        wake_.wait_for(lock, std::chrono::milliseconds(terminal_ ? 250 : 500));
        if (stopping_)
            break;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (seconds < nextLine)
            continue;
        draw(seconds, false);
        shown_ = true;
        nextLine = terminal_ ? seconds : seconds + kLineSeconds;
    }
}

void GenerateProgress::draw(double seconds, bool final)
{
    const long puzzles = puzzles_.load(std::memory_order_relaxed);
    const long squares = squares_.load(std::memory_order_relaxed);
    const long unproven = unproven_.load(std::memory_order_relaxed);
    const int percent = progressPercent(puzzles, totalPuzzles_, squares, squaresPerPuzzle_, final);
    // (Plain variables as the counts: lupdate drops a translate() whose count is a cast.)
    const int puzzleCount = static_cast<int>(totalPuzzles_);
    const int unprovenCount = static_cast<int>(unproven);
    QString text = QCoreApplication::translate("cli", "%1 of %n puzzle(s) made, %2 squares tested, %3 s", nullptr, puzzleCount)
                       .arg(puzzles).arg(squares).arg(static_cast<long>(seconds));
    if (unprovenCount > 0)
        text += QCoreApplication::translate("cli", ", %n square(s) kept unproven", nullptr, unprovenCount);
    if (terminal_) {
        constexpr int kWidth = 30;
        const int filled = kWidth * percent / 100;
        const std::string bar = std::string(static_cast<std::size_t>(filled), '#') + std::string(static_cast<std::size_t>(kWidth - filled), '.');
        std::fprintf(stderr, "\r\033[K[%s] %3d%%  %s", bar.c_str(), percent, text.toLocal8Bit().constData());
    } else {
        std::fprintf(stderr, "%s\n", (QStringLiteral("%1% ").arg(percent) + text).toLocal8Bit().constData());
    }
    std::fflush(stderr);
}

} // namespace cli
