#pragma once
#include "BackgroundJob.h"
#include "StudioClassifier.h"
#include "generate/TimedGeneration.h"

#include <QObject>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class ChoicesPanel;
class PlayPanel;
class PlayerTimes;
class QLabel;
class QMenu;
class QTimer;
class StudioDocument;

// Players' own times in the studio (docs/player-times.md): the shown puzzle's measure (its 0-100 score,
// shown in the Run panel, and its features), the "about 12 minutes for you" prediction before a game,
// recording finished games, Play > My Games, and Run > Make a Puzzle for About N Minutes.
class StudioPlayerTimes : public QObject {
    Q_OBJECT
public:
    StudioPlayerTimes(StudioDocument& document, ChoicesPanel& choices, PlayPanel& playPanel, QLabel& scoreLabel,
                      const StudioClassifier& classifier, QWidget* window);

    PlayerTimes& playerTimes() { return *playerTimes_; }
    void addPlayActions(QMenu* play);   // My Games
    void addRunActions(QMenu* run);     // Make a Puzzle for About N Minutes
    bool isMeasuringPuzzle() const { return measure_.isRunning(); }
    bool isMakingTimedPuzzle() const { return timed_.isRunning(); }
    // Play > My Games: the dialog, run modally.
    void showMyGames();
    // Run > Make a Puzzle for About N Minutes, without its dialog (tests).
    void makePuzzleForMinutes(int minutes);
    // Check found `count` more wrong values in the shown game (recorded with it).
    void addMistakes(int count) { mistakesFound_ += count; }
    void recordFinishedGame();
    void cancel();

private:
    struct PuzzleMeasure {
        double score = 0;
        std::vector<double> features;
    };
    void measureShownPuzzle();
    void showDifficultyScore();
    void showPrediction();
    void askMinutesAndMake();
    void onTimedPuzzle(int minutes, const JobOutcome<ps::TimedPuzzle>& outcome);

    StudioDocument& document_;
    ChoicesPanel& choices_;
    PlayPanel& playPanel_;
    QLabel& score_;
    const StudioClassifier& classifier_;
    QWidget* window_;
    PlayerTimes* playerTimes_ = nullptr;
    std::optional<PuzzleMeasure> shownMeasure_;   // the shown game's score and features, once measured
    double shownPredictionSeconds_ = 0;   // the prediction shown before the game (0: none yet)
    bool gameRecorded_ = false;           // the shown game is in the history already
    int mistakesFound_ = 0;               // wrong values Check found in the shown game
    std::shared_ptr<std::atomic<int>> timedProgress_;   // puzzles made by the timed generation so far
    QTimer* timedProgressTimer_ = nullptr;
    // Last members: destroyed (cancelled and joined) first.
    JobSlot<PuzzleMeasure> measure_{this};   // the shown puzzle's score and features, for the prediction
    JobSlot<ps::TimedPuzzle> timed_{this};   // a puzzle for about N minutes
};
