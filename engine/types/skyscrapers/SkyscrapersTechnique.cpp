#include "SkyscrapersTechnique.h"

#include "core/EngineError.h"

namespace ps {

const std::vector<TechniqueInfo>& skyscrapersTechniques()
{
    static const std::vector<TechniqueInfo> techniques{
        {PS_TRANSLATE("Technique", "clue of 1 or N"), false},
        {PS_TRANSLATE("Technique", "naked single"), false},
        {PS_TRANSLATE("Technique", "hidden single"), false},
        {PS_TRANSLATE("Technique", "clue bounds"), false},
        {PS_TRANSLATE("Technique", "visibility"), false},
        {PS_TRANSLATE("Technique", "naked pair"), false},
        {PS_TRANSLATE("Technique", "hidden pair"), false},
        {PS_TRANSLATE("Technique", "naked triple"), false},
        {PS_TRANSLATE("Technique", "hidden triple"), false},
        {PS_TRANSLATE("Technique", "X-wing"), false},
        {PS_TRANSLATE("Technique", "swordfish"), false},
        {PS_TRANSLATE("Technique", "XY-wing"), false},
        {PS_TRANSLATE("Technique", "guess"), true},
    };
    return techniques;
}

int skyscrapersHardestTechniqueIn(Difficulty level)
{
    switch (level) {
    case Difficulty::Easy: return SkyscrapersTechnique::ClueBounds;
    case Difficulty::Medium: return SkyscrapersTechnique::HiddenTriple;
    case Difficulty::Hard: return SkyscrapersTechnique::XYWing;
    case Difficulty::Evil: return SkyscrapersTechnique::Guess;
    }
    return SkyscrapersTechnique::Guess;
}

} // namespace ps
