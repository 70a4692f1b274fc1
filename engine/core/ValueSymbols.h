#pragma once

namespace ps {

// Values as written in the line format and shown on screen: 1-9, then A=10 ... P=25 ('.' is empty).
char valueToSymbol(int value);
// -1 when the character is not a value symbol; 0 for the empty marks '.' and '0'.
int symbolToValue(char symbol);

} // namespace ps
