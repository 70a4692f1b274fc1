#include "TypeRegistry.h"

#include "core/EngineError.h"
#include "fillomino/FillominoType.h"
#include "futoshiki/FutoshikiType.h"
#include "jigsaw/JigsawType.h"
#include "kenken/KenKenType.h"
#include "killer/KillerType.h"
#include "skyscrapers/SkyscrapersType.h"
#include "sudoku/SudokuType.h"

namespace ps {

const std::vector<PuzzleType>& puzzleTypes()
{
    // The one list of types: adding a type means adding its folder and one line here.
    static const std::vector<PuzzleType> types{sudokuType(), fillominoType(), kenKenType(), jigsawType(), killerType(), skyscrapersType(), futoshikiType()};
    return types;
}

const PuzzleType& defaultPuzzleType() { return puzzleTypes().front(); }

std::vector<std::string> supportedTypes()
{
    std::vector<std::string> ids;
    for (const PuzzleType& type : puzzleTypes())
        ids.push_back(type.id);
    return ids;
}

const PuzzleType& puzzleType(const std::string& typeId)
{
    std::string known;
    for (const PuzzleType& type : puzzleTypes()) {
        if (type.id == typeId)
            return type;
        known += (known.empty() ? "" : ", ") + type.id;
    }
    throw EngineError(PS_TRANSLATE("Engine", "Unknown puzzle type \"%1\"; supported: %2."), {typeId, known});
}

std::unique_ptr<PuzzleRules> makeRules(const std::string& typeId, const std::string& parameters)
{
    return puzzleType(typeId).makeRules(parameters);
}

std::unique_ptr<PuzzleRules> makeDefaultRules(const std::string& typeId, int rows, int cols)
{
    const PuzzleType& type = puzzleType(typeId);
    return type.makeRules(type.parametersForGrid(rows, cols));
}

} // namespace ps
