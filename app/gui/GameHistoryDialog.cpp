#include "GameHistoryDialog.h"
#include "PlayPanel.h"
#include "PlayerTimes.h"
#include "StudioChoices.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

GameHistoryDialog::GameHistoryDialog(PlayerTimes& times, QWidget* parent) : QDialog(parent), times_(times)
{
    setWindowTitle(tr("My Games"));
    resize(760, 460);
    auto* layout = new QVBoxLayout(this);
    auto* privacy = new QLabel(tr("Every game you finish is recorded here, on this computer only, in \"%1\". Nothing is sent anywhere. "
                                  "Delete games below, or the whole history.")
                                   .arg(QDir::toNativeSeparators(times_.history().path())),
                               this);
    privacy->setWordWrap(true);
    privacy->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(privacy);

    table_ = new QTableWidget(0, 7, this);
    table_->setHorizontalHeaderLabels({tr("Finished"), tr("Puzzle"), tr("Time"), tr("Predicted"), tr("Hints"), tr("Mistakes"), tr("Revealed")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    studio::explain(table_, tr("Your finished games, newest first: the time you took and the time predicted before you started"),
                    tr("Finished games"));
    layout->addWidget(table_, 1);

    quality_label_ = new QLabel(this);
    quality_label_->setWordWrap(true);
    quality_label_->setAccessibleName(tr("Prediction quality"));
    layout->addWidget(quality_label_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    deleteSelected_ = buttons->addButton(tr("&Delete Selected"), QDialogButtonBox::ActionRole);
    studio::explain(deleteSelected_, tr("Delete the selected games from the history"));
    deleteAll_ = buttons->addButton(tr("Delete &All…"), QDialogButtonBox::ActionRole);
    studio::explain(deleteAll_, tr("Delete every recorded game; the predictions start again from the puzzles' difficulty"));
    studio::explain(buttons->button(QDialogButtonBox::Close), tr("Close this window"));
    // Enter closes the window; deleting takes a click or its own key (Alt+D, Alt+A).
    deleteSelected_->setAutoDefault(false);
    deleteAll_->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(deleteSelected_, &QPushButton::clicked, this, &GameHistoryDialog::deleteSelected);
    connect(deleteAll_, &QPushButton::clicked, this, &GameHistoryDialog::deleteAll);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
}

// Newest first; each row keeps its index in the history (Qt::UserRole) for deleting.
void GameHistoryDialog::fill()
{
    const auto& entries = times_.history().entries();
    table_->setRowCount(static_cast<int>(entries.size()));
    for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
        const int index = static_cast<int>(entries.size()) - 1 - row;
        const HistoryEntry& e = entries[static_cast<std::size_t>(index)];
        const QStringList cells{QLocale().toString(e.finished.toLocalTime(), QLocale::ShortFormat),
                                e.puzzle,
                                PlayPanel::formatClock(static_cast<qint64>(e.game.seconds)),
                                e.game.predictedSeconds > 0 ? PlayPanel::formatClock(static_cast<qint64>(e.game.predictedSeconds)) : tr("—"),
                                QString::number(e.game.hints),
                                QString::number(e.game.mistakes),
                                QString::number(e.game.revealed)};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            item->setData(Qt::UserRole, index);
            if (col >= 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, col, item);
        }
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    deleteSelected_->setEnabled(!entries.empty());
    deleteAll_->setEnabled(!entries.empty());
    assess();
}

// Leave-one-out trains a model per game: in the background.
void GameHistoryDialog::assess()
{
    const std::vector<ps::GameRecord> games = times_.history().records();
    const int usable = static_cast<int>(std::count_if(games.begin(), games.end(), ps::isUsableForLearning));
    const int helped = static_cast<int>(std::count_if(games.begin(), games.end(), [](const ps::GameRecord& g) {
        return ps::mostlyFilledByHelp(g.emptySquares, g.revealed, g.hintedSquares);
    }));
    quality_label_->setText(tr("Working out how good the predictions have been…"));
    quality_.start([games](const ps::CancelToken&) { return ps::assessPredictions(games); },
                   [this, usable, helped](const JobOutcome<ps::PredictionQuality>& outcome) {
                       if (!outcome.value) {
                           quality_label_->setText(outcome.error);
                           return;
                       }
                       const ps::PredictionQuality& q = *outcome.value;
                       QStringList lines;
                       if (q.shownGames > 0)
                           lines << tr("Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time "
                                       "(%n game(s)).", nullptr, q.shownGames)
                                        .arg(q.shownMeanAbsoluteMinutes, 0, 'f', 1)
                                        .arg(100 * q.shownWithin25, 0, 'f', 0);
                       else
                           lines << tr("No prediction has been checked against a finished game yet.");
                       if (q.checkedGames > 0)
                           lines << tr("Your model now, each game predicted from the others: off by %1 minutes on average, %2% within a quarter "
                                       "(from the puzzle's difficulty alone: %3 minutes, %4%).")
                                        .arg(q.personalMeanAbsoluteMinutes, 0, 'f', 1)
                                        .arg(100 * q.personalWithin25, 0, 'f', 0)
                                        .arg(q.ruleMeanAbsoluteMinutes, 0, 'f', 1)
                                        .arg(100 * q.ruleWithin25, 0, 'f', 0);
                       else
                           lines << tr("Checking your own model needs %n more game(s) that you fill mostly yourself (not by Apply Hint or "
                                       "Reveal).", nullptr, ps::kMinGamesForPersonalModel + 1 - std::min(usable, ps::kMinGamesForPersonalModel));
                       if (helped > 0)
                           lines << tr("%n game(s) finished mostly by Apply Hint or Reveal are left out of the predictions and these "
                                       "figures: their times say little about your own pace.", nullptr, helped);
                       quality_label_->setText(lines.join(QLatin1Char('\n')));
                   });
}

QString GameHistoryDialog::qualityText() const { return quality_label_->text(); }

bool GameHistoryDialog::confirmed(const QString& question)
{
    if (confirm_)
        return confirm_(question);
    return QMessageBox::question(this, tr("My Games"), question) == QMessageBox::Yes;
}

void GameHistoryDialog::deleteSelected()
{
    std::vector<int> indexes;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        indexes.push_back(table_->item(index.row(), 0)->data(Qt::UserRole).toInt());
    if (indexes.empty())
        return;
    if (!confirmed(tr("Delete %n game(s) from your history?", nullptr, static_cast<int>(indexes.size()))))
        return;
    QString error;
    if (!times_.remove(indexes, &error))
        QMessageBox::warning(this, tr("My Games"), error);
    fill();
}

void GameHistoryDialog::deleteAll()
{
    if (!confirmed(tr("Delete all %n recorded game(s)? Predictions start again from the puzzles' difficulty.", nullptr,
                      static_cast<int>(times_.history().entries().size()))))
        return;
    QString error;
    if (!times_.removeAll(&error))
        QMessageBox::warning(this, tr("My Games"), error);
    fill();
}
