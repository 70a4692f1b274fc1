#include "FutoshikiTechnique.h"

#include "core/EngineError.h"

namespace ps {

const std::vector<TechniqueInfo>& futoshikiTechniques()
{
    static const std::vector<TechniqueInfo> techniques{
        {PS_TRANSLATE("Technique", "naked single"), false},
        {PS_TRANSLATE("Technique", "hidden single"), false},
        {PS_TRANSLATE("Technique", "sign bound"), false},
        {PS_TRANSLATE("Technique", "sign chain"), false},
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

} // namespace ps
