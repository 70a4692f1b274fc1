#include "KillerTechnique.h"

#include "core/EngineError.h"

namespace ps {

const std::vector<TechniqueInfo>& killerTechniques()
{
    static const std::vector<TechniqueInfo> techniques{
        {PS_TRANSLATE("Technique", "naked single"), false},
        {PS_TRANSLATE("Technique", "hidden single"), false},
        {PS_TRANSLATE("Technique", "cage combinations"), false},
        {PS_TRANSLATE("Technique", "rule of 45"), false},
        {PS_TRANSLATE("Technique", "pointing pair"), false},
        {PS_TRANSLATE("Technique", "box/line reduction"), false},
        {PS_TRANSLATE("Technique", "cage/unit interaction"), false},
        {PS_TRANSLATE("Technique", "rule of 45, outies"), false},
        {PS_TRANSLATE("Technique", "cage splitting"), false},
        {PS_TRANSLATE("Technique", "hidden cage"), false},
        {PS_TRANSLATE("Technique", "rule of 45 over several units"), false},
        {PS_TRANSLATE("Technique", "naked pair"), false},
        {PS_TRANSLATE("Technique", "hidden pair"), false},
        {PS_TRANSLATE("Technique", "naked triple"), false},
        {PS_TRANSLATE("Technique", "hidden triple"), false},
        {PS_TRANSLATE("Technique", "X-wing"), false},
        {PS_TRANSLATE("Technique", "XY-wing"), false},
        {PS_TRANSLATE("Technique", "guess"), true},
    };
    return techniques;
}

} // namespace ps
