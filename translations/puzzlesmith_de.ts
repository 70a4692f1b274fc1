<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Engine</name>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="33"/>
        <source>This line is a %1x%1 grid, but the %2 boxes make %3x%3 grids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="18"/>
        <source>Unknown solver backend &quot;%1&quot;; use z3 or z3-int.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="46"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="50"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="79"/>
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
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="16"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="18"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="19"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="34"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="38"/>
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
    <name>PuzzleFile</name>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="65"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="68"/>
        <source>The file has no valid schema version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="70"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="85"/>
        <source>The givens break the rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="90"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="97"/>
        <source>The seed &quot;%1&quot; is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="112"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="115"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="123"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="125"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="129"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="132"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="135"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="72"/>
        <source>Time GenPuzzles per Sudoku size: median milliseconds per generated puzzle (unique, every square tested) and per solver check. Fixed seeds, so runs are comparable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="75"/>
        <source>Comma-separated box shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="75"/>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="76"/>
        <source>Puzzles per size (0: 20 up to 9x9, 10 for 12x12, 3 for 16x16, 1 above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="76"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="96"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="77"/>
        <location filename="../app/cli/SolveCommand.cpp" line="63"/>
        <source>Solver backend: z3 or z3-int.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="77"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="99"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="102"/>
        <location filename="../app/cli/SolveCommand.cpp" line="63"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="78"/>
        <source>Seed of the first puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="78"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="97"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="87"/>
        <source>backend %1, strategy paper, unique solution, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <source>box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <source>puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="89"/>
        <source>ms/puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="90"/>
        <source>ms/check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="90"/>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="90"/>
        <source>empties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="119"/>
        <location filename="../app/cli/CliSupport.cpp" line="37"/>
        <location filename="../app/cli/CliSupport.cpp" line="81"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="142"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="38"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="57"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="69"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="91"/>
        <source>Error: cannot read standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="97"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="112"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="53"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="58"/>
        <source>Error: --format takes line or json, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="91"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="94"/>
        <location filename="../app/cli/SolveCommand.cpp" line="61"/>
        <source>Puzzle type (sudoku).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="94"/>
        <location filename="../app/cli/SolveCommand.cpp" line="61"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="95"/>
        <source>Sudoku box shape RxC, rows x columns: 2x2, 2x3, 3x3, 3x4, 4x4, 5x5, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="95"/>
        <location filename="../app/cli/SolveCommand.cpp" line="62"/>
        <source>RxC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="96"/>
        <source>How many puzzles (1 to 1000000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="97"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="98"/>
        <source>Which square to try next: paper (fuller rows and columns first), uniform, symmetric (180-degree pairs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="100"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="100"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="101"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="101"/>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="102"/>
        <source>Solver backend: z3 (one-hot SAT encoding) or z3-int (the paper&apos;s integer encoding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="104"/>
        <source>Output format: line (one puzzle per line) or json (.puzzle; an array when --count &gt; 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="104"/>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="105"/>
        <source>Write to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="105"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="110"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="57"/>
        <source>Solve puzzles given in the line format (one per line; &apos;#&apos; lines are skipped). Prints &lt;solution&gt;,&lt;count&gt; per puzzle, count = number of solutions up to 2; &lt;input&gt;,0 when there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="62"/>
        <source>Sudoku box shape RxC; by default the most nearly square box for the grid&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="65"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="69"/>
        <source>Error: solve takes one input file at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="85"/>
        <location filename="../app/cli/SolveCommand.cpp" line="101"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="92"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="16"/>
        <source>Usage: puzzlesmith-cli &lt;command&gt; [options]

Commands:
  generate   make puzzles (GenPuzzles with a solver backend)
  solve      count the solutions of puzzles (up to 2) and print one
  bench      time generation and solver checks per size

Run &apos;puzzlesmith-cli &lt;command&gt; --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="52"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
