<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="52"/>
        <source>Cannot autosave the harvest in &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackgroundJob</name>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="16"/>
        <source>There was not enough memory for this job. Try a smaller size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="18"/>
        <source>The job stopped with an internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="20"/>
        <source>The job stopped with an unknown internal error.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CagesJson</name>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="28"/>
        <source>The cages have %1 lines; a grid of %2 rows needs %3 (clues, then labels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="33"/>
        <source>The cages are damaged: every line is text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="40"/>
        <source>The cage at %1 shows %2, but the grid holds something else there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="16"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="17"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="18"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="19"/>
        <source>Evil</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DifficultyModels</name>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="17"/>
        <source>Cannot open the difficulty model &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="25"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="45"/>
        <source>%1 has no learnt difficulty model; its classes come from its rule.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="27"/>
        <source>A test for another solution needs a full reference that agrees with the givens and an empty square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="33"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="37"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="94"/>
        <source>The z3 solver gave up on this puzzle (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="18"/>
        <source>%1×%1 (boxes %2×%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="29"/>
        <source>A Sudoku grid must be square, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="33"/>
        <source>&quot;%1&quot; is not a size; write it as 9x9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="78"/>
        <source>A Sudoku grid must be square, not %1x%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="55"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="19"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="56"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="21"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="61"/>
        <source>%1 holds %2, but its one-square cage shows %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="64"/>
        <source>The cage %1 at %2 is full but does not make %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="22"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="74"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="78"/>
        <source>%1 holds %2, but values only go up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="9"/>
        <source>Box shape &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C at least 2 and R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="46"/>
        <source>No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="31"/>
        <source>Cannot create a temporary file for the difficulty model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="48"/>
        <source>The difficulty model is damaged (libsvm could not read it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="56"/>
        <source>Cannot write the difficulty model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="120"/>
        <source>Training needs at least two labelled puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="168"/>
        <source>libsvm refused the training parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="197"/>
        <source>This is not a Puzzlesmith difficulty model, or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="246"/>
        <source>The difficulty model expects %1 features, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="80"/>
        <source>In rows %1, %2 can only go in columns %3, so those columns have no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="81"/>
        <source>In columns %1, %2 can only go in rows %3, so those rows have no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="90"/>
        <source>In box %1, %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="91"/>
        <source>In box %1, %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="123"/>
        <source>In row %1, %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="124"/>
        <source>In column %1, %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/GridSteps.cpp" line="45"/>
        <location filename="../engine/types/fillomino/FillominoStepSolver.cpp" line="52"/>
        <source>No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="42"/>
        <source>%1 must be %2: every other value is already in its row, column or box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="43"/>
        <source>%1 must be %2: it is the only value left for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="63"/>
        <source>%1 must be %2: it is the only cell of row %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="64"/>
        <source>%1 must be %2: it is the only cell of column %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="65"/>
        <source>%1 must be %2: it is the only cell of box %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="59"/>
        <source>%1 can only hold %2 between them, so no other cell of row %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="60"/>
        <source>%1 can only hold %2 between them, so no other cell of column %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="61"/>
        <source>%1 can only hold %2 between them, so no other cell of box %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="122"/>
        <source>In row %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="123"/>
        <source>In column %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="124"/>
        <source>In box %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/WingTechniques.cpp" line="44"/>
        <source>%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="19"/>
        <source>%1 has no native solver; use --backend z3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="25"/>
        <source>Unknown solver backend &quot;%1&quot;; use native, z3 or z3-int.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="193"/>
        <source>This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="39"/>
        <source>A cage has no squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="42"/>
        <source>A cage reaches outside the %1x%2 grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="44"/>
        <source>R%1C%2 is in two cages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="44"/>
        <source>The %1 block has %2 rows; the grid has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="50"/>
        <source>Row %1 of the %2 block has %3 entries; the grid has %4 columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="138"/>
        <source>%1: &quot;%2&quot; is not a cage clue (write 12+, 2-, 6* or 6x, 3/ or 3:, a number alone for a one-square cage, or - where there is none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="143"/>
        <source>%1: its cage already has a clue; a cage shows one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="153"/>
        <source>The cage at %1 has squares that do not touch: give each cage its own label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="155"/>
        <source>The cage at %1 has no clue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="157"/>
        <source>The cage at %1 has %2 squares but its clue has no operation (+, -, *, /).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="160"/>
        <source>The cage at %1 has %2 squares, but - and / take exactly two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="33"/>
        <source>Unknown puzzle type &quot;%1&quot;; supported: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="23"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="44"/>
        <source>The grid is %1x%2; these rules need %3x%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="28"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="48"/>
        <source>%1 holds %2, but values only go up to %3 on this grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="35"/>
        <source>%1 holds %2 and is joined to other squares holding %2: %3 squares in all (%1 to %4), but a region of %2 has exactly %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="40"/>
        <source>%1 holds %2, but it is closed off on its own and a region of %2 needs %2 squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="45"/>
        <source>%1 holds %2, but its group is closed off at %3 squares (%1 to %4) and a region of %2 needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoShape.cpp" line="10"/>
        <source>Grid size &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, for example 9x9 or 10x18.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="33"/>
        <source>The %1 at %2 is a complete region, so %3 cannot be %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="65"/>
        <source>The %1 at %2 has %3 of its %1 squares and can only grow into %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="101"/>
        <source>%1 must be 1: it has no empty neighbour, and none of the regions around it can take it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="144"/>
        <source>%1 cannot be %2: it would join the %2s at %3 into a region of %4 squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="205"/>
        <source>%1 must be %2: the %2 at %3 has %4 of its %2 squares, and every way to complete it passes through %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="160"/>
        <source>%1 must be %2: every other value has been ruled out there, or would need more room than there is around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="189"/>
        <source>%1 cannot be %2: there is not enough room around it for a region that big.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="241"/>
        <source>%1 cannot be %2: no group of that value can grow to it without getting too big, and a new region of that size has no room there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="190"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; no way of doing that puts %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="193"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; every way of doing that gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="34"/>
        <source>&quot;%1&quot; is not a Keen game ID: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="71"/>
        <source>it is written N:&lt;blocks&gt;,&lt;clues&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="75"/>
        <source>a KenKen grid here is 3x3 to 12x12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="84"/>
        <source>its cage layout holds a character other than _ and a to z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="92"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="97"/>
        <source>its cage layout runs past the grid&apos;s edges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="101"/>
        <source>its cage layout stops before the grid&apos;s last edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="103"/>
        <source>the clues after the comma are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="118"/>
        <source>it has fewer clues than cages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="121"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="135"/>
        <source>a clue is a, s, m or d followed by its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="125"/>
        <source>a one-square cage shows a value outside the grid&apos;s range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="138"/>
        <source>a subtraction or division cage has exactly two squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="141"/>
        <source>it has more clues than cages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="103"/>
        <source>Row %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="104"/>
        <source>Column %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="107"/>
        <source>Rows %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="108"/>
        <source>Columns %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="16"/>
        <source>KenKen size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 6x6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="84"/>
        <source>The only values that can make the %1 cage at %2 are %3, so its squares can hold no others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="105"/>
        <source>No values left for the %1 cage at %2 reach its target: the grid has a mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="106"/>
        <source>Only some values make the %1 cage at %2: that leaves %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="131"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in row %4, so no other square of row %4 can be %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="132"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in column %4, so no other square of column %4 can be %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="12"/>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="65"/>
        <source>A KenKen grid must be square, not %1x%2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridText</name>
    <message>
        <location filename="../app/document/GridText.cpp" line="85"/>
        <source>Line %1: &apos;%2&apos; in row %3 is not a value. A row without spaces may hold only the digits 0-9 and &apos;-&apos; or &apos;.&apos; for an empty square; write larger values as numbers with spaces between them (&quot;12 - 3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="97"/>
        <source>Line %1: the value %2 in row %3 is too large; values run from 0 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="102"/>
        <source>Line %1: the value %2 in row %3 is negative; values run from 0 to 65535, and &apos;-&apos; alone marks an empty square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="106"/>
        <source>Line %1: &quot;%2&quot; in row %3 is not a value. Write a given as a number from 0 to 65535 and an empty square as &apos;-&apos; or &apos;.&apos;, with spaces between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="114"/>
        <source>Line %1: row %2: found %3 values, expected %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="191"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="207"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="210"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="221"/>
        <source>Line %1: &quot;%2&quot; is a game ID of a kind not read here. Use a Filling ID (&quot;WxH:...&quot;), a plain Solo ID (&quot;CxR:...&quot;) or a Keen ID (&quot;N:...,...&quot;); jigsaw, killer and X Sudoku IDs and other games are not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="248"/>
        <source>Line %1: game IDs are read for %2 puzzles only, not for &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="255"/>
        <source> It reads as a Filling (Fillomino) ID: is the puzzle type right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="258"/>
        <source> It reads as a Solo (Sudoku) ID: is the puzzle type right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="265"/>
        <source>Line %1: the Solo ID&apos;s box %2x%3 is not supported: a box has at least 2 rows and 2 columns, and the grid (rows times columns of the box) at most 64 squares a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="272"/>
        <source>Line %1: the Filling ID&apos;s size %2x%3 is not supported: a grid has 1 to 64 columns and 1 to 64 rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="283"/>
        <source>Line %1: &apos;%2&apos; does not belong in a Solo ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and givens as numbers from 1, with &apos;_&apos; between two givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="286"/>
        <source>Line %1: &apos;%2&apos; does not belong in a Filling ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and one digit for each given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="292"/>
        <source>Line %1: the game ID&apos;s description covers %2 squares, but its %3x%4 grid has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="313"/>
        <source>Line %1: the given %2 is too large for a %3x%3 Sudoku, whose values run from 1 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="358"/>
        <source>Line %1: the blank line ends the KenKen puzzle from line %2 after %3 of its %4 rows (clues, then cage labels). Add the missing rows, or fix its size line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="363"/>
        <source>Line %1: the blank line ends the puzzle from line %2 after %3 of its %4 rows. Add the missing rows, or fix its size line &quot;%4 %5&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="395"/>
        <source>The puzzle from line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="424"/>
        <source>Line %1: &quot;%2&quot; is not a Keen (KenKen) game ID, which reads N:&lt;cages&gt;,&lt;clues&gt;. Is the puzzle type right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="436"/>
        <source>Line %1: the puzzle from line %2 already has the %3 rows its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="443"/>
        <source>Line %1: expected a size line such as &quot;9 9&quot; (rows, then columns) or a game ID such as &quot;5x5:2a5b3a34c2b5a2c3c&quot;, found &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="449"/>
        <source>Line %1: a grid has 1 to 64 rows and 1 to 64 columns, not %2 rows and %3 columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="460"/>
        <source>Line %1: the text ends after %2 of the %3 rows (clues, then cage labels) that this KenKen puzzle needs. Add the missing rows, or fix the size line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="465"/>
        <source>Line %1: the text ends after %2 of the %3 rows that this size line announces. Add the missing rows, or fix the size line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="469"/>
        <source>The text holds no puzzle: expected a size line such as &quot;9 9&quot; (rows, then columns) followed by one line per row, or a game ID.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../app/gui/GridView.cpp" line="284"/>
        <source>Paused

Click the grid or press Resume to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridView.cpp" line="294"/>
        <source>Choose a size on the left and press Generate:
the grid empties here, square by square.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HarvestFile</name>
    <message>
        <location filename="../app/document/HarvestFile.cpp" line="54"/>
        <location filename="../app/document/HarvestFile.cpp" line="70"/>
        <location filename="../app/document/HarvestFile.cpp" line="77"/>
        <location filename="../app/document/HarvestFile.cpp" line="79"/>
        <location filename="../app/document/HarvestFile.cpp" line="81"/>
        <location filename="../app/document/HarvestFile.cpp" line="84"/>
        <source>The saved harvest is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/HarvestFile.cpp" line="57"/>
        <source>The saved harvest is not in a format this version reads.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HarvestPanel</name>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="71"/>
        <source>The board after removal %1 of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="72"/>
        <source>A symmetric twin of the board after removal %1 (%2): the same puzzle in disguise, of the same class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="76"/>
        <source>%1.
%2 · %3 clues, %4 empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="97"/>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="97"/>
        <source>Clues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <source>%1 · 1 board, %2 puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="181"/>
        <source>%1 · %n boards, %2 puzzles</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="182"/>
        <source>%1 · wanted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%1: %2 accepted boards and %3 symmetric twins, %4 puzzles in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="201"/>
        <source>Step %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="203"/>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="205"/>
        <source>Step %1 · 1 twin</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="205"/>
        <source>Step %1 · %n twins</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="308"/>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="308"/>
        <source>step %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="309"/>
        <source>%1 · %2 clues · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="321"/>
        <source>Harvest: every board a run accepts, and its symmetric twins. Press Generate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="330"/>
        <source>Harvest: 1 board, %1 puzzles with its symmetric twins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="331"/>
        <source>Harvest: %n boards, %1 puzzles with their symmetric twins.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="337"/>
        <source>values relabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="338"/>
        <source>stacks swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="339"/>
        <source>bands swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="340"/>
        <source>rows swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="341"/>
        <source>columns swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="342"/>
        <source>top-bottom mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="343"/>
        <source>left-right mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="344"/>
        <source>diagonal mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="345"/>
        <source>anti-diagonal mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>rotated 90°</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelledPuzzles</name>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="22"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="34"/>
        <source>Line %1: the puzzle has no label; put a comment with label=easy (or medium, hard, evil) just before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="53"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="68"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="76"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="72"/>
        <source>Line %1: the label &quot;%2&quot; is not a difficulty. Use easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s level names work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="80"/>
        <source>&quot;%1&quot; holds no puzzle lines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineFormat</name>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="26"/>
        <source>The puzzle has %1 characters, but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="34"/>
        <source>Character &apos;%1&apos; at position %2 is not a value: use 1-9, then A-P for 10-25, and &apos;.&apos; for an empty square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="37"/>
        <source>Value &apos;%1&apos; at position %2 is too large for a %3x%3 grid (values run from 1 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="199"/>
        <source>Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="80"/>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="61"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="84"/>
        <location filename="../app/gui/MainWindow.cpp" line="414"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="94"/>
        <source>&amp;Puzzle Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="95"/>
        <source>&amp;Run Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="121"/>
        <source>Difficulty model not loaded: classes from clue counts only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="124"/>
        <source>Difficulty model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="137"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="141"/>
        <source>Values above 9 as &amp;Numbers (10-25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="150"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="151"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="152"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="154"/>
        <source>&amp;About Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="155"/>
        <source>About Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="101"/>
        <source>Generation failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="116"/>
        <source>Choose a size and press Generate (Ctrl+G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="28"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="29"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="31"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="36"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="37"/>
        <source>&amp;Pencil Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="37"/>
        <source>Ctrl+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="41"/>
        <source>Auto &amp;Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="41"/>
        <source>Ctrl+Shift+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="43"/>
        <source>Fill every square&apos;s pencil marks with the values still possible there, and keep them up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="52"/>
        <source>C&amp;heck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="60"/>
        <source>&amp;Reveal All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="65"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="105"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="146"/>
        <source>Pa&amp;use Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="65"/>
        <source>F7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="73"/>
        <source>A&amp;nalyse Typed Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="105"/>
        <source>Res&amp;ume Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="184"/>
        <source>Digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="191"/>
        <source>Value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="195"/>
        <source>⌫</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="196"/>
        <source>Erase the selected square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="197"/>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="204"/>
        <source>starting a new grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="257"/>
        <source>This grid has more than one solution: add a clue in one of the dotted squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="263"/>
        <source>%1 (from the clue count: no difficulty model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="286"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="291"/>
        <source>Working out a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="308"/>
        <source>Hint: %1 — Apply (Ctrl+Shift+H) writes it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="323"/>
        <source>Applied: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowPlay.cpp" line="337"/>
        <source>%n value(s) are wrong: they are hatched in the grid.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="347"/>
        <source>The game is open again: the clock runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="355"/>
        <source>Solved in %1 without help!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="357"/>
        <source>Solved in %1 with 1 hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="357"/>
        <source>Solved in %1 with %2 hints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="359"/>
        <source>Finished in %1 — hints: %2, squares revealed: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="52"/>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="53"/>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="53"/>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="55"/>
        <source>&amp;Apply Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="55"/>
        <source>Ctrl+Shift+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="56"/>
        <source>Reveal &amp;Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="56"/>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="60"/>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="73"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="277"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="282"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="277"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="284"/>
        <location filename="../app/gui/MainWindowImport.cpp" line="112"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="193"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="210"/>
        <source>New grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="217"/>
        <source>Type the puzzle&apos;s givens (click a square, then 1-9 or A-P), then Play &gt; Analyse Typed Grid (Ctrl+L).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="225"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="242"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="247"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="252"/>
        <location filename="../app/gui/MainWindowPlay.cpp" line="257"/>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="225"/>
        <source>Some values clash (shown in red): the grid has no solution. Correct them and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="235"/>
        <source>Analysing… (Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="242"/>
        <source>The grid could not be analysed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowPlay.cpp" line="247"/>
        <source>The solver could not decide within %n second(s) whether this grid has one solution. Add a few more givens and try again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="252"/>
        <source>This grid has no solution. Check the values you typed against the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="264"/>
        <source>One solution · %1 · %2 clues. Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="333"/>
        <source>Solved — well done!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="335"/>
        <source>Everything entered so far is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="283"/>
        <source>&amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="284"/>
        <source>&amp;Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="289"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="292"/>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="294"/>
        <source>None (fuller rows first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="295"/>
        <source>None (uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Rotational (180°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>S&amp;ymmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="314"/>
        <source>Native (fast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>z3, one-hot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="316"/>
        <source>z3, integers (paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="318"/>
        <location filename="../app/gui/MainWindow.cpp" line="398"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Squares tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="353"/>
        <source>Solver checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="354"/>
        <source>Engine time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="156"/>
        <source>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes %2 puzzles with the PuzzleJAR method: a random full board is emptied square by square while a solver proves the solution is still unique, and every puzzle produced is filed under a difficulty class.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="180"/>
        <source>Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="180"/>
        <source>Move in the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="181"/>
        <source>1-9, A-P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="181"/>
        <source>Enter a value (as a pencil mark in pencil mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="182"/>
        <source>1 then 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="182"/>
        <source>Enter 12 when values above 9 are shown as numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Backspace, Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Clear a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="196"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="199"/>
        <source>%1[*] — Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="219"/>
        <source>Keep your game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220"/>
        <source>Save the grid you are typing in before %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="221"/>
        <source>Save the game in progress before %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="264"/>
        <source>Analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>Rando&amp;m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="310"/>
        <source>Seed &amp;number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="317"/>
        <source>S&amp;olver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="367"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="368"/>
        <source>&amp;New Empty Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="372"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="378"/>
        <source>&amp;Import Grid Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>Export &amp;Grid Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="385"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="390"/>
        <source>&amp;Worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="390"/>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="395"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="397"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="398"/>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>F6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="402"/>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="403"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="407"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="421"/>
        <source>Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="423"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="424"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="425"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="426"/>
        <source>One step at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="477"/>
        <source>quitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="22"/>
        <source>generating a new puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="27"/>
        <location filename="../app/gui/MainWindowRun.cpp" line="33"/>
        <source>Cannot generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="33"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="65"/>
        <source>Generating %1 · seed %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="66"/>
        <source>Run %1: no %2 puzzle yet, trying another board · seed %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="114"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="117"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="132"/>
        <source>Cancelled in run %1 after testing %2 of %3 squares (%4 emptied); no puzzle was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="164"/>
        <source>showing another puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="181"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="151"/>
        <source>%1 runs produced no %2 puzzle at this size; showing the last run&apos;s final one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowRun.cpp" line="155"/>
        <source>%1 · %2 · %3 clues · unique solution · seed %4 · %5 run(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPlay.cpp" line="129"/>
        <source>%1 · %2 clues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="29"/>
        <source>Restore your work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="30"/>
        <source>Puzzlesmith did not close properly last time. Restore the game in progress and the last harvest as they were autosaved?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="33"/>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="34"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="60"/>
        <source> and the last harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="65"/>
        <source>Restored the game in progress%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="67"/>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="67"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="123"/>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="168"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="254"/>
        <source>opening another puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="171"/>
        <source>Open puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="172"/>
        <source>Puzzlesmith puzzles (*.puzzle);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="183"/>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="196"/>
        <source>Opened %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="202"/>
        <source>The studio has no %1 puzzle of size %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="208"/>
        <source>Save puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="209"/>
        <source>Puzzlesmith puzzles (*.puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="225"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="234"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="22"/>
        <source>importing a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="25"/>
        <location filename="../app/gui/MainWindowImport.cpp" line="55"/>
        <source>Import grid text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="26"/>
        <source>Grid text (*.txt *.grid);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="34"/>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="34"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="39"/>
        <source>the file is too large to be a puzzle collection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="44"/>
        <source>this is not a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="53"/>
        <source>Puzzle %1: %2×%3 (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowImport.cpp" line="55"/>
        <source>The file holds %n puzzle(s). Which one?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowImport.cpp" line="64"/>
        <source>it holds %n puzzle(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="76"/>
        <source>a %1 needs a %2×%3 grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="78"/>
        <source>the givens break the rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="89"/>
        <source>Imported %1 · %2 — Play &gt; Analyse Typed Grid (Ctrl+L) solves and rates it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="99"/>
        <source>Export grid text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="100"/>
        <source>Grid text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="108"/>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowImport.cpp" line="108"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="37"/>
        <source>Time played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="43"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="76"/>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="86"/>
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="89"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="98"/>
        <source>&lt;i&gt;Press Hint for the next step: the squares it uses are framed in green, candidates it rules out are struck through, and Apply writes it in.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="105"/>
        <source>&lt;b&gt;%1 is wrong&lt;/b&gt; — fix it before going on (hatched in the grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="106"/>
        <source>&lt;b&gt;%1 are wrong&lt;/b&gt; — fix them before going on (hatched in the grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="110"/>
        <source>&lt;b&gt;The pencil marks of %1 rule out the value the square needs&lt;/b&gt; — add it back or clear those marks (hatched in the grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="114"/>
        <source>Every square is filled: no hint needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="117"/>
        <source>No hint here: no technique applies, and the solution is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="121"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="124"/>
        <source>&lt;br&gt;&lt;br&gt;Candidates struck: %1 (crossed out in the grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="126"/>
        <source>&lt;br&gt;&lt;br&gt;Values placed: %1 (ringed in the grid).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="126"/>
        <source>Enter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="126"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="137"/>
        <source>Pencil mark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="160"/>
        <source>Reveal the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="182"/>
        <location filename="../app/gui/PlaySession.cpp" line="192"/>
        <source>Fill in candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="289"/>
        <source>Apply hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="34"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="35"/>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="36"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="37"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="38"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="39"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="42"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="52"/>
        <source>The &quot;%1&quot; field must be text, but it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="64"/>
        <source>The &quot;%1&quot; field must be an object, but it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="83"/>
        <source>The &quot;%1&quot; field must be a whole number from 0 to %2, but it is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="112"/>
        <location filename="../app/document/PuzzleFile.cpp" line="155"/>
        <source>The &quot;%1&quot; field is not a valid grid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="117"/>
        <source>row %1 is not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="120"/>
        <source>row %1 has %2 values, row 1 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="123"/>
        <source>it has no rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="133"/>
        <source>&quot;%1&quot; in row %2 is not a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="150"/>
        <source>The &quot;%1&quot; field must be a list of rows, but it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="159"/>
        <source>The &quot;%1&quot; grid is %2x%3, but a %4 needs %5x%6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="173"/>
        <source>The &quot;%1&quot; field must be a list, but it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="181"/>
        <location filename="../app/document/PuzzleFile.cpp" line="187"/>
        <source>The saved pencil marks are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="193"/>
        <source>The saved pencil marks do not match the grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="250"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="253"/>
        <source>The file has no valid schema version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="255"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="270"/>
        <source>The file&apos;s cages are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="274"/>
        <source>The file has no cages, and a %1 puzzle needs them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="277"/>
        <source>The givens break the rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="283"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="288"/>
        <source>The difficulty &quot;%1&quot; is not one of easy, medium, hard or evil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="345"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="348"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="356"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="358"/>
        <location filename="../app/document/PuzzleFile.cpp" line="363"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="377"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="380"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="361"/>
        <location filename="../app/document/PuzzleFile.cpp" line="383"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleType</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="11"/>
        <source>Fillomino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="12"/>
        <source>Write a number in every empty square so that each group of equal numbers connected side by side has exactly as many squares as its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="22"/>
        <source>5x5 (sgt-filling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="23"/>
        <source>9x9 (sgt-filling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="24"/>
        <source>13x13 (sgt-filling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="25"/>
        <source>16x16 (sgt-filling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="32"/>
        <source>KenKen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="33"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and the numbers in each outlined cage combine to its target with its operation (+ − × ÷; for − and ÷, the larger number first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="42"/>
        <source>4x4 easy (sgt-keen easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="43"/>
        <source>4x4 medium (sgt-keen normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="44"/>
        <source>4x4 hard (sgt-keen hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="45"/>
        <source>4x4 evil (sgt-keen extreme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="46"/>
        <source>4x4 evil (sgt-keen unreasonable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="47"/>
        <source>6x6 easy (sgt-keen easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="48"/>
        <source>6x6 medium (sgt-keen normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="49"/>
        <source>6x6 hard (sgt-keen hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="50"/>
        <source>6x6 evil (sgt-keen extreme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="51"/>
        <source>6x6 evil (sgt-keen unreasonable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="52"/>
        <source>9x9 easy (sgt-keen easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="53"/>
        <source>9x9 medium (sgt-keen normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="54"/>
        <source>9x9 hard (sgt-keen hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="55"/>
        <source>9x9 evil (sgt-keen extreme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="56"/>
        <source>9x9 evil (sgt-keen unreasonable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="43"/>
        <source>Sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="44"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="56"/>
        <source>9x9 qqwing simple / easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="57"/>
        <source>9x9 qqwing easy / medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="58"/>
        <source>9x9 qqwing intermediate / hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="59"/>
        <source>9x9 qqwing expert / evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="60"/>
        <source>9x9 sgt-solo trivial / easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="61"/>
        <source>9x9 sgt-solo basic / medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="62"/>
        <source>9x9 sgt-solo intermediate / hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="63"/>
        <source>9x9 sgt-solo unreasonable / evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="64"/>
        <source>16x16 sgt-solo basic / medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="65"/>
        <source>25x25 sgt-solo basic / medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="68"/>
        <source>16x16 sgt-solo basic / any</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleTypePicker</name>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="54"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="56"/>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="55"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="57"/>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudioClassifier</name>
    <message>
        <location filename="../app/gui/StudioClassifier.cpp" line="19"/>
        <source>The difficulty model could not be loaded (%1). Difficulty classes are estimated by each type&apos;s rule (for Sudoku: the number of clues) until this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudioCommandLine</name>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="29"/>
        <source>Puzzlesmith, a puzzle studio: make Sudoku, Fillomino and KenKen puzzles, watch the grid empty square by square, then play, save, print or export them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="33"/>
        <source>Puzzle type to start with: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="33"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="34"/>
        <source>Grid size RxC to start with (9x9, 10x18); Sudoku picks the most nearly square box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="35"/>
        <location filename="../app/gui/StudioCommandLine.cpp" line="36"/>
        <source>RxC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="36"/>
        <source>Sudoku only: the box RxC (3x3, 2x3, 5x5); wins over --size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="37"/>
        <source>Puzzles to open (.puzzle files); the first one is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="41"/>
        <source>Run &apos;puzzlesmith --help&apos; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="61"/>
        <source>--box is for Sudoku only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Technique</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="12"/>
        <source>complete region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="13"/>
        <source>only way out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="14"/>
        <source>isolated square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="15"/>
        <source>equal regions would touch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="16"/>
        <source>single candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="17"/>
        <source>no room for this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="18"/>
        <source>bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="19"/>
        <source>sealed area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="20"/>
        <source>unreachable square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="21"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="25"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="23"/>
        <source>guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="10"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="10"/>
        <source>naked single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="11"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="11"/>
        <source>hidden single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="12"/>
        <source>cage digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="13"/>
        <source>cage arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="14"/>
        <source>cage in a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="14"/>
        <source>naked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="16"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="15"/>
        <source>hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="17"/>
        <source>line sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="18"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="18"/>
        <source>X-wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="19"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="16"/>
        <source>naked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="20"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="17"/>
        <source>hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="19"/>
        <source>naked quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="20"/>
        <source>hidden quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="23"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="21"/>
        <source>swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="24"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="22"/>
        <source>XY-wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="12"/>
        <source>pointing pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="13"/>
        <source>box/line reduction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="109"/>
        <source>Name ______________________________    Date ______________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="119"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="115"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="101"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="116"/>
        <source>%1. %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="169"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="185"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="101"/>
        <source>Answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="211"/>
        <source>At %1 per page the squares print only %L2 mm wide, too small to write in (%L3 mm or more reads well). Choose %4 per page for %L5 mm squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="219"/>
        <source>The squares print only %L1 mm wide, too small to write in (%L2 mm or more reads well), even at the fewest puzzles per page. A larger grid scale helps.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="40"/>
        <source>Worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="45"/>
        <source>Name and date lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="59"/>
        <source>Mix of all four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="61"/>
        <source>Answer key pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="68"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="69"/>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="70"/>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="71"/>
        <source>&amp;Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="73"/>
        <source>T&amp;ype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="76"/>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="88"/>
        <source>&amp;Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="91"/>
        <source>&amp;Mixed with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="92"/>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="93"/>
        <source>&amp;Number of puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="94"/>
        <source>Puzzles &amp;per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="100"/>
        <source>&amp;Grid scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="101"/>
        <source>P&amp;aper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="104"/>
        <source>Press Generate to make the puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="108"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="154"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="109"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="110"/>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="111"/>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="154"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="171"/>
        <source>Cancelled: no puzzles were kept. Press Generate to start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="226"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="240"/>
        <source>Squares print %L1 mm wide; the pages are printed across (landscape), two grids side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="241"/>
        <source>Squares print %L1 mm wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="248"/>
        <source>Use %1 per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="264"/>
        <source>Generating %n puzzle(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="284"/>
        <source>The puzzles could not be made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="289"/>
        <source>%n page(s) ready.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="298"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="303"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="298"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="305"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="140"/>
        <location filename="../app/cli/TrainCommand.cpp" line="63"/>
        <location filename="../app/cli/TrainCommand.cpp" line="64"/>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="141"/>
        <location filename="../app/cli/BenchCommand.cpp" line="150"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="146"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="158"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="161"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="65"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="67"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="141"/>
        <source>Puzzles per size (0: 200 up to 9x9, 20 up to 16x16, 5 above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="142"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="150"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="154"/>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="135"/>
        <source>Measure speed. By default: GenPuzzles per size of the type (median and worst milliseconds per puzzle, mean per solver check). Fixed seeds, so runs are comparable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="138"/>
        <source>Puzzle type (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="139"/>
        <source>Comma-separated sizes as the type&apos;s parameters (Sudoku: box shapes such as 3x3; Fillomino: grids such as 9x9). Default: the type&apos;s benchmark sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="142"/>
        <source>Solver backend: native, z3 or z3-int (default: the type&apos;s own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="143"/>
        <source>Seed of the first puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="143"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="147"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="74"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="144"/>
        <source>Instead: solve every puzzle of FILE (line format) and print puzzles per second, by label (and list name for benchmark files).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="146"/>
        <source>Instead: run the type&apos;s peers installed from Debian (Sudoku: qqwing, sgt-solo; Fillomino: sgt-filling) side by side with Puzzlesmith and print ratios. With --solve: time qqwing --solve on the same 9x9 Sudoku too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="148"/>
        <source>With --solve: also time tdoku&apos;s benchmark program (PATH: its run_benchmark, built from tdoku&apos;s public source) on every 9x9 set, and print the ratios.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="149"/>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="150"/>
        <source>Instead: generate N puzzles of the type&apos;s usual size on every core and print the throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="151"/>
        <source>Instead: rate every puzzle of FILE with the built-in model and print puzzles per second (with --peers: qqwing --solve --stats on the same 9x9 puzzles too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="153"/>
        <source>Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default 3x3; --puzzles: how many per level, default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="169"/>
        <source>Error: bench takes no file arguments (&quot;%1&quot;); use --solve FILE or --rate FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="177"/>
        <source>Error: --tdoku goes with --solve FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="181"/>
        <source>Error: &quot;%1&quot; is not a program; --tdoku takes the path of tdoku&apos;s run_benchmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="190"/>
        <source>Error: --sizes needs at least one size, e.g. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="212"/>
        <location filename="../app/cli/CliSupport.cpp" line="43"/>
        <location filename="../app/cli/CliSupport.cpp" line="115"/>
        <location filename="../app/cli/CliSupport.cpp" line="144"/>
        <location filename="../app/cli/CliSupport.cpp" line="166"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="87"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="253"/>
        <location filename="../app/cli/RateCommand.cpp" line="119"/>
        <location filename="../app/cli/TrainCommand.cpp" line="83"/>
        <location filename="../app/cli/TrainCommand.cpp" line="139"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="45"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="147"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="159"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="167"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="44"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="63"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="75"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="88"/>
        <source>Puzzle type: %1 (default %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="89"/>
        <source>Grid size RxC, rows x columns (9x9, 10x18); a type with boxes picks the most nearly square box. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="101"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="129"/>
        <source>Error: --%1 is not an option of %2; give its size with --size RxC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="175"/>
        <source>Error: --backend takes native, z3 or z3-int, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="202"/>
        <source>Seconds one puzzle may take before it is reported as undecided (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="204"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/CliSupport.cpp" line="218"/>
        <source>Line %1: the number of solutions could not be decided within %n second(s) (--time-limit).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="296"/>
        <source>Error: --%1 needs a file name (or - for standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="34"/>
        <source>Error: &quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="44"/>
        <source>item %1 of the list is not a puzzle object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="84"/>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="86"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="91"/>
        <source>Error: cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="95"/>
        <source>Error: &quot;%1&quot; is not a text file; give puzzles in the line format or a .puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="103"/>
        <source>Error: &quot;%1&quot; holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="116"/>
        <source>Error: &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="131"/>
        <source>Error: &quot;%1&quot; is neither grid text nor a game ID. %2 puzzles carry cages, which a puzzle line cannot: give them in the grid text format (a size line such as &quot;6 6&quot;, rows of clues, rows of cage labels) or as game IDs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="155"/>
        <source>... and %1 more bad lines in &quot;%2&quot; (%3 in all). Is it a puzzle file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="160"/>
        <source>Error: &quot;%1&quot; holds no puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="177"/>
        <source>Error: --format takes line or grid, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="189"/>
        <location filename="../app/cli/CliSupport.cpp" line="257"/>
        <location filename="../app/cli/CliSupport.cpp" line="278"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="49"/>
        <source>Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). The native backend takes milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="74"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="80"/>
        <source>Error: --difficulty takes easy, medium, hard or evil, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="142"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="138"/>
        <location filename="../app/cli/CliSupport.cpp" line="88"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="90"/>
        <location filename="../app/cli/CliSupport.cpp" line="103"/>
        <source>RxC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="146"/>
        <source>How many puzzles (1 to 1000000; default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="148"/>
        <source>Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric (180-degree pairs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="159"/>
        <source>Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="159"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="64"/>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="160"/>
        <source>Difficulty model made by &apos;train&apos; (default: the built-in one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="160"/>
        <location filename="../app/cli/RateCommand.cpp" line="105"/>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>MODEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="161"/>
        <source>Worker threads (0, the default: one per core). The output does not depend on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="162"/>
        <source>Output format: line (one puzzle per line), grid (&quot;R C&quot; then one line per row, a comment line with the class and seed before each puzzle) or json (.puzzle; an array when --count &gt; 1). Default: line, or grid for types whose puzzles carry cages (KenKen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="231"/>
        <source>Interrupted after %n puzzle(s); no output file was written.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="237"/>
        <source>Note: %1 of %2 puzzles have fewer than %3 empty squares: emptying any other square would break the --max-solutions rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="245"/>
        <source>Warning: %1 of %2 puzzles did not come out %3 within %4 runs each on %5 grids; the nearest class they reached is given instead (%6). Try another size or difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="147"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="96"/>
        <source>Error: --format takes line, grid or json, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="107"/>
        <source>Error: %1 puzzles carry cages, which the line format cannot hold; use --format grid or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="112"/>
        <source>Error: %1 grids do not fit the line format; use --format grid or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="144"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="62"/>
        <source>Default: the type&apos;s usual size (9x9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="151"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="151"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="152"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="152"/>
        <location filename="../app/cli/TrainCommand.cpp" line="61"/>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="153"/>
        <source>Solver backend: native (fast exact solver, the default), z3 (one-hot SAT encoding where the type allows it, integer cells otherwise) or z3-int (the paper&apos;s integer encoding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="155"/>
        <source>Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: the type&apos;s (Sudoku: no limit, with a SAT proof where the search runs long; Fillomino and KenKen: 2000 up to 12x12, 20 above). A limit never breaks the --max-solutions rule; puzzles may just not be minimal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="164"/>
        <location filename="../app/cli/RateCommand.cpp" line="108"/>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="165"/>
        <source>Write to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="145"/>
        <location filename="../app/cli/BenchCommand.cpp" line="152"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="165"/>
        <location filename="../app/cli/TrainCommand.cpp" line="59"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="75"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="170"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="90"/>
        <source>  hardest technique: %1; %2 steps, %3 rounds, %4 guesses%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="92"/>
        <source>; not solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="82"/>
        <source>  (%1 has no step-by-step solver yet.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="100"/>
        <source>Rate puzzles given in the line format or a .puzzle file: prints &lt;puzzle&gt;,&lt;class&gt; per puzzle, class easy, medium, hard or evil. Bad lines, puzzles without exactly one solution and puzzles undecided within the time limit are reported on standard error (exit code 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="103"/>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>Default: the puzzle&apos;s own size and parameters (a line&apos;s box=RxC, as generate writes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="105"/>
        <source>A model made by &apos;train&apos; instead of the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="106"/>
        <source>After each puzzle, print the logic solver&apos;s steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="107"/>
        <source>Output format: line (&lt;puzzle&gt;,&lt;class&gt;) or grid (the grid, then difficulty=&lt;class&gt;); default: grid for grid text input, else line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="110"/>
        <source>Compare with the labels in the file: agreement with the label&apos;s class, confusion, and Spearman&apos;s rank correlation with the label&apos;s own scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="113"/>
        <location filename="../app/cli/SolveCommand.cpp" line="38"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="162"/>
        <source>Line %1: the puzzle has no solution, so it has no difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="163"/>
        <source>Line %1: the puzzle has more than one solution, so it has no difficulty (add givens until the solution is unique).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="176"/>
        <location filename="../app/cli/SolveCommand.cpp" line="65"/>
        <source>Line %1: this grid does not fit the line format; use --format grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="197"/>
        <source>Error: no line carries a known label to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="200"/>
        <source>%1 labelled puzzles: %2% filed under the label&apos;s class; Spearman %3 against the label&apos;s scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="202"/>
        <source>confusion (rows: label&apos;s class, columns: ours: easy medium hard evil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="26"/>
        <source>Solve puzzles in the line format (one per line; &apos;#&apos; lines are skipped), the grid text format (&quot;R C&quot; then one line per row; sgt-puzzles game IDs too) or a .puzzle file. Prints &lt;solution&gt;,&lt;count&gt; per puzzle in the line format, or the solution&apos;s grid and a line solutions=&lt;count&gt; in the grid format; count = number of solutions up to 2 (2: two or more); the input itself when there is none. Bad lines, clashing givens and puzzles undecided within the time limit are reported on standard error and make the exit code 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>Solver backend: native, z3 or z3-int (default: native).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>Output format: line or grid (default: grid for grid text input, else line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="42"/>
        <source>Error: solve takes one input file at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="26"/>
        <location filename="../app/cli/RateCommand.cpp" line="148"/>
        <location filename="../app/cli/RateCommand.cpp" line="191"/>
        <location filename="../app/cli/SolveCommand.cpp" line="96"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="79"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="21"/>
        <source>Usage: puzzlesmith-cli &lt;command&gt; [options]

Commands:
  generate   make puzzles (GenPuzzles with a solver backend)
  solve      count the solutions of puzzles (up to 2) and print one
  rate       file puzzles under easy, medium, hard or evil (--explain: the logic steps)
  train      learn a difficulty model from labelled puzzles
  worksheet  write a printable PDF worksheet with answer pages
  bench      time generation and solver checks per size

Run &apos;puzzlesmith-cli &lt;command&gt; --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="82"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <source>Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) from puzzles labelled easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s levels work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="34"/>
        <source>feature contributions (%1-fold cross-validation accuracy; all features: %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="35"/>
        <source>feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="35"/>
        <source>without</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="35"/>
        <source>alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="57"/>
        <source>Default: each grid&apos;s own size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="59"/>
        <source>Labelled puzzles in the line format: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>Where to write the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="61"/>
        <source>Cross-validation folds (2 to 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="62"/>
        <source>Try fewer C and gamma values (for a fast check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="63"/>
        <source>Comma-separated C values to try instead of the default grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="64"/>
        <source>Comma-separated gamma values to try instead of the default grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="65"/>
        <source>Also report what each feature contributes: accuracy without it, and with it alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="70"/>
        <source>Error: train needs --data FILE and --out MODEL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="109"/>
        <source>Error: --%1 takes positive numbers separated by commas, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="117"/>
        <source>%1 puzzles: %2 easy, %3 medium, %4 hard, %5 evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="119"/>
        <source>chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="121"/>
        <source>confusion (rows: label, columns: predicted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="122"/>
        <location filename="../app/cli/TrainCommand.cpp" line="123"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="122"/>
        <location filename="../app/cli/TrainCommand.cpp" line="123"/>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="122"/>
        <location filename="../app/cli/TrainCommand.cpp" line="123"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="122"/>
        <location filename="../app/cli/TrainCommand.cpp" line="123"/>
        <source>evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="64"/>
        <source>easy, medium, hard, evil, or mix (the four in turn; default medium).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="65"/>
        <source>Number of puzzles, 1 to 200 (default 12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="68"/>
        <source>Add answer-key pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="69"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="70"/>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="50"/>
        <source>Error: --type needs at least one puzzle type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="59"/>
        <source>Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date lines, puzzles numbered with their difficulty, and answer-key pages. --type may list several types (sudoku,fillomino): they alternate on the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="66"/>
        <source>Puzzles per page: 1, 2, 4 or 6 (default 4); 2 go side by side on landscape pages. A warning says when the squares would print too small to write in, and what fewer per page would give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="69"/>
        <source>Title at the top of each page (default: the type&apos;s name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="70"/>
        <source>A line under the title (default: the type&apos;s rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="71"/>
        <source>Leave out the Name and Date lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="72"/>
        <source>a4 or letter (default a4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="72"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="73"/>
        <source>Grid size within its place on the page, 50 to 100 percent (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="73"/>
        <source>percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="74"/>
        <source>Seed (random when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="75"/>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="80"/>
        <source>Error: worksheet needs -o FILE.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>Error: --per-page takes 1, 2, 4 or 6, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="100"/>
        <source>Error: --difficulty takes easy, medium, hard, evil or mix, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="105"/>
        <source>Error: --paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="128"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="139"/>
        <source>Warning: at %1 per page the squares print %L2 mm wide, too small to write in; --per-page %3 prints them %L4 mm wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="143"/>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="155"/>
        <source>Warning: %1 puzzles did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="162"/>
        <source>Wrote %1: %2 puzzles on %3 pages (%4 with answers), seed %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="83"/>
        <source>GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="85"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="85"/>
        <source>budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="85"/>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="85"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="85"/>
        <source>params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="86"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>max ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="86"/>
        <source>ms/check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="86"/>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="86"/>
        <source>empties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="86"/>
        <source>minimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="123"/>
        <source>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %L1 search nodes); in brackets, puzzles with a given proven not needed (n) or not settled (?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="128"/>
        <source>peak memory (RSS): %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="25"/>
        <location filename="../app/cli/BenchPeers.cpp" line="179"/>
        <location filename="../app/cli/BenchSolve.cpp" line="121"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="62"/>
        <source>rated %1 puzzles on one thread: %2 puzzles/s (logic solve, features, SVM; the median of %3 rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="67"/>
        <source>no peer rates these puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="69"/>
        <source>%1 is not installed or failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="75"/>
        <source>%1 %2: %3 puzzles/s (its process start included); ratio ours / theirs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="92"/>
        <source>Generation at a target class, %1, one thread, %2 puzzles per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="95"/>
        <source>reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="169"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="158"/>
        <source>No generator of %1 puzzles is known to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="161"/>
        <source>Generation, one thread each, milliseconds per puzzle over %1 alternating rounds: the median round&apos;s mean, and the median and worst single puzzle (a peer&apos;s puzzle: the time between its output lines, so its grading and rejected attempts count, as ours do). Ratios: peer / Puzzlesmith (higher: we are faster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="165"/>
        <source>Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are minimal). Where a job names a class, Puzzlesmith generates at that class as `generate --difficulty` does, and the peer at the level that means the same; otherwise both at whatever class emptying gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="170"/>
        <source>peer mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="170"/>
        <location filename="../app/cli/BenchPeers.cpp" line="171"/>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="170"/>
        <location filename="../app/cli/BenchPeers.cpp" line="171"/>
        <source>worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="171"/>
        <source>ours mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="172"/>
        <location filename="../app/cli/BenchSolve.cpp" line="79"/>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="172"/>
        <source>med.ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="172"/>
        <source>ours reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="203"/>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="203"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="46"/>
        <source>Note: %1 lines of &quot;%2&quot; are not puzzles and were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="48"/>
        <source>Error: &quot;%1&quot; holds no puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="72"/>
        <source>Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of uniqueness (limit 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>limit 1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="75"/>
        <source>limit 2 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="75"/>
        <source>not 1 solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="79"/>
        <source>%1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="81"/>
        <source>tdoku 1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="81"/>
        <source>ours/tdoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="81"/>
        <source>tdoku 2 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="98"/>
        <source>%1 not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="106"/>
        <source>tdoku failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="135"/>
        <source>%1 %2 puzzles on %3 thread(s), each classified by the built-in model: %4 s, %5 puzzles/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
