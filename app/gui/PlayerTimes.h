#pragma once
#include "BackgroundJob.h"
#include "document/GameHistory.h"
#include "difficulty/PlayerModel.h"

#include <QObject>
#include <QString>

// The player's own times: the game history (GameHistory, on this computer only) and the personal time
// model trained on it in the background (ps::PlayerTimeModel; the rule until there are enough games).
// StudioPlayerTimes records finished games here and asks it for the "about 12 minutes for you" prediction.
class PlayerTimes : public QObject {
    Q_OBJECT
public:
    explicit PlayerTimes(QString historyPath = GameHistory::defaultPath(), QObject* parent = nullptr);

    // Reads the history and trains the model; a message when the file could not be read (it is then
    // kept aside, and a new history starts).
    QString load();
    // Adds a finished game, saves, retrains. False with a message when the history cannot be saved.
    bool record(const HistoryEntry& entry, QString* error);
    bool remove(const std::vector<int>& indexes, QString* error);
    bool removeAll(QString* error);

    const GameHistory& history() const { return history_; }
    ps::TimePrediction predict(const std::string& typeId, double builtInScore, int emptySquares) const
    {
        return model_.predict(typeId, builtInScore, emptySquares);
    }
    const ps::PlayerTimeModel& model() const { return model_; }
    bool isTraining() const { return training_.isRunning(); }
    // Blocks until the model in training is in place (tests).
    void waitForModel();

    // "About 12 minutes for you" / "About 12 minutes (from the puzzle's difficulty; 3 more games to learn your pace)".
    static QString describe(const ps::TimePrediction& prediction);
    // Minutes, rounded for people: "12", "1.5", "<1".
    static QString minutes(double seconds);

signals:
    void modelChanged();

private:
    void retrain();

    GameHistory history_;
    ps::PlayerTimeModel model_;
    JobSlot<ps::PlayerTimeModel> training_{this};   // last member: joined first
};
