#include "PuzzleRecord.h"

#include "types/TypeRegistry.h"

std::unique_ptr<ps::PuzzleRules> PuzzleRecord::makeRules() const
{
    return ps::makeRules(type.toStdString(), parameters.toStdString());
}
