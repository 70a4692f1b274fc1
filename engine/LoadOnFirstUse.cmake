# z3 loaded at its first call (core/LoadOnFirstUse.h): on x86-64 Linux the engine defines a trampoline for
# every function z3's headers declare and links libdl instead of libz3, so programs start without loading
# it. Elsewhere, or with -DPUZZLESMITH_LOAD_ON_FIRST_USE=OFF, libz3 is linked as usual. (libsvm, small,
# is linked as usual: loading it on first use saved nothing measurable.) Included by engine/CMakeLists.txt.
# Sanitizer and fuzzing builds link libz3 as usual: LeakSanitizer's exit-time scan crashed ("Tracer caught
# signal 11") in a process that had loaded z3 with dlopen and left a timed-out z3 thread running
# (test_cli's hardGridsAreAnsweredOrReportedInTime), where the same run with libz3 linked is clean.
set(load_on_first_use_default OFF)
if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$"
   AND NOT PUZZLESMITH_SANITIZE AND NOT PUZZLESMITH_FUZZ)
    set(load_on_first_use_default ON)
endif()
option(PUZZLESMITH_LOAD_ON_FIRST_USE "Load libz3 at its first call instead of at every program start (x86-64 Linux)"
       ${load_on_first_use_default})
if(NOT PUZZLESMITH_LOAD_ON_FIRST_USE)
    target_link_libraries(puzzlesmith_engine PUBLIC PkgConfig::Z3)
    return()
endif()

set(first_use_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)

# Writes <inc> with a line <macro>(index, name) for every function the headers declare: each match of
# `pattern` (its first group is the name) in a line of a header.
function(puzzlesmith_first_use_functions inc macro pattern)
    set(names)
    foreach(header IN LISTS ARGN)
        file(STRINGS ${header} declarations REGEX "${pattern}")
        foreach(declaration IN LISTS declarations)
            if(declaration MATCHES "${pattern}")
                list(APPEND names ${CMAKE_MATCH_1})
            endif()
        endforeach()
    endforeach()
    list(REMOVE_DUPLICATES names)
    list(SORT names)
    list(LENGTH names count)
    if(count LESS 10)
        message(FATAL_ERROR "Found only ${count} functions in ${ARGN}; configure with -DPUZZLESMITH_LOAD_ON_FIRST_USE=OFF")
    endif()
    set(lines "// Made by engine/LoadOnFirstUse.cmake from ${ARGN}.\n")
    set(index 0)
    foreach(name IN LISTS names)
        string(APPEND lines "${macro}(${index}, ${name})\n")
        math(EXPR index "${index} + 1")
    endforeach()
    file(CONFIGURE OUTPUT ${first_use_dir}/${inc} CONTENT "${lines}" @ONLY)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${ARGN})
endfunction()

# The library's own name (its SONAME), which dlopen asks for: the one the linker would have recorded.
function(puzzlesmith_soname variable library)
    execute_process(COMMAND ${CMAKE_OBJDUMP} -p ${library} OUTPUT_VARIABLE dump RESULT_VARIABLE failed)
    if(failed OR NOT dump MATCHES "SONAME[ \t]+([^ \t\r\n]+)")
        message(FATAL_ERROR "Cannot read the SONAME of ${library}; configure with -DPUZZLESMITH_LOAD_ON_FIRST_USE=OFF")
    endif()
    set(${variable} ${CMAKE_MATCH_1} PARENT_SCOPE)
endfunction()

find_path(PUZZLESMITH_Z3_HEADER_DIR z3_api.h HINTS ${Z3_INCLUDE_DIRS} REQUIRED)
file(GLOB z3_headers ${PUZZLESMITH_Z3_HEADER_DIR}/z3*.h)
puzzlesmith_first_use_functions(Z3Functions.inc PS_Z3_FUNCTION "Z3_API[ \t]+(Z3_[A-Za-z0-9_]+)[ \t]*\\(" ${z3_headers})
find_library(PUZZLESMITH_Z3_LIBRARY NAMES z3 HINTS ${Z3_LIBRARY_DIRS} REQUIRED)
puzzlesmith_soname(z3_soname ${PUZZLESMITH_Z3_LIBRARY})

target_sources(puzzlesmith_engine PRIVATE core/LoadOnFirstUse.cpp solve/Z3OnFirstUse.cpp)
set_source_files_properties(solve/Z3OnFirstUse.cpp PROPERTIES
    INCLUDE_DIRECTORIES ${first_use_dir} COMPILE_DEFINITIONS "PUZZLESMITH_Z3_SONAME=\"${z3_soname}\"")
# z3's headers (include folders, compile options) without its library.
target_include_directories(puzzlesmith_engine PUBLIC ${Z3_INCLUDE_DIRS})
target_compile_options(puzzlesmith_engine PUBLIC ${Z3_CFLAGS_OTHER})
target_link_libraries(puzzlesmith_engine PUBLIC ${CMAKE_DL_LIBS})
