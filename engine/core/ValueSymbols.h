#pragma once

namespace ps {

// Values as written in the line format and shown on screen: 1-9, then A=10 ... P=25 ('.' is empty).
// Inline: the line format reads and writes a symbol per square of every puzzle.
inline char valueToSymbol(int value)
{
    if (value <= 0)
        return '.';
    if (value <= 9)
        return static_cast<char>('0' + value);
    return static_cast<char>('A' + value - 10);
}

// -1 when the character is not a value symbol; 0 for the empty marks '.' and '0'.
inline int symbolToValue(char symbol)
{
    if (symbol == '.' || symbol == '0')
        return 0;
    if (symbol >= '1' && symbol <= '9')
        return symbol - '0';
    if (symbol >= 'A' && symbol <= 'Z')
        return symbol - 'A' + 10;
    if (symbol >= 'a' && symbol <= 'z')
        return symbol - 'a' + 10;
    return -1;
}

} // namespace ps
