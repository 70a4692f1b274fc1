#pragma once
#include "StudioClassifier.h"
#include "StudioFiles.h"
#include "StudioPreferences.h"

#include <QMainWindow>
#include <QRect>

class ChoicesPanel;
class GenerationController;
class GridView;
class HarvestPanel;
class PlayPanel;
class PlaySession;
class QAction;
class QProgressBar;
class StudioAutosave;
class StudioDocument;
class StudioGroups;
class StudioPlay;
class StudioPlayerTimes;
class StudioRun;
class UserGuideWindow;

// The studio's main window: choices on the left, the grid in the middle with the play panel beside it,
// the run's counters and its harvest on the right. It only builds the widgets and menus and wires the
// parts, which own their state and actions and share the current document (StudioDocument):
// StudioRun (generation and harvest), StudioPlay (playing), StudioFiles (open, save, import, export,
// print), StudioAutosave, StudioGroups (teachers' groups) and StudioPlayerTimes (players' times).
// Preferences and the help menu are the window's own (MainWindowPreferences.cpp).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `classifier`: the complexity function for the harvest, the estimate and analyses (tests inject theirs).
    explicit MainWindow(QWidget* parent = nullptr, StudioClassifier classifier = loadStudioClassifier());
    ~MainWindow() override;

    using DiscardAnswer = StudioFiles::DiscardAnswer;

    // The parts and the widgets they work on (tests drive them).
    StudioDocument& document() { return *document_; }
    StudioRun& run() { return *run_; }
    StudioPlay& play() { return *play_; }
    StudioFiles& files() { return *files_; }
    StudioGroups& groups() { return *groups_; }
    StudioPlayerTimes& times() { return *times_; }
    GenerationController& controller();
    HarvestPanel& harvestPanel();
    GridView& grid() { return *grid_; }
    PlayPanel& playPanel();
    PlaySession* session();

    // Shows `typeId` (with `parameters`, or its current size when empty) in the Puzzle panel.
    void choosePuzzle(const QString& typeId, const QString& parameters);
    // The welcome run of the first start (StudioRun::startWelcomeRun), unless a restore offer is open.
    bool startWelcomeRun();
    // Saves and applies preferences (Settings > Preferences, and tests).
    void setPreferences(const StudioPreferences& preferences);
    const StudioPreferences& preferences() const { return preferences_; }
    // The keyboard shortcuts of every action, as the help lists them.
    QString shortcutTable() const;
    // Help > User Guide: shows the guide window (made on first use), in the installed language.
    void showUserGuide();
    UserGuideWindow* userGuide() { return userGuide_; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void makeParts();
    void makeFileMenu();
    void makeRunMenu();
    void makeEditAndPlayMenus();
    void makeViewAndHelpMenus();
    void makeToolBars();
    void showWorksheetDialog();
    void reportProblem(const QString& title, const QString& message);
    void updateBusy();   // the busy bar and Cancel follow every part's background work
    void updateTitle();
    void returnFocusToGrid();
    void loadSettings();
    void widenSqueezedDocks();
    void fitToScreen();
    void saveSettings() const;
    // MainWindowPreferences.cpp
    void makeSettingsMenu();
    void editPreferences();
    void applyPreferences();

    StudioClassifier classifier_;
    StudioPreferences preferences_ = StudioPreferences::load();
    StudioDocument* document_ = nullptr;
    ChoicesPanel* choices_ = nullptr;
    GridView* grid_ = nullptr;
    StudioAutosave* autosave_ = nullptr;
    StudioRun* run_ = nullptr;
    StudioPlay* play_ = nullptr;
    StudioFiles* files_ = nullptr;
    StudioGroups* groups_ = nullptr;
    StudioPlayerTimes* times_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QProgressBar* busyBar_ = nullptr;   // status bar: analysis, a hint or a timed puzzle at work
    UserGuideWindow* userGuide_ = nullptr;   // made on first use
    bool fittedToFrame_ = false;   // fitted to the screen once its frame was known (the first show)
    QRect lastFitted_;   // the geometry the window last gave itself to fit the screen
};
