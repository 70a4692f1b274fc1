#include "KenKenTechnique.h"

#include "core/EngineError.h"

namespace ps {

const std::vector<TechniqueInfo>& kenKenTechniques()
{
    static const std::vector<TechniqueInfo> techniques{
        {PS_TRANSLATE("Technique", "naked single"), false},
        {PS_TRANSLATE("Technique", "hidden single"), false},
        {PS_TRANSLATE("Technique", "cage digits"), false},
        {PS_TRANSLATE("Technique", "cage arithmetic"), false},
        {PS_TRANSLATE("Technique", "cage in a line"), false},
        {PS_TRANSLATE("Technique", "naked pair"), false},
        {PS_TRANSLATE("Technique", "hidden pair"), false},
        {PS_TRANSLATE("Technique", "line sum"), false},
        {PS_TRANSLATE("Technique", "X-wing"), false},
        {PS_TRANSLATE("Technique", "naked triple"), false},
        {PS_TRANSLATE("Technique", "hidden triple"), false},
        {PS_TRANSLATE("Technique", "naked quad"), false},
        {PS_TRANSLATE("Technique", "hidden quad"), false},
        {PS_TRANSLATE("Technique", "swordfish"), false},
        {PS_TRANSLATE("Technique", "XY-wing"), false},
        {PS_TRANSLATE("Technique", "guess"), true},
    };
    return techniques;
}

} // namespace ps
