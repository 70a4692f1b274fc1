// z3 loaded on first use: the program does not name libz3 among the libraries the system loads at its
// start; the first call of any z3 function loads it (dlopen) and binds that function (dlsym).
//
// Why: libz3 is 23 MB with its relocations and static initialisers, about 1 ms of CPU at every start of
// every program, while `solve`, `rate` and `generate` with the native backend (the default) never call
// it. Only the z3 backends, a type without a native solver and the tests' cross-checks do.
//
// How (the "delay-load" of other systems, written out): z3++.h is inline code over z3's C functions, so
// every call into libz3 is a call of a `Z3_` function. For each function z3's headers declare (the list
// is made from them when CMake runs: Z3Functions.inc), this file defines a trampoline of that name that
// jumps through its slot; an empty slot leads to the binder, which keeps the argument registers, asks
// libz3 for the function, fills the slot and jumps there, so the caller gets the function's own return.
// Nothing else changes: the engine still owns z3, and every z3 call of the engine and the tests goes
// through here. Only on x86-64 Linux (the trampolines are x86-64 code); elsewhere CMake links libz3 as
// before and this file is not compiled.
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

namespace {

const char* const kFunctionNames[] = {
#define PS_Z3_FUNCTION(index, name) #name,
#include "Z3Functions.inc"
#undef PS_Z3_FUNCTION
};
constexpr unsigned kFunctionCount = sizeof(kFunctionNames) / sizeof(kFunctionNames[0]);

[[noreturn]] void failToBind(const char* what, const char* name)
{
    // No exception can pass the binder (it has no unwind information), and the library is a dependency of
    // the package: missing, it is a broken installation.
    std::fprintf(stderr, "puzzlesmith: cannot %s %s: %s\n", what, name, dlerror());
    std::abort();
}

void* openZ3()
{
    void* library = dlopen(PUZZLESMITH_Z3_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!library)
        failToBind("load the z3 library", PUZZLESMITH_Z3_SONAME);
    return library;
}

} // namespace

extern "C" {

// The address of each function once bound; read by the trampolines, written by the binder (a pointer-sized
// aligned store: a trampoline sees the old null or the final address, and binding twice stores the same).
__attribute__((visibility("hidden"))) void* ps_z3_slots[kFunctionCount];

// Called by the trampoline of function `index` on its first call: binds it and returns its address.
__attribute__((visibility("hidden"), used)) void* ps_z3_bind(unsigned index) noexcept
{
    static void* const library = openZ3();   // once, thread-safe
    void* address = dlsym(library, kFunctionNames[index]);
    if (!address)
        failToBind("find the z3 function", kFunctionNames[index]);
    __atomic_store_n(&ps_z3_slots[index], address, __ATOMIC_RELEASE);
    return address;
}

} // extern "C"

// The binder: entered by a jump from a trampoline with the function's index in r11 (a scratch register no
// call passes arguments in) and the caller's arguments untouched. It saves the argument registers (rdi,
// rsi, rdx, rcx, r8, r9; rax: the vector register count of a variadic call; xmm0-7), calls ps_z3_bind with
// the stack aligned to 16 bytes (7 pushes after the caller's return address, then 128 bytes), restores
// them and jumps to the function.
asm(R"(
    .text
    .p2align 4
    .type ps_z3_bind_and_jump, @function
ps_z3_bind_and_jump:
    pushq %rdi
    pushq %rsi
    pushq %rdx
    pushq %rcx
    pushq %r8
    pushq %r9
    pushq %rax
    subq $128, %rsp
    movdqu %xmm0, 0(%rsp)
    movdqu %xmm1, 16(%rsp)
    movdqu %xmm2, 32(%rsp)
    movdqu %xmm3, 48(%rsp)
    movdqu %xmm4, 64(%rsp)
    movdqu %xmm5, 80(%rsp)
    movdqu %xmm6, 96(%rsp)
    movdqu %xmm7, 112(%rsp)
    movl %r11d, %edi
    call ps_z3_bind
    movq %rax, %r11
    movdqu 0(%rsp), %xmm0
    movdqu 16(%rsp), %xmm1
    movdqu 32(%rsp), %xmm2
    movdqu 48(%rsp), %xmm3
    movdqu 64(%rsp), %xmm4
    movdqu 80(%rsp), %xmm5
    movdqu 96(%rsp), %xmm6
    movdqu 112(%rsp), %xmm7
    addq $128, %rsp
    popq %rax
    popq %r9
    popq %r8
    popq %rcx
    popq %rdx
    popq %rsi
    popq %rdi
    jmp *%r11
    .size ps_z3_bind_and_jump, .-ps_z3_bind_and_jump
)");

// One trampoline per function, hidden: the program's own calls bind to it, and nothing loaded later (libz3
// itself) can.
#define PS_Z3_FUNCTION(index, name)                          \
    asm(".text\n"                                            \
        ".p2align 4\n"                                       \
        ".globl " #name "\n"                                 \
        ".hidden " #name "\n"                                \
        ".type " #name ", @function\n" #name ":\n"           \
        "    movq ps_z3_slots+8*" #index "(%rip), %r11\n"    \
        "    testq %r11, %r11\n"                             \
        "    jz 1f\n"                                        \
        "    jmp *%r11\n"                                    \
        "1:  movl $" #index ", %r11d\n"                      \
        "    jmp ps_z3_bind_and_jump\n"                      \
        ".size " #name ", .-" #name "\n");
#include "Z3Functions.inc"
#undef PS_Z3_FUNCTION
