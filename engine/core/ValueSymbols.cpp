#include "ValueSymbols.h"

namespace ps {

char valueToSymbol(int value)
{
    if (value <= 0)
        return '.';
    if (value <= 9)
        return static_cast<char>('0' + value);
    return static_cast<char>('A' + value - 10);
}

int symbolToValue(char symbol)
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
