#include "Technique.h"

namespace ps {

std::string techniqueName(Technique technique)
{
    switch (technique) {
    case Technique::NakedSingle: return "naked single";
    case Technique::HiddenSingle: return "hidden single";
    case Technique::PointingPair: return "pointing pair";
    case Technique::BoxLineReduction: return "box/line reduction";
    case Technique::NakedPair: return "naked pair";
    case Technique::HiddenPair: return "hidden pair";
    case Technique::NakedTriple: return "naked triple";
    case Technique::HiddenTriple: return "hidden triple";
    case Technique::XWing: return "X-wing";
    case Technique::NakedQuad: return "naked quad";
    case Technique::HiddenQuad: return "hidden quad";
    case Technique::Swordfish: return "swordfish";
    case Technique::XYWing: return "XY-wing";
    case Technique::Guess: return "guess";
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
