#include "LoadOnFirstUse.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

namespace ps {
namespace {

[[noreturn]] void fail(const char* what, const char* name)
{
    std::fprintf(stderr, "puzzlesmith: cannot %s %s: %s\n", what, name, dlerror());
    std::abort();
}

} // namespace

void* openOnFirstUse(const char* soname) noexcept
{
    void* library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library)
        fail("load the library", soname);
    return library;
}

void* findOnFirstUse(void* library, const char* soname, const char* name) noexcept
{
    void* address = dlsym(library, name);
    if (!address) {
        std::fprintf(stderr, "puzzlesmith: %s has no function %s\n", soname, name);
        std::abort();
    }
    return address;
}

} // namespace ps
