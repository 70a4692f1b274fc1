#include "KenKenType.h"

#include "KenKenFormat.h"
#include "KenKenRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = KenKenRules::kMinSide; n <= KenKenRules::kMaxSide; ++n)
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

// sgt-keen at one size and level ("easy", "normal", "hard", "extreme", "unreasonable"), as `bench --peers`
// times it beside ours generating at the class the level maps to (KenKenRules::difficultyFromLabel).
PeerGenerator keenPeer(int side, const std::string& level, const char* label, int count)
{
    const std::string size = std::to_string(side) + "x" + std::to_string(side);
    const char letter = level == "extreme" ? 'x' : level.front();   // keen's parameter letters: e n h x u
    return {label, size, count, "/usr/games/sgt-keen", {"--generate", std::to_string(count), std::to_string(side) + "d" + letter}, count,
            KenKenRules(side).difficultyFromLabel(level, "sgt-keen")};
}

} // namespace

PuzzleType kenKenType()
{
    PuzzleType type;
    type.id = "kenken";
    type.name = PS_TRANSLATE("PuzzleType", "KenKen");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row and every column contains each number exactly "
                                                   "once, and the numbers in each outlined cage combine to its target with its "
                                                   "operation (+ − × ÷; for − and ÷, the larger number first).");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "6x6";
    type.difficultyModel = "kenken-difficulty";
    type.trainingData = "kenken-keen";
    type.benchmarkParameters = {"4x4", "6x6", "9x9", "12x12"};
    type.peerGenerators = {
        keenPeer(4, "easy", PS_TRANSLATE("PuzzleType", "4x4 easy (sgt-keen easy)"), 200),
        keenPeer(4, "normal", PS_TRANSLATE("PuzzleType", "4x4 medium (sgt-keen normal)"), 200),
        keenPeer(4, "hard", PS_TRANSLATE("PuzzleType", "4x4 hard (sgt-keen hard)"), 200),
        keenPeer(4, "extreme", PS_TRANSLATE("PuzzleType", "4x4 evil (sgt-keen extreme)"), 100),
        keenPeer(4, "unreasonable", PS_TRANSLATE("PuzzleType", "4x4 evil (sgt-keen unreasonable)"), 100),
        keenPeer(6, "easy", PS_TRANSLATE("PuzzleType", "6x6 easy (sgt-keen easy)"), 100),
        keenPeer(6, "normal", PS_TRANSLATE("PuzzleType", "6x6 medium (sgt-keen normal)"), 100),
        keenPeer(6, "hard", PS_TRANSLATE("PuzzleType", "6x6 hard (sgt-keen hard)"), 100),
        keenPeer(6, "extreme", PS_TRANSLATE("PuzzleType", "6x6 evil (sgt-keen extreme)"), 100),
        keenPeer(6, "unreasonable", PS_TRANSLATE("PuzzleType", "6x6 evil (sgt-keen unreasonable)"), 100),
        keenPeer(9, "easy", PS_TRANSLATE("PuzzleType", "9x9 easy (sgt-keen easy)"), 30),
        keenPeer(9, "normal", PS_TRANSLATE("PuzzleType", "9x9 medium (sgt-keen normal)"), 30),
        keenPeer(9, "hard", PS_TRANSLATE("PuzzleType", "9x9 hard (sgt-keen hard)"), 30),
        keenPeer(9, "extreme", PS_TRANSLATE("PuzzleType", "9x9 evil (sgt-keen extreme)"), 20),
        keenPeer(9, "unreasonable", PS_TRANSLATE("PuzzleType", "9x9 evil (sgt-keen unreasonable)"), 20),
    };
    type.hasCages = true;
    type.format = std::make_shared<KenKenFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<KenKenRules>(KenKenRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A KenKen grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return KenKenRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return KenKenRules(KenKenRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
