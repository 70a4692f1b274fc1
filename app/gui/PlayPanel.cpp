#include "PlayPanel.h"

#include "document/EngineMessages.h"

#include <QAction>
#include <QEvent>
#include <QGroupBox>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QToolButton* buttonFor(QAction* action, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button->setFocusPolicy(Qt::NoFocus);   // the keyboard stays with the grid
    return button;
}

QString capitalised(const QString& text) { return text.isEmpty() ? text : text.left(1).toUpper() + text.mid(1); }

} // namespace

PlayPanel::PlayPanel(const Actions& actions, QWidget* parent) : QWidget(parent)
{
    setFixedWidth(200);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 8, 6, 8);
    clock_ = new QLabel(this);
    clock_->setAlignment(Qt::AlignCenter);
    QFont big = clock_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    clock_->setFont(big);
    clock_->setAccessibleName(tr("Time played"));
    layout->addWidget(clock_);
    prediction_ = new QLabel(this);
    prediction_->setWordWrap(true);
    prediction_->setAlignment(Qt::AlignCenter);
    prediction_->setAccessibleName(tr("Predicted time"));
    prediction_->setToolTip(tr("How long this puzzle should take you: learnt from your finished games (Play > My Games), "
                               "or from the puzzle's difficulty until there are enough of them"));
    prediction_->hide();
    layout->addWidget(prediction_);
    layout->addWidget(buttonFor(actions.pause, this));
    layout->addWidget(buttonFor(actions.pencil, this));
    layout->addWidget(buttonFor(actions.autoCandidates, this));

    auto* hintBox = new QGroupBox(tr("Hint"), this);
    auto* hintLayout = new QVBoxLayout(hintBox);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(buttonFor(actions.hint, hintBox));
    buttons->addWidget(buttonFor(actions.applyHint, hintBox));
    hintLayout->addLayout(buttons);
    hint_ = new QLabel(hintBox);
    hint_->setWordWrap(true);
    hint_->setTextFormat(Qt::RichText);
    hint_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    hint_->setMinimumHeight(120);
    hintLayout->addWidget(hint_, 1);
    layout->addWidget(hintBox, 1);

    solved_ = new QLabel(this);
    solved_->setWordWrap(true);
    solved_->setAlignment(Qt::AlignCenter);
    solved_->hide();
    layout->addWidget(solved_);
    solvedNote_ = new QLabel(this);
    solvedNote_->setWordWrap(true);
    solvedNote_->setAlignment(Qt::AlignCenter);
    solvedNote_->hide();
    layout->addWidget(solvedNote_);
    colourSolvedMessage();
    layout->addStretch();
    showHint(nullptr, 0);
}

QString PlayPanel::formatClock(qint64 seconds)
{
    const qint64 hours = seconds / 3600;
    const QString minutesSeconds = QStringLiteral("%1:%2").arg((seconds / 60) % 60, hours ? 2 : 1, 10, QLatin1Char('0')).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return hours ? QStringLiteral("%1:%2").arg(hours).arg(minutesSeconds) : minutesSeconds;
}

void PlayPanel::setClock(qint64 seconds, bool solved)
{
    clock_->setText(solved ? tr("✓ %1").arg(formatClock(seconds)) : formatClock(seconds));
}

// Bluish green (Okabe–Ito), dark on a light window and light on a dark one, so it keeps its contrast.
void PlayPanel::colourSolvedMessage()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QString colour = dark ? QStringLiteral("#4fd1a5") : QStringLiteral("#00704f");
    solved_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold; font-size: 14pt").arg(colour));
    solvedNote_->setStyleSheet(QStringLiteral("color: %1").arg(colour));
}

void PlayPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange && solvedNote_)
        colourSolvedMessage();
    QWidget::changeEvent(event);
}

void PlayPanel::setClockVisible(bool visible) { clock_->setVisible(visible); }

bool PlayPanel::isClockVisible() const { return !clock_->isHidden(); }

QString PlayPanel::squareNames(const std::vector<int>& cells, int cols, int listed)
{
    QStringList names;
    for (std::size_t i = 0; i < cells.size() && static_cast<int>(i) < listed; ++i)
        names << QStringLiteral("R%1C%2").arg(cells[i] / cols + 1).arg(cells[i] % cols + 1);
    const int more = static_cast<int>(cells.size()) - static_cast<int>(names.size());
    if (more > 0)
        return tr("%1 and %n more", nullptr, more).arg(names.join(QStringLiteral(", ")));
    if (names.size() > 1) {
        const QString last = names.takeLast();
        return tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
    }
    return names.join(QString());
}

void PlayPanel::showHint(const PlaySession::Hint* hint, int cols)
{
    using Kind = PlaySession::Hint::Kind;
    if (!hint) {
        hint_->setText(tr("<i>Press Hint for the next step: the squares it uses are framed in green, candidates it rules out "
                          "are struck through, and Apply writes it in.</i>"));
        return;
    }
    const int count = static_cast<int>(hint->cells.size());
    switch (hint->kind) {
    case Kind::FixEntries:
        hint_->setText((count == 1 ? tr("<b>%1 is wrong</b> — fix it before going on (hatched in the grid).")
                                   : tr("<b>%1 are wrong</b> — fix them before going on (hatched in the grid)."))
                           .arg(squareNames(hint->cells, cols)));
        break;
    case Kind::FixMarks:
        hint_->setText(tr("<b>The pencil marks of %1 rule out the value the square needs</b> — add it back or clear those marks "
                          "(hatched in the grid).").arg(squareNames(hint->cells, cols)));
        break;
    case Kind::Complete:
        hint_->setText(tr("Every square is filled: no hint needed."));
        break;
    case Kind::Unavailable:
        hint_->setText(tr("No hint here: no technique applies, and the solution is not known."));
        break;
    case Kind::Step: {
        const ps::LogicStep& step = *hint->step;
        QString text = tr("<b>%1</b><br>%2").arg(capitalised(hint->technique).toHtmlEscaped(),
                                                  translateEngineMessage(step.explanation).toHtmlEscaped());
        if (!step.eliminations.empty())
            text += tr("<br><br>Candidates struck: %1 (crossed out in the grid).").arg(step.eliminations.size());
        if (!step.placements.empty())
            // A count, not a value ("Values placed: 1" read like the value 1).
            text += tr("<br><br>%n square(s) filled in (ringed in the grid).", nullptr, static_cast<int>(step.placements.size()));
        hint_->setText(text);
        break;
    }
    }
}

void PlayPanel::showMessage(const QString& text) { hint_->setText(text.toHtmlEscaped()); }

QString PlayPanel::hintText() const { return hint_->text(); }

void PlayPanel::showSolved(const QString& text, const QString& note)
{
    solved_->setText(text);
    solved_->setVisible(!text.isEmpty());
    solvedNote_->setText(text.isEmpty() ? QString() : note);
    solvedNote_->setVisible(!text.isEmpty() && !note.isEmpty());
}

QString PlayPanel::solvedText() const
{
    return solvedNote_->text().isEmpty() ? solved_->text() : solved_->text() + QLatin1Char(' ') + solvedNote_->text();
}

void PlayPanel::setPrediction(const QString& text)
{
    prediction_->setText(text);
    prediction_->setVisible(!text.isEmpty());
}

QString PlayPanel::predictionText() const { return prediction_->text(); }
