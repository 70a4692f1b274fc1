# z3 loaded on first use (Z3OnFirstUse.cpp): on x86-64 Linux the engine defines a trampoline for every
# function z3's headers declare and links libdl instead of libz3, so programs start without loading z3.
# Elsewhere (or with -DPUZZLESMITH_Z3_ON_FIRST_USE=OFF) libz3 is linked as usual.
# Included by engine/CMakeLists.txt after puzzlesmith_engine is defined.
set(z3_on_first_use_default OFF)
if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    set(z3_on_first_use_default ON)
endif()
option(PUZZLESMITH_Z3_ON_FIRST_USE "Load libz3 at the first z3 call instead of at every program start (x86-64 Linux)"
       ${z3_on_first_use_default})

if(NOT PUZZLESMITH_Z3_ON_FIRST_USE)
    target_link_libraries(puzzlesmith_engine PUBLIC PkgConfig::Z3)
    return()
endif()

# The functions: every `Z3_API Z3_name(` of z3's headers, numbered, as PS_Z3_FUNCTION(index, name) lines.
find_path(PUZZLESMITH_Z3_HEADER_DIR z3_api.h HINTS ${Z3_INCLUDE_DIRS} REQUIRED)
file(GLOB z3_headers ${PUZZLESMITH_Z3_HEADER_DIR}/z3*.h)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${z3_headers})
set(z3_functions)
foreach(header IN LISTS z3_headers)
    file(STRINGS ${header} declarations REGEX "Z3_API[ \t]+Z3_[A-Za-z0-9_]+[ \t]*\\(")
    foreach(declaration IN LISTS declarations)
        if(declaration MATCHES "Z3_API[ \t]+(Z3_[A-Za-z0-9_]+)[ \t]*\\(")
            list(APPEND z3_functions ${CMAKE_MATCH_1})
        endif()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES z3_functions)
list(SORT z3_functions)
list(LENGTH z3_functions z3_function_count)
if(z3_function_count LESS 100)
    message(FATAL_ERROR "Found only ${z3_function_count} functions in z3's headers (${PUZZLESMITH_Z3_HEADER_DIR}); "
                        "configure with -DPUZZLESMITH_Z3_ON_FIRST_USE=OFF")
endif()
set(z3_function_lines "// Made by engine/solve/Z3OnFirstUse.cmake from z3's headers: PS_Z3_FUNCTION(index, name).\n")
set(index 0)
foreach(name IN LISTS z3_functions)
    string(APPEND z3_function_lines "PS_Z3_FUNCTION(${index}, ${name})\n")
    math(EXPR index "${index} + 1")
endforeach()
set(z3_generated_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
file(CONFIGURE OUTPUT ${z3_generated_dir}/Z3Functions.inc CONTENT "${z3_function_lines}" @ONLY)

# The library's own name (its SONAME), which dlopen asks for: the one the linker would have recorded.
find_library(PUZZLESMITH_Z3_LIBRARY NAMES z3 HINTS ${Z3_LIBRARY_DIRS} REQUIRED)
execute_process(COMMAND ${CMAKE_OBJDUMP} -p ${PUZZLESMITH_Z3_LIBRARY} OUTPUT_VARIABLE z3_headers_dump RESULT_VARIABLE z3_dump_failed)
if(z3_dump_failed OR NOT z3_headers_dump MATCHES "SONAME[ \t]+([^ \t\r\n]+)")
    message(FATAL_ERROR "Cannot read the SONAME of ${PUZZLESMITH_Z3_LIBRARY}; configure with -DPUZZLESMITH_Z3_ON_FIRST_USE=OFF")
endif()
set(z3_soname ${CMAKE_MATCH_1})

target_sources(puzzlesmith_engine PRIVATE solve/Z3OnFirstUse.cpp)
set_source_files_properties(solve/Z3OnFirstUse.cpp PROPERTIES
    INCLUDE_DIRECTORIES ${z3_generated_dir}
    COMPILE_DEFINITIONS "PUZZLESMITH_Z3_SONAME=\"${z3_soname}\"")
# z3's headers (compile options and include folders) without its library.
target_include_directories(puzzlesmith_engine PUBLIC ${Z3_INCLUDE_DIRS})
target_compile_options(puzzlesmith_engine PUBLIC ${Z3_CFLAGS_OTHER})
target_link_libraries(puzzlesmith_engine PUBLIC ${CMAKE_DL_LIBS})
