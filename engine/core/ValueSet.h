#pragma once
#include <bit>
#include <cstdint>
#include <vector>

namespace ps {

// A set of values 1..n, for candidates and pencil marks of any type: some types need 25 values,
// others as many as the grid has squares (a region as large as the grid). Values up to 64 live in one
// word (no allocation); larger ones in further words, made on first use.
class ValueSet {
public:
    ValueSet() = default;
    // Every value 1..count.
    static ValueSet range(int count);
    // Values 1..32 from a mask (bit v-1 = value v), as bit-mask solvers keep them.
    static ValueSet fromMask(std::uint32_t mask) { ValueSet set; set.low_ = mask; return set; }

    bool contains(int value) const;
    void insert(int value);
    void erase(int value);
    void toggle(int value) { contains(value) ? erase(value) : insert(value); }
    bool isEmpty() const;
    int count() const;
    // The smallest value, or 0 when empty.
    int first() const;
    // Ascending.
    std::vector<int> values() const;
    // Values 1..32 as a mask (bit v-1 = value v); larger values are dropped.
    std::uint32_t lowMask() const { return static_cast<std::uint32_t>(low_); }

    ValueSet& operator&=(const ValueSet& other);
    ValueSet& operator|=(const ValueSet& other);
    ValueSet& operator-=(const ValueSet& other);   // set difference
    friend ValueSet operator&(ValueSet a, const ValueSet& b) { return a &= b; }
    friend ValueSet operator|(ValueSet a, const ValueSet& b) { return a |= b; }
    friend ValueSet operator-(ValueSet a, const ValueSet& b) { return a -= b; }
    bool operator==(const ValueSet& other) const;

private:
    std::uint64_t low_ = 0;              // values 1..64: bit v-1
    std::vector<std::uint64_t> high_;   // values 65..: word (v-65)/64, bit (v-65)%64
    void trim();                         // no trailing zero words, so == compares contents
};

} // namespace ps
