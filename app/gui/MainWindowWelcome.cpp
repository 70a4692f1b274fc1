// MainWindow: the first start — a puzzle being made slowly instead of an empty grid, until the user has
// generated one of their own.
#include "GridView.h"
#include "MainWindow.h"
#include "PuzzleTypePicker.h"

#include "types/TypeRegistry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>

namespace {
const char* const kHasGeneratedKey = "studio/hasGenerated";
}

bool MainWindow::wantsWelcomeRun() { return !QSettings().value(kHasGeneratedKey, false).toBool(); }

void MainWindow::noteUserGenerated() { QSettings().setValue(kHasGeneratedKey, true); }

bool MainWindow::startWelcomeRun()
{
    if (!wantsWelcomeRun() || recoveryPending_ || controller_.isBusy() || session_)
        return false;
    // The default type at its usual size (a 9x9 Sudoku) at Medium, square by square at Slow speed: the
    // method at work, in about half a minute.
    const ps::PuzzleType& type = ps::defaultPuzzleType();
    puzzleType_->select(QString::fromStdString(type.id), QString::fromStdString(type.defaultParameters));
    difficulty_->setCurrentIndex(std::max(0, difficulty_->findData(QStringLiteral("medium"))));
    welcomeSpeed_ = speed_->currentIndex();   // given back when the run ends
    speed_->setCurrentIndex(std::max(0, speed_->findData(static_cast<int>(GenerationController::Speed::Slow))));
    rules_ = ps::makeRules(type.id, type.defaultParameters);
    runsForTarget_ = 0;
    startRun(QRandomGenerator::global()->generate64());
    statusBar()->showMessage(tr("Welcome! Puzzlesmith is making a %1 slowly so you can watch. Choose your own puzzle on the left and press Generate.")
                                 .arg(QCoreApplication::translate("PuzzleType", type.name.c_str())));
    return true;
}

void MainWindow::endWelcomeRun()
{
    if (welcomeSpeed_ < 0)
        return;
    speed_->setCurrentIndex(welcomeSpeed_);
    welcomeSpeed_ = -1;
}
