// MainWindow: Settings > Preferences — the language, colours and play options, saved and applied.
#include "GridView.h"
#include "MainWindow.h"
#include "PlayPanel.h"
#include "StudioPlay.h"
#include "PreferencesDialog.h"
#include "StudioPalette.h"

#include "document/Translations.h"

#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>

void MainWindow::makeSettingsMenu()
{
    auto* settings = new QMenu(tr("Sett&ings"), this);
    // Before Help, which stays the last menu.
    const QList<QAction*> menus = menuBar()->actions();
    menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.last(), settings);
    QAction* preferences = settings->addAction(tr("&Preferences…"), QKeySequence(tr("Ctrl+,")), this, &MainWindow::editPreferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setStatusTip(tr("Language, colours, the clock, pencil marks and when mistakes are shown."));
    applyPreferences();
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(preferences_, this);
    if (dialog.exec() == QDialog::Accepted)
        setPreferences(dialog.preferences());
}

void MainWindow::setPreferences(const StudioPreferences& chosen)
{
    const StudioPreferences before = preferences_;
    preferences_ = chosen;
    preferences_.save();
    if (chosen.colours != before.colours)
        studio::applyColourScheme(chosen.colours);   // the palette change recolours the grid (changeEvent)
    applyPreferences();
    if (chosen.language != before.language) {
        // Every window and menu is made in the language installed at start: a restart shows all of it in
        // the new one at once, rather than a window half in one language and half in the other.
        const QString name = chosen.language.isEmpty() ? tr("the system's language") : Translations::nativeName(chosen.language);
        QMessageBox::information(this, tr("Language"), tr("Puzzlesmith will speak %1 from its next start.").arg(name));
    }
}

void MainWindow::applyPreferences()
{
    // The application's palette: the window's own follows it only when the change event arrives.
    grid_->setColours(GridColours::forPalette(QApplication::palette(), preferences_.conflictColour));
    grid_->setHighlightSameValues(preferences_.highlightSameValues);
    grid_->setCheckAsYouType(preferences_.mistakeCheck == StudioPreferences::MistakeCheck::AsYouType);
    play_->panel().setClockVisible(preferences_.showTimer);
    play_->setAutoRemoveMarks(preferences_.autoRemoveMarks);
}
