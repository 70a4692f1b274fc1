#pragma once
#include "StudioPreferences.h"

#include <QColor>
#include <QPalette>

// The colours the grid is drawn in on screen (print and export stay black on white): chosen to suit the
// window's palette, so that a dark palette gets light ink on a dark grid.
struct GridColours {
    QColor background;
    QColor given;
    QColor entry;
    QColor pencilMark;
    QColor thinLine;
    QColor thickLine;
    QColor selection;      // the selected square
    QColor sameUnit;       // its row, column and region
    QColor sameValue;      // the same value elsewhere
    QColor conflict;       // clashes and wrong values (a colour-blind-safe choice)
    bool dark = false;

    static GridColours light(const QColor& conflict);
    static GridColours darkened(const QColor& conflict);
    // Light or dark after the palette's base colour.
    static GridColours forPalette(const QPalette& palette, const QColor& conflict);
};

namespace studio {

// A dark palette whose texts keep a contrast of at least 7:1 against their backgrounds.
QPalette darkPalette();
// The colour of warnings in text (a model that did not load, squares too small to write in): dark orange
// on a light window, light orange on a dark one.
QColor warningColour(const QPalette& palette);
// Gives the application the scheme's palette (System: the style's own). Needs a QApplication.
void applyColourScheme(StudioPreferences::ColourScheme scheme);

} // namespace studio
