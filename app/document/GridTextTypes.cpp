#include "GridTextTypes.h"

#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <algorithm>

namespace {

QString typeId(const ps::PuzzleType& type) { return QString::fromStdString(type.id); }

// Whether `puzzle` fits the rules of `type` at its size (or with the parameters the text gave).
bool fitsType(const GridTextPuzzle& puzzle, const ps::PuzzleType& type)
{
    try {
        const std::string parameters = !puzzle.parameters.isEmpty() ? puzzle.parameters.toStdString()
                                                                      : type.parametersForGrid(puzzle.board.rows(), puzzle.board.cols());
        return ps::makeRules(type.id, parameters)->fits(puzzle.board);
    } catch (const ps::EngineError&) {
        return false;
    }
}

// The values-only types a grid of values only can be: the selected type when it is one (the user's choice
// decides between Sudoku and Fillomino), else those whose rules fit the grid (all of them when none fits,
// so the user still picks one and hears why it does not fit).
QStringList valuesOnlyTypes(const GridTextPuzzle& puzzle, const QString& selectedType)
{
    QStringList all;
    QStringList fitting;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        if (type.hasCages)
            continue;
        if (typeId(type) == selectedType)
            return {selectedType};
        all << typeId(type);
        if (fitsType(puzzle, type))
            fitting << typeId(type);
    }
    return fitting.isEmpty() ? all : fitting;
}

} // namespace

RecognisedGridText recogniseGridText(const QString& text, const QString& selectedType)
{
    RecognisedGridText result;
    QString unhintedError;
    std::vector<GridTextPuzzle> read;
    if (readGridText(text, QString(), read, &unhintedError)) {
        const auto untyped = std::find_if(read.begin(), read.end(), [](const GridTextPuzzle& p) { return p.type.isEmpty(); });
        if (untyped == read.end()) {
            result.puzzles = std::move(read);
            return result;
        }
        const QStringList types = valuesOnlyTypes(*untyped, selectedType);
        if (types.size() > 1) {
            result.choices = types;
            return result;
        }
        for (GridTextPuzzle& puzzle : read)
            if (puzzle.type.isEmpty())
                puzzle.type = types.front();
        result.puzzles = std::move(read);
        return result;
    }
    // Read as each type in turn, the selected one first: it wins when it reads the text.
    std::vector<const ps::PuzzleType*> order;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        order.insert(typeId(type) == selectedType ? order.begin() : order.end(), &type);
    QString selectedError;
    for (const ps::PuzzleType* type : order) {
        std::vector<GridTextPuzzle> asType;
        QString error;
        if (readGridText(text, typeId(*type), asType, &error)) {
            if (typeId(*type) == selectedType) {
                result.puzzles = std::move(asType);
                return result;
            }
            if (result.choices.isEmpty())
                result.puzzles = std::move(asType);
            result.choices << typeId(*type);
        } else if (typeId(*type) == selectedType) {
            selectedError = error;
        }
    }
    if (result.choices.size() == 1) {
        result.choices.clear();
        return result;
    }
    result.puzzles.clear();
    if (result.choices.isEmpty()) {
        // A selected type with blocks of its own reads the text as the user meant it; its message says more
        // than the values-only reading's.
        const bool selectedHasBlocks = std::any_of(order.begin(), order.end(), [&](const ps::PuzzleType* type) {
            return type->hasCages && typeId(*type) == selectedType;
        });
        result.error = selectedHasBlocks && !selectedError.isEmpty() ? selectedError : unhintedError;
    }
    return result;
}
