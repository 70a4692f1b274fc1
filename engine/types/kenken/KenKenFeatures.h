#pragma once
#include "core/Board.h"

#include <string>
#include <vector>

namespace ps {

// KenKen's feature vector for the complexity function C: what the caging shows, then what the step
// solver (KenKenStepSolver) needed. Each is scaled so that one model serves every size.
struct KenKenFeature {
    enum Id : int {
        Size,                  // side / 12
        GivenShare,            // one-square cages (givens) / squares
        MeanCageSize,          // mean size of the cages of two or more squares / 6 (the size cap)
        HardestTechnique,      // the hardest technique the step solver needed / Guess (1: it had to guess)
        GuessesPerEmpty,       // guesses / empty squares
        RoundsPerEmpty,        // kenken-maker's rounds of parallel inference / empty squares
        ArithmeticPerEmpty,    // cage arithmetic steps (square by square) / empty squares
        CageLinePerEmpty,      // cage-in-a-line steps / empty squares
        SetsPerEmpty,          // naked and hidden subsets, X-wings, swordfish, XY-wings / empty squares
        LineSumPerEmpty,       // line sum steps / empty squares
    };
    static constexpr int kCount = LineSumPerEmpty + 1;
};

// Thread-safe (a step solver of its own per call); costs one step solve.
std::vector<double> kenKenFeatures(int side, const Board& puzzle);
// Their names, in KenKenFeature order.
std::vector<std::string> kenKenFeatureNames();

} // namespace ps
