<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <location filename="../app/document/DifficultyModels.cpp" line="15"/>
        <source>Cannot open the difficulty model &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="23"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="67"/>
        <location filename="../engine/types/sudoku/SudokuNativeSolver.cpp" line="48"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="71"/>
        <location filename="../engine/types/sudoku/SudokuNativeSolver.cpp" line="52"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="100"/>
        <source>The z3 solver gave up on this puzzle (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="14"/>
        <location filename="../engine/types/TypeRegistry.cpp" line="25"/>
        <source>Unknown puzzle type &quot;%1&quot;; supported: sudoku.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="21"/>
        <source>A Sudoku grid must be square, not %1x%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="17"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="19"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="20"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="55"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="59"/>
        <source>%1 holds %2, but values only go up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="10"/>
        <source>Box shape &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C at least 2 and R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="65"/>
        <source>No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="119"/>
        <source>This puzzle is a %1x%1 grid, but %2 boxes make %3x%3 grids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="29"/>
        <source>Cannot create a temporary file for the difficulty model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="46"/>
        <source>The difficulty model is damaged (libsvm could not read it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="54"/>
        <source>Cannot write the difficulty model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="118"/>
        <source>Training needs at least two labelled puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="166"/>
        <source>libsvm refused the training parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="194"/>
        <source>This is not a Puzzlesmith difficulty model, or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="228"/>
        <source>The difficulty model expects %1 features, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="62"/>
        <source>In rows %1, %2 can only go in columns %3, so those columns have no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="63"/>
        <source>In columns %1, %2 can only go in rows %3, so those rows have no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/IntersectionTechniques.cpp" line="78"/>
        <source>In box %1, %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/IntersectionTechniques.cpp" line="79"/>
        <source>In box %1, %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/IntersectionTechniques.cpp" line="109"/>
        <source>In row %1, %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/IntersectionTechniques.cpp" line="110"/>
        <source>In column %1, %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/LogicSolver.cpp" line="73"/>
        <source>No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="19"/>
        <source>%1 must be %2: every other value is already in its row, column or box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="49"/>
        <source>%1 must be %2: it is the only cell of row %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="50"/>
        <source>%1 must be %2: it is the only cell of column %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="51"/>
        <source>%1 must be %2: it is the only cell of box %3 that can hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="55"/>
        <source>%1 can only hold %2 between them, so no other cell of row %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="56"/>
        <source>%1 can only hold %2 between them, so no other cell of column %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="57"/>
        <source>%1 can only hold %2 between them, so no other cell of box %3 can hold those values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="109"/>
        <source>In row %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="110"/>
        <source>In column %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="111"/>
        <source>In box %1, %2 can only go in %3, so those cells hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/logic/WingTechniques.cpp" line="34"/>
        <source>%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="18"/>
        <source>%1 has no native solver; use --backend z3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="24"/>
        <source>Unknown solver backend &quot;%1&quot;; use native, z3 or z3-int.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../app/gui/GridView.cpp" line="177"/>
        <source>Choose a size on the left and press Generate:
the grid empties here, square by square.</source>
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
        <location filename="../app/document/LabelledPuzzles.cpp" line="33"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="45"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="48"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="36"/>
        <source>Line %1: the label &quot;%2&quot; is not a difficulty. Use easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s level names work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="52"/>
        <source>&quot;%1&quot; holds no puzzle lines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineFormat</name>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="25"/>
        <source>The puzzle has %1 characters, but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="33"/>
        <source>Character &apos;%1&apos; at position %2 is not a value: use 1-9, then A-P for 10-25, and &apos;.&apos; for an empty square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="36"/>
        <source>Value &apos;%1&apos; at position %2 is too large for a %3x%3 grid (values run from 1 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="58"/>
        <source>Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="68"/>
        <location filename="../app/gui/MainWindow.cpp" line="405"/>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="72"/>
        <location filename="../app/gui/MainWindow.cpp" line="456"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="79"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="83"/>
        <source>Values above 9 as &amp;Numbers (10-25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="91"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="92"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="93"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="94"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Ctrl+G&lt;/td&gt;&lt;td&gt;Generate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;Pause / resume&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Space&lt;/td&gt;&lt;td&gt;One step (step speed)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Cancel the run&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows&lt;/td&gt;&lt;td&gt;Move in the grid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1-9, A-P&lt;/td&gt;&lt;td&gt;Enter a value&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Backspace&lt;/td&gt;&lt;td&gt;Clear a square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+M&lt;/td&gt;&lt;td&gt;Pencil marks on/off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;Check&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+H&lt;/td&gt;&lt;td&gt;Hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+R&lt;/td&gt;&lt;td&gt;Reveal square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+R&lt;/td&gt;&lt;td&gt;Reveal all&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z / Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;Undo / redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+O / Ctrl+Shift+S&lt;/td&gt;&lt;td&gt;Open / save as&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+P / Ctrl+E&lt;/td&gt;&lt;td&gt;Print / export PDF&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;Worksheet&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="106"/>
        <source>&amp;About Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="107"/>
        <source>About Puzzlesmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="108"/>
        <source>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes Sudoku puzzles with the PuzzleJAR method: a random full board is emptied square by square while a solver proves the solution is still unique, and every puzzle produced is filed under a difficulty class.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="117"/>
        <source>Generation failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="127"/>
        <source>Choose a size and press Generate (Ctrl+G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="139"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="140"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="142"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="147"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="148"/>
        <source>&amp;Pencil Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="148"/>
        <source>Ctrl+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="152"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="152"/>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="153"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="153"/>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="154"/>
        <source>Reveal &amp;Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="154"/>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="158"/>
        <source>Reveal &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="158"/>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="163"/>
        <source>&amp;Analyse Typed Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="163"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="177"/>
        <source>Solved · %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="178"/>
        <source>%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="200"/>
        <location filename="../app/gui/MainWindow.cpp" line="205"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="200"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="207"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>⌫ Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="264"/>
        <source>New grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="272"/>
        <source>Type the puzzle&apos;s givens (click a square, then 1-9 or A-P), then Play &gt; Analyse Typed Grid (Ctrl+L).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="280"/>
        <location filename="../app/gui/MainWindow.cpp" line="289"/>
        <location filename="../app/gui/MainWindow.cpp" line="294"/>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="280"/>
        <source>Some values clash (shown in red): the grid has no solution. Correct them and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="289"/>
        <source>This grid has no solution. Check the values you typed against the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="295"/>
        <source>This grid has more than one solution: add a clue in one of the highlighted squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="302"/>
        <source>One solution · %1 · %2 clues. Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="306"/>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>Solved: no hint needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>No hint: the grid is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="321"/>
        <source>Hint (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="332"/>
        <source>Solved — well done!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="334"/>
        <source>Everything entered so far is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>%n value(s) are wrong: they are marked in red.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>Sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>&amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="348"/>
        <source>%1 (boxes %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="350"/>
        <source>&amp;Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="357"/>
        <source>None (fuller rows first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="358"/>
        <source>None (uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="359"/>
        <source>Rotational (180°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360"/>
        <source>S&amp;ymmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>&amp;Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>S&amp;eed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="374"/>
        <source>Native (fast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="375"/>
        <source>z3, one-hot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>z3, integers (paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Sol&amp;ver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="378"/>
        <location filename="../app/gui/MainWindow.cpp" line="440"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="395"/>
        <source>Empty squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="396"/>
        <source>Squares tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="397"/>
        <source>Solver checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="398"/>
        <source>Engine time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="403"/>
        <source>Harvest (every accepted board and its symmetric twins):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="405"/>
        <source>Clues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="415"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="416"/>
        <source>&amp;New Empty Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="417"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="418"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="419"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="420"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="425"/>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="425"/>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="426"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="427"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="432"/>
        <source>&amp;Worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="432"/>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="437"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="439"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="440"/>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="441"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="441"/>
        <source>F6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="444"/>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="445"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="449"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="463"/>
        <source>Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="465"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="466"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="467"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="468"/>
        <source>One step at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="486"/>
        <location filename="../app/gui/MainWindow.cpp" line="492"/>
        <source>Cannot generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="492"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="513"/>
        <source>Generating %1 · seed %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="514"/>
        <source>Run %1: no %2 puzzle yet, trying another board · seed %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="539"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="542"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="557"/>
        <source>Cancelled after %1 squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="565"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="568"/>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="569"/>
        <source>step %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="593"/>
        <source>%1 runs produced no %2 puzzle at this size; showing the last run&apos;s final one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="597"/>
        <source>%1 · %2 · %3 clues · unique solution · seed %4 · %5 run(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="632"/>
        <source>%1 · %2 clues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="638"/>
        <source>Open puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="639"/>
        <source>Puzzlesmith puzzles (*.puzzle);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="650"/>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="662"/>
        <source>Opened %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="668"/>
        <source>Save puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="669"/>
        <source>Puzzlesmith puzzles (*.puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="697"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="703"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="58"/>
        <source>Enter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="59"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="67"/>
        <source>Pencil mark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="78"/>
        <source>Reveal the solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="74"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="77"/>
        <source>The file has no valid schema version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="79"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="94"/>
        <source>The givens break the rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="99"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="106"/>
        <source>The seed &quot;%1&quot; is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="121"/>
        <source>The saved pencil marks do not match the grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="133"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="136"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="144"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="146"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="150"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="153"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="156"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="84"/>
        <source>Name ______________________________    Date ______________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="93"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="110"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="111"/>
        <source>%1. %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="129"/>
        <source>Answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="32"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="118"/>
        <source>Worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="35"/>
        <source>Sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="36"/>
        <source>Fill every row, column and box with each value once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="37"/>
        <source>Name and date lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="53"/>
        <source>Mix of all four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="55"/>
        <source>Answer key pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="62"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="63"/>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="64"/>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="65"/>
        <source>&amp;Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="67"/>
        <source>&amp;Size (box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="68"/>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="69"/>
        <source>&amp;Number of puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="70"/>
        <source>Puzzles &amp;per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="72"/>
        <source>&amp;Grid scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="73"/>
        <source>P&amp;aper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="76"/>
        <source>Press Generate to make the puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="80"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="81"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="82"/>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="83"/>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="129"/>
        <source>Generating %1 puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="159"/>
        <source>%n page(s) ready.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="168"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="173"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="168"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="175"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="87"/>
        <source>Comma-separated box shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="87"/>
        <location filename="../app/cli/TrainCommand.cpp" line="30"/>
        <location filename="../app/cli/TrainCommand.cpp" line="31"/>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="88"/>
        <location filename="../app/cli/BenchCommand.cpp" line="95"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="126"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="137"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="140"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="29"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="30"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="84"/>
        <source>Measure speed. By default: GenPuzzles per Sudoku size (median and worst milliseconds per puzzle, mean per solver check). Fixed seeds, so runs are comparable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="88"/>
        <source>Puzzles per size (0: 200 up to 9x9, 20 up to 16x16, 5 above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="130"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="133"/>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <source>Solver backend: native, z3 or z3-int.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="90"/>
        <source>Seed of the first puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="90"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="127"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="37"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="91"/>
        <source>Instead: solve every puzzle of FILE (line format) and print puzzles per second, by label (and list name for benchmark files).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="93"/>
        <source>Instead: run qqwing and sgt-solo (when installed) side by side with Puzzlesmith and print ratios. With --solve: time qqwing --solve on the same 9x9 puzzles too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="95"/>
        <source>Instead: generate N 9x9 puzzles on every core and print the throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="96"/>
        <source>Instead: rate every puzzle of FILE with the built-in model and print puzzles per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="97"/>
        <source>Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default 3x3; --puzzles: how many per level, default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="108"/>
        <source>Error: bench takes no file arguments (&quot;%1&quot;); use --solve FILE or --rate FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="134"/>
        <location filename="../app/cli/CliSupport.cpp" line="39"/>
        <location filename="../app/cli/CliSupport.cpp" line="83"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="82"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="207"/>
        <location filename="../app/cli/RateCommand.cpp" line="111"/>
        <location filename="../app/cli/TrainCommand.cpp" line="45"/>
        <location filename="../app/cli/TrainCommand.cpp" line="95"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="83"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="104"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="112"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="40"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="59"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="71"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="96"/>
        <source>Error: --backend takes native, z3 or z3-int, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="33"/>
        <source>Error: &quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="69"/>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="71"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="76"/>
        <source>Error: &quot;%1&quot; is not a text file; give puzzles in the line format or a .puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="103"/>
        <source>... and %1 more bad lines in &quot;%2&quot; (%3 in all). Is it a puzzle file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="110"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="44"/>
        <source>Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). The native backend takes milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="69"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="75"/>
        <source>Error: --difficulty takes easy, medium, hard or evil, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="87"/>
        <source>Error: --format takes line or json, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="121"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="124"/>
        <location filename="../app/cli/RateCommand.cpp" line="98"/>
        <location filename="../app/cli/SolveCommand.cpp" line="29"/>
        <location filename="../app/cli/TrainCommand.cpp" line="24"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="26"/>
        <source>Puzzle type (sudoku).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="124"/>
        <location filename="../app/cli/RateCommand.cpp" line="98"/>
        <location filename="../app/cli/SolveCommand.cpp" line="29"/>
        <location filename="../app/cli/TrainCommand.cpp" line="24"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="26"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="125"/>
        <source>Sudoku box shape RxC, rows x columns: 2x2, 2x3, 3x3, 3x4, 4x4, 5x5, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="125"/>
        <location filename="../app/cli/RateCommand.cpp" line="99"/>
        <location filename="../app/cli/SolveCommand.cpp" line="31"/>
        <location filename="../app/cli/TrainCommand.cpp" line="25"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="27"/>
        <source>RxC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="126"/>
        <source>How many puzzles (1 to 1000000; default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="128"/>
        <source>Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric (180-degree pairs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="133"/>
        <source>Solver backend: native (fast exact solver, the default), z3 (one-hot SAT encoding) or z3-int (the paper&apos;s integer encoding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="135"/>
        <source>Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: no limit up to 12x12, 20 above. A limit never breaks the --max-solutions rule; puzzles may just not be minimal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="138"/>
        <source>Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="138"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="28"/>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="139"/>
        <source>Difficulty model made by &apos;train&apos; (default: the built-in one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="139"/>
        <location filename="../app/cli/RateCommand.cpp" line="100"/>
        <location filename="../app/cli/TrainCommand.cpp" line="27"/>
        <source>MODEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="140"/>
        <source>Worker threads (0, the default: one per core). The output does not depend on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="186"/>
        <source>Note: %1 of %2 puzzles have fewer than %3 empty squares: emptying any other square would break the --max-solutions rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="195"/>
        <source>Warning: %1 of %2 puzzles did not come out %3 within %4 runs each on %5 grids; the nearest class they reached is given instead (%6). Try another size or difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="127"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="131"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="131"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="132"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="132"/>
        <location filename="../app/cli/TrainCommand.cpp" line="28"/>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="141"/>
        <source>Output format: line (one puzzle per line) or json (.puzzle; an array when --count &gt; 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="141"/>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="142"/>
        <source>Write to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="92"/>
        <location filename="../app/cli/BenchCommand.cpp" line="96"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="142"/>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="38"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="147"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="85"/>
        <source>  hardest technique: %1; %2 steps, %3 rounds, %4 guesses%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="87"/>
        <source>; not solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="95"/>
        <source>Rate puzzles given in the line format or a .puzzle file: prints &lt;puzzle&gt;,&lt;class&gt; per puzzle, class easy, medium, hard or evil. Bad lines are reported on standard error (exit code 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="99"/>
        <source>Sudoku box shape RxC. Default: the line&apos;s own box=RxC, else the most nearly square box for the grid&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="100"/>
        <source>A model made by &apos;train&apos; instead of the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="101"/>
        <source>After each puzzle, print the logic solver&apos;s steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="102"/>
        <source>Compare with the labels in the file: agreement with the label&apos;s class, confusion, and Spearman&apos;s rank correlation with the label&apos;s own scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="105"/>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="159"/>
        <source>Error: no line carries a known label to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="162"/>
        <source>%1 labelled puzzles: %2% filed under the label&apos;s class; Spearman %3 against the label&apos;s scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="164"/>
        <source>confusion (rows: label&apos;s class, columns: ours: easy medium hard evil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="24"/>
        <source>Solve puzzles in the line format (one per line; &apos;#&apos; lines are skipped) or a .puzzle file. Prints &lt;solution&gt;,&lt;count&gt; per puzzle, count = number of solutions up to 2; &lt;input&gt;,0 when there is none. Bad lines and clashing givens are reported on standard error and make the exit code 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="30"/>
        <source>Sudoku box shape RxC. Default: the line&apos;s own box=RxC (as generate writes it), else the most nearly square box for the grid&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>Solver backend: native, z3 or z3-int (default: native).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="38"/>
        <source>Error: solve takes one input file at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="25"/>
        <location filename="../app/cli/RateCommand.cpp" line="132"/>
        <location filename="../app/cli/RateCommand.cpp" line="153"/>
        <location filename="../app/cli/SolveCommand.cpp" line="67"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="56"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="18"/>
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
        <location filename="../app/cli/main.cpp" line="71"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="21"/>
        <source>Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) from puzzles labelled easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s levels work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="25"/>
        <source>Sudoku box shape RxC; by default the most nearly square box for each grid&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <source>Labelled puzzles in the line format: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="27"/>
        <source>Where to write the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="28"/>
        <source>Cross-validation folds (2 to 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="29"/>
        <source>Try fewer C and gamma values (for a fast check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="30"/>
        <source>Comma-separated C values to try instead of the default grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="31"/>
        <source>Comma-separated gamma values to try instead of the default grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="36"/>
        <source>Error: train needs --data FILE and --out MODEL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="71"/>
        <source>Error: --%1 takes positive numbers separated by commas, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="79"/>
        <source>%1 puzzles: %2 easy, %3 medium, %4 hard, %5 evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="81"/>
        <source>chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="83"/>
        <source>confusion (rows: label, columns: predicted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="84"/>
        <location filename="../app/cli/TrainCommand.cpp" line="85"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="84"/>
        <location filename="../app/cli/TrainCommand.cpp" line="85"/>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="84"/>
        <location filename="../app/cli/TrainCommand.cpp" line="85"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="84"/>
        <location filename="../app/cli/TrainCommand.cpp" line="85"/>
        <source>evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="23"/>
        <source>Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date lines, puzzles numbered with their difficulty, and answer-key pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="27"/>
        <source>Sudoku box shape RxC (default 3x3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="28"/>
        <source>easy, medium, hard, evil, or mix (the four in turn; default medium).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="29"/>
        <source>Number of puzzles, 1 to 200 (default 12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="30"/>
        <source>Puzzles per page: 1, 2, 4 or 6 (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="31"/>
        <source>Add answer-key pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="32"/>
        <source>Title at the top of each page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="32"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="33"/>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="32"/>
        <source>Sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="33"/>
        <source>A line under the title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="33"/>
        <source>Fill every row, column and box with each value once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="34"/>
        <source>Leave out the Name and Date lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="35"/>
        <source>a4 or letter (default a4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="35"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="36"/>
        <source>Grid size within its place on the page, 50 to 100 percent (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="36"/>
        <source>percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="37"/>
        <source>Seed (random when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="38"/>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="43"/>
        <source>Error: worksheet needs -o FILE.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="53"/>
        <source>Error: --per-page takes 1, 2, 4 or 6, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="63"/>
        <source>Error: --difficulty takes easy, medium, hard, evil or mix, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="68"/>
        <source>Error: --paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>Warning: %1 puzzles did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="107"/>
        <source>Wrote %1: %2 puzzles on %3 pages (%4 with answers), seed %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="40"/>
        <source>GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="42"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="42"/>
        <source>box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="42"/>
        <source>budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="42"/>
        <location filename="../app/cli/BenchSolve.cpp" line="63"/>
        <source>puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="42"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="64"/>
        <source>median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="43"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="64"/>
        <source>max ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="43"/>
        <source>ms/check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="43"/>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="43"/>
        <source>empties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="77"/>
        <source>peak memory (RSS): %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="24"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="40"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="47"/>
        <source>rated %1 puzzles in %2 s on one thread: %3 puzzles/s (logic solve, features, SVM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="62"/>
        <source>Generation at a target class, %1, one thread, %2 puzzles per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="64"/>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="64"/>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="65"/>
        <source>reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="92"/>
        <source>9x9 unique (qqwing any level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="93"/>
        <source>9x9 unique (qqwing expert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="94"/>
        <source>9x9 (sgt-solo trivial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="95"/>
        <source>9x9 (sgt-solo unreasonable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="96"/>
        <source>16x16 (sgt-solo basic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="97"/>
        <source>25x25 (sgt-solo basic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="99"/>
        <source>Generation, one thread each, milliseconds per puzzle; ratio = peer / Puzzlesmith (higher: we are faster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="100"/>
        <source>Puzzlesmith makes unique puzzles with every square tested (minimal up to 12x12; above, proofs capped at 20 search nodes), whatever level the peer was asked for: the peers&apos; times grow with the level, ours do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>peer ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ours ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <location filename="../app/cli/BenchSolve.cpp" line="66"/>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="108"/>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="114"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="43"/>
        <source>Note: %1 lines of &quot;%2&quot; are not puzzles and were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="55"/>
        <source>Error: &quot;%1&quot; holds no puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="61"/>
        <source>Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of uniqueness (limit 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="63"/>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="63"/>
        <source>limit 1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="64"/>
        <source>limit 2 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="64"/>
        <source>not 1 solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="66"/>
        <source>qqwing /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="83"/>
        <source>qqwing not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="104"/>
        <source>%1 9x9 puzzles on %2 thread(s): %3 s, %4 puzzles/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
