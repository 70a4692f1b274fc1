#include "PlayerTimes.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <cmath>

PlayerTimes::PlayerTimes(QString historyPath, QObject* parent) : QObject(parent), history_(std::move(historyPath)) {}

QString PlayerTimes::load()
{
    QString error;
    history_.load(&error);
    retrain();
    return error;
}

bool PlayerTimes::record(const HistoryEntry& entry, QString* error)
{
    history_.add(entry);
    const bool saved = history_.save(error);
    retrain();
    return saved;
}

bool PlayerTimes::remove(const std::vector<int>& indexes, QString* error)
{
    history_.remove(indexes);
    const bool saved = history_.save(error);
    retrain();
    return saved;
}

bool PlayerTimes::removeAll(QString* error)
{
    history_.clear();
    const bool saved = history_.save(error);
    retrain();
    return saved;
}

// Trained on a copy of the games in the background (a parameter search over a long history takes a
// moment); until it is done the previous model answers. A newer retrain supersedes an older one.
void PlayerTimes::retrain()
{
    const std::vector<ps::GameRecord> games = history_.records();
    if (static_cast<int>(games.size()) < ps::kMinGamesForPersonalModel) {   // nothing to train: at once
        training_.cancel();
        model_ = ps::PlayerTimeModel::train(games);
        emit modelChanged();
        return;
    }
    training_.start([games](const ps::CancelToken&) { return ps::PlayerTimeModel::train(games); },
                    [this](const JobOutcome<ps::PlayerTimeModel>& outcome) {
                        if (outcome.value)
                            model_ = *outcome.value;   // (a failed training keeps the model before it)
                        emit modelChanged();
                    });
}

void PlayerTimes::waitForModel()
{
    while (training_.isRunning())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

QString PlayerTimes::minutes(double seconds)
{
    const double m = seconds / 60;
    if (m < 1)
        return tr("less than 1");
    if (m < 3)
        return QString::number(std::round(m * 2) / 2);
    return QString::number(std::lround(m));
}

QString PlayerTimes::describe(const ps::TimePrediction& prediction)
{
    if (prediction.personal)
        return tr("About %1 minutes for you").arg(minutes(prediction.seconds));
    if (prediction.gamesToGo > 0)
        return tr("About %1 minutes (from the puzzle's difficulty; %n more game(s) to learn your pace)", nullptr, prediction.gamesToGo)
            .arg(minutes(prediction.seconds));
    return tr("About %1 minutes (from the puzzle's difficulty: you have not played this type yet)").arg(minutes(prediction.seconds));
}
