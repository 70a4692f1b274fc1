#pragma once
#include <string>
#include <vector>

namespace ps {

// The named solving techniques of the human-style solver, from easiest to hardest. The order is the
// order in which the solver tries them, and it ranks how hard a puzzle is by the hardest one it needs.
enum class Technique {
    NakedSingle,
    HiddenSingle,
    PointingPair,       // pointing pair or triple: a box confines a value to one line
    BoxLineReduction,   // a line confines a value to one box
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    XWing,
    NakedQuad,
    HiddenQuad,
    Swordfish,
    XYWing,
    Guess,              // backtracking, only when nothing else applies
};

constexpr int kTechniqueCount = static_cast<int>(Technique::Guess) + 1;

std::string techniqueName(Technique technique);   // "hidden single", ... (English; the app translates it, context "Technique")
std::vector<Technique> allTechniques();

} // namespace ps
