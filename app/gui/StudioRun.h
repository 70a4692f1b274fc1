#pragma once
#include "GenerationController.h"
#include "HarvestPanel.h"
#include "document/HarvestFile.h"
#include "document/PuzzleRecord.h"

#include <QObject>
#include <functional>
#include <memory>

class ChoicesPanel;
class GridView;
class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSettings;
class StudioDocument;

// The studio's run and harvest: Generate, Pause, Step and the speed, the run's live counters, the
// harvest it leaves and showing a harvest entry, and the welcome run of the first start. Generation
// runs through GenerationController, whose runs have an identity: nothing a cancelled or superseded
// run still sends reaches the screen.
class StudioRun : public QObject {
    Q_OBJECT
public:
    StudioRun(StudioDocument& document, ChoicesPanel& choices, GridView& grid, std::shared_ptr<const ps::DifficultyClassifier> classifier,
              QWidget* window);

    GenerationController& controller() { return controller_; }
    HarvestPanel& harvestPanel() { return *harvest_; }
    // The Run panel (counters, score, harvest), made here; the window docks it.
    QWidget* panel() const { return panel_; }
    QLabel* scoreLabel() const { return score_; }
    QComboBox* speedBox() const { return speed_; }   // for the Run toolbar
    QAction* generateAction() const { return generateAction_; }
    QAction* pauseAction() const { return pauseAction_; }
    QAction* stepAction() const { return stepAction_; }
    QAction* keepSoFarAction() const { return keepSoFarAction_; }
    // Where a run gets its classifier from when it starts (the chosen teacher group's, or the built-in).
    void setClassifierSource(std::function<std::shared_ptr<const ps::DifficultyClassifier>()> source) { classifierSource_ = std::move(source); }
    // Said once, clearly, and kept in view above the counters.
    void showModelWarning(const QString& text, const QString& details);
    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;

    void generate();
    // The first start shows a puzzle being made slowly rather than an empty grid; once the user has
    // generated one, never again. False when it does not start.
    bool startWelcomeRun();
    static bool wantsWelcomeRun();
    // The autosaved harvest of a session that did not close cleanly, listed again.
    void restoreHarvest(SavedHarvest saved);
    void cancel();
    // Ends the run and shows the latest board it accepted (unique, maybe not minimal): a long run never
    // has to be waited out or thrown away. Nothing while the run has accepted no board yet.
    void keepPuzzleSoFar();

signals:
    // A run has filed its harvest and shown its puzzle: both may be autosaved.
    void harvestFiled(const SavedHarvest& saved);

private:
    QWidget* makePanel(QWidget* parent);
    void makeActions();
    static void noteUserGenerated();
    void endWelcomeRun();   // the speed chosen before the welcome run comes back
    void startRun(quint64 seed);
    void onBusyChanged(bool busy);
    void onSpeedChanged();
    void onStarted(const ps::Board& full);
    void resetCounters();
    void showRunNote(const QString& note);
    void onSquareTested(const ps::GenerationEvent& event);
    void showRunCounters();   // the latest square's counters (at most once per pass of the event loop)
    void onFinished(const ps::GenerationResult& result);
    void showHarvestEntry(ps::Difficulty difficulty, int index);
    SavedHarvest savedHarvest() const;

    StudioDocument& document_;
    ChoicesPanel& choices_;
    GridView& grid_;
    QWidget* window_;
    GenerationController controller_;
    std::function<std::shared_ptr<const ps::DifficultyClassifier>()> classifierSource_;
    ps::Harvest lastHarvest_;
    GeneratorRecord runGenerator_;   // the settings of the run in progress or last made
    quint64 runSeed_ = 0;
    int welcomeSpeed_ = -1;   // while the welcome run goes: the speed to give back after it
    int runsForTarget_ = 0;   // runs made so far looking for the chosen difficulty
    ps::GenerationEvent lastEvent_;   // the latest square shown of the current run
    ps::Board runFull_;               // the full board the current run empties
    ps::Board lastAccepted_;          // the latest board of it shown (empty: none yet)
    int acceptedSoFar_ = 0;           // removals shown of the current run (its harvest step)
    bool keepingSoFar_ = false;       // keepPuzzleSoFar() is ending the run
    bool countersPending_ = false;

    QWidget* panel_ = nullptr;
    QLabel* modelWarning_ = nullptr;
    QLabel* runNote_ = nullptr;   // where the shown puzzle came from, when not from a watched run
    QLabel* empties_ = nullptr;
    QLabel* tested_ = nullptr;
    QLabel* checks_ = nullptr;
    QLabel* elapsed_ = nullptr;
    QLabel* estimate_ = nullptr;
    QLabel* score_ = nullptr;   // the shown puzzle's 0-100 difficulty score (set by the player times part)
    QProgressBar* progress_ = nullptr;
    HarvestPanel* harvest_ = nullptr;
    QComboBox* speed_ = nullptr;
    QAction* generateAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QAction* stepAction_ = nullptr;
    QAction* keepSoFarAction_ = nullptr;
    QPushButton* keepSoFarButton_ = nullptr;
};
