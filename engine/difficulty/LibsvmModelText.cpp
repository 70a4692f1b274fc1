#include "LibsvmModelText.h"

#include <charconv>
#include <cmath>
#include <set>
#include <sstream>
#include <vector>

namespace ps {
namespace {

// std::from_chars, not strtod: the model is always written with '.', whatever the user's locale (in a
// German locale strtod would refuse "0.5").
bool readDouble(const std::string& word, double& out)
{
    const char* end = word.data() + word.size();
    const auto [stop, error] = std::from_chars(word.data(), end, out);
    return !word.empty() && error == std::errc() && stop == end && std::isfinite(out);
}

bool readInt(const std::string& word, long min, long max, long& out)
{
    const char* end = word.data() + word.size();
    const auto [stop, error] = std::from_chars(word.data(), end, out);
    return !word.empty() && error == std::errc() && stop == end && out >= min && out <= max;
}

std::vector<std::string> wordsOf(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

} // namespace

bool isWellFormedLibsvmModel(const std::string& text, std::size_t features, bool regression)
{
    // libsvm separates fields by spaces and tabs only: any other control character (a vertical tab, a
    // carriage return) would split words differently for it than for this check.
    for (const char c : text)
        if (c != '\n' && c != '\t' && (c < 0x20 || c > 0x7e))
            return false;
    constexpr long kMaxClasses = 64;
    constexpr long kMaxVectors = 1000000;
    std::istringstream in(text);
    std::string line;
    long classes = 0, total = -1;
    std::vector<long> perClass;
    std::set<std::string> seen;
    bool kernelSeen = false, typeSeen = false;
    // The header, up to the line "SV".
    for (;;) {
        if (!std::getline(in, line))
            return false;
        const std::vector<std::string> w = wordsOf(line);
        if (w.empty())
            return false;
        const std::string& key = w[0];
        if (key == "SV" && w.size() == 1)
            break;
        if (!seen.insert(key).second)
            return false;   // a field given twice
        const std::size_t pairs = static_cast<std::size_t>(classes * (classes - 1) / 2);
        double d = 0;
        long n = 0;
        if (key == "svm_type") {
            if (w.size() != 2 || w[1] != (regression ? "epsilon_svr" : "c_svc"))
                return false;
            typeSeen = true;
        } else if (key == "kernel_type") {
            if (w.size() != 2 || w[1] != "rbf")   // what train() makes; other kernels need fields libsvm does not check
                return false;
            kernelSeen = true;
        } else if (key == "degree") {
            if (w.size() != 2 || !readInt(w[1], 0, 100, n))
                return false;
        } else if (key == "gamma" || key == "coef0") {
            if (w.size() != 2 || !readDouble(w[1], d))
                return false;
        } else if (key == "nr_class") {
            if (w.size() != 2 || classes != 0 || !readInt(w[1], 2, regression ? 2 : kMaxClasses, classes))
                return false;
        } else if (key == "total_sv") {
            if (w.size() != 2 || !readInt(w[1], 1, kMaxVectors, total))
                return false;
        } else if (key == "rho" || key == "probA" || key == "probB") {
            if (classes == 0 || w.size() != pairs + 1)
                return false;
            for (std::size_t i = 1; i < w.size(); ++i)
                if (!readDouble(w[i], d))
                    return false;
        } else if (key == "label") {
            if (regression || classes == 0 || w.size() != static_cast<std::size_t>(classes) + 1)
                return false;
            for (std::size_t i = 1; i < w.size(); ++i)
                if (!readInt(w[i], -1000000, 1000000, n))
                    return false;
        } else if (key == "nr_sv") {
            if (regression || classes == 0 || w.size() != static_cast<std::size_t>(classes) + 1)
                return false;
            for (std::size_t i = 1; i < w.size(); ++i) {
                if (!readInt(w[i], 0, kMaxVectors, n))
                    return false;
                perClass.push_back(n);
            }
        } else {
            return false;   // libsvm would stop on an unknown field too
        }
    }
    if (!typeSeen || !kernelSeen || !seen.count("gamma") || classes == 0 || total < 1 || !seen.count("rho"))
        return false;
    if (!regression) {
        if (!seen.count("label") || perClass.size() != static_cast<std::size_t>(classes))
            return false;
        long sum = 0;
        for (long n : perClass)
            sum += n;
        if (sum != total)
            return false;
    }
    // The support vectors.
    for (long v = 0; v < total; ++v) {
        if (!std::getline(in, line))
            return false;
        const std::vector<std::string> w = wordsOf(line);
        if (w.size() < static_cast<std::size_t>(classes - 1))
            return false;
        double d = 0;
        for (long c = 0; c < classes - 1; ++c)
            if (!readDouble(w[static_cast<std::size_t>(c)], d))
                return false;
        long previous = 0;
        for (std::size_t i = static_cast<std::size_t>(classes - 1); i < w.size(); ++i) {
            const std::size_t colon = w[i].find(':');
            long index = 0;
            if (colon == std::string::npos || !readInt(w[i].substr(0, colon), previous + 1, static_cast<long>(features), index) ||
                !readDouble(w[i].substr(colon + 1), d))
                return false;
            previous = index;
        }
    }
    while (std::getline(in, line))   // nothing but blank lines after the last vector
        if (!wordsOf(line).empty())
            return false;
    return true;
}

} // namespace ps
