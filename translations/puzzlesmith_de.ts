<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="56"/>
        <source>Cannot autosave the harvest in &quot;%1&quot;: %2</source>
        <translation>Die Ausbeute kann nicht in „%1“ automatisch gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>BackgroundJob</name>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="16"/>
        <source>There was not enough memory for this job. Try a smaller size.</source>
        <translation>Für diesen Auftrag reichte der Speicher nicht. Versuchen Sie eine kleinere Größe.</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="18"/>
        <source>The job stopped with an internal error: %1</source>
        <translation>Der Auftrag wurde mit einem internen Fehler beendet: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="20"/>
        <source>The job stopped with an unknown internal error.</source>
        <translation>Der Auftrag wurde mit einem unbekannten internen Fehler beendet.</translation>
    </message>
</context>
<context>
    <name>BuiltInTrainingData</name>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="60"/>
        <source>This puzzle type has no built-in difficulty model to start a group&apos;s model from.</source>
        <translation>Für diese Rätselart gibt es kein eingebautes Schwierigkeitsmodell, von dem das Modell einer Gruppe ausgehen könnte.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="142"/>
        <source>No puzzle of %1 is graded by &quot;%2&quot;.</source>
        <translation>Kein Rätsel von %1 ist von „%2“ bewertet.</translation>
    </message>
</context>
<context>
    <name>CagesJson</name>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="32"/>
        <source>The cages are damaged: every line is text.</source>
        <translation>Die Käfigdaten sind beschädigt: Jede Zeile ist Text.</translation>
    </message>
</context>
<context>
    <name>ChoicesPanel</name>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="28"/>
        <source>&amp;Type</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="29"/>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="34"/>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="37"/>
        <source>&amp;Difficulty</source>
        <translation>Schwierig&amp;keit</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="40"/>
        <source>For gro&amp;up</source>
        <translation>Für Gr&amp;uppe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="42"/>
        <source>None (fuller rows first)</source>
        <translation>Keine (volle Zeilen zuerst)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="43"/>
        <source>None (uniform)</source>
        <translation>Keine (gleichmäßig)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="44"/>
        <source>Rotational (180°)</source>
        <translation>Drehsymmetrisch (180°)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="45"/>
        <source>S&amp;ymmetry</source>
        <translation>S&amp;ymmetrie</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="46"/>
        <source>Rando&amp;m</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="58"/>
        <source>Seed &amp;number</source>
        <translation>Start&amp;wert</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="62"/>
        <source>Native (fast)</source>
        <translation>Nativ (schnell)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="63"/>
        <source>z3, one-hot</source>
        <translation>z3, One-Hot</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="64"/>
        <source>z3, integers (paper)</source>
        <translation>z3, Ganzzahlen (Paper)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="65"/>
        <source>S&amp;olver</source>
        <translation>Löse&amp;r</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>The kind of puzzle. Help &gt; User Guide explains the rules of each type.</source>
        <translation>Die Rätselart. Hilfe &gt; Benutzerhandbuch erklärt die Regeln jeder Art.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>Puzzle type</source>
        <translation>Rätselart</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>The size of the grid (for Sudoku, with the shape of its boxes).</source>
        <translation>Die Größe des Gitters (bei Sudoku mit der Form der Blöcke).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>The class the puzzle should have. Any keeps emptying until no square can go: the sparsest puzzle.</source>
        <translation>Die Klasse, die das Rätsel haben soll. Beliebig leert, bis kein Feld mehr weg kann: das kargste Rätsel.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="69"/>
        <source>Whose sense of difficulty the target follows: the built-in model, or a class or group you rated puzzles for (Play &gt; Rate for a Group…).</source>
        <translation>Wessen Schwierigkeitsempfinden das Ziel folgt: dem eingebauten Modell oder einer Klasse oder Gruppe, für die Sie Rätsel bewertet haben (Spiel &gt; Für eine Gruppe bewerten…).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="70"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>The order squares are emptied in. Rotational keeps the givens symmetric, as in newspapers.</source>
        <translation>Die Reihenfolge, in der Felder geleert werden. Drehsymmetrisch hält die Vorgaben symmetrisch, wie in Zeitungen.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="72"/>
        <source>A new puzzle every time. Untick it and type a seed number to make the same puzzle again.</source>
        <translation>Jedes Mal ein neues Rätsel. Abwählen und eine Startzahl tippen, um dasselbe Rätsel wieder zu machen.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>The seed number of the run: the same seed and settings always make the same puzzle.</source>
        <translation>Die Startzahl des Laufs: dieselbe Startzahl mit denselben Einstellungen ergibt immer dasselbe Rätsel.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>Seed number</source>
        <translation>Startzahl</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>The solver that proves each puzzle has one solution. Native is fast; z3 is the paper&apos;s declarative definition.</source>
        <translation>Der Löser, der beweist, dass jedes Rätsel genau eine Lösung hat. Nativ ist schnell; z3 ist die deklarative Definition aus dem Artikel.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="75"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="76"/>
        <source>Make a puzzle: the grid empties square by square while the solver checks that the solution stays unique.</source>
        <translation>Ein Rätsel machen: das Gitter leert sich Feld für Feld, während der Löser prüft, dass die Lösung eindeutig bleibt.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="115"/>
        <source>Not offered at this size: no puzzle of this class can be made in reasonable time.</source>
        <translation>Bei dieser Größe nicht angeboten: Ein Rätsel dieser Klasse lässt sich nicht in vertretbarer Zeit erstellen.</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="21"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="22"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="23"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="24"/>
        <source>Evil</source>
        <translation>Teuflisch</translation>
    </message>
</context>
<context>
    <name>DifficultyModels</name>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="22"/>
        <source>Cannot open the difficulty model &quot;%1&quot;: %2</source>
        <translation>Das Schwierigkeitsmodell „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="32"/>
        <source>Cannot read the difficulty model &quot;%1&quot;: %2</source>
        <translation>Das Schwierigkeitsmodell „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="33"/>
        <source>&quot;%1&quot; is not a difficulty model made by &apos;train&apos; (%2).</source>
        <translation>„%1“ ist kein mit &apos;train&apos; erstelltes Schwierigkeitsmodell (%2).</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="34"/>
        <source>it is not a text file</source>
        <translation>es ist keine Textdatei</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="35"/>
        <source>it is larger than %1</source>
        <translation>sie ist größer als %1</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="42"/>
        <location filename="../app/document/DifficultyModels.cpp" line="64"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="79"/>
        <source>%1 has no learnt difficulty model; its classes come from its rule.</source>
        <translation>%1 hat kein gelerntes Schwierigkeitsmodell; die Stufen ergeben sich aus seiner Regel.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="67"/>
        <source>%1 must be %2: every other value is already in its row, column or region.</source>
        <translation>%1 muss %2 sein: Jeder andere Wert steht schon in seiner Zeile, Spalte oder seiner Region.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="97"/>
        <source>%1 must be %2: it is the only cell of region %3 that can hold %2.</source>
        <translation>%1 muss %2 sein: Es ist das einzige Feld in Region %3, das %2 aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="62"/>
        <source>%1 can only hold %2 between them, so no other cell of region %3 can hold those values.</source>
        <translation>%1 können zusammen nur %2 aufnehmen, also kann kein anderes Feld in Region %3 diese Werte haben.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="27"/>
        <source>A test for another solution needs a full reference that agrees with the givens and an empty square.</source>
        <translation>Die Suche nach einer weiteren Lösung braucht eine volle Referenzlösung, die zu den Vorgaben passt, und ein leeres Feld.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="33"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation>Der Löser hat ein %1x%2-Gitter für %3x%4-Regeln erhalten.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="37"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation>Der Wert %1 liegt außerhalb des Bereichs: Werte gehen von 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="94"/>
        <source>The z3 solver gave up on this puzzle (%1).</source>
        <translation>Der Löser z3 hat bei diesem Rätsel aufgegeben (%1).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="22"/>
        <source>%1×%1 (boxes %2×%3)</source>
        <translation>%1×%1 (Blöcke %2×%3)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="33"/>
        <source>A Sudoku grid must be square, not %1.</source>
        <translation>Ein Sudoku-Gitter muss quadratisch sein, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="37"/>
        <source>&quot;%1&quot; is not a size; write it as 9x9.</source>
        <translation>„%1“ ist keine Größe; schreiben Sie sie als 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="63"/>
        <source>A Sudoku grid must be square, not %1x%2.</source>
        <translation>Ein Sudoku-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="32"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="42"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="38"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="21"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation>Zeile %1 enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="33"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="43"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="39"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="23"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation>Spalte %1 enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="39"/>
        <source>The sign says %1 is smaller than %2, but it holds %3 and %2 holds %4.</source>
        <translation>Das Zeichen sagt, dass %1 kleiner als %2 ist, aber es enthält %3 und %2 enthält %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="49"/>
        <source>%1 holds %2, but its one-square cage shows %3.</source>
        <translation>%1 enthält %2, aber sein Käfig aus einem Feld zeigt %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="52"/>
        <source>The cage %1 at %2 is full but does not make %1.</source>
        <translation>Der Käfig %1 bei %2 ist voll, ergibt aber nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="25"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation>Block %1 enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="26"/>
        <source>Region %1 has %2 twice (%3 and %4).</source>
        <translation>Region %1 enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="33"/>
        <source>Sudoku %1x%1 (%2 boxes)</source>
        <translation>Sudoku %1x%1 (Blöcke %2)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="96"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation>Das Gitter ist %1x%2; diese Regeln brauchen %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="100"/>
        <source>%1 holds %2, but values only go up to %3.</source>
        <translation>%1 enthält %2, aber die Werte gehen nur bis %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="9"/>
        <source>Box shape &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C at least 2 and R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.</source>
        <translation>Die Blockform „%1“ wird nicht unterstützt: Geben Sie sie als ZxS (Zeilen x Spalten) an, mit Z und S mindestens 2 und Z*S von 4 bis 25, zum Beispiel 2x2, 2x3, 3x3, 3x4, 4x4 oder 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="41"/>
        <source>A grid of regions must be n x n with n from 4 to 25, and give a region for every square.</source>
        <translation>Ein Gitter mit Regionen muss n x n groß sein, mit n von 4 bis 25, und jedem Feld eine Region geben.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="45"/>
        <source>A %1x%1 grid has regions 1 to %1, not %2.</source>
        <translation>Ein %1x%1-Gitter hat die Regionen 1 bis %1, nicht %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="50"/>
        <source>Region %1 has %2 squares; each region of a %3x%3 grid must have %3.</source>
        <translation>Region %1 hat %2 Felder; jede Region eines %3x%3-Gitters muss %3 haben.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="91"/>
        <source>No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25).</source>
        <translation>Kein Sudoku-Block passt zu einem %1x%1-Gitter: Die Seitenlänge muss Z*S sein, mit Z und S mindestens 2, von 4 bis 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 oder 25).</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="37"/>
        <source>Cannot create a temporary file for the difficulty model.</source>
        <translation>Für das Schwierigkeitsmodell kann keine temporäre Datei angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="114"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="54"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="181"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="253"/>
        <source>The difficulty model is damaged (libsvm could not read it).</source>
        <translation>Das Schwierigkeitsmodell ist beschädigt (libsvm konnte es nicht lesen).</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="62"/>
        <source>Cannot write the difficulty model.</source>
        <translation>Das Schwierigkeitsmodell kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="138"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="207"/>
        <source>Training needs at least two labelled puzzles.</source>
        <translation>Das Training braucht mindestens zwei Rätsel mit Label.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="179"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="247"/>
        <source>libsvm refused the training parameters: %1</source>
        <translation>libsvm hat die Trainingsparameter abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="288"/>
        <location filename="../engine/difficulty/SvmModelBinary.cpp" line="46"/>
        <source>This is not a Puzzlesmith difficulty model, or it is damaged.</source>
        <translation>Dies ist kein Puzzlesmith-Schwierigkeitsmodell, oder es ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="194"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="397"/>
        <source>The difficulty model expects %1 features, not %2.</source>
        <translation>Das Schwierigkeitsmodell erwartet %1 Merkmale, nicht %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/GridSteps.cpp" line="45"/>
        <location filename="../engine/types/fillomino/FillominoStepSolver.cpp" line="52"/>
        <source>No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking).</source>
        <translation>Hier greift keine Technik. %1 kann %2 sein; Ausprobieren von %3 führt zur Lösung (durch Backtracking gefunden).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="68"/>
        <source>%1 must be %2: every other value is already in its row, column or box.</source>
        <translation>%1 muss %2 sein: Jeder andere Wert steht schon in seiner Zeile, Spalte oder seinem Block.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="64"/>
        <source>%1 must be %2: it is the only value left for it.</source>
        <translation>%1 muss %2 sein: Es ist der einzige Wert, der dort noch möglich ist.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="71"/>
        <source>%1 must be %2: every other value is already in its row, column or region, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 muss %2 sein: Jeder andere Wert steht schon in seiner Zeile, Spalte oder seiner Region oder wurde in einem früheren Schritt aus seinen Kandidaten gestrichen (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="73"/>
        <source>%1 must be %2: every other value is already in its row, column or box, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 muss %2 sein: Jeder andere Wert steht schon in seiner Zeile, Spalte oder seinem Block oder wurde in einem früheren Schritt aus seinen Kandidaten gestrichen (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="94"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="132"/>
        <source>%1 must be %2: it is the only cell of row %3 that can hold %2.</source>
        <translation>%1 muss %2 sein: Es ist das einzige Feld in Zeile %3, das %2 aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="95"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="133"/>
        <source>%1 must be %2: it is the only cell of column %3 that can hold %2.</source>
        <translation>%1 muss %2 sein: Es ist das einzige Feld in Spalte %3, das %2 aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="96"/>
        <source>%1 must be %2: it is the only cell of box %3 that can hold %2.</source>
        <translation>%1 muss %2 sein: Es ist das einzige Feld in Block %3, das %2 aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="98"/>
        <source>%1 must be %2: it is the only cell of the diagonal %3 that can hold %2.</source>
        <translation>%1 muss %2 sein: Es ist das einzige Feld der Diagonale %3, das %2 aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="59"/>
        <source>%1 can only hold %2 between them, so no other cell of row %3 can hold those values.</source>
        <translation>%1 können zusammen nur %2 aufnehmen, also kann kein anderes Feld in Zeile %3 diese Werte haben.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="60"/>
        <source>%1 can only hold %2 between them, so no other cell of column %3 can hold those values.</source>
        <translation>%1 können zusammen nur %2 aufnehmen, also kann kein anderes Feld in Spalte %3 diese Werte haben.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="61"/>
        <source>%1 can only hold %2 between them, so no other cell of box %3 can hold those values.</source>
        <translation>%1 können zusammen nur %2 aufnehmen, also kann kein anderes Feld in Block %3 diese Werte haben.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="63"/>
        <source>%1 can only hold %2 between them, so no other cell of the diagonal %3 can hold those values.</source>
        <translation>%1 können zusammen nur %2 aufnehmen, also kann kein anderes Feld der Diagonale %3 diese Werte haben.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="124"/>
        <source>In row %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>In Zeile %1 können die Werte %2 nur in %3 stehen, also enthalten diese Felder nichts anderes.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="125"/>
        <source>In column %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>In Spalte %1 können die Werte %2 nur in %3 stehen, also enthalten diese Felder nichts anderes.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="126"/>
        <source>In box %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>In Block %1 können die Werte %2 nur in %3 stehen, also enthalten diese Felder nichts anderes.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="127"/>
        <source>In region %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>In Region %1 können die Werte %2 nur in %3 stehen, also enthalten diese Felder nichts anderes.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="128"/>
        <source>On the diagonal %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Auf der Diagonale %1 können die Werte %2 nur in %3 stehen, also enthalten diese Felder nichts anderes.</translation>
    </message>
    <message>
        <location filename="../engine/logic/WingTechniques.cpp" line="44"/>
        <source>%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6.</source>
        <translation>%1 ist %2 oder %3: Ist es %2, ist %4 eine %6; ist es %3, ist %5 eine %6. Also kann kein Feld, das %4 und %5 zugleich sieht, %6 sein.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="19"/>
        <source>%1 has no native solver; use --backend z3.</source>
        <translation>%1 hat keinen nativen Löser; verwenden Sie --backend z3.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="25"/>
        <source>Unknown solver backend &quot;%1&quot;; use native, z3 or z3-int.</source>
        <translation>Unbekanntes Löser-Backend „%1“; verwenden Sie native, z3 oder z3-int.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="395"/>
        <source>This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids.</source>
        <translation>Dieses Rätsel ist ein %1x%2-Gitter, aber %3 wird auf %4x%5-Gittern gespielt.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="43"/>
        <source>A cage has no squares.</source>
        <translation>Ein Käfig hat keine Felder.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="46"/>
        <source>A cage reaches outside the %1x%2 grid.</source>
        <translation>Ein Käfig reicht über das %1x%2-Gitter hinaus.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="48"/>
        <source>R%1C%2 is in two cages.</source>
        <translation>R%1C%2 liegt in zwei Käfigen.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="68"/>
        <source>The clues outside the grid are for a %1x%2 grid, not %3x%4.</source>
        <translation>Die Hinweise außerhalb des Gitters sind für ein %1x%2-Gitter, nicht %3x%4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="37"/>
        <source>The %1 block has %n row(s); the grid has %2.</source>
        <translation>
            <numerusform>Der Abschnitt „%1“ hat %n Zeile; das Gitter hat %2.</numerusform>
            <numerusform>Der Abschnitt „%1“ hat %n Zeilen; das Gitter hat %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="43"/>
        <source>Row %1 of the %2 block has %n entries; the grid has %3 columns.</source>
        <translation>
            <numerusform>Zeile %1 des Abschnitts „%2“ hat %n Eintrag; das Gitter hat %3 Spalten.</numerusform>
            <numerusform>Zeile %1 des Abschnitts „%2“ hat %n Einträge; das Gitter hat %3 Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="131"/>
        <source>%1: &quot;%2&quot; is not a cage clue (write 12+, 2-, 6* or 6x, 3/ or 3:, a number alone for a one-square cage, or - where there is none).</source>
        <translation>%1: „%2“ ist keine Käfigvorgabe (schreiben Sie 12+, 2-, 6* oder 6x, 3/ oder 3:, eine Zahl allein für einen Käfig aus einem Feld, oder - wo keine ist).</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="136"/>
        <source>%1: its cage already has a clue; a cage shows one.</source>
        <translation>%1: Sein Käfig hat schon eine Vorgabe; ein Käfig zeigt nur eine.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="146"/>
        <source>The cage at %1 has squares that do not touch: give each cage its own label.</source>
        <translation>Der Käfig bei %1 hat Felder, die sich nicht berühren: Geben Sie jedem Käfig eine eigene Kennung.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="148"/>
        <source>The cage at %1 has no clue.</source>
        <translation>Der Käfig bei %1 hat keine Vorgabe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="152"/>
        <source>The cage at %1 has %n square(s), but - and / take exactly two.</source>
        <translation>
            <numerusform>Der Käfig bei %1 hat %n Feld, aber - und / brauchen genau zwei.</numerusform>
            <numerusform>Der Käfig bei %1 hat %n Felder, aber - und / brauchen genau zwei.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="39"/>
        <source>Unknown puzzle type &quot;%1&quot;; supported: %2.</source>
        <translation>Unbekannter Rätseltyp „%1“; unterstützt: %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="23"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="24"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="34"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="64"/>
        <source>The grid is %1x%2; these rules need %3x%4.</source>
        <translation>Das Gitter ist %1x%2; diese Regeln brauchen %3x%4.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="28"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="28"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="38"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="68"/>
        <source>%1 holds %2, but values only go up to %3 on this grid.</source>
        <translation>%1 enthält %2, aber die Werte gehen auf diesem Gitter nur bis %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="35"/>
        <source>%1 holds %2 and is joined to other squares holding %2: %3 squares in all (%1 to %4), but a region of %2 has exactly %2.</source>
        <translation>%1 enthält %2 und hängt mit anderen %2-Feldern zusammen: insgesamt %3 Felder (%1 bis %4), aber ein %2er-Gebiet hat genau %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="40"/>
        <source>%1 holds %2, but it is closed off on its own and a region of %2 needs %2 squares.</source>
        <translation>%1 enthält %2, ist aber allein abgeschlossen, und ein %2er-Gebiet braucht %2 Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="45"/>
        <source>%1 holds %2, but its group is closed off at %3 squares (%1 to %4) and a region of %2 needs %2.</source>
        <translation>%1 enthält %2, aber seine Gruppe ist bei %3 Feldern abgeschlossen (%1 bis %4), und ein %2er-Gebiet braucht %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoShape.cpp" line="10"/>
        <source>Grid size &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, for example 9x9 or 10x18.</source>
        <translation>Die Gittergröße „%1“ wird nicht unterstützt: Geben Sie sie als ZxS (Zeilen x Spalten) an, mit Z und S von %2 bis %3, zum Beispiel 9x9 oder 10x18.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="33"/>
        <source>The %1 at %2 is a complete region, so %3 cannot be %1.</source>
        <translation>Die %1 bei %2 bildet ein vollständiges Gebiet, also kann %3 nicht %1 sein.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="65"/>
        <source>The %1 at %2 has %3 of its %1 squares and can only grow into %4.</source>
        <translation>Die %1 bei %2 hat %3 ihrer %1 Felder und kann nur in %4 hineinwachsen.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="101"/>
        <source>%1 must be 1: it has no empty neighbour, and none of the regions around it can take it in.</source>
        <translation>%1 muss 1 sein: Es hat kein leeres Nachbarfeld, und keines der Gebiete ringsum kann es aufnehmen.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="144"/>
        <source>%1 cannot be %2: it would join the %2s at %3 into a region of %4 squares.</source>
        <translation>%1 kann nicht %2 sein: Es würde die %2-Felder bei %3 zu einem Gebiet aus %4 Feldern verbinden.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="205"/>
        <source>%1 must be %2: the %2 at %3 has %4 of its %2 squares, and every way to complete it passes through %1.</source>
        <translation>%1 muss %2 sein: Die %2 bei %3 hat %4 ihrer %2 Felder, und jeder Weg, sie zu vervollständigen, führt durch %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="163"/>
        <source>%1 must be %2: every other value has been ruled out there, or would need more room than there is around it.</source>
        <translation>%1 muss %2 sein: Jeder andere Wert ist dort ausgeschlossen oder bräuchte mehr Platz, als ringsum frei ist.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="192"/>
        <source>%1 cannot be %2: there is not enough room around it for a region that big.</source>
        <translation>%1 kann nicht %2 sein: Ringsum ist nicht genug Platz für ein so großes Gebiet.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="247"/>
        <source>%1 cannot be %2: no group of that value can grow to it without getting too big, and a new region of that size has no room there.</source>
        <translation>%1 kann nicht %2 sein: Keine Gruppe dieses Werts kann bis dorthin wachsen, ohne zu groß zu werden, und ein neues Gebiet dieser Größe hat dort keinen Platz.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="190"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; no way of doing that puts %2.</source>
        <translation>Kein unfertiges Gebiet kann %1 erreichen, also müssen diese Felder in eigene, vollständige Gebiete aufgeteilt werden; keine solche Aufteilung setzt %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="193"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; every way of doing that gives %2.</source>
        <translation>Kein unfertiges Gebiet kann %1 erreichen, also müssen diese Felder in eigene, vollständige Gebiete aufgeteilt werden; jede solche Aufteilung ergibt %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="34"/>
        <source>&quot;%1&quot; is not a Keen game ID: %2</source>
        <translation>„%1“ ist keine Keen-Spiel-ID: %2</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="73"/>
        <source>it is written N:&lt;blocks&gt;,&lt;clues&gt;.</source>
        <translation>sie hat die Form N:&lt;Käfige&gt;,&lt;Vorgaben&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="77"/>
        <source>a KenKen grid here is 3x3 to 12x12.</source>
        <translation>ein KenKen-Gitter ist hier 3x3 bis 12x12 groß.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="86"/>
        <source>its cage layout holds a character other than _ and a to z.</source>
        <translation>ihre Käfigaufteilung enthält ein anderes Zeichen als _ und a bis z.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="94"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="99"/>
        <source>its cage layout runs past the grid&apos;s edges.</source>
        <translation>ihre Käfigaufteilung reicht über die Ränder des Gitters hinaus.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="103"/>
        <source>its cage layout stops before the grid&apos;s last edge.</source>
        <translation>ihre Käfigaufteilung endet vor dem letzten Rand des Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="105"/>
        <source>the clues after the comma are missing.</source>
        <translation>die Vorgaben nach dem Komma fehlen.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="120"/>
        <source>it has fewer clues than cages.</source>
        <translation>sie hat weniger Vorgaben als Käfige.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="123"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="141"/>
        <source>a clue is a, s, m or d followed by its target.</source>
        <translation>eine Vorgabe ist a, s, m oder d, gefolgt von ihrem Zielwert.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="126"/>
        <source>a clue&apos;s target is at least 1.</source>
        <translation>der Zielwert einer Vorgabe ist mindestens 1.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="128"/>
        <source>a clue&apos;s target is too large for any cage.</source>
        <translation>der Zielwert einer Vorgabe ist für jeden Käfig zu groß.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="131"/>
        <source>a one-square cage shows a value outside the grid&apos;s range.</source>
        <translation>ein Käfig aus einem Feld zeigt einen Wert außerhalb des Bereichs des Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="144"/>
        <source>a subtraction or division cage has exactly two squares.</source>
        <translation>ein Subtraktions- oder Divisionskäfig hat genau zwei Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="147"/>
        <source>it has more clues than cages.</source>
        <translation>sie hat mehr Vorgaben als Käfige.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="103"/>
        <source>Row %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>Zeile %1 hat die Summe %2; die Käfige und Werte ganz darin ergeben %3, also ergeben %4 zusammen %5. Übrig bleibt: %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="104"/>
        <source>Column %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>Spalte %1 hat die Summe %2; die Käfige und Werte ganz darin ergeben %3, also ergeben %4 zusammen %5. Übrig bleibt: %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="107"/>
        <source>Rows %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>Die Zeilen %1 und %2 haben die Summe %3; die Käfige und Werte ganz darin ergeben %4, also ergeben %5 zusammen %6. Übrig bleibt: %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="108"/>
        <source>Columns %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>Die Spalten %1 und %2 haben die Summe %3; die Käfige und Werte ganz darin ergeben %4, also ergeben %5 zusammen %6. Übrig bleibt: %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="16"/>
        <source>KenKen size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 6x6.</source>
        <translation>Die KenKen-Größe „%1“ wird nicht unterstützt: Geben Sie sie als NxN an, mit N von %2 bis %3, zum Beispiel 6x6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="39"/>
        <source>KenKen %1</source>
        <translation>KenKen %1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="84"/>
        <source>The only values that can make the %1 cage at %2 are %3, so its squares can hold no others.</source>
        <translation>Den Käfig %1 bei %2 können nur die Werte %3 bilden, also können seine Felder keine anderen enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="105"/>
        <source>No values left for the %1 cage at %2 reach its target: the grid has a mistake.</source>
        <translation>Mit den verbliebenen Werten erreicht der Käfig %1 bei %2 sein Ziel nicht: Das Gitter enthält einen Fehler.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="106"/>
        <source>Only some values make the %1 cage at %2: that leaves %3.</source>
        <translation>Nur manche Werte bilden den Käfig %1 bei %2; übrig bleibt: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="131"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in row %4, so no other square of row %4 can be %3.</source>
        <translation>Jede Möglichkeit, den Käfig %1 bei %2 zu bilden, setzt eine %3 in Zeile %4, also kann kein anderes Feld in Zeile %4 %3 sein.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="132"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in column %4, so no other square of column %4 can be %3.</source>
        <translation>Jede Möglichkeit, den Käfig %1 bei %2 zu bilden, setzt eine %3 in Spalte %4, also kann kein anderes Feld in Spalte %4 %3 sein.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="13"/>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="13"/>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="13"/>
        <location filename="../engine/types/killer/KillerType.cpp" line="13"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="18"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="37"/>
        <source>A Futoshiki grid must be square, not %1x%2.</source>
        <translation>Ein Futoshiki-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="40"/>
        <source>A KenKen grid must be square, not %1x%2.</source>
        <translation>Ein KenKen-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoRules.h" line="23"/>
        <source>Fillomino %1</source>
        <translation>Fillomino %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="205"/>
        <source>A group&apos;s model needs at least one label.</source>
        <translation>Das Modell einer Gruppe braucht mindestens ein Label.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="209"/>
        <source>A label&apos;s puzzle does not fit the built-in difficulty model.</source>
        <translation>Das Rätsel eines Labels passt nicht zum eingebauten Schwierigkeitsmodell.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/PlayerLearningCurve.cpp" line="14"/>
        <source>The learning curve needs %1 puzzles, not %2.</source>
        <translation>Die Lernkurve braucht %1 Rätsel, nicht %2.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/TeacherSimulation.cpp" line="18"/>
        <source>Too few puzzles for the simulated teacher: the labels need some left over to be checked on.</source>
        <translation>Zu wenige Rätsel für die simulierte Lehrkraft: Neben den Labels müssen noch Rätsel zum Prüfen übrig bleiben.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="9"/>
        <source>The puzzle has %1 more lines after its rows of values; this type has only values.</source>
        <translation>Das Rätsel hat nach seinen Wertezeilen %1 weitere Zeilen; dieser Typ hat nur Werte.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="17"/>
        <source>This type&apos;s puzzles have no cages or regions, but the file gives some.</source>
        <translation>Rätsel dieses Typs haben keine Käfige oder Regionen, aber die Datei gibt welche an.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="22"/>
        <source>&quot;%1&quot; is a game ID, but this type reads none.</source>
        <translation>„%1“ ist eine Spiel-ID, aber dieser Typ liest keine.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="20"/>
        <source>Filling (Fillomino)</source>
        <translation>Filling (Fillomino)</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="37"/>
        <source>&quot;%1&quot; is not a Filling (Fillomino) game ID, which reads WxH:&lt;description&gt;.</source>
        <translation>„%1“ ist keine Filling-Spiel-ID (Fillomino), die die Form WxH:&lt;Beschreibung&gt; hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="42"/>
        <source>the Filling ID&apos;s size %1x%2 is not supported: a grid has 1 to 64 columns and 1 to 64 rows.</source>
        <translation>Die Größe %1x%2 der Filling-ID wird nicht unterstützt: Ein Gitter hat 1 bis 64 Spalten und 1 bis 64 Zeilen.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="49"/>
        <source>&apos;%1&apos; does not belong in a Filling ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and one digit for each given.</source>
        <translation>&apos;%1&apos; gehört nicht in die Beschreibung einer Filling-ID: Sie enthält &apos;a&apos;-&apos;z&apos; für Folgen leerer Felder und eine Ziffer je Vorgabe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="53"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%2 grid has %3.</source>
        <translation>
            <numerusform>Die Beschreibung der Spiel-ID umfasst %n Feld, aber ihr %1x%2-Gitter hat %3.</numerusform>
            <numerusform>Die Beschreibung der Spiel-ID umfasst %n Felder, aber ihr %1x%2-Gitter hat %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="70"/>
        <source>&quot;%1&quot; is a jigsaw game ID with X diagonals or cage sums, which are not supported.</source>
        <translation>„%1“ ist eine Jigsaw-Spiel-ID mit X-Diagonalen oder Käfigsummen; diese werden nicht unterstützt.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="83"/>
        <source>The game ID &quot;%1&quot; has more givens and gaps than its %2x%2 grid has squares.</source>
        <translation>Die Spiel-ID „%1“ hat mehr Vorgaben und Lücken, als ihr %2x%2-Gitter Felder hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="96"/>
        <source>The game ID &quot;%1&quot; gives %2, but a %3x%3 grid holds 1 to %3.</source>
        <translation>Die Spiel-ID „%1“ gibt %2 vor, aber ein %3x%3-Gitter enthält 1 bis %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="101"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its grid, where only letters, numbers and &apos;_&apos; belong.</source>
        <translation>Die Spiel-ID „%1“ hat &apos;%2&apos; in ihrem Gitter, wo nur Buchstaben, Zahlen und &apos;_&apos; hingehören.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="106"/>
        <source>The game ID &quot;%1&quot; describes %2 squares, but its %3x%3 grid has %4.</source>
        <translation>Die Spiel-ID „%1“ beschreibt %2 Felder, aber ihr %3x%3-Gitter hat %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="116"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its regions, where only letters and &apos;_&apos; belong.</source>
        <translation>Die Spiel-ID „%1“ hat &apos;%2&apos; in ihren Regionen, wo nur Buchstaben und &apos;_&apos; hingehören.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="119"/>
        <source>The game ID &quot;%1&quot; describes more region borders than a %2x%2 grid has.</source>
        <translation>Die Spiel-ID „%1“ beschreibt mehr Regionsgrenzen, als ein %2x%2-Gitter hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="121"/>
        <source>The game ID &quot;%1&quot; describes too few region borders for a %2x%2 grid.</source>
        <translation>Die Spiel-ID „%1“ beschreibt zu wenige Regionsgrenzen für ein %2x%2-Gitter.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="129"/>
        <source>The game ID &quot;%1&quot; has %2 regions; a %3x%3 grid needs %3.</source>
        <translation>Die Spiel-ID „%1“ hat %2 Regionen; ein %3x%3-Gitter braucht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="136"/>
        <source>The game ID &quot;%1&quot; has a region of %2 squares (the one at %3); each must have %4.</source>
        <translation>Die Spiel-ID „%1“ hat eine Region mit %2 Feldern (die bei %3); jede muss %4 haben.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="144"/>
        <source>rows of region labels</source>
        <translation>Zeilen mit Regionskennungen</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="150"/>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="42"/>
        <source>A Jigsaw Sudoku grid must be square, not %1x%2.</source>
        <translation>Ein Jigsaw-Sudoku-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="152"/>
        <source>The puzzle has %1 rows of region labels; its grid needs %2.</source>
        <translation>Das Rätsel hat %1 Zeilen mit Regionskennungen; sein Gitter braucht %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="166"/>
        <source>Row %1 of the region labels has %2 labels; the grid is %3 squares wide.</source>
        <translation>Zeile %1 der Regionskennungen hat %2 Kennungen; das Gitter ist %3 Felder breit.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="176"/>
        <source>The region labels name %1 regions; a %2x%2 grid needs %2.</source>
        <translation>Die Regionskennungen nennen %1 Regionen; ein %2x%2-Gitter braucht %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="183"/>
        <source>Region %1 has %2 squares; each region must have %3.</source>
        <translation>Region %1 hat %2 Felder; jede Region muss %3 haben.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="186"/>
        <source>The squares of region %1 do not all touch: each region must be one connected piece.</source>
        <translation>Die Felder der Region %1 hängen nicht alle zusammen: Jede Region muss ein zusammenhängendes Stück sein.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="217"/>
        <source>Solo jigsaw (Jigsaw Sudoku)</source>
        <translation>Solo-Jigsaw (Jigsaw-Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="240"/>
        <source>&quot;%1&quot; is not a Solo jigsaw game ID, which reads Nj:&lt;grid&gt;,&lt;regions&gt; (9j:... for 9x9).</source>
        <translation>„%1“ ist keine Solo-Jigsaw-Spiel-ID, die die Form Nj:&lt;Gitter&gt;,&lt;Regionen&gt; hat (9j:... für 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; is for a %2x%2 grid; Jigsaw Sudoku grids go from 4x4 to 12x12.</source>
        <translation>Die Spiel-ID „%1“ ist für ein %2x%2-Gitter; Jigsaw-Sudoku-Gitter gehen von 4x4 bis 12x12.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; must have its grid, a comma, then its regions.</source>
        <translation>Die Spiel-ID „%1“ muss ihr Gitter, ein Komma und dann ihre Regionen enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawNativeSolver.cpp" line="21"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="123"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="141"/>
        <location filename="../engine/types/jigsaw/JigsawStepSolver.cpp" line="23"/>
        <source>The puzzle&apos;s regions are not %1 connected regions of %1 squares each.</source>
        <translation>Die Regionen des Rätsels sind nicht %1 zusammenhängende Regionen mit je %1 Feldern.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="18"/>
        <source>Jigsaw Sudoku size &quot;%1&quot; is not supported: give it as NxN with N from 4 to 12, for example 9x9.</source>
        <translation>Die Jigsaw-Sudoku-Größe „%1“ wird nicht unterstützt: Geben Sie sie als NxN mit N von 4 bis 12 an, zum Beispiel 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="51"/>
        <source>Jigsaw Sudoku %1x%1</source>
        <translation>Jigsaw-Sudoku %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="22"/>
        <source>clues, then cage labels</source>
        <translation>erst Vorgaben, dann Käfigkennungen</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="47"/>
        <source>Row %1 of the solved grid holds &quot;%2&quot; where a value from 1 to %3 belongs.</source>
        <translation>Zeile %1 des gelösten Gitters enthält „%2“, wo ein Wert von 1 bis %3 hingehört.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="52"/>
        <source>Row %1 of the solved grid has %2 values, not %3.</source>
        <translation>Zeile %1 des gelösten Gitters hat %2 Werte, nicht %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="81"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (clues, then labels).</source>
        <translation>
            <numerusform>Die Käfigdaten haben %n Zeile; ein Gitter mit %1 Zeilen braucht %2 (erst Vorgaben, dann Kennungen).</numerusform>
            <numerusform>Die Käfigdaten haben %n Zeilen; ein Gitter mit %1 Zeilen braucht %2 (erst Vorgaben, dann Kennungen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="86"/>
        <source>The cage at %1 shows %2, but the grid holds something else there.</source>
        <translation>Der Käfig bei %1 zeigt %2, aber im Gitter steht dort etwas anderes.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="91"/>
        <source>Keen (KenKen)</source>
        <translation>Keen (KenKen)</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="110"/>
        <source>&quot;%1&quot; is not a Keen (KenKen) game ID, which reads N:&lt;cages&gt;,&lt;clues&gt;.</source>
        <translation>„%1“ ist keine Keen-Spiel-ID (KenKen), die die Form N:&lt;Käfige&gt;,&lt;Vorgaben&gt; hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="14"/>
        <source>Solo (Sudoku)</source>
        <translation>Solo (Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="32"/>
        <source>&quot;%1&quot; is not a plain Solo (Sudoku) game ID, which reads CxR:&lt;description&gt;; Solo IDs with cages, X diagonals or regions are read by their own puzzle types, if any.</source>
        <translation>„%1“ ist keine einfache Solo-Spiel-ID (Sudoku), die die Form CxR:&lt;Beschreibung&gt; hat; Solo-IDs mit Käfigen, X-Diagonalen oder Gebieten liest ihr eigener Rätseltyp, falls es einen gibt.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="38"/>
        <source>the Solo ID&apos;s box %1x%2 is not supported: a box has at least 2 rows and 2 columns, and the grid (rows times columns of the box) at most 64 squares a side.</source>
        <translation>Der Block %1x%2 der Solo-ID wird nicht unterstützt: Ein Block hat mindestens 2 Zeilen und 2 Spalten, und das Gitter (Zeilen mal Spalten des Blocks) höchstens 64 Felder pro Seite.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="45"/>
        <source>&apos;%1&apos; does not belong in a Solo ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and givens as numbers from 1, with &apos;_&apos; between two givens.</source>
        <translation>&apos;%1&apos; gehört nicht in die Beschreibung einer Solo-ID: Sie enthält &apos;a&apos;-&apos;z&apos; für Folgen leerer Felder und Vorgaben als Zahlen ab 1, mit &apos;_&apos; zwischen zwei Vorgaben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="49"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%1 grid has %2.</source>
        <translation>
            <numerusform>Die Beschreibung der Spiel-ID umfasst %n Feld, aber ihr %1x%1-Gitter hat %2.</numerusform>
            <numerusform>Die Beschreibung der Spiel-ID umfasst %n Felder, aber ihr %1x%1-Gitter hat %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="55"/>
        <source>the given %1 is too large for a %2x%2 Sudoku, whose values run from 1 to %2.</source>
        <translation>Die Vorgabe %1 ist zu groß für ein %2x%2-Sudoku, dessen Werte von 1 bis %2 gehen.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuSolutionMaker.cpp" line="136"/>
        <source>These regions leave no way to fill the grid.</source>
        <translation>Mit diesen Regionen lässt sich das Gitter auf keine Weise füllen.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageSteps.cpp" line="75"/>
        <source>The cage at %1 adds up to %2 with %3 different values; only some values make it: that leaves %4.</source>
        <translation>Der Käfig bei %1 ergibt %2 mit %3 verschiedenen Werten; nur manche Werte ergeben das: Es bleibt %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="47"/>
        <source>A cage lies outside the grid.</source>
        <translation>Ein Käfig liegt außerhalb des Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="50"/>
        <source>The cage at %1 is not a sum cage.</source>
        <translation>Der Käfig bei %1 ist kein Summenkäfig.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="53"/>
        <source>The cage at %1 has %2 twice (%3 and %4).</source>
        <translation>Der Käfig bei %1 enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="56"/>
        <source>The cage at %1 adds up to %2, not %3.</source>
        <translation>Der Käfig bei %1 ergibt %2, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="42"/>
        <source>Row %1 of the cage sums has %2 entries, not %3.</source>
        <translation>Zeile %1 der Käfigsummen hat %2 Einträge, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="43"/>
        <source>Row %1 of the cage labels has %2 entries, not %3.</source>
        <translation>Zeile %1 der Käfigmarken hat %2 Einträge, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="60"/>
        <source>The cage sum &quot;%1&quot; at %2 is not a number.</source>
        <translation>Die Käfigsumme „%1“ bei %2 ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="62"/>
        <source>The cage at %1 has two sums (at %2 too).</source>
        <translation>Der Käfig bei %1 hat zwei Summen (auch bei %2).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="69"/>
        <source>The cage at %1 has no sum.</source>
        <translation>Der Käfig bei %1 hat keine Summe.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="102"/>
        <source>The cage at %1 is one square with the sum %2, which is no value from 1 to %3.</source>
        <translation>Der Käfig bei %1 ist ein Feld mit der Summe %2, die kein Wert von 1 bis %3 ist.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="125"/>
        <source>cage sums, then cage labels, then optionally givens</source>
        <translation>Käfigsummen, dann Käfigmarken, dann wahlweise Vorgaben</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="136"/>
        <source>Row %1 of the givens has %2 entries, not %3.</source>
        <translation>Zeile %1 der Vorgaben hat %2 Einträge, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="143"/>
        <source>The given &quot;%1&quot; at %2 is not a value from 1 to %3.</source>
        <translation>Die Vorgabe „%1“ bei %2 ist kein Wert von 1 bis %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/killer/KillerFormat.cpp" line="189"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (sums, then labels).</source>
        <translation>
            <numerusform>Die Käfige haben %n Zeile; ein Gitter mit %1 Zeilen braucht %2 (Summen, dann Marken).</numerusform>
            <numerusform>Die Käfige haben %n Zeilen; ein Gitter mit %1 Zeilen braucht %2 (Summen, dann Marken).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="194"/>
        <source>Solo killer (Killer Sudoku)</source>
        <translation>Solo killer (Killer-Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="213"/>
        <source>&quot;%1&quot; is not a Solo killer game ID, which reads RxCk:&lt;grid&gt;,&lt;cages&gt;,&lt;sums&gt; (3x3k:... for 9x9).</source>
        <translation>„%1“ ist keine Solo-killer-Spiel-ID, die RxCk:&lt;Gitter&gt;,&lt;Käfige&gt;,&lt;Summen&gt; lautet (3x3k:... für 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="220"/>
        <source>The game ID &quot;%1&quot; is for a grid Killer Sudoku does not support (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</source>
        <translation>Die Spiel-ID „%1“ ist für ein Gitter, das Killer-Sudoku nicht unterstützt (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="224"/>
        <source>The game ID &quot;%1&quot; has boxes of %2 rows and %3 columns; a %4x%4 Killer Sudoku has them %5x%6.</source>
        <translation>Die Spiel-ID „%1“ hat Blöcke aus %2 Zeilen und %3 Spalten; ein %4x%4-Killer-Sudoku hat sie %5x%6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="231"/>
        <source>The game ID &quot;%1&quot; must have its grid, its cages and its sums, separated by commas.</source>
        <translation>Die Spiel-ID „%1“ muss ihr Gitter, ihre Käfige und ihre Summen enthalten, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="238"/>
        <source>The game ID &quot;%1&quot; does not describe the %2 squares of its grid.</source>
        <translation>Die Spiel-ID „%1“ beschreibt nicht die %2 Felder ihres Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; gives a value above %2.</source>
        <translation>Die Spiel-ID „%1“ gibt einen Wert über %2 vor.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; does not describe the cages of a %2x%2 grid.</source>
        <translation>Die Spiel-ID „%1“ beschreibt nicht die Käfige eines %2x%2-Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="256"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 more than one sum.</source>
        <translation>Die Spiel-ID „%1“ gibt dem Käfig bei %2 mehr als eine Summe.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="263"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 no sum.</source>
        <translation>Die Spiel-ID „%1“ gibt dem Käfig bei %2 keine Summe.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="17"/>
        <source>Killer Sudoku size &quot;%1&quot; is not supported: give it as NxN with N one of 4, 6, 8, 9, 10 or 12, for example 9x9.</source>
        <translation>Die Killer-Sudoku-Größe „%1“ wird nicht unterstützt: Geben Sie sie als NxN mit N gleich 4, 6, 8, 9, 10 oder 12 an, zum Beispiel 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="41"/>
        <source>Killer Sudoku %1x%1</source>
        <translation>Killer-Sudoku %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="37"/>
        <source>A Killer Sudoku grid must be square, not %1x%2.</source>
        <translation>Ein Killer-Sudoku-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="150"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Zeile %1 enthält insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, die Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="151"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Spalte %1 enthält insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, die Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="152"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Block %1 enthält insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, die Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="153"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Zeilen %1 enthalten insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, die Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="154"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Spalten %1 enthalten insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, die Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="155"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Die Blöcke %1 enthalten insgesamt %2, und die Käfige ganz darin ergeben %3, also ergeben %4, ihre Felder außerhalb dieser Käfige, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="163"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the row, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Zeile %1 enthält insgesamt %2, und die Käfige, die hineinreichen, ergeben %3, also ergeben %4, ihre Felder außerhalb, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="164"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the column, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Spalte %1 enthält insgesamt %2, und die Käfige, die hineinreichen, ergeben %3, also ergeben %4, ihre Felder außerhalb, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="165"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the box, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Block %1 enthält insgesamt %2, und die Käfige, die hineinreichen, ergeben %3, also ergeben %4, ihre Felder außerhalb, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="166"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those rows, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Zeilen %1 enthalten insgesamt %2, und die Käfige, die hineinreichen, ergeben %3, also ergeben %4, ihre Felder außerhalb, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="167"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those columns, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Spalten %1 enthalten insgesamt %2, und die Käfige, die hineinreichen, ergeben %3, also ergeben %4, ihre Felder außerhalb, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="168"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those boxes, add up to %5: that leaves %6.</source>
        <translation>Regel der 45: Die Blöcke %1 enthalten insgesamt %2, und die Käfige, die sie abdecken, ergeben %3, also ergeben %4, ihre Felder außerhalb dieser Blöcke, zusammen %5: Es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="127"/>
        <source>This puzzle type has no clue count to simulate a teacher with.</source>
        <translation>Dieser Rätseltyp hat keine Vorgabenzahl, mit der sich eine Lehrkraft simulieren ließe.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="35"/>
        <source>A Futoshiki grid of %1 rows takes %2 lines of values and signs, not %3.</source>
        <translation>Ein Futoshiki-Gitter mit %1 Zeilen braucht %2 Zeilen mit Werten und Zeichen, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="53"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="66"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 values from 1 to %3 (&quot;.&quot; for an empty square) with &quot;&lt;&quot; or &quot;&gt;&quot; between two of them.</source>
        <translation>Zeile %1 („%2“) sollte %3 Werte von 1 bis %3 enthalten („.“ für ein leeres Feld), mit „&lt;“ oder „&gt;“ zwischen zwei von ihnen.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="60"/>
        <source>The signs&apos; lines show %1 at %2, but the grid holds something else there.</source>
        <translation>Die Zeichenzeilen zeigen %1 bei %2, aber das Gitter enthält dort etwas anderes.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="73"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="83"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 marks between two rows: &quot;^&quot;, &quot;v&quot; or &quot;.&quot;.</source>
        <translation>Zeile %1 („%2“) sollte %3 Zeichen zwischen zwei Gitterzeilen enthalten: „^“, „v“ oder „.“.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="146"/>
        <source>rows of values with signs, and lines of signs between them</source>
        <translation>Zeilen mit Werten und Zeichen, dazwischen Zeilen mit Zeichen</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="175"/>
        <source>Unequal (Futoshiki)</source>
        <translation>Unequal (Futoshiki)</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="183"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) description of a %2x%2 grid.</source>
        <translation>„%1“ ist keine Unequal-Beschreibung (Futoshiki) eines %2x%2-Gitters.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="282"/>
        <source>&quot;%1&quot; is an Unequal game ID in its adjacent mode (&quot;Na:&quot;), which is not supported: Futoshiki reads Unequal&apos;s plain mode (&quot;N:&quot;) only.</source>
        <translation>„%1“ ist eine Unequal-Spiel-ID im Nachbarmodus („Na:“), der nicht unterstützt wird: Futoshiki liest nur Unequals normalen Modus („N:“).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="285"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) game ID, which reads N:&lt;squares&gt;.</source>
        <translation>„%1“ ist keine Unequal-Spiel-ID (Futoshiki), die die Form N:&lt;Felder&gt; hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="15"/>
        <source>Futoshiki size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5.</source>
        <translation>Die Futoshiki-Größe „%1“ wird nicht unterstützt: Geben Sie sie als NxN mit N von %2 bis %3 an, zum Beispiel 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="36"/>
        <source>Futoshiki %1</source>
        <translation>Futoshiki %1</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="78"/>
        <source>The sign makes %1 smaller than %2: %1 stays below %3, the largest value %2 can hold, and %2 stays above %4, the smallest value %1 can hold.</source>
        <translation>Das Zeichen macht %1 kleiner als %2: %1 bleibt unter %3, dem größten Wert, den %2 haben kann, und %2 bleibt über %4, dem kleinsten Wert, den %1 haben kann.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="120"/>
        <source>Along the signs %1 is larger than %2, which lie in one row and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Entlang der Zeichen ist %1 größer als %2; diese liegen in einer Zeile und enthalten daher %3 verschiedene Werte: Einer davon ist mindestens %4, also ist %1 größer als %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="122"/>
        <source>Along the signs %1 is larger than %2, which lie in one column and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Entlang der Zeichen ist %1 größer als %2; diese liegen in einer Spalte und enthalten daher %3 verschiedene Werte: Einer davon ist mindestens %4, also ist %1 größer als %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="124"/>
        <source>Along the signs %1 is smaller than %2, which lie in one row and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Entlang der Zeichen ist %1 kleiner als %2; diese liegen in einer Zeile und enthalten daher %3 verschiedene Werte: Einer davon ist höchstens %4, also ist %1 kleiner als %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="126"/>
        <source>Along the signs %1 is smaller than %2, which lie in one column and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Entlang der Zeichen ist %1 kleiner als %2; diese liegen in einer Spalte und enthalten daher %3 verschiedene Werte: Einer davon ist höchstens %4, also ist %1 kleiner als %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="104"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in row %4 (%5), so the rest of row %4 has no %3.</source>
        <translation>Jede Wertemenge, mit der der Käfig bei %1 die Summe %2 ergibt, enthält %3, und im Käfig kann %3 nur in Zeile %4 stehen (%5), also hat der Rest von Zeile %4 keine %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="105"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in column %4 (%5), so the rest of column %4 has no %3.</source>
        <translation>Jede Wertemenge, mit der der Käfig bei %1 die Summe %2 ergibt, enthält %3, und im Käfig kann %3 nur in Spalte %4 stehen (%5), also hat der Rest von Spalte %4 keine %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="106"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="107"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in box %4 (%5), so the rest of box %4 has no %3.</source>
        <translation>Jede Wertemenge, mit der der Käfig bei %1 die Summe %2 ergibt, enthält %3, und im Käfig kann %3 nur in Block %4 stehen (%5), also hat der Rest von Block %4 keine %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="153"/>
        <source>In row %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>In Zeile %1 kann der Wert %2 nur in %3 stehen, Feldern des Käfigs bei %4, also enthält dieser Käfig %2: Von den Wertemengen mit der Summe %5 bleiben nur die mit %2, und es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="154"/>
        <source>In column %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>In Spalte %1 kann der Wert %2 nur in %3 stehen, Feldern des Käfigs bei %4, also enthält dieser Käfig %2: Von den Wertemengen mit der Summe %5 bleiben nur die mit %2, und es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="155"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="156"/>
        <source>In box %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>In Block %1 kann der Wert %2 nur in %3 stehen, Feldern des Käfigs bei %4, also enthält dieser Käfig %2: Von den Wertemengen mit der Summe %5 bleiben nur die mit %2, und es bleibt %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="208"/>
        <source>Hidden cage: %1, the squares of row %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Versteckter Käfig: %1, die Felder von Zeile %2 außerhalb der Käfige ganz darin, ergeben wie ein Käfig %3 mit verschiedenen Werten; die passenden Wertemengen lassen %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="209"/>
        <source>Hidden cage: %1, the squares of column %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Versteckter Käfig: %1, die Felder von Spalte %2 außerhalb der Käfige ganz darin, ergeben wie ein Käfig %3 mit verschiedenen Werten; die passenden Wertemengen lassen %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="210"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="211"/>
        <source>Hidden cage: %1, the squares of box %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Versteckter Käfig: %1, die Felder von Block %2 außerhalb der Käfige ganz darin, ergeben wie ein Käfig %3 mit verschiedenen Werten; die passenden Wertemengen lassen %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="35"/>
        <source>Only one building is seen from above column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Von oben in Spalte %1 sieht man nur ein Haus, also steht das höchste, %2, direkt am Hinweis: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="36"/>
        <source>Only one building is seen from below column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Von unten in Spalte %1 sieht man nur ein Haus, also steht das höchste, %2, direkt am Hinweis: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="37"/>
        <source>Only one building is seen from the left of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Von links in Zeile %1 sieht man nur ein Haus, also steht das höchste, %2, direkt am Hinweis: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="38"/>
        <source>Only one building is seen from the right of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Von rechts in Zeile %1 sieht man nur ein Haus, also steht das höchste, %2, direkt am Hinweis: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="39"/>
        <source>All %1 buildings are seen from above column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Von oben in Spalte %2 sieht man alle %1 Häuser, also steigen sie vom Hinweis aus 1, 2, ... an: %4 ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="40"/>
        <source>All %1 buildings are seen from below column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Von unten in Spalte %2 sieht man alle %1 Häuser, also steigen sie vom Hinweis aus 1, 2, ... an: %4 ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="41"/>
        <source>All %1 buildings are seen from the left of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Von links in Zeile %2 sieht man alle %1 Häuser, also steigen sie vom Hinweis aus 1, 2, ... an: %4 ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="42"/>
        <source>All %1 buildings are seen from the right of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Von rechts in Zeile %2 sieht man alle %1 Häuser, also steigen sie vom Hinweis aus 1, 2, ... an: %4 ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="159"/>
        <source>%1 buildings are seen from above column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Von oben in Spalte %2 sieht man %1 Häuser: Jedes hohe Haus braucht davor Platz für die niedrigeren, die man vor ihm sieht; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="160"/>
        <source>%1 buildings are seen from below column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Von unten in Spalte %2 sieht man %1 Häuser: Jedes hohe Haus braucht davor Platz für die niedrigeren, die man vor ihm sieht; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="161"/>
        <source>%1 buildings are seen from the left of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Von links in Zeile %2 sieht man %1 Häuser: Jedes hohe Haus braucht davor Platz für die niedrigeren, die man vor ihm sieht; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="162"/>
        <source>%1 buildings are seen from the right of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Von rechts in Zeile %2 sieht man %1 Häuser: Jedes hohe Haus braucht davor Platz für die niedrigeren, die man vor ihm sieht; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="164"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Die höchsten Häuser, die schon in Spalte %2 stehen, zeigen alle bis auf eines der %1, die man von oben sieht: Das Haus am Hinweis muss die anderen vor ihnen verdecken; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="165"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Die höchsten Häuser, die schon in Spalte %2 stehen, zeigen alle bis auf eines der %1, die man von unten sieht: Das Haus am Hinweis muss die anderen vor ihnen verdecken; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="166"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Die höchsten Häuser, die schon in Zeile %2 stehen, zeigen alle bis auf eines der %1, die man von links sieht: Das Haus am Hinweis muss die anderen vor ihnen verdecken; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="167"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Die höchsten Häuser, die schon in Zeile %2 stehen, zeigen alle bis auf eines der %1, die man von rechts sieht: Das Haus am Hinweis muss die anderen vor ihnen verdecken; also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="168"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Die höchsten schon gesetzten Häuser in Spalte %2 zeigen bereits alle außer einem der %1, die man von oben sieht: Das Feld am Hinweis ist leer oder enthält das höchste der Häuser vor ihnen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="169"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Die höchsten schon gesetzten Häuser in Spalte %2 zeigen bereits alle außer einem der %1, die man von unten sieht: Das Feld am Hinweis ist leer oder enthält das höchste der Häuser vor ihnen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="170"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Die höchsten schon gesetzten Häuser in Zeile %2 zeigen bereits alle außer einem der %1, die man von links sieht: Das Feld am Hinweis ist leer oder enthält das höchste der Häuser vor ihnen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="171"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Die höchsten schon gesetzten Häuser in Zeile %2 zeigen bereits alle außer einem der %1, die man von rechts sieht: Das Feld am Hinweis ist leer oder enthält das höchste der Häuser vor ihnen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="209"/>
        <source>No way to fill column %2 shows %1 buildings from above: the grid has a mistake.</source>
        <translation>Keine Füllung von Spalte %2 zeigt von oben %1 Häuser: Das Gitter enthält einen Fehler.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="210"/>
        <source>No way to fill column %2 shows %1 buildings from below: the grid has a mistake.</source>
        <translation>Keine Füllung von Spalte %2 zeigt von unten %1 Häuser: Das Gitter enthält einen Fehler.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="211"/>
        <source>No way to fill row %2 shows %1 buildings from the left: the grid has a mistake.</source>
        <translation>Keine Füllung von Zeile %2 zeigt von links %1 Häuser: Das Gitter enthält einen Fehler.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="212"/>
        <source>No way to fill row %2 shows %1 buildings from the right: the grid has a mistake.</source>
        <translation>Keine Füllung von Zeile %2 zeigt von rechts %1 Häuser: Das Gitter enthält einen Fehler.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="213"/>
        <source>Column %2 must show %1 buildings from above. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>Spalte %2 muss von oben %1 Häuser zeigen. Keine Füllung aus ihren Kandidaten, die das tut, setzt eine Höhe dorthin, wo dieser Hinweis sie streicht: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="214"/>
        <source>Column %2 must show %1 buildings from below. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>Spalte %2 muss von unten %1 Häuser zeigen. Keine Füllung aus ihren Kandidaten, die das tut, setzt eine Höhe dorthin, wo dieser Hinweis sie streicht: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="215"/>
        <source>Row %2 must show %1 buildings from the left. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>Zeile %2 muss von links %1 Häuser zeigen. Keine Füllung aus ihren Kandidaten, die das tut, setzt eine Höhe dorthin, wo dieser Hinweis sie streicht: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="216"/>
        <source>Row %2 must show %1 buildings from the right. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>Zeile %2 muss von rechts %1 Häuser zeigen. Keine Füllung aus ihren Kandidaten, die das tut, setzt eine Höhe dorthin, wo dieser Hinweis sie streicht: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="74"/>
        <source>A clue outside the grid is %1, but clues only go from 1 to %2 on this grid.</source>
        <translation>Ein Hinweis außerhalb des Gitters ist %1, aber Hinweise gehen bei diesem Gitter nur von 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="81"/>
        <source>Row %1 has more than %2 empty squares.</source>
        <translation>Zeile %1 hat mehr als %2 leere Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="82"/>
        <source>Column %1 has more than %2 empty squares.</source>
        <translation>Spalte %1 hat mehr als %2 leere Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="40"/>
        <source>Diagonal %1, from the top left, has %2 twice (%3 and %4).</source>
        <translation>Die Diagonale %1, von links oben, enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="41"/>
        <source>Diagonal %1, from the top right, has %2 twice (%3 and %4).</source>
        <translation>Die Diagonale %1, von rechts oben, enthält %2 zweimal (%3 und %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="83"/>
        <source>Diagonal %1, from the top left, has more than %2 empty squares.</source>
        <translation>Die Diagonale %1, von links oben, hat mehr als %2 leere Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="84"/>
        <source>Diagonal %1, from the top right, has more than %2 empty squares.</source>
        <translation>Die Diagonale %1, von rechts oben, hat mehr als %2 leere Felder.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="92"/>
        <source>Column %2 is full, but %3 buildings are seen from above it, not %1.</source>
        <translation>Spalte %2 ist voll, aber von oben sieht man %3 Häuser, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="93"/>
        <source>Column %2 is full, but %3 buildings are seen from below it, not %1.</source>
        <translation>Spalte %2 ist voll, aber von unten sieht man %3 Häuser, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="94"/>
        <source>Row %2 is full, but %3 buildings are seen from its left, not %1.</source>
        <translation>Zeile %2 ist voll, aber von links sieht man %3 Häuser, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="95"/>
        <source>Row %2 is full, but %3 buildings are seen from its right, not %1.</source>
        <translation>Zeile %2 ist voll, aber von rechts sieht man %3 Häuser, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="27"/>
        <source>The %1 has %2 entries; it needs %3.</source>
        <translation>%1 hat %2 Einträge; nötig sind %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="36"/>
        <source>&quot;%1&quot; in the %2 is not a number from 1 to %3.</source>
        <translation>„%1“ in %2 ist keine Zahl von 1 bis %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="83"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="56"/>
        <source>A Skyscrapers grid must be square, not %1x%2.</source>
        <translation>Ein Wolkenkratzer-Gitter muss quadratisch sein, nicht %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="98"/>
        <source>four rows of clues outside the grid (above, below, left, right), then the rows of givens</source>
        <translation>vier Zeilen mit Hinweisen außerhalb des Gitters (oben, unten, links, rechts), dann die Zeilen mit Vorgaben</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="119"/>
        <source>A Skyscrapers size line is &quot;N N&quot;, &quot;N N V&quot; (heights 1 to V) or &quot;N N V D&quot; (different values on the diagonals too), not one ending in &quot;%1&quot;.</source>
        <translation>Eine Größenzeile für Wolkenkratzer lautet „N N“, „N N V“ (Höhen 1 bis V) oder „N N V D“ (auch verschiedene Werte auf den Diagonalen), nicht eine, die auf „%1“ endet.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="134"/>
        <source>A Skyscrapers puzzle has 4 rows of clues and %1 rows of givens after its size line, not %2 lines.</source>
        <translation>Ein Wolkenkratzer-Rätsel hat nach seiner Größenzeile 4 Zeilen mit Hinweisen und %1 Zeilen mit Vorgaben, nicht %2 Zeilen.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="171"/>
        <source>A Skyscrapers puzzle&apos;s structure is 4 rows of clues, not %1 lines.</source>
        <translation>Die Struktur eines Wolkenkratzer-Rätsels besteht aus 4 Zeilen mit Hinweisen, nicht aus %1 Zeilen.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="175"/>
        <source>Towers (Skyscrapers)</source>
        <translation>Towers (Wolkenkratzer)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="229"/>
        <source>&quot;%1&quot; is not a Towers (Skyscrapers) game ID, which reads N:&lt;clues with / between&gt;[,&lt;givens&gt;].</source>
        <translation>„%1“ ist keine Towers-Spiel-ID (Wolkenkratzer), die die Form N:&lt;Hinweise mit / dazwischen&gt;[,&lt;Vorgaben&gt;] hat.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="233"/>
        <source>Skyscrapers grids here are %1x%1 to %2x%2, not %3x%3.</source>
        <translation>Wolkenkratzer-Gitter sind hier %1x%1 bis %2x%2 groß, nicht %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="236"/>
        <source>A %1x%1 Towers game ID has %2 clues (one per side of each row and column), not %3.</source>
        <translation>Eine Towers-Spiel-ID für %1x%1 hat %2 Hinweise (einen pro Seite jeder Zeile und Spalte), nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="246"/>
        <source>The clue &quot;%1&quot; is not a number from 1 to %2.</source>
        <translation>Der Hinweis „%1“ ist keine Zahl von 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="254"/>
        <source>The givens of the Towers game ID cover %1 squares; a %2x%2 grid has %3.</source>
        <translation>Die Vorgaben der Towers-Spiel-ID umfassen %1 Felder; ein %2x%2-Gitter hat %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="261"/>
        <source>The given %1 is larger than %2.</source>
        <translation>Die Vorgabe %1 ist größer als %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="32"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares, different values on the diagonals</source>
        <translation>Wolkenkratzer %1, Höhen 1 bis %2 mit leeren Feldern, verschiedene Werte auf den Diagonalen</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="35"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares</source>
        <translation>Wolkenkratzer %1, Höhen 1 bis %2 mit leeren Feldern</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="37"/>
        <source>Skyscrapers %1, different values on the diagonals</source>
        <translation>Wolkenkratzer %1, verschiedene Werte auf den Diagonalen</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="38"/>
        <source>Skyscrapers %1</source>
        <translation>Wolkenkratzer %1</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="46"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen, and both main diagonals hold different values too.</source>
        <translation>Hier gehen die Höhen nur von 1 bis %1: Jede Zeile und Spalte hat außerdem ein leeres Feld (×), das nie gesehen wird, und auch beide Hauptdiagonalen enthalten verschiedene Werte.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="50"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen and hiding nothing.</source>
        <translation>Hier gehen die Höhen nur von 1 bis %1: Jede Zeile und Spalte hat außerdem ein leeres Feld (×), das nie gesehen wird und nichts verdeckt.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="54"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has %2 empty squares (×), never seen and hiding nothing.</source>
        <translation>Hier gehen die Höhen nur von 1 bis %1: Jede Zeile und Spalte hat außerdem %2 leere Felder (×), die nie gesehen werden und nichts verdecken.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="58"/>
        <source>Both main diagonals hold different values too.</source>
        <translation>Auch beide Hauptdiagonalen enthalten verschiedene Werte.</translation>
    </message>
    <message>
        <location filename="../engine/generate/TargetedGeneration.cpp" line="107"/>
        <source>At this size only these classes can be generated in reasonable time: %1. The others are not offered.</source>
        <translation>Bei dieser Größe lassen sich nur diese Klassen in vertretbarer Zeit erzeugen: %1. Die anderen werden nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="12"/>
        <source>Skyscrapers size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5; add &quot;:V&quot; for heights 1 to V with empty squares (5x5:4) and &quot;d&quot; for different values on both diagonals too (5x5:d, 5x5:4d).</source>
        <translation>Die Wolkenkratzer-Größe „%1“ wird nicht unterstützt: Geben Sie sie als NxN mit N von %2 bis %3 an, zum Beispiel 5x5; hängen Sie „:V“ für Höhen 1 bis V mit leeren Feldern an (5x5:4) und „d“ für verschiedene Werte auch auf beiden Diagonalen (5x5:d, 5x5:4d).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="25"/>
        <source>The heights of a %1x%1 Skyscrapers grid go from 1 up to at most %1, not up to %2.</source>
        <translation>Die Höhen eines Wolkenkratzer-Gitters %1x%1 gehen von 1 bis höchstens %1, nicht bis %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="30"/>
        <source>Different values on the diagonals are supported with at most one empty square per line, not with %1 (heights 1 to %2 on a %3x%3 grid).</source>
        <translation>Verschiedene Werte auf den Diagonalen werden mit höchstens einem leeren Feld pro Linie unterstützt, nicht mit %1 (Höhen 1 bis %2 auf einem Gitter %3x%3).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="20"/>
        <source>%1×%1 (heights 1-%2)</source>
        <translation>%1×%1 (Höhen 1-%2)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="21"/>
        <source>%1×%1 (diagonals)</source>
        <translation>%1×%1 (Diagonalen)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="23"/>
        <source>%1×%1 (1-%2, diagonals)</source>
        <translation>%1×%1 (1-%2, Diagonalen)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="40"/>
        <source>skyscrapers only: the size and rule options, NxN[:V][d]: heights 1 to V with empty squares in every line (5x5:4), d for different values on both diagonals too (5x5:d, 5x5:4d); wins over --size.</source>
        <translation>nur skyscrapers: die Größe und die Regeloptionen, NxN[:V][d]: Höhen 1 bis V mit leeren Feldern in jeder Linie (5x5:4), d für verschiedene Werte auch auf beiden Diagonalen (5x5:d, 5x5:4d); hat Vorrang vor --size.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="80"/>
        <source>In rows %1, the value %2 can only go in columns %3, so those columns have no other %2.</source>
        <translation>In den Zeilen %1 kann der Wert %2 nur in den Spalten %3 stehen, also gibt es in diesen Spalten sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="81"/>
        <source>In columns %1, the value %2 can only go in rows %3, so those rows have no other %2.</source>
        <translation>In den Spalten %1 kann der Wert %2 nur in den Zeilen %3 stehen, also gibt es in diesen Zeilen sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="114"/>
        <source>Row %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>Zeile %1 enthält schon %2, also kann kein anderes ihrer Felder es: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="115"/>
        <source>Column %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>Spalte %1 enthält schon %2, also kann kein anderes ihrer Felder es: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="161"/>
        <source>Row %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>Zeile %1 hat schon ihre %2 leeren Felder, also ist kein anderes ihrer Felder leer.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="162"/>
        <source>Column %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>Spalte %1 hat schon ihre %2 leeren Felder, also ist kein anderes ihrer Felder leer.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="163"/>
        <source>Row %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>Zeile %1 hat %2 leere Felder, und nur so viele ihrer Felder können leer sein: Sie sind es.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="164"/>
        <source>Column %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>Spalte %1 hat %2 leere Felder, und nur so viele ihrer Felder können leer sein: Sie sind es.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="202"/>
        <source>Only one building is seen from above column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Von oben in Spalte %1 sieht man nur ein Haus: Das erste Haus vom Hinweis aus ist das höchste, %2, mit nur leeren Feldern davor, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="203"/>
        <source>Only one building is seen from below column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Von unten in Spalte %1 sieht man nur ein Haus: Das erste Haus vom Hinweis aus ist das höchste, %2, mit nur leeren Feldern davor, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="204"/>
        <source>Only one building is seen from the left of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Von links in Zeile %1 sieht man nur ein Haus: Das erste Haus vom Hinweis aus ist das höchste, %2, mit nur leeren Feldern davor, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="205"/>
        <source>Only one building is seen from the right of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Von rechts in Zeile %1 sieht man nur ein Haus: Das erste Haus vom Hinweis aus ist das höchste, %2, mit nur leeren Feldern davor, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="209"/>
        <source>All %1 buildings are seen from above column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Von oben in Spalte %2 sieht man alle %1 Häuser: Sie steigen vom Hinweis aus 1, 2, ... an, die leeren Felder irgendwo dazwischen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="210"/>
        <source>All %1 buildings are seen from below column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Von unten in Spalte %2 sieht man alle %1 Häuser: Sie steigen vom Hinweis aus 1, 2, ... an, die leeren Felder irgendwo dazwischen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="211"/>
        <source>All %1 buildings are seen from the left of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Von links in Zeile %2 sieht man alle %1 Häuser: Sie steigen vom Hinweis aus 1, 2, ... an, die leeren Felder irgendwo dazwischen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="212"/>
        <source>All %1 buildings are seen from the right of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Von rechts in Zeile %2 sieht man alle %1 Häuser: Sie steigen vom Hinweis aus 1, 2, ... an, die leeren Felder irgendwo dazwischen, also %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="92"/>
        <source>In region %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>In Region %1 kann der Wert %2 nur in Zeile %3 stehen (%4), also hat Zeile %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="93"/>
        <source>In box %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>In Block %1 kann der Wert %2 nur in Zeile %3 stehen (%4), also hat Zeile %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="94"/>
        <source>In region %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>In Region %1 kann der Wert %2 nur in Spalte %3 stehen (%4), also hat Spalte %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="95"/>
        <source>In box %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>In Block %1 kann der Wert %2 nur in Spalte %3 stehen (%4), also hat Spalte %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="128"/>
        <source>In row %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>In Zeile %1 kann der Wert %2 nur in Region %3 stehen (%4), also hat Region %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="129"/>
        <source>In row %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>In Zeile %1 kann der Wert %2 nur in Block %3 stehen (%4), also hat Block %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="130"/>
        <source>In column %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>In Spalte %1 kann der Wert %2 nur in Region %3 stehen (%4), also hat Region %3 sonst keine %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="131"/>
        <source>In column %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>In Spalte %1 kann der Wert %2 nur in Block %3 stehen (%4), also hat Block %3 sonst keine %2.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="90"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>es ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="93"/>
        <source>it is not a Puzzlesmith game history</source>
        <translation>es ist kein Spielverlauf von Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="95"/>
        <source>it was written by a newer version of Puzzlesmith</source>
        <translation>er wurde von einer neueren Version von Puzzlesmith geschrieben</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="100"/>
        <source>game %1 in it is incomplete or has impossible values</source>
        <translation>Spiel %1 darin ist unvollständig oder hat unmögliche Werte</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="143"/>
        <source>it is too large to be a game history</source>
        <translation>sie ist zu groß für einen Spielverlauf</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="157"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It was kept as &quot;%3&quot;, and a new history starts.</source>
        <translation>Ihr Spielverlauf „%1“ konnte nicht gelesen werden: %2. Er wurde als „%3“ aufbewahrt, und ein neuer Verlauf beginnt.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="159"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It is left as it is, and games are not recorded until it is moved away.</source>
        <translation>Ihr Spielverlauf „%1“ konnte nicht gelesen werden: %2. Er bleibt unverändert, und Spiele werden erst wieder aufgezeichnet, wenn er verschoben ist.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="171"/>
        <source>The game history is not saved: the old file could not be moved aside.</source>
        <translation>Der Spielverlauf wird nicht gespeichert: Die alte Datei konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="182"/>
        <source>Cannot write the game history &quot;%1&quot;: %2</source>
        <translation>Der Spielverlauf „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="189"/>
        <source>Cannot save the game history &quot;%1&quot;: %2. The previous file is unchanged.</source>
        <translation>Der Spielverlauf „%1“ kann nicht gespeichert werden: %2. Die bisherige Datei ist unverändert.</translation>
    </message>
</context>
<context>
    <name>GameHistoryDialog</name>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="18"/>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="138"/>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="152"/>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="163"/>
        <source>My Games</source>
        <translation>Meine Spiele</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="21"/>
        <source>Every game you finish is recorded here, on this computer only, in &quot;%1&quot;. Nothing is sent anywhere. Delete games below, or the whole history.</source>
        <translation>Jedes beendete Spiel wird hier aufgezeichnet, nur auf diesem Computer, in „%1“. Nichts wird irgendwohin gesendet. Unten können Sie Spiele oder den ganzen Verlauf löschen.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="35"/>
        <source>Your finished games, newest first: the time you took and the time predicted before you started</source>
        <translation>Ihre beendeten Spiele, neueste zuerst: Ihre Zeit und die vor dem Start vorhergesagte Zeit</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="36"/>
        <source>Finished games</source>
        <translation>Beendete Spiele</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="41"/>
        <source>Prediction quality</source>
        <translation>Güte der Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="45"/>
        <source>&amp;Delete Selected</source>
        <translation>Auswahl &amp;löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="46"/>
        <source>Delete the selected games from the history</source>
        <translation>Die ausgewählten Spiele aus dem Verlauf löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="47"/>
        <source>Delete &amp;All…</source>
        <translation>&amp;Alle löschen…</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="48"/>
        <source>Delete every recorded game; the predictions start again from the puzzles&apos; difficulty</source>
        <translation>Alle aufgezeichneten Spiele löschen; die Vorhersagen gehen wieder von der Schwierigkeit der Rätsel aus</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="49"/>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="72"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="99"/>
        <source>Working out how good the predictions have been…</source>
        <translation>Die Güte der bisherigen Vorhersagen wird ermittelt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="109"/>
        <source>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n game(s)).</source>
        <translation>
            <numerusform>Vor Ihren Spielen angezeigte Vorhersagen: im Mittel %1 Minuten daneben; %2 % innerhalb eines Viertels Ihrer Zeit (%n Spiel).</numerusform>
            <numerusform>Vor Ihren Spielen angezeigte Vorhersagen: im Mittel %1 Minuten daneben; %2 % innerhalb eines Viertels Ihrer Zeit (%n Spiele).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="114"/>
        <source>No prediction has been checked against a finished game yet.</source>
        <translation>Noch keine Vorhersage wurde an einem beendeten Spiel geprüft.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="116"/>
        <source>Your model now, each game predicted from the others: off by %1 minutes on average, %2% within a quarter (from the puzzle&apos;s difficulty alone: %3 minutes, %4%).</source>
        <translation>Ihr jetziges Modell, jedes Spiel aus den anderen vorhergesagt: im Mittel %1 Minuten daneben, %2 % innerhalb eines Viertels (nur aus der Schwierigkeit des Rätsels: %3 Minuten, %4 %).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="123"/>
        <source>Checking your own model needs %n more game(s) that you fill mostly yourself (not by Apply Hint or Reveal).</source>
        <translation>
            <numerusform>Für die Prüfung Ihres eigenen Modells braucht es noch %n Spiel, das Sie größtenteils selbst ausfüllen (nicht mit „Anwenden“ oder „Aufdecken“).</numerusform>
            <numerusform>Für die Prüfung Ihres eigenen Modells braucht es noch %n Spiele, die Sie größtenteils selbst ausfüllen (nicht mit „Anwenden“ oder „Aufdecken“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="126"/>
        <source>%n game(s) finished mostly by Apply Hint or Reveal are left out of the predictions and these figures: their times say little about your own pace.</source>
        <translation>
            <numerusform>%n Spiel, das größtenteils mit „Anwenden“ oder „Aufdecken“ beendet wurde, bleibt bei den Vorhersagen und diesen Zahlen außen vor: Seine Zeit sagt wenig über Ihr eigenes Tempo.</numerusform>
            <numerusform>%n Spiele, die größtenteils mit „Anwenden“ oder „Aufdecken“ beendet wurden, bleiben bei den Vorhersagen und diesen Zahlen außen vor: Ihre Zeiten sagen wenig über Ihr eigenes Tempo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="148"/>
        <source>Delete %n game(s) from your history?</source>
        <translation>
            <numerusform>%n Spiel aus Ihrem Verlauf löschen?</numerusform>
            <numerusform>%n Spiele aus Ihrem Verlauf löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="158"/>
        <source>Delete all %n recorded game(s)? Predictions start again from the puzzles&apos; difficulty.</source>
        <translation>
            <numerusform>Das %n aufgezeichnete Spiel löschen? Die Vorhersagen gehen wieder von der Schwierigkeit der Rätsel aus.</numerusform>
            <numerusform>Alle %n aufgezeichneten Spiele löschen? Die Vorhersagen gehen wieder von der Schwierigkeit der Rätsel aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridText</name>
    <message>
        <location filename="../app/document/GridText.cpp" line="101"/>
        <source>Line %1: &apos;%2&apos; in row %3 is not a value. A row without spaces may hold only the digits 0-9 and &apos;-&apos; or &apos;.&apos; for an empty square; write larger values as numbers with spaces between them (&quot;12 - 3&quot;).</source>
        <translation>Zeile %1: &apos;%2&apos; in Gitterzeile %3 ist kein Wert. Eine Zeile ohne Leerzeichen darf nur die Ziffern 0-9 und &apos;-&apos; oder &apos;.&apos; für ein leeres Feld enthalten; schreiben Sie größere Werte als Zahlen mit Leerzeichen dazwischen („12 - 3“).</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="113"/>
        <source>Line %1: the value %2 in row %3 is too large; values run from 0 to 65535.</source>
        <translation>Zeile %1: Der Wert %2 in Gitterzeile %3 ist zu groß; Werte gehen von 0 bis 65535.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="118"/>
        <source>Line %1: the value %2 in row %3 is negative; values run from 0 to 65535, and &apos;-&apos; alone marks an empty square.</source>
        <translation>Zeile %1: Der Wert %2 in Gitterzeile %3 ist negativ; Werte gehen von 0 bis 65535, und &apos;-&apos; allein markiert ein leeres Feld.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="122"/>
        <source>Line %1: &quot;%2&quot; in row %3 is not a value. Write a given as a number from 0 to 65535 and an empty square as &apos;-&apos; or &apos;.&apos;, with spaces between them.</source>
        <translation>Zeile %1: „%2“ in Gitterzeile %3 ist kein Wert. Schreiben Sie eine Vorgabe als Zahl von 0 bis 65535 und ein leeres Feld als &apos;-&apos; oder &apos;.&apos;, mit Leerzeichen dazwischen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="133"/>
        <source>Line %1: row %2: found %n value(s), expected %3.</source>
        <translation>
            <numerusform>Zeile %1: Gitterzeile %2: %n Wert gefunden, %3 erwartet.</numerusform>
            <numerusform>Zeile %1: Gitterzeile %2: %n Werte gefunden, %3 erwartet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="197"/>
        <source>Line %1: &quot;%2&quot; is a game ID of a kind not read here. Game IDs are read for %3.</source>
        <translation>Zeile %1: „%2“ ist eine Spiel-ID einer Art, die hier nicht gelesen wird. Spiel-IDs werden gelesen für %3.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="210"/>
        <location filename="../app/document/GridText.cpp" line="304"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="212"/>
        <source> It reads as a %1 ID: is the puzzle type right?</source>
        <translation> Sie lässt sich als %1-ID lesen: Stimmt der Rätseltyp?</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="307"/>
        <source>Line %1: the size line &quot;%2&quot; ends in a letter, which marks a variant of the puzzle (D: different values on both diagonals as well). Puzzlesmith does not read such variants of this puzzle type.</source>
        <translation>Zeile %1: Die Größenzeile „%2“ endet auf einen Buchstaben, der eine Variante des Rätsels kennzeichnet (D: auch verschiedene Werte auf beiden Diagonalen). Puzzlesmith liest solche Varianten dieses Rätseltyps nicht.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="313"/>
        <source>Line %1: the size line gives %2 as the highest value of a %3x%4 grid, so some squares of every line stay empty. Puzzlesmith does not read such puzzles of this type; its puzzles hold every value from 1 to %5 in each line.</source>
        <translation>Zeile %1: Die Größenzeile gibt %2 als höchsten Wert eines Gitters %3x%4 an, also bleiben in jeder Linie einige Felder leer. Puzzlesmith liest solche Rätsel dieses Typs nicht; seine Rätsel enthalten in jeder Linie jeden Wert von 1 bis %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="373"/>
        <source>Line %1: the text ends after %2 of the %n row(s)%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</source>
        <translation>
            <numerusform>Zeile %1: Der Text endet nach %2 von %n Zeile%3, die dieses %4Rätsel braucht. Ergänzen Sie die fehlenden Zeilen oder korrigieren Sie die Größenzeile.</numerusform>
            <numerusform>Zeile %1: Der Text endet nach %2 der %n Zeilen%3, die dieses %4Rätsel braucht. Ergänzen Sie die fehlenden Zeilen oder korrigieren Sie die Größenzeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="377"/>
        <source>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row(s)%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</source>
        <translation>
            <numerusform>Zeile %1: Die Leerzeile beendet das %4Rätsel ab Zeile %2 nach %3 von %n Zeile%5. Ergänzen Sie die fehlenden Zeilen oder korrigieren Sie seine Größenzeile „%6 %7“.</numerusform>
            <numerusform>Zeile %1: Die Leerzeile beendet das %4Rätsel ab Zeile %2 nach %3 seiner %n Zeilen%5. Ergänzen Sie die fehlenden Zeilen oder korrigieren Sie seine Größenzeile „%6 %7“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="162"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="163"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="200"/>
        <source>Line %1: game IDs are read for %2 puzzles only, not for &quot;%3&quot;.</source>
        <translation>Zeile %1: Spiel-IDs werden nur für %2 gelesen, nicht für „%3“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="437"/>
        <source>Line %1: the puzzle from line %2 already has the %n row(s) its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</source>
        <translation>
            <numerusform>Zeile %1: Das Rätsel ab Zeile %2 hat schon die %n Zeile, die seine Größenzeile „%3 %4“ ankündigt. Korrigieren Sie die Größenzeile, falls dies eine weitere Zeile ist, oder setzen Sie eine Leerzeile vor das nächste Rätsel.</numerusform>
            <numerusform>Zeile %1: Das Rätsel ab Zeile %2 hat schon die %n Zeilen, die seine Größenzeile „%3 %4“ ankündigt. Korrigieren Sie die Größenzeile, falls dies eine weitere Zeile ist, oder setzen Sie eine Leerzeile vor das nächste Rätsel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="455"/>
        <source>Line %1: a grid has 1 to 64 rows and 1 to 64 columns, not %2 and %3.</source>
        <translation>Zeile %1: Ein Gitter hat 1 bis 64 Zeilen und 1 bis 64 Spalten, nicht %2 und %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="458"/>
        <source>%1 row(s)</source>
        <translation>
            <numerusform>%1 Zeile</numerusform>
            <numerusform>%1 Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="459"/>
        <source>%1 column(s)</source>
        <translation>
            <numerusform>%1 Spalte</numerusform>
            <numerusform>%1 Spalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="331"/>
        <source>The puzzle from line %1: %2</source>
        <translation>Das Rätsel ab Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="445"/>
        <source>Line %1: expected a size line such as &quot;9 9&quot; (rows, then columns) or a game ID such as &quot;5x5:2a5b3a34c2b5a2c3c&quot;, found &quot;%2&quot;.</source>
        <translation>Zeile %1: Erwartet wurde eine Größenzeile wie „9 9“ (Zeilen, dann Spalten) oder eine Spiel-ID wie „5x5:2a5b3a34c2b5a2c3c“, gefunden wurde „%2“.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="470"/>
        <source>The text holds no puzzle: expected a size line such as &quot;9 9&quot; (rows, then columns) followed by one line per row, or a game ID.</source>
        <translation>Der Text enthält kein Rätsel: Erwartet wurde eine Größenzeile wie „9 9“ (Zeilen, dann Spalten), gefolgt von einer Zeile pro Gitterzeile, oder eine Spiel-ID.</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../app/gui/GridView.cpp" line="336"/>
        <source>Paused

Click the grid or press Resume to go on.</source>
        <translation>Pausiert

Klicken Sie ins Gitter oder auf „Spiel fortsetzen“, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../app/gui/GridView.cpp" line="346"/>
        <source>Choose a size on the left and press Generate:
the grid empties here, square by square.</source>
        <translation>Wählen Sie links eine Größe und klicken Sie auf „Erzeugen“:
Hier leert sich das Gitter Feld für Feld.</translation>
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
        <translation>Die gespeicherte Ausbeute ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/document/HarvestFile.cpp" line="57"/>
        <source>The saved harvest is not in a format this version reads.</source>
        <translation>Die gespeicherte Ausbeute liegt in einem Format vor, das diese Version nicht liest.</translation>
    </message>
</context>
<context>
    <name>HarvestPanel</name>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="71"/>
        <source>The board after removal %1 of the run</source>
        <translation>Das Gitter nach Entfernung %1 des Durchlaufs</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="72"/>
        <source>A symmetric twin of the board after removal %1 (%2): the same puzzle in disguise, of the same class</source>
        <translation>Ein symmetrischer Zwilling des Gitters nach Entfernung %1 (%2): dasselbe Rätsel in Verkleidung, mit derselben Stufe</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Clues</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="181"/>
        <source>%1 · wanted</source>
        <translation>%1 · gewünscht</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="198"/>
        <source>Step %1, %2</source>
        <translation>Schritt %1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="200"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1, %2</source>
        <translation>Schritt %1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="336"/>
        <source>Harvest: every board a run accepts, and its symmetric twins. Press Generate.</source>
        <translation>Ausbeute: jedes Gitter, das ein Durchlauf annimmt, und seine symmetrischen Zwillinge. Klicken Sie auf „Erzeugen“.</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="76"/>
        <source>%1.
%2 · %3, %4</source>
        <translation>%1.
%2 · %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="77"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n Vorgabe</numerusform>
            <numerusform>%n Vorgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="78"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n leeres Feld</numerusform>
            <numerusform>%n leere Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="182"/>
        <source>%1: %2 and %3, %4</source>
        <translation>%1: %2 und %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n accepted board(s)</source>
        <translation>
            <numerusform>%n angenommenes Gitter</numerusform>
            <numerusform>%n angenommene Gitter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n symmetric twin(s)</source>
        <translation>
            <numerusform>%n symmetrischer Zwilling</numerusform>
            <numerusform>%n symmetrische Zwillinge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="184"/>
        <source>%n puzzle(s) in all</source>
        <translation>
            <numerusform>insgesamt %n Rätsel</numerusform>
            <numerusform>insgesamt %n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="202"/>
        <source>Step %1 · %n twin(s)</source>
        <translation>
            <numerusform>Schritt %1 · %n Zwilling</numerusform>
            <numerusform>Schritt %1 · %n Zwillinge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="324"/>
        <source>%1 · %n clue(s) · %2</source>
        <translation>
            <numerusform>%1 · %n Vorgabe · %2</numerusform>
            <numerusform>%1 · %n Vorgaben · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>Harvest: %n board(s), %1 with their symmetric twins.</source>
        <translation>
            <numerusform>Ausbeute: %n Gitter, %1 mit seinen symmetrischen Zwillingen.</numerusform>
            <numerusform>Ausbeute: %n Gitter, %1 mit ihren symmetrischen Zwillingen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="352"/>
        <source>values relabelled</source>
        <translation>Werte umbenannt</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="353"/>
        <source>stacks swapped</source>
        <translation>Blockspalten vertauscht</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="354"/>
        <source>bands swapped</source>
        <translation>Blockzeilen vertauscht</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="355"/>
        <source>rows swapped</source>
        <translation>Zeilen vertauscht</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="356"/>
        <source>columns swapped</source>
        <translation>Spalten vertauscht</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="357"/>
        <source>top-bottom mirror</source>
        <translation>oben-unten gespiegelt</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="358"/>
        <source>left-right mirror</source>
        <translation>links-rechts gespiegelt</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="359"/>
        <source>diagonal mirror</source>
        <translation>an der Diagonale gespiegelt</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="360"/>
        <source>anti-diagonal mirror</source>
        <translation>an der Gegendiagonale gespiegelt</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="361"/>
        <source>rotated 90°</source>
        <translation>um 90° gedreht</translation>
    </message>
</context>
<context>
    <name>LabelPuzzlesDialog</name>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="57"/>
        <source>Rate for a Group</source>
        <translation>Für eine Gruppe bewerten</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="73"/>
        <source>&amp;Group</source>
        <translation>&amp;Gruppe</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>The class or group these ratings are for: pick a kept group or type a new name.</source>
        <translation>Die Klasse oder Gruppe, für die diese Bewertungen gelten: Wählen Sie eine gespeicherte Gruppe oder geben Sie einen neuen Namen ein.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="86"/>
        <source>Puzzle %1</source>
        <translation>Rätsel %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="94"/>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="95"/>
        <source>Too easy</source>
        <translation>Zu leicht</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="96"/>
        <source>About right</source>
        <translation>Passend</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="97"/>
        <source>Too hard</source>
        <translation>Zu schwer</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="98"/>
        <source>Set level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="99"/>
        <source>How puzzle %1 went for the group, compared with the level it was shown as. A saved rating stays shown and cannot be changed here.</source>
        <translation>Wie Rätsel %1 bei der Gruppe ankam, verglichen mit der angezeigten Stufe. Eine gespeicherte Bewertung bleibt sichtbar und kann hier nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="131"/>
        <source>Add the rated puzzles to the group, save it, and work out the group&apos;s levels again in the background.</source>
        <translation>Die bewerteten Rätsel zur Gruppe hinzufügen, sie speichern und die Stufen der Gruppe im Hintergrund neu ermitteln.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="132"/>
        <source>De&amp;tails…</source>
        <translation>De&amp;tails…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="135"/>
        <source>The numbers behind the summary: the statistics of the last retrain.</source>
        <translation>Die Zahlen hinter der Zusammenfassung: die Statistik des letzten Neutrainings.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="137"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="141"/>
        <source>Close this window (ratings already saved stay saved).</source>
        <translation>Dieses Fenster schließen (bereits gespeicherte Bewertungen bleiben gespeichert).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="192"/>
        <source>built-in level: %1 (%2 on a scale of 0 to 100)</source>
        <translation>eingebaute Stufe: %1 (%2 auf einer Skala von 0 bis 100)</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="194"/>
        <source>Rating saved for &quot;%1&quot;.</source>
        <translation>Bewertung für „%1“ gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="253"/>
        <source>Rate at least one puzzle that is not saved yet.</source>
        <translation>Bewerten Sie mindestens ein Rätsel, das noch nicht gespeichert ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="279"/>
        <source>Saved %n rating(s) for &quot;%1&quot;; working out the group&apos;s levels…</source>
        <translation>
            <numerusform>%n Bewertung für „%1“ gespeichert; die Stufen der Gruppe werden ermittelt…</numerusform>
            <numerusform>%n Bewertungen für „%1“ gespeichert; die Stufen der Gruppe werden ermittelt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="291"/>
        <source>The ratings are saved, but working out the group&apos;s levels failed: %1</source>
        <translation>Die Bewertungen sind gespeichert, aber das Ermitteln der Stufen der Gruppe ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="305"/>
        <source>Please check: %1</source>
        <translation>Bitte prüfen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="310"/>
        <source>Saved, and worked out the levels of &quot;%1&quot;. %2</source>
        <translation>Gespeichert und die Stufen von „%1“ ermittelt. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="101"/>
        <source>Verdict on puzzle %1</source>
        <translation>Urteil zu Rätsel %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="59"/>
        <source>Say how each puzzle went with your class or group: too easy, about right or too hard for the level it was shown as, or set its level yourself. From your ratings Puzzlesmith works out the group&apos;s own levels, starting from its built-in ones, and can then make puzzles at those levels. Sudoku&apos;s levels are set by the techniques a puzzle needs: there your ratings move a puzzle&apos;s score within its level, not the level.</source>
        <translation>Sagen Sie, wie jedes Rätsel bei Ihrer Klasse oder Gruppe ankam: zu leicht, etwa richtig oder zu schwer für die angezeigte Stufe, oder legen Sie die Stufe selbst fest. Aus Ihren Bewertungen ermittelt Puzzlesmith die eigenen Stufen der Gruppe, ausgehend von den eingebauten, und kann dann Rätsel auf diesen Stufen erzeugen. Bei Sudoku bestimmen die benötigten Techniken die Stufe: Dort verschieben Ihre Bewertungen die Punktzahl eines Rätsels innerhalb seiner Stufe, nicht die Stufe.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>The level puzzle %1 really has for the group (with Set level).</source>
        <translation>Die Stufe, die Rätsel %1 für die Gruppe wirklich hat (mit „Stufe:“).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>Level of puzzle %1</source>
        <translation>Stufe von Rätsel %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="129"/>
        <source>&amp;Save and Retrain</source>
        <translation>&amp;Speichern und trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="148"/>
        <source>Working out the built-in levels…</source>
        <translation>Die eingebauten Stufen werden ermittelt…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="188"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="190"/>
        <source>shown as %1</source>
        <translation>angezeigt als %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="220"/>
        <source>Type the name of the class or group first.</source>
        <translation>Geben Sie zuerst den Namen der Klasse oder Gruppe ein.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="225"/>
        <source>Still working out the built-in levels; try again in a moment.</source>
        <translation>Die eingebauten Stufen werden noch ermittelt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="304"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LabelledPuzzles</name>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="50"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="110"/>
        <source>Line %1: the puzzle has no label; put a comment with label=easy (or medium, hard, evil) just before it.</source>
        <translation>Zeile %1: Das Rätsel hat kein Label; setzen Sie direkt davor einen Kommentar mit label=easy (oder medium, hard, evil).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="89"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="123"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="144"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="56"/>
        <source>&quot;%1&quot; is larger than %2, the most a file of labelled puzzles may be; split it.</source>
        <translation>„%1“ ist größer als %2, das Höchstmaß für eine Datei mit bewerteten Rätseln; teilen Sie sie auf.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="59"/>
        <source>&quot;%1&quot; is not a text file; give labelled puzzles in the line format or grid text.</source>
        <translation>„%1“ ist keine Textdatei; geben Sie bewertete Rätsel im Zeilenformat oder als Gittertext an.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="62"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="128"/>
        <source>Line %1: %2 grades but %3 sources; give one source for each grade.</source>
        <translation>Zeile %1: %2 Bewertungen, aber %3 Quellen; geben Sie für jede Bewertung eine Quelle an.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="135"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="140"/>
        <source>Line %1: the label &quot;%2&quot; is not a difficulty. Use easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s level names work too).</source>
        <translation>Zeile %1: Das Label „%2“ ist keine Schwierigkeit. Verwenden Sie easy, medium, hard oder evil (die Stufennamen von qqwing und sgt-solo gehen auch).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="151"/>
        <source>&quot;%1&quot; holds no puzzle lines.</source>
        <translation>„%1“ enthält keine Rätselzeilen.</translation>
    </message>
</context>
<context>
    <name>LastWorksheet</name>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="44"/>
        <location filename="../app/document/LastWorksheet.cpp" line="50"/>
        <source>Cannot keep the worksheet&apos;s puzzles in &quot;%1&quot;: %2</source>
        <translation>Die Rätsel des Arbeitsblatts können nicht in „%1“ aufbewahrt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="63"/>
        <source>The last worksheet&apos;s puzzles (&quot;%1&quot;) cannot be read: %2</source>
        <translation>Die Rätsel des letzten Arbeitsblatts („%1“) können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="70"/>
        <source>the file is damaged.</source>
        <translation>die Datei ist beschädigt.</translation>
    </message>
</context>
<context>
    <name>LimitedRead</name>
    <message>
        <location filename="../app/document/LimitedRead.cpp" line="35"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../app/document/LimitedRead.cpp" line="36"/>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
</context>
<context>
    <name>LineFormat</name>
    <message numerus="yes">
        <location filename="../app/document/LineFormat.cpp" line="31"/>
        <source>The puzzle has %n character(s), but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</source>
        <translation>
            <numerusform>Das Rätsel hat %n Zeichen, aber eine Rätselzeile braucht N*N davon, für eine Seitenlänge N von 4 bis 25 (16 für 4x4, 81 für 9x9, 256 für 16x16, 625 für 25x25).</numerusform>
            <numerusform>Das Rätsel hat %n Zeichen, aber eine Rätselzeile braucht N*N davon, für eine Seitenlänge N von 4 bis 25 (16 für 4x4, 81 für 9x9, 256 für 16x16, 625 für 25x25).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="39"/>
        <source>Character &apos;%1&apos; at position %2 is not a value: use 1-9, then A-P for 10-25, and &apos;.&apos; for an empty square.</source>
        <translation>Das Zeichen &apos;%1&apos; an Position %2 ist kein Wert: Verwenden Sie 1-9, dann A-P für 10-25 und &apos;.&apos; für ein leeres Feld.</translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="42"/>
        <source>Value &apos;%1&apos; at position %2 is too large for a %3x%3 grid (values run from 1 to %3).</source>
        <translation>Der Wert &apos;%1&apos; an Position %2 ist zu groß für ein %3x%3-Gitter (Werte gehen von 1 bis %3).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>Puzzlesmith</source>
        <translation>Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="102"/>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="58"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="106"/>
        <location filename="../app/gui/MainWindow.cpp" line="213"/>
        <source>Run</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="117"/>
        <source>&amp;Puzzle Panel</source>
        <translation>&amp;Rätselbereich</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="118"/>
        <source>&amp;Run Panel</source>
        <translation>&amp;Durchlaufbereich</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="130"/>
        <source>Difficulty model not loaded: classes from clue counts only.</source>
        <translation>Schwierigkeitsmodell nicht geladen: Stufen nur nach Anzahl der Vorgaben.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>Difficulty model</source>
        <translation>Schwierigkeitsmodell</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>Values above 9 as &amp;Numbers (10-25)</source>
        <translation>Werte über 9 als &amp;Zahlen (10-25)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>&amp;About Puzzlesmith</source>
        <translation>&amp;Über Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="261"/>
        <source>About Puzzlesmith</source>
        <translation>Über Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="125"/>
        <source>Choose a size and press Generate (Ctrl+G).</source>
        <translation>Wählen Sie eine Größe und klicken Sie auf „Erzeugen“ (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="228"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>&amp;Play</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="310"/>
        <source>New grid</source>
        <translation>Neues Gitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="262"/>
        <source>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes %2 puzzles with the PuzzleJAR method: a random full board is emptied square by square while a solver proves the solution is still unique, and every puzzle produced is filed under a difficulty class.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Erzeugt %2-Rätsel nach dem PuzzleJAR-Verfahren: Ein zufälliges volles Gitter wird Feld für Feld geleert, während ein Löser beweist, dass die Lösung eindeutig bleibt, und jedes entstandene Rätsel wird einer Schwierigkeitsstufe zugeordnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="86"/>
        <source>Puzzle grid</source>
        <translation>Rätselgitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="87"/>
        <source>The puzzle. Click a square or move with the arrow keys, then type a value; Backspace clears it. Ctrl+M switches to pencil marks, Ctrl+H gives a hint.</source>
        <translation>Das Rätsel. Ein Feld anklicken oder mit den Pfeiltasten hinkommen, dann einen Wert tippen; die Rücktaste löscht ihn. Strg+M schaltet auf Notizen um, Strg+H gibt einen Tipp.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Move in the grid</source>
        <translation>Im Gitter bewegen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>1-9, A-P</source>
        <translation>1-9, A-P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>Enter a value (as a pencil mark in pencil mode)</source>
        <translation>Einen Wert eingeben (im Notizmodus als Notiz)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>1 then 2</source>
        <translation>1, dann 2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>Enter 12 when values above 9 are shown as numbers</source>
        <translation>12 eingeben, wenn Werte über 9 als Zahlen angezeigt werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Backspace, Delete</source>
        <translation>Rücktaste, Entf</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Clear a square</source>
        <translation>Ein Feld leeren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="313"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>%1[*] — Puzzlesmith</source>
        <translation>%1[*] — Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="172"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>&amp;Worksheet…</source>
        <translation>&amp;Arbeitsblatt…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="191"/>
        <source>&amp;Run</source>
        <translation>Durch&amp;lauf</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="197"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="206"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220"/>
        <source>Speed </source>
        <translation>Tempo </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="448"/>
        <source>quitting</source>
        <translation>dem Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="413"/>
        <source>The studio has no %1 puzzle of size %2.</source>
        <translation>Das Studio hat kein %1-Rätsel der Größe %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="17"/>
        <source>Sett&amp;ings</source>
        <translation>E&amp;instellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voreinstellungen…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="23"/>
        <source>Language, colours, the clock, pencil marks and when mistakes are shown.</source>
        <translation>Sprache, Farben, die Uhr, Notizen und wann Fehler gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="45"/>
        <source>the system&apos;s language</source>
        <translation>der Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Puzzlesmith will speak %1 from its next start.</source>
        <translation>Puzzlesmith spricht ab dem nächsten Start %1.</translation>
    </message>
</context>
<context>
    <name>MixedTypesPicker</name>
    <message>
        <location filename="../app/gui/MixedTypesPicker.cpp" line="84"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location filename="../app/gui/MixedTypesPicker.cpp" line="84"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <location filename="../app/document/OutputFile.cpp" line="26"/>
        <source>it is a folder; give a file name</source>
        <translation>es ist ein Ordner; geben Sie einen Dateinamen an</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="38"/>
        <source>Time played</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="43"/>
        <source>Predicted time</source>
        <translation>Vorhergesagte Zeit</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="44"/>
        <source>How long this puzzle should take you: learnt from your finished games (Play &gt; My Games), or from the puzzle&apos;s difficulty until there are enough of them</source>
        <translation>Wie lange dieses Rätsel Sie beschäftigen sollte: gelernt aus Ihren beendeten Spielen (Spiel &gt; Meine Spiele) oder, bis es genug davon gibt, aus der Schwierigkeit des Rätsels</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="52"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="90"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="120"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="123"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="132"/>
        <source>&lt;i&gt;Press Hint for the next step: the squares it uses are framed in green, candidates it rules out are struck through, and Apply writes it in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Klicken Sie auf „Hinweis“ für den nächsten Schritt: Die verwendeten Felder werden grün umrahmt, ausgeschlossene Kandidaten durchgestrichen, und „Anwenden“ trägt ihn ein.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="139"/>
        <source>&lt;b&gt;%1 is wrong&lt;/b&gt; — fix it before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1 ist falsch&lt;/b&gt; — korrigieren Sie es, bevor es weitergeht (im Gitter schraffiert).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="140"/>
        <source>&lt;b&gt;%1 are wrong&lt;/b&gt; — fix them before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1 sind falsch&lt;/b&gt; — korrigieren Sie sie, bevor es weitergeht (im Gitter schraffiert).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="144"/>
        <source>&lt;b&gt;The pencil marks of %1 rule out the value the square needs&lt;/b&gt; — add it back or clear those marks (hatched in the grid).</source>
        <translation>&lt;b&gt;Die Notizen von %1 schließen den Wert aus, den das Feld braucht&lt;/b&gt; — fügen Sie ihn wieder hinzu oder löschen Sie diese Notizen (im Gitter schraffiert).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="148"/>
        <source>Every square is filled: no hint needed.</source>
        <translation>Alle Felder sind ausgefüllt: kein Hinweis nötig.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="151"/>
        <source>No hint here: no technique applies, and the solution is not known.</source>
        <translation>Hier gibt es keinen Hinweis: Keine Technik greift, und die Lösung ist nicht bekannt.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="155"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="158"/>
        <source>&lt;br&gt;&lt;br&gt;Candidates struck: %1 (crossed out in the grid).</source>
        <translation>&lt;br&gt;&lt;br&gt;Gestrichene Kandidaten: %1 (im Gitter durchgestrichen).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="161"/>
        <source>&lt;br&gt;&lt;br&gt;%n square(s) filled in (ringed in the grid).</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;br&gt;%n Feld ausgefüllt (im Gitter eingekreist).</numerusform>
            <numerusform>&lt;br&gt;&lt;br&gt;%n Felder ausgefüllt (im Gitter eingekreist).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Enter %1</source>
        <translation>%1 eingeben</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="163"/>
        <source>Pencil mark %1</source>
        <translation>Notiz %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="186"/>
        <source>Reveal the solution</source>
        <translation>Lösung aufdecken</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="208"/>
        <location filename="../app/gui/PlaySession.cpp" line="221"/>
        <source>Fill in candidates</source>
        <translation>Kandidaten eintragen</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="323"/>
        <source>Apply hint</source>
        <translation>Hinweis anwenden</translation>
    </message>
</context>
<context>
    <name>PlayerTimes</name>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="70"/>
        <source>less than 1</source>
        <translation>weniger als 1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="79"/>
        <source>About %1 minutes for you</source>
        <translation>Für Sie etwa %1 Minuten</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayerTimes.cpp" line="81"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty; %n more game(s) to learn your pace)</source>
        <translation>
            <numerusform>Etwa %1 Minuten (aus der Schwierigkeit des Rätsels; noch %n Spiel, um Ihr Tempo zu lernen)</numerusform>
            <numerusform>Etwa %1 Minuten (aus der Schwierigkeit des Rätsels; noch %n Spiele, um Ihr Tempo zu lernen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="83"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty: you have not played this type yet)</source>
        <translation>Etwa %1 Minuten (aus der Schwierigkeit des Rätsels: Sie haben diese Art noch nicht gespielt)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="40"/>
        <source>Preferences</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="43"/>
        <source>Language and colours</source>
        <translation>Sprache und Farben</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="46"/>
        <source>The system&apos;s language (%1)</source>
        <translation>Sprache des Systems (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="49"/>
        <source>The language of menus, messages, worksheets and the guide. It changes when Puzzlesmith starts again.</source>
        <translation>Die Sprache der Menüs, Meldungen, Arbeitsblätter und des Handbuchs. Sie wechselt beim nächsten Start von Puzzlesmith.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="50"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="52"/>
        <source>As the desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="53"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="54"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="55"/>
        <source>Dark draws the grid with light ink on a dark ground; printing and exports stay black on white.</source>
        <translation>Dunkel zeichnet das Gitter mit heller Schrift auf dunklem Grund; Druck und Exporte bleiben schwarz auf weiß.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="56"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="60"/>
        <source>The colour of clashing and wrong values. Every choice can be told apart with any common colour-vision deficiency, and the shapes (dashed frame, hatching) say the same.</source>
        <translation>Die Farbe kollidierender und falscher Werte. Jede Wahl ist bei allen häufigen Farbsehschwächen unterscheidbar, und die Formen (gestrichelter Rahmen, Schraffur) sagen dasselbe.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="61"/>
        <source>C&amp;onflict colour:</source>
        <translation>&amp;Konfliktfarbe:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="64"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="66"/>
        <source>Show the &amp;clock</source>
        <translation>&amp;Uhr anzeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="67"/>
        <source>The clock runs either way, and the solved message gives the time; this only hides it while you play.</source>
        <translation>Die Uhr läuft so oder so, und die Meldung am Ende nennt die Zeit; dies blendet sie nur beim Spielen aus.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="69"/>
        <source>&amp;Remove pencil marks an entered value rules out</source>
        <translation>&amp;Notizen entfernen, die ein eingetragener Wert ausschließt</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="70"/>
        <source>Entering a 5 takes the 5 out of the pencil marks of its row, column and box (Undo brings them back).</source>
        <translation>Eine eingetragene 5 nimmt die 5 aus den Notizen ihrer Zeile, Spalte und ihres Blocks (Rückgängig holt sie zurück).</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="72"/>
        <source>&amp;Highlight the selected value elsewhere</source>
        <translation>Gewählten Wert anderswo &amp;hervorheben</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="73"/>
        <source>Tints every square that holds the same value as the selected one.</source>
        <translation>Tönt jedes Feld, das denselben Wert wie das gewählte enthält.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="76"/>
        <source>Only when I ask (Play &gt; Check)</source>
        <translation>Nur auf Wunsch (Spiel &gt; Prüfen)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="77"/>
        <source>As I type</source>
        <translation>Beim Tippen</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="78"/>
        <source>As I type hatches a wrong value as soon as it is entered. Clashes with other values are always shown.</source>
        <translation>Beim Tippen schraffiert einen falschen Wert, sobald er eingetragen ist. Kollisionen mit anderen Werten werden immer gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="79"/>
        <source>Show &amp;mistakes:</source>
        <translation>&amp;Fehler zeigen:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="88"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="89"/>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="90"/>
        <source>Conflict colour</source>
        <translation>Konfliktfarbe</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="91"/>
        <source>Show mistakes</source>
        <translation>Fehler zeigen</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="35"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="36"/>
        <source>true/false</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="37"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="38"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="39"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="40"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="43"/>
        <source>missing</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="53"/>
        <source>The &quot;%1&quot; field must be text, but it is %2.</source>
        <translation>Das Feld „%1“ muss Text sein, ist aber %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="65"/>
        <source>The &quot;%1&quot; field must be an object, but it is %2.</source>
        <translation>Das Feld „%1“ muss ein Objekt sein, ist aber %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="84"/>
        <source>The &quot;%1&quot; field must be a whole number from 0 to %2, but it is %3.</source>
        <translation>Das Feld „%1“ muss eine ganze Zahl von 0 bis %2 sein, ist aber %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="122"/>
        <location filename="../app/document/PuzzleFile.cpp" line="165"/>
        <source>The &quot;%1&quot; field is not a valid grid: %2</source>
        <translation>Das Feld „%1“ ist kein gültiges Gitter: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="127"/>
        <source>row %1 is not text.</source>
        <translation>Gitterzeile %1 ist kein Text.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="130"/>
        <source>row %1 has %n value(s), row 1 has %2.</source>
        <translation>
            <numerusform>Gitterzeile %1 hat %n Wert, Gitterzeile 1 hat %2.</numerusform>
            <numerusform>Gitterzeile %1 hat %n Werte, Gitterzeile 1 hat %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="133"/>
        <source>it has no rows.</source>
        <translation>es hat keine Zeilen.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="143"/>
        <source>&quot;%1&quot; in row %2 is not a value.</source>
        <translation>„%1“ in Gitterzeile %2 ist kein Wert.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="160"/>
        <source>The &quot;%1&quot; field must be a list of rows, but it is %2.</source>
        <translation>Das Feld „%1“ muss eine Liste von Zeilen sein, ist aber %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="169"/>
        <source>The &quot;%1&quot; grid is %2x%3, but a %4 needs %5x%6.</source>
        <translation>Das Gitter „%1“ ist %2x%3, aber ein %4 braucht %5x%6.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="183"/>
        <source>The &quot;%1&quot; field must be a list, but it is %2.</source>
        <translation>Das Feld „%1“ muss eine Liste sein, ist aber %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="191"/>
        <location filename="../app/document/PuzzleFile.cpp" line="197"/>
        <source>The saved pencil marks are damaged.</source>
        <translation>Die gespeicherten Notizen sind beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="203"/>
        <source>The saved pencil marks do not match the grid.</source>
        <translation>Die gespeicherten Notizen passen nicht zum Gitter.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="262"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>Dies ist keine Puzzlesmith-Rätseldatei (ihr „format“ ist nicht „%1“).</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="265"/>
        <source>The file has no valid schema version.</source>
        <translation>Die Datei hat keine gültige Schema-Version.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="267"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation>Die Datei wurde von einem neueren Puzzlesmith geschrieben (Schema %1); diese Version liest Schema %2 und älter. Bitte aktualisieren Sie Puzzlesmith.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="285"/>
        <source>The &quot;%1&quot; field holds %2, but the grid has %3.</source>
        <translation>Im Feld „%1“ steht %2, das Gitter hat aber %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="290"/>
        <source>The file&apos;s cages are damaged.</source>
        <translation>Die Käfige der Datei sind beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="294"/>
        <source>The file holds only values; a %1 puzzle needs its cages, regions, signs or clues too.</source>
        <translation>Die Datei enthält nur Werte; ein %1-Rätsel braucht auch seine Käfige, Regionen, Zeichen oder Hinweise.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="297"/>
        <source>The givens break the rules: %1</source>
        <translation>Die Vorgaben verletzen die Regeln: %1</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="303"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation>Die gespeicherte Lösung ist keine gültige Lösung der Vorgaben.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="308"/>
        <source>The difficulty &quot;%1&quot; is not one of easy, medium, hard or evil.</source>
        <translation>Die Schwierigkeit „%1“ ist nicht easy, medium, hard oder evil.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="368"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="372"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: %2. Eine vorhandene frühere Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="380"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="382"/>
        <location filename="../app/document/PuzzleFile.cpp" line="387"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation>„%1“ ist zu groß für eine Rätseldatei.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="401"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>„%1“ ist kein gültiges JSON (%2 bei Byte %3); die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="404"/>
        <source>&quot;%1&quot; holds a list of %n puzzle(s), and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</source>
        <translation>
            <numerusform>„%1“ enthält eine Liste mit %n Rätsel, eine .puzzle-Datei öffnet aber ein einziges Rätsel. Erzeugen Sie sie mit --count 1, oder geben Sie die Liste an puzzlesmith-cli solve oder rate.</numerusform>
            <numerusform>„%1“ enthält eine Liste mit %n Rätseln, eine .puzzle-Datei öffnet aber ein einziges Rätsel. Erzeugen Sie sie mit --count 1, oder geben Sie die Liste an puzzlesmith-cli solve oder rate.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="409"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation>„%1“ enthält kein Rätselobjekt.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="385"/>
        <location filename="../app/document/PuzzleFile.cpp" line="412"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>PuzzleImage</name>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="75"/>
        <source>Cannot write &quot;%1&quot;: the image could not be encoded. The previous file, if any, is unchanged.</source>
        <translation>„%1“ kann nicht geschrieben werden: das Bild ließ sich nicht kodieren. Eine frühere Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="78"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: %2. Eine frühere Datei bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>PuzzleType</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="12"/>
        <source>Fillomino</source>
        <translation>Fillomino</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoType.cpp" line="13"/>
        <source>Write a number in every empty square so that each group of equal numbers connected side by side has exactly as many squares as its number.</source>
        <translation>Schreiben Sie in jedes leere Feld eine Zahl, sodass jede Gruppe waagerecht oder senkrecht zusammenhängender gleicher Zahlen genau so viele Felder hat, wie ihre Zahl angibt.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="23"/>
        <source>KenKen</source>
        <translation>KenKen</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and the numbers in each outlined cage combine to its target with its operation (+ − × ÷; for − and ÷, the larger number first).</source>
        <translation>Füllen Sie das Gitter so aus, dass jede Zeile und jede Spalte jede Zahl genau einmal enthält und die Zahlen in jedem umrandeten Käfig mit seiner Rechenart seinen Zielwert ergeben (+ − × ÷; bei − und ÷ die größere Zahl zuerst).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="47"/>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="48"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once.</source>
        <translation>Füllen Sie das Gitter so aus, dass jede Zeile, jede Spalte und jeder Block jede Zahl genau einmal enthält.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="23"/>
        <source>Jigsaw Sudoku</source>
        <translation>Jigsaw-Sudoku</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every outlined region contains each number exactly once.</source>
        <translation>Füllen Sie das Gitter so aus, dass jede Zeile, jede Spalte und jede umrandete Region jede Zahl genau einmal enthält.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="23"/>
        <source>Killer Sudoku</source>
        <translation>Killer-Sudoku</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once, and the numbers in each dashed cage add up to its sum without repeating.</source>
        <translation>Füllen Sie das Gitter so, dass jede Zeile, jede Spalte und jeder Block jede Zahl genau einmal enthält und die Zahlen in jedem gestrichelten Käfig ohne Wiederholung seine Summe ergeben.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="23"/>
        <source>Futoshiki</source>
        <translation>Futoshiki</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and every sign between two squares holds: its point shows the smaller number.</source>
        <translation>Füllen Sie das Gitter so, dass jede Zeile und jede Spalte jede Zahl genau einmal enthält und jedes Zeichen zwischen zwei Feldern stimmt: Seine Spitze zeigt auf die kleinere Zahl.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="34"/>
        <source>Skyscrapers</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="35"/>
        <source>Fill in the grid with buildings of heights 1 to N so that every row and every column holds each height exactly once. A number outside the grid says how many buildings are seen from there along its row or column: a taller building hides every shorter one behind it.</source>
        <translation>Füllen Sie das Gitter mit Häusern der Höhen 1 bis N, sodass jede Zeile und jede Spalte jede Höhe genau einmal enthält. Eine Zahl außerhalb des Gitters sagt, wie viele Häuser man von dort entlang ihrer Zeile oder Spalte sieht: Ein höheres Haus verdeckt alle niedrigeren dahinter.</translation>
    </message>
</context>
<context>
    <name>PuzzleTypePicker</name>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="42"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="43"/>
        <source>The size of the grid and the shape of its boxes.</source>
        <translation>Die Größe des Gitters und die Form seiner Blöcke.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="56"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="58"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="57"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="59"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
</context>
<context>
    <name>StudioAutosave</name>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="28"/>
        <source>Restore your work?</source>
        <translation>Ihre Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="29"/>
        <source>Puzzlesmith did not close properly last time. Restore the game in progress and the last harvest as they were autosaved?</source>
        <translation>Puzzlesmith wurde beim letzten Mal nicht richtig beendet. Sollen das laufende Spiel und die letzte Ausbeute so wiederhergestellt werden, wie sie automatisch gespeichert wurden?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="32"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="33"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source>Restored the game in progress%1.</source>
        <translation>Das laufende Spiel%1 wurde wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source> and the last harvest</source>
        <translation> und die letzte Ausbeute</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="122"/>
        <source>Autosave</source>
        <translation>Automatisches Speichern</translation>
    </message>
</context>
<context>
    <name>StudioClassifier</name>
    <message>
        <location filename="../app/gui/StudioClassifier.cpp" line="19"/>
        <source>The difficulty model could not be loaded (%1). Difficulty classes are estimated by each type&apos;s rule (for Sudoku: the number of clues) until this is fixed.</source>
        <translation>Das Schwierigkeitsmodell konnte nicht geladen werden (%1). Bis das behoben ist, werden die Schwierigkeitsstufen nach der Regel des jeweiligen Typs geschätzt (bei Sudoku: nach der Anzahl der Vorgaben).</translation>
    </message>
</context>
<context>
    <name>StudioCommandLine</name>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="30"/>
        <source>Puzzlesmith, a puzzle studio: make logic puzzles, watch the grid empty square by square, then play, save, print or export them.</source>
        <translation>Puzzlesmith, ein Rätselstudio: Logikrätsel erzeugen, zusehen, wie sich das Gitter Feld für Feld leert, und sie dann spielen, speichern, drucken oder exportieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="36"/>
        <source>Puzzle type to start with: %1.</source>
        <translation>Rätseltyp beim Start: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="37"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="39"/>
        <source>Grid size RxC to start with (9x9, 10x18); Sudoku picks the most nearly square box.</source>
        <translation>Gittergröße ZxS beim Start (9x9, 10x18); Sudoku wählt den möglichst quadratischen Block.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="34"/>
        <source>RxC</source>
        <translation>ZxS</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="57"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>Nur für %1: %2 als ZxS, Zeilen x Spalten (%3); hat Vorrang vor --size.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="62"/>
        <source>Puzzles to open (.puzzle files); the first one is shown.</source>
        <translation>Zu öffnende Rätsel (.puzzle-Dateien); das erste wird angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="66"/>
        <source>Run &apos;puzzlesmith --help&apos; for the options.</source>
        <translation>Rufen Sie &apos;puzzlesmith --help&apos; auf, um die Optionen zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="91"/>
        <source>--%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>--%1 ist keine Option von %2; geben Sie die Größe mit --size ZxS an.</translation>
    </message>
</context>
<context>
    <name>StudioFiles</name>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="43"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="44"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="45"/>
        <source>&amp;Import Grid Text…</source>
        <translation>Gittertext &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="46"/>
        <source>Export &amp;Grid Text…</source>
        <translation>Gittertext e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="48"/>
        <source>Export I&amp;mage…</source>
        <translation>Als B&amp;ild exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="49"/>
        <source>Export Image wit&amp;h Answer…</source>
        <translation>Bild mit Lö&amp;sung exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="50"/>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="51"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="52"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="53"/>
        <source>Copy the shown puzzle as text and as a picture, to paste into a document</source>
        <translation>Das angezeigte Rätsel als Text und als Bild kopieren, um es in ein Dokument einzufügen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="68"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="91"/>
        <source>Keep your game?</source>
        <translation>Spiel behalten?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="92"/>
        <source>Save the grid you are typing in before %1?</source>
        <translation>Das Gitter, das Sie gerade eingeben, vor %1 speichern?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="93"/>
        <source>Save the game in progress before %1?</source>
        <translation>Das laufende Spiel vor %1 speichern?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="133"/>
        <location filename="../app/gui/StudioFiles.cpp" line="214"/>
        <source>opening another puzzle</source>
        <translation>dem Öffnen eines anderen Rätsels</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="136"/>
        <source>Open puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="137"/>
        <source>Puzzlesmith puzzles (*.puzzle);;All files (*)</source>
        <translation>Puzzlesmith-Rätsel (*.puzzle);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="148"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="160"/>
        <source>Opened %1 · %2</source>
        <translation>%1 · %2 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="166"/>
        <source>Save puzzle</source>
        <translation>Rätsel speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="167"/>
        <source>Puzzlesmith puzzles (*.puzzle)</source>
        <translation>Puzzlesmith-Rätsel (*.puzzle)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="183"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="192"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <location filename="../app/gui/StudioFiles.cpp" line="245"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="247"/>
        <location filename="../app/gui/StudioFilesExport.cpp" line="62"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="141"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="37"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="38"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export answer image</source>
        <translation>Bild mit Lösung exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="58"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="72"/>
        <source>Copied the puzzle as text and as a picture.</source>
        <translation>Das Rätsel wurde als Text und als Bild kopiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="26"/>
        <source>importing a puzzle</source>
        <translation>dem Importieren eines Rätsels</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="29"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="67"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>Import grid text</source>
        <translation>Gittertext importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="30"/>
        <source>Grid text (*.txt *.grid);;All files (*)</source>
        <translation>Gittertext (*.txt *.grid);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="49"/>
        <source>the file is too large to be a puzzle collection.</source>
        <translation>die Datei ist zu groß für eine Rätselsammlung.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="51"/>
        <source>this is not a text file.</source>
        <translation>dies ist keine Textdatei.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="68"/>
        <source>The grid could be a puzzle of more than one type. Which is it?</source>
        <translation>Das Gitter könnte ein Rätsel mehrerer Arten sein. Welche ist es?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="79"/>
        <source>Puzzle %1: %2×%3 (line %4)</source>
        <translation>Rätsel %1: %2×%3 (Zeile %4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>The file holds %n puzzle(s). Which one?</source>
        <translation>
            <numerusform>Die Datei enthält %n Rätsel. Welches?</numerusform>
            <numerusform>Die Datei enthält %n Rätsel. Welches?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="90"/>
        <source>it holds %n puzzle(s).</source>
        <translation>
            <numerusform>sie enthält %n Rätsel.</numerusform>
            <numerusform>sie enthält %n Rätsel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="103"/>
        <source>a %1 needs a %2×%3 grid.</source>
        <translation>ein %1 braucht ein %2×%3-Gitter.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="105"/>
        <source>the givens break the rules: %1</source>
        <translation>die Vorgaben verletzen die Regeln: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="115"/>
        <source>Imported %1 · %2 — Play &gt; Analyse Typed Grid (Ctrl+L) solves and rates it.</source>
        <translation>%1 · %2 importiert — Spiel &gt; Eingabe analysieren (Ctrl+L) löst und bewertet es.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="126"/>
        <source>Export grid text</source>
        <translation>Gittertext exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="127"/>
        <source>Grid text (*.txt)</source>
        <translation>Gittertext (*.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>StudioGroups</name>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="30"/>
        <source>Generate for a Group</source>
        <translation>Für eine Gruppe erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="31"/>
        <source>Generate with the &amp;Group&apos;s Levels</source>
        <translation>Mit den Stufen der &amp;Gruppe erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="32"/>
        <source>Use the &amp;Built-in Levels</source>
        <translation>&amp;Eingebaute Stufen verwenden</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="42"/>
        <source>Rate for a &amp;Group…</source>
        <translation>Für eine &amp;Gruppe bewerten…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="43"/>
        <source>Say whether the shown puzzle was too easy, about right or too hard for a class or group</source>
        <translation>Angeben, ob das angezeigte Rätsel für eine Klasse oder Gruppe zu leicht, passend oder zu schwer war</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="47"/>
        <source>Rate Last &amp;Worksheet for a Group…</source>
        <translation>Letztes Arbeits&amp;blatt für eine Gruppe bewerten…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="48"/>
        <source>Rate each puzzle of the last worksheet made for a class or group</source>
        <translation>Jedes Rätsel des letzten Arbeitsblatts für eine Klasse oder Gruppe bewerten</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="50"/>
        <source>&amp;Teacher Groups…</source>
        <translation>&amp;Lerngruppen…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="51"/>
        <source>The groups&apos; labels and retrained models: retrain, reset, export, import, delete</source>
        <translation>Labels und neu trainierte Modelle der Gruppen: neu trainieren, zurücksetzen, exportieren, importieren, löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="84"/>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="117"/>
        <source>The group &quot;%1&quot; cannot be read (%2); generating with the built-in levels.</source>
        <translation>Die Gruppe „%1“ kann nicht gelesen werden (%2); es wird mit den eingebauten Stufen erzeugt.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="123"/>
        <source>Generating with the built-in levels; the group choice is back at Built-in.</source>
        <translation>Es wird mit den eingebauten Stufen erzeugt; die Gruppenwahl steht wieder auf „Eingebaut“.</translation>
    </message>
</context>
<context>
    <name>StudioPlay</name>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="46"/>
        <source>&amp;New Empty Grid</source>
        <translation>&amp;Neues leeres Gitter</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>&amp;Pencil Marks</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Auto &amp;Candidates</source>
        <translation>Auto-&amp;Kandidaten</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="60"/>
        <source>Fill every square&apos;s pencil marks with the values still possible there, and keep them up to date</source>
        <translation>Die Notizen jedes Felds mit den dort noch möglichen Werten füllen und aktuell halten</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>H&amp;int</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>&amp;Apply Hint</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Reveal &amp;Square</source>
        <translation>&amp;Feld aufdecken</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="79"/>
        <source>&amp;Reveal All</source>
        <translation>Alle&amp;s aufdecken</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="79"/>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="84"/>
        <location filename="../app/gui/StudioPlay.cpp" line="190"/>
        <location filename="../app/gui/StudioPlay.cpp" line="210"/>
        <source>Pa&amp;use Game</source>
        <translation>Spiel pa&amp;usieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="84"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>A&amp;nalyse Typed Grid</source>
        <translation>&amp;Eingabe analysieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="103"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="149"/>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="183"/>
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n Vorgabe</numerusform>
            <numerusform>%1 · %n Vorgaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="190"/>
        <source>Res&amp;ume Game</source>
        <translation>Spiel for&amp;tsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="259"/>
        <source>Digit %1</source>
        <translation>Ziffer %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="261"/>
        <source>Add a 0 to the digit just typed in the selected square: 1 then 0 makes 10, 2 then 0 makes 20</source>
        <translation>Hängt an die eben im ausgewählten Feld getippte Ziffer eine 0 an: 1 und dann 0 ergibt 10, 2 und dann 0 ergibt 20</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="265"/>
        <source>Type %1 in the selected square; two digits quickly after one another make one number</source>
        <translation>%1 in das gewählte Feld tippen; zwei Ziffern rasch nacheinander ergeben eine Zahl</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Empty square (key %1)</source>
        <translation>Leeres Feld (Taste %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="278"/>
        <source>Enter %1 in the selected square (a pencil mark in pencil mode)</source>
        <translation>%1 in das gewählte Feld eintragen (im Bleistiftmodus als Notiz)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="279"/>
        <source>Mark the selected square as empty, %1 (key %2; a pencil mark in pencil mode)</source>
        <translation>Das gewählte Feld als leer markieren, %1 (Taste %2; im Bleistiftmodus eine Bleistiftnotiz)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="283"/>
        <source>⌫</source>
        <translation>⌫</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="284"/>
        <source>Erase the selected square</source>
        <translation>Das ausgewählte Feld löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="285"/>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="292"/>
        <source>starting a new grid</source>
        <translation>dem Anlegen eines neuen Gitters</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="298"/>
        <location filename="../app/gui/StudioPlay.cpp" line="304"/>
        <source>New grid</source>
        <translation>Neues Gitter</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="305"/>
        <source>%1 puzzles carry their own cages or regions, which cannot be typed in: import the puzzle as grid text or a game ID (File &gt; Import Grid Text), then play or analyse it.</source>
        <translation>%1-Rätsel bringen eigene Käfige oder Regionen mit, die sich nicht eintippen lassen: Importieren Sie das Rätsel als Gittertext oder Spiel-ID (Datei &gt; Gittertext importieren) und spielen oder analysieren Sie es dann.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="313"/>
        <source>Type the puzzle&apos;s givens (click a square, then 1-9 or A-P), then Play &gt; Analyse Typed Grid (Ctrl+L).</source>
        <translation>Geben Sie die Vorgaben des Rätsels ein (Feld anklicken, dann 1-9 oder A-P), dann Spiel &gt; Eingabe analysieren (Ctrl+L).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <source>Some values clash (shown in red): the grid has no solution. Correct them and try again.</source>
        <translation>Einige Werte widersprechen sich (rot markiert): Das Gitter hat keine Lösung. Korrigieren Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="333"/>
        <source>Analysing… (Esc cancels)</source>
        <translation>Wird analysiert… (Esc bricht ab)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <source>The grid could not be analysed: %1</source>
        <translation>Das Gitter konnte nicht analysiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <source>The solver could not decide within %n second(s) whether this grid has one solution. Add a few more givens and try again.</source>
        <translation>
            <numerusform>Der Löser konnte nicht innerhalb von %n Sekunde entscheiden, ob dieses Gitter genau eine Lösung hat. Ergänzen Sie ein paar Vorgaben und versuchen Sie es erneut.</numerusform>
            <numerusform>Der Löser konnte nicht innerhalb von %n Sekunden entscheiden, ob dieses Gitter genau eine Lösung hat. Ergänzen Sie ein paar Vorgaben und versuchen Sie es erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <source>This grid has no solution. Check the values you typed against the source.</source>
        <translation>Dieses Gitter hat keine Lösung. Vergleichen Sie die eingegebenen Werte mit der Vorlage.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>This grid has more than one solution: add a clue in one of the dotted squares.</source>
        <translation>Dieses Gitter hat mehr als eine Lösung: Setzen Sie eine Vorgabe in eines der gepunkteten Felder.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="361"/>
        <source>%1 (from the clue count: no difficulty model)</source>
        <translation>%1 (nach Anzahl der Vorgaben: kein Schwierigkeitsmodell)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="362"/>
        <source>One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation>
            <numerusform>Eine Lösung · %1 · %n Vorgabe. „Hinweis“ (Ctrl+H) löst es Schritt für Schritt; „Alles aufdecken“ zeigt die Lösung.</numerusform>
            <numerusform>Eine Lösung · %1 · %n Vorgaben. „Hinweis“ (Ctrl+H) löst es Schritt für Schritt; „Alles aufdecken“ zeigt die Lösung.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="387"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="392"/>
        <source>Working out a hint…</source>
        <translation>Hinweis wird ermittelt…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="409"/>
        <source>Hint: %1 — Apply (Ctrl+Shift+H) writes it in.</source>
        <translation>Hinweis: %1 — „Anwenden“ (Ctrl+Shift+H) trägt ihn ein.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="432"/>
        <source>Applied: %1.</source>
        <translation>Angewendet: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="444"/>
        <source>Solved — well done!</source>
        <translation>Gelöst — gut gemacht!</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="446"/>
        <source>Everything entered so far is right.</source>
        <translation>Alles bisher Eingetragene ist richtig.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="448"/>
        <source>%n value(s) are wrong: they are hatched in the grid.</source>
        <translation>
            <numerusform>%n Wert ist falsch: Er ist im Gitter schraffiert.</numerusform>
            <numerusform>%n Werte sind falsch: Sie sind im Gitter schraffiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="458"/>
        <source>The game is open again: the clock runs on.</source>
        <translation>Das Spiel ist wieder offen: Die Uhr läuft weiter.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="467"/>
        <source>Solved in %1 without help!</source>
        <translation>Gelöst in %1 ohne Hilfe!</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="469"/>
        <source>Solved in %1 with %n hint(s).</source>
        <translation>
            <numerusform>Gelöst in %1 mit %n Hinweis.</numerusform>
            <numerusform>Gelöst in %1 mit %n Hinweisen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="471"/>
        <source>Finished in %1 — hints: %2, squares revealed: %3.</source>
        <translation>Fertig in %1 — Hinweise: %2, aufgedeckte Felder: %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="475"/>
        <source>It does not count towards your time predictions: most of its squares were filled by Apply Hint or Reveal, so its time says little about your own pace.</source>
        <translation>Es zählt nicht für Ihre Zeitvorhersagen: Die meisten Felder wurden mit „Anwenden“ oder „Aufdecken“ gefüllt, daher sagt seine Zeit wenig über Ihr eigenes Tempo.</translation>
    </message>
</context>
<context>
    <name>StudioPlayerTimes</name>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="45"/>
        <source>Making a puzzle for your time… %1 of %2 tried (Esc cancels)</source>
        <translation>Rätsel für Ihre Zeit wird erstellt… %1 von %2 versucht (Esc bricht ab)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="57"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="175"/>
        <source>My Games</source>
        <translation>Meine Spiele</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="63"/>
        <source>My &amp;Games…</source>
        <translation>&amp;Meine Spiele…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="64"/>
        <source>Your finished games, how good the time predictions have been, and deleting them</source>
        <translation>Ihre beendeten Spiele, die Güte der Zeitvorhersagen und das Löschen der Spiele</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="69"/>
        <source>Make a Puzzle for About N &amp;Minutes…</source>
        <translation>Rätsel für etwa N &amp;Minuten…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="70"/>
        <source>Generate a puzzle of the chosen type and size that should take you about as long as you say</source>
        <translation>Ein Rätsel der gewählten Art und Größe erzeugen, das Sie etwa so lange beschäftigen sollte, wie Sie angeben</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="79"/>
        <source>Making the puzzle was cancelled.</source>
        <translation>Das Erstellen des Rätsels wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="95"/>
        <source>%1 of 100 (%2)</source>
        <translation>%1 von 100 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="96"/>
        <source>%1 of 100 (%2, rule)</source>
        <translation>%1 von 100 (%2, Regel)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="119"/>
        <source>No time prediction: %1</source>
        <translation>Keine Zeitvorhersage: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="157"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="187"/>
        <source>Make a Puzzle for About N Minutes</source>
        <translation>Rätsel für etwa N Minuten</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="190"/>
        <source>A puzzle of the type and size chosen in the Puzzle panel that should take you about this long (predicted from your games, or from the puzzles&apos; difficulty until there are enough of them).</source>
        <translation>Ein Rätsel der im Rätsel-Bereich gewählten Art und Größe, das Sie etwa so lange beschäftigen sollte (vorhergesagt aus Ihren Spielen oder, bis es genug davon gibt, aus der Schwierigkeit der Rätsel).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="198"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>How many minutes the puzzle should take you</source>
        <translation>Wie viele Minuten das Rätsel dauern soll</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="200"/>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minuten:</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="202"/>
        <source>&amp;Make</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="203"/>
        <source>Generate the puzzle in the background</source>
        <translation>Das Rätsel im Hintergrund erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="204"/>
        <source>Close without making a puzzle</source>
        <translation>Schließen, ohne ein Rätsel zu erstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="215"/>
        <source>making a new puzzle</source>
        <translation>ein neues Rätsel erstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="222"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>Make a puzzle</source>
        <translation>Rätsel erstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>Der Startwert muss eine ganze Zahl sein, oder kreuzen Sie „Zufällig“ an.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="246"/>
        <source>Making a puzzle for about %n minute(s)… (Esc cancels)</source>
        <translation>
            <numerusform>Rätsel für etwa %n Minute wird erstellt… (Esc bricht ab)</numerusform>
            <numerusform>Rätsel für etwa %n Minuten wird erstellt… (Esc bricht ab)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>No puzzle could be made.</source>
        <translation>Es konnte kein Rätsel erstellt werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="257"/>
        <source>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzle(s) made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</source>
        <translation>
            <numerusform>Erstellt mit Durchlauf &gt; Rätsel für etwa N Minuten: %n Rätsel erstellt und bewertet; gezeigt wird das, dessen vorhergesagte Zeit Ihrer am nächsten kommt. Diese Suche führt keine Zähler und keine Ernte.</numerusform>
            <numerusform>Erstellt mit Durchlauf &gt; Rätsel für etwa N Minuten: %n Rätsel erstellt und bewertet; gezeigt wird das, dessen vorhergesagte Zeit Ihrer am nächsten kommt. Diese Suche führt keine Zähler und keine Ernte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="262"/>
        <source>predicted about %1 minutes for you</source>
        <translation>für Sie etwa %1 Minuten vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="263"/>
        <source>predicted about %1 minutes from its difficulty</source>
        <translation>aus der Schwierigkeit etwa %1 Minuten vorhergesagt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="267"/>
        <source>None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).</source>
        <translation>
            <numerusform>Keines der %1 erzeugten Rätsel kam bis auf ein Viertel an %n Minute heran; das nächste: %2 (%3).</numerusform>
            <numerusform>Keines der %1 erzeugten Rätsel kam bis auf ein Viertel an %n Minuten heran; das nächste: %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="270"/>
        <source>A puzzle for about %n minute(s): %1 (%2).</source>
        <translation>
            <numerusform>Ein Rätsel für etwa %n Minute: %1 (%2).</numerusform>
            <numerusform>Ein Rätsel für etwa %n Minuten: %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioPreferences</name>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="32"/>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="33"/>
        <source>Reddish purple</source>
        <translation>Rötliches Purpur</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="34"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
</context>
<context>
    <name>StudioRun</name>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="40"/>
        <source>Generation failed</source>
        <translation>Erzeugen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="79"/>
        <source>Empty squares</source>
        <translation>Leere Felder</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="80"/>
        <source>Squares tested</source>
        <translation>Getestete Felder</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="81"/>
        <source>Solver checks</source>
        <translation>Lösertests</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="82"/>
        <source>Engine time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="83"/>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="86"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="87"/>
        <source>Squares emptied so far, of all the squares.</source>
        <translation>Bisher geleerte Felder, von allen Feldern.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="88"/>
        <source>Squares the run has tried to empty.</source>
        <translation>Felder, die der Lauf zu leeren versucht hat.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="89"/>
        <source>Uniqueness proofs asked of the solver (an Easy or Medium Sudoku needs none: singles finish it).</source>
        <translation>Eindeutigkeitsbeweise, die der Löser führen musste (ein leichtes oder mittleres Sudoku braucht keine: Singles lösen es).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="90"/>
        <source>Time spent in the engine, without the animation.</source>
        <translation>Zeit in der Engine, ohne die Animation.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="91"/>
        <source>The difficulty class of the puzzle as it stands now.</source>
        <translation>Die Schwierigkeitsklasse des Rätsels, wie es gerade ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="92"/>
        <source>The shown puzzle&apos;s difficulty score, 0 to 100: a model trained on other programs&apos; grades places it; the classes are bands of it. Marked &quot;rule&quot; where a type has no graded puzzles to learn from.</source>
        <translation>Die Schwierigkeitswertung des gezeigten Rätsels, 0 bis 100: Ein Modell, das an den Bewertungen anderer Programme gelernt hat, ordnet es ein; die Stufen sind Bereiche davon. „Regel“ steht dort, wo es für eine Art keine bewerteten Rätsel zum Lernen gibt.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="96"/>
        <source>Squares tested, of all the squares.</source>
        <translation>Geprüfte Felder, von allen Feldern.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="98"/>
        <source>Use the Puzzle So Far</source>
        <translation>Bisheriges Rätsel verwenden</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="101"/>
        <source>Stop the run and keep the puzzle as it stands: it has a unique solution, but squares not yet tested may still be removable.</source>
        <translation>Den Durchlauf anhalten und das Rätsel so behalten, wie es ist: Es hat eine eindeutige Lösung, aber noch nicht getestete Felder ließen sich eventuell noch entfernen.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Every puzzle the run produced, filed by difficulty class. Click one to show and play it.</source>
        <translation>Jedes Rätsel des Laufs, nach Schwierigkeitsklasse geordnet. Eines anklicken, um es zu zeigen und zu spielen.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Harvest</source>
        <translation>Ernte</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="114"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="115"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="117"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="118"/>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="121"/>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="124"/>
        <source>&amp;Use the Puzzle So Far</source>
        <translation>&amp;Bisheriges Rätsel verwenden</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="125"/>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="126"/>
        <source>Stop the run and keep the puzzle as it stands (unique, maybe not minimal).</source>
        <translation>Den Durchlauf anhalten und das Rätsel behalten, wie es ist (eindeutig, evtl. nicht minimal).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>How fast the grid empties on screen. The engine&apos;s work is the same; One step at a time waits for Space.</source>
        <translation>Wie schnell sich das Gitter auf dem Bildschirm leert. Die Arbeit der Engine bleibt gleich; Schritt für Schritt wartet auf die Leertaste.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="134"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="135"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="136"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="137"/>
        <source>One step at a time</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="208"/>
        <source>Stopped on request: %1 · %2 · unique solution · seed %3 · %4 not tested yet, so it may not be minimal</source>
        <translation>Auf Wunsch angehalten: %1 · %2 · eindeutige Lösung · Startwert %3 · %4 noch nicht getestet, daher evtl. nicht minimal</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="211"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="216"/>
        <source>generating a new puzzle</source>
        <translation>dem Erzeugen eines neuen Rätsels</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="221"/>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>Cannot generate</source>
        <translation>Erzeugen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>Der Startwert muss eine ganze Zahl sein, oder kreuzen Sie „Zufällig“ an.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="265"/>
        <source>Generating %1 · seed %2…</source>
        <translation>Erzeuge %1 · Startwert %2…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="295"/>
        <source>Run %1: no %2 puzzle yet, trying another board · seed %3…</source>
        <translation>Durchlauf %1: noch kein Rätsel der Stufe „%2“, neuer Versuch mit einem anderen Gitter · Startwert %3…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="54"/>
        <location filename="../app/gui/StudioRun.cpp" line="333"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="336"/>
        <source>%1 (%n kept unproven)</source>
        <translation>
            <numerusform>%1 (%n unbewiesen behalten)</numerusform>
            <numerusform>%1 (%n unbewiesen behalten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="337"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="362"/>
        <source>Cancelled in run %1 after testing %2 of %n square(s) (%3 emptied); no puzzle was kept.</source>
        <translation>
            <numerusform>Abgebrochen in Durchlauf %1, nachdem %2 von %n Feld getestet war (%3 geleert); kein Rätsel wurde behalten.</numerusform>
            <numerusform>Abgebrochen in Durchlauf %1, nachdem %2 von %n Feldern getestet waren (%3 geleert); kein Rätsel wurde behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="385"/>
        <source>%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).</source>
        <translation>
            <numerusform>%n Durchlauf ergab bei dieser Größe kein Rätsel der Stufe „%1“; angezeigt wird die nächstgelegene gefundene Stufe (%2).</numerusform>
            <numerusform>%n Durchläufe ergaben bei dieser Größe kein Rätsel der Stufe „%1“; angezeigt wird die nächstgelegene gefundene Stufe (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="406"/>
        <source>%1 · %2 · %3 · unique solution · seed %4 · %5</source>
        <translation>%1 · %2 · %3 · eindeutige Lösung · Startwert %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="209"/>
        <location filename="../app/gui/StudioRun.cpp" line="407"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n Vorgabe</numerusform>
            <numerusform>%n Vorgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="409"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="412"/>
        <source> · %n square(s) kept unproven</source>
        <translation>
            <numerusform> · %n Feld unbewiesen behalten</numerusform>
            <numerusform> · %n Felder unbewiesen behalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="420"/>
        <source>showing another puzzle</source>
        <translation>dem Anzeigen eines anderen Rätsels</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="437"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="474"/>
        <source>Welcome! Puzzlesmith is making a %1 slowly so you can watch. Choose your own puzzle on the left and press Generate.</source>
        <translation>Willkommen! Puzzlesmith macht langsam ein %1, damit Sie zusehen können. Wählen Sie links Ihr eigenes Rätsel und drücken Sie Erzeugen.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupTraining</name>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="29"/>
        <source>%1 in 10</source>
        <translation>%1 von 10</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="36"/>
        <source>how many clues the puzzles show</source>
        <translation>wie viele Vorgaben die Rätsel zeigen</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="38"/>
        <source>the size of the grid</source>
        <translation>die Größe des Gitters</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="40"/>
        <source>the size of the cages</source>
        <translation>die Größe der Käfige</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="51"/>
        <source>the clue count</source>
        <translation>die Vorgabenzahl</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="53"/>
        <source>the grid size</source>
        <translation>die Gittergröße</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="55"/>
        <source>the cage size</source>
        <translation>die Käfiggröße</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="171"/>
        <source>%1 levels are set by the techniques a puzzle needs, which independent graders check, so your ratings do not change a puzzle&apos;s level: they move its score within its level.</source>
        <translation>Die Stufen bei %1 bestimmen die Techniken, die ein Rätsel braucht, und unabhängige Bewerter prüfen sie; Ihre Bewertungen ändern daher nicht die Stufe eines Rätsels, sondern verschieben seine Punktzahl innerhalb der Stufe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="174"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s scores fit your ratings.</source>
        <translation>Mit weniger als %1 bewerteten Rätseln kann Puzzlesmith noch nicht prüfen, wie gut die Punktzahlen der Gruppe zu Ihren Bewertungen passen.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="177"/>
        <source>The built-in scores already fit your ratings as well as retrained ones would, so the group keeps them.</source>
        <translation>Die eingebauten Punktzahlen passen schon so gut zu Ihren Bewertungen wie neu gelernte, daher behält die Gruppe sie.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="179"/>
        <source>On the whole the group&apos;s scores are higher (harder) than the built-in ones.</source>
        <translation>Insgesamt liegen die Punktzahlen der Gruppe höher (schwerer) als die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="180"/>
        <source>On the whole the group&apos;s scores are lower (easier) than the built-in ones.</source>
        <translation>Insgesamt liegen die Punktzahlen der Gruppe niedriger (leichter) als die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="181"/>
        <source>On the whole they are about as high as the built-in ones.</source>
        <translation>Insgesamt liegen sie etwa so hoch wie die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="194"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s levels fit your ratings.</source>
        <translation>Mit weniger als %1 bewerteten Rätseln kann Puzzlesmith noch nicht prüfen, wie gut die Stufen der Gruppe zu Ihren Bewertungen passen.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="197"/>
        <source>The built-in levels already fit your ratings as well as a retrained model would, so the group keeps them: they match your ratings for about %1 puzzles.</source>
        <translation>Die eingebauten Stufen passen schon so gut zu Ihren Bewertungen wie ein neu trainiertes Modell, daher behält die Gruppe sie: Sie stimmen bei etwa %1 Rätseln mit Ihren Bewertungen überein.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="200"/>
        <source>Tested on your ratings (each one checked by a model that had not seen it), the group&apos;s levels match them for about %1 puzzles; the built-in levels for %2.</source>
        <translation>An Ihren Bewertungen getestet (jede von einem Modell geprüft, das sie nicht kannte), stimmen die Stufen der Gruppe bei etwa %1 Rätseln überein, die eingebauten Stufen bei %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="204"/>
        <source>On the whole the group&apos;s levels are harder than the built-in ones.</source>
        <translation>Insgesamt sind die Stufen der Gruppe schwerer als die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="205"/>
        <source>On the whole the group&apos;s levels are easier than the built-in ones.</source>
        <translation>Insgesamt sind die Stufen der Gruppe leichter als die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="206"/>
        <source>On the whole they are about as hard as the built-in ones.</source>
        <translation>Insgesamt sind sie etwa so schwer wie die eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="207"/>
        <source>Compared with the built-in levels, %1% of puzzles get another level.</source>
        <translation>Verglichen mit den eingebauten Stufen erhalten %1 % der Rätsel eine andere Stufe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="217"/>
        <source>the built-in levels rank puzzles by the techniques needed to solve them, as the independent graders (sgt-solo, qqwing) do</source>
        <translation>die eingebauten Stufen ordnen Rätsel nach den zum Lösen nötigen Techniken, wie es die unabhängigen Bewerter (sgt-solo, qqwing) tun</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="219"/>
        <source>Your ratings follow %1; %2.</source>
        <translation>Ihre Bewertungen folgen %1; %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="220"/>
        <source>Your ratings do not rank puzzles the way the built-in levels do: %1.</source>
        <translation>Ihre Bewertungen ordnen Rätsel nicht so wie die eingebauten Stufen: %1.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="221"/>
        <source>You chose to generate with this group anyway.</source>
        <translation>Sie haben gewählt, trotzdem mit dieser Gruppe zu erzeugen.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="222"/>
        <source>Before generation uses this group, Puzzlesmith will ask you.</source>
        <translation>Bevor beim Erzeugen diese Gruppe verwendet wird, fragt Puzzlesmith Sie.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="224"/>
        <source>If that is what your class finds hard, keep the ratings; if not, check a few of them.</source>
        <translation>Wenn Ihre Klasse genau das schwer findet, behalten Sie die Bewertungen; wenn nicht, prüfen Sie einige davon.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="233"/>
        <source>%1-fold cross-validation over %2 labels: agreement %3% (built-in %4%), mean absolute error %5 points (built-in %6).</source>
        <translation>%1-fache Kreuzvalidierung über %2 Labels: Übereinstimmung %3 % (eingebaut %4 %), mittlerer absoluter Fehler %5 Punkte (eingebaut %6).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="238"/>
        <source>Spearman rank correlation of the labels with the built-in scores: %1; with %2: %3.</source>
        <translation>Spearman-Rangkorrelation der Labels mit den eingebauten Werten: %1; mit %2: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="239"/>
        <source>a visible property</source>
        <translation>eine sichtbare Eigenschaft</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="242"/>
        <source>Spearman rank correlation of the labels&apos; moves away from the built-in scores with %1: %2.</source>
        <translation>Spearman-Rangkorrelation der Abweichungen der Labels von den eingebauten Werten mit %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="246"/>
        <source>Too few labels, or labels of one level only, to compare their ranking with the built-in levels (%1 or more of several levels).</source>
        <translation>Zu wenige Labels oder Labels nur einer Stufe, um ihre Rangfolge mit den eingebauten Stufen zu vergleichen (%1 oder mehr aus mehreren Stufen).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="249"/>
        <source>Checked %1 in %2 s; the built-in model is kept.</source>
        <translation>%1 in %2 s geprüft; das eingebaute Modell wird beibehalten.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="252"/>
        <source>Trained %1 on %2 built-in puzzles and each label %3 times, in %4 s.</source>
        <translation>%1 auf %2 eingebauten Rätseln und jedem Label %3-mal trainiert, in %4 s.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="256"/>
        <source>On the built-in puzzles: %1% change score band (the level stays the one the techniques give), mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>Bei den eingebauten Rätseln: %1 % wechseln das Punkteband (die Stufe bleibt die, die die Techniken ergeben), mittlere Verschiebung %2 Punkte, Spearman mit den eingebauten Punktzahlen %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="258"/>
        <source>On the built-in puzzles: %1% change class, mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>Bei den eingebauten Rätseln: %1 % wechseln die Stufe, mittlere Verschiebung %2 Punkte, Spearman mit den eingebauten Werten %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="268"/>
        <source>The ratings of &quot;%1&quot; do not rank %2 puzzles the way the built-in levels do (they follow the techniques needed, as independent graders do). Generate with the group&apos;s levels anyway?</source>
        <translation>Die Bewertungen von „%1“ ordnen %2-Rätsel nicht so wie die eingebauten Stufen (die sich wie unabhängige Bewerter nach den nötigen Techniken richten). Trotzdem mit den Stufen der Gruppe erzeugen?</translation>
    </message>
</context>
<context>
    <name>TeacherGroups</name>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="139"/>
        <source>&quot;%1&quot; is not a group file: it is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>„%1“ ist keine Gruppendatei: Sie ist kein gültiges JSON (%2 bei Byte %3); die Datei ist vielleicht beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="142"/>
        <source>&quot;%1&quot; is not a group file: it holds no group.</source>
        <translation>„%1“ ist keine Gruppendatei: Sie enthält keine Gruppe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="145"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="153"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="159"/>
        <source>&quot;%1&quot; is too large to be a group file.</source>
        <translation>„%1“ ist zu groß für eine Gruppendatei.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="161"/>
        <source>&quot;%1&quot; is not a group file: it is not text.</source>
        <translation>„%1“ ist keine Gruppendatei: Sie ist kein Text.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="165"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="172"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="211"/>
        <source>it is not a Puzzlesmith group (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>sie ist keine Puzzlesmith-Gruppe (kein &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="214"/>
        <source>the group has no valid &quot;version&quot;.</source>
        <translation>die Gruppe hat keine gültige &quot;version&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="216"/>
        <source>the group was written by a newer Puzzlesmith (version %1; this one reads up to %2).</source>
        <translation>die Gruppe wurde von einem neueren Puzzlesmith geschrieben (Version %1; dieses liest bis %2).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="220"/>
        <source>the group has no name.</source>
        <translation>die Gruppe hat keinen Namen.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="222"/>
        <source>the group has no list of &quot;labels&quot;.</source>
        <translation>die Gruppe hat keine Liste &quot;labels&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="229"/>
        <source>label %1: its puzzle cannot be read: %2</source>
        <translation>Label %1: Sein Rätsel kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="232"/>
        <source>label %1: &quot;%2&quot; is not a verdict (too-easy, about-right, too-hard or level).</source>
        <translation>Label %1: „%2“ ist kein Urteil (too-easy, about-right, too-hard oder level).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="236"/>
        <source>label %1: &quot;%2&quot; is not a level (easy, medium, hard or evil).</source>
        <translation>Label %1: „%2“ ist keine Stufe (easy, medium, hard oder evil).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="248"/>
        <source>the model for &quot;%1&quot; is empty.</source>
        <translation>das Modell für „%1“ ist leer.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="283"/>
        <location filename="../app/document/TeacherGroups.cpp" line="298"/>
        <source>There is no group &quot;%1&quot;.</source>
        <translation>Es gibt keine Gruppe „%1“.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="290"/>
        <source>Cannot create the folder &quot;%1&quot;.</source>
        <translation>Der Ordner „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="300"/>
        <source>Cannot delete the group &quot;%1&quot;: %2</source>
        <translation>Die Gruppe „%1“ kann nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="319"/>
        <source>&quot;%1&quot;: the model for &quot;%2&quot; is damaged; the group was not imported.</source>
        <translation>„%1“: Das Modell für „%2“ ist beschädigt; die Gruppe wurde nicht importiert.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="337"/>
        <source>too easy</source>
        <translation>zu leicht</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="339"/>
        <source>about right</source>
        <translation>passend</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="341"/>
        <source>too hard</source>
        <translation>zu schwer</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="345"/>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="285"/>
        <source>%1 has no built-in difficulty model: its ratings are kept but train no model.</source>
        <translation>%1 hat kein eingebautes Schwierigkeitsmodell: Die Bewertungen werden behalten, trainieren aber kein Modell.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupsDialog</name>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="63"/>
        <source>Built-in class (rows) against the group&apos;s class (columns), on the built-in puzzles:</source>
        <translation>Eingebaute Stufe (Zeilen) gegen die Stufe der Gruppe (Spalten), auf den eingebauten Rätseln:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="82"/>
        <source>Teacher Groups</source>
        <translation>Lerngruppen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>The classes or groups you have rated puzzles for.</source>
        <translation>Die Klassen oder Gruppen, für die Sie Rätsel bewertet haben.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="34"/>
        <source>No ratings yet: rate puzzles with Play &gt; Rate for a Group…</source>
        <translation>Noch keine Bewertungen: Bewerten Sie Rätsel mit Spiel &gt; Für eine Gruppe bewerten…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="39"/>
        <source>%n puzzle(s) rated</source>
        <translation>
            <numerusform>%n Rätsel bewertet</numerusform>
            <numerusform>%n Rätsel bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="42"/>
        <source>The group has no levels of its own yet: Retrain makes them.</source>
        <translation>Die Gruppe hat noch keine eigenen Stufen: „Neu trainieren“ erstellt sie.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="49"/>
        <source>Please check:</source>
        <translation>Bitte prüfen:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="52"/>
        <source>Puzzles were rated since: Retrain to use them.</source>
        <translation>Seitdem wurden Rätsel bewertet: Neu trainieren, um sie zu nutzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="61"/>
        <source>Built-in score band (rows) against the group&apos;s score band (columns), on the built-in puzzles; each puzzle&apos;s level stays the one the techniques give:</source>
        <translation>Eingebautes Punkteband (Zeilen) gegen das Punkteband der Gruppe (Spalten), bei den eingebauten Rätseln; die Stufe jedes Rätsels bleibt die, die die Techniken ergeben:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>Group summary</source>
        <translation>Gruppenübersicht</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>The chosen group&apos;s ratings and how the group&apos;s levels compare with the built-in ones.</source>
        <translation>Die Bewertungen der gewählten Gruppe und wie sich ihre Stufen zu den eingebauten verhalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="101"/>
        <source>&amp;Retrain</source>
        <translation>&amp;Neu trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="102"/>
        <source>Re&amp;set…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="103"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="104"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="105"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="106"/>
        <source>De&amp;tails</source>
        <translation>De&amp;tails</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="109"/>
        <source>Show or hide the numbers behind the summary: the statistics and the table of levels.</source>
        <translation>Die Zahlen hinter der Zusammenfassung ein- oder ausblenden: die Statistik und die Tabelle der Stufen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="111"/>
        <source>Work out the group&apos;s levels again from all its ratings (in the background).</source>
        <translation>Die Stufen der Gruppe aus allen ihren Bewertungen neu ermitteln (im Hintergrund).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="112"/>
        <source>Forget the group&apos;s levels, or its ratings too; generation then uses the built-in levels.</source>
        <translation>Die Stufen der Gruppe vergessen, oder auch ihre Bewertungen; beim Erzeugen werden dann die eingebauten Stufen verwendet.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="113"/>
        <source>Save the group (ratings and levels) as one file to share with other teachers.</source>
        <translation>Die Gruppe (Bewertungen und Stufen) als eine Datei speichern, um sie mit anderen Lehrkräften zu teilen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="115"/>
        <source>Delete the group, its ratings and its levels.</source>
        <translation>Die Gruppe mit ihren Bewertungen und Stufen löschen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="121"/>
        <source>Forget the Group&apos;s &amp;Levels</source>
        <translation>&amp;Stufen der Gruppe vergessen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="122"/>
        <source>Forget Levels and &amp;Ratings</source>
        <translation>Stufen und &amp;Bewertungen vergessen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete &quot;%1&quot; with its ratings and levels?</source>
        <translation>„%1“ mit seinen Bewertungen und Stufen löschen?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="214"/>
        <source>Working out the levels of &quot;%1&quot;…</source>
        <translation>Die Stufen von „%1“ werden ermittelt…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="224"/>
        <source>Working out the levels failed: %1</source>
        <translation>Das Ermitteln der Stufen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="232"/>
        <source>Worked out the levels of &quot;%1&quot;.</source>
        <translation>Die Stufen von „%1“ wurden ermittelt.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="288"/>
        <source>&quot;%1&quot; has no ratings and no levels of its own now.</source>
        <translation>„%1“ hat jetzt keine Bewertungen und keine eigenen Stufen mehr.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="289"/>
        <source>&quot;%1&quot; has no levels of its own now.</source>
        <translation>„%1“ hat jetzt keine eigenen Stufen mehr.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="114"/>
        <source>Add a group another teacher exported (a .psgroup file).</source>
        <translation>Eine von einer anderen Lehrkraft exportierte Gruppe hinzufügen (eine .psgroup-Datei).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="116"/>
        <source>Close this window.</source>
        <translation>Dieses Fenster schließen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset group</source>
        <translation>Gruppe zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset &quot;%1&quot;?</source>
        <translation>„%1“ zurücksetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="129"/>
        <source>Export group</source>
        <translation>Gruppe exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="131"/>
        <source>Puzzlesmith groups (*.psgroup)</source>
        <translation>Puzzlesmith-Gruppen (*.psgroup)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="136"/>
        <source>Import group</source>
        <translation>Gruppe importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="137"/>
        <source>Puzzlesmith groups (*.psgroup);;All files (*)</source>
        <translation>Puzzlesmith-Gruppen (*.psgroup);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete group</source>
        <translation>Gruppe löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="193"/>
        <source>No groups yet. Rate puzzles for a class or group with Play &gt; Rate for a Group…, or import a group another teacher exported.</source>
        <translation>Noch keine Gruppen. Bewerten Sie Rätsel für eine Klasse oder Gruppe mit Spiel &gt; Für eine Gruppe bewerten… oder importieren Sie eine Gruppe, die eine andere Lehrkraft exportiert hat.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="246"/>
        <source>Exported &quot;%1&quot; to %2.</source>
        <translation>„%1“ nach %2 exportiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="262"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="268"/>
        <source>Imported &quot;%1&quot;.</source>
        <translation>„%1“ importiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="303"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
</context>
<context>
    <name>Technique</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="12"/>
        <source>complete region</source>
        <translation>vollständiges Gebiet</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="13"/>
        <source>only way out</source>
        <translation>einziger Ausweg</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="14"/>
        <source>isolated square</source>
        <translation>isoliertes Feld</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="15"/>
        <source>equal regions would touch</source>
        <translation>gleiche Gebiete würden sich berühren</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="16"/>
        <source>single candidate</source>
        <translation>einziger Kandidat</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="17"/>
        <source>no room for this size</source>
        <translation>kein Platz für diese Größe</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="18"/>
        <source>bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="19"/>
        <source>sealed area</source>
        <translation>abgeschlossener Bereich</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="20"/>
        <source>unreachable square</source>
        <translation>unerreichbares Feld</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="21"/>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="21"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="25"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="27"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="23"/>
        <source>guess</source>
        <translation>Raten</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="10"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="10"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="10"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="11"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="10"/>
        <source>naked single</source>
        <translation>nackter Einer</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="11"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="11"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="11"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="12"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="11"/>
        <source>hidden single</source>
        <translation>versteckter Einer</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="12"/>
        <source>cage digits</source>
        <translation>Käfigziffern</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="13"/>
        <source>cage arithmetic</source>
        <translation>Käfigarithmetik</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="14"/>
        <source>cage in a line</source>
        <translation>Käfig in einer Reihe</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="14"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="15"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="21"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="14"/>
        <source>naked pair</source>
        <translation>nacktes Paar</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="15"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="16"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="22"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="16"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="15"/>
        <source>hidden pair</source>
        <translation>verstecktes Paar</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="17"/>
        <source>line sum</source>
        <translation>Reihensumme</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="18"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="18"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="25"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="19"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="18"/>
        <source>X-wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="16"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="19"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="23"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="17"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="16"/>
        <source>naked triple</source>
        <translation>nacktes Tripel</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="12"/>
        <source>sign bound</source>
        <translation>Zeichengrenze</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="13"/>
        <source>sign chain</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="17"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="20"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="24"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="18"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="17"/>
        <source>hidden triple</source>
        <translation>verstecktes Tripel</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="19"/>
        <source>naked quad</source>
        <translation>nacktes Quartett</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="20"/>
        <source>hidden quad</source>
        <translation>verstecktes Quartett</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="19"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="23"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="20"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="21"/>
        <source>swordfish</source>
        <translation>Schwertfisch</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="20"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="24"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="26"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="22"/>
        <source>XY-wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="14"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="12"/>
        <source>pointing pair</source>
        <translation>zeigendes Paar</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="13"/>
        <source>box/line reduction</source>
        <translation>Block-Reihe-Reduktion</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="16"/>
        <source>cage/unit interaction</source>
        <translation>Käfig und Einheit</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="17"/>
        <source>rule of 45, outies</source>
        <translation>Regel der 45, Outies</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="18"/>
        <source>cage splitting</source>
        <translation>Käfig teilen</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="19"/>
        <source>hidden cage</source>
        <translation>versteckter Käfig</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="20"/>
        <source>rule of 45 over several units</source>
        <translation>Regel der 45 über mehrere Einheiten</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="12"/>
        <source>cage combinations</source>
        <translation>Käfigkombinationen</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="13"/>
        <source>rule of 45</source>
        <translation>Regel der 45</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="10"/>
        <source>clue of 1 or N</source>
        <translation>Hinweis 1 oder N</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="13"/>
        <source>clue bounds</source>
        <translation>Hinweisschranken</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="14"/>
        <source>visibility</source>
        <translation>Sichtbarkeit</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="13"/>
        <source>Puzzlesmith User Guide</source>
        <translation>Puzzlesmith-Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="21"/>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="24"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="26"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="29"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="140"/>
        <source>Name ______________________________    Date ______________</source>
        <translation>Name ______________________________    Datum ______________</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="153"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="146"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="147"/>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="194"/>
        <source>%1 · %2 · %3 · seed %4: %5</source>
        <translation>%1 · %2 · %3 · Startwert %4: %5</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="249"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="266"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: %2. Eine vorhandene frühere Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers: %1</source>
        <translation>Lösungen: %1</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="223"/>
        <source>At %1 per page the squares print only %L2 mm wide, too small to write in (%L3 mm or more reads well). Choose %4 per page for %L5 mm squares.</source>
        <translation>Bei %1 pro Seite werden die Felder nur %L2 mm breit gedruckt, zu klein zum Hineinschreiben (ab %L3 mm gut lesbar). Wählen Sie %4 pro Seite für Felder von %L5 mm.</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="231"/>
        <source>The squares print only %L1 mm wide, too small to write in (%L2 mm or more reads well), even at the fewest puzzles per page. A larger grid scale helps.</source>
        <translation>Die Felder werden nur %L1 mm breit gedruckt, zu klein zum Hineinschreiben (ab %L2 mm gut lesbar), selbst bei den wenigsten Rätseln pro Seite. Ein größerer Gittermaßstab hilft.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="43"/>
        <source>Worksheet</source>
        <translation>Arbeitsblatt</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="49"/>
        <source>Name and date lines</source>
        <translation>Zeilen für Name und Datum</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="63"/>
        <source>Mix of all four</source>
        <translation>Mischung aus allen vier</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="65"/>
        <source>Answer key pages</source>
        <translation>Seiten mit Lösungen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="72"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="73"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="75"/>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="76"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="78"/>
        <source>T&amp;ype</source>
        <translation>T&amp;yp</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="92"/>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="95"/>
        <source>&amp;Mixed with</source>
        <translation>Ge&amp;mischt mit</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="98"/>
        <source>&amp;Difficulty</source>
        <translation>Schwierig&amp;keit</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="99"/>
        <source>&amp;Number of puzzles</source>
        <translation>A&amp;nzahl Rätsel</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="100"/>
        <source>Puzzles &amp;per page</source>
        <translation>Rätsel &amp;pro Seite</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="106"/>
        <source>&amp;Grid scale</source>
        <translation>Gittermaß&amp;stab</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="107"/>
        <source>P&amp;aper</source>
        <translation>Pap&amp;ier</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="109"/>
        <source>Press Generate to make the puzzles.</source>
        <translation>Klicken Sie auf „Erzeugen“, um die Rätsel zu erstellen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="113"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="114"/>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="115"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="116"/>
        <source>&amp;Export PDF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="179"/>
        <source>Cancelled: no puzzles were kept. Press Generate to start again.</source>
        <translation>Abgebrochen: Es wurden keine Rätsel behalten. Klicken Sie auf „Erzeugen“, um neu zu beginnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="192"/>
        <source>The settings changed, so the puzzles being made were dropped. Press Generate to make new ones.</source>
        <translation>Die Einstellungen haben sich geändert, daher wurden die entstehenden Rätsel verworfen. Klicken Sie auf „Erzeugen“, um neue zu machen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="200"/>
        <source>The settings changed since the puzzles were made. Press Generate to make new ones.</source>
        <translation>Die Einstellungen haben sich geändert, seit die Rätsel gemacht wurden. Klicken Sie auf „Erzeugen“, um neue zu machen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="257"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="285"/>
        <source>Squares print %L1 mm wide; the pages are printed across (landscape), two grids side by side.</source>
        <translation>Die Felder werden %L1 mm breit gedruckt; die Seiten werden quer gedruckt, zwei Gitter nebeneinander.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="286"/>
        <source>Squares print %L1 mm wide.</source>
        <translation>Die Felder werden %L1 mm breit gedruckt.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="293"/>
        <source>Use %1 per page</source>
        <translation>%1 pro Seite verwenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="310"/>
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>%n Rätsel wird erzeugt…</numerusform>
            <numerusform>%n Rätsel werden erzeugt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="330"/>
        <source>The puzzles could not be made: %1</source>
        <translation>Die Rätsel konnten nicht erstellt werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="335"/>
        <source>%n page(s) ready.</source>
        <translation>
            <numerusform>%n Seite fertig.</numerusform>
            <numerusform>%n Seiten fertig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="348"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="350"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>The heading of every puzzle page. It follows the puzzle type until you write your own.</source>
        <translation>Die Überschrift jeder Rätselseite. Sie folgt der Rätselart, bis Sie eine eigene schreiben.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>One line under the title telling the children what to do; the rules of the type by default.</source>
        <translation>Eine Zeile unter dem Titel, die den Kindern sagt, was zu tun ist; sonst die Regeln der Rätselart.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>Instructions</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="389"/>
        <source>Lines for the pupil&apos;s name and the date at the top of every puzzle page.</source>
        <translation>Zeilen für den Namen des Kindes und das Datum oben auf jeder Rätselseite.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>The kind of puzzle on the sheet.</source>
        <translation>Die Rätselart auf dem Blatt.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>Puzzle type</source>
        <translation>Rätselart</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Mixed with</source>
        <translation>Gemischt mit</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Other types that alternate with the first on the sheet: tick as many as you like.</source>
        <translation>Weitere Arten, die sich auf dem Blatt mit der ersten abwechseln: Kreuzen Sie so viele an, wie Sie möchten.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>One level for every puzzle, or a mix that goes through the levels in turn.</source>
        <translation>Eine Stufe für jedes Rätsel oder eine Mischung, die die Stufen der Reihe nach durchgeht.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>How many puzzles the sheet has in all.</source>
        <translation>Wie viele Rätsel das Blatt insgesamt hat.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>Number of puzzles</source>
        <translation>Anzahl Rätsel</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Fewer per page give bigger squares to write in; the line below says how wide they print.</source>
        <translation>Weniger pro Seite ergeben größere Felder zum Schreiben; die Zeile darunter sagt, wie breit sie gedruckt werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Puzzles per page</source>
        <translation>Rätsel pro Seite</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="395"/>
        <source>Pages at the end with every puzzle solved, the givens in bold.</source>
        <translation>Seiten am Ende mit jedem Rätsel gelöst, die Vorgaben fett.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>How much of its place on the page a grid fills.</source>
        <translation>Wie viel seines Platzes auf der Seite ein Gitter füllt.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>Grid scale</source>
        <translation>Gittergröße</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>The paper the sheet is laid out for.</source>
        <translation>Das Papier, für das das Blatt gesetzt wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="398"/>
        <source>Make the puzzles in the background (Cancel stops it); then preview, print or export.</source>
        <translation>Die Rätsel im Hintergrund machen (Abbrechen hält an); dann Vorschau, Drucken oder Export.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="399"/>
        <source>See every page as it will print.</source>
        <translation>Jede Seite so sehen, wie sie gedruckt wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="400"/>
        <source>Print the sheet.</source>
        <translation>Das Blatt drucken.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="401"/>
        <source>Save the sheet as a PDF file.</source>
        <translation>Das Blatt als PDF-Datei speichern.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <source>Settings saved under a name: choose one to bring all of them back.</source>
        <translation>Unter einem Namen gespeicherte Einstellungen: eine wählen, um sie alle zurückzuholen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="27"/>
        <source>Save Preset…</source>
        <translation>Vorlage speichern…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="28"/>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="29"/>
        <source>Forget the chosen preset</source>
        <translation>Die gewählte Vorlage vergessen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="40"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="30"/>
        <source>Keep every setting of this dialog under a name, to use again next week.</source>
        <translation>Alle Einstellungen dieses Dialogs unter einem Namen behalten, um sie nächste Woche wieder zu nutzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Name of the preset (for example &quot;Class 4b, Fridays&quot;):</source>
        <translation>Name der Vorlage (zum Beispiel „Klasse 4b, freitags“):</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>Die Vorlage „%1“ löschen?</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="67"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="88"/>
        <source>Saved the preset &quot;%1&quot;.</source>
        <translation>Die Vorlage „%1“ wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="98"/>
        <source>Settings of the preset &quot;%1&quot;. Press Generate to make the puzzles.</source>
        <translation>Einstellungen der Vorlage „%1“. Erzeugen drücken, um die Rätsel zu machen.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="106"/>
        <source>Deleted the preset &quot;%1&quot;.</source>
        <translation>Die Vorlage „%1“ wurde gelöscht.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="218"/>
        <location filename="../app/cli/TrainCommand.cpp" line="54"/>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="219"/>
        <location filename="../app/cli/BenchCommand.cpp" line="231"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="169"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="181"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="186"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="190"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="85"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="87"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="219"/>
        <source>Puzzles per size (0: 200 up to 9x9, 20 up to 16x16, 5 above).</source>
        <translation>Rätsel pro Größe (0: 200 bis 9x9, 20 bis 16x16, 5 darüber).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="173"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="177"/>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="213"/>
        <source>Measure speed. By default: GenPuzzles per size of the type (median and worst milliseconds per puzzle, mean per solver check). Fixed seeds, so runs are comparable.</source>
        <translation>Geschwindigkeit messen. Standard: GenPuzzles für jede Größe des Typs (Median und schlechteste Millisekunden pro Rätsel, Mittel pro Lösertest). Feste Startwerte, daher sind Läufe vergleichbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <source>Puzzle type (default %1).</source>
        <translation>Rätseltyp (Standard: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="217"/>
        <source>Comma-separated sizes as the type&apos;s parameters, as its usual one is written (%1). Default: the type&apos;s benchmark sizes.</source>
        <translation>Kommagetrennte Größen als Parameter des Typs, so geschrieben wie seine übliche Größe (%1). Standard: die Benchmark-Größen des Typs.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <source>Solver backend: native, z3 or z3-int (default: the type&apos;s own).</source>
        <translation>Löser-Backend: native, z3 oder z3-int (Standard: das des Typs).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="221"/>
        <source>Seed of the first puzzle.</source>
        <translation>Startwert des ersten Rätsels.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="221"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="170"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="94"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="222"/>
        <source>Instead: solve every puzzle of FILE (line format) and print puzzles per second, by label (and list name for benchmark files).</source>
        <translation>Stattdessen: jedes Rätsel aus DATEI (Zeilenformat) lösen und Rätsel pro Sekunde ausgeben, nach Label (und Listenname bei Benchmark-Dateien).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="224"/>
        <source>Instead: run the type&apos;s peers installed from Debian (%1) side by side with Puzzlesmith&apos;s generate command and print ratios of CPU time, whole processes, the same number of puzzles, alternating rounds, with the load average. With --solve: the solve command and the type&apos;s peer solver on the same puzzles of its size too (%2).</source>
        <translation>Stattdessen: die aus Debian installierten Vergleichsprogramme des Typs (%1) neben dem generate-Befehl von Puzzlesmith ausführen und CPU-Zeit-Verhältnisse ausgeben – ganze Prozesse, gleich viele Rätsel, abwechselnde Runden, mit der Systemlast. Mit --solve: außerdem den solve-Befehl und den Vergleichslöser des Typs auf denselben Rätseln seiner Größe (%2).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="228"/>
        <source>With --solve: also time the solve command beside tdoku to a proof of uniqueness, whole processes on the same puzzles, on every set of the size it solves (%1). PATH: tdoku&apos;s line solver, its example/solve.c built against its library from tdoku&apos;s public source.</source>
        <translation>Mit --solve: außerdem den solve-Befehl neben tdoku bis zum Beweis der Eindeutigkeit messen, ganze Prozesse auf denselben Rätseln, auf jedem Satz der Größe, die es löst (%1). PFAD: der Zeilenlöser von tdoku, sein example/solve.c, gegen seine Bibliothek aus den öffentlichen Quellen von tdoku gebaut.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="232"/>
        <source>Instead: rate every puzzle of FILE with the built-in model and print puzzles per second (with --peers: the rate command and the type&apos;s peer rater as whole processes on the same puzzles of its size too: %1).</source>
        <translation>Stattdessen: jedes Rätsel aus DATEI mit dem eingebauten Modell bewerten und Rätsel pro Sekunde ausgeben (mit --peers: außerdem den rate-Befehl und den Vergleichsbewerter des Typs als ganze Prozesse auf denselben Rätseln seiner Größe: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="268"/>
        <source>Error: &quot;%1&quot; is not a program; --tdoku takes the path of tdoku&apos;s line solver (its example/solve.c, built).</source>
        <translation>Fehler: „%1“ ist kein Programm; --tdoku erwartet den Pfad zum Zeilenlöser von tdoku (sein gebautes example/solve.c).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="230"/>
        <source>PATH</source>
        <translation>PFAD</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="231"/>
        <source>Instead: generate N puzzles of the type&apos;s usual size on every core and print the throughput.</source>
        <translation>Stattdessen: N Rätsel in der üblichen Größe des Typs auf jedem Kern erzeugen und den Durchsatz ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="234"/>
        <source>Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default 3x3; --puzzles: how many per level, default 50).</source>
        <translation>Stattdessen: Median der Millisekunden, um ein Rätsel jeder Schwierigkeit zu erzeugen (--sizes: der erste Block, Standard 3x3; --puzzles: wie viele pro Stufe, Standard 50).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="236"/>
        <source>Instead: the learning curve of a teacher group&apos;s model with simulated teachers (0, 20, 50, 100 labels; --seed, 3 seeds; --puzzles: built-in puzzles in each retrain, default 1200).</source>
        <translation>Stattdessen: die Lernkurve des Modells einer Lerngruppe mit simulierten Lehrkräften (0, 20, 50, 100 Labels; --seed, 3 Startwerte; --puzzles: eingebaute Rätsel je Training, Standard 1200).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="238"/>
        <source>With --teachers: the labelled puzzles the teachers label and are checked on (default: the built-in training file).</source>
        <translation>Mit --teachers: die Rätsel mit Label, die die Lehrkräfte labeln und an denen sie geprüft werden (Standard: die eingebaute Trainingsdatei).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="240"/>
        <source>Instead: the learning curve of the personal time model on simulated players, with the labelled puzzles of FILES (comma-separated) of the type&apos;s usual size.</source>
        <translation>Stattdessen: die Lernkurve des persönlichen Zeitmodells an simulierten Spielern, mit den Rätseln mit Label aus DATEIEN (durch Kommas getrennt) in der üblichen Größe der Art.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="241"/>
        <source>FILES</source>
        <translation>DATEIEN</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="256"/>
        <source>Error: bench takes no file arguments (&quot;%1&quot;); use --solve FILE or --rate FILE.</source>
        <translation>Fehler: bench nimmt keine Dateiargumente („%1“); verwenden Sie --solve DATEI oder --rate DATEI.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="264"/>
        <source>Error: --tdoku goes with --solve FILE.</source>
        <translation>Fehler: --tdoku geht nur zusammen mit --solve DATEI.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="277"/>
        <source>Error: --sizes needs at least one size, e.g. %1.</source>
        <translation>Fehler: --sizes braucht mindestens eine Größe, z. B. %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="303"/>
        <location filename="../app/cli/CliSupport.cpp" line="116"/>
        <location filename="../app/cli/CliSupport.cpp" line="192"/>
        <location filename="../app/cli/CliSupport.cpp" line="221"/>
        <location filename="../app/cli/CliSupport.cpp" line="243"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="95"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="322"/>
        <location filename="../app/cli/RateCommand.cpp" line="84"/>
        <location filename="../app/cli/TrainCommand.cpp" line="83"/>
        <location filename="../app/cli/TrainCommand.cpp" line="148"/>
        <location filename="../app/cli/TrainScore.cpp" line="76"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="46"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="175"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="187"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="196"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="117"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation>Rufen Sie &apos;%1 --help&apos; auf, um die Optionen zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="136"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>Fehler: --%1 erwartet eine ganze Zahl von %2 bis %3, nicht „%4“.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="148"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation>Fehler: --%1 erwartet eine ganze Zahl von 0 bis 18446744073709551615, nicht „%2“.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>Puzzle type: %1 (default %2).</source>
        <translation>Rätseltyp: %1 (Standard: %2).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="162"/>
        <source>Grid size RxC, rows x columns (9x9, 10x18); a type with boxes picks the most nearly square box. %1</source>
        <translation>Gittergröße ZxS, Zeilen x Spalten (9x9, 10x18); ein Typ mit Blöcken wählt den möglichst quadratischen Block. %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="178"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>Nur für %1: %2 als ZxS, Zeilen x Spalten (%3); hat Vorrang vor --size.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="206"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="63"/>
        <source>Error: --%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>Fehler: --%1 ist keine Option von %2; geben Sie die Größe mit --size ZxS an.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="252"/>
        <source>Error: --backend takes native, z3 or z3-int, not &quot;%1&quot;.</source>
        <translation>Fehler: --backend erwartet native, z3 oder z3-int, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="279"/>
        <source>Seconds one puzzle may take before it is reported as undecided (default %1).</source>
        <translation>Sekunden, die ein Rätsel dauern darf, bevor es als unentschieden gemeldet wird (Standard: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="281"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/CliSupport.cpp" line="295"/>
        <source>Line %1: the number of solutions could not be decided within %n second(s) (--time-limit).</source>
        <translation>
            <numerusform>Zeile %1: Die Anzahl der Lösungen ließ sich nicht innerhalb von %n Sekunde entscheiden (--time-limit).</numerusform>
            <numerusform>Zeile %1: Die Anzahl der Lösungen ließ sich nicht innerhalb von %n Sekunden entscheiden (--time-limit).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="378"/>
        <source>Error: --%1 needs a file name (or - for standard output).</source>
        <translation>Fehler: --%1 braucht einen Dateinamen (oder - für die Standardausgabe).</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="39"/>
        <source>Error: &quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>Fehler: „%1“ ist kein gültiges JSON (%2 bei Byte %3); die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="49"/>
        <source>item %1 of the list is not a puzzle object.</source>
        <translation>Element %1 der Liste ist kein Rätselobjekt.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="376"/>
        <source>Error: --format takes line or grid, not &quot;%1&quot;.</source>
        <translation>Fehler: --format erwartet line oder grid, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="266"/>
        <location filename="../app/cli/CliSupport.cpp" line="336"/>
        <location filename="../app/cli/CliSupport.cpp" line="360"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation>Fehler: „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="51"/>
        <source>Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). The native backend takes milliseconds.</source>
        <translation>Hinweis: z3 ist oberhalb von 16x16 langsam (Minuten pro Rätsel oder mehr; das Paper nennt etwa 500 s für 25x25). Das native Backend braucht Millisekunden.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="82"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation>Fehler: --strategy erwartet paper, uniform oder symmetric, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="88"/>
        <source>Error: --difficulty takes easy, medium, hard or evil, not &quot;%1&quot;.</source>
        <translation>Fehler: --difficulty erwartet easy, medium, hard oder evil, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="109"/>
        <source>Error: --format takes line, grid, json or gameid, not &quot;%1&quot;.</source>
        <translation>Fehler: --format erwartet line, grid, json oder gameid, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="113"/>
        <source>Error: %1 puzzles have no game IDs to write; use --format line, grid or json.</source>
        <translation>Fehler: %1-Rätsel haben keine Spiel-IDs zum Schreiben; verwenden Sie --format line, grid oder json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="118"/>
        <source>Error: %1 has no game IDs to write: %2 does not play these rules; use --format grid or json.</source>
        <translation>Fehler: Für %1 gibt es keine Spiel-IDs zum Schreiben: %2 spielt diese Regeln nicht; verwenden Sie --format grid oder json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="130"/>
        <source>Error: %1 puzzles are more than their values, and the line format holds values only; use --format grid or json.</source>
        <translation>Fehler: %1-Rätsel sind mehr als ihre Werte, und das Zeilenformat enthält nur Werte; verwenden Sie --format grid oder json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="165"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation>Rätsel mit GenPuzzles erzeugen: Ein zufälliges volles Gitter wird Feld für Feld geleert, während das Rätsel eine eindeutige Lösung behält (oder höchstens --max-solutions).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="163"/>
        <location filename="../app/cli/CliSupport.cpp" line="180"/>
        <source>RxC</source>
        <translation>ZxS</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="169"/>
        <source>How many puzzles (1 to 1000000; default 1).</source>
        <translation>Wie viele Rätsel (1 bis 1000000; Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="171"/>
        <source>Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric (180-degree pairs).</source>
        <translation>Welches Feld als Nächstes versucht wird: paper (vollere Zeilen und Spalten zuerst; der Standard), uniform (gleichmäßig), symmetric (Paare bei 180 Grad).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="188"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <source>Difficulty model made by &apos;train&apos; (default: the built-in one).</source>
        <translation>Mit &apos;train&apos; erstelltes Schwierigkeitsmodell (Standard: das eingebaute).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="190"/>
        <source>Worker threads (0, the default: one per core). The output does not depend on it.</source>
        <translation>Arbeits-Threads (0, der Standard: einer pro Kern). Die Ausgabe hängt nicht davon ab.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="191"/>
        <source>Output format: line (one puzzle per line), grid (&quot;R C&quot; then one line per row, a comment line with the class and seed before each puzzle), json (.puzzle; an array when --count &gt; 1) or gameid (one game ID a line, as the type&apos;s peer program from sgt-puzzles reads it). Default: json for an --output FILE named *.puzzle, else line, or grid for types whose puzzles are more than their values (cages, regions, signs, clues outside the grid).</source>
        <translation>Ausgabeformat: line (ein Rätsel pro Zeile), grid („R C“, dann eine Zeile pro Gitterzeile, vor jedem Rätsel eine Kommentarzeile mit Klasse und Startwert), json (.puzzle; ein Array bei --count &gt; 1) oder gameid (eine Spiel-ID pro Zeile, wie das Partnerprogramm der Art aus sgt-puzzles sie liest). Standard: json für eine --output-Datei *.puzzle, sonst line, oder grid für Arten, deren Rätsel mehr als ihre Werte sind (Käfige, Regionen, Zeichen, Hinweise außerhalb des Gitters).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="264"/>
        <source>Puzzle of seed %1 has no game ID (the peer program cannot hold it); it is left out.</source>
        <translation>Das Rätsel mit Startwert %1 hat keine Spiel-ID (das Vergleichsprogramm kann es nicht darstellen); es wird ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="291"/>
        <source>Interrupted after %n puzzle(s); no output file was written.</source>
        <translation>
            <numerusform>Unterbrochen nach %n Rätsel; es wurde keine Ausgabedatei geschrieben.</numerusform>
            <numerusform>Unterbrochen nach %n Rätseln; es wurde keine Ausgabedatei geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="170"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation>Startwert; Rätsel i des Stapels ist das Rätsel zum Startwert S+i. Zufällig, wenn nicht angegeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="135"/>
        <source>Error: %1 grids do not fit the line format; use --format grid or json.</source>
        <translation>Fehler: %1-Gitter passen nicht ins Zeilenformat; verwenden Sie --format grid oder json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="167"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="82"/>
        <source>Default: the type&apos;s usual size (9x9).</source>
        <translation>Standard: die übliche Größe des Typs (9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation>Anhalten, sobald K Felder leer sind (0: so viele wie möglich leeren).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="175"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation>Höchstens k Lösungen zulassen (1: eindeutig).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="175"/>
        <location filename="../app/cli/TrainCommand.cpp" line="52"/>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="176"/>
        <source>Solver backend: native (fast exact solver, the default), z3 (one-hot SAT encoding where the type allows it, integer cells otherwise) or z3-int (the paper&apos;s integer encoding).</source>
        <translation>Löser-Backend: native (schneller exakter Löser, der Standard), z3 (One-Hot-SAT-Kodierung, wo der Typ es erlaubt, sonst ganzzahlige Felder) oder z3-int (die ganzzahlige Kodierung aus dem Paper).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="178"/>
        <source>Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: the type&apos;s own: 2000 up to 12x12 and 20 above, or no limit for a type whose proofs always finish. A limit never breaks the --max-solutions rule; puzzles may just not be minimal.</source>
        <translation>Suchknoten, die ein Eindeutigkeitsbeweis brauchen darf, bevor das Feld behalten wird (0: keine Grenze). Standard: der des Typs: 2000 bis 12x12 und 20 darüber, oder keine Grenze für einen Typ, dessen Beweise stets zu Ende kommen. Eine Grenze verletzt nie die Regel von --max-solutions; die Rätsel sind dann nur eventuell nicht minimal.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="182"/>
        <source>SAT conflicts one uniqueness proof may take before the square is kept unproven (0: no limit, so every square is proven and the puzzle is minimal; minutes at 25x25). Default: the solver&apos;s own for the grid: 1000 for a 25x25 Sudoku, no limit below. Only Sudoku from 16x16 up needs such proofs; a limit never breaks the --max-solutions rule.</source>
        <translation>SAT-Konflikte, die ein Eindeutigkeitsbeweis brauchen darf, bevor das Feld unbewiesen behalten wird (0: keine Grenze, also wird jedes Feld bewiesen und das Rätsel ist minimal; bei 25x25 Minuten). Standard: der Wert des Lösers für das Gitter: 1000 für ein 25x25-Sudoku, darunter keine Grenze. Nur Sudoku ab 16x16 braucht solche Beweise; eine Grenze verletzt nie die Regel von --max-solutions.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="187"/>
        <source>Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out). Sudoku above 16x16 offers easy, medium and evil: hard is not reached in reasonable time there (docs/classes.md).</source>
        <translation>Rätsel dieser Klasse erzeugen: easy, medium, hard oder evil (GenPuzzles läuft, bis eines herauskommt). Sudoku über 16x16 bietet easy, medium und evil: hard wird dort nicht in vertretbarer Zeit erreicht (docs/classes.md).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="194"/>
        <location filename="../app/cli/RateCommand.cpp" line="71"/>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="195"/>
        <source>Write to FILE instead of standard output.</source>
        <translation>In DATEI statt in die Standardausgabe schreiben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="292"/>
        <source>Interrupted after %n puzzle(s), each written in full above.</source>
        <translation>
            <numerusform>Nach %n Rätsel abgebrochen; es steht oben vollständig.</numerusform>
            <numerusform>Nach %n Rätseln abgebrochen; jedes steht oben vollständig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="299"/>
        <source>Note: %n square(s) stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</source>
        <translation>
            <numerusform>Hinweis: %n Feld blieb unbewiesen (betrifft %1): Sein Eindeutigkeitsbeweis überschritt sein Budget, also wurde es als Vorgabe behalten. Die Rätsel sind eindeutig, aber vielleicht nicht minimal (--search-budget 0 --proof-budget 0 beweisen jedes Feld).</numerusform>
            <numerusform>Hinweis: %n Felder blieben unbewiesen (betrifft %1): Ihr Eindeutigkeitsbeweis überschritt sein Budget, also wurde jedes als Vorgabe behalten. Die Rätsel sind eindeutig, aber vielleicht nicht minimal (--search-budget 0 --proof-budget 0 beweisen jedes Feld).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="304"/>
        <source>Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.</source>
        <translation>
            <numerusform>Hinweis: %n der %1 hat weniger als %2: Das Leeren jedes weiteren Felds würde die Regel von --max-solutions verletzen.</numerusform>
            <numerusform>Hinweis: %n der %1 haben weniger als %2: Das Leeren jedes weiteren Felds würde die Regel von --max-solutions verletzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="301"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n leeres Feld</numerusform>
            <numerusform>%n leere Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="313"/>
        <source>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class they reached is given instead (%5). Try another size or difficulty.</source>
        <translation>
            <numerusform>Warnung: %n der %1 erreichte bei %4 nicht die Stufe %2 (Grenze: je %3); stattdessen wird die nächste erreichte Stufe angegeben (%5). Versuchen Sie eine andere Größe oder Schwierigkeit.</numerusform>
            <numerusform>Warnung: %n der %1 erreichten bei %4 nicht die Stufe %2 (Grenze: je %3); stattdessen wird die nächste erreichte Stufe angegeben (%5). Versuchen Sie eine andere Größe oder Schwierigkeit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="223"/>
        <location filename="../app/cli/BenchCommand.cpp" line="233"/>
        <location filename="../app/cli/BenchCommand.cpp" line="239"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="195"/>
        <location filename="../app/cli/TrainCommand.cpp" line="50"/>
        <location filename="../app/cli/TrainCommand.cpp" line="62"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="95"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="200"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation>Fehler: generate nimmt keine Dateiargumente („%1“); verwenden Sie -o DATEI für die Ausgabe.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="54"/>
        <source>; not solved</source>
        <translation>; nicht gelöst</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="43"/>
        <source>  (%1 has no step-by-step solver yet.)</source>
        <translation>  (%1 hat noch keinen Schritt-für-Schritt-Löser.)</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="51"/>
        <source>  hardest technique: %1; %2, %3, %4%5</source>
        <translation>  schwerste Technik: %1; %2, %3, %4%5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="52"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n guess(es)</source>
        <translation>
            <numerusform>%n Rateversuch</numerusform>
            <numerusform>%n Rateversuche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="63"/>
        <source>Rate puzzles given in the line format or a .puzzle file: prints &lt;puzzle&gt;,&lt;class&gt; per puzzle, class easy, medium, hard or evil. Bad lines, puzzles without exactly one solution and puzzles undecided within the time limit are reported on standard error (exit code 1).</source>
        <translation>Rätsel im Zeilenformat oder aus einer .puzzle-Datei bewerten: gibt &lt;Rätsel&gt;,&lt;Stufe&gt; pro Rätsel aus, mit der Stufe easy, medium, hard oder evil. Fehlerhafte Zeilen, Rätsel ohne genau eine Lösung und Rätsel, die innerhalb der Zeitgrenze unentschieden bleiben, werden auf der Standardfehlerausgabe gemeldet (Exit-Code 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="66"/>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>Default: the puzzle&apos;s own size and parameters (a line&apos;s box=RxC, as generate writes it).</source>
        <translation>Standard: die eigene Größe und die Parameter des Rätsels (box=ZxS einer Zeile, wie generate es schreibt).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <source>A model made by &apos;train&apos; instead of the built-in one.</source>
        <translation>Ein mit &apos;train&apos; erstelltes Modell statt des eingebauten.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="69"/>
        <source>After each puzzle, print the logic solver&apos;s steps.</source>
        <translation>Nach jedem Rätsel die Schritte des Logik-Lösers ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="70"/>
        <source>Output format: line (&lt;puzzle&gt;,&lt;class&gt;) or grid (the grid, then difficulty=&lt;class&gt;); default: grid for grid text input, else line.</source>
        <translation>Ausgabeformat: line (&lt;Rätsel&gt;,&lt;Stufe&gt;) oder grid (das Gitter, dann difficulty=&lt;Stufe&gt;); Standard: grid bei Gittertext-Eingabe, sonst line.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="73"/>
        <source>Compare with the labels in the file: agreement with the label&apos;s class, confusion, and Spearman&apos;s rank correlation with each grader&apos;s own scale (of the score where the model gives one), overall and per grid size.</source>
        <translation>Mit den Bewertungen in der Datei vergleichen: Übereinstimmung mit der Stufe der Bewertung, Verwechslungstabelle und Spearmans Rangkorrelation mit der eigenen Skala jedes Bewerters (mit der Wertung, wo das Modell eine gibt), insgesamt und je Gittergröße.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="75"/>
        <source>End each output line with the puzzle&apos;s difficulty score (0-100; its class is the band the score falls in). Types without a score model print their rule&apos;s score (the middle of the class&apos;s band).</source>
        <translation>Jede Ausgabezeile mit der Schwierigkeitswertung des Rätsels beenden (0-100; seine Stufe ist der Bereich, in den die Wertung fällt). Arten ohne Wertungsmodell geben die Wertung ihrer Regel aus (die Mitte des Bereichs der Stufe).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="209"/>
        <source>%n labelled puzzle(s): %1% filed under the label&apos;s class</source>
        <translation>
            <numerusform>%n bewertetes Rätsel: %1% unter der Stufe der Bewertung eingeordnet</numerusform>
            <numerusform>%n bewertete Rätsel: %1% unter der Stufe der Bewertung eingeordnet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our score against each grader&apos;s own levels:</source>
        <translation>Spearman unserer Wertung gegen die eigenen Stufen jedes Bewerters:</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our class against each grader&apos;s own levels:</source>
        <translation>Spearman unserer Stufe gegen die eigenen Stufen jedes Bewerters:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="216"/>
        <location filename="../app/cli/RateCommand.cpp" line="220"/>
        <source>  %1: %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>  %1: %2 (%n Rätsel)</numerusform>
            <numerusform>  %1: %2 (%n Rätsel)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="217"/>
        <source>per grid size (the file&apos;s own label):</source>
        <translation>je Gittergröße (die eigene Bewertung der Datei):</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="221"/>
        <source>one level only</source>
        <translation>nur eine Stufe</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="225"/>
        <source>; our mean %1</source>
        <translation>; unser Mittel %1</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="78"/>
        <location filename="../app/cli/SolveCommand.cpp" line="38"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation>Rätseldatei, oder - für die Standardeingabe (der Standard).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="136"/>
        <source>Line %1: the puzzle has no solution, so it has no difficulty.</source>
        <translation>Zeile %1: Das Rätsel hat keine Lösung, also hat es keine Schwierigkeit.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="137"/>
        <source>Line %1: the puzzle has more than one solution, so it has no difficulty (add givens until the solution is unique).</source>
        <translation>Zeile %1: Das Rätsel hat mehr als eine Lösung, also hat es keine Schwierigkeit (fügen Sie Vorgaben hinzu, bis die Lösung eindeutig ist).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="164"/>
        <location filename="../app/cli/SolveCommand.cpp" line="65"/>
        <source>Line %1: this grid does not fit the line format; use --format grid.</source>
        <translation>Zeile %1: Dieses Gitter passt nicht ins Zeilenformat; verwenden Sie --format grid.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="206"/>
        <source>Error: no line carries a known label to compare with.</source>
        <translation>Fehler: Keine Zeile trägt ein bekanntes Label zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="210"/>
        <source>confusion (rows: label&apos;s class, columns: ours: easy medium hard evil)</source>
        <translation>Konfusionsmatrix (Zeilen: Stufe des Labels, Spalten: unsere: easy medium hard evil)</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="26"/>
        <source>Solve puzzles in the line format (one per line; &apos;#&apos; lines are skipped), the grid text format (&quot;R C&quot; then one line per row; sgt-puzzles game IDs too) or a .puzzle file. Prints &lt;solution&gt;,&lt;count&gt; per puzzle in the line format, or the solution&apos;s grid and a line solutions=&lt;count&gt; in the grid format; count = number of solutions up to 2 (2: two or more); the input itself when there is none. Bad lines, clashing givens and puzzles undecided within the time limit are reported on standard error and make the exit code 1.</source>
        <translation>Rätsel lösen im Zeilenformat (eines pro Zeile; Zeilen mit &apos;#&apos; werden übersprungen), im Gittertextformat („Z S“, dann eine Zeile pro Gitterzeile; auch Spiel-IDs von sgt-puzzles) oder aus einer .puzzle-Datei. Gibt im Zeilenformat &lt;Lösung&gt;,&lt;Anzahl&gt; pro Rätsel aus, im Gitterformat das Gitter der Lösung und eine Zeile solutions=&lt;Anzahl&gt;; Anzahl = Zahl der Lösungen bis 2 (2: zwei oder mehr); die Eingabe selbst, wenn es keine gibt. Fehlerhafte Zeilen, widersprüchliche Vorgaben und Rätsel, die innerhalb der Zeitgrenze unentschieden bleiben, werden auf der Standardfehlerausgabe gemeldet und ergeben den Exit-Code 1.</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>Solver backend: native, z3 or z3-int (default: native).</source>
        <translation>Löser-Backend: native, z3 oder z3-int (Standard: native).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>Output format: line or grid (default: grid for grid text input, else line).</source>
        <translation>Ausgabeformat: line oder grid (Standard: grid bei Gittertext-Eingabe, sonst line).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="42"/>
        <source>Error: solve takes one input file at most.</source>
        <translation>Fehler: solve nimmt höchstens eine Eingabedatei.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="31"/>
        <location filename="../app/cli/RateCommand.cpp" line="122"/>
        <location filename="../app/cli/RateCommand.cpp" line="194"/>
        <location filename="../app/cli/SolveCommand.cpp" line="106"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="85"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation>Zeile %1: Die Vorgaben widersprechen sich: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="19"/>
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
        <translation>Aufruf: puzzlesmith-cli &lt;Befehl&gt; [Optionen]

Befehle:
  generate   Rätsel erzeugen (GenPuzzles mit einem Löser-Backend)
  solve      Lösungen von Rätseln zählen (bis 2) und eine ausgeben
  rate       Rätsel in easy, medium, hard oder evil einstufen (--explain: die Logikschritte)
  train      ein Schwierigkeitsmodell aus Rätseln mit Label lernen
  worksheet  ein druckbares PDF-Arbeitsblatt mit Lösungsseiten schreiben
  bench      Erzeugung und Lösertests je Größe messen

Mit &apos;puzzlesmith-cli &lt;Befehl&gt; --help&apos; werden die Optionen eines Befehls angezeigt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="55"/>
        <source>Error: cannot start the worksheet program %1.</source>
        <translation>Fehler: Das Arbeitsblatt-Programm %1 lässt sich nicht starten.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="23"/>
        <source>This program makes worksheets for &apos;puzzlesmith-cli worksheet&apos;; run that instead.</source>
        <translation>Dieses Programm erstellt Arbeitsblätter für &apos;puzzlesmith-cli worksheet&apos;; starten Sie stattdessen jenes.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="44"/>
        <location filename="../app/cli/main.cpp" line="61"/>
        <source>Error: cannot write to standard output: %1</source>
        <translation>Fehler: Die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="92"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation>Fehler: unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="46"/>
        <source>Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) from puzzles labelled easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s levels work too).</source>
        <translation>Ein Schwierigkeitsmodell trainieren (libsvm C-SVC, RBF-Kernel; C und gamma per Kreuzvalidierung gewählt) aus Rätseln mit dem Label easy, medium, hard oder evil (die Stufen von qqwing und sgt-solo gehen auch).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="25"/>
        <source>feature contributions (%1-fold cross-validation accuracy; all features: %2%)</source>
        <translation>Beitrag der Merkmale (Genauigkeit der %1-fachen Kreuzvalidierung; alle Merkmale: %2 %)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>without</source>
        <translation>ohne</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="48"/>
        <source>Default: each grid&apos;s own size.</source>
        <translation>Standard: die eigene Größe jedes Gitters.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="50"/>
        <source>Labelled puzzles in the line format: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;].</source>
        <translation>Rätsel mit Label im Zeilenformat: &lt;Gitter&gt;,&lt;Label&gt;[,&lt;Quelle&gt;].</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>Where to write the model.</source>
        <translation>Wohin das Modell geschrieben wird.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="52"/>
        <source>Cross-validation folds (2 to 20).</source>
        <translation>Teilmengen der Kreuzvalidierung (2 bis 20).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="53"/>
        <source>Try fewer C and gamma values (for a fast check).</source>
        <translation>Weniger Werte für C und gamma probieren (für eine schnelle Prüfung).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="54"/>
        <source>Comma-separated C values to try instead of the default grid.</source>
        <translation>Kommagetrennte C-Werte, die statt des Standardrasters probiert werden.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <source>Comma-separated gamma values to try instead of the default grid.</source>
        <translation>Kommagetrennte gamma-Werte, die statt des Standardrasters probiert werden.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="56"/>
        <source>Also report what each feature (with --score: each feature group) contributes: the cross-validated result without it, and with it alone.</source>
        <translation>Auch angeben, was jedes Merkmal (mit --score: jede Merkmalsgruppe) beiträgt: das kreuzvalidierte Ergebnis ohne es und mit ihm allein.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="58"/>
        <source>Train the 0-100 difficulty score (libsvm epsilon-SVR) on each puzzle&apos;s position on the scale (the mean of its grades), with the classes as bands of it, instead of a classifier. Default grid: C 256, gamma 0.03, epsilon 2.</source>
        <translation>Statt eines Klassifikators die Schwierigkeitswertung 0-100 (libsvm epsilon-SVR) an der Lage jedes Rätsels auf der Skala (dem Mittel seiner Bewertungen) trainieren, mit den Stufen als Bereichen davon. Standardraster: C 256, gamma 0.03, epsilon 2.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>With --score: comma-separated epsilon values to try (in score points).</source>
        <translation>Mit --score: durch Kommas getrennte epsilon-Werte zum Ausprobieren (in Wertungspunkten).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="61"/>
        <source>With --score: labelled puzzles never used in training; reports the score&apos;s Spearman against their grades (and, with --contributions, each feature group&apos;s).</source>
        <translation>Mit --score: bewertete Rätsel, die nie zum Training dienten; gibt Spearman der Wertung gegen ihre Bewertungen an (und mit --contributions den jeder Merkmalsgruppe).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="70"/>
        <source>Error: train needs --data FILE and --out MODEL.</source>
        <translation>Fehler: train braucht --data DATEI und --out MODELL.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="116"/>
        <source>Error: --%1 takes positive numbers separated by commas, not &quot;%2&quot;.</source>
        <translation>Fehler: --%1 erwartet positive Zahlen, durch Kommas getrennt, nicht „%2“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainCommand.cpp" line="126"/>
        <source>%n puzzle(s): %1 easy, %2 medium, %3 hard, %4 evil</source>
        <translation>
            <numerusform>%n Rätsel: %1 easy, %2 medium, %3 hard, %4 evil</numerusform>
            <numerusform>%n Rätsel: %1 easy, %2 medium, %3 hard, %4 evil</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="128"/>
        <source>chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%</source>
        <translation>gewählt: C = %1, gamma = %2; Genauigkeit der %3-fachen Kreuzvalidierung %4 %</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="130"/>
        <source>confusion (rows: label, columns: predicted)</source>
        <translation>Konfusionsmatrix (Zeilen: Label, Spalten: vorhergesagt)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>evil</source>
        <translation>evil</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>easy, medium, hard, evil, or mix (the four in turn; default medium).</source>
        <translation>easy, medium, hard, evil oder mix (die vier abwechselnd; Standard: medium).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="85"/>
        <source>Number of puzzles, 1 to 200 (default 12).</source>
        <translation>Anzahl der Rätsel, 1 bis 200 (Standard: 12).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="88"/>
        <source>Add answer-key pages.</source>
        <translation>Lösungsseiten hinzufügen.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="51"/>
        <source>Error: --type needs at least one puzzle type.</source>
        <translation>Fehler: --type braucht mindestens einen Rätseltyp.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="79"/>
        <source>Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date lines, puzzles numbered with their difficulty, and answer-key pages. --type may list several types (%1): they alternate on the sheet.</source>
        <translation>Rätsel erzeugen und ein druckbares Arbeitsblatt als PDF schreiben: Titel, Anleitung, Zeilen für Name und Datum, nummerierte Rätsel mit ihrer Schwierigkeit und Lösungsseiten. --type kann mehrere Typen aufzählen (%1): Sie wechseln sich auf dem Blatt ab.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="86"/>
        <source>Puzzles per page: 1, 2, 4 or 6 (default 4); 2 go side by side on landscape pages. A warning says when the squares would print too small to write in, and what fewer per page would give.</source>
        <translation>Rätsel pro Seite: 1, 2, 4 oder 6 (Standard: 4); 2 stehen nebeneinander auf Querformat-Seiten. Eine Warnung meldet, wenn die Felder zu klein zum Hineinschreiben gedruckt würden, und was weniger Rätsel pro Seite ergäben.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <source>Title at the top of each page (default: the type&apos;s name).</source>
        <translation>Titel oben auf jeder Seite (Standard: der Name des Typs).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>A line under the title (default: the type&apos;s rules).</source>
        <translation>Eine Zeile unter dem Titel (Standard: die Regeln des Typs).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="91"/>
        <source>Leave out the Name and Date lines.</source>
        <translation>Die Zeilen für Name und Datum weglassen.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>a4 or letter (default a4).</source>
        <translation>a4 oder letter (Standard: a4).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>size</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>Grid size within its place on the page, 50 to 100 percent (default 100).</source>
        <translation>Gittergröße innerhalb seines Platzes auf der Seite, 50 bis 100 Prozent (Standard: 100).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="94"/>
        <source>Seed (random when not given).</source>
        <translation>Startwert (zufällig, wenn nicht angegeben).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="95"/>
        <source>The PDF file to write.</source>
        <translation>Die zu schreibende PDF-Datei.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="100"/>
        <source>Error: worksheet needs -o FILE.pdf.</source>
        <translation>Fehler: worksheet braucht -o DATEI.pdf.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="110"/>
        <source>Error: --per-page takes 1, 2, 4 or 6, not &quot;%1&quot;.</source>
        <translation>Fehler: --per-page erwartet 1, 2, 4 oder 6, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="121"/>
        <source>Error: --difficulty takes easy, medium, hard, evil or mix, not &quot;%1&quot;.</source>
        <translation>Fehler: --difficulty erwartet easy, medium, hard, evil oder mix, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="126"/>
        <source>Error: --paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation>Fehler: --paper erwartet a4 oder letter, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="156"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="167"/>
        <source>Warning: at %1 per page the squares print %L2 mm wide, too small to write in; --per-page %3 prints them %L4 mm wide.</source>
        <translation>Warnung: Bei %1 pro Seite werden die Felder %L2 mm breit gedruckt, zu klein zum Hineinschreiben; mit --per-page %3 werden sie %L4 mm breit.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="171"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="183"/>
        <source>Warning: %n puzzle(s) did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation>
            <numerusform>Warnung: %n Rätsel hat bei dieser Größe die gewünschte Schwierigkeit nicht erreicht; seine tatsächliche Stufe steht darunter.</numerusform>
            <numerusform>Warnung: %n Rätsel haben bei dieser Größe die gewünschte Schwierigkeit nicht erreicht; ihre tatsächliche Stufe steht unter ihnen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="190"/>
        <source>Wrote %1: %2 on %3 (%4 with answers), seed %5</source>
        <translation>%1 geschrieben: %2 auf %3 (%4 mit Lösungen), Startwert %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="52"/>
        <source>%1 %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>%1 %2 (%n Rätsel)</numerusform>
            <numerusform>%1 %2 (%n Rätsel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="105"/>
        <source>%n graded puzzle(s)</source>
        <translation>
            <numerusform>%n bewertetes Rätsel</numerusform>
            <numerusform>%n bewertete Rätsel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="106"/>
        <source>epsilon-SVR, chosen C = %1, gamma = %2, epsilon = %3</source>
        <translation>epsilon-SVR, gewählt C = %1, gamma = %2, epsilon = %3</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="107"/>
        <source>%1-fold cross-validation: Spearman %2 against the target, mean absolute error %3 points</source>
        <translation>%1-fache Kreuzvalidierung: Spearman %2 gegen das Ziel, mittlerer absoluter Fehler %3 Punkte</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="109"/>
        <source>against each grader&apos;s own levels: %1</source>
        <translation>gegen die eigenen Stufen jedes Bewerters: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="110"/>
        <source>class bands: easy &lt; %1 &lt;= medium &lt; %2 &lt;= hard &lt; %3 &lt;= evil; %4% of the cross-validated scores fall in their own class&apos;s band</source>
        <translation>Stufenbereiche: leicht &lt; %1 &lt;= mittel &lt; %2 &lt;= schwer &lt; %3 &lt;= teuflisch; %4% der kreuzvalidierten Wertungen fallen in den Bereich ihrer eigenen Stufe</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="117"/>
        <source>held out (%1, never trained on), against each grader&apos;s own levels: %2</source>
        <translation>zurückgehalten (%1, nie trainiert), gegen die eigenen Stufen jedes Bewerters: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="132"/>
        <source>feature group contributions (%1-fold cross-validated Spearman against the target; all features: %2)</source>
        <translation>Beiträge der Merkmalsgruppen (%1-fach kreuzvalidierter Spearman gegen das Ziel; alle Merkmale: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="135"/>
        <source>and on the held-out puzzles against each one&apos;s own grade (all features: %1)</source>
        <translation>und an den zurückgehaltenen Rätseln gegen ihre eigene Bewertung (alle Merkmale: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out without</source>
        <translation>zurückg. ohne</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out alone</source>
        <translation>zurückg. allein</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="81"/>
        <source>%1 of %n puzzle(s) made, %2 squares tested, %3 s</source>
        <translation>
            <numerusform>%1 von %n Rätsel erzeugt, %2 Felder getestet, %3 s</numerusform>
            <numerusform>%1 von %n Rätseln erzeugt, %2 Felder getestet, %3 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="84"/>
        <source>, %n square(s) kept unproven</source>
        <translation>
            <numerusform>, %n Feld unbewiesen behalten</numerusform>
            <numerusform>, %n Felder unbewiesen behalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::PuzzleReader</name>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="96"/>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="99"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation>Fehler: „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="119"/>
        <source>Error: &quot;%1&quot; holds no puzzle in its first %n line(s); is it a puzzle file?</source>
        <translation>
            <numerusform>Fehler: „%1“ enthält in seiner ersten Zeile kein Rätsel; ist es eine Rätseldatei?</numerusform>
            <numerusform>Fehler: „%1“ enthält in seinen ersten %n Zeilen kein Rätsel; ist es eine Rätseldatei?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="126"/>
        <source>Error: &quot;%1&quot; holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.</source>
        <translation>Fehler: „%1“ enthält einen JSON-Wert, aber kein Rätsel: Geben Sie Rätsel im Zeilenformat oder als .puzzle-Datei an.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="149"/>
        <source>Error: &quot;%1&quot; is not grid text, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text: a size line such as &quot;6 6&quot;, then %3.</source>
        <translation>Fehler: „%1“ ist kein Gittertext, und %2-Rätsel können nicht aus einer Rätselzeile gelesen werden: Sie sind mehr als ihre Werte, und eine Rätselzeile enthält nur Werte. Geben Sie sie als Gittertext an: eine Größenzeile wie „6 6“, dann %3.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="151"/>
        <source>Error: &quot;%1&quot; is neither grid text nor a game ID, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text (a size line such as &quot;6 6&quot;, then %3) or as %4 game IDs.</source>
        <translation>Fehler: „%1“ ist weder Gittertext noch eine Spiel-ID, und %2-Rätsel können nicht aus einer Rätselzeile gelesen werden: Sie sind mehr als ihre Werte, und eine Rätselzeile enthält nur Werte. Geben Sie sie als Gittertext (eine Größenzeile wie „6 6“, dann %3) oder als %4-Spiel-IDs an.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="170"/>
        <source>Error: &quot;%1&quot;, line %2: &quot;%3&quot; is not a size line. Grid text starts with the number of rows and the number of columns, such as &quot;9 9&quot;; a puzzle line holds N*N characters (81 for 9x9).</source>
        <translation>Fehler: „%1“, Zeile %2: „%3“ ist keine Größenzeile. Gittertext beginnt mit der Anzahl der Zeilen und der Anzahl der Spalten, etwa „9 9“; eine Rätselzeile enthält N*N Zeichen (81 bei 9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="196"/>
        <location filename="../app/cli/PuzzleInput.cpp" line="231"/>
        <source>Error: cannot read &quot;%1&quot;: %2</source>
        <translation>Fehler: „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="201"/>
        <source>Error: &quot;%1&quot; is not a text file (line %2 holds binary data); give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Fehler: „%1“ ist keine Textdatei (Zeile %2 enthält Binärdaten); geben Sie Rätsel im Zeilenformat, als Gittertext oder als .puzzle-Datei an.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="206"/>
        <source>Error: line %1 of &quot;%2&quot; is longer than %3 characters, more than any puzzle needs; is it a puzzle file?</source>
        <translation>Fehler: Zeile %1 von „%2“ ist länger als %3 Zeichen, mehr als jedes Rätsel braucht; ist es eine Rätseldatei?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="224"/>
        <source>Error: &quot;%1&quot; is larger than %2, the most a JSON or grid text collection may be; split it, or give the puzzles in the line format, which is read a line at a time.</source>
        <translation>Fehler: „%1“ ist größer als %2, das Höchstmaß für eine JSON- oder Gittertext-Sammlung; teilen Sie sie auf oder geben Sie die Rätsel im Zeilenformat an, das zeilenweise gelesen wird.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="228"/>
        <source>Error: &quot;%1&quot; is not a text file; give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Fehler: „%1“ ist keine Textdatei; geben Sie Rätsel im Zeilenformat, als Gittertext oder als .puzzle-Datei an.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="251"/>
        <source>Error: &quot;%1&quot;: %2</source>
        <translation>Fehler: „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="309"/>
        <source>Error: stopped reading &quot;%1&quot; at line %2: %3 lines in a row are not puzzles. Is it a puzzle file?</source>
        <translation>Fehler: Lesen von „%1“ bei Zeile %2 beendet: %3 Zeilen hintereinander sind keine Rätsel. Ist es eine Rätseldatei?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="325"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="339"/>
        <source>... and %n more bad line(s) in &quot;%1&quot; (%2 in all). Is it a puzzle file?</source>
        <translation>
            <numerusform>... und %n weitere fehlerhafte Zeile in „%1“ (insgesamt %2). Ist das eine Rätseldatei?</numerusform>
            <numerusform>... und %n weitere fehlerhafte Zeilen in „%1“ (insgesamt %2). Ist das eine Rätseldatei?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="344"/>
        <source>Error: &quot;%1&quot; holds no puzzle.</source>
        <translation>Fehler: „%1“ enthält kein Rätsel.</translation>
    </message>
</context>
<context>
    <name>cli::TrainGroup</name>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="69"/>
        <location filename="../app/cli/TrainGroup.cpp" line="73"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="57"/>
        <source>Line %1: &quot;%2&quot; is not a label. Use a level (easy, medium, hard, evil) or a verdict on the level the puzzle was shown as: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Zeile %1: „%2“ ist kein Label. Verwenden Sie eine Stufe (easy, medium, hard, evil) oder ein Urteil zur angezeigten Stufe des Rätsels: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="79"/>
        <source>&quot;%1&quot; holds no labelled puzzles.</source>
        <translation>„%1“ enthält keine Rätsel mit Label.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="87"/>
        <source>group &quot;%1&quot;: %2</source>
        <translation>Gruppe „%1“: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainGroup.cpp" line="91"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="94"/>
        <source>; no model yet</source>
        <translation>; noch kein Modell</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="101"/>
        <source>WARNING: %1</source>
        <translation>WARNUNG: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="106"/>
        <source>labels added since the last retrain: retrain to use them</source>
        <translation>seit dem letzten Training hinzugefügte Labels: neu trainieren, um sie zu nutzen</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="107"/>
        <source>built-in class (rows) against the group model&apos;s class (columns), on the built-in puzzles:</source>
        <translation>eingebaute Stufe (Zeilen) gegen die Stufe des Gruppenmodells (Spalten), auf den eingebauten Rätseln:</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>evil</source>
        <translation>teuflisch</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="126"/>
        <source>A teacher&apos;s group (a class of solvers): add --labels, retrain, print its model&apos;s report, or with --export/--reset act on it.</source>
        <translation>Eine Lerngruppe einer Lehrkraft (eine Klasse von Lösenden): --labels hinzufügen, neu trainieren, den Bericht ihres Modells ausgeben oder mit --export/--reset auf sie wirken.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="127"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="128"/>
        <source>With --group: labels to add, one puzzle per line: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;] where the label is a level (easy, medium, hard, evil) or a verdict on the level shown: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Mit --group: hinzuzufügende Labels, ein Rätsel pro Zeile: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;], wobei das Label eine Stufe (easy, medium, hard, evil) oder ein Urteil zur angezeigten Stufe ist: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="130"/>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>Where groups are kept (default: the studio&apos;s own folder).</source>
        <translation>Wo Gruppen aufbewahrt werden (Standard: der eigene Ordner des Studios).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <source>With --group: write the group (labels and model) to FILE, to share it.</source>
        <translation>Mit --group: die Gruppe (Labels und Modell) in DATEI schreiben, um sie zu teilen.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>Add the group in FILE (a .psgroup file) to the kept groups; --group renames it.</source>
        <translation>Die Gruppe in DATEI (eine .psgroup-Datei) zu den aufbewahrten Gruppen hinzufügen; --group benennt sie um.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="134"/>
        <source>With --group: forget the group&apos;s model (retrain to make it again).</source>
        <translation>Mit --group: das Modell der Gruppe vergessen (neu trainieren, um es wieder zu erstellen).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="135"/>
        <source>With --reset: forget the labels too.</source>
        <translation>Mit --reset: auch die Labels vergessen.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="136"/>
        <source>List the kept groups.</source>
        <translation>Die aufbewahrten Gruppen auflisten.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="160"/>
        <location filename="../app/cli/TrainGroup.cpp" line="166"/>
        <location filename="../app/cli/TrainGroup.cpp" line="181"/>
        <location filename="../app/cli/TrainGroup.cpp" line="191"/>
        <location filename="../app/cli/TrainGroup.cpp" line="203"/>
        <location filename="../app/cli/TrainGroup.cpp" line="214"/>
        <location filename="../app/cli/TrainGroup.cpp" line="229"/>
        <location filename="../app/cli/TrainGroup.cpp" line="235"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="174"/>
        <source>Error: --group needs a name.</source>
        <translation>Fehler: --group braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="186"/>
        <location filename="../app/cli/TrainGroup.cpp" line="199"/>
        <source>Error: there is no group &quot;%1&quot;.</source>
        <translation>Fehler: Es gibt keine Gruppe „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="219"/>
        <source>Error: there is no group &quot;%1&quot;; give --labels FILE to start it.</source>
        <translation>Fehler: Es gibt keine Gruppe „%1“; geben Sie --labels DATEI an, um sie anzulegen.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="233"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="51"/>
        <source>Cannot read the peer list of %1.</source>
        <translation>Die Vergleichsliste von %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="95"/>
        <source>Line %1 of the peer list of %2 is not a peer: %3</source>
        <translation>Zeile %1 der Vergleichsliste von %2 ist kein Vergleichsprogramm: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="161"/>
        <source>GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2</source>
        <translation>GenPuzzles, ein Thread, Strategie paper, eindeutige Lösung, Backend %1, Startwert %2</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>median ms</source>
        <translation>Median ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>params</source>
        <translation>Param.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>max ms</source>
        <translation>max. ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>ms/check</source>
        <translation>ms/Test</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>checks</source>
        <translation>Tests</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>empties</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>minimal</source>
        <translation>minimal</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchCommand.cpp" line="201"/>
        <source>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search node(s)); in brackets, puzzles with a given proven not needed (n) or not settled (?).</source>
        <translation>
            <numerusform>minimal: Rätsel, in denen jede Vorgabe nötig ist (ohne sie hat das Rätsel eine zweite Lösung; jeder Test ohne Grenze, wo das Budget &apos;-&apos; ist, sonst innerhalb von %Ln Suchknoten); in Klammern Rätsel mit einer Vorgabe, die nachweislich nicht nötig (n) oder nicht geklärt (?) ist.</numerusform>
            <numerusform>minimal: Rätsel, in denen jede Vorgabe nötig ist (ohne sie hat das Rätsel eine zweite Lösung; jeder Test ohne Grenze, wo das Budget &apos;-&apos; ist, sonst innerhalb von %Ln Suchknoten); in Klammern Rätsel mit einer Vorgabe, die nachweislich nicht nötig (n) oder nicht geklärt (?) ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="205"/>
        <source>peak memory (RSS): %1 MB</source>
        <translation>Spitzenspeicher (RSS): %1 MB</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="27"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="48"/>
        <location filename="../app/cli/BenchPeers.cpp" line="83"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="30"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="38"/>
        <location filename="../app/cli/BenchSolve.cpp" line="81"/>
        <location filename="../app/cli/BenchSolve.cpp" line="126"/>
        <location filename="../app/cli/BenchTeachers.cpp" line="55"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="66"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="68"/>
        <location filename="../app/cli/BenchPeers.cpp" line="68"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="76"/>
        <source>no peer rates these puzzles</source>
        <translation>kein Vergleichsprogramm bewertet diese Rätsel</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="65"/>
        <source>%1 is not installed or failed</source>
        <translation>%1 ist nicht installiert oder fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="67"/>
        <source>CPU time of the whole process (median of %1): ours %2 s, %3 %4 s (%5 and %6 µs per puzzle); ratio %3 / ours %7; load %8</source>
        <translation>CPU-Zeit des ganzen Prozesses (Median von %1): unsere %2 s, %3 %4 s (%5 und %6 µs pro Rätsel); Verhältnis %3 / unsere %7; Last %8</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPeers.cpp" line="91"/>
        <source>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating round(s); the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</source>
        <translation>
            <numerusform>Erzeugung, wie Benutzer sie ausführen: Jede Seite ist ein ganzer Prozess, der auf einem Thread gleich viele Rätsel erzeugt, gemessen an seiner CPU-Zeit (Benutzer + System, vom System), in %n abwechselnden Runde; die Median-Runde in Millisekunden pro Rätsel, Start inbegriffen. Verhältnis: Vergleichsprogramm / Puzzlesmith (über 1: wir sind schneller). Die Systemlast wird ausgegeben: Ein Verhältnis bei einer Last über der Kernzahl (%1) ist grob.</numerusform>
            <numerusform>Erzeugung, wie Benutzer sie ausführen: Jede Seite ist ein ganzer Prozess, der auf einem Thread gleich viele Rätsel erzeugt, gemessen an seiner CPU-Zeit (Benutzer + System, vom System), in %n abwechselnden Runden; die Median-Runde in Millisekunden pro Rätsel, Start inbegriffen. Verhältnis: Vergleichsprogramm / Puzzlesmith (über 1: wir sind schneller). Die Systemlast wird ausgegeben: Ein Verhältnis bei einer Last über der Kernzahl (%1) ist grob.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="97"/>
        <source>Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are minimal). Where a job names a class, Puzzlesmith generates at that class (`generate --difficulty`, each puzzle classified by the built-in model), and the peer at the level that means the same; otherwise both at whatever class emptying gives. Each job&apos;s two commands follow its row.</source>
        <translation>Puzzlesmith erzeugt eindeutige Rätsel, bei denen jedes Feld getestet ist (Sudoku: keine Grenze für Beweise, daher sind sie minimal). Wo eine Aufgabe eine Stufe nennt, erzeugt Puzzlesmith auf dieser Stufe (`generate --difficulty`, jedes Rätsel vom eingebauten Modell eingestuft) und das Vergleichsprogramm auf der gleichbedeutenden Stufe; sonst beide auf der Stufe, die sich beim Leeren ergibt. Die zwei Befehle jeder Aufgabe folgen auf ihre Zeile.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>peer ms</source>
        <translation>Vergl. ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ours ms</source>
        <translation>unsere ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>ours failed</source>
        <translation>unsere fehlgeschl.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>peer not installed or failed</source>
        <translation>Vergleichsprogramm fehlt oder fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="65"/>
        <source>rated %1 on one thread: %2 puzzles/s (logic solve, features, SVM; the median of %3, in this process)</source>
        <translation>%1 auf einem Thread bewertet: %2 Rätsel/s (logisches Lösen, Merkmale, SVM; Median von %3, in diesem Prozess)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>Generation at a target class, %1, one thread, %n puzzle(s) per level</source>
        <translation>
            <numerusform>Erzeugung mit Zielstufe, %1, ein Thread, %n Rätsel pro Stufe</numerusform>
            <numerusform>Erzeugung mit Zielstufe, %1, ein Thread, %n Rätsel pro Stufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="97"/>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>job</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="88"/>
        <source>No generator of %1 puzzles is known to compare with.</source>
        <translation>Für %1-Rätsel ist kein Generator zum Vergleich bekannt.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ratio</source>
        <translation>Verh.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="48"/>
        <source>Note: %n line(s) of &quot;%1&quot; are not puzzles and were left out.</source>
        <translation>
            <numerusform>Hinweis: %n Zeile von „%1“ ist kein Rätsel und wurde ausgelassen.</numerusform>
            <numerusform>Hinweis: %n Zeilen von „%1“ sind keine Rätsel und wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="50"/>
        <source>Error: &quot;%1&quot; holds no puzzles.</source>
        <translation>Fehler: „%1“ enthält keine Rätsel.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of uniqueness (limit 2)</source>
        <translation>Lösen, ein Thread, Backend %1: Rätsel pro Sekunde bis zur ersten Lösung (Limit 1) und bis zum Eindeutigkeitsbeweis (Limit 2)</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>limit 1 /s</source>
        <translation>Limit 1 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>limit 2 /s</source>
        <translation>Limit 2 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>not 1 solution</source>
        <translation>nicht 1 Lösung</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="140"/>
        <source>%1 on %2, each classified by the built-in model: %3 s, %4 puzzles/s</source>
        <translation>%1 auf %2, jedes vom eingebauten Modell eingestuft: %3 s, %4 Rätsel/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="141"/>
        <source>%n %1 puzzle(s)</source>
        <translation>
            <numerusform>%n %1-Rätsel</numerusform>
            <numerusform>%n %1-Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="142"/>
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="43"/>
        <source>Error: the learning curve needs %1 puzzles of %2, the files have %3.</source>
        <translation>Fehler: Die Lernkurve braucht %1 Rätsel von %2, die Dateien haben %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="47"/>
        <source>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n game(s)) against the built-in rule, on %1 unseen games per player</source>
        <translation>
            <numerusform>Zeiten der Spieler: das persönliche Modell (epsilon-SVR auf den Spielen des Spielers; unter %n Spiel die Regel) gegen die eingebaute Regel, auf %1 ungesehenen Spielen je Spieler</numerusform>
            <numerusform>Zeiten der Spieler: das persönliche Modell (epsilon-SVR auf den Spielen des Spielers; unter %n Spielen die Regel) gegen die eingebaute Regel, auf %1 ungesehenen Spielen je Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="51"/>
        <source>%1 puzzles (%2), %n seed(s) from %3, mean over the seeds</source>
        <translation>
            <numerusform>%1 Rätsel (%2), %n Startwert ab %3, Mittel über die Startwerte</numerusform>
            <numerusform>%1 Rätsel (%2), %n Startwerte ab %3, Mittel über die Startwerte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="53"/>
        <source>MAE: mean absolute error in minutes; ±25%: share within a quarter of the actual time; rank: Spearman&apos;s agreement. &quot;ideal&quot;: the player&apos;s own function without its noise, the best any prediction could do.</source>
        <translation>MAE: mittlerer absoluter Fehler in Minuten; ±25%: Anteil innerhalb eines Viertels der tatsächlichen Zeit; Rang: Übereinstimmung nach Spearman. „ideal“: die eigene Funktion des Spielers ohne ihr Rauschen, das Beste, was eine Vorhersage leisten könnte.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="56"/>
        <source>The players&apos; times follow the graders&apos; levels written in the files (sgt-solo&apos;s, qqwing&apos;s), never our own score, which the model and the rule see; 1 game in 20 is given up by Reveal and 1 in 20 finished by Apply Hint, and both are left out of the learning and the figures.</source>
        <translation>Die Zeiten der Spieler folgen den in den Dateien notierten Stufen der Bewerter (von sgt-solo, von qqwing), nie unserem eigenen Wert, den Modell und Regel sehen; 1 Spiel von 20 wird mit „Aufdecken“ aufgegeben und 1 von 20 mit „Anwenden“ beendet, und beide bleiben beim Lernen und bei den Zahlen außen vor.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>MAE</source>
        <translation>MAE</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="62"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="63"/>
        <source>±25%</source>
        <translation>±25%</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="62"/>
        <location filename="../app/cli/BenchPlayers.cpp" line="63"/>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="62"/>
        <source>rule MAE</source>
        <translation>Regel-MAE</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="63"/>
        <source>ideal MAE</source>
        <translation>ideal-MAE</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree built-in</source>
        <translation>Übereinst. eingeb.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree group</source>
        <translation>Übereinst. Gruppe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree chosen</source>
        <translation>Übereinst. gewählt</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error built-in</source>
        <translation>Fehler eingeb.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error group</source>
        <translation>Fehler Gruppe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error chosen</source>
        <translation>Fehler gewählt</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>warned</source>
        <translation>gewarnt</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>named</source>
        <translation>benannt</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="32"/>
        <source>rank vs built-in</source>
        <translation>Rang vs. eingeb.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="62"/>
        <source>%1x%2 puzzles from %3; each teacher labels puzzles from the first 100 of a seeded shuffle and is checked on the others, never labelled; each retrain: %4 built-in puzzles (%5 s to compute their features); %6 seed(s) from %7; 10% of verdicts off by one class (drawn from the seed, not from any score), 20% set the level directly; the puzzles are shown as the built-in model&apos;s class, as in the studio.</source>
        <translation>%1x%2-Rätsel aus %3; jede Lehrkraft bewertet Rätsel aus den ersten 100 einer Mischung mit Startwert und wird an den anderen, nie bewerteten geprüft; jedes Neutraining: %4 eingebaute Rätsel (%5 s für ihre Merkmale); %6 Startwert(e) ab %7; 10 % der Urteile um eine Stufe daneben (aus dem Startwert gezogen, nicht aus einem Wert), 20 % setzen die Stufe direkt; die Rätsel werden wie im Studio mit der Stufe des eingebauten Modells gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="69"/>
        <source>Note: the built-in model was trained on this file&apos;s grades; pass held-out puzzles with --pool.</source>
        <translation>Hinweis: Das eingebaute Modell wurde mit den Stufen dieser Datei trainiert; übergeben Sie zurückgehaltene Rätsel mit --pool.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="71"/>
        <source>Teacher sgt-solo: each puzzle&apos;s level is the one sgt-solo&apos;s grader gave it.</source>
        <translation>Lehrkraft sgt-solo: Die Stufe jedes Rätsels ist die, die der Bewerter von sgt-solo ihm gab.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="72"/>
        <source>Teacher qqwing: each puzzle&apos;s level is the one qqwing&apos;s grader gave it.</source>
        <translation>Lehrkraft qqwing: Die Stufe jedes Rätsels ist die, die der Bewerter von qqwing ihm gab.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="74"/>
        <source>Teacher clues: rates by the clue count alone (the fewer clues, the harder), which the graders ignore.</source>
        <translation>Lehrkraft clues: bewertet nur nach der Vorgabenzahl (je weniger Vorgaben, desto schwerer), die die Bewerter ignorieren.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="82"/>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchTeachers.cpp" line="86"/>
        <source>Skipped: %n puzzle(s), more than 100 needed.</source>
        <translation>
            <numerusform>Übersprungen: %n Rätsel, mehr als 100 nötig.</numerusform>
            <numerusform>Übersprungen: %n Rätsel, mehr als 100 nötig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="91"/>
        <source>%1 puzzles, checked on %2.</source>
        <translation>%1 Rätsel, geprüft an %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="115"/>
        <source>agree: share of unseen puzzles filed under the teacher&apos;s class; error: mean absolute difference from the teacher&apos;s score, in points (both the mean over the seeds). group: the labels carry half the weight; chosen: the weight chosen by 5-fold cross-validation over the labels, or the built-in model kept when no weight does better, as the studio and train --group do. warned: share of seeds where the studio says the labels disagree with the built-in levels; named: where it also names the visible property they follow; rank vs built-in: Spearman of the chosen model&apos;s scores with the built-in model&apos;s on the built-in puzzles.</source>
        <translation>Übereinst.: Anteil ungesehener Rätsel, die in die Stufe der Lehrkraft eingeordnet werden; Fehler: mittlere absolute Abweichung vom Wert der Lehrkraft in Punkten (beides gemittelt über die Startwerte). Gruppe: Die Labels tragen die Hälfte des Gewichts; gewählt: das per 5-facher Kreuzvalidierung über die Labels gewählte Gewicht oder das eingebaute Modell, wenn kein Gewicht besser ist, wie es das Studio und train --group tun. gewarnt: Anteil der Startwerte, bei denen das Studio meldet, dass die Labels den eingebauten Stufen widersprechen; benannt: wo es auch die sichtbare Eigenschaft nennt, der sie folgen; Rang vs. eingeb.: Spearman der Werte des gewählten Modells mit denen des eingebauten Modells auf den eingebauten Rätseln.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="141"/>
        <source>retrain as the studio does it (100 labels of the first teacher, weight chosen by 5-fold cross-validation over them, %1 built-in puzzles): %2 s, weight %3; one training without cross-validation: %4 s</source>
        <translation>Neutraining wie im Studio (100 Labels der ersten Lehrkraft, Gewicht per 5-facher Kreuzvalidierung darüber gewählt, %1 eingebaute Rätsel): %2 s, Gewicht %3; ein Training ohne Kreuzvalidierung: %4 s</translation>
    </message>
</context>
<context>
    <name>puzzle_export</name>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="37"/>
        <source>Made with Puzzlesmith</source>
        <translation>Gemacht mit Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="60"/>
        <source>Cannot write &quot;%1&quot;: the picture could not be drawn.</source>
        <translation>„%1“ kann nicht geschrieben werden: Das Bild konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="63"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: %2. Eine frühere Datei bleibt unverändert.</translation>
    </message>
</context>
</TS>
