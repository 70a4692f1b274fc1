// MainWindow: the shown puzzle's 0-100 difficulty score beside its class.
#include "MainWindow.h"

#include "difficulty/ScoreBands.h"
#include "document/EngineMessages.h"
#include "types/PuzzleRules.h"

#include <QLabel>
#include <cmath>

// From the background measure of the shown puzzle (MainWindowPlayerTimes.cpp: one logic solve, off the
// GUI thread, for the time prediction and this alike); "–" until it comes, and for a grid being typed.
void MainWindow::showDifficultyScore()
{
    if (!shownMeasure_ || typingGivens_ || !rules_) {
        score_->setText(QStringLiteral("–"));
        return;
    }
    const ps::DifficultyClassifier& classifier = *classifier_.classifier;
    const double score = shownMeasure_->score;
    const QString level = difficultyDisplayName(classifier.bands(*rules_).classOf(score));
    score_->setText(classifier.hasLearntScore(*rules_) ? tr("%1 of 100 (%2)").arg(std::lround(score)).arg(level)
                                                       : tr("%1 of 100 (%2, rule)").arg(std::lround(score)).arg(level));
}
