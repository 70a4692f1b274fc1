#include "ValueSet.h"

#include <algorithm>

namespace ps {

ValueSet ValueSet::range(int count)
{
    ValueSet set;
    for (int v = 1; v <= count; ++v)
        set.insert(v);
    return set;
}

bool ValueSet::contains(int value) const
{
    if (value < 1)
        return false;
    if (value <= 64)
        return (low_ >> (value - 1)) & 1U;
    const auto word = static_cast<std::size_t>((value - 65) / 64);
    return word < high_.size() && ((high_[word] >> ((value - 65) % 64)) & 1U);
}

void ValueSet::insert(int value)
{
    if (value < 1)
        return;
    if (value <= 64) {
        low_ |= std::uint64_t{1} << (value - 1);
        return;
    }
    const auto word = static_cast<std::size_t>((value - 65) / 64);
    if (word >= high_.size())
        high_.resize(word + 1, 0);
    high_[word] |= std::uint64_t{1} << ((value - 65) % 64);
}

void ValueSet::erase(int value)
{
    if (value < 1)
        return;
    if (value <= 64) {
        low_ &= ~(std::uint64_t{1} << (value - 1));
        return;
    }
    const auto word = static_cast<std::size_t>((value - 65) / 64);
    if (word < high_.size()) {
        high_[word] &= ~(std::uint64_t{1} << ((value - 65) % 64));
        trim();
    }
}

bool ValueSet::isEmpty() const { return low_ == 0 && high_.empty(); }

int ValueSet::count() const
{
    int total = std::popcount(low_);
    for (std::uint64_t word : high_)
        total += std::popcount(word);
    return total;
}

int ValueSet::first() const
{
    if (low_)
        return std::countr_zero(low_) + 1;
    for (std::size_t w = 0; w < high_.size(); ++w)
        if (high_[w])
            return 65 + static_cast<int>(w) * 64 + std::countr_zero(high_[w]);
    return 0;
}

std::vector<int> ValueSet::values() const
{
    std::vector<int> out;
    for (std::uint64_t bits = low_; bits; bits &= bits - 1)
        out.push_back(std::countr_zero(bits) + 1);
    for (std::size_t w = 0; w < high_.size(); ++w)
        for (std::uint64_t bits = high_[w]; bits; bits &= bits - 1)
            out.push_back(65 + static_cast<int>(w) * 64 + std::countr_zero(bits));
    return out;
}

ValueSet& ValueSet::operator&=(const ValueSet& other)
{
    low_ &= other.low_;
    high_.resize(std::min(high_.size(), other.high_.size()));
    for (std::size_t w = 0; w < high_.size(); ++w)
        high_[w] &= other.high_[w];
    trim();
    return *this;
}

ValueSet& ValueSet::operator|=(const ValueSet& other)
{
    low_ |= other.low_;
    if (high_.size() < other.high_.size())
        high_.resize(other.high_.size(), 0);
    for (std::size_t w = 0; w < other.high_.size(); ++w)
        high_[w] |= other.high_[w];
    return *this;
}

ValueSet& ValueSet::operator-=(const ValueSet& other)
{
    low_ &= ~other.low_;
    for (std::size_t w = 0; w < high_.size() && w < other.high_.size(); ++w)
        high_[w] &= ~other.high_[w];
    trim();
    return *this;
}

bool ValueSet::operator==(const ValueSet& other) const { return low_ == other.low_ && high_ == other.high_; }

void ValueSet::trim()
{
    while (!high_.empty() && high_.back() == 0)
        high_.pop_back();
}

} // namespace ps
