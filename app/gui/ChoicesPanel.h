#pragma once
#include "difficulty/Difficulty.h"

#include <QWidget>
#include <memory>
#include <optional>

class PuzzleTypePicker;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSettings;

namespace ps {
class PuzzleRules;
}

// The studio's Puzzle panel: type and size, the difficulty to aim at and for whose group, the symmetry,
// the seed and the solver, and Generate. It only holds the choices; the parts read them.
class ChoicesPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChoicesPanel(QWidget* parent = nullptr);

    PuzzleTypePicker& puzzleType() { return *puzzleType_; }
    // The chosen type and size; throws ps::EngineError when they make no rules.
    std::shared_ptr<const ps::PuzzleRules> makeRules() const;
    // A random seed when Random is ticked, else the typed one (false in `ok` when it is no number).
    quint64 seed(bool* ok) const;
    void setSeed(quint64 seed);
    QComboBox* difficultyBox() const { return difficulty_; }
    std::optional<ps::Difficulty> targetDifficulty() const;   // none for Any
    QComboBox* groupBox() const { return group_; }   // filled by the teacher groups part
    QString strategy() const;
    QString backend() const;
    QPushButton* generateButton() const { return generate_; }

    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;

signals:
    void generateClicked();
    void choiceMade();   // a choice was made with the mouse or keys: the keyboard may go back to the grid

private:
    void offerDifficulties();   // grey out the classes the chosen rules do not offer

    PuzzleTypePicker* puzzleType_ = nullptr;
    QComboBox* difficulty_ = nullptr;
    QComboBox* group_ = nullptr;
    QComboBox* strategy_ = nullptr;
    QComboBox* backend_ = nullptr;
    QCheckBox* randomSeed_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QPushButton* generate_ = nullptr;
};
