// z3 loaded on its first call (core/LoadOnFirstUse.h): z3++.h is inline code over z3's C functions, so
// every call into libz3 is a call of a `Z3_` function, and each function z3's headers declare gets a
// trampoline here (the list, Z3Functions.inc, is made from the headers when CMake runs). libz3 is 23 MB;
// its relocations and static initialisers cost every program start about 0.6 ms of CPU, while `solve`,
// `rate` and `generate` with the native backend (the default) never call it: only the z3 backends, a type
// without a native solver and the tests' cross-checks do. The engine still owns z3, and every z3 call of
// the engine and the tests goes through here. Compiled on x86-64 Linux only (Z3OnFirstUse.cmake).
#include "core/LoadOnFirstUse.h"

namespace {

const char* const kZ3Functions[] = {
#define PS_Z3_FUNCTION(index, name) #name,
#include "Z3Functions.inc"
#undef PS_Z3_FUNCTION
};

} // namespace

PS_LOAD_ON_FIRST_USE(ps_z3, PUZZLESMITH_Z3_SONAME, kZ3Functions)

#define PS_Z3_FUNCTION(index, name) PS_ON_FIRST_USE_TRAMPOLINE(ps_z3, index, name)
#include "Z3Functions.inc"
#undef PS_Z3_FUNCTION
