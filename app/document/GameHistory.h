#pragma once
#include "difficulty/PlayerModel.h"

#include <QDateTime>
#include <QString>
#include <vector>

// One finished game as the history keeps it: the engine's record and what the list shows.
struct HistoryEntry {
    QDateTime finished;   // UTC
    QString puzzle;       // "Sudoku 9x9 (3x3 boxes) · hard", as shown when it was played
    ps::GameRecord game;
};

// The player's finished games, kept on this computer only: a JSON file ("history.json" in the studio's
// application data folder). Saved atomically (QSaveFile, commitCompletely). A file that cannot be read is
// never overwritten: load() moves it aside under a new name and says where, and the history starts empty.
class GameHistory {
public:
    static constexpr int kFormatVersion = 1;
    static QString defaultPath();   // QStandardPaths::AppDataLocation/history.json

    explicit GameHistory(QString path = defaultPath());

    // A missing file is an empty history (true). A corrupt one: false, the file renamed aside, and a
    // message saying what was wrong and where the old file now is.
    bool load(QString* error);
    bool save(QString* error) const;

    const QString& path() const { return path_; }
    const std::vector<HistoryEntry>& entries() const { return entries_; }
    std::vector<ps::GameRecord> records() const;
    void add(HistoryEntry entry) { entries_.push_back(std::move(entry)); }
    // Removes the entries at `indexes` (any order; out-of-range ones are ignored).
    void remove(std::vector<int> indexes);
    void clear() { entries_.clear(); }

private:
    QString path_;
    std::vector<HistoryEntry> entries_;
};
