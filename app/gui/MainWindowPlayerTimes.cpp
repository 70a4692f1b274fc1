// MainWindow: players' own times — the "about 12 minutes for you" prediction before a game, recording
// finished games, Play > My Games, and Run > Make a Puzzle for About N Minutes (docs/player-times.md).
#include "MainWindow.h"

#include "GameHistoryDialog.h"
#include "GridView.h"
#include "PlayPanel.h"
#include "PuzzleTypePicker.h"
#include "StudioChoices.h"
#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStatusBar>

namespace {
// Puzzles the timed generation makes at most, keeping the one predicted nearest to the time asked.
constexpr int kTimedTries = 6;
} // namespace

void MainWindow::makePlayerTimesActions(QMenu* play, QMenu* run)
{
    play->addSeparator();
    QAction* games = play->addAction(tr("My &Games…"), this, &MainWindow::showMyGames);
    games->setToolTip(tr("Your finished games, how good the time predictions have been, and deleting them"));
    QAction* timed = run->addAction(tr("Make a Puzzle for About N &Minutes…"), this, &MainWindow::askMinutesAndMake);
    timed->setToolTip(tr("Generate a puzzle of the chosen type and size that should take you about as long as you say"));
    playerTimes_ = new PlayerTimes(GameHistory::defaultPath(), this);
    connect(playerTimes_, &PlayerTimes::modelChanged, this, &MainWindow::showPrediction);
    timedProgressTimer_ = new QTimer(this);
    timedProgressTimer_->setInterval(300);
    connect(timedProgressTimer_, &QTimer::timeout, this, [this] {
        if (timed_.isRunning() && timedProgress_)
            statusBar()->showMessage(tr("Making a puzzle for your time… %1 of %2 tried (Esc cancels)").arg(timedProgress_->load()).arg(kTimedTries));
    });
}

void MainWindow::loadPlayerTimes()
{
    const QString problem = playerTimes_->load();
    if (!problem.isEmpty())   // (once the window is up: the constructor's own status message comes later)
        QTimer::singleShot(0, this, [this, problem] { reportProblem(tr("My Games"), problem); });
}

// The shown puzzle's score and features, in the background (a logic solve; long on a sparse 25x25).
void MainWindow::measureShownPuzzle()
{
    shownMeasure_.reset();
    shownPredictionSeconds_ = 0;
    gameRecorded_ = false;
    mistakesFound_ = 0;
    playPanel_->setPrediction(QString());
    showDifficultyScore();
    if (!session_ || typingGivens_)
        return;
    measure_.start(
        [rules = rules_, givens = shownGivens_, solution = shownSolution_, classifier = classifier_.classifier](const ps::CancelToken& cancel) {
            ps::ClassifyContext context;
            context.uniqueSolution = solution.cellCount() == givens.cellCount() && solution.isFull() ? &solution : nullptr;
            context.cancel = &cancel;
            return PuzzleMeasure{classifier->score(*rules, givens, context), rules->features(givens, context)};
        },
        [this](const JobOutcome<PuzzleMeasure>& outcome) {
            if (!outcome.value) {
                playPanel_->setPrediction(tr("No time prediction: %1").arg(outcome.error));
                return;
            }
            shownMeasure_ = *outcome.value;
            showDifficultyScore();
            showPrediction();
        });
}

// The prediction as it stands before the game: once a move is made it is what was shown, and stays.
void MainWindow::showPrediction()
{
    if (!session_ || typingGivens_ || !shownMeasure_)
        return;
    const bool started = session_->hasProgress() || session_->secondsPlayed() > 0 || session_->isSolved();
    if (started && shownPredictionSeconds_ > 0)
        return;
    const ps::TimePrediction prediction = playerTimes_->predict(rules_->typeId(), shownMeasure_->score, shownGivens_.emptyCount());
    shownPredictionSeconds_ = prediction.seconds;
    playPanel_->setPrediction(PlayerTimes::describe(prediction));
}

void MainWindow::recordFinishedGame()
{
    if (!session_ || typingGivens_ || gameRecorded_)
        return;
    if (!shownMeasure_) {   // solved before the background measure came back (a quick Reveal All)
        measure_.cancel();
        shownMeasure_ = PuzzleMeasure{classifier_.classifier->score(*rules_, shownGivens_), rules_->features(shownGivens_)};
    }
    HistoryEntry entry;
    entry.finished = QDateTime::currentDateTimeUtc();
    entry.puzzle = shownDifficulty_.isEmpty() ? describeRules(*rules_)
                                              : tr("%1 · %2").arg(describeRules(*rules_),
                                                                  difficultyDisplayName(ps::parseDifficulty(shownDifficulty_.toStdString()).value_or(ps::Difficulty::Easy)));
    ps::GameRecord& game = entry.game;
    game.typeId = rules_->typeId();
    game.rows = rules_->rows();
    game.cols = rules_->cols();
    game.emptySquares = shownGivens_.emptyCount();
    game.builtInScore = shownMeasure_->score;
    game.features = shownMeasure_->features;
    game.seconds = static_cast<double>(session_->secondsPlayed());
    game.hints = session_->hintsShown();
    game.mistakes = mistakesFound_;
    game.revealed = session_->squaresRevealed();
    game.predictedSeconds = shownPredictionSeconds_;
    gameRecorded_ = true;
    QString error;
    if (!playerTimes_->record(entry, &error))
        reportProblem(tr("My Games"), error);
}

void MainWindow::showMyGames()
{
    GameHistoryDialog dialog(*playerTimes_, this);
    dialog.exec();
}

void MainWindow::askMinutesAndMake()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Make a Puzzle for About N Minutes"));
    dialog.setMinimumWidth(420);
    auto* form = new QFormLayout(&dialog);
    auto* intro = new QLabel(tr("A puzzle of the type and size chosen in the Puzzle panel that should take you about this long "
                                "(predicted from your games, or from the puzzles' difficulty until there are enough of them)."),
                             &dialog);
    intro->setWordWrap(true);
    form->addRow(intro);
    auto* minutes = new QSpinBox(&dialog);
    minutes->setRange(1, 240);
    minutes->setValue(15);
    minutes->setSuffix(tr(" min"));
    studio::explain(minutes, tr("How many minutes the puzzle should take you"), tr("Minutes"));
    form->addRow(tr("&Minutes:"), minutes);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Make"));
    studio::explain(buttons->button(QDialogButtonBox::Ok), tr("Generate the puzzle in the background"));
    studio::explain(buttons->button(QDialogButtonBox::Cancel), tr("Close without making a puzzle"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        makePuzzleForMinutes(minutes->value());
}

// In the background, then shown (not through the watched run: the puzzle is chosen among several).
void MainWindow::makePuzzleForMinutes(int minutes)
{
    if (!mayDiscardGame(tr("making a new puzzle")))
        return;
    cancelBackgroundWork();
    std::shared_ptr<const ps::PuzzleRules> rules;
    try {
        rules = ps::makeRules(puzzleType_->typeId().toStdString(), puzzleType_->parameters().toStdString());
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(this, tr("Make a puzzle"), translateEngineMessage(e.message()));
        return;
    }
    bool ok = true;
    const quint64 seed = randomSeed_->isChecked() ? QRandomGenerator::global()->generate64() : seed_->text().toULongLong(&ok);
    if (!ok) {
        QMessageBox::warning(this, tr("Make a puzzle"), tr("The seed must be a whole number, or tick Random."));
        return;
    }
    timedProgress_ = std::make_shared<std::atomic<int>>(0);
    timed_.start(
        [rules, classifier = classifier_.classifier, model = playerTimes_->model(), minutes, seed, progress = timedProgress_](const ps::CancelToken& cancel) {
            auto backend = ps::makeBackend(rules->defaultBackend(), *rules);
            ps::PuzzleGenerator generator(*rules, *backend, *classifier);
            return ps::generateForTime(generator, *rules, *classifier, model, minutes * 60.0, seed, kTimedTries, &cancel, progress.get());
        },
        [this, rules, minutes](const JobOutcome<ps::TimedPuzzle>& outcome) {
            timedProgressTimer_->stop();
            setAnalysing(isAnalysing());
            rules_ = rules;
            onTimedPuzzle(minutes, outcome);
        });
    timedProgressTimer_->start();
    setAnalysing(isAnalysing());   // (the busy bar and Cancel follow the timed job too)
    statusBar()->showMessage(tr("Making a puzzle for about %n minute(s)… (Esc cancels)", nullptr, minutes));
}

void MainWindow::onTimedPuzzle(int minutes, const JobOutcome<ps::TimedPuzzle>& outcome)
{
    if (!outcome.value || outcome.value->puzzle.cellCount() == 0) {
        reportProblem(tr("Make a puzzle"), outcome.error.isEmpty() ? tr("No puzzle could be made.") : outcome.error);
        return;
    }
    const ps::TimedPuzzle& made = *outcome.value;
    harvest_->clear();
    resetRunCounters();
    currentPath_.clear();
    showPuzzle(made.puzzle, made.solution, QString::fromStdString(ps::difficultyName(made.difficulty)));
    const QString predicted = made.personal ? tr("predicted about %1 minutes for you").arg(PlayerTimes::minutes(made.predictedSeconds))
                                            : tr("predicted about %1 minutes from its difficulty").arg(PlayerTimes::minutes(made.predictedSeconds));
    // Off by more than a quarter: none of the puzzles made came near enough; say so rather than pretend.
    const double ratio = made.predictedSeconds / (minutes * 60.0);
    if (ratio > 1.25 || ratio < 0.8)
        statusBar()->showMessage(tr("None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).", nullptr, minutes)
                                     .arg(made.tries).arg(predicted, difficultyDisplayName(made.difficulty)));
    else
        statusBar()->showMessage(tr("A puzzle for about %n minute(s): %1 (%2).", nullptr, minutes).arg(predicted, difficultyDisplayName(made.difficulty)));
}
