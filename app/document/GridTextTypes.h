#pragma once
#include "GridText.h"

#include <QStringList>

// Which puzzle type a grid text holds, for a reader that has a type selected but should not insist on it
// (the studio's File > Import Grid Text). The text decides first, as puzzlesmith-cli reads it without
// --type (readGridText with no hint: game IDs, signs, rows of cage clues); a grid of values only is read
// as the selected type when that type's puzzles are values only, else as the one values-only type it fits;
// a text the unhinted reading refuses (a grid with rows of clues outside it, which look like values) is read as
// each type in turn, the selected one first.
struct RecognisedGridText {
    std::vector<GridTextPuzzle> puzzles;   // read, each with its type; empty when `choices` or `error` is set
    // The text reads as more than one type and nothing decides between them: their ids. The caller asks
    // which, then reads the text with readGridText(text, chosen, ...).
    QStringList choices;
    QString error;                         // no type reads it: why (as the selected type, when that has blocks)
};

RecognisedGridText recogniseGridText(const QString& text, const QString& selectedType);
