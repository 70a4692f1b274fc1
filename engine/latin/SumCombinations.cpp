#include "SumCombinations.h"

#include <array>
#include <bit>
#include <memory>
#include <mutex>

namespace ps {

SumCombinations::SumCombinations(int n) : n_(n), maxSum_(static_cast<long>(n) * (n + 1) / 2)
{
    sets_.resize(static_cast<std::size_t>(n_ + 1) * static_cast<std::size_t>(maxSum_ + 1));
    for (CandidateMask set = 0; set < (CandidateMask{1} << n_); ++set) {
        long sum = 0;
        for (CandidateMask rest = set; rest; rest &= rest - 1)
            sum += std::countr_zero(rest) + 1;
        sets_[static_cast<std::size_t>(std::popcount(set)) * static_cast<std::size_t>(maxSum_ + 1) + static_cast<std::size_t>(sum)].push_back(set);
    }
}

const SumCombinations& SumCombinations::forSide(int n)
{
    static std::array<std::unique_ptr<SumCombinations>, kLargestSide + 1> tables;
    static std::array<std::once_flag, kLargestSide + 1> made;
    const auto index = static_cast<std::size_t>(n);
    std::call_once(made[index], [&] { tables[index].reset(new SumCombinations(n)); });
    return *tables[index];
}

} // namespace ps
