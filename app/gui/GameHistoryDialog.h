#pragma once
#include "BackgroundJob.h"
#include "difficulty/PlayerModel.h"

#include <QDialog>
#include <functional>

class PlayerTimes;
class QLabel;
class QPushButton;
class QTableWidget;

// Play > My Games: the recorded games (date, puzzle, time, predicted, hints, mistakes, revealed), how
// good the predictions have been, where the history is kept, and deleting games.
class GameHistoryDialog : public QDialog {
    Q_OBJECT
public:
    GameHistoryDialog(PlayerTimes& times, QWidget* parent = nullptr);

    QTableWidget& table() { return *table_; }
    QString qualityText() const;
    bool isAssessing() const { return quality_.isRunning(); }
    void deleteSelected();
    void deleteAll();
    // Asked before deleting (tests answer it without a message box); by default a message box.
    void setConfirmation(std::function<bool(const QString&)> confirm) { confirm_ = std::move(confirm); }

private:
    void fill();
    void assess();
    bool confirmed(const QString& question);

    PlayerTimes& times_;
    QTableWidget* table_ = nullptr;
    QLabel* quality_label_ = nullptr;
    QPushButton* deleteSelected_ = nullptr;
    QPushButton* deleteAll_ = nullptr;
    std::function<bool(const QString&)> confirm_;
    JobSlot<ps::PredictionQuality> quality_{this};
};
