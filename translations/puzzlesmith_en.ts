<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Engine</name>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="37"/>
        <source>The %1 block has %n row(s); the grid has %2.</source>
        <translation>
            <numerusform>The %1 block has %n row; the grid has %2.</numerusform>
            <numerusform>The %1 block has %n rows; the grid has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="43"/>
        <source>Row %1 of the %2 block has %n entries; the grid has %3 columns.</source>
        <translation>
            <numerusform>Row %1 of the %2 block has %n entry; the grid has %3 columns.</numerusform>
            <numerusform>Row %1 of the %2 block has %n entries; the grid has %3 columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="152"/>
        <source>The cage at %1 has %n square(s), but - and / take exactly two.</source>
        <translation>
            <numerusform>The cage at %1 has %n square, but - and / take exactly two.</numerusform>
            <numerusform>The cage at %1 has %n squares, but - and / take exactly two.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="53"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%2 grid has %3.</source>
        <translation>
            <numerusform>the game ID&apos;s description covers %n square, but its %1x%2 grid has %3.</numerusform>
            <numerusform>the game ID&apos;s description covers %n squares, but its %1x%2 grid has %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="81"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (clues, then labels).</source>
        <translation>
            <numerusform>The cages have %n line; a grid of %1 rows needs %2 (clues, then labels).</numerusform>
            <numerusform>The cages have %n lines; a grid of %1 rows needs %2 (clues, then labels).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="49"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%1 grid has %2.</source>
        <translation>
            <numerusform>the game ID&apos;s description covers %n square, but its %1x%1 grid has %2.</numerusform>
            <numerusform>the game ID&apos;s description covers %n squares, but its %1x%1 grid has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/killer/KillerFormat.cpp" line="189"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (sums, then labels).</source>
        <translation>
            <numerusform>The cages have %n line; a grid of %1 rows needs %2 (sums, then labels).</numerusform>
            <numerusform>The cages have %n lines; a grid of %1 rows needs %2 (sums, then labels).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameHistoryDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="109"/>
        <source>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n game(s)).</source>
        <translation>
            <numerusform>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n game).</numerusform>
            <numerusform>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n games).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="123"/>
        <source>Checking your own model needs %n more game(s) that you fill mostly yourself (not by Apply Hint or Reveal).</source>
        <translation>
            <numerusform>Checking your own model needs %n more game that you fill mostly yourself (not by Apply Hint or Reveal).</numerusform>
            <numerusform>Checking your own model needs %n more games that you fill mostly yourself (not by Apply Hint or Reveal).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="126"/>
        <source>%n game(s) finished mostly by Apply Hint or Reveal are left out of the predictions and these figures: their times say little about your own pace.</source>
        <translation>
            <numerusform>%n game finished mostly by Apply Hint or Reveal is left out of the predictions and these figures: its time says little about your own pace.</numerusform>
            <numerusform>%n games finished mostly by Apply Hint or Reveal are left out of the predictions and these figures: their times say little about your own pace.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="148"/>
        <source>Delete %n game(s) from your history?</source>
        <translation>
            <numerusform>Delete %n game from your history?</numerusform>
            <numerusform>Delete %n games from your history?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="158"/>
        <source>Delete all %n recorded game(s)? Predictions start again from the puzzles&apos; difficulty.</source>
        <translation>
            <numerusform>Delete the %n recorded game? Predictions start again from the puzzles&apos; difficulty.</numerusform>
            <numerusform>Delete all %n recorded games? Predictions start again from the puzzles&apos; difficulty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridText</name>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="133"/>
        <source>Line %1: row %2: found %n value(s), expected %3.</source>
        <translation>
            <numerusform>Line %1: row %2: found %n value, expected %3.</numerusform>
            <numerusform>Line %1: row %2: found %n values, expected %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="373"/>
        <source>Line %1: the text ends after %2 of the %n row(s)%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</source>
        <translation>
            <numerusform>Line %1: the text ends after %2 of the %n row%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</numerusform>
            <numerusform>Line %1: the text ends after %2 of the %n rows%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="377"/>
        <source>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row(s)%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</source>
        <translation>
            <numerusform>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</numerusform>
            <numerusform>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n rows%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="437"/>
        <source>Line %1: the puzzle from line %2 already has the %n row(s) its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</source>
        <translation>
            <numerusform>Line %1: the puzzle from line %2 already has the %n row its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</numerusform>
            <numerusform>Line %1: the puzzle from line %2 already has the %n rows its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="458"/>
        <source>%1 row(s)</source>
        <translation>
            <numerusform>%1 row</numerusform>
            <numerusform>%1 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="459"/>
        <source>%1 column(s)</source>
        <translation>
            <numerusform>%1 column</numerusform>
            <numerusform>%1 columns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarvestPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="77"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n clue</numerusform>
            <numerusform>%n clues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="78"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n empty square</numerusform>
            <numerusform>%n empty squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n accepted board(s)</source>
        <translation>
            <numerusform>%n accepted board</numerusform>
            <numerusform>%n accepted boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n symmetric twin(s)</source>
        <translation>
            <numerusform>%n symmetric twin</numerusform>
            <numerusform>%n symmetric twins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="184"/>
        <source>%n puzzle(s) in all</source>
        <translation>
            <numerusform>%n puzzle in all</numerusform>
            <numerusform>%n puzzles in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="202"/>
        <source>Step %1 · %n twin(s)</source>
        <translation>
            <numerusform>Step %1 · %n twin</numerusform>
            <numerusform>Step %1 · %n twins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="324"/>
        <source>%1 · %n clue(s) · %2</source>
        <translation>
            <numerusform>%1 · %n clue · %2</numerusform>
            <numerusform>%1 · %n clues · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>Harvest: %n board(s), %1 with their symmetric twins.</source>
        <translation>
            <numerusform>Harvest: %n board, %1 with its symmetric twins.</numerusform>
            <numerusform>Harvest: %n boards, %1 with their symmetric twins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabelPuzzlesDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="279"/>
        <source>Saved %n rating(s) for &quot;%1&quot;; working out the group&apos;s levels…</source>
        <translation>
            <numerusform>Saved %n rating for &quot;%1&quot;; working out the group&apos;s levels…</numerusform>
            <numerusform>Saved %n ratings for &quot;%1&quot;; working out the group&apos;s levels…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineFormat</name>
    <message numerus="yes">
        <location filename="../app/document/LineFormat.cpp" line="31"/>
        <source>The puzzle has %n character(s), but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</source>
        <translation>
            <numerusform>The puzzle has %n character, but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</numerusform>
            <numerusform>The puzzle has %n characters, but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="120"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="161"/>
        <source>&lt;br&gt;&lt;br&gt;%n square(s) filled in (ringed in the grid).</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;br&gt;%n square filled in (ringed in the grid).</numerusform>
            <numerusform>&lt;br&gt;&lt;br&gt;%n squares filled in (ringed in the grid).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerTimes</name>
    <message numerus="yes">
        <location filename="../app/gui/PlayerTimes.cpp" line="81"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty; %n more game(s) to learn your pace)</source>
        <translation>
            <numerusform>About %1 minutes (from the puzzle&apos;s difficulty; %n more game to learn your pace)</numerusform>
            <numerusform>About %1 minutes (from the puzzle&apos;s difficulty; %n more games to learn your pace)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="130"/>
        <source>row %1 has %n value(s), row 1 has %2.</source>
        <translation>
            <numerusform>row %1 has %n value, row 1 has %2.</numerusform>
            <numerusform>row %1 has %n values, row 1 has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="404"/>
        <source>&quot;%1&quot; holds a list of %n puzzle(s), and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</source>
        <translation>
            <numerusform>&quot;%1&quot; holds a list of %n puzzle, and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</numerusform>
            <numerusform>&quot;%1&quot; holds a list of %n puzzles, and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioFiles</name>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>The file holds %n puzzle(s). Which one?</source>
        <translation>
            <numerusform>The file holds %n puzzle. Which one?</numerusform>
            <numerusform>The file holds %n puzzles. Which one?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="90"/>
        <source>it holds %n puzzle(s).</source>
        <translation>
            <numerusform>it holds %n puzzle.</numerusform>
            <numerusform>it holds %n puzzles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioPlay</name>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="183"/>
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n clue</numerusform>
            <numerusform>%1 · %n clues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <source>The solver could not decide within %n second(s) whether this grid has one solution. Add a few more givens and try again.</source>
        <translation>
            <numerusform>The solver could not decide within %n second whether this grid has one solution. Add a few more givens and try again.</numerusform>
            <numerusform>The solver could not decide within %n seconds whether this grid has one solution. Add a few more givens and try again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="362"/>
        <source>One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation>
            <numerusform>One solution · %1 · %n clue. Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</numerusform>
            <numerusform>One solution · %1 · %n clues. Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="448"/>
        <source>%n value(s) are wrong: they are hatched in the grid.</source>
        <translation>
            <numerusform>%n value is wrong: it is hatched in the grid.</numerusform>
            <numerusform>%n values are wrong: they are hatched in the grid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="469"/>
        <source>Solved in %1 with %n hint(s).</source>
        <translation>
            <numerusform>Solved in %1 with %n hint.</numerusform>
            <numerusform>Solved in %1 with %n hints.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioPlayerTimes</name>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="246"/>
        <source>Making a puzzle for about %n minute(s)… (Esc cancels)</source>
        <translation>
            <numerusform>Making a puzzle for about %n minute… (Esc cancels)</numerusform>
            <numerusform>Making a puzzle for about %n minutes… (Esc cancels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="257"/>
        <source>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzle(s) made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</source>
        <translation>
            <numerusform>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzle made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</numerusform>
            <numerusform>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzles made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="267"/>
        <source>None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).</source>
        <translation>
            <numerusform>None of the %1 puzzles made came within a quarter of %n minute; the nearest: %2 (%3).</numerusform>
            <numerusform>None of the %1 puzzles made came within a quarter of %n minutes; the nearest: %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="270"/>
        <source>A puzzle for about %n minute(s): %1 (%2).</source>
        <translation>
            <numerusform>A puzzle for about %n minute: %1 (%2).</numerusform>
            <numerusform>A puzzle for about %n minutes: %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioRun</name>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="362"/>
        <source>Cancelled in run %1 after testing %2 of %n square(s) (%3 emptied); no puzzle was kept.</source>
        <translation>
            <numerusform>Cancelled in run %1 after testing %2 of %n square (%3 emptied); no puzzle was kept.</numerusform>
            <numerusform>Cancelled in run %1 after testing %2 of %n squares (%3 emptied); no puzzle was kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="385"/>
        <source>%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).</source>
        <translation>
            <numerusform>%n run produced no %1 puzzle at this size; showing the nearest class found (%2).</numerusform>
            <numerusform>%n runs produced no %1 puzzle at this size; showing the nearest class found (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="209"/>
        <location filename="../app/gui/StudioRun.cpp" line="407"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n clue</numerusform>
            <numerusform>%n clues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="211"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="336"/>
        <source>%1 (%n kept unproven)</source>
        <translation>
            <numerusform>%1 (%n kept unproven)</numerusform>
            <numerusform>%1 (%n kept unproven)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="409"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="412"/>
        <source> · %n square(s) kept unproven</source>
        <translation>
            <numerusform> · %n square kept unproven</numerusform>
            <numerusform> · %n squares kept unproven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherGroupsDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="39"/>
        <source>%n puzzle(s) rated</source>
        <translation>
            <numerusform>%n puzzle rated</numerusform>
            <numerusform>%n puzzles rated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="310"/>
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Generating %n puzzle…</numerusform>
            <numerusform>Generating %n puzzles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="335"/>
        <source>%n page(s) ready.</source>
        <translation>
            <numerusform>%n page ready.</numerusform>
            <numerusform>%n pages ready.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <location filename="../app/cli/CliSupport.cpp" line="295"/>
        <source>Line %1: the number of solutions could not be decided within %n second(s) (--time-limit).</source>
        <translation>
            <numerusform>Line %1: the number of solutions could not be decided within %n second (--time-limit).</numerusform>
            <numerusform>Line %1: the number of solutions could not be decided within %n seconds (--time-limit).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="291"/>
        <source>Interrupted after %n puzzle(s); no output file was written.</source>
        <translation>
            <numerusform>Interrupted after %n puzzle; no output file was written.</numerusform>
            <numerusform>Interrupted after %n puzzles; no output file was written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="292"/>
        <source>Interrupted after %n puzzle(s), each written in full above.</source>
        <translation>
            <numerusform>Interrupted after %n puzzle, written in full above.</numerusform>
            <numerusform>Interrupted after %n puzzles, each written in full above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="304"/>
        <source>Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.</source>
        <translation>
            <numerusform>Note: %n of %1 has fewer than %2: emptying any other square would break the --max-solutions rule.</numerusform>
            <numerusform>Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="301"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="299"/>
        <source>Note: %n square(s) stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</source>
        <translation>
            <numerusform>Note: %n square stayed unproven in %1: its uniqueness proof ran past its budget, so it was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</numerusform>
            <numerusform>Note: %n squares stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n empty square</numerusform>
            <numerusform>%n empty squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="313"/>
        <source>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class they reached is given instead (%5). Try another size or difficulty.</source>
        <translation>
            <numerusform>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class it reached is given instead (%5). Try another size or difficulty.</numerusform>
            <numerusform>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class they reached is given instead (%5). Try another size or difficulty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="52"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n guess(es)</source>
        <translation>
            <numerusform>%n guess</numerusform>
            <numerusform>%n guesses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="209"/>
        <source>%n labelled puzzle(s): %1% filed under the label&apos;s class</source>
        <translation>
            <numerusform>%n labelled puzzle: %1% filed under the label&apos;s class</numerusform>
            <numerusform>%n labelled puzzles: %1% filed under the label&apos;s class</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="216"/>
        <location filename="../app/cli/RateCommand.cpp" line="220"/>
        <source>  %1: %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>  %1: %2 (%n puzzle)</numerusform>
            <numerusform>  %1: %2 (%n puzzles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainCommand.cpp" line="126"/>
        <source>%n puzzle(s): %1 easy, %2 medium, %3 hard, %4 evil</source>
        <translation>
            <numerusform>%n puzzle: %1 easy, %2 medium, %3 hard, %4 evil</numerusform>
            <numerusform>%n puzzles: %1 easy, %2 medium, %3 hard, %4 evil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="183"/>
        <source>Warning: %n puzzle(s) did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation>
            <numerusform>Warning: %n puzzle did not reach the asked difficulty at this size; its own class is printed under it.</numerusform>
            <numerusform>Warning: %n puzzles did not reach the asked difficulty at this size; their own class is printed under them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="52"/>
        <source>%1 %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>%1 %2 (%n puzzle)</numerusform>
            <numerusform>%1 %2 (%n puzzles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="105"/>
        <source>%n graded puzzle(s)</source>
        <translation>
            <numerusform>%n graded puzzle</numerusform>
            <numerusform>%n graded puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="81"/>
        <source>%1 of %n puzzle(s) made, %2 squares tested, %3 s</source>
        <translation>
            <numerusform>%1 of %n puzzle made, %2 squares tested, %3 s</numerusform>
            <numerusform>%1 of %n puzzles made, %2 squares tested, %3 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="84"/>
        <source>, %n square(s) kept unproven</source>
        <translation>
            <numerusform>, %n square kept unproven</numerusform>
            <numerusform>, %n squares kept unproven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::PuzzleReader</name>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="119"/>
        <source>Error: &quot;%1&quot; holds no puzzle in its first %n line(s); is it a puzzle file?</source>
        <translation>
            <numerusform>Error: &quot;%1&quot; holds no puzzle in its first line; is it a puzzle file?</numerusform>
            <numerusform>Error: &quot;%1&quot; holds no puzzle in its first %n lines; is it a puzzle file?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="339"/>
        <source>... and %n more bad line(s) in &quot;%1&quot; (%2 in all). Is it a puzzle file?</source>
        <translation>
            <numerusform>... and %n more bad line in &quot;%1&quot; (%2 in all). Is it a puzzle file?</numerusform>
            <numerusform>... and %n more bad lines in &quot;%1&quot; (%2 in all). Is it a puzzle file?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::TrainGroup</name>
    <message numerus="yes">
        <location filename="../app/cli/TrainGroup.cpp" line="91"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message numerus="yes">
        <location filename="../app/cli/BenchCommand.cpp" line="201"/>
        <source>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search node(s)); in brackets, puzzles with a given proven not needed (n) or not settled (?).</source>
        <translation>
            <numerusform>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search node); in brackets, puzzles with a given proven not needed (n) or not settled (?).</numerusform>
            <numerusform>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search nodes); in brackets, puzzles with a given proven not needed (n) or not settled (?).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="66"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="68"/>
        <location filename="../app/cli/BenchPeers.cpp" line="68"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>Generation at a target class, %1, one thread, %n puzzle(s) per level</source>
        <translation>
            <numerusform>Generation at a target class, %1, one thread, %n puzzle per level</numerusform>
            <numerusform>Generation at a target class, %1, one thread, %n puzzles per level</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="48"/>
        <source>Note: %n line(s) of &quot;%1&quot; are not puzzles and were left out.</source>
        <translation>
            <numerusform>Note: %n line of &quot;%1&quot; is not a puzzle and was left out.</numerusform>
            <numerusform>Note: %n lines of &quot;%1&quot; are not puzzles and were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="141"/>
        <source>%n %1 puzzle(s)</source>
        <translation>
            <numerusform>%n %1 puzzle</numerusform>
            <numerusform>%n %1 puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="142"/>
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="47"/>
        <source>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n game(s)) against the built-in rule, on %1 unseen games per player</source>
        <translation>
            <numerusform>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n game) against the built-in rule, on %1 unseen games per player</numerusform>
            <numerusform>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n games) against the built-in rule, on %1 unseen games per player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="51"/>
        <source>%1 puzzles (%2), %n seed(s) from %3, mean over the seeds</source>
        <translation>
            <numerusform>%1 puzzles (%2), %n seed from %3, mean over the seeds</numerusform>
            <numerusform>%1 puzzles (%2), %n seeds from %3, mean over the seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPeers.cpp" line="91"/>
        <source>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating round(s); the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</source>
        <translation>
            <numerusform>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating round; the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</numerusform>
            <numerusform>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating rounds; the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchTeachers.cpp" line="86"/>
        <source>Skipped: %n puzzle(s), more than 100 needed.</source>
        <translation>
            <numerusform>Skipped: %n puzzle, more than 100 needed.</numerusform>
            <numerusform>Skipped: %n puzzles, more than 100 needed.</numerusform>
        </translation>
    </message>
</context>
</TS>
