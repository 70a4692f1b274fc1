#pragma once
#include "Autosave.h"
#include "BackgroundJob.h"
#include "GenerationController.h"
#include "GridAnalysis.h"
#include "HarvestPanel.h"
#include "PlaySession.h"
#include "PlayerTimes.h"
#include "StudioClassifier.h"
#include "StudioPreferences.h"
#include "document/PuzzleImage.h"
#include "document/Worksheet.h"
#include "generate/TimedGeneration.h"

#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <atomic>
#include <memory>
#include <optional>

class GridView;
class LabelPuzzlesDialog;
class TeacherGroupsDialog;
class PlayPanel;
class QUndoGroup;
class QAction;
class QCheckBox;
class QComboBox;
class PuzzleTypePicker;
class UserGuideWindow;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace ps {
class PuzzleRules;
}

// The studio's main window: choices on the left, the grid in the middle with the play panel beside it,
// the run's counters and its harvest on the right. Generation runs in the background through
// GenerationController. The class is split by concern over MainWindow.cpp (window, menus, settings),
// MainWindowRun.cpp (generation and harvest), MainWindowPlay.cpp (playing) and MainWindowFiles.cpp
// (open, save, print, autosave), MainWindowImport.cpp (grid text) and MainWindowExport.cpp (images, copy).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `classifier`: the complexity function for the harvest, the estimate and analyses (tests inject theirs).
    explicit MainWindow(QWidget* parent = nullptr, StudioClassifier classifier = loadStudioClassifier());
    ~MainWindow() override;

    GenerationController& controller() { return controller_; }
    GridView& grid() { return *grid_; }
    PlayPanel& playPanel() { return *playPanel_; }
    PlaySession* session() { return session_.get(); }
    QTreeWidget& harvestList() { return *harvest_->tree(); }
    HarvestPanel& harvestPanel() { return *harvest_; }
    void generate();
    // Is a typed grid being analysed, or a hint being worked out, in the background?
    bool isAnalysing() const { return analysis_.isRunning(); }
    bool isFindingHint() const { return hint_.isRunning(); }
    // Stops whatever runs in the background: generation, analysis, a hint.
    void cancelBackgroundWork();
    void openPath(const QString& path);
    // Shows `typeId` (with `parameters`, or its current size when empty) in the Puzzle panel.
    void choosePuzzle(const QString& typeId, const QString& parameters);
    // Opens puzzle `index` (0-based) of a grid text file as the grid to analyse; false with a message
    // shown when the file cannot be read (for File > Import, and tests).
    bool importGridPath(const QString& path, int index = -1);
    void newEmptyGrid();
    void giveHint();
    void applyHint();

    // Asked before a game in progress would be replaced or closed: Save, Discard or Cancel (tests answer
    // it without a dialog). True when the caller may go on.
    enum class DiscardAnswer { Save, Discard, Cancel };
    void setDiscardQuestion(std::function<DiscardAnswer(const QString& action)> ask) { askDiscard_ = std::move(ask); }
    bool mayDiscardGame(const QString& action);
    // The shown puzzle and game as Save writes them.
    PuzzleRecord shownRecord() const;
    // The first start shows a puzzle being made slowly rather than an empty grid; once the user has
    // generated one, never again. False when it does not start (tests call it; main() does).
    bool startWelcomeRun();
    static bool wantsWelcomeRun();
    // Saves and applies preferences (Settings > Preferences, and tests).
    void setPreferences(const StudioPreferences& preferences);
    const StudioPreferences& preferences() const { return preferences_; }
    // File > Export Image without its file dialog: PNG or SVG by the path's extension, the answer filled
    // in when `answers`. False (and a message shown) when nothing is shown or the file cannot be written.
    bool exportImageTo(const QString& path, bool answers = false);
    // Edit > Copy: the shown puzzle on the clipboard as grid text, image and SVG.
    void copyShown();
    // The keyboard shortcuts of every action, as the help lists them.
    QString shortcutTable() const;
    // Help > User Guide: shows the guide window (made on first use), in the installed language.
    void showUserGuide();
    UserGuideWindow* userGuide() { return userGuide_; }
    // Teacher groups (MainWindowGroups.cpp): where they are kept (tests point it elsewhere), the group
    // chosen for generation at a target difficulty (empty: the built-in models), the puzzles of the
    // last worksheet made (for Rate Last Worksheet for a Group…).
    void setGroupsDirectory(const QString& directory);
    QString chosenGroup() const;
    void chooseGroup(const QString& name);
    void rebuildGroupChoices();
    void setLastWorksheet(std::vector<WorksheetPuzzle> puzzles);
    // The two dialogs as the menu opens them (the caller owns them; tests drive them).
    LabelPuzzlesDialog* makeLabelDialog(bool lastWorksheet);
    TeacherGroupsDialog* makeGroupsDialog();
    // The classifier generation uses now: the chosen group's models for the types it has, else the built-in.
    std::shared_ptr<const ps::DifficultyClassifier> generationClassifier();
    // Players' own times (MainWindowPlayerTimes.cpp): the history and the time prediction of the shown game.
    PlayerTimes& playerTimes() { return *playerTimes_; }
    bool isMeasuringPuzzle() const { return measure_.isRunning(); }
    // Play > My Games: the dialog (null: it is made, shown and run modally).
    void showMyGames();
    // Run > Make a Puzzle for About N Minutes, without its dialog (tests).
    void makePuzzleForMinutes(int minutes);
    bool isMakingTimedPuzzle() const { return timed_.isRunning(); }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // MainWindow.cpp
    QWidget* makeChoicesPanel();
    QWidget* makeRunPanel();
    void makeActions();
    void makeViewAndHelpMenus();
    void reportProblem(const QString& title, const QString& message);
    void setAnalysing(bool analysing);
    void updateTitle();
    void returnFocusToGrid();
    void loadSettings();
    void saveSettings() const;
    // MainWindowGroups.cpp
    void makeGroupActions(QMenu* menu);
    void rateForGroup(bool lastWorksheet);
    void showTeacherGroups();
    // MainWindowPreferences.cpp
    void makeSettingsMenu();
    void editPreferences();
    void applyPreferences();
    // MainWindowWelcome.cpp
    static void noteUserGenerated();
    void endWelcomeRun();   // the speed chosen before the welcome run comes back
    // MainWindowRun.cpp
    void startRun(quint64 seed);
    void onStarted(const ps::Board& full);
    void resetRunCounters();
    void onSquareTested(const ps::GenerationEvent& event);
    void onFinished(const ps::GenerationResult& result);
    void showHarvestEntry(ps::Difficulty difficulty, int index);
    void showRunCounters();   // the latest square's counters (at most once per pass of the event loop)
    // MainWindowPlay.cpp
    void makePlayMenu();
    void showDifficultyScore();
    void showPuzzle(const ps::Board& givens, const ps::Board& solution, const QString& difficulty, bool typing = false);
    void endGame();
    void rebuildKeypad();
    void analyseTypedGrid();
    void onAnalysed(const ps::Board& givens, const JobOutcome<GridAnalysis>& outcome);
    void showHintResult(const PlaySession::Hint& hint);
    void checkEntries();
    void onSolvedChanged(bool solved);
    void tickClock();
    // MainWindowPlayerTimes.cpp
    struct PuzzleMeasure {
        double score = 0;
        std::vector<double> features;
    };
    void makePlayerTimesActions(QMenu* play, QMenu* run);
    void loadPlayerTimes();
    void measureShownPuzzle();
    void showPrediction();
    void recordFinishedGame();
    void askMinutesAndMake();
    void onTimedPuzzle(int minutes, const JobOutcome<ps::TimedPuzzle>& outcome);
    // MainWindowFiles.cpp
    void showRecord(const PuzzleRecord& record);
    void onGameChanged();
    void autosaveGame();
    void autosaveHarvest();
    void reportAutosaveProblem(const QString& message);
    void offerRecovery();
    void restoreAutosave();
    void openPuzzle();
    // File > Import and Export: the grid text format of puzzle collections (MainWindowImport.cpp).
    void importGridText();
    void exportGridText();
    bool savePuzzleAs();
    bool savePuzzle();
    bool writePuzzle(const QString& path);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    std::optional<Worksheet> shownAsWorksheet() const;
    void exportShownPdf();
    void printShown(bool preview);
    // MainWindowExport.cpp
    std::optional<PuzzleImageRequest> shownImage(bool answers) const;
    void exportImage(bool answers);

    StudioClassifier classifier_;
    StudioPreferences preferences_ = StudioPreferences::load();
    GenerationController controller_;
    GridView* grid_ = nullptr;
    PlayPanel* playPanel_ = nullptr;
    std::shared_ptr<const ps::PuzzleRules> rules_;
    ps::GenerationResult lastResult_;
    ps::Board shownGivens_;
    ps::Board shownSolution_;
    QString shownDifficulty_;
    quint64 shownSeed_ = 0;
    GeneratorRecord runGenerator_;                   // the settings of the run in progress or last made
    std::optional<GeneratorRecord> shownGenerator_;  // what makes the shown puzzle again (with shownSeed_)
    std::optional<HarvestPanel::Entry> shownEntry_;  // the harvest row of the shown puzzle
    quint64 runSeed_ = 0;
    int welcomeSpeed_ = -1;   // while the welcome run goes: the speed to give back after it
    int runsForTarget_ = 0;   // runs made so far looking for the chosen difficulty
    ps::GenerationEvent lastEvent_;   // the latest square shown of the current run

    PuzzleTypePicker* puzzleType_ = nullptr;   // type and size
    QComboBox* difficulty_ = nullptr;
    QComboBox* strategy_ = nullptr;
    QComboBox* backend_ = nullptr;
    QCheckBox* randomSeed_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QComboBox* speed_ = nullptr;
    QComboBox* group_ = nullptr;   // Built-in or a teacher group, for generation at a target difficulty
    QString groupsDirectory_;
    std::vector<WorksheetPuzzle> lastWorksheet_;
    QAction* rateShownAction_ = nullptr;
    QAction* rateWorksheetAction_ = nullptr;
    // The chosen group's classifier, made once per group and retrain (the file's modification time).
    QString groupClassifierKey_;
    std::shared_ptr<const ps::DifficultyClassifier> groupClassifier_;
    QLabel* empties_ = nullptr;
    QLabel* tested_ = nullptr;
    QLabel* checks_ = nullptr;
    QLabel* elapsed_ = nullptr;
    QLabel* estimate_ = nullptr;
    QLabel* score_ = nullptr;   // the shown puzzle's 0-100 difficulty score (MainWindowScore.cpp)
    QProgressBar* progress_ = nullptr;
    HarvestPanel* harvest_ = nullptr;
    bool countersPending_ = false;
    QAction* generateAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QAction* stepAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* numbersAction_ = nullptr;
    std::unique_ptr<PlaySession> session_;
    QUndoGroup* undoGroup_ = nullptr;
    QList<QAction*> playActions_;   // enabled while a game is shown
    QAction* hintAction_ = nullptr;
    QAction* applyHintAction_ = nullptr;
    QAction* pauseGameAction_ = nullptr;
    QAction* autoCandidatesAction_ = nullptr;
    std::optional<ps::LogicStep> shownStep_;   // the hint step Apply writes in
    QString shownTechnique_;   // its technique, translated
    bool typingGivens_ = false;   // an empty grid being filled in from a newspaper
    QString currentPath_;
    QMenu* recentMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QAction* analyseAction_ = nullptr;
    QWidget* keypad_ = nullptr;
    QAction* pencilAction_ = nullptr;
    QProgressBar* busyBar_ = nullptr;   // status bar: analysis or hint at work
    Autosave autosave_;
    QTimer* autosaveTimer_ = nullptr;   // saves the game a moment after the last move
    int movesSinceAutosave_ = 0;
    bool autosaveProblemShown_ = false;
    bool recoveryPending_ = false;   // the restore offer is open: the autosave keeps the crashed session's work
    QLabel* modelWarning_ = nullptr;
    UserGuideWindow* userGuide_ = nullptr;   // made on first use
    std::function<DiscardAnswer(const QString&)> askDiscard_;
    PlayerTimes* playerTimes_ = nullptr;
    std::optional<PuzzleMeasure> shownMeasure_;   // the shown game's score and features, once measured
    double shownPredictionSeconds_ = 0;   // the prediction shown before the game (0: none yet)
    bool gameRecorded_ = false;           // the shown game is in the history already
    int mistakesFound_ = 0;               // wrong values Check found in the shown game
    std::shared_ptr<std::atomic<int>> timedProgress_;   // puzzles made by the timed generation so far
    QTimer* timedProgressTimer_ = nullptr;
    // Last members: destroyed (cancelled and joined) first.
    JobSlot<GridAnalysis> analysis_{this};
    JobSlot<PlaySession::Hint> hint_{this};
    JobSlot<QString> harvestSave_{this};   // the harvest autosave; a message when it fails
    JobSlot<PuzzleMeasure> measure_{this};      // the shown puzzle's score and features, for the prediction
    JobSlot<ps::TimedPuzzle> timed_{this};      // a puzzle for about N minutes
};
