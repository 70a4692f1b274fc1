#include "LibsvmModelText.h"

#include <charconv>
#include <cmath>
#include <set>

namespace ps {
namespace {

// std::from_chars, not strtod: the model is always written with '.', whatever the user's locale (in a
// German locale strtod would refuse "0.5"), and it is several times faster.
bool readDouble(std::string_view word, double& out)
{
    const char* end = word.data() + word.size();
    const auto [stop, error] = std::from_chars(word.data(), end, out);
    return !word.empty() && error == std::errc() && stop == end && std::isfinite(out);
}

bool readInt(std::string_view word, long min, long max, long& out)
{
    const char* end = word.data() + word.size();
    const auto [stop, error] = std::from_chars(word.data(), end, out);
    return !word.empty() && error == std::errc() && stop == end && out >= min && out <= max;
}

// The text a line at a time, each line a word at a time (libsvm separates words by spaces and tabs).
class Lines {
public:
    explicit Lines(std::string_view text) : text_(text) {}
    // The next line, without its '\n'; false at the end of the text.
    bool next(std::string_view& line)
    {
        if (position_ >= text_.size())
            return false;
        const std::size_t end = text_.find('\n', position_);
        const std::size_t stop = end == std::string_view::npos ? text_.size() : end;
        line = text_.substr(position_, stop - position_);
        position_ = stop + 1;
        return true;
    }

private:
    std::string_view text_;
    std::size_t position_ = 0;
};

bool isBlank(char c) { return c == ' ' || c == '\t'; }

// The next word of `line` (advancing it); false when only blanks are left.
bool nextWord(std::string_view& line, std::string_view& word)
{
    std::size_t start = 0;
    while (start < line.size() && isBlank(line[start]))
        ++start;
    if (start == line.size())
        return false;
    std::size_t stop = start;
    while (stop < line.size() && !isBlank(line[stop]))
        ++stop;
    word = line.substr(start, stop - start);
    line.remove_prefix(stop);
    return true;
}

std::vector<std::string_view> wordsOf(std::string_view line)
{
    std::vector<std::string_view> words;
    for (std::string_view w; nextWord(line, w);)
        words.push_back(w);
    return words;
}

} // namespace

std::optional<LibsvmModelData> readLibsvmModel(std::string_view text, std::size_t features, bool regression)
{
    // libsvm separates fields by spaces and tabs only: any other control character (a vertical tab, a
    // carriage return) would split words differently for it than for this check.
    for (const char c : text)
        if (c != '\n' && c != '\t' && (c < 0x20 || c > 0x7e))
            return std::nullopt;
    constexpr long kMaxClasses = 64;
    constexpr long kMaxVectors = 1000000;
    Lines lines(text);
    std::string_view line;
    LibsvmModelData data;
    long classes = 0, total = -1;
    std::set<std::string_view> seen;
    bool kernelSeen = false, typeSeen = false;
    // The header, up to the line "SV".
    for (;;) {
        if (!lines.next(line))
            return std::nullopt;
        const std::vector<std::string_view> w = wordsOf(line);
        if (w.empty())
            return std::nullopt;
        const std::string_view key = w[0];
        if (key == "SV" && w.size() == 1)
            break;
        if (!seen.insert(key).second)
            return std::nullopt;   // a field given twice
        const std::size_t pairs = static_cast<std::size_t>(classes * (classes - 1) / 2);
        double d = 0;
        long n = 0;
        if (key == "svm_type") {
            if (w.size() != 2 || w[1] != (regression ? "epsilon_svr" : "c_svc"))
                return std::nullopt;
            typeSeen = true;
        } else if (key == "kernel_type") {
            if (w.size() != 2 || w[1] != "rbf")   // what train() makes; other kernels need fields libsvm does not check
                return std::nullopt;
            kernelSeen = true;
        } else if (key == "degree") {
            if (w.size() != 2 || !readInt(w[1], 0, 100, n))
                return std::nullopt;
        } else if (key == "gamma" || key == "coef0") {
            if (w.size() != 2 || !readDouble(w[1], d))
                return std::nullopt;
            if (key == "gamma")
                data.gamma = d;
        } else if (key == "nr_class") {
            if (w.size() != 2 || classes != 0 || !readInt(w[1], 2, regression ? 2 : kMaxClasses, classes))
                return std::nullopt;
        } else if (key == "total_sv") {
            // A regression may have none: when every training sample lies inside the tube (a player's
            // few games), the model is its bias alone.
            if (w.size() != 2 || !readInt(w[1], regression ? 0 : 1, kMaxVectors, total))
                return std::nullopt;
        } else if (key == "rho" || key == "probA" || key == "probB") {
            if (classes == 0 || w.size() != pairs + 1)
                return std::nullopt;
            for (std::size_t i = 1; i < w.size(); ++i) {
                if (!readDouble(w[i], d))
                    return std::nullopt;
                if (key == "rho")
                    data.rho.push_back(d);
            }
        } else if (key == "label") {
            if (regression || classes == 0 || w.size() != static_cast<std::size_t>(classes) + 1)
                return std::nullopt;
            for (std::size_t i = 1; i < w.size(); ++i) {
                if (!readInt(w[i], -1000000, 1000000, n))
                    return std::nullopt;
                data.labels.push_back(static_cast<int>(n));
            }
        } else if (key == "nr_sv") {
            if (regression || classes == 0 || w.size() != static_cast<std::size_t>(classes) + 1)
                return std::nullopt;
            for (std::size_t i = 1; i < w.size(); ++i) {
                if (!readInt(w[i], 0, kMaxVectors, n))
                    return std::nullopt;
                data.perClass.push_back(static_cast<int>(n));
            }
        } else {
            return std::nullopt;   // libsvm would stop on an unknown field too
        }
    }
    if (!typeSeen || !kernelSeen || !seen.count("gamma") || classes == 0 || total < 0 || !seen.count("total_sv") || !seen.count("rho"))
        return std::nullopt;
    if (!regression) {
        if (!seen.count("label") || data.perClass.size() != static_cast<std::size_t>(classes))
            return std::nullopt;
        long sum = 0;
        for (int n : data.perClass)
            sum += n;
        if (sum != total)
            return std::nullopt;
    }
    data.classes = static_cast<int>(classes);
    data.count = static_cast<std::size_t>(total);
    // The support vectors. The counts are checked above, so these sizes are bounded.
    data.coefficients.assign(static_cast<std::size_t>(classes - 1) * data.count, 0.0);
    data.vectors.assign(data.count * features, 0.0);
    for (std::size_t v = 0; v < data.count; ++v) {
        if (!lines.next(line))
            return std::nullopt;
        std::string_view word;
        for (long c = 0; c < classes - 1; ++c)
            if (!nextWord(line, word) || !readDouble(word, data.coefficients[static_cast<std::size_t>(c) * data.count + v]))
                return std::nullopt;
        long previous = 0;
        while (nextWord(line, word)) {
            const std::size_t colon = word.find(':');
            long index = 0;
            double value = 0;
            if (colon == std::string_view::npos || !readInt(word.substr(0, colon), previous + 1, static_cast<long>(features), index) ||
                !readDouble(word.substr(colon + 1), value))
                return std::nullopt;
            data.vectors[v * features + static_cast<std::size_t>(index) - 1] = value;
            previous = index;
        }
    }
    while (lines.next(line))   // nothing but blank lines after the last vector
        if (!wordsOf(line).empty())
            return std::nullopt;
    return data;
}

} // namespace ps
