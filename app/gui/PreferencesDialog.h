#pragma once
#include "StudioPreferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

// Settings > Preferences: language, colours and how play behaves. Shows `current`; preferences() is
// what the user chose (the caller saves and applies it after Accepted).
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const StudioPreferences& current, QWidget* parent = nullptr);

    StudioPreferences preferences() const;
    void fill(const StudioPreferences& preferences);   // sets the controls to `preferences`

    // The controls, for tests.
    QComboBox& languageBox() const { return *language_; }
    QComboBox& coloursBox() const { return *colours_; }
    QComboBox& conflictColourBox() const { return *conflict_; }
    QComboBox& mistakeCheckBox() const { return *mistakeCheck_; }
    QCheckBox& timerBox() const { return *timer_; }
    QCheckBox& autoRemoveBox() const { return *autoRemove_; }
    QCheckBox& sameValuesBox() const { return *sameValues_; }

private:
    QComboBox* language_ = nullptr;
    QComboBox* colours_ = nullptr;
    QComboBox* conflict_ = nullptr;
    QComboBox* mistakeCheck_ = nullptr;
    QCheckBox* timer_ = nullptr;
    QCheckBox* autoRemove_ = nullptr;
    QCheckBox* sameValues_ = nullptr;
};
