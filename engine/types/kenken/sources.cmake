# KenKen: rules, Latin squares, caging by merges, the native search and the z3 definition
# (see KenKenRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/kenken/KenKenCaging.cpp
    types/kenken/KenKenConflicts.cpp
    types/kenken/KenKenFeatures.cpp
    types/kenken/KenKenLatinSquare.cpp
    types/kenken/KenKenNativeSolver.cpp
    types/kenken/KenKenRules.cpp
    types/kenken/KenKenSearch.cpp
    types/kenken/KenKenZ3Definition.cpp
)
