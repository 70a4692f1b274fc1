#pragma once
#include "PlaySession.h"

#include <QWidget>

class QAction;
class QLabel;

// The panel beside the grid while a game is open: the play clock, pause, auto-candidates, the hint with
// its explanation and Apply, and the solved message. It shows what MainWindow tells it; its buttons
// are the menu's own actions, so menu, shortcut and button always agree.
class PlayPanel : public QWidget {
    Q_OBJECT
public:
    struct Actions {
        QAction* pencil;
        QAction* hint;
        QAction* applyHint;
        QAction* pause;
        QAction* autoCandidates;
    };
    PlayPanel(const Actions& actions, QWidget* parent = nullptr);

    void setClock(qint64 seconds, bool solved);
    void setClockVisible(bool visible);   // the clock runs either way
    bool isClockVisible() const;
    // The hint as words (`cols`: squares per row, to name squares "R4C7"); null clears it.
    void showHint(const PlaySession::Hint* hint, int cols);
    void showMessage(const QString& text);   // replaces the hint text (e.g. "Working out a hint…")
    // The solved message: a short `text` in large bold letters and a longer `note` below it in the normal
    // size, so that both fit the panel at 1280x720; empty text: the game is open.
    void showSolved(const QString& text, const QString& note = QString());
    QString hintText() const;
    QString solvedText() const;   // the text and the note, one after the other
    // The time prediction shown before and during a game ("About 12 minutes for you"); empty hides it.
    void setPrediction(const QString& text);
    QString predictionText() const;

    // "R4C7", "R4C7, R5C1 and 2 more" — squares named for people.
    static QString squareNames(const std::vector<int>& cells, int cols, int listed = 3);
    static QString formatClock(qint64 seconds);

protected:
    void changeEvent(QEvent* event) override;

private:
    void colourSolvedMessage();
    QLabel* clock_ = nullptr;
    QLabel* prediction_ = nullptr;
    QLabel* hint_ = nullptr;
    QLabel* solved_ = nullptr;
    QLabel* solvedNote_ = nullptr;
};
