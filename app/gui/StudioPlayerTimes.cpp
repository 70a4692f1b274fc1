// Players' own times in the studio — the "about 12 minutes for you" prediction before a game, recording
// finished games, Play > My Games, and Run > Make a Puzzle for About N Minutes (docs/player-times.md).
#include "StudioPlayerTimes.h"

#include "GameHistoryDialog.h"
#include "ChoicesPanel.h"
#include "PlayPanel.h"
#include "PuzzleTypePicker.h"
#include "PlayerTimes.h"
#include "StudioChoices.h"
#include "StudioDocument.h"
#include "difficulty/ScoreBands.h"
#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <cmath>

namespace {
// Puzzles the timed generation makes at most, keeping the one predicted nearest to the time asked.
constexpr int kTimedTries = 6;
} // namespace

StudioPlayerTimes::StudioPlayerTimes(StudioDocument& document, ChoicesPanel& choices, PlayPanel& playPanel, QLabel& scoreLabel,
                                     const StudioClassifier& classifier, QWidget* window)
    : QObject(window), document_(document), choices_(choices), playPanel_(playPanel), score_(scoreLabel), classifier_(classifier),
      window_(window)
{
    playerTimes_ = new PlayerTimes(GameHistory::defaultPath(), this);
    connect(playerTimes_, &PlayerTimes::modelChanged, this, &StudioPlayerTimes::showPrediction);
    timedProgressTimer_ = new QTimer(this);
    timedProgressTimer_->setInterval(300);
    connect(timedProgressTimer_, &QTimer::timeout, this, [this] {
        if (timed_.isRunning() && timedProgress_)
            document_.say(tr("Making a puzzle for your time… %1 of %2 tried (Esc cancels)").arg(timedProgress_->load()).arg(kTimedTries));
    });
    connect(&document_, &StudioDocument::puzzleShown, this, &StudioPlayerTimes::measureShownPuzzle);
    connect(&document_, &StudioDocument::gameEnded, this, [this] {
        measure_.cancel();
        shownMeasure_.reset();   // the score is the shown game's: none while nothing is shown (a run)
        showDifficultyScore();
        playPanel_.setPrediction(QString());
    });
    connect(&document_, &StudioDocument::cancelRequested, this, &StudioPlayerTimes::cancel);
    const QString problem = playerTimes_->load();
    if (!problem.isEmpty())   // (once the window is up: the window's own status message comes first)
        QTimer::singleShot(0, this, [this, problem] { document_.reportProblem(tr("My Games"), problem); });
}

void StudioPlayerTimes::addPlayActions(QMenu* play)
{
    play->addSeparator();
    QAction* games = play->addAction(tr("My &Games…"), this, &StudioPlayerTimes::showMyGames);
    games->setToolTip(tr("Your finished games, how good the time predictions have been, and deleting them"));
}

void StudioPlayerTimes::addRunActions(QMenu* run)
{
    QAction* timed = run->addAction(tr("Make a Puzzle for About N &Minutes…"), this, &StudioPlayerTimes::askMinutesAndMake);
    timed->setToolTip(tr("Generate a puzzle of the chosen type and size that should take you about as long as you say"));
}

void StudioPlayerTimes::cancel()
{
    if (timed_.isRunning()) {
        timed_.cancel();
        timedProgressTimer_->stop();
        document_.noteBusyChanged();
        document_.say(tr("Making the puzzle was cancelled."));
    }
}

// From the background measure of the shown puzzle (one logic solve, off the GUI thread, for the time
// prediction and this alike); "–" until it comes, and for a grid being typed.
void StudioPlayerTimes::showDifficultyScore()
{
    if (!shownMeasure_ || document_.typing || !document_.rules) {
        score_.setText(QStringLiteral("–"));
        return;
    }
    const ps::PuzzleRules& rules = *document_.rules;
    const ps::DifficultyClassifier& classifier = *classifier_.classifier;
    const double score = shownMeasure_->score;
    const QString level = difficultyDisplayName(classifier.bands(rules).classOf(score));
    score_.setText(classifier.hasLearntScore(rules) ? tr("%1 of 100 (%2)").arg(std::lround(score)).arg(level)
                                                    : tr("%1 of 100 (%2, rule)").arg(std::lround(score)).arg(level));
}

// The shown puzzle's score and features, in the background (a logic solve; long on a sparse 25x25).
void StudioPlayerTimes::measureShownPuzzle()
{
    shownMeasure_.reset();
    shownPredictionSeconds_ = 0;
    gameRecorded_ = false;
    mistakesFound_ = 0;
    playPanel_.setPrediction(QString());
    showDifficultyScore();
    if (!document_.session || document_.typing)
        return;
    measure_.start(
        [rules = document_.rules, givens = document_.givens, solution = document_.solution, classifier = classifier_.classifier](const ps::CancelToken& cancel) {
            ps::ClassifyContext context;
            context.uniqueSolution = solution.cellCount() == givens.cellCount() && solution.isFull() ? &solution : nullptr;
            context.cancel = &cancel;
            return PuzzleMeasure{classifier->score(*rules, givens, context), rules->features(givens, context)};
        },
        [this](const JobOutcome<PuzzleMeasure>& outcome) {
            if (!outcome.value) {
                playPanel_.setPrediction(tr("No time prediction: %1").arg(outcome.error));
                return;
            }
            shownMeasure_ = *outcome.value;
            showDifficultyScore();
            showPrediction();
        });
}

// The prediction as it stands before the game: once a move is made it is what was shown, and stays.
void StudioPlayerTimes::showPrediction()
{
    const auto& session = document_.session;
    if (!session || document_.typing || !shownMeasure_)
        return;
    const bool started = session->hasProgress() || session->secondsPlayed() > 0 || session->isSolved();
    if (started && shownPredictionSeconds_ > 0)
        return;
    const ps::TimePrediction prediction = playerTimes_->predict(document_.rules->typeId(), shownMeasure_->score, document_.givens.emptyCount());
    shownPredictionSeconds_ = prediction.seconds;
    playPanel_.setPrediction(PlayerTimes::describe(prediction));
}

void StudioPlayerTimes::recordFinishedGame()
{
    const auto& session = document_.session;
    if (!session || document_.typing || gameRecorded_)
        return;
    const auto& rules = document_.rules;
    const ps::Board& givens = document_.givens;
    const QString& difficulty = document_.difficulty;
    if (!shownMeasure_) {   // solved before the background measure came back (a quick Reveal All)
        measure_.cancel();
        shownMeasure_ = PuzzleMeasure{classifier_.classifier->score(*rules, givens), rules->features(givens)};
    }
    HistoryEntry entry;
    entry.finished = QDateTime::currentDateTimeUtc();
    entry.puzzle = difficulty.isEmpty() ? describeRules(*rules)
                                        : tr("%1 · %2").arg(describeRules(*rules),
                                                            difficultyDisplayName(ps::parseDifficulty(difficulty.toStdString()).value_or(ps::Difficulty::Easy)));
    ps::GameRecord& game = entry.game;
    game.typeId = rules->typeId();
    game.rows = rules->rows();
    game.cols = rules->cols();
    game.emptySquares = givens.emptyCount();
    game.builtInScore = shownMeasure_->score;
    game.features = shownMeasure_->features;
    game.seconds = static_cast<double>(session->secondsPlayed());
    game.hints = session->hintsShown();
    game.mistakes = mistakesFound_;
    game.revealed = session->squaresRevealed();
    game.hintedSquares = session->squaresFilledByHints();
    game.predictedSeconds = shownPredictionSeconds_;
    gameRecorded_ = true;
    QString error;
    if (!playerTimes_->record(entry, &error))
        document_.reportProblem(tr("My Games"), error);
}

void StudioPlayerTimes::showMyGames()
{
    GameHistoryDialog dialog(*playerTimes_, window_);
    dialog.exec();
}

void StudioPlayerTimes::askMinutesAndMake()
{
    QDialog dialog(window_);
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
void StudioPlayerTimes::makePuzzleForMinutes(int minutes)
{
    if (!document_.mayDiscardGame(tr("making a new puzzle")))
        return;
    document_.cancelBackgroundWork();
    std::shared_ptr<const ps::PuzzleRules> rules;
    try {
        rules = choices_.makeRules();
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(window_, tr("Make a puzzle"), translateEngineMessage(e.message()));
        return;
    }
    bool ok = true;
    const quint64 seed = choices_.seed(&ok);
    if (!ok) {
        QMessageBox::warning(window_, tr("Make a puzzle"), tr("The seed must be a whole number, or tick Random."));
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
            document_.noteBusyChanged();
            document_.rules = rules;
            onTimedPuzzle(minutes, outcome);
        });
    timedProgressTimer_->start();
    document_.noteBusyChanged();   // (the busy bar and Cancel follow the timed job too)
    document_.say(tr("Making a puzzle for about %n minute(s)… (Esc cancels)", nullptr, minutes));
}

void StudioPlayerTimes::onTimedPuzzle(int minutes, const JobOutcome<ps::TimedPuzzle>& outcome)
{
    if (!outcome.value || outcome.value->puzzle.cellCount() == 0) {
        document_.reportProblem(tr("Make a puzzle"), outcome.error.isEmpty() ? tr("No puzzle could be made.") : outcome.error);
        return;
    }
    const ps::TimedPuzzle& made = *outcome.value;
    // No watched run made it: the Run panel says so, and shows what is known of it.
    document_.dropRun(tr("Made by Run > Make a Puzzle for About N Minutes: %n puzzle(s) made and scored, the one predicted nearest to "
                         "your time shown. That search keeps no run counters or harvest.", nullptr, made.tries));
    document_.path.clear();
    document_.show(made.puzzle, made.solution, QString::fromStdString(ps::difficultyName(made.difficulty)));
    document_.noteEstimate(made.difficulty);
    const QString predicted = made.personal ? tr("predicted about %1 minutes for you").arg(PlayerTimes::minutes(made.predictedSeconds))
                                            : tr("predicted about %1 minutes from its difficulty").arg(PlayerTimes::minutes(made.predictedSeconds));
    // Off by more than a quarter: none of the puzzles made came near enough; say so rather than pretend.
    const double ratio = made.predictedSeconds / (minutes * 60.0);
    if (ratio > 1.25 || ratio < 0.8)
        document_.say(tr("None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).", nullptr, minutes)
                                     .arg(made.tries).arg(predicted, difficultyDisplayName(made.difficulty)));
    else
        document_.say(tr("A puzzle for about %n minute(s): %1 (%2).", nullptr, minutes).arg(predicted, difficultyDisplayName(made.difficulty)));
}
