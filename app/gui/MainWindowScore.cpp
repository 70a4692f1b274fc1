// MainWindow: the shown puzzle's 0-100 difficulty score beside its class.
#include "MainWindow.h"

#include "document/EngineMessages.h"
#include "types/PuzzleRules.h"

#include <QLabel>
#include <cmath>

void MainWindow::showDifficultyScore()
{
    // A grid being typed in has no known solution yet: its score comes with the analysis.
    if (typingGivens_ || !shownSolution_.isFull() || !rules_) {
        score_->setText(QStringLiteral("–"));
        return;
    }
    // On the GUI thread: the features of a puzzle with a known solution take well under a millisecond
    // at 9x9 and a few at 25x25 (one logic solve), less than a repaint.
    ps::ClassifyContext context;
    context.uniqueSolution = &shownSolution_;
    const ps::DifficultyClassifier& classifier = *classifier_.classifier;
    try {
        const double score = classifier.score(*rules_, shownGivens_, context);
        const QString level = difficultyDisplayName(classifier.classify(*rules_, shownGivens_, context));
        score_->setText(classifier.hasLearntScore(*rules_) ? tr("%1 of 100 (%2)").arg(std::lround(score)).arg(level)
                                                           : tr("%1 of 100 (%2, rule)").arg(std::lround(score)).arg(level));
    } catch (const ps::EngineError& e) {
        score_->setText(QStringLiteral("–"));
        score_->setToolTip(translateEngineMessage(e.message()));
    }
}
