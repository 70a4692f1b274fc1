#pragma once
#include <sstream>
#include <string>
#include <vector>

namespace ps {

// The whitespace-separated words of a line of text (grid text rows, clue rows, label rows).
inline std::vector<std::string> splitWords(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

} // namespace ps
