#pragma once
// A shared library loaded at the first call of one of its functions, not at every program start (the
// "delay-load" of other systems, written out). Used for z3 (solve/Z3OnFirstUse.cpp), which most runs never
// call but every start paid for: about 0.6 ms of CPU, a tenth of a short `solve`.
//
// For each function the library's header declares, the program gets a trampoline of that name (hidden: the
// program's own calls bind to it, nothing loaded later can) that jumps through its slot. An empty slot
// leads to the binder, which keeps the argument registers, loads the library (once) and asks it for the
// function, fills the slot and jumps there, so the caller gets the function's own return. Only for
// functions (a library's variables cannot be reached this way), and only on x86-64 Linux: the trampolines
// are x86-64 code; elsewhere CMake links the libraries as usual and these files are not compiled.
//
// The assembly goes to .text and puts the section back (.pushsection/.popsection): the compiler does not
// know what a top-level asm does and goes on in the section it last chose.
//
// In one .cpp per library, at namespace scope:
//   PS_LOAD_ON_FIRST_USE(prefix, "libfoo.so.1", kNames)       kNames: the function names, an array
//   PS_ON_FIRST_USE_TRAMPOLINE(prefix, index, name)           once per function, index into kNames

#include <iterator>

namespace ps {

// The library, loaded; a missing library prints why and aborts (no exception can pass the binder, which
// has no unwind information, and the library is a dependency of the package: a broken installation).
void* openOnFirstUse(const char* soname) noexcept;
// The function's address; aborts as above when the library has no such function.
void* findOnFirstUse(void* library, const char* soname, const char* name) noexcept;

} // namespace ps

// The slots (read by the trampolines, written by prefix_bind: a pointer-sized aligned store, so a trampoline
// sees null or the final address, and binding twice stores the same), prefix_bind, and the binder
// prefix_bind_and_jump: entered by a jump from a trampoline with the function's index in r11 (a scratch
// register no call passes arguments in), it saves the argument registers (rdi, rsi, rdx, rcx, r8, r9; rax:
// the vector register count of a variadic call; xmm0-7), calls prefix_bind with the stack aligned to 16
// bytes (7 pushes after the caller's return address, then 128 bytes), restores them and jumps.
#define PS_LOAD_ON_FIRST_USE(prefix, soname, names)                                                    \
    extern "C" {                                                                                       \
    __attribute__((visibility("hidden"), used)) void* prefix##_slots[std::size(names)];                \
    __attribute__((visibility("hidden"), used)) void* prefix##_bind(unsigned index) noexcept           \
    {                                                                                                  \
        static void* const library = ps::openOnFirstUse(soname);                                       \
        void* address = ps::findOnFirstUse(library, soname, names[index]);                             \
        __atomic_store_n(&prefix##_slots[index], address, __ATOMIC_RELEASE);                           \
        return address;                                                                                \
    }                                                                                                  \
    }                                                                                                  \
    asm(".pushsection .text\n"                                                                        \
        ".p2align 4\n"                                                                                 \
        ".type " #prefix "_bind_and_jump, @function\n" #prefix "_bind_and_jump:\n"                    \
        "    pushq %rdi\n    pushq %rsi\n    pushq %rdx\n    pushq %rcx\n"                             \
        "    pushq %r8\n    pushq %r9\n    pushq %rax\n"                                               \
        "    subq $128, %rsp\n"                                                                        \
        "    movdqu %xmm0, 0(%rsp)\n    movdqu %xmm1, 16(%rsp)\n"                                      \
        "    movdqu %xmm2, 32(%rsp)\n    movdqu %xmm3, 48(%rsp)\n"                                     \
        "    movdqu %xmm4, 64(%rsp)\n    movdqu %xmm5, 80(%rsp)\n"                                     \
        "    movdqu %xmm6, 96(%rsp)\n    movdqu %xmm7, 112(%rsp)\n"                                    \
        "    movl %r11d, %edi\n"                                                                       \
        "    call " #prefix "_bind\n"                                                                  \
        "    movq %rax, %r11\n"                                                                        \
        "    movdqu 0(%rsp), %xmm0\n    movdqu 16(%rsp), %xmm1\n"                                      \
        "    movdqu 32(%rsp), %xmm2\n    movdqu 48(%rsp), %xmm3\n"                                     \
        "    movdqu 64(%rsp), %xmm4\n    movdqu 80(%rsp), %xmm5\n"                                     \
        "    movdqu 96(%rsp), %xmm6\n    movdqu 112(%rsp), %xmm7\n"                                    \
        "    addq $128, %rsp\n"                                                                        \
        "    popq %rax\n    popq %r9\n    popq %r8\n    popq %rcx\n"                                   \
        "    popq %rdx\n    popq %rsi\n    popq %rdi\n"                                                \
        "    jmp *%r11\n"                                                                              \
        ".size " #prefix "_bind_and_jump, .-" #prefix "_bind_and_jump\n"                               \
        ".popsection\n");

#define PS_ON_FIRST_USE_TRAMPOLINE(prefix, index, name)                                                \
    asm(".pushsection .text\n"                                                                        \
        ".p2align 4\n"                                                                                 \
        ".globl " #name "\n"                                                                           \
        ".hidden " #name "\n"                                                                          \
        ".type " #name ", @function\n" #name ":\n"                                                     \
        "    movq " #prefix "_slots+8*" #index "(%rip), %r11\n"                                        \
        "    testq %r11, %r11\n"                                                                       \
        "    jz 1f\n"                                                                                  \
        "    jmp *%r11\n"                                                                              \
        "1:  movl $" #index ", %r11d\n"                                                                \
        "    jmp " #prefix "_bind_and_jump\n"                                                          \
        ".size " #name ", .-" #name "\n"                                                               \
        ".popsection\n");
