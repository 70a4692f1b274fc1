#pragma once
#include <QColor>
#include <QList>
#include <QString>

// The player's and teacher's own choices that are not about a puzzle: language, colours and how play
// behaves. Kept in QSettings under "preferences/"; Settings > Preferences edits them.
struct StudioPreferences {
    enum class ColourScheme { System, Light, Dark };
    enum class MistakeCheck { OnCheck, AsYouType };

    QString language;                              // "de", …; empty: the system's language
    ColourScheme colours = ColourScheme::System;
    QColor conflictColour = defaultConflictColour();
    bool showTimer = true;
    bool autoRemoveMarks = false;                  // an entered value leaves the pencil marks it rules out
    bool highlightSameValues = true;
    MistakeCheck mistakeCheck = MistakeCheck::OnCheck;

    static StudioPreferences load();
    void save() const;
    bool operator==(const StudioPreferences&) const = default;

    // Okabe–Ito vermillion: told apart from the grid's other colours with every common colour-vision deficiency.
    static QColor defaultConflictColour() { return QColor(0xd5, 0x5e, 0x00); }
    // The conflict colours offered, all from the colour-blind-safe Okabe–Ito palette, with their names.
    struct NamedColour {
        QColor colour;
        QString name;
    };
    static QList<NamedColour> conflictColourChoices();
};
