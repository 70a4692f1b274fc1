#include "Technique.h"

#include "core/EngineError.h"

namespace ps {

std::string techniqueName(Technique technique)
{
    switch (technique) {
    case Technique::NakedSingle: return PS_TRANSLATE("Technique", "naked single");
    case Technique::HiddenSingle: return PS_TRANSLATE("Technique", "hidden single");
    case Technique::PointingPair: return PS_TRANSLATE("Technique", "pointing pair");
    case Technique::BoxLineReduction: return PS_TRANSLATE("Technique", "box/line reduction");
    case Technique::NakedPair: return PS_TRANSLATE("Technique", "naked pair");
    case Technique::HiddenPair: return PS_TRANSLATE("Technique", "hidden pair");
    case Technique::NakedTriple: return PS_TRANSLATE("Technique", "naked triple");
    case Technique::HiddenTriple: return PS_TRANSLATE("Technique", "hidden triple");
    case Technique::XWing: return PS_TRANSLATE("Technique", "X-wing");
    case Technique::NakedQuad: return PS_TRANSLATE("Technique", "naked quad");
    case Technique::HiddenQuad: return PS_TRANSLATE("Technique", "hidden quad");
    case Technique::Swordfish: return PS_TRANSLATE("Technique", "swordfish");
    case Technique::XYWing: return PS_TRANSLATE("Technique", "XY-wing");
    case Technique::Guess: return PS_TRANSLATE("Technique", "guess");
    }
    return "?";
}

std::vector<Technique> allTechniques()
{
    std::vector<Technique> all;
    for (int t = 0; t < kTechniqueCount; ++t)
        all.push_back(static_cast<Technique>(t));
    return all;
}

} // namespace ps
