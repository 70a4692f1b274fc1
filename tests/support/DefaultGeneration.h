#pragma once
// A puzzle of `type` made the way `generate --type T` makes it with no options (native backend, the
// built-in classifier, the grid's default search budget, no harvest), for tests that need one of each type.
#include "document/DifficultyModels.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QtGlobal>
#include <cstdint>
#include <memory>
#include <string>

struct DefaultGeneration {
    std::unique_ptr<ps::PuzzleRules> rules;
    ps::GenerationResult result;
};

inline DefaultGeneration generateByDefault(const ps::PuzzleType& type, const std::string& parameters, std::uint64_t seed)
{
    DefaultGeneration made{type.makeRules(parameters), {}};
    QString error;
    const auto classifier = DifficultyModels::classifierFor(QString::fromStdString(type.id), {}, &error);
    if (!classifier)
        qFatal("no classifier: %s", qPrintable(error));
    auto backend = ps::makeBackend("native", *made.rules);
    ps::PuzzleGenerator generator(*made.rules, *backend, *classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = ps::defaultSearchBudget(*made.rules);
    ps::Rng rng(seed);
    made.result = generator.run(settings, rng);
    return made;
}
