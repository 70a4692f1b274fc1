<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="56"/>
        <source>Cannot autosave the harvest in &quot;%1&quot;: %2</source>
        <translation>No se puede guardar automáticamente la cosecha en &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>BackgroundJob</name>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="16"/>
        <source>There was not enough memory for this job. Try a smaller size.</source>
        <translation>No hubo memoria suficiente para esta tarea. Pruebe con un tamaño menor.</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="18"/>
        <source>The job stopped with an internal error: %1</source>
        <translation>La tarea se detuvo por un error interno: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="20"/>
        <source>The job stopped with an unknown internal error.</source>
        <translation>La tarea se detuvo por un error interno desconocido.</translation>
    </message>
</context>
<context>
    <name>BuiltInTrainingData</name>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="60"/>
        <source>This puzzle type has no built-in difficulty model to start a group&apos;s model from.</source>
        <translation>Este tipo de puzle no tiene un modelo de dificultad integrado del que partir para el modelo de un grupo.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="142"/>
        <source>No puzzle of %1 is graded by &quot;%2&quot;.</source>
        <translation>Ningún puzle de %1 está calificado por &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>CagesJson</name>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="32"/>
        <source>The cages are damaged: every line is text.</source>
        <translation>Las jaulas están dañadas: cada línea debe ser texto.</translation>
    </message>
</context>
<context>
    <name>ChoicesPanel</name>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="28"/>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="29"/>
        <source>&amp;Size</source>
        <translation>Ta&amp;maño</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="34"/>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="37"/>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="40"/>
        <source>For gro&amp;up</source>
        <translation>Para el gr&amp;upo</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="42"/>
        <source>None (fuller rows first)</source>
        <translation>Ninguna (filas llenas antes)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="43"/>
        <source>None (uniform)</source>
        <translation>Ninguna (uniforme)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="44"/>
        <source>Rotational (180°)</source>
        <translation>Rotacional (180°)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="45"/>
        <source>S&amp;ymmetry</source>
        <translation>&amp;Simetría</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="46"/>
        <source>Rando&amp;m</source>
        <translation>A&amp;leatoria</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="58"/>
        <source>Seed &amp;number</source>
        <translation>Sem&amp;illa</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="62"/>
        <source>Native (fast)</source>
        <translation>Nativo (rápido)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="63"/>
        <source>z3, one-hot</source>
        <translation>z3, one-hot</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="64"/>
        <source>z3, integers (paper)</source>
        <translation>z3, enteros (artículo)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="65"/>
        <source>S&amp;olver</source>
        <translation>&amp;Resolutor</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>The kind of puzzle. Help &gt; User Guide explains the rules of each type.</source>
        <translation>El tipo de puzle. Ayuda &gt; Guía del usuario explica las reglas de cada uno.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>Puzzle type</source>
        <translation>Tipo de puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>The size of the grid (for Sudoku, with the shape of its boxes).</source>
        <translation>El tamaño de la cuadrícula (en el Sudoku, con la forma de sus cajas).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>The class the puzzle should have. Any keeps emptying until no square can go: the sparsest puzzle.</source>
        <translation>La clase que debe tener el puzle. Cualquiera vacía hasta que no se puede quitar ninguna casilla: el puzle más escaso.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="69"/>
        <source>Whose sense of difficulty the target follows: the built-in model, or a class or group you rated puzzles for (Play &gt; Rate for a Group…).</source>
        <translation>El sentido de la dificultad que sigue el objetivo: el modelo integrado o una clase o grupo para el que ha valorado puzles (Jugar &gt; Valorar para un grupo…).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="70"/>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>The order squares are emptied in. Rotational keeps the givens symmetric, as in newspapers.</source>
        <translation>El orden en que se vacían las casillas. Rotacional mantiene simétricas las pistas, como en los periódicos.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="72"/>
        <source>A new puzzle every time. Untick it and type a seed number to make the same puzzle again.</source>
        <translation>Un puzle nuevo cada vez. Desmárcalo y escribe una semilla para volver a hacer el mismo puzle.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>The seed number of the run: the same seed and settings always make the same puzzle.</source>
        <translation>La semilla de la ejecución: la misma semilla y los mismos ajustes dan siempre el mismo puzle.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>Seed number</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>The solver that proves each puzzle has one solution. Native is fast; z3 is the paper&apos;s declarative definition.</source>
        <translation>El solucionador que prueba que cada puzle tiene una sola solución. Nativo es rápido; z3 es la definición declarativa del artículo.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="75"/>
        <source>&amp;Generate</source>
        <translation>Ge&amp;nerar</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="76"/>
        <source>Make a puzzle: the grid empties square by square while the solver checks that the solution stays unique.</source>
        <translation>Hacer un puzle: la cuadrícula se vacía casilla a casilla mientras el solucionador comprueba que la solución sigue siendo única.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="115"/>
        <source>Not offered at this size: no puzzle of this class can be made in reasonable time.</source>
        <translation>No se ofrece en este tamaño: no se puede crear un puzle de esta clase en un tiempo razonable.</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="21"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="22"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="23"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="24"/>
        <source>Evil</source>
        <translation>Diabólico</translation>
    </message>
</context>
<context>
    <name>DifficultyModels</name>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="22"/>
        <source>Cannot open the difficulty model &quot;%1&quot;: %2</source>
        <translation>No se puede abrir el modelo de dificultad &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="32"/>
        <source>Cannot read the difficulty model &quot;%1&quot;: %2</source>
        <translation>No se puede leer el modelo de dificultad &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="33"/>
        <source>&quot;%1&quot; is not a difficulty model made by &apos;train&apos; (%2).</source>
        <translation>&quot;%1&quot; no es un modelo de dificultad creado por &apos;train&apos; (%2).</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="34"/>
        <source>it is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="35"/>
        <source>it is larger than %1</source>
        <translation>es mayor que %1</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="42"/>
        <location filename="../app/document/DifficultyModels.cpp" line="64"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="79"/>
        <source>%1 has no learnt difficulty model; its classes come from its rule.</source>
        <translation>%1 no tiene un modelo de dificultad aprendido; sus clases salen de su regla.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="67"/>
        <source>%1 must be %2: every other value is already in its row, column or region.</source>
        <translation>%1 debe ser %2: todos los demás valores ya están en su fila, columna o región.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="97"/>
        <source>%1 must be %2: it is the only cell of region %3 that can hold %2.</source>
        <translation>%1 debe ser %2: es la única casilla de la región %3 que puede contener el %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="62"/>
        <source>%1 can only hold %2 between them, so no other cell of region %3 can hold those values.</source>
        <translation>%1 solo pueden contener %2 entre ellas, así que ninguna otra casilla de la región %3 puede contener esos valores.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="27"/>
        <source>A test for another solution needs a full reference that agrees with the givens and an empty square.</source>
        <translation>Para buscar otra solución hace falta una solución de referencia completa que coincida con las pistas, y una casilla vacía.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="33"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation>El resolutor recibió una cuadrícula de %1x%2 para reglas de %3x%4.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="37"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation>El valor %1 está fuera de rango: los valores van de 1 a %2.</translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="94"/>
        <source>The z3 solver gave up on this puzzle (%1).</source>
        <translation>El resolutor z3 se rindió con este puzle (%1).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="22"/>
        <source>%1×%1 (boxes %2×%3)</source>
        <translation>%1×%1 (cajas %2×%3)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="33"/>
        <source>A Sudoku grid must be square, not %1.</source>
        <translation>Una cuadrícula de Sudoku debe ser cuadrada, no %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="37"/>
        <source>&quot;%1&quot; is not a size; write it as 9x9.</source>
        <translation>&quot;%1&quot; no es un tamaño; escríbalo como 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="63"/>
        <source>A Sudoku grid must be square, not %1x%2.</source>
        <translation>Una cuadrícula de Sudoku debe ser cuadrada, no %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="32"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="42"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="38"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="21"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation>La fila %1 tiene el %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="33"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="43"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="39"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="23"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation>La columna %1 tiene el %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="39"/>
        <source>The sign says %1 is smaller than %2, but it holds %3 and %2 holds %4.</source>
        <translation>El signo dice que %1 es menor que %2, pero contiene %3 y %2 contiene %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="49"/>
        <source>%1 holds %2, but its one-square cage shows %3.</source>
        <translation>%1 contiene %2, pero su jaula de una casilla indica %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="52"/>
        <source>The cage %1 at %2 is full but does not make %1.</source>
        <translation>La jaula %1 de %2 está llena pero no da %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="25"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation>La caja %1 tiene el %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="26"/>
        <source>Region %1 has %2 twice (%3 and %4).</source>
        <translation>La región %1 tiene el %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="33"/>
        <source>Sudoku %1x%1 (%2 boxes)</source>
        <translation>Sudoku %1x%1 (cajas %2)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="96"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation>La cuadrícula es de %1x%2; estas reglas necesitan %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="100"/>
        <source>%1 holds %2, but values only go up to %3.</source>
        <translation>%1 contiene %2, pero los valores solo llegan hasta %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="9"/>
        <source>Box shape &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C at least 2 and R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.</source>
        <translation>La forma de caja &quot;%1&quot; no está admitida: indíquela como FxC (filas x columnas) con F y C de al menos 2 y F*C de 4 a 25, por ejemplo 2x2, 2x3, 3x3, 3x4, 4x4 o 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="41"/>
        <source>A grid of regions must be n x n with n from 4 to 25, and give a region for every square.</source>
        <translation>Una cuadrícula de regiones debe ser de n x n, con n de 4 a 25, y dar una región a cada casilla.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="45"/>
        <source>A %1x%1 grid has regions 1 to %1, not %2.</source>
        <translation>Una cuadrícula de %1x%1 tiene las regiones 1 a %1, no %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="50"/>
        <source>Region %1 has %2 squares; each region of a %3x%3 grid must have %3.</source>
        <translation>La región %1 tiene %2 casillas; cada región de una cuadrícula de %3x%3 debe tener %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="91"/>
        <source>No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25).</source>
        <translation>Ninguna caja de Sudoku encaja en una cuadrícula de %1x%1: el lado debe ser F*C con F y C de al menos 2, de 4 a 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 o 25).</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="37"/>
        <source>Cannot create a temporary file for the difficulty model.</source>
        <translation>No se puede crear un archivo temporal para el modelo de dificultad.</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="114"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="54"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="181"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="253"/>
        <source>The difficulty model is damaged (libsvm could not read it).</source>
        <translation>El modelo de dificultad está dañado (libsvm no pudo leerlo).</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="62"/>
        <source>Cannot write the difficulty model.</source>
        <translation>No se puede escribir el modelo de dificultad.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="138"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="207"/>
        <source>Training needs at least two labelled puzzles.</source>
        <translation>El entrenamiento necesita al menos dos puzles etiquetados.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="179"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="247"/>
        <source>libsvm refused the training parameters: %1</source>
        <translation>libsvm rechazó los parámetros de entrenamiento: %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="288"/>
        <location filename="../engine/difficulty/SvmModelBinary.cpp" line="46"/>
        <source>This is not a Puzzlesmith difficulty model, or it is damaged.</source>
        <translation>Esto no es un modelo de dificultad de Puzzlesmith, o está dañado.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="194"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="397"/>
        <source>The difficulty model expects %1 features, not %2.</source>
        <translation>El modelo de dificultad espera %1 características, no %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/GridSteps.cpp" line="45"/>
        <location filename="../engine/types/fillomino/FillominoStepSolver.cpp" line="52"/>
        <source>No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking).</source>
        <translation>Aquí no se aplica ninguna técnica. %1 puede ser %2; probar %3 lleva a la solución (hallada por vuelta atrás).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="68"/>
        <source>%1 must be %2: every other value is already in its row, column or box.</source>
        <translation>%1 debe ser %2: todos los demás valores ya están en su fila, columna o caja.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="64"/>
        <source>%1 must be %2: it is the only value left for it.</source>
        <translation>%1 debe ser %2: es el único valor que le queda.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="71"/>
        <source>%1 must be %2: every other value is already in its row, column or region, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 debe ser %2: todos los demás valores ya están en su fila, columna o región, o se tacharon de sus candidatos en un paso anterior (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="73"/>
        <source>%1 must be %2: every other value is already in its row, column or box, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 debe ser %2: todos los demás valores ya están en su fila, columna o caja, o se tacharon de sus candidatos en un paso anterior (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="94"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="132"/>
        <source>%1 must be %2: it is the only cell of row %3 that can hold %2.</source>
        <translation>%1 debe ser %2: es la única casilla de la fila %3 que puede contener el %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="95"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="133"/>
        <source>%1 must be %2: it is the only cell of column %3 that can hold %2.</source>
        <translation>%1 debe ser %2: es la única casilla de la columna %3 que puede contener el %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="96"/>
        <source>%1 must be %2: it is the only cell of box %3 that can hold %2.</source>
        <translation>%1 debe ser %2: es la única casilla de la caja %3 que puede contener el %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="98"/>
        <source>%1 must be %2: it is the only cell of the diagonal %3 that can hold %2.</source>
        <translation>%1 debe ser %2: es la única casilla de la diagonal %3 que puede contener %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="59"/>
        <source>%1 can only hold %2 between them, so no other cell of row %3 can hold those values.</source>
        <translation>%1 solo pueden contener %2 entre ellas, así que ninguna otra casilla de la fila %3 puede contener esos valores.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="60"/>
        <source>%1 can only hold %2 between them, so no other cell of column %3 can hold those values.</source>
        <translation>%1 solo pueden contener %2 entre ellas, así que ninguna otra casilla de la columna %3 puede contener esos valores.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="61"/>
        <source>%1 can only hold %2 between them, so no other cell of box %3 can hold those values.</source>
        <translation>%1 solo pueden contener %2 entre ellas, así que ninguna otra casilla de la caja %3 puede contener esos valores.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="63"/>
        <source>%1 can only hold %2 between them, so no other cell of the diagonal %3 can hold those values.</source>
        <translation>%1 solo pueden contener %2 entre todas, así que ninguna otra casilla de la diagonal %3 puede contener esos valores.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="124"/>
        <source>In row %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>En la fila %1, los valores %2 solo pueden ir en %3, así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="125"/>
        <source>In column %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>En la columna %1, los valores %2 solo pueden ir en %3, así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="126"/>
        <source>In box %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>En la caja %1, los valores %2 solo pueden ir en %3, así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="127"/>
        <source>In region %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>En la región %1, los valores %2 solo pueden ir en %3, así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="128"/>
        <source>On the diagonal %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>En la diagonal %1, los valores %2 solo pueden ir en %3, así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <location filename="../engine/logic/WingTechniques.cpp" line="44"/>
        <source>%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6.</source>
        <translation>%1 es %2 o %3: si es %2, %4 es %6; si es %3, %5 es %6. Así que ninguna casilla que vea a la vez %4 y %5 puede ser %6.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="19"/>
        <source>%1 has no native solver; use --backend z3.</source>
        <translation>%1 no tiene resolutor nativo; use --backend z3.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="25"/>
        <source>Unknown solver backend &quot;%1&quot;; use native, z3 or z3-int.</source>
        <translation>Motor de resolución desconocido &quot;%1&quot;; use native, z3 o z3-int.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="395"/>
        <source>This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids.</source>
        <translation>Este puzle es una cuadrícula de %1x%2, pero el %3 se juega en cuadrículas de %4x%5.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="43"/>
        <source>A cage has no squares.</source>
        <translation>Una jaula no tiene casillas.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="46"/>
        <source>A cage reaches outside the %1x%2 grid.</source>
        <translation>Una jaula se sale de la cuadrícula de %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="48"/>
        <source>R%1C%2 is in two cages.</source>
        <translation>R%1C%2 está en dos jaulas.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="68"/>
        <source>The clues outside the grid are for a %1x%2 grid, not %3x%4.</source>
        <translation>Las pistas fuera de la cuadrícula son para una cuadrícula de %1x%2, no de %3x%4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="37"/>
        <source>The %1 block has %n row(s); the grid has %2.</source>
        <translation>
            <numerusform>El bloque &quot;%1&quot; tiene %n fila; la cuadrícula tiene %2.</numerusform>
            <numerusform>El bloque &quot;%1&quot; tiene %n filas; la cuadrícula tiene %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="43"/>
        <source>Row %1 of the %2 block has %n entries; the grid has %3 columns.</source>
        <translation>
            <numerusform>La fila %1 del bloque &quot;%2&quot; tiene %n elemento; la cuadrícula tiene %3 columnas.</numerusform>
            <numerusform>La fila %1 del bloque &quot;%2&quot; tiene %n elementos; la cuadrícula tiene %3 columnas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="131"/>
        <source>%1: &quot;%2&quot; is not a cage clue (write 12+, 2-, 6* or 6x, 3/ or 3:, a number alone for a one-square cage, or - where there is none).</source>
        <translation>%1: &quot;%2&quot; no es una pista de jaula (escriba 12+, 2-, 6* o 6x, 3/ o 3:, un número solo para una jaula de una casilla, o - donde no haya pista).</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="136"/>
        <source>%1: its cage already has a clue; a cage shows one.</source>
        <translation>%1: su jaula ya tiene una pista; cada jaula muestra una sola.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="146"/>
        <source>The cage at %1 has squares that do not touch: give each cage its own label.</source>
        <translation>La jaula de %1 tiene casillas que no se tocan: dé a cada jaula su propia etiqueta.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="148"/>
        <source>The cage at %1 has no clue.</source>
        <translation>La jaula de %1 no tiene pista.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="152"/>
        <source>The cage at %1 has %n square(s), but - and / take exactly two.</source>
        <translation>
            <numerusform>La jaula de %1 tiene %n casilla, pero - y / llevan exactamente dos.</numerusform>
            <numerusform>La jaula de %1 tiene %n casillas, pero - y / llevan exactamente dos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="39"/>
        <source>Unknown puzzle type &quot;%1&quot;; supported: %2.</source>
        <translation>Tipo de puzle desconocido &quot;%1&quot;; se admiten: %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="23"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="24"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="34"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="64"/>
        <source>The grid is %1x%2; these rules need %3x%4.</source>
        <translation>La cuadrícula es de %1x%2; estas reglas necesitan %3x%4.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="28"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="28"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="38"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="68"/>
        <source>%1 holds %2, but values only go up to %3 on this grid.</source>
        <translation>%1 contiene %2, pero en esta cuadrícula los valores solo llegan hasta %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="35"/>
        <source>%1 holds %2 and is joined to other squares holding %2: %3 squares in all (%1 to %4), but a region of %2 has exactly %2.</source>
        <translation>%1 contiene %2 y está unida a otras casillas con %2: %3 casillas en total (de %1 a %4), pero una región de %2 tiene exactamente %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="40"/>
        <source>%1 holds %2, but it is closed off on its own and a region of %2 needs %2 squares.</source>
        <translation>%1 contiene %2, pero está encerrada sola y una región de %2 necesita %2 casillas.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="45"/>
        <source>%1 holds %2, but its group is closed off at %3 squares (%1 to %4) and a region of %2 needs %2.</source>
        <translation>%1 contiene %2, pero su grupo queda encerrado con %3 casillas (de %1 a %4) y una región de %2 necesita %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoShape.cpp" line="10"/>
        <source>Grid size &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, for example 9x9 or 10x18.</source>
        <translation>El tamaño de cuadrícula &quot;%1&quot; no está admitido: indíquelo como FxC (filas x columnas) con F y C de %2 a %3, por ejemplo 9x9 o 10x18.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="33"/>
        <source>The %1 at %2 is a complete region, so %3 cannot be %1.</source>
        <translation>El %1 de %2 es una región completa, así que %3 no puede ser %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="65"/>
        <source>The %1 at %2 has %3 of its %1 squares and can only grow into %4.</source>
        <translation>El %1 de %2 tiene %3 de sus %1 casillas y solo puede crecer hacia %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="101"/>
        <source>%1 must be 1: it has no empty neighbour, and none of the regions around it can take it in.</source>
        <translation>%1 debe ser 1: no tiene ninguna vecina vacía y ninguna de las regiones que la rodean puede incorporarla.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="144"/>
        <source>%1 cannot be %2: it would join the %2s at %3 into a region of %4 squares.</source>
        <translation>%1 no puede ser %2: uniría los %2 de %3 en una región de %4 casillas.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="205"/>
        <source>%1 must be %2: the %2 at %3 has %4 of its %2 squares, and every way to complete it passes through %1.</source>
        <translation>%1 debe ser %2: el %2 de %3 tiene %4 de sus %2 casillas y todas las formas de completarlo pasan por %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="163"/>
        <source>%1 must be %2: every other value has been ruled out there, or would need more room than there is around it.</source>
        <translation>%1 debe ser %2: todos los demás valores se han descartado ahí o necesitarían más espacio del que hay alrededor.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="192"/>
        <source>%1 cannot be %2: there is not enough room around it for a region that big.</source>
        <translation>%1 no puede ser %2: no hay espacio suficiente a su alrededor para una región tan grande.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="247"/>
        <source>%1 cannot be %2: no group of that value can grow to it without getting too big, and a new region of that size has no room there.</source>
        <translation>%1 no puede ser %2: ningún grupo de ese valor puede crecer hasta ella sin hacerse demasiado grande, y una región nueva de ese tamaño no cabe ahí.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="190"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; no way of doing that puts %2.</source>
        <translation>Ninguna región sin terminar puede llegar a %1, así que estas casillas deben dividirse en regiones completas propias; ninguna forma de hacerlo pone %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="193"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; every way of doing that gives %2.</source>
        <translation>Ninguna región sin terminar puede llegar a %1, así que estas casillas deben dividirse en regiones completas propias; todas las formas de hacerlo dan %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="34"/>
        <source>&quot;%1&quot; is not a Keen game ID: %2</source>
        <translation>&quot;%1&quot; no es un ID de juego de Keen: %2</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="73"/>
        <source>it is written N:&lt;blocks&gt;,&lt;clues&gt;.</source>
        <translation>se escribe N:&lt;bloques&gt;,&lt;pistas&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="77"/>
        <source>a KenKen grid here is 3x3 to 12x12.</source>
        <translation>aquí una cuadrícula de KenKen va de 3x3 a 12x12.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="86"/>
        <source>its cage layout holds a character other than _ and a to z.</source>
        <translation>su disposición de jaulas contiene un carácter distinto de _ y de a a z.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="94"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="99"/>
        <source>its cage layout runs past the grid&apos;s edges.</source>
        <translation>su disposición de jaulas se sale de los bordes de la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="103"/>
        <source>its cage layout stops before the grid&apos;s last edge.</source>
        <translation>su disposición de jaulas termina antes del último borde de la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="105"/>
        <source>the clues after the comma are missing.</source>
        <translation>faltan las pistas después de la coma.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="120"/>
        <source>it has fewer clues than cages.</source>
        <translation>tiene menos pistas que jaulas.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="123"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="141"/>
        <source>a clue is a, s, m or d followed by its target.</source>
        <translation>una pista es a, s, m o d seguida de su objetivo.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="126"/>
        <source>a clue&apos;s target is at least 1.</source>
        <translation>el objetivo de una pista es como mínimo 1.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="128"/>
        <source>a clue&apos;s target is too large for any cage.</source>
        <translation>el objetivo de una pista es demasiado grande para cualquier jaula.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="131"/>
        <source>a one-square cage shows a value outside the grid&apos;s range.</source>
        <translation>una jaula de una casilla muestra un valor fuera del rango de la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="144"/>
        <source>a subtraction or division cage has exactly two squares.</source>
        <translation>una jaula de resta o de división tiene exactamente dos casillas.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="147"/>
        <source>it has more clues than cages.</source>
        <translation>tiene más pistas que jaulas.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="103"/>
        <source>Row %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>La fila %1 suma %2; las jaulas y valores que están enteros dentro de ella dan %3, así que %4 suman %5. Eso deja %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="104"/>
        <source>Column %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>La columna %1 suma %2; las jaulas y valores que están enteros dentro de ella dan %3, así que %4 suman %5. Eso deja %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="107"/>
        <source>Rows %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>Las filas %1 y %2 suman %3; las jaulas y valores que están enteros dentro de ellas dan %4, así que %5 suman %6. Eso deja %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="108"/>
        <source>Columns %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>Las columnas %1 y %2 suman %3; las jaulas y valores que están enteros dentro de ellas dan %4, así que %5 suman %6. Eso deja %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="16"/>
        <source>KenKen size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 6x6.</source>
        <translation>El tamaño de KenKen &quot;%1&quot; no está admitido: indíquelo como NxN con N de %2 a %3, por ejemplo 6x6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="39"/>
        <source>KenKen %1</source>
        <translation>KenKen %1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="84"/>
        <source>The only values that can make the %1 cage at %2 are %3, so its squares can hold no others.</source>
        <translation>Los únicos valores que pueden dar la jaula %1 de %2 son %3, así que sus casillas no pueden contener otros.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="105"/>
        <source>No values left for the %1 cage at %2 reach its target: the grid has a mistake.</source>
        <translation>Ningún valor que queda para la jaula %1 de %2 alcanza su objetivo: la cuadrícula tiene un error.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="106"/>
        <source>Only some values make the %1 cage at %2: that leaves %3.</source>
        <translation>Solo algunos valores dan la jaula %1 de %2: eso deja %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="131"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in row %4, so no other square of row %4 can be %3.</source>
        <translation>Todas las formas de completar la jaula %1 de %2 ponen un %3 en la fila %4, así que ninguna otra casilla de la fila %4 puede ser %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="132"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in column %4, so no other square of column %4 can be %3.</source>
        <translation>Todas las formas de completar la jaula %1 de %2 ponen un %3 en la columna %4, así que ninguna otra casilla de la columna %4 puede ser %3.</translation>
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
        <translation>Una cuadrícula de Futoshiki debe ser cuadrada, no de %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="40"/>
        <source>A KenKen grid must be square, not %1x%2.</source>
        <translation>Una cuadrícula de KenKen debe ser cuadrada, no %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoRules.h" line="23"/>
        <source>Fillomino %1</source>
        <translation>Fillomino %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="205"/>
        <source>A group&apos;s model needs at least one label.</source>
        <translation>El modelo de un grupo necesita al menos una etiqueta.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="209"/>
        <source>A label&apos;s puzzle does not fit the built-in difficulty model.</source>
        <translation>El puzle de una etiqueta no encaja con el modelo de dificultad integrado.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/PlayerLearningCurve.cpp" line="14"/>
        <source>The learning curve needs %1 puzzles, not %2.</source>
        <translation>La curva de aprendizaje necesita %1 puzles, no %2.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/TeacherSimulation.cpp" line="18"/>
        <source>Too few puzzles for the simulated teacher: the labels need some left over to be checked on.</source>
        <translation>Demasiados pocos puzles para el docente simulado: tras las etiquetas deben quedar algunos para comprobarlas.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="9"/>
        <source>The puzzle has %1 more lines after its rows of values; this type has only values.</source>
        <translation>El puzle tiene %1 líneas más tras sus filas de valores; este tipo solo tiene valores.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="17"/>
        <source>This type&apos;s puzzles have no cages or regions, but the file gives some.</source>
        <translation>Los puzles de este tipo no tienen jaulas ni regiones, pero el archivo indica algunas.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="22"/>
        <source>&quot;%1&quot; is a game ID, but this type reads none.</source>
        <translation>&quot;%1&quot; es un ID de juego, pero este tipo no lee ninguno.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="20"/>
        <source>Filling (Fillomino)</source>
        <translation>Filling (Fillomino)</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="37"/>
        <source>&quot;%1&quot; is not a Filling (Fillomino) game ID, which reads WxH:&lt;description&gt;.</source>
        <translation>&quot;%1&quot; no es un ID de juego de Filling (Fillomino), que tiene la forma WxH:&lt;descripción&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="42"/>
        <source>the Filling ID&apos;s size %1x%2 is not supported: a grid has 1 to 64 columns and 1 to 64 rows.</source>
        <translation>el tamaño %1x%2 del ID de Filling no está admitido: una cuadrícula tiene de 1 a 64 columnas y de 1 a 64 filas.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="49"/>
        <source>&apos;%1&apos; does not belong in a Filling ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and one digit for each given.</source>
        <translation>&apos;%1&apos; no puede aparecer en la descripción de un ID de Filling: esta contiene &apos;a&apos;-&apos;z&apos; para series de casillas vacías y una cifra por cada pista.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="53"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%2 grid has %3.</source>
        <translation>
            <numerusform>la descripción del ID de juego cubre %n casilla, pero su cuadrícula de %1x%2 tiene %3.</numerusform>
            <numerusform>la descripción del ID de juego cubre %n casillas, pero su cuadrícula de %1x%2 tiene %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="70"/>
        <source>&quot;%1&quot; is a jigsaw game ID with X diagonals or cage sums, which are not supported.</source>
        <translation>&quot;%1&quot; es un ID de juego de sudoku irregular con diagonales X o sumas de jaulas, que no están admitidas.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="83"/>
        <source>The game ID &quot;%1&quot; has more givens and gaps than its %2x%2 grid has squares.</source>
        <translation>El ID de juego &quot;%1&quot; tiene más pistas y huecos que casillas tiene su cuadrícula de %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="96"/>
        <source>The game ID &quot;%1&quot; gives %2, but a %3x%3 grid holds 1 to %3.</source>
        <translation>El ID de juego &quot;%1&quot; da %2, pero una cuadrícula de %3x%3 contiene de 1 a %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="101"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its grid, where only letters, numbers and &apos;_&apos; belong.</source>
        <translation>El ID de juego &quot;%1&quot; tiene &apos;%2&apos; en su cuadrícula, donde solo caben letras, números y &apos;_&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="106"/>
        <source>The game ID &quot;%1&quot; describes %2 squares, but its %3x%3 grid has %4.</source>
        <translation>El ID de juego &quot;%1&quot; describe %2 casillas, pero su cuadrícula de %3x%3 tiene %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="116"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its regions, where only letters and &apos;_&apos; belong.</source>
        <translation>El ID de juego &quot;%1&quot; tiene &apos;%2&apos; en sus regiones, donde solo caben letras y &apos;_&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="119"/>
        <source>The game ID &quot;%1&quot; describes more region borders than a %2x%2 grid has.</source>
        <translation>El ID de juego &quot;%1&quot; describe más bordes de región de los que tiene una cuadrícula de %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="121"/>
        <source>The game ID &quot;%1&quot; describes too few region borders for a %2x%2 grid.</source>
        <translation>El ID de juego &quot;%1&quot; describe demasiado pocos bordes de región para una cuadrícula de %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="129"/>
        <source>The game ID &quot;%1&quot; has %2 regions; a %3x%3 grid needs %3.</source>
        <translation>El ID de juego &quot;%1&quot; tiene %2 regiones; una cuadrícula de %3x%3 necesita %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="136"/>
        <source>The game ID &quot;%1&quot; has a region of %2 squares (the one at %3); each must have %4.</source>
        <translation>El ID de juego &quot;%1&quot; tiene una región de %2 casillas (la de %3); cada una debe tener %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="144"/>
        <source>rows of region labels</source>
        <translation>filas de etiquetas de región</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="150"/>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="42"/>
        <source>A Jigsaw Sudoku grid must be square, not %1x%2.</source>
        <translation>Una cuadrícula de sudoku irregular debe ser cuadrada, no de %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="152"/>
        <source>The puzzle has %1 rows of region labels; its grid needs %2.</source>
        <translation>El puzle tiene %1 filas de etiquetas de región; su cuadrícula necesita %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="166"/>
        <source>Row %1 of the region labels has %2 labels; the grid is %3 squares wide.</source>
        <translation>La fila %1 de las etiquetas de región tiene %2 etiquetas; la cuadrícula tiene %3 casillas de ancho.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="176"/>
        <source>The region labels name %1 regions; a %2x%2 grid needs %2.</source>
        <translation>Las etiquetas nombran %1 regiones; una cuadrícula de %2x%2 necesita %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="183"/>
        <source>Region %1 has %2 squares; each region must have %3.</source>
        <translation>La región %1 tiene %2 casillas; cada región debe tener %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="186"/>
        <source>The squares of region %1 do not all touch: each region must be one connected piece.</source>
        <translation>Las casillas de la región %1 no están todas unidas: cada región debe ser una sola pieza conectada.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="217"/>
        <source>Solo jigsaw (Jigsaw Sudoku)</source>
        <translation>Solo jigsaw (sudoku irregular)</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="240"/>
        <source>&quot;%1&quot; is not a Solo jigsaw game ID, which reads Nj:&lt;grid&gt;,&lt;regions&gt; (9j:... for 9x9).</source>
        <translation>&quot;%1&quot; no es un ID de juego de Solo jigsaw, que tiene la forma Nj:&lt;cuadrícula&gt;,&lt;regiones&gt; (9j:... para 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; is for a %2x%2 grid; Jigsaw Sudoku grids go from 4x4 to 12x12.</source>
        <translation>El ID de juego &quot;%1&quot; es para una cuadrícula de %2x%2; las cuadrículas de sudoku irregular van de 4x4 a 12x12.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; must have its grid, a comma, then its regions.</source>
        <translation>El ID de juego &quot;%1&quot; debe tener su cuadrícula, una coma y después sus regiones.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawNativeSolver.cpp" line="21"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="123"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="141"/>
        <location filename="../engine/types/jigsaw/JigsawStepSolver.cpp" line="23"/>
        <source>The puzzle&apos;s regions are not %1 connected regions of %1 squares each.</source>
        <translation>Las regiones del puzle no son %1 regiones conectadas de %1 casillas cada una.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="18"/>
        <source>Jigsaw Sudoku size &quot;%1&quot; is not supported: give it as NxN with N from 4 to 12, for example 9x9.</source>
        <translation>El tamaño de sudoku irregular &quot;%1&quot; no está admitido: indíquelo como NxN con N de 4 a 12, por ejemplo 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="51"/>
        <source>Jigsaw Sudoku %1x%1</source>
        <translation>Sudoku irregular %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="22"/>
        <source>clues, then cage labels</source>
        <translation>pistas y después etiquetas de jaula</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="47"/>
        <source>Row %1 of the solved grid holds &quot;%2&quot; where a value from 1 to %3 belongs.</source>
        <translation>La fila %1 de la cuadrícula resuelta tiene &quot;%2&quot; donde va un valor de 1 a %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="52"/>
        <source>Row %1 of the solved grid has %2 values, not %3.</source>
        <translation>La fila %1 de la cuadrícula resuelta tiene %2 valores, no %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="81"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (clues, then labels).</source>
        <translation>
            <numerusform>Las jaulas tienen %n línea; una cuadrícula de %1 filas necesita %2 (pistas y después etiquetas).</numerusform>
            <numerusform>Las jaulas tienen %n líneas; una cuadrícula de %1 filas necesita %2 (pistas y después etiquetas).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="86"/>
        <source>The cage at %1 shows %2, but the grid holds something else there.</source>
        <translation>La jaula de %1 muestra %2, pero la cuadrícula tiene otra cosa ahí.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="91"/>
        <source>Keen (KenKen)</source>
        <translation>Keen (KenKen)</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="110"/>
        <source>&quot;%1&quot; is not a Keen (KenKen) game ID, which reads N:&lt;cages&gt;,&lt;clues&gt;.</source>
        <translation>&quot;%1&quot; no es un ID de juego de Keen (KenKen), que tiene la forma N:&lt;jaulas&gt;,&lt;pistas&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="14"/>
        <source>Solo (Sudoku)</source>
        <translation>Solo (Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="32"/>
        <source>&quot;%1&quot; is not a plain Solo (Sudoku) game ID, which reads CxR:&lt;description&gt;; Solo IDs with cages, X diagonals or regions are read by their own puzzle types, if any.</source>
        <translation>&quot;%1&quot; no es un ID de juego de Solo (Sudoku) simple, que tiene la forma CxR:&lt;descripción&gt;; los ID de Solo con jaulas, diagonales X o regiones los lee su propio tipo de puzle, si lo hay.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="38"/>
        <source>the Solo ID&apos;s box %1x%2 is not supported: a box has at least 2 rows and 2 columns, and the grid (rows times columns of the box) at most 64 squares a side.</source>
        <translation>la caja %1x%2 del ID de Solo no está admitida: una caja tiene al menos 2 filas y 2 columnas, y la cuadrícula (filas por columnas de la caja), como mucho 64 casillas de lado.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="45"/>
        <source>&apos;%1&apos; does not belong in a Solo ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and givens as numbers from 1, with &apos;_&apos; between two givens.</source>
        <translation>&apos;%1&apos; no puede aparecer en la descripción de un ID de Solo: esta contiene &apos;a&apos;-&apos;z&apos; para series de casillas vacías y las pistas como números desde 1, con &apos;_&apos; entre dos pistas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="49"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%1 grid has %2.</source>
        <translation>
            <numerusform>la descripción del ID de juego cubre %n casilla, pero su cuadrícula de %1x%1 tiene %2.</numerusform>
            <numerusform>la descripción del ID de juego cubre %n casillas, pero su cuadrícula de %1x%1 tiene %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="55"/>
        <source>the given %1 is too large for a %2x%2 Sudoku, whose values run from 1 to %2.</source>
        <translation>la pista %1 es demasiado grande para un Sudoku de %2x%2, cuyos valores van de 1 a %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuSolutionMaker.cpp" line="136"/>
        <source>These regions leave no way to fill the grid.</source>
        <translation>Estas regiones no dejan ninguna forma de llenar la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageSteps.cpp" line="75"/>
        <source>The cage at %1 adds up to %2 with %3 different values; only some values make it: that leaves %4.</source>
        <translation>La jaula en %1 suma %2 con %3 valores distintos; solo algunos valores lo logran: queda %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="47"/>
        <source>A cage lies outside the grid.</source>
        <translation>Una jaula queda fuera de la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="50"/>
        <source>The cage at %1 is not a sum cage.</source>
        <translation>La jaula en %1 no es una jaula de suma.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="53"/>
        <source>The cage at %1 has %2 twice (%3 and %4).</source>
        <translation>La jaula en %1 tiene %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="56"/>
        <source>The cage at %1 adds up to %2, not %3.</source>
        <translation>La jaula en %1 suma %2, no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="42"/>
        <source>Row %1 of the cage sums has %2 entries, not %3.</source>
        <translation>La fila %1 de las sumas de jaulas tiene %2 entradas, no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="43"/>
        <source>Row %1 of the cage labels has %2 entries, not %3.</source>
        <translation>La fila %1 de las etiquetas de jaulas tiene %2 entradas, no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="60"/>
        <source>The cage sum &quot;%1&quot; at %2 is not a number.</source>
        <translation>La suma de jaula «%1» en %2 no es un número.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="62"/>
        <source>The cage at %1 has two sums (at %2 too).</source>
        <translation>La jaula en %1 tiene dos sumas (también en %2).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="69"/>
        <source>The cage at %1 has no sum.</source>
        <translation>La jaula en %1 no tiene suma.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="102"/>
        <source>The cage at %1 is one square with the sum %2, which is no value from 1 to %3.</source>
        <translation>La jaula en %1 es una casilla con la suma %2, que no es un valor de 1 a %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="125"/>
        <source>cage sums, then cage labels, then optionally givens</source>
        <translation>sumas de las jaulas, luego etiquetas de las jaulas, luego opcionalmente las pistas</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="136"/>
        <source>Row %1 of the givens has %2 entries, not %3.</source>
        <translation>La fila %1 de las pistas tiene %2 entradas, no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="143"/>
        <source>The given &quot;%1&quot; at %2 is not a value from 1 to %3.</source>
        <translation>La pista «%1» en %2 no es un valor de 1 a %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/killer/KillerFormat.cpp" line="189"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (sums, then labels).</source>
        <translation>
            <numerusform>Las jaulas tienen %n línea; una cuadrícula de %1 filas necesita %2 (sumas, luego etiquetas).</numerusform>
            <numerusform>Las jaulas tienen %n líneas; una cuadrícula de %1 filas necesita %2 (sumas, luego etiquetas).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="194"/>
        <source>Solo killer (Killer Sudoku)</source>
        <translation>Solo killer (Killer Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="213"/>
        <source>&quot;%1&quot; is not a Solo killer game ID, which reads RxCk:&lt;grid&gt;,&lt;cages&gt;,&lt;sums&gt; (3x3k:... for 9x9).</source>
        <translation>«%1» no es un ID de partida de Solo killer, que se escribe RxCk:&lt;cuadrícula&gt;,&lt;jaulas&gt;,&lt;sumas&gt; (3x3k:... para 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="220"/>
        <source>The game ID &quot;%1&quot; is for a grid Killer Sudoku does not support (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</source>
        <translation>El ID de partida «%1» es para una cuadrícula que Killer Sudoku no admite (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="224"/>
        <source>The game ID &quot;%1&quot; has boxes of %2 rows and %3 columns; a %4x%4 Killer Sudoku has them %5x%6.</source>
        <translation>El ID de partida «%1» tiene cajas de %2 filas y %3 columnas; un Killer Sudoku %4x%4 las tiene de %5x%6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="231"/>
        <source>The game ID &quot;%1&quot; must have its grid, its cages and its sums, separated by commas.</source>
        <translation>El ID de partida «%1» debe tener su cuadrícula, sus jaulas y sus sumas, separadas por comas.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="238"/>
        <source>The game ID &quot;%1&quot; does not describe the %2 squares of its grid.</source>
        <translation>El ID de partida «%1» no describe las %2 casillas de su cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; gives a value above %2.</source>
        <translation>El ID de partida «%1» da un valor mayor que %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; does not describe the cages of a %2x%2 grid.</source>
        <translation>El ID de partida «%1» no describe las jaulas de una cuadrícula %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="256"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 more than one sum.</source>
        <translation>El ID de partida «%1» da más de una suma a la jaula en %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="263"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 no sum.</source>
        <translation>El ID de partida «%1» no da suma a la jaula en %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="17"/>
        <source>Killer Sudoku size &quot;%1&quot; is not supported: give it as NxN with N one of 4, 6, 8, 9, 10 or 12, for example 9x9.</source>
        <translation>El tamaño de Killer Sudoku «%1» no se admite: indíquelo como NxN con N igual a 4, 6, 8, 9, 10 o 12, por ejemplo 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="41"/>
        <source>Killer Sudoku %1x%1</source>
        <translation>Killer Sudoku %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="37"/>
        <source>A Killer Sudoku grid must be square, not %1x%2.</source>
        <translation>Una cuadrícula de Killer Sudoku debe ser cuadrada, no %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="150"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la fila %1 contiene %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, las casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="151"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la columna %1 contiene %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, las casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="152"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la caja %1 contiene %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, las casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="153"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las filas %1 contienen %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, las casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="154"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las columnas %1 contienen %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, las casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="155"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las cajas %1 contienen %2 en total, y las jaulas que quedan enteras dentro suman %3, así que %4, sus casillas fuera de esas jaulas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="163"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the row, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la fila %1 contiene %2 en total, y las jaulas que entran en ella suman %3, así que %4, sus casillas de fuera, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="164"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the column, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la columna %1 contiene %2 en total, y las jaulas que entran en ella suman %3, así que %4, sus casillas de fuera, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="165"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the box, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: la caja %1 contiene %2 en total, y las jaulas que entran en ella suman %3, así que %4, sus casillas de fuera, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="166"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those rows, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las filas %1 contienen %2 en total, y las jaulas que entran en ella suman %3, así que %4, sus casillas de fuera, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="167"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those columns, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las columnas %1 contienen %2 en total, y las jaulas que entran en ella suman %3, así que %4, sus casillas de fuera, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="168"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those boxes, add up to %5: that leaves %6.</source>
        <translation>Regla del 45: las cajas %1 contienen %2 en total, y las jaulas que las cubren suman %3, así que %4, sus casillas fuera de esas cajas, suman %5: queda %6.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="127"/>
        <source>This puzzle type has no clue count to simulate a teacher with.</source>
        <translation>Este tipo de puzle no tiene un número de pistas con el que simular a un profesor.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="35"/>
        <source>A Futoshiki grid of %1 rows takes %2 lines of values and signs, not %3.</source>
        <translation>Una cuadrícula de Futoshiki de %1 filas lleva %2 líneas de valores y signos, no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="53"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="66"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 values from 1 to %3 (&quot;.&quot; for an empty square) with &quot;&lt;&quot; or &quot;&gt;&quot; between two of them.</source>
        <translation>La línea %1 (&quot;%2&quot;) debería contener %3 valores de 1 a %3 (&quot;.&quot; para una casilla vacía) con &quot;&lt;&quot; o &quot;&gt;&quot; entre dos de ellos.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="60"/>
        <source>The signs&apos; lines show %1 at %2, but the grid holds something else there.</source>
        <translation>Las líneas de signos muestran %1 en %2, pero la cuadrícula contiene otra cosa ahí.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="73"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="83"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 marks between two rows: &quot;^&quot;, &quot;v&quot; or &quot;.&quot;.</source>
        <translation>La línea %1 (&quot;%2&quot;) debería contener %3 marcas entre dos filas: &quot;^&quot;, &quot;v&quot; o &quot;.&quot;.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="146"/>
        <source>rows of values with signs, and lines of signs between them</source>
        <translation>filas de valores con signos y líneas de signos entre ellas</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="175"/>
        <source>Unequal (Futoshiki)</source>
        <translation>Unequal (Futoshiki)</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="183"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) description of a %2x%2 grid.</source>
        <translation>&quot;%1&quot; no es una descripción de Unequal (Futoshiki) de una cuadrícula de %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="282"/>
        <source>&quot;%1&quot; is an Unequal game ID in its adjacent mode (&quot;Na:&quot;), which is not supported: Futoshiki reads Unequal&apos;s plain mode (&quot;N:&quot;) only.</source>
        <translation>«%1» es un ID de partida de Unequal en su modo adyacente («Na:»), que no se admite: Futoshiki solo lee el modo normal de Unequal («N:»).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="285"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) game ID, which reads N:&lt;squares&gt;.</source>
        <translation>&quot;%1&quot; no es un ID de juego de Unequal (Futoshiki), que tiene la forma N:&lt;casillas&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="15"/>
        <source>Futoshiki size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5.</source>
        <translation>El tamaño de Futoshiki &quot;%1&quot; no se admite: indíquelo como NxN con N de %2 a %3, por ejemplo 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="36"/>
        <source>Futoshiki %1</source>
        <translation>Futoshiki %1</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="78"/>
        <source>The sign makes %1 smaller than %2: %1 stays below %3, the largest value %2 can hold, and %2 stays above %4, the smallest value %1 can hold.</source>
        <translation>El signo hace %1 menor que %2: %1 queda por debajo de %3, el mayor valor que puede tener %2, y %2 queda por encima de %4, el menor valor que puede tener %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="120"/>
        <source>Along the signs %1 is larger than %2, which lie in one row and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Siguiendo los signos, %1 es mayor que %2, que están en una fila y por tanto contienen %3 valores distintos: uno de ellos es al menos %4, así que %1 es mayor que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="122"/>
        <source>Along the signs %1 is larger than %2, which lie in one column and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Siguiendo los signos, %1 es mayor que %2, que están en una columna y por tanto contienen %3 valores distintos: uno de ellos es al menos %4, así que %1 es mayor que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="124"/>
        <source>Along the signs %1 is smaller than %2, which lie in one row and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Siguiendo los signos, %1 es menor que %2, que están en una fila y por tanto contienen %3 valores distintos: uno de ellos es como mucho %4, así que %1 es menor que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="126"/>
        <source>Along the signs %1 is smaller than %2, which lie in one column and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Siguiendo los signos, %1 es menor que %2, que están en una columna y por tanto contienen %3 valores distintos: uno de ellos es como mucho %4, así que %1 es menor que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="104"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in row %4 (%5), so the rest of row %4 has no %3.</source>
        <translation>Todo conjunto de valores que hace sumar %2 a la jaula de %1 contiene %3, y en la jaula el %3 solo puede ir en la fila %4 (%5), así que el resto de la fila %4 no tiene ningún %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="105"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in column %4 (%5), so the rest of column %4 has no %3.</source>
        <translation>Todo conjunto de valores que hace sumar %2 a la jaula de %1 contiene %3, y en la jaula el %3 solo puede ir en la columna %4 (%5), así que el resto de la columna %4 no tiene ningún %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="106"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="107"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in box %4 (%5), so the rest of box %4 has no %3.</source>
        <translation>Todo conjunto de valores que hace sumar %2 a la jaula de %1 contiene %3, y en la jaula el %3 solo puede ir en la caja %4 (%5), así que el resto de la caja %4 no tiene ningún %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="153"/>
        <source>In row %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>En la fila %1, el valor %2 solo puede ir en %3, casillas de la jaula de %4, así que esa jaula contiene %2: de los conjuntos de valores que suman %5 solo quedan los que tienen %2, lo que deja %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="154"/>
        <source>In column %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>En la columna %1, el valor %2 solo puede ir en %3, casillas de la jaula de %4, así que esa jaula contiene %2: de los conjuntos de valores que suman %5 solo quedan los que tienen %2, lo que deja %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="155"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="156"/>
        <source>In box %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>En la caja %1, el valor %2 solo puede ir en %3, casillas de la jaula de %4, así que esa jaula contiene %2: de los conjuntos de valores que suman %5 solo quedan los que tienen %2, lo que deja %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="208"/>
        <source>Hidden cage: %1, the squares of row %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Jaula oculta: %1, las casillas de la fila %2 fuera de las jaulas que quedan enteras dentro, suman %3 con valores distintos, como una jaula; los conjuntos de valores que lo cumplen dejan %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="209"/>
        <source>Hidden cage: %1, the squares of column %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Jaula oculta: %1, las casillas de la columna %2 fuera de las jaulas que quedan enteras dentro, suman %3 con valores distintos, como una jaula; los conjuntos de valores que lo cumplen dejan %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="210"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="211"/>
        <source>Hidden cage: %1, the squares of box %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Jaula oculta: %1, las casillas de la caja %2 fuera de las jaulas que quedan enteras dentro, suman %3 con valores distintos, como una jaula; los conjuntos de valores que lo cumplen dejan %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="35"/>
        <source>Only one building is seen from above column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Solo se ve un edificio desde arriba en la columna %1, así que el más alto, %2, está junto a la pista: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="36"/>
        <source>Only one building is seen from below column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Solo se ve un edificio desde abajo en la columna %1, así que el más alto, %2, está junto a la pista: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="37"/>
        <source>Only one building is seen from the left of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Solo se ve un edificio desde la izquierda en la fila %1, así que el más alto, %2, está junto a la pista: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="38"/>
        <source>Only one building is seen from the right of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>Solo se ve un edificio desde la derecha en la fila %1, así que el más alto, %2, está junto a la pista: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="39"/>
        <source>All %1 buildings are seen from above column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Se ven los %1 edificios desde arriba en la columna %2, así que suben 1, 2, ... desde la pista: %4 es %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="40"/>
        <source>All %1 buildings are seen from below column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Se ven los %1 edificios desde abajo en la columna %2, así que suben 1, 2, ... desde la pista: %4 es %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="41"/>
        <source>All %1 buildings are seen from the left of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Se ven los %1 edificios desde la izquierda en la fila %2, así que suben 1, 2, ... desde la pista: %4 es %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="42"/>
        <source>All %1 buildings are seen from the right of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>Se ven los %1 edificios desde la derecha en la fila %2, así que suben 1, 2, ... desde la pista: %4 es %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="159"/>
        <source>%1 buildings are seen from above column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Se ven %1 edificios desde arriba en la columna %2: cada edificio alto necesita sitio delante para los más bajos que se ven antes, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="160"/>
        <source>%1 buildings are seen from below column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Se ven %1 edificios desde abajo en la columna %2: cada edificio alto necesita sitio delante para los más bajos que se ven antes, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="161"/>
        <source>%1 buildings are seen from the left of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Se ven %1 edificios desde la izquierda en la fila %2: cada edificio alto necesita sitio delante para los más bajos que se ven antes, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="162"/>
        <source>%1 buildings are seen from the right of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>Se ven %1 edificios desde la derecha en la fila %2: cada edificio alto necesita sitio delante para los más bajos que se ven antes, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="164"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la columna %2 muestran todos menos uno de los %1 que se ven desde arriba: el edificio junto a la pista debe ocultar a los demás delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="165"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la columna %2 muestran todos menos uno de los %1 que se ven desde abajo: el edificio junto a la pista debe ocultar a los demás delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="166"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la fila %2 muestran todos menos uno de los %1 que se ven desde la izquierda: el edificio junto a la pista debe ocultar a los demás delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="167"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la fila %2 muestran todos menos uno de los %1 que se ven desde la derecha: el edificio junto a la pista debe ocultar a los demás delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="168"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la columna %2 ya muestran todos menos uno de los %1 que se ven desde arriba: la casilla junto a la pista está vacía o contiene el más alto de los edificios delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="169"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la columna %2 ya muestran todos menos uno de los %1 que se ven desde abajo: la casilla junto a la pista está vacía o contiene el más alto de los edificios delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="170"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la fila %2 ya muestran todos menos uno de los %1 que se ven desde la izquierda: la casilla junto a la pista está vacía o contiene el más alto de los edificios delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="171"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Los edificios más altos ya colocados en la fila %2 ya muestran todos menos uno de los %1 que se ven desde la derecha: la casilla junto a la pista está vacía o contiene el más alto de los edificios delante de ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="209"/>
        <source>No way to fill column %2 shows %1 buildings from above: the grid has a mistake.</source>
        <translation>Ninguna forma de rellenar la columna %2 muestra %1 edificios desde arriba: la cuadrícula tiene un error.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="210"/>
        <source>No way to fill column %2 shows %1 buildings from below: the grid has a mistake.</source>
        <translation>Ninguna forma de rellenar la columna %2 muestra %1 edificios desde abajo: la cuadrícula tiene un error.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="211"/>
        <source>No way to fill row %2 shows %1 buildings from the left: the grid has a mistake.</source>
        <translation>Ninguna forma de rellenar la fila %2 muestra %1 edificios desde la izquierda: la cuadrícula tiene un error.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="212"/>
        <source>No way to fill row %2 shows %1 buildings from the right: the grid has a mistake.</source>
        <translation>Ninguna forma de rellenar la fila %2 muestra %1 edificios desde la derecha: la cuadrícula tiene un error.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="213"/>
        <source>Column %2 must show %1 buildings from above. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La columna %2 debe mostrar %1 edificios desde arriba. Ninguna forma de llenarla con sus candidatos que lo cumpla pone una altura donde esta pista la tacha: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="214"/>
        <source>Column %2 must show %1 buildings from below. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La columna %2 debe mostrar %1 edificios desde abajo. Ninguna forma de llenarla con sus candidatos que lo cumpla pone una altura donde esta pista la tacha: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="215"/>
        <source>Row %2 must show %1 buildings from the left. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La fila %2 debe mostrar %1 edificios desde la izquierda. Ninguna forma de llenarla con sus candidatos que lo cumpla pone una altura donde esta pista la tacha: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="216"/>
        <source>Row %2 must show %1 buildings from the right. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La fila %2 debe mostrar %1 edificios desde la derecha. Ninguna forma de llenarla con sus candidatos que lo cumpla pone una altura donde esta pista la tacha: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="74"/>
        <source>A clue outside the grid is %1, but clues only go from 1 to %2 on this grid.</source>
        <translation>Una pista fuera de la cuadrícula es %1, pero las pistas solo van de 1 a %2 en esta cuadrícula.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="81"/>
        <source>Row %1 has more than %2 empty squares.</source>
        <translation>La fila %1 tiene más de %2 casillas vacías.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="82"/>
        <source>Column %1 has more than %2 empty squares.</source>
        <translation>La columna %1 tiene más de %2 casillas vacías.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="40"/>
        <source>Diagonal %1, from the top left, has %2 twice (%3 and %4).</source>
        <translation>La diagonal %1, que parte de arriba a la izquierda, tiene %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="41"/>
        <source>Diagonal %1, from the top right, has %2 twice (%3 and %4).</source>
        <translation>La diagonal %1, que parte de arriba a la derecha, tiene %2 dos veces (%3 y %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="83"/>
        <source>Diagonal %1, from the top left, has more than %2 empty squares.</source>
        <translation>La diagonal %1, que parte de arriba a la izquierda, tiene más de %2 casillas vacías.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="84"/>
        <source>Diagonal %1, from the top right, has more than %2 empty squares.</source>
        <translation>La diagonal %1, que parte de arriba a la derecha, tiene más de %2 casillas vacías.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="92"/>
        <source>Column %2 is full, but %3 buildings are seen from above it, not %1.</source>
        <translation>La columna %2 está llena, pero desde arriba se ven %3 edificios, no %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="93"/>
        <source>Column %2 is full, but %3 buildings are seen from below it, not %1.</source>
        <translation>La columna %2 está llena, pero desde abajo se ven %3 edificios, no %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="94"/>
        <source>Row %2 is full, but %3 buildings are seen from its left, not %1.</source>
        <translation>La fila %2 está llena, pero desde la izquierda se ven %3 edificios, no %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="95"/>
        <source>Row %2 is full, but %3 buildings are seen from its right, not %1.</source>
        <translation>La fila %2 está llena, pero desde la derecha se ven %3 edificios, no %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="27"/>
        <source>The %1 has %2 entries; it needs %3.</source>
        <translation>%1 tiene %2 entradas; necesita %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="36"/>
        <source>&quot;%1&quot; in the %2 is not a number from 1 to %3.</source>
        <translation>&quot;%1&quot; en %2 no es un número de 1 a %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="83"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="56"/>
        <source>A Skyscrapers grid must be square, not %1x%2.</source>
        <translation>Una cuadrícula de Rascacielos debe ser cuadrada, no de %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="98"/>
        <source>four rows of clues outside the grid (above, below, left, right), then the rows of givens</source>
        <translation>cuatro filas de pistas fuera de la cuadrícula (arriba, abajo, izquierda, derecha) y después las filas de datos iniciales</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="119"/>
        <source>A Skyscrapers size line is &quot;N N&quot;, &quot;N N V&quot; (heights 1 to V) or &quot;N N V D&quot; (different values on the diagonals too), not one ending in &quot;%1&quot;.</source>
        <translation>Una línea de tamaño de Rascacielos es «N N», «N N V» (alturas de 1 a V) o «N N V D» (valores distintos también en las diagonales), no una que termine en «%1».</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="134"/>
        <source>A Skyscrapers puzzle has 4 rows of clues and %1 rows of givens after its size line, not %2 lines.</source>
        <translation>Un puzle de Rascacielos tiene 4 filas de pistas y %1 filas de datos iniciales tras su línea de tamaño, no %2 líneas.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="171"/>
        <source>A Skyscrapers puzzle&apos;s structure is 4 rows of clues, not %1 lines.</source>
        <translation>La estructura de un puzle de Rascacielos son 4 filas de pistas, no %1 líneas.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="175"/>
        <source>Towers (Skyscrapers)</source>
        <translation>Towers (Rascacielos)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="229"/>
        <source>&quot;%1&quot; is not a Towers (Skyscrapers) game ID, which reads N:&lt;clues with / between&gt;[,&lt;givens&gt;].</source>
        <translation>&quot;%1&quot; no es un ID de juego de Towers (Rascacielos), que tiene la forma N:&lt;pistas separadas por /&gt;[,&lt;datos&gt;].</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="233"/>
        <source>Skyscrapers grids here are %1x%1 to %2x%2, not %3x%3.</source>
        <translation>Aquí las cuadrículas de Rascacielos van de %1x%1 a %2x%2, no de %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="236"/>
        <source>A %1x%1 Towers game ID has %2 clues (one per side of each row and column), not %3.</source>
        <translation>Un ID de juego de Towers de %1x%1 tiene %2 pistas (una por lado de cada fila y columna), no %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="246"/>
        <source>The clue &quot;%1&quot; is not a number from 1 to %2.</source>
        <translation>La pista &quot;%1&quot; no es un número de 1 a %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="254"/>
        <source>The givens of the Towers game ID cover %1 squares; a %2x%2 grid has %3.</source>
        <translation>Los datos iniciales del ID de juego de Towers cubren %1 casillas; una cuadrícula de %2x%2 tiene %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="261"/>
        <source>The given %1 is larger than %2.</source>
        <translation>El dato inicial %1 es mayor que %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="32"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares, different values on the diagonals</source>
        <translation>Rascacielos %1, alturas de 1 a %2 con casillas vacías, valores distintos en las diagonales</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="35"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares</source>
        <translation>Rascacielos %1, alturas de 1 a %2 con casillas vacías</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="37"/>
        <source>Skyscrapers %1, different values on the diagonals</source>
        <translation>Rascacielos %1, valores distintos en las diagonales</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="38"/>
        <source>Skyscrapers %1</source>
        <translation>Rascacielos %1</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="46"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen, and both main diagonals hold different values too.</source>
        <translation>Aquí las alturas van solo de 1 a %1: cada fila y cada columna tiene además una casilla vacía (×), que nunca se ve, y las dos diagonales principales también contienen valores distintos.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="50"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen and hiding nothing.</source>
        <translation>Aquí las alturas van solo de 1 a %1: cada fila y cada columna tiene además una casilla vacía (×), que nunca se ve ni oculta nada.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="54"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has %2 empty squares (×), never seen and hiding nothing.</source>
        <translation>Aquí las alturas van solo de 1 a %1: cada fila y cada columna tiene además %2 casillas vacías (×), que nunca se ven ni ocultan nada.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="58"/>
        <source>Both main diagonals hold different values too.</source>
        <translation>Las dos diagonales principales también contienen valores distintos.</translation>
    </message>
    <message>
        <location filename="../engine/generate/TargetedGeneration.cpp" line="107"/>
        <source>At this size only these classes can be generated in reasonable time: %1. The others are not offered.</source>
        <translation>En este tamaño solo se pueden generar estas clases en un tiempo razonable: %1. Las demás no se ofrecen.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="12"/>
        <source>Skyscrapers size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5; add &quot;:V&quot; for heights 1 to V with empty squares (5x5:4) and &quot;d&quot; for different values on both diagonals too (5x5:d, 5x5:4d).</source>
        <translation>El tamaño de Rascacielos «%1» no es compatible: indíquelo como NxN con N de %2 a %3, por ejemplo 5x5; añada «:V» para alturas de 1 a V con casillas vacías (5x5:4) y «d» para valores distintos también en las dos diagonales (5x5:d, 5x5:4d).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="25"/>
        <source>The heights of a %1x%1 Skyscrapers grid go from 1 up to at most %1, not up to %2.</source>
        <translation>Las alturas de una cuadrícula de Rascacielos de %1x%1 van de 1 a %1 como máximo, no hasta %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="30"/>
        <source>Different values on the diagonals are supported with at most one empty square per line, not with %1 (heights 1 to %2 on a %3x%3 grid).</source>
        <translation>Los valores distintos en las diagonales se admiten con como máximo una casilla vacía por línea, no con %1 (alturas de 1 a %2 en una cuadrícula de %3x%3).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="20"/>
        <source>%1×%1 (heights 1-%2)</source>
        <translation>%1×%1 (alturas 1-%2)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="21"/>
        <source>%1×%1 (diagonals)</source>
        <translation>%1×%1 (diagonales)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="23"/>
        <source>%1×%1 (1-%2, diagonals)</source>
        <translation>%1×%1 (1-%2, diagonales)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="40"/>
        <source>skyscrapers only: the size and rule options, NxN[:V][d]: heights 1 to V with empty squares in every line (5x5:4), d for different values on both diagonals too (5x5:d, 5x5:4d); wins over --size.</source>
        <translation>solo skyscrapers: el tamaño y las opciones de reglas, NxN[:V][d]: alturas de 1 a V con casillas vacías en cada línea (5x5:4), d para valores distintos también en las dos diagonales (5x5:d, 5x5:4d); prevalece sobre --size.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="80"/>
        <source>In rows %1, the value %2 can only go in columns %3, so those columns have no other %2.</source>
        <translation>En las filas %1, el valor %2 solo puede ir en las columnas %3, así que ninguna otra casilla de esas columnas puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="81"/>
        <source>In columns %1, the value %2 can only go in rows %3, so those rows have no other %2.</source>
        <translation>En las columnas %1, el valor %2 solo puede ir en las filas %3, así que ninguna otra casilla de esas filas puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="114"/>
        <source>Row %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>La fila %1 ya contiene %2, así que ninguna otra de sus casillas puede: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="115"/>
        <source>Column %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>La columna %1 ya contiene %2, así que ninguna otra de sus casillas puede: %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="161"/>
        <source>Row %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>La fila %1 ya tiene sus %2 casillas vacías, así que ninguna otra de sus casillas está vacía.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="162"/>
        <source>Column %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>La columna %1 ya tiene sus %2 casillas vacías, así que ninguna otra de sus casillas está vacía.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="163"/>
        <source>Row %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>La fila %1 tiene %2 casillas vacías, y solo esa cantidad de sus casillas puede estar vacía: lo están.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="164"/>
        <source>Column %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>La columna %1 tiene %2 casillas vacías, y solo esa cantidad de sus casillas puede estar vacía: lo están.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="202"/>
        <source>Only one building is seen from above column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Solo se ve un edificio desde arriba en la columna %1: el primer edificio desde la pista es el más alto, %2, con solo casillas vacías delante, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="203"/>
        <source>Only one building is seen from below column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Solo se ve un edificio desde abajo en la columna %1: el primer edificio desde la pista es el más alto, %2, con solo casillas vacías delante, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="204"/>
        <source>Only one building is seen from the left of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Solo se ve un edificio desde la izquierda en la fila %1: el primer edificio desde la pista es el más alto, %2, con solo casillas vacías delante, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="205"/>
        <source>Only one building is seen from the right of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>Solo se ve un edificio desde la derecha en la fila %1: el primer edificio desde la pista es el más alto, %2, con solo casillas vacías delante, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="209"/>
        <source>All %1 buildings are seen from above column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Se ven los %1 edificios desde arriba en la columna %2: suben 1, 2, ... desde la pista, con las casillas vacías en cualquier lugar entre ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="210"/>
        <source>All %1 buildings are seen from below column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Se ven los %1 edificios desde abajo en la columna %2: suben 1, 2, ... desde la pista, con las casillas vacías en cualquier lugar entre ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="211"/>
        <source>All %1 buildings are seen from the left of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Se ven los %1 edificios desde la izquierda en la fila %2: suben 1, 2, ... desde la pista, con las casillas vacías en cualquier lugar entre ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="212"/>
        <source>All %1 buildings are seen from the right of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>Se ven los %1 edificios desde la derecha en la fila %2: suben 1, 2, ... desde la pista, con las casillas vacías en cualquier lugar entre ellos, así que %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="92"/>
        <source>In region %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>En la región %1, el valor %2 solo puede ir en la fila %3 (%4), así que ninguna otra casilla de la fila %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="93"/>
        <source>In box %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>En la caja %1, el valor %2 solo puede ir en la fila %3 (%4), así que ninguna otra casilla de la fila %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="94"/>
        <source>In region %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>En la región %1, el valor %2 solo puede ir en la columna %3 (%4), así que ninguna otra casilla de la columna %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="95"/>
        <source>In box %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>En la caja %1, el valor %2 solo puede ir en la columna %3 (%4), así que ninguna otra casilla de la columna %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="128"/>
        <source>In row %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>En la fila %1, el valor %2 solo puede ir en la región %3 (%4), así que ninguna otra casilla de la región %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="129"/>
        <source>In row %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>En la fila %1, el valor %2 solo puede ir en la caja %3 (%4), así que ninguna otra casilla de la caja %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="130"/>
        <source>In column %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>En la columna %1, el valor %2 solo puede ir en la región %3 (%4), así que ninguna otra casilla de la región %3 puede ser %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="131"/>
        <source>In column %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>En la columna %1, el valor %2 solo puede ir en la caja %3 (%4), así que ninguna otra casilla de la caja %3 puede ser %2.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="90"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>no es JSON válido (%1 en el byte %2)</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="93"/>
        <source>it is not a Puzzlesmith game history</source>
        <translation>no es un historial de partidas de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="95"/>
        <source>it was written by a newer version of Puzzlesmith</source>
        <translation>lo escribió una versión más reciente de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="100"/>
        <source>game %1 in it is incomplete or has impossible values</source>
        <translation>la partida %1 que contiene está incompleta o tiene valores imposibles</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="143"/>
        <source>it is too large to be a game history</source>
        <translation>es demasiado grande para ser un historial de partidas</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="157"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It was kept as &quot;%3&quot;, and a new history starts.</source>
        <translation>No se pudo leer su historial de partidas &quot;%1&quot;: %2. Se ha conservado como &quot;%3&quot; y empieza un historial nuevo.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="159"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It is left as it is, and games are not recorded until it is moved away.</source>
        <translation>No se pudo leer su historial de partidas &quot;%1&quot;: %2. Se deja como está y las partidas no se registran hasta que se mueva a otro lugar.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="171"/>
        <source>The game history is not saved: the old file could not be moved aside.</source>
        <translation>El historial de partidas no se guarda: no se pudo apartar el archivo antiguo.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="182"/>
        <source>Cannot write the game history &quot;%1&quot;: %2</source>
        <translation>No se puede escribir el historial de partidas &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="189"/>
        <source>Cannot save the game history &quot;%1&quot;: %2. The previous file is unchanged.</source>
        <translation>No se puede guardar el historial de partidas &quot;%1&quot;: %2. El archivo anterior no ha cambiado.</translation>
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
        <translation>Mis partidas</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="21"/>
        <source>Every game you finish is recorded here, on this computer only, in &quot;%1&quot;. Nothing is sent anywhere. Delete games below, or the whole history.</source>
        <translation>Cada partida terminada se registra aquí, solo en este equipo, en &quot;%1&quot;. No se envía nada a ninguna parte. Abajo puede borrar partidas o todo el historial.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Puzzle</source>
        <translation>Puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Predicted</source>
        <translation>Previsto</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Hints</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Revealed</source>
        <translation>Revelado</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="35"/>
        <source>Your finished games, newest first: the time you took and the time predicted before you started</source>
        <translation>Sus partidas terminadas, las más recientes primero: el tiempo empleado y el previsto antes de empezar</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="36"/>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="41"/>
        <source>Prediction quality</source>
        <translation>Calidad de la predicción</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="45"/>
        <source>&amp;Delete Selected</source>
        <translation>&amp;Borrar selección</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="46"/>
        <source>Delete the selected games from the history</source>
        <translation>Borrar del historial las partidas seleccionadas</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="47"/>
        <source>Delete &amp;All…</source>
        <translation>Borrar &amp;todo…</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="48"/>
        <source>Delete every recorded game; the predictions start again from the puzzles&apos; difficulty</source>
        <translation>Borrar todas las partidas registradas; las predicciones vuelven a partir de la dificultad de los puzles</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="49"/>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="72"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="99"/>
        <source>Working out how good the predictions have been…</source>
        <translation>Calculando la calidad de las predicciones…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="109"/>
        <source>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n game(s)).</source>
        <translation>
            <numerusform>Predicciones mostradas antes de sus partidas: desviación media de %1 minutos; %2 % dentro de un cuarto de su tiempo (%n partida).</numerusform>
            <numerusform>Predicciones mostradas antes de sus partidas: desviación media de %1 minutos; %2 % dentro de un cuarto de su tiempo (%n partidas).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="114"/>
        <source>No prediction has been checked against a finished game yet.</source>
        <translation>Aún no se ha comprobado ninguna predicción con una partida terminada.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="116"/>
        <source>Your model now, each game predicted from the others: off by %1 minutes on average, %2% within a quarter (from the puzzle&apos;s difficulty alone: %3 minutes, %4%).</source>
        <translation>Su modelo actual, cada partida predicha a partir de las demás: desviación media de %1 minutos, %2 % dentro de un cuarto (solo con la dificultad del puzle: %3 minutos, %4 %).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="123"/>
        <source>Checking your own model needs %n more game(s) that you fill mostly yourself (not by Apply Hint or Reveal).</source>
        <translation>
            <numerusform>Para comprobar su propio modelo hace falta %n partida más que rellene sobre todo usted mismo (no con Aplicar ayuda ni Revelar).</numerusform>
            <numerusform>Para comprobar su propio modelo hacen falta %n partidas más que rellene sobre todo usted mismo (no con Aplicar ayuda ni Revelar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="126"/>
        <source>%n game(s) finished mostly by Apply Hint or Reveal are left out of the predictions and these figures: their times say little about your own pace.</source>
        <translation>
            <numerusform>%n partida terminada sobre todo con Aplicar ayuda o Revelar queda fuera de las predicciones y de estas cifras: su tiempo dice poco de su propio ritmo.</numerusform>
            <numerusform>%n partidas terminadas sobre todo con Aplicar ayuda o Revelar quedan fuera de las predicciones y de estas cifras: sus tiempos dicen poco de su propio ritmo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="148"/>
        <source>Delete %n game(s) from your history?</source>
        <translation>
            <numerusform>¿Borrar %n partida de su historial?</numerusform>
            <numerusform>¿Borrar %n partidas de su historial?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="158"/>
        <source>Delete all %n recorded game(s)? Predictions start again from the puzzles&apos; difficulty.</source>
        <translation>
            <numerusform>¿Borrar la partida registrada (%n)? Las predicciones vuelven a partir de la dificultad de los puzles.</numerusform>
            <numerusform>¿Borrar las %n partidas registradas? Las predicciones vuelven a partir de la dificultad de los puzles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridText</name>
    <message>
        <location filename="../app/document/GridText.cpp" line="101"/>
        <source>Line %1: &apos;%2&apos; in row %3 is not a value. A row without spaces may hold only the digits 0-9 and &apos;-&apos; or &apos;.&apos; for an empty square; write larger values as numbers with spaces between them (&quot;12 - 3&quot;).</source>
        <translation>Línea %1: &apos;%2&apos; en la fila %3 no es un valor. Una fila sin espacios solo puede contener las cifras 0-9 y &apos;-&apos; o &apos;.&apos; para una casilla vacía; escriba los valores mayores como números separados por espacios (&quot;12 - 3&quot;).</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="113"/>
        <source>Line %1: the value %2 in row %3 is too large; values run from 0 to 65535.</source>
        <translation>Línea %1: el valor %2 de la fila %3 es demasiado grande; los valores van de 0 a 65535.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="118"/>
        <source>Line %1: the value %2 in row %3 is negative; values run from 0 to 65535, and &apos;-&apos; alone marks an empty square.</source>
        <translation>Línea %1: el valor %2 de la fila %3 es negativo; los valores van de 0 a 65535, y un &apos;-&apos; aislado marca una casilla vacía.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="122"/>
        <source>Line %1: &quot;%2&quot; in row %3 is not a value. Write a given as a number from 0 to 65535 and an empty square as &apos;-&apos; or &apos;.&apos;, with spaces between them.</source>
        <translation>Línea %1: &quot;%2&quot; en la fila %3 no es un valor. Escriba cada pista como un número de 0 a 65535 y cada casilla vacía como &apos;-&apos; o &apos;.&apos;, separados por espacios.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="133"/>
        <source>Line %1: row %2: found %n value(s), expected %3.</source>
        <translation>
            <numerusform>Línea %1: fila %2: hay %n valor, se esperaban %3.</numerusform>
            <numerusform>Línea %1: fila %2: hay %n valores, se esperaban %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="197"/>
        <source>Line %1: &quot;%2&quot; is a game ID of a kind not read here. Game IDs are read for %3.</source>
        <translation>Línea %1: &quot;%2&quot; es un ID de juego de un tipo que aquí no se lee. Se leen ID de juego de %3.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="210"/>
        <location filename="../app/document/GridText.cpp" line="304"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="212"/>
        <source> It reads as a %1 ID: is the puzzle type right?</source>
        <translation> Se lee como un ID de %1: ¿es correcto el tipo de puzle?</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="307"/>
        <source>Line %1: the size line &quot;%2&quot; ends in a letter, which marks a variant of the puzzle (D: different values on both diagonals as well). Puzzlesmith does not read such variants of this puzzle type.</source>
        <translation>Línea %1: la línea de tamaño «%2» termina en una letra, que marca una variante del puzle (D: valores distintos también en las dos diagonales). Puzzlesmith no lee esas variantes de este tipo de puzle.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="313"/>
        <source>Line %1: the size line gives %2 as the highest value of a %3x%4 grid, so some squares of every line stay empty. Puzzlesmith does not read such puzzles of this type; its puzzles hold every value from 1 to %5 in each line.</source>
        <translation>Línea %1: la línea de tamaño da %2 como valor más alto de una cuadrícula de %3x%4, así que algunas casillas de cada línea quedan vacías. Puzzlesmith no lee esos puzles de este tipo; sus puzles contienen cada valor de 1 a %5 en cada línea.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="373"/>
        <source>Line %1: the text ends after %2 of the %n row(s)%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</source>
        <translation>
            <numerusform>Línea %1: el texto termina tras %2 de %n fila%3 que necesita este puzle %4. Añada las filas que faltan o corrija la línea de tamaño.</numerusform>
            <numerusform>Línea %1: el texto termina tras %2 de las %n filas%3 que necesita este puzle %4. Añada las filas que faltan o corrija la línea de tamaño.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="377"/>
        <source>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row(s)%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</source>
        <translation>
            <numerusform>Línea %1: la línea en blanco termina el puzle %4que empieza en la línea %2 tras %3 de su %n fila%5. Añada las filas que faltan o corrija su línea de tamaño &quot;%6 %7&quot;.</numerusform>
            <numerusform>Línea %1: la línea en blanco termina el puzle %4que empieza en la línea %2 tras %3 de sus %n filas%5. Añada las filas que faltan o corrija su línea de tamaño &quot;%6 %7&quot;.</numerusform>
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
        <translation>Línea %1: los ID de juego solo se leen para %2, no para &quot;%3&quot;.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="437"/>
        <source>Line %1: the puzzle from line %2 already has the %n row(s) its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</source>
        <translation>
            <numerusform>Línea %1: el puzle de la línea %2 ya tiene %n fila, la que anuncia su línea de tamaño &quot;%3 %4&quot;. Corrija esa línea de tamaño si esta es una fila más, o ponga una línea en blanco antes del siguiente puzle.</numerusform>
            <numerusform>Línea %1: el puzle de la línea %2 ya tiene las %n filas que anuncia su línea de tamaño &quot;%3 %4&quot;. Corrija esa línea de tamaño si esta es una fila más, o ponga una línea en blanco antes del siguiente puzle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="455"/>
        <source>Line %1: a grid has 1 to 64 rows and 1 to 64 columns, not %2 and %3.</source>
        <translation>Línea %1: una cuadrícula tiene de 1 a 64 filas y de 1 a 64 columnas, no %2 y %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="458"/>
        <source>%1 row(s)</source>
        <translation>
            <numerusform>%1 fila</numerusform>
            <numerusform>%1 filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="459"/>
        <source>%1 column(s)</source>
        <translation>
            <numerusform>%1 columna</numerusform>
            <numerusform>%1 columnas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="331"/>
        <source>The puzzle from line %1: %2</source>
        <translation>El puzle de la línea %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="445"/>
        <source>Line %1: expected a size line such as &quot;9 9&quot; (rows, then columns) or a game ID such as &quot;5x5:2a5b3a34c2b5a2c3c&quot;, found &quot;%2&quot;.</source>
        <translation>Línea %1: se esperaba una línea de tamaño como &quot;9 9&quot; (filas y después columnas) o un ID de juego como &quot;5x5:2a5b3a34c2b5a2c3c&quot;, pero hay &quot;%2&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="470"/>
        <source>The text holds no puzzle: expected a size line such as &quot;9 9&quot; (rows, then columns) followed by one line per row, or a game ID.</source>
        <translation>El texto no contiene ningún puzle: se esperaba una línea de tamaño como &quot;9 9&quot; (filas y después columnas) seguida de una línea por fila, o un ID de juego.</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../app/gui/GridView.cpp" line="336"/>
        <source>Paused

Click the grid or press Resume to go on.</source>
        <translation>En pausa

Haga clic en la cuadrícula o pulse Reanudar partida para continuar.</translation>
    </message>
    <message>
        <location filename="../app/gui/GridView.cpp" line="346"/>
        <source>Choose a size on the left and press Generate:
the grid empties here, square by square.</source>
        <translation>Elija un tamaño a la izquierda y pulse Generar:
la cuadrícula se vacía aquí, casilla a casilla.</translation>
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
        <translation>La cosecha guardada está dañada.</translation>
    </message>
    <message>
        <location filename="../app/document/HarvestFile.cpp" line="57"/>
        <source>The saved harvest is not in a format this version reads.</source>
        <translation>La cosecha guardada no está en un formato que esta versión pueda leer.</translation>
    </message>
</context>
<context>
    <name>HarvestPanel</name>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="71"/>
        <source>The board after removal %1 of the run</source>
        <translation>El tablero tras la retirada n.º %1 del intento</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="72"/>
        <source>A symmetric twin of the board after removal %1 (%2): the same puzzle in disguise, of the same class</source>
        <translation>Un gemelo simétrico del tablero tras la retirada n.º %1 (%2): el mismo puzle disfrazado, de la misma clase</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Puzzle</source>
        <translation>Puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Clues</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="181"/>
        <source>%1 · wanted</source>
        <translation>%1 · objetivo</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="198"/>
        <source>Step %1, %2</source>
        <translation>Paso %1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="200"/>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1, %2</source>
        <translation>paso %1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="336"/>
        <source>Harvest: every board a run accepts, and its symmetric twins. Press Generate.</source>
        <translation>Cosecha: cada tablero que acepta un intento, y sus gemelos simétricos. Pulse Generar.</translation>
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
            <numerusform>%n pista</numerusform>
            <numerusform>%n pistas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="78"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n casilla vacía</numerusform>
            <numerusform>%n casillas vacías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzle</numerusform>
            <numerusform>%n puzles</numerusform>
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
        <translation>%1: %2 y %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n accepted board(s)</source>
        <translation>
            <numerusform>%n tablero aceptado</numerusform>
            <numerusform>%n tableros aceptados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n symmetric twin(s)</source>
        <translation>
            <numerusform>%n gemelo simétrico</numerusform>
            <numerusform>%n gemelos simétricos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="184"/>
        <source>%n puzzle(s) in all</source>
        <translation>
            <numerusform>%n puzle en total</numerusform>
            <numerusform>%n puzles en total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="202"/>
        <source>Step %1 · %n twin(s)</source>
        <translation>
            <numerusform>Paso %1 · %n gemelo</numerusform>
            <numerusform>Paso %1 · %n gemelos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="324"/>
        <source>%1 · %n clue(s) · %2</source>
        <translation>
            <numerusform>%1 · %n pista · %2</numerusform>
            <numerusform>%1 · %n pistas · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>Harvest: %n board(s), %1 with their symmetric twins.</source>
        <translation>
            <numerusform>Cosecha: %n tablero, %1 con sus gemelos simétricos.</numerusform>
            <numerusform>Cosecha: %n tableros, %1 con sus gemelos simétricos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="352"/>
        <source>values relabelled</source>
        <translation>valores renumerados</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="353"/>
        <source>stacks swapped</source>
        <translation>pilas intercambiadas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="354"/>
        <source>bands swapped</source>
        <translation>bandas intercambiadas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="355"/>
        <source>rows swapped</source>
        <translation>filas intercambiadas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="356"/>
        <source>columns swapped</source>
        <translation>columnas intercambiadas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="357"/>
        <source>top-bottom mirror</source>
        <translation>reflejo arriba-abajo</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="358"/>
        <source>left-right mirror</source>
        <translation>reflejo izquierda-derecha</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="359"/>
        <source>diagonal mirror</source>
        <translation>reflejo diagonal</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="360"/>
        <source>anti-diagonal mirror</source>
        <translation>reflejo antidiagonal</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="361"/>
        <source>rotated 90°</source>
        <translation>girado 90°</translation>
    </message>
</context>
<context>
    <name>LabelPuzzlesDialog</name>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="57"/>
        <source>Rate for a Group</source>
        <translation>Valorar para un grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="73"/>
        <source>&amp;Group</source>
        <translation>&amp;Grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>The class or group these ratings are for: pick a kept group or type a new name.</source>
        <translation>La clase o el grupo al que corresponden estas valoraciones: elija un grupo guardado o escriba un nombre nuevo.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="86"/>
        <source>Puzzle %1</source>
        <translation>Puzle %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="94"/>
        <source>Not rated</source>
        <translation>Sin valorar</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="95"/>
        <source>Too easy</source>
        <translation>Demasiado fácil</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="96"/>
        <source>About right</source>
        <translation>Adecuado</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="97"/>
        <source>Too hard</source>
        <translation>Demasiado difícil</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="98"/>
        <source>Set level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="99"/>
        <source>How puzzle %1 went for the group, compared with the level it was shown as. A saved rating stays shown and cannot be changed here.</source>
        <translation>Cómo le fue el puzle %1 al grupo, comparado con el nivel con el que se mostró. Una valoración guardada sigue visible y no se puede cambiar aquí.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="131"/>
        <source>Add the rated puzzles to the group, save it, and work out the group&apos;s levels again in the background.</source>
        <translation>Añadir los puzles valorados al grupo, guardarlo y volver a calcular los niveles del grupo en segundo plano.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="132"/>
        <source>De&amp;tails…</source>
        <translation>De&amp;talles…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="135"/>
        <source>The numbers behind the summary: the statistics of the last retrain.</source>
        <translation>Las cifras detrás del resumen: las estadísticas del último reentrenamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="137"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="141"/>
        <source>Close this window (ratings already saved stay saved).</source>
        <translation>Cerrar esta ventana (las valoraciones ya guardadas siguen guardadas).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="192"/>
        <source>built-in level: %1 (%2 on a scale of 0 to 100)</source>
        <translation>nivel integrado: %1 (%2 en una escala de 0 a 100)</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="194"/>
        <source>Rating saved for &quot;%1&quot;.</source>
        <translation>Valoración guardada para &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="253"/>
        <source>Rate at least one puzzle that is not saved yet.</source>
        <translation>Valore al menos un puzle que aún no esté guardado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="279"/>
        <source>Saved %n rating(s) for &quot;%1&quot;; working out the group&apos;s levels…</source>
        <translation>
            <numerusform>%n valoración guardada para &quot;%1&quot;; calculando los niveles del grupo…</numerusform>
            <numerusform>%n valoraciones guardadas para &quot;%1&quot;; calculando los niveles del grupo…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="291"/>
        <source>The ratings are saved, but working out the group&apos;s levels failed: %1</source>
        <translation>Las valoraciones están guardadas, pero el cálculo de los niveles del grupo ha fallado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="305"/>
        <source>Please check: %1</source>
        <translation>Compruebe: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="310"/>
        <source>Saved, and worked out the levels of &quot;%1&quot;. %2</source>
        <translation>Guardado, y calculados los niveles de &quot;%1&quot;. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="101"/>
        <source>Verdict on puzzle %1</source>
        <translation>Veredicto sobre el puzle %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="59"/>
        <source>Say how each puzzle went with your class or group: too easy, about right or too hard for the level it was shown as, or set its level yourself. From your ratings Puzzlesmith works out the group&apos;s own levels, starting from its built-in ones, and can then make puzzles at those levels. Sudoku&apos;s levels are set by the techniques a puzzle needs: there your ratings move a puzzle&apos;s score within its level, not the level.</source>
        <translation>Indique cómo le fue cada puzle a su clase o grupo: demasiado fácil, adecuado o demasiado difícil para el nivel con que se mostró, o fije usted mismo su nivel. A partir de sus valoraciones, Puzzlesmith calcula los niveles propios del grupo, partiendo de los integrados, y luego puede crear puzles de esos niveles. En el Sudoku, el nivel lo fijan las técnicas que necesita un puzle: allí sus valoraciones mueven la puntuación de un puzle dentro de su nivel, no el nivel.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>The level puzzle %1 really has for the group (with Set level).</source>
        <translation>El nivel que el puzle %1 tiene de verdad para el grupo (con Nivel:).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>Level of puzzle %1</source>
        <translation>Nivel del puzle %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="129"/>
        <source>&amp;Save and Retrain</source>
        <translation>&amp;Guardar y reentrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="148"/>
        <source>Working out the built-in levels…</source>
        <translation>Calculando los niveles integrados…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="188"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="190"/>
        <source>shown as %1</source>
        <translation>mostrado como %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="220"/>
        <source>Type the name of the class or group first.</source>
        <translation>Escriba primero el nombre de la clase o grupo.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="225"/>
        <source>Still working out the built-in levels; try again in a moment.</source>
        <translation>Aún se están calculando los niveles integrados; inténtelo de nuevo en un momento.</translation>
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
        <translation>No se puede abrir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="110"/>
        <source>Line %1: the puzzle has no label; put a comment with label=easy (or medium, hard, evil) just before it.</source>
        <translation>Línea %1: el puzle no tiene etiqueta; ponga justo antes un comentario con label=easy (o medium, hard, evil).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="89"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="123"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="144"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="56"/>
        <source>&quot;%1&quot; is larger than %2, the most a file of labelled puzzles may be; split it.</source>
        <translation>&quot;%1&quot; es mayor que %2, lo máximo que puede ocupar un archivo de puzles etiquetados; divídalo.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="59"/>
        <source>&quot;%1&quot; is not a text file; give labelled puzzles in the line format or grid text.</source>
        <translation>&quot;%1&quot; no es un archivo de texto; indique los puzles etiquetados en formato de línea o como texto de cuadrícula.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="62"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>No se puede leer &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="128"/>
        <source>Line %1: %2 grades but %3 sources; give one source for each grade.</source>
        <translation>Línea %1: %2 grados pero %3 fuentes; indique una fuente para cada grado.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="135"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="140"/>
        <source>Line %1: the label &quot;%2&quot; is not a difficulty. Use easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s level names work too).</source>
        <translation>Línea %1: la etiqueta &quot;%2&quot; no es una dificultad. Use easy, medium, hard o evil (también valen los nombres de nivel de qqwing y de sgt-solo).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="151"/>
        <source>&quot;%1&quot; holds no puzzle lines.</source>
        <translation>&quot;%1&quot; no contiene líneas de puzle.</translation>
    </message>
</context>
<context>
    <name>LastWorksheet</name>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="44"/>
        <location filename="../app/document/LastWorksheet.cpp" line="50"/>
        <source>Cannot keep the worksheet&apos;s puzzles in &quot;%1&quot;: %2</source>
        <translation>No se pueden guardar los puzles de la hoja en &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="63"/>
        <source>The last worksheet&apos;s puzzles (&quot;%1&quot;) cannot be read: %2</source>
        <translation>No se pueden leer los puzles de la última hoja (&quot;%1&quot;): %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="70"/>
        <source>the file is damaged.</source>
        <translation>el archivo está dañado.</translation>
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
            <numerusform>El puzle tiene %n carácter, pero una línea de puzle necesita N*N para un lado N de 4 a 25 (16 para 4x4, 81 para 9x9, 256 para 16x16, 625 para 25x25).</numerusform>
            <numerusform>El puzle tiene %n caracteres, pero una línea de puzle necesita N*N para un lado N de 4 a 25 (16 para 4x4, 81 para 9x9, 256 para 16x16, 625 para 25x25).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="39"/>
        <source>Character &apos;%1&apos; at position %2 is not a value: use 1-9, then A-P for 10-25, and &apos;.&apos; for an empty square.</source>
        <translation>El carácter &apos;%1&apos; de la posición %2 no es un valor: use 1-9, luego A-P para 10-25, y &apos;.&apos; para una casilla vacía.</translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="42"/>
        <source>Value &apos;%1&apos; at position %2 is too large for a %3x%3 grid (values run from 1 to %3).</source>
        <translation>El valor &apos;%1&apos; de la posición %2 es demasiado grande para una cuadrícula de %3x%3 (los valores van de 1 a %3).</translation>
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
        <translation>Puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="58"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="106"/>
        <location filename="../app/gui/MainWindow.cpp" line="213"/>
        <source>Run</source>
        <translation>Generación</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="117"/>
        <source>&amp;Puzzle Panel</source>
        <translation>Panel de &amp;puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="118"/>
        <source>&amp;Run Panel</source>
        <translation>Panel de &amp;generación</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="130"/>
        <source>Difficulty model not loaded: classes from clue counts only.</source>
        <translation>Modelo de dificultad no cargado: clases solo por número de pistas.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>Difficulty model</source>
        <translation>Modelo de dificultad</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>Values above 9 as &amp;Numbers (10-25)</source>
        <translation>Valores mayores que 9 como &amp;números (10-25)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>&amp;About Puzzlesmith</source>
        <translation>A&amp;cerca de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="261"/>
        <source>About Puzzlesmith</source>
        <translation>Acerca de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="125"/>
        <source>Choose a size and press Generate (Ctrl+G).</source>
        <translation>Elija un tamaño y pulse Generar (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="228"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="310"/>
        <source>New grid</source>
        <translation>Cuadrícula nueva</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="262"/>
        <source>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes %2 puzzles with the PuzzleJAR method: a random full board is emptied square by square while a solver proves the solution is still unique, and every puzzle produced is filed under a difficulty class.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Crea puzles de %2 con el método PuzzleJAR: un tablero lleno al azar se vacía casilla a casilla mientras un resolutor demuestra que la solución sigue siendo única, y cada puzle obtenido se clasifica en una clase de dificultad.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="86"/>
        <source>Puzzle grid</source>
        <translation>Cuadrícula del puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="87"/>
        <source>The puzzle. Click a square or move with the arrow keys, then type a value; Backspace clears it. Ctrl+M switches to pencil marks, Ctrl+H gives a hint.</source>
        <translation>El puzle. Haz clic en una casilla o muévete con las flechas y escribe un valor; Retroceso lo borra. Ctrl+M cambia a anotaciones, Ctrl+H da una pista.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Move in the grid</source>
        <translation>Moverse por la cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>1-9, A-P</source>
        <translation>1-9, A-P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>Enter a value (as a pencil mark in pencil mode)</source>
        <translation>Escribir un valor (como anotación en modo anotaciones)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>1 then 2</source>
        <translation>1 y luego 2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>Enter 12 when values above 9 are shown as numbers</source>
        <translation>Escribir 12 cuando los valores mayores que 9 se muestran como números</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Backspace, Delete</source>
        <translation>Retroceso, Supr</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Clear a square</source>
        <translation>Vaciar una casilla</translation>
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
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>&amp;Worksheet…</source>
        <translation>&amp;Hoja de ejercicios…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="191"/>
        <source>&amp;Run</source>
        <translation>&amp;Generación</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="197"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="206"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220"/>
        <source>Speed </source>
        <translation>Velocidad </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="448"/>
        <source>quitting</source>
        <translation>salir</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="413"/>
        <source>The studio has no %1 puzzle of size %2.</source>
        <translation>El estudio no tiene puzles de tipo %1 con tamaño %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="17"/>
        <source>Sett&amp;ings</source>
        <translation>Con&amp;figuración</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="23"/>
        <source>Language, colours, the clock, pencil marks and when mistakes are shown.</source>
        <translation>Idioma, colores, el reloj, las anotaciones y cuándo se muestran los errores.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="45"/>
        <source>the system&apos;s language</source>
        <translation>el idioma del sistema</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Puzzlesmith will speak %1 from its next start.</source>
        <translation>Puzzlesmith hablará %1 desde su próximo inicio.</translation>
    </message>
</context>
<context>
    <name>MixedTypesPicker</name>
    <message>
        <location filename="../app/gui/MixedTypesPicker.cpp" line="84"/>
        <source>Nothing</source>
        <translation>Nada</translation>
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
        <translation>es una carpeta; indique un nombre de archivo</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="38"/>
        <source>Time played</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="43"/>
        <source>Predicted time</source>
        <translation>Tiempo previsto</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="44"/>
        <source>How long this puzzle should take you: learnt from your finished games (Play &gt; My Games), or from the puzzle&apos;s difficulty until there are enough of them</source>
        <translation>Cuánto debería llevarle este puzle: aprendido de sus partidas terminadas (Jugar &gt; Mis partidas) o, hasta que haya suficientes, de la dificultad del puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="52"/>
        <source>Hint</source>
        <translation>Ayuda</translation>
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
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="123"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="132"/>
        <source>&lt;i&gt;Press Hint for the next step: the squares it uses are framed in green, candidates it rules out are struck through, and Apply writes it in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pulse Ayuda para ver el siguiente paso: las casillas que usa se enmarcan en verde, los candidatos que descarta se tachan y Aplicar ayuda lo escribe.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="139"/>
        <source>&lt;b&gt;%1 is wrong&lt;/b&gt; — fix it before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1 está mal&lt;/b&gt; — corrija esa casilla antes de seguir (rayada en la cuadrícula).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="140"/>
        <source>&lt;b&gt;%1 are wrong&lt;/b&gt; — fix them before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1 están mal&lt;/b&gt; — corrija esas casillas antes de seguir (rayadas en la cuadrícula).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="144"/>
        <source>&lt;b&gt;The pencil marks of %1 rule out the value the square needs&lt;/b&gt; — add it back or clear those marks (hatched in the grid).</source>
        <translation>&lt;b&gt;Las anotaciones de %1 descartan el valor que necesita la casilla&lt;/b&gt; — vuelva a añadirlo o borre esas anotaciones (casillas rayadas en la cuadrícula).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="148"/>
        <source>Every square is filled: no hint needed.</source>
        <translation>Todas las casillas están llenas: no hace falta ayuda.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="151"/>
        <source>No hint here: no technique applies, and the solution is not known.</source>
        <translation>No hay ayuda aquí: no se aplica ninguna técnica y no se conoce la solución.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="155"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="158"/>
        <source>&lt;br&gt;&lt;br&gt;Candidates struck: %1 (crossed out in the grid).</source>
        <translation>&lt;br&gt;&lt;br&gt;Candidatos descartados: %1 (tachados en la cuadrícula).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="161"/>
        <source>&lt;br&gt;&lt;br&gt;%n square(s) filled in (ringed in the grid).</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;br&gt;%n casilla rellenada (marcada con un círculo en la cuadrícula).</numerusform>
            <numerusform>&lt;br&gt;&lt;br&gt;%n casillas rellenadas (marcadas con un círculo en la cuadrícula).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Enter %1</source>
        <translation>Escribir %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="163"/>
        <source>Pencil mark %1</source>
        <translation>Anotación %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="186"/>
        <source>Reveal the solution</source>
        <translation>Revelar la solución</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="208"/>
        <location filename="../app/gui/PlaySession.cpp" line="221"/>
        <source>Fill in candidates</source>
        <translation>Rellenar candidatos</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="323"/>
        <source>Apply hint</source>
        <translation>Aplicar ayuda</translation>
    </message>
</context>
<context>
    <name>PlayerTimes</name>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="70"/>
        <source>less than 1</source>
        <translation>menos de 1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="79"/>
        <source>About %1 minutes for you</source>
        <translation>Unos %1 minutos para usted</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayerTimes.cpp" line="81"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty; %n more game(s) to learn your pace)</source>
        <translation>
            <numerusform>Unos %1 minutos (según la dificultad del puzle; falta %n partida para aprender su ritmo)</numerusform>
            <numerusform>Unos %1 minutos (según la dificultad del puzle; faltan %n partidas para aprender su ritmo)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="83"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty: you have not played this type yet)</source>
        <translation>Unos %1 minutos (según la dificultad del puzle: aún no ha jugado a este tipo)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="40"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="43"/>
        <source>Language and colours</source>
        <translation>Idioma y colores</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="46"/>
        <source>The system&apos;s language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="49"/>
        <source>The language of menus, messages, worksheets and the guide. It changes when Puzzlesmith starts again.</source>
        <translation>El idioma de los menús, mensajes, fichas y la guía. Cambia cuando Puzzlesmith vuelve a arrancar.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="50"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="52"/>
        <source>As the desktop</source>
        <translation>Como el escritorio</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="53"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="54"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="55"/>
        <source>Dark draws the grid with light ink on a dark ground; printing and exports stay black on white.</source>
        <translation>Oscuro dibuja la cuadrícula con tinta clara sobre fondo oscuro; la impresión y las exportaciones siguen en negro sobre blanco.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="56"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="60"/>
        <source>The colour of clashing and wrong values. Every choice can be told apart with any common colour-vision deficiency, and the shapes (dashed frame, hatching) say the same.</source>
        <translation>El color de los valores que chocan o son erróneos. Cada opción se distingue con cualquier deficiencia común de la visión del color, y las formas (marco discontinuo, rayado) dicen lo mismo.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="61"/>
        <source>C&amp;onflict colour:</source>
        <translation>Color de c&amp;onflicto:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="64"/>
        <source>Playing</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="66"/>
        <source>Show the &amp;clock</source>
        <translation>Mostrar el &amp;reloj</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="67"/>
        <source>The clock runs either way, and the solved message gives the time; this only hides it while you play.</source>
        <translation>El reloj corre de todos modos y el mensaje final da el tiempo; esto solo lo oculta mientras juegas.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="69"/>
        <source>&amp;Remove pencil marks an entered value rules out</source>
        <translation>&amp;Quitar las anotaciones que un valor introducido descarta</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="70"/>
        <source>Entering a 5 takes the 5 out of the pencil marks of its row, column and box (Undo brings them back).</source>
        <translation>Poner un 5 quita el 5 de las anotaciones de su fila, columna y caja (Deshacer las devuelve).</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="72"/>
        <source>&amp;Highlight the selected value elsewhere</source>
        <translation>Resaltar en otras casillas el valor ele&amp;gido</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="73"/>
        <source>Tints every square that holds the same value as the selected one.</source>
        <translation>Colorea cada casilla que tiene el mismo valor que la elegida.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="76"/>
        <source>Only when I ask (Play &gt; Check)</source>
        <translation>Solo cuando lo pida (Jugar &gt; Comprobar)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="77"/>
        <source>As I type</source>
        <translation>Al escribir</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="78"/>
        <source>As I type hatches a wrong value as soon as it is entered. Clashes with other values are always shown.</source>
        <translation>Al escribir raya un valor erróneo en cuanto se introduce. Los choques con otros valores se muestran siempre.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="79"/>
        <source>Show &amp;mistakes:</source>
        <translation>Mostrar los &amp;errores:</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="88"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="89"/>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="90"/>
        <source>Conflict colour</source>
        <translation>Color de conflicto</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="91"/>
        <source>Show mistakes</source>
        <translation>Mostrar los errores</translation>
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
        <translation>true/false</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="37"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="38"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="39"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="40"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="43"/>
        <source>missing</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="53"/>
        <source>The &quot;%1&quot; field must be text, but it is %2.</source>
        <translation>El campo &quot;%1&quot; debe ser texto; valor encontrado: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="65"/>
        <source>The &quot;%1&quot; field must be an object, but it is %2.</source>
        <translation>El campo &quot;%1&quot; debe ser un objeto; valor encontrado: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="84"/>
        <source>The &quot;%1&quot; field must be a whole number from 0 to %2, but it is %3.</source>
        <translation>El campo &quot;%1&quot; debe ser un número entero de 0 a %2; valor encontrado: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="122"/>
        <location filename="../app/document/PuzzleFile.cpp" line="165"/>
        <source>The &quot;%1&quot; field is not a valid grid: %2</source>
        <translation>El campo &quot;%1&quot; no es una cuadrícula válida: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="127"/>
        <source>row %1 is not text.</source>
        <translation>la fila %1 no es texto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="130"/>
        <source>row %1 has %n value(s), row 1 has %2.</source>
        <translation>
            <numerusform>la fila %1 tiene %n valor y la fila 1 tiene %2.</numerusform>
            <numerusform>la fila %1 tiene %n valores y la fila 1 tiene %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="133"/>
        <source>it has no rows.</source>
        <translation>no tiene filas.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="143"/>
        <source>&quot;%1&quot; in row %2 is not a value.</source>
        <translation>&quot;%1&quot; en la fila %2 no es un valor.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="160"/>
        <source>The &quot;%1&quot; field must be a list of rows, but it is %2.</source>
        <translation>El campo &quot;%1&quot; debe ser una lista de filas; valor encontrado: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="169"/>
        <source>The &quot;%1&quot; grid is %2x%3, but a %4 needs %5x%6.</source>
        <translation>La cuadrícula &quot;%1&quot; es de %2x%3, pero un %4 necesita %5x%6.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="183"/>
        <source>The &quot;%1&quot; field must be a list, but it is %2.</source>
        <translation>El campo &quot;%1&quot; debe ser una lista; valor encontrado: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="191"/>
        <location filename="../app/document/PuzzleFile.cpp" line="197"/>
        <source>The saved pencil marks are damaged.</source>
        <translation>Las anotaciones guardadas están dañadas.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="203"/>
        <source>The saved pencil marks do not match the grid.</source>
        <translation>Las anotaciones guardadas no coinciden con la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="262"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>No es un archivo de puzle de Puzzlesmith (su &quot;format&quot; no es &quot;%1&quot;).</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="265"/>
        <source>The file has no valid schema version.</source>
        <translation>El archivo no tiene una versión de esquema válida.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="267"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation>El archivo lo escribió un Puzzlesmith más reciente (esquema %1); esta versión lee el esquema %2 y anteriores. Actualice Puzzlesmith.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="285"/>
        <source>The &quot;%1&quot; field holds %2, but the grid has %3.</source>
        <translation>El campo &quot;%1&quot; contiene %2, pero la cuadrícula tiene %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="290"/>
        <source>The file&apos;s cages are damaged.</source>
        <translation>Las jaulas del archivo están dañadas.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="294"/>
        <source>The file holds only values; a %1 puzzle needs its cages, regions, signs or clues too.</source>
        <translation>El archivo solo contiene valores; un puzle de %1 necesita también sus jaulas, regiones, signos o pistas.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="297"/>
        <source>The givens break the rules: %1</source>
        <translation>Las pistas incumplen las reglas: %1</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="303"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation>La solución guardada no es una solución válida de las pistas.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="308"/>
        <source>The difficulty &quot;%1&quot; is not one of easy, medium, hard or evil.</source>
        <translation>La dificultad &quot;%1&quot; no es ninguna de easy, medium, hard o evil.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="368"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>No se puede escribir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="372"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>No se puede guardar &quot;%1&quot;: %2. El archivo anterior, si existía, no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="380"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>No se puede abrir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="382"/>
        <location filename="../app/document/PuzzleFile.cpp" line="387"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation>&quot;%1&quot; es demasiado grande para ser un archivo de puzle.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="401"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>&quot;%1&quot; no es JSON válido (%2 en el byte %3); puede que el archivo esté dañado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="404"/>
        <source>&quot;%1&quot; holds a list of %n puzzle(s), and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</source>
        <translation>
            <numerusform>«%1» contiene una lista de %n puzle, y un archivo .puzzle abre un solo puzle. Créelo con --count 1, o pase la lista a puzzlesmith-cli solve o rate.</numerusform>
            <numerusform>«%1» contiene una lista de %n puzles, y un archivo .puzzle abre un solo puzle. Créelo con --count 1, o pase la lista a puzzlesmith-cli solve o rate.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="409"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation>&quot;%1&quot; no contiene un objeto de puzle.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="385"/>
        <location filename="../app/document/PuzzleFile.cpp" line="412"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>No se puede leer &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>PuzzleImage</name>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="75"/>
        <source>Cannot write &quot;%1&quot;: the image could not be encoded. The previous file, if any, is unchanged.</source>
        <translation>No se puede escribir «%1»: no se pudo codificar la imagen. El archivo anterior, si existe, no cambia.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="78"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>No se puede guardar «%1»: %2. El archivo anterior, si existe, no cambia.</translation>
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
        <translation>Escriba un número en cada casilla vacía de modo que cada grupo de números iguales unidos por un lado tenga exactamente tantas casillas como indica su número.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="23"/>
        <source>KenKen</source>
        <translation>KenKen</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and the numbers in each outlined cage combine to its target with its operation (+ − × ÷; for − and ÷, the larger number first).</source>
        <translation>Rellene la cuadrícula de modo que cada fila y cada columna contenga cada número exactamente una vez, y que los números de cada jaula marcada den su resultado con su operación (+ − × ÷; en − y ÷, el número mayor primero).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="47"/>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="48"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once.</source>
        <translation>Rellene la cuadrícula de modo que cada fila, cada columna y cada caja contenga cada número exactamente una vez.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="23"/>
        <source>Jigsaw Sudoku</source>
        <translation>Sudoku irregular</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every outlined region contains each number exactly once.</source>
        <translation>Rellene la cuadrícula de modo que cada fila, cada columna y cada región delimitada contenga cada número exactamente una vez.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="23"/>
        <source>Killer Sudoku</source>
        <translation>Sudoku asesino</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once, and the numbers in each dashed cage add up to its sum without repeating.</source>
        <translation>Rellene la cuadrícula de modo que cada fila, cada columna y cada caja contenga cada número exactamente una vez, y que los números de cada jaula punteada sumen su total sin repetirse.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="23"/>
        <source>Futoshiki</source>
        <translation>Futoshiki</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and every sign between two squares holds: its point shows the smaller number.</source>
        <translation>Rellene la cuadrícula de modo que cada fila y cada columna contenga cada número exactamente una vez y que se cumpla cada signo entre dos casillas: su punta señala el número menor.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="34"/>
        <source>Skyscrapers</source>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="35"/>
        <source>Fill in the grid with buildings of heights 1 to N so that every row and every column holds each height exactly once. A number outside the grid says how many buildings are seen from there along its row or column: a taller building hides every shorter one behind it.</source>
        <translation>Rellene la cuadrícula con edificios de altura 1 a N de modo que cada fila y cada columna contenga cada altura exactamente una vez. Un número fuera de la cuadrícula dice cuántos edificios se ven desde allí a lo largo de su fila o columna: un edificio más alto oculta a todos los más bajos detrás de él.</translation>
    </message>
</context>
<context>
    <name>PuzzleTypePicker</name>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="42"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="43"/>
        <source>The size of the grid and the shape of its boxes.</source>
        <translation>El tamaño de la cuadrícula y la forma de sus cajas.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="56"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="58"/>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="57"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="59"/>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
</context>
<context>
    <name>StudioAutosave</name>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="28"/>
        <source>Restore your work?</source>
        <translation>¿Restaurar su trabajo?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="29"/>
        <source>Puzzlesmith did not close properly last time. Restore the game in progress and the last harvest as they were autosaved?</source>
        <translation>Puzzlesmith no se cerró correctamente la última vez. ¿Restaurar la partida en curso y la última cosecha tal como se guardaron automáticamente?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="32"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="33"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source>Restored the game in progress%1.</source>
        <translation>Se restauró la partida en curso%1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source> and the last harvest</source>
        <translation> y la última cosecha</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>No se pudo restaurar la partida guardada automáticamente: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="122"/>
        <source>Autosave</source>
        <translation>Guardado automático</translation>
    </message>
</context>
<context>
    <name>StudioClassifier</name>
    <message>
        <location filename="../app/gui/StudioClassifier.cpp" line="19"/>
        <source>The difficulty model could not be loaded (%1). Difficulty classes are estimated by each type&apos;s rule (for Sudoku: the number of clues) until this is fixed.</source>
        <translation>No se pudo cargar el modelo de dificultad (%1). Hasta que se corrija, las clases de dificultad se estiman con la regla de cada tipo (en Sudoku: el número de pistas).</translation>
    </message>
</context>
<context>
    <name>StudioCommandLine</name>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="30"/>
        <source>Puzzlesmith, a puzzle studio: make logic puzzles, watch the grid empty square by square, then play, save, print or export them.</source>
        <translation>Puzzlesmith, un estudio de puzles: cree puzles de lógica, vea cómo la cuadrícula se vacía casilla a casilla y después juéguelos, guárdelos, imprímalos o expórtelos.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="36"/>
        <source>Puzzle type to start with: %1.</source>
        <translation>Tipo de puzle con el que empezar: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="37"/>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="39"/>
        <source>Grid size RxC to start with (9x9, 10x18); Sudoku picks the most nearly square box.</source>
        <translation>Tamaño de cuadrícula FxC con el que empezar (9x9, 10x18); Sudoku elige la caja más cuadrada posible.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="34"/>
        <source>RxC</source>
        <translation>FxC</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="57"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>Solo %1: --%2 en forma FxC, filas x columnas (%3); prevalece sobre --size.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="62"/>
        <source>Puzzles to open (.puzzle files); the first one is shown.</source>
        <translation>Puzles que abrir (archivos .puzzle); se muestra el primero.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="66"/>
        <source>Run &apos;puzzlesmith --help&apos; for the options.</source>
        <translation>Ejecute &apos;puzzlesmith --help&apos; para ver las opciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="91"/>
        <source>--%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>--%1 no es una opción de %2; indique su tamaño con --size FxC.</translation>
    </message>
</context>
<context>
    <name>StudioFiles</name>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="43"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="44"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="45"/>
        <source>&amp;Import Grid Text…</source>
        <translation>&amp;Importar texto de cuadrícula…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="46"/>
        <source>Export &amp;Grid Text…</source>
        <translation>Exportar &amp;texto de cuadrícula…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="48"/>
        <source>Export I&amp;mage…</source>
        <translation>Exportar i&amp;magen…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="49"/>
        <source>Export Image wit&amp;h Answer…</source>
        <translation>Exportar imagen con la sol&amp;ución…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="50"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="51"/>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="52"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="53"/>
        <source>Copy the shown puzzle as text and as a picture, to paste into a document</source>
        <translation>Copiar el puzle mostrado como texto y como imagen, para pegarlo en un documento</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="68"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="91"/>
        <source>Keep your game?</source>
        <translation>¿Conservar la partida?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="92"/>
        <source>Save the grid you are typing in before %1?</source>
        <translation>¿Guardar la cuadrícula que está escribiendo antes de %1?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="93"/>
        <source>Save the game in progress before %1?</source>
        <translation>¿Guardar la partida en curso antes de %1?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="133"/>
        <location filename="../app/gui/StudioFiles.cpp" line="214"/>
        <source>opening another puzzle</source>
        <translation>abrir otro puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="136"/>
        <source>Open puzzle</source>
        <translation>Abrir puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="137"/>
        <source>Puzzlesmith puzzles (*.puzzle);;All files (*)</source>
        <translation>Puzles de Puzzlesmith (*.puzzle);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="148"/>
        <source>Cannot open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="160"/>
        <source>Opened %1 · %2</source>
        <translation>Abierto: %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="166"/>
        <source>Save puzzle</source>
        <translation>Guardar puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="167"/>
        <source>Puzzlesmith puzzles (*.puzzle)</source>
        <translation>Puzles de Puzzlesmith (*.puzzle)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="183"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="192"/>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <location filename="../app/gui/StudioFiles.cpp" line="245"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="247"/>
        <location filename="../app/gui/StudioFilesExport.cpp" line="62"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="141"/>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="37"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="38"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export answer image</source>
        <translation>Exportar la imagen con la solución</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export image</source>
        <translation>Exportar la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="58"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="72"/>
        <source>Copied the puzzle as text and as a picture.</source>
        <translation>Se ha copiado el puzle como texto y como imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="26"/>
        <source>importing a puzzle</source>
        <translation>importar un puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="29"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="67"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>Import grid text</source>
        <translation>Importar texto de cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="30"/>
        <source>Grid text (*.txt *.grid);;All files (*)</source>
        <translation>Texto de cuadrícula (*.txt *.grid);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="49"/>
        <source>the file is too large to be a puzzle collection.</source>
        <translation>el archivo es demasiado grande para ser una colección de puzles.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="51"/>
        <source>this is not a text file.</source>
        <translation>no es un archivo de texto.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="68"/>
        <source>The grid could be a puzzle of more than one type. Which is it?</source>
        <translation>La cuadrícula podría ser un puzle de más de un tipo. ¿Cuál es?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="79"/>
        <source>Puzzle %1: %2×%3 (line %4)</source>
        <translation>Puzle %1: %2×%3 (línea %4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>The file holds %n puzzle(s). Which one?</source>
        <translation>
            <numerusform>El archivo contiene %n puzle. ¿Cuál?</numerusform>
            <numerusform>El archivo contiene %n puzles. ¿Cuál?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="90"/>
        <source>it holds %n puzzle(s).</source>
        <translation>
            <numerusform>contiene %n puzle.</numerusform>
            <numerusform>contiene %n puzles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="103"/>
        <source>a %1 needs a %2×%3 grid.</source>
        <translation>un %1 necesita una cuadrícula de %2×%3.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="105"/>
        <source>the givens break the rules: %1</source>
        <translation>las pistas incumplen las reglas: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="115"/>
        <source>Imported %1 · %2 — Play &gt; Analyse Typed Grid (Ctrl+L) solves and rates it.</source>
        <translation>Importado: %1 · %2 — Jugar &gt; Analizar cuadrícula escrita (Ctrl+L) lo resuelve y lo clasifica.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="126"/>
        <source>Export grid text</source>
        <translation>Exportar texto de cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="127"/>
        <source>Grid text (*.txt)</source>
        <translation>Texto de cuadrícula (*.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>No se puede escribir &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>StudioGroups</name>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="30"/>
        <source>Generate for a Group</source>
        <translation>Generar para un grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="31"/>
        <source>Generate with the &amp;Group&apos;s Levels</source>
        <translation>Generar con los niveles del &amp;grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="32"/>
        <source>Use the &amp;Built-in Levels</source>
        <translation>Usar los niveles &amp;integrados</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="42"/>
        <source>Rate for a &amp;Group…</source>
        <translation>Valorar para un &amp;grupo…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="43"/>
        <source>Say whether the shown puzzle was too easy, about right or too hard for a class or group</source>
        <translation>Indicar si el puzle mostrado fue demasiado fácil, adecuado o demasiado difícil para una clase o grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="47"/>
        <source>Rate Last &amp;Worksheet for a Group…</source>
        <translation>Valorar la última &amp;hoja para un grupo…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="48"/>
        <source>Rate each puzzle of the last worksheet made for a class or group</source>
        <translation>Valorar cada puzle de la última hoja creada para una clase o grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="50"/>
        <source>&amp;Teacher Groups…</source>
        <translation>Grupos de a&amp;lumnos…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="51"/>
        <source>The groups&apos; labels and retrained models: retrain, reset, export, import, delete</source>
        <translation>Las etiquetas y modelos reentrenados de los grupos: reentrenar, restablecer, exportar, importar, borrar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="84"/>
        <source>Built-in</source>
        <translation>Integrado</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="117"/>
        <source>The group &quot;%1&quot; cannot be read (%2); generating with the built-in levels.</source>
        <translation>No se puede leer el grupo &quot;%1&quot; (%2); se genera con los niveles integrados.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="123"/>
        <source>Generating with the built-in levels; the group choice is back at Built-in.</source>
        <translation>Se genera con los niveles integrados; la elección de grupo vuelve a Integrado.</translation>
    </message>
</context>
<context>
    <name>StudioPlay</name>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="46"/>
        <source>&amp;New Empty Grid</source>
        <translation>&amp;Nueva cuadrícula vacía</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>&amp;Pencil Marks</source>
        <translation>&amp;Anotaciones</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Auto &amp;Candidates</source>
        <translation>&amp;Candidatos automáticos</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="60"/>
        <source>Fill every square&apos;s pencil marks with the values still possible there, and keep them up to date</source>
        <translation>Rellenar las anotaciones de cada casilla con los valores aún posibles en ella y mantenerlas al día</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>C&amp;heck</source>
        <translation>C&amp;omprobar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>H&amp;int</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>&amp;Apply Hint</source>
        <translation>Apl&amp;icar ayuda</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Reveal &amp;Square</source>
        <translation>Revelar ca&amp;silla</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="79"/>
        <source>&amp;Reveal All</source>
        <translation>&amp;Revelar todo</translation>
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
        <translation>&amp;Pausar partida</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="84"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>A&amp;nalyse Typed Grid</source>
        <translation>A&amp;nalizar cuadrícula escrita</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="103"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="149"/>
        <source>Analysis cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="183"/>
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n pista</numerusform>
            <numerusform>%1 · %n pistas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="190"/>
        <source>Res&amp;ume Game</source>
        <translation>Reanudar &amp;partida</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="259"/>
        <source>Digit %1</source>
        <translation>Cifra %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="261"/>
        <source>Add a 0 to the digit just typed in the selected square: 1 then 0 makes 10, 2 then 0 makes 20</source>
        <translation>Añade un 0 a la cifra que acaba de escribir en la casilla seleccionada: 1 y luego 0 da 10, 2 y luego 0 da 20</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="265"/>
        <source>Type %1 in the selected square; two digits quickly after one another make one number</source>
        <translation>Escribir %1 en la casilla elegida; dos dígitos seguidos y rápidos forman un número</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Value %1</source>
        <translation>Valor %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Empty square (key %1)</source>
        <translation>Casilla vacía (tecla %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="278"/>
        <source>Enter %1 in the selected square (a pencil mark in pencil mode)</source>
        <translation>Poner %1 en la casilla elegida (una anotación en modo lápiz)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="279"/>
        <source>Mark the selected square as empty, %1 (key %2; a pencil mark in pencil mode)</source>
        <translation>Marcar la casilla elegida como vacía, %1 (tecla %2; una marca a lápiz en el modo lápiz)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="283"/>
        <source>⌫</source>
        <translation>⌫</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="284"/>
        <source>Erase the selected square</source>
        <translation>Borrar la casilla seleccionada</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="285"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="292"/>
        <source>starting a new grid</source>
        <translation>empezar una cuadrícula nueva</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="298"/>
        <location filename="../app/gui/StudioPlay.cpp" line="304"/>
        <source>New grid</source>
        <translation>Cuadrícula nueva</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="305"/>
        <source>%1 puzzles carry their own cages or regions, which cannot be typed in: import the puzzle as grid text or a game ID (File &gt; Import Grid Text), then play or analyse it.</source>
        <translation>Los puzles de %1 llevan sus propias jaulas o regiones, que no se pueden teclear: importe el puzle como texto de cuadrícula o ID de juego (Archivo &gt; Importar texto de cuadrícula) y después juegue o analícelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="313"/>
        <source>Type the puzzle&apos;s givens (click a square, then 1-9 or A-P), then Play &gt; Analyse Typed Grid (Ctrl+L).</source>
        <translation>Escriba las pistas del puzle (haga clic en una casilla y pulse 1-9 o A-P); después, Jugar &gt; Analizar cuadrícula escrita (Ctrl+L).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <source>Some values clash (shown in red): the grid has no solution. Correct them and try again.</source>
        <translation>Algunos valores chocan (en rojo): la cuadrícula no tiene solución. Corríjalos y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="333"/>
        <source>Analysing… (Esc cancels)</source>
        <translation>Analizando… (Esc cancela)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <source>The grid could not be analysed: %1</source>
        <translation>No se pudo analizar la cuadrícula: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <source>The solver could not decide within %n second(s) whether this grid has one solution. Add a few more givens and try again.</source>
        <translation>
            <numerusform>El resolutor no pudo decidir en %n segundo si esta cuadrícula tiene una única solución. Añada algunas pistas más y vuelva a intentarlo.</numerusform>
            <numerusform>El resolutor no pudo decidir en %n segundos si esta cuadrícula tiene una única solución. Añada algunas pistas más y vuelva a intentarlo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <source>This grid has no solution. Check the values you typed against the source.</source>
        <translation>Esta cuadrícula no tiene solución. Compare los valores que escribió con el original.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>This grid has more than one solution: add a clue in one of the dotted squares.</source>
        <translation>Esta cuadrícula tiene más de una solución: añada una pista en una de las casillas punteadas.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="361"/>
        <source>%1 (from the clue count: no difficulty model)</source>
        <translation>%1 (según el número de pistas: sin modelo de dificultad)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="362"/>
        <source>One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation>
            <numerusform>Una solución · %1 · %n pista. Ayuda (Ctrl+H) lo resuelve paso a paso; Revelar todo muestra la solución.</numerusform>
            <numerusform>Una solución · %1 · %n pistas. Ayuda (Ctrl+H) lo resuelve paso a paso; Revelar todo muestra la solución.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="387"/>
        <source>Hint</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="392"/>
        <source>Working out a hint…</source>
        <translation>Buscando una ayuda…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="409"/>
        <source>Hint: %1 — Apply (Ctrl+Shift+H) writes it in.</source>
        <translation>Ayuda: %1 — Aplicar ayuda (Ctrl+Shift+H) la escribe.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="432"/>
        <source>Applied: %1.</source>
        <translation>Aplicado: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="444"/>
        <source>Solved — well done!</source>
        <translation>Resuelto — ¡bien hecho!</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="446"/>
        <source>Everything entered so far is right.</source>
        <translation>Todo lo introducido hasta ahora es correcto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="448"/>
        <source>%n value(s) are wrong: they are hatched in the grid.</source>
        <translation>
            <numerusform>%n valor está mal: aparece rayado en la cuadrícula.</numerusform>
            <numerusform>%n valores están mal: aparecen rayados en la cuadrícula.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="458"/>
        <source>The game is open again: the clock runs on.</source>
        <translation>La partida vuelve a estar abierta: el reloj sigue corriendo.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="467"/>
        <source>Solved in %1 without help!</source>
        <translation>¡Resuelto en %1 sin ninguna ayuda!</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="469"/>
        <source>Solved in %1 with %n hint(s).</source>
        <translation>
            <numerusform>Resuelto en %1 con %n ayuda.</numerusform>
            <numerusform>Resuelto en %1 con %n ayudas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="471"/>
        <source>Finished in %1 — hints: %2, squares revealed: %3.</source>
        <translation>Terminado en %1 — ayudas: %2, casillas reveladas: %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="475"/>
        <source>It does not count towards your time predictions: most of its squares were filled by Apply Hint or Reveal, so its time says little about your own pace.</source>
        <translation>No cuenta para sus predicciones de tiempo: la mayoría de sus casillas se rellenaron con Aplicar ayuda o Revelar, así que su tiempo dice poco de su propio ritmo.</translation>
    </message>
</context>
<context>
    <name>StudioPlayerTimes</name>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="45"/>
        <source>Making a puzzle for your time… %1 of %2 tried (Esc cancels)</source>
        <translation>Creando un puzle para su tiempo… %1 de %2 probados (Esc cancela)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="57"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="175"/>
        <source>My Games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="63"/>
        <source>My &amp;Games…</source>
        <translation>&amp;Mis partidas…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="64"/>
        <source>Your finished games, how good the time predictions have been, and deleting them</source>
        <translation>Sus partidas terminadas, la calidad de las predicciones de tiempo y su borrado</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="69"/>
        <source>Make a Puzzle for About N &amp;Minutes…</source>
        <translation>Puzle de unos N &amp;minutos…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="70"/>
        <source>Generate a puzzle of the chosen type and size that should take you about as long as you say</source>
        <translation>Generar un puzle del tipo y tamaño elegidos que le lleve aproximadamente el tiempo indicado</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="79"/>
        <source>Making the puzzle was cancelled.</source>
        <translation>Se canceló la creación del puzle.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="95"/>
        <source>%1 of 100 (%2)</source>
        <translation>%1 de 100 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="96"/>
        <source>%1 of 100 (%2, rule)</source>
        <translation>%1 de 100 (%2, regla)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="119"/>
        <source>No time prediction: %1</source>
        <translation>Sin predicción de tiempo: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="157"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="187"/>
        <source>Make a Puzzle for About N Minutes</source>
        <translation>Puzle de unos N minutos</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="190"/>
        <source>A puzzle of the type and size chosen in the Puzzle panel that should take you about this long (predicted from your games, or from the puzzles&apos; difficulty until there are enough of them).</source>
        <translation>Un puzle del tipo y tamaño elegidos en el panel Puzle que le lleve aproximadamente este tiempo (predicho a partir de sus partidas o, hasta que haya suficientes, de la dificultad de los puzles).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="198"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>How many minutes the puzzle should take you</source>
        <translation>Cuántos minutos debería llevarle el puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="200"/>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minutos:</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="202"/>
        <source>&amp;Make</source>
        <translation>&amp;Crear</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="203"/>
        <source>Generate the puzzle in the background</source>
        <translation>Generar el puzle en segundo plano</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="204"/>
        <source>Close without making a puzzle</source>
        <translation>Cerrar sin crear un puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="215"/>
        <source>making a new puzzle</source>
        <translation>crear un puzle nuevo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="222"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>Make a puzzle</source>
        <translation>Crear un puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>La semilla debe ser un número entero; si no, marque Aleatoria.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="246"/>
        <source>Making a puzzle for about %n minute(s)… (Esc cancels)</source>
        <translation>
            <numerusform>Creando un puzle de unos %n minuto… (Esc cancela)</numerusform>
            <numerusform>Creando un puzle de unos %n minutos… (Esc cancela)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>No puzzle could be made.</source>
        <translation>No se pudo crear ningún puzle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="257"/>
        <source>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzle(s) made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</source>
        <translation>
            <numerusform>Creado con Generación &gt; Puzle de unos N minutos: %n puzle creado y puntuado; se muestra aquel cuyo tiempo previsto se acerca más al suyo. Esta búsqueda no guarda contadores ni cosecha.</numerusform>
            <numerusform>Creado con Generación &gt; Puzle de unos N minutos: %n puzles creados y puntuados; se muestra aquel cuyo tiempo previsto se acerca más al suyo. Esta búsqueda no guarda contadores ni cosecha.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="262"/>
        <source>predicted about %1 minutes for you</source>
        <translation>unos %1 minutos previstos para usted</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="263"/>
        <source>predicted about %1 minutes from its difficulty</source>
        <translation>unos %1 minutos previstos según su dificultad</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="267"/>
        <source>None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).</source>
        <translation>
            <numerusform>Ninguno de los %1 puzles creados se acercó a un cuarto de %n minuto; el más cercano: %2 (%3).</numerusform>
            <numerusform>Ninguno de los %1 puzles creados se acercó a un cuarto de %n minutos; el más cercano: %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="270"/>
        <source>A puzzle for about %n minute(s): %1 (%2).</source>
        <translation>
            <numerusform>Un puzle de unos %n minuto: %1 (%2).</numerusform>
            <numerusform>Un puzle de unos %n minutos: %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioPreferences</name>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="32"/>
        <source>Vermillion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="33"/>
        <source>Reddish purple</source>
        <translation>Púrpura rojizo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="34"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
</context>
<context>
    <name>StudioRun</name>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="40"/>
        <source>Generation failed</source>
        <translation>Falló la generación</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="79"/>
        <source>Empty squares</source>
        <translation>Casillas vacías</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="80"/>
        <source>Squares tested</source>
        <translation>Casillas probadas</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="81"/>
        <source>Solver checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="82"/>
        <source>Engine time</source>
        <translation>Tiempo de cálculo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="83"/>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="86"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="87"/>
        <source>Squares emptied so far, of all the squares.</source>
        <translation>Casillas vaciadas hasta ahora, del total.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="88"/>
        <source>Squares the run has tried to empty.</source>
        <translation>Casillas que la ejecución ha intentado vaciar.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="89"/>
        <source>Uniqueness proofs asked of the solver (an Easy or Medium Sudoku needs none: singles finish it).</source>
        <translation>Pruebas de unicidad pedidas al solucionador (un Sudoku fácil o medio no necesita ninguna: los únicos lo terminan).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="90"/>
        <source>Time spent in the engine, without the animation.</source>
        <translation>Tiempo pasado en el motor, sin la animación.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="91"/>
        <source>The difficulty class of the puzzle as it stands now.</source>
        <translation>La clase de dificultad del puzle tal como está ahora.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="92"/>
        <source>The shown puzzle&apos;s difficulty score, 0 to 100: a model trained on other programs&apos; grades places it; the classes are bands of it. Marked &quot;rule&quot; where a type has no graded puzzles to learn from.</source>
        <translation>La puntuación de dificultad del puzle mostrado, de 0 a 100: la da un modelo entrenado con los grados de otros programas; los niveles son franjas de ella. «regla» indica un tipo sin puzles graduados de los que aprender.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="96"/>
        <source>Squares tested, of all the squares.</source>
        <translation>Casillas probadas, del total.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="98"/>
        <source>Use the Puzzle So Far</source>
        <translation>Usar el puzle actual</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="101"/>
        <source>Stop the run and keep the puzzle as it stands: it has a unique solution, but squares not yet tested may still be removable.</source>
        <translation>Detener la ejecución y conservar el puzle tal como está: tiene solución única, pero las casillas aún no probadas quizá se puedan quitar.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Every puzzle the run produced, filed by difficulty class. Click one to show and play it.</source>
        <translation>Todos los puzles de la ejecución, ordenados por clase de dificultad. Haz clic en uno para mostrarlo y jugarlo.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Harvest</source>
        <translation>Cosecha</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="114"/>
        <source>&amp;Generate</source>
        <translation>Ge&amp;nerar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="115"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="117"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="118"/>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="121"/>
        <source>&amp;Step</source>
        <translation>Pa&amp;so</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="124"/>
        <source>&amp;Use the Puzzle So Far</source>
        <translation>&amp;Usar el puzle actual</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="125"/>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="126"/>
        <source>Stop the run and keep the puzzle as it stands (unique, maybe not minimal).</source>
        <translation>Detener y conservar el puzle tal como está (único, quizá no mínimo).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>How fast the grid empties on screen. The engine&apos;s work is the same; One step at a time waits for Space.</source>
        <translation>La velocidad a la que se vacía la cuadrícula en pantalla. El trabajo del motor es el mismo; Paso a paso espera la barra espaciadora.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="134"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="135"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="136"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="137"/>
        <source>One step at a time</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="208"/>
        <source>Stopped on request: %1 · %2 · unique solution · seed %3 · %4 not tested yet, so it may not be minimal</source>
        <translation>Detenido a petición: %1 · %2 · solución única · semilla %3 · %4 sin probar aún, así que quizá no sea mínimo</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="211"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="216"/>
        <source>generating a new puzzle</source>
        <translation>generar un puzle nuevo</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="221"/>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>Cannot generate</source>
        <translation>No se puede generar</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>La semilla debe ser un número entero; si no, marque Aleatoria.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="265"/>
        <source>Generating %1 · seed %2…</source>
        <translation>Generando %1 · semilla %2…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="295"/>
        <source>Run %1: no %2 puzzle yet, trying another board · seed %3…</source>
        <translation>Intento %1: aún ningún puzle %2, probando otro tablero · semilla %3…</translation>
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
            <numerusform>%1 (%n conservada sin demostrar)</numerusform>
            <numerusform>%1 (%n conservadas sin demostrar)</numerusform>
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
            <numerusform>Cancelado en el intento %1 tras probar %2 de %n casilla (%3 vaciadas); no se conservó ningún puzle.</numerusform>
            <numerusform>Cancelado en el intento %1 tras probar %2 de %n casillas (%3 vaciadas); no se conservó ningún puzle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="385"/>
        <source>%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).</source>
        <translation>
            <numerusform>Ningún puzle %1 en %n intento con este tamaño; se muestra la clase más cercana encontrada (%2).</numerusform>
            <numerusform>Ningún puzle %1 en %n intentos con este tamaño; se muestra la clase más cercana encontrada (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="406"/>
        <source>%1 · %2 · %3 · unique solution · seed %4 · %5</source>
        <translation>%1 · %2 · %3 · solución única · semilla %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="209"/>
        <location filename="../app/gui/StudioRun.cpp" line="407"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n pista</numerusform>
            <numerusform>%n pistas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="409"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="412"/>
        <source> · %n square(s) kept unproven</source>
        <translation>
            <numerusform> · %n casilla conservada sin demostrar</numerusform>
            <numerusform> · %n casillas conservadas sin demostrar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="420"/>
        <source>showing another puzzle</source>
        <translation>mostrar otro puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="437"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="474"/>
        <source>Welcome! Puzzlesmith is making a %1 slowly so you can watch. Choose your own puzzle on the left and press Generate.</source>
        <translation>¡Bienvenido! Puzzlesmith está haciendo un %1 despacio para que pueda verlo. Elija su propio puzle a la izquierda y pulse Generar.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupTraining</name>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="29"/>
        <source>%1 in 10</source>
        <translation>%1 de cada 10</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="36"/>
        <source>how many clues the puzzles show</source>
        <translation>cuántas pistas muestran los puzles</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="38"/>
        <source>the size of the grid</source>
        <translation>el tamaño de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="40"/>
        <source>the size of the cages</source>
        <translation>el tamaño de las jaulas</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="51"/>
        <source>the clue count</source>
        <translation>el número de pistas</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="53"/>
        <source>the grid size</source>
        <translation>el tamaño de cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="55"/>
        <source>the cage size</source>
        <translation>el tamaño de jaula</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="171"/>
        <source>%1 levels are set by the techniques a puzzle needs, which independent graders check, so your ratings do not change a puzzle&apos;s level: they move its score within its level.</source>
        <translation>Los niveles de %1 los fijan las técnicas que necesita un puzle, y evaluadores independientes los comprueban; por eso sus valoraciones no cambian el nivel de un puzle: mueven su puntuación dentro de su nivel.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="174"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s scores fit your ratings.</source>
        <translation>Con menos de %1 puzles valorados, Puzzlesmith aún no puede comprobar lo bien que las puntuaciones del grupo se ajustan a sus valoraciones.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="177"/>
        <source>The built-in scores already fit your ratings as well as retrained ones would, so the group keeps them.</source>
        <translation>Las puntuaciones integradas ya se ajustan a sus valoraciones tan bien como lo harían unas reaprendidas, así que el grupo las conserva.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="179"/>
        <source>On the whole the group&apos;s scores are higher (harder) than the built-in ones.</source>
        <translation>En conjunto, las puntuaciones del grupo son más altas (más difíciles) que las integradas.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="180"/>
        <source>On the whole the group&apos;s scores are lower (easier) than the built-in ones.</source>
        <translation>En conjunto, las puntuaciones del grupo son más bajas (más fáciles) que las integradas.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="181"/>
        <source>On the whole they are about as high as the built-in ones.</source>
        <translation>En conjunto, son más o menos tan altas como las integradas.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="194"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s levels fit your ratings.</source>
        <translation>Con menos de %1 puzles valorados, Puzzlesmith aún no puede comprobar si los niveles del grupo se ajustan bien a sus valoraciones.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="197"/>
        <source>The built-in levels already fit your ratings as well as a retrained model would, so the group keeps them: they match your ratings for about %1 puzzles.</source>
        <translation>Los niveles integrados ya se ajustan a sus valoraciones tan bien como lo haría un modelo reentrenado, así que el grupo los conserva: coinciden con sus valoraciones en unos %1 puzles.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="200"/>
        <source>Tested on your ratings (each one checked by a model that had not seen it), the group&apos;s levels match them for about %1 puzzles; the built-in levels for %2.</source>
        <translation>Probados con sus valoraciones (cada una comprobada por un modelo que no la había visto), los niveles del grupo coinciden en unos %1 puzles; los integrados, en %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="204"/>
        <source>On the whole the group&apos;s levels are harder than the built-in ones.</source>
        <translation>En conjunto, los niveles del grupo son más difíciles que los integrados.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="205"/>
        <source>On the whole the group&apos;s levels are easier than the built-in ones.</source>
        <translation>En conjunto, los niveles del grupo son más fáciles que los integrados.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="206"/>
        <source>On the whole they are about as hard as the built-in ones.</source>
        <translation>En conjunto son más o menos igual de difíciles que los integrados.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="207"/>
        <source>Compared with the built-in levels, %1% of puzzles get another level.</source>
        <translation>Comparado con los niveles integrados, el %1 % de los puzles cambia de nivel.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="217"/>
        <source>the built-in levels rank puzzles by the techniques needed to solve them, as the independent graders (sgt-solo, qqwing) do</source>
        <translation>los niveles integrados ordenan los puzles por las técnicas necesarias para resolverlos, como hacen los calificadores independientes (sgt-solo, qqwing)</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="219"/>
        <source>Your ratings follow %1; %2.</source>
        <translation>Sus valoraciones siguen %1; %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="220"/>
        <source>Your ratings do not rank puzzles the way the built-in levels do: %1.</source>
        <translation>Sus valoraciones no ordenan los puzles como los niveles integrados: %1.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="221"/>
        <source>You chose to generate with this group anyway.</source>
        <translation>Usted eligió generar con este grupo de todos modos.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="222"/>
        <source>Before generation uses this group, Puzzlesmith will ask you.</source>
        <translation>Antes de que la generación use este grupo, Puzzlesmith se lo preguntará.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="224"/>
        <source>If that is what your class finds hard, keep the ratings; if not, check a few of them.</source>
        <translation>Si eso es lo que a su clase le resulta difícil, conserve las valoraciones; si no, revise algunas.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="233"/>
        <source>%1-fold cross-validation over %2 labels: agreement %3% (built-in %4%), mean absolute error %5 points (built-in %6).</source>
        <translation>Validación cruzada de %1 particiones sobre %2 etiquetas: acuerdo %3 % (integrado %4 %), error absoluto medio %5 puntos (integrado %6).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="238"/>
        <source>Spearman rank correlation of the labels with the built-in scores: %1; with %2: %3.</source>
        <translation>Correlación de rangos de Spearman de las etiquetas con las puntuaciones integradas: %1; con %2: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="239"/>
        <source>a visible property</source>
        <translation>una propiedad visible</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="242"/>
        <source>Spearman rank correlation of the labels&apos; moves away from the built-in scores with %1: %2.</source>
        <translation>Correlación de rangos de Spearman de las desviaciones de las etiquetas respecto a las puntuaciones integradas con %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="246"/>
        <source>Too few labels, or labels of one level only, to compare their ranking with the built-in levels (%1 or more of several levels).</source>
        <translation>Demasiado pocas etiquetas, o de un solo nivel, para comparar su orden con los niveles integrados (%1 o más, de varios niveles).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="249"/>
        <source>Checked %1 in %2 s; the built-in model is kept.</source>
        <translation>%1 comprobado en %2 s; se conserva el modelo integrado.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="252"/>
        <source>Trained %1 on %2 built-in puzzles and each label %3 times, in %4 s.</source>
        <translation>%1 entrenado con %2 puzles integrados y cada etiqueta %3 veces, en %4 s.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="256"/>
        <source>On the built-in puzzles: %1% change score band (the level stays the one the techniques give), mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>En los puzles integrados: el %1 % cambia de franja de puntuación (el nivel sigue siendo el que dan las técnicas), desplazamiento medio %2 puntos, Spearman con las puntuaciones integradas %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="258"/>
        <source>On the built-in puzzles: %1% change class, mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>En los puzles integrados: el %1 % cambia de clase, desplazamiento medio %2 puntos, Spearman con las puntuaciones integradas %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="268"/>
        <source>The ratings of &quot;%1&quot; do not rank %2 puzzles the way the built-in levels do (they follow the techniques needed, as independent graders do). Generate with the group&apos;s levels anyway?</source>
        <translation>Las valoraciones de &quot;%1&quot; no ordenan los puzles de %2 como los niveles integrados (que siguen las técnicas necesarias, como los calificadores independientes). ¿Generar de todos modos con los niveles del grupo?</translation>
    </message>
</context>
<context>
    <name>TeacherGroups</name>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="139"/>
        <source>&quot;%1&quot; is not a group file: it is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>&quot;%1&quot; no es un archivo de grupo: no es JSON válido (%2 en el byte %3); puede que el archivo esté dañado.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="142"/>
        <source>&quot;%1&quot; is not a group file: it holds no group.</source>
        <translation>&quot;%1&quot; no es un archivo de grupo: no contiene ningún grupo.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="145"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="153"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>No se puede abrir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="159"/>
        <source>&quot;%1&quot; is too large to be a group file.</source>
        <translation>&quot;%1&quot; es demasiado grande para ser un archivo de grupo.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="161"/>
        <source>&quot;%1&quot; is not a group file: it is not text.</source>
        <translation>&quot;%1&quot; no es un archivo de grupo: no es texto.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="165"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>No se puede leer &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="172"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>No se puede escribir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="211"/>
        <source>it is not a Puzzlesmith group (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>no es un grupo de Puzzlesmith (falta &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="214"/>
        <source>the group has no valid &quot;version&quot;.</source>
        <translation>el grupo no tiene una &quot;version&quot; válida.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="216"/>
        <source>the group was written by a newer Puzzlesmith (version %1; this one reads up to %2).</source>
        <translation>el grupo lo escribió un Puzzlesmith más reciente (versión %1; este lee hasta la %2).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="220"/>
        <source>the group has no name.</source>
        <translation>el grupo no tiene nombre.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="222"/>
        <source>the group has no list of &quot;labels&quot;.</source>
        <translation>el grupo no tiene una lista &quot;labels&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="229"/>
        <source>label %1: its puzzle cannot be read: %2</source>
        <translation>etiqueta %1: no se puede leer su puzle: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="232"/>
        <source>label %1: &quot;%2&quot; is not a verdict (too-easy, about-right, too-hard or level).</source>
        <translation>etiqueta %1: &quot;%2&quot; no es un veredicto (too-easy, about-right, too-hard o level).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="236"/>
        <source>label %1: &quot;%2&quot; is not a level (easy, medium, hard or evil).</source>
        <translation>etiqueta %1: &quot;%2&quot; no es un nivel (easy, medium, hard o evil).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="248"/>
        <source>the model for &quot;%1&quot; is empty.</source>
        <translation>el modelo para &quot;%1&quot; está vacío.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="283"/>
        <location filename="../app/document/TeacherGroups.cpp" line="298"/>
        <source>There is no group &quot;%1&quot;.</source>
        <translation>No existe el grupo &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="290"/>
        <source>Cannot create the folder &quot;%1&quot;.</source>
        <translation>No se puede crear la carpeta &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="300"/>
        <source>Cannot delete the group &quot;%1&quot;: %2</source>
        <translation>No se puede borrar el grupo &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="319"/>
        <source>&quot;%1&quot;: the model for &quot;%2&quot; is damaged; the group was not imported.</source>
        <translation>&quot;%1&quot;: el modelo para &quot;%2&quot; está dañado; el grupo no se importó.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="337"/>
        <source>too easy</source>
        <translation>demasiado fácil</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="339"/>
        <source>about right</source>
        <translation>adecuado</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="341"/>
        <source>too hard</source>
        <translation>demasiado difícil</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="345"/>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="285"/>
        <source>%1 has no built-in difficulty model: its ratings are kept but train no model.</source>
        <translation>%1 no tiene un modelo de dificultad integrado: sus valoraciones se conservan, pero no entrenan ningún modelo.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupsDialog</name>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="63"/>
        <source>Built-in class (rows) against the group&apos;s class (columns), on the built-in puzzles:</source>
        <translation>Clase integrada (filas) frente a la clase del grupo (columnas), en los puzles integrados:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="82"/>
        <source>Teacher Groups</source>
        <translation>Grupos de alumnos</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>The classes or groups you have rated puzzles for.</source>
        <translation>Las clases o grupos para los que ha valorado puzles.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="34"/>
        <source>No ratings yet: rate puzzles with Play &gt; Rate for a Group…</source>
        <translation>Aún no hay valoraciones: valore puzles con Jugar &gt; Valorar para un grupo…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="39"/>
        <source>%n puzzle(s) rated</source>
        <translation>
            <numerusform>%n puzle valorado</numerusform>
            <numerusform>%n puzles valorados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="42"/>
        <source>The group has no levels of its own yet: Retrain makes them.</source>
        <translation>El grupo aún no tiene niveles propios: Reentrenar los crea.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="49"/>
        <source>Please check:</source>
        <translation>Compruebe:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="52"/>
        <source>Puzzles were rated since: Retrain to use them.</source>
        <translation>Se han valorado puzles desde entonces: reentrene para usarlos.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="61"/>
        <source>Built-in score band (rows) against the group&apos;s score band (columns), on the built-in puzzles; each puzzle&apos;s level stays the one the techniques give:</source>
        <translation>Franja de puntuación integrada (filas) frente a la franja del grupo (columnas), en los puzles integrados; el nivel de cada puzle sigue siendo el que dan las técnicas:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>Group summary</source>
        <translation>Resumen del grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>The chosen group&apos;s ratings and how the group&apos;s levels compare with the built-in ones.</source>
        <translation>Las valoraciones del grupo elegido y cómo se comparan sus niveles con los integrados.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="101"/>
        <source>&amp;Retrain</source>
        <translation>&amp;Reentrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="102"/>
        <source>Re&amp;set…</source>
        <translation>Res&amp;tablecer…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="103"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="104"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="105"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="106"/>
        <source>De&amp;tails</source>
        <translation>De&amp;talles</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="109"/>
        <source>Show or hide the numbers behind the summary: the statistics and the table of levels.</source>
        <translation>Mostrar u ocultar las cifras detrás del resumen: las estadísticas y la tabla de niveles.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="111"/>
        <source>Work out the group&apos;s levels again from all its ratings (in the background).</source>
        <translation>Volver a calcular los niveles del grupo a partir de todas sus valoraciones (en segundo plano).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="112"/>
        <source>Forget the group&apos;s levels, or its ratings too; generation then uses the built-in levels.</source>
        <translation>Olvidar los niveles del grupo, o también sus valoraciones; la generación usará entonces los niveles integrados.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="113"/>
        <source>Save the group (ratings and levels) as one file to share with other teachers.</source>
        <translation>Guardar el grupo (valoraciones y niveles) en un solo archivo para compartirlo con otros profesores.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="115"/>
        <source>Delete the group, its ratings and its levels.</source>
        <translation>Borrar el grupo, sus valoraciones y sus niveles.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="121"/>
        <source>Forget the Group&apos;s &amp;Levels</source>
        <translation>Olvidar los &amp;niveles del grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="122"/>
        <source>Forget Levels and &amp;Ratings</source>
        <translation>Olvidar niveles y &amp;valoraciones</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete &quot;%1&quot; with its ratings and levels?</source>
        <translation>¿Borrar &quot;%1&quot; con sus valoraciones y niveles?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="214"/>
        <source>Working out the levels of &quot;%1&quot;…</source>
        <translation>Calculando los niveles de &quot;%1&quot;…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="224"/>
        <source>Working out the levels failed: %1</source>
        <translation>El cálculo de los niveles ha fallado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="232"/>
        <source>Worked out the levels of &quot;%1&quot;.</source>
        <translation>Niveles de &quot;%1&quot; calculados.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="288"/>
        <source>&quot;%1&quot; has no ratings and no levels of its own now.</source>
        <translation>&quot;%1&quot; ya no tiene valoraciones ni niveles propios.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="289"/>
        <source>&quot;%1&quot; has no levels of its own now.</source>
        <translation>&quot;%1&quot; ya no tiene niveles propios.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="114"/>
        <source>Add a group another teacher exported (a .psgroup file).</source>
        <translation>Añadir un grupo exportado por otro docente (un archivo .psgroup).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="116"/>
        <source>Close this window.</source>
        <translation>Cerrar esta ventana.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset group</source>
        <translation>Restablecer grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset &quot;%1&quot;?</source>
        <translation>¿Restablecer &quot;%1&quot;?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="129"/>
        <source>Export group</source>
        <translation>Exportar grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="131"/>
        <source>Puzzlesmith groups (*.psgroup)</source>
        <translation>Grupos de Puzzlesmith (*.psgroup)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="136"/>
        <source>Import group</source>
        <translation>Importar grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="137"/>
        <source>Puzzlesmith groups (*.psgroup);;All files (*)</source>
        <translation>Grupos de Puzzlesmith (*.psgroup);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete group</source>
        <translation>Borrar grupo</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="193"/>
        <source>No groups yet. Rate puzzles for a class or group with Play &gt; Rate for a Group…, or import a group another teacher exported.</source>
        <translation>Aún no hay grupos. Valore puzles para una clase o grupo con Jugar &gt; Valorar para un grupo… o importe un grupo exportado por otro docente.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="246"/>
        <source>Exported &quot;%1&quot; to %2.</source>
        <translation>&quot;%1&quot; exportado a %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="262"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="268"/>
        <source>Imported &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; importado.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="303"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; borrado.</translation>
    </message>
</context>
<context>
    <name>Technique</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="12"/>
        <source>complete region</source>
        <translation>región completa</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="13"/>
        <source>only way out</source>
        <translation>única salida</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="14"/>
        <source>isolated square</source>
        <translation>casilla aislada</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="15"/>
        <source>equal regions would touch</source>
        <translation>regiones iguales se tocarían</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="16"/>
        <source>single candidate</source>
        <translation>candidato único</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="17"/>
        <source>no room for this size</source>
        <translation>sin espacio para este tamaño</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="18"/>
        <source>bottleneck</source>
        <translation>cuello de botella</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="19"/>
        <source>sealed area</source>
        <translation>zona cerrada</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="20"/>
        <source>unreachable square</source>
        <translation>casilla inalcanzable</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="21"/>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="21"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="25"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="27"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="23"/>
        <source>guess</source>
        <translation>tanteo</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="10"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="10"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="10"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="11"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="10"/>
        <source>naked single</source>
        <translation>único desnudo</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="11"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="11"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="11"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="12"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="11"/>
        <source>hidden single</source>
        <translation>único oculto</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="12"/>
        <source>cage digits</source>
        <translation>cifras de la jaula</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="13"/>
        <source>cage arithmetic</source>
        <translation>aritmética de la jaula</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="14"/>
        <source>cage in a line</source>
        <translation>jaula en una línea</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="14"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="15"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="21"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="14"/>
        <source>naked pair</source>
        <translation>pareja desnuda</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="15"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="16"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="22"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="16"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="15"/>
        <source>hidden pair</source>
        <translation>pareja oculta</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="17"/>
        <source>line sum</source>
        <translation>suma de la línea</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="18"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="18"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="25"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="19"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="18"/>
        <source>X-wing</source>
        <translation>X-wing</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="16"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="19"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="23"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="17"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="16"/>
        <source>naked triple</source>
        <translation>trío desnudo</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="12"/>
        <source>sign bound</source>
        <translation>cota de signo</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="13"/>
        <source>sign chain</source>
        <translation>cadena de signos</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="17"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="20"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="24"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="18"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="17"/>
        <source>hidden triple</source>
        <translation>trío oculto</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="19"/>
        <source>naked quad</source>
        <translation>cuarteto desnudo</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="20"/>
        <source>hidden quad</source>
        <translation>cuarteto oculto</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="19"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="23"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="20"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="21"/>
        <source>swordfish</source>
        <translation>pez espada</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="20"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="24"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="26"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="22"/>
        <source>XY-wing</source>
        <translation>XY-wing</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="14"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="12"/>
        <source>pointing pair</source>
        <translation>pareja apuntadora</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="13"/>
        <source>box/line reduction</source>
        <translation>reducción caja/línea</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="16"/>
        <source>cage/unit interaction</source>
        <translation>jaula y unidad</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="17"/>
        <source>rule of 45, outies</source>
        <translation>regla del 45, outies</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="18"/>
        <source>cage splitting</source>
        <translation>división de jaula</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="19"/>
        <source>hidden cage</source>
        <translation>jaula oculta</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="20"/>
        <source>rule of 45 over several units</source>
        <translation>regla del 45 en varias unidades</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="12"/>
        <source>cage combinations</source>
        <translation>combinaciones de jaula</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="13"/>
        <source>rule of 45</source>
        <translation>regla del 45</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="10"/>
        <source>clue of 1 or N</source>
        <translation>pista de 1 o N</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="13"/>
        <source>clue bounds</source>
        <translation>límites de las pistas</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="14"/>
        <source>visibility</source>
        <translation>visibilidad</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="13"/>
        <source>Puzzlesmith User Guide</source>
        <translation>Guía del usuario de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="21"/>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="24"/>
        <source>&amp;Contents</source>
        <translation>&amp;Índice</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="26"/>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="29"/>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="140"/>
        <source>Name ______________________________    Date ______________</source>
        <translation>Nombre ______________________________    Fecha ______________</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="153"/>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="146"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="147"/>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="194"/>
        <source>%1 · %2 · %3 · seed %4: %5</source>
        <translation>%1 · %2 · %3 · semilla %4: %5</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="249"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>No se puede escribir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="266"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>No se puede guardar &quot;%1&quot;: %2. El archivo anterior, si existía, no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers: %1</source>
        <translation>Soluciones: %1</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="223"/>
        <source>At %1 per page the squares print only %L2 mm wide, too small to write in (%L3 mm or more reads well). Choose %4 per page for %L5 mm squares.</source>
        <translation>Con %1 por página, las casillas se imprimen con solo %L2 mm de ancho, demasiado pequeñas para escribir en ellas (con %L3 mm o más se lee bien). Elija %4 por página para tener casillas de %L5 mm.</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="231"/>
        <source>The squares print only %L1 mm wide, too small to write in (%L2 mm or more reads well), even at the fewest puzzles per page. A larger grid scale helps.</source>
        <translation>Las casillas se imprimen con solo %L1 mm de ancho, demasiado pequeñas para escribir en ellas (con %L2 mm o más se lee bien), incluso con el mínimo de puzles por página. Una escala de cuadrícula mayor ayuda.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="43"/>
        <source>Worksheet</source>
        <translation>Hoja de ejercicios</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="49"/>
        <source>Name and date lines</source>
        <translation>Líneas de nombre y fecha</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="63"/>
        <source>Mix of all four</source>
        <translation>Mezcla de los cuatro</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="65"/>
        <source>Answer key pages</source>
        <translation>Páginas de soluciones</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="72"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="73"/>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="75"/>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="76"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instrucciones</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="78"/>
        <source>T&amp;ype</source>
        <translation>Tip&amp;o</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="92"/>
        <source>&amp;Size</source>
        <translation>T&amp;amaño</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="95"/>
        <source>&amp;Mixed with</source>
        <translation>&amp;Mezclado con</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="98"/>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="99"/>
        <source>&amp;Number of puzzles</source>
        <translation>&amp;Número de puzles</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="100"/>
        <source>Puzzles &amp;per page</source>
        <translation>Puzles &amp;por página</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="106"/>
        <source>&amp;Grid scale</source>
        <translation>E&amp;scala de cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="107"/>
        <source>P&amp;aper</source>
        <translation>Pape&amp;l</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="109"/>
        <source>Press Generate to make the puzzles.</source>
        <translation>Pulse Generar para crear los puzles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="113"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="114"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="115"/>
        <source>P&amp;rint…</source>
        <translation>Imp&amp;rimir…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="116"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="179"/>
        <source>Cancelled: no puzzles were kept. Press Generate to start again.</source>
        <translation>Cancelado: no se conservó ningún puzle. Pulse Generar para empezar de nuevo.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="192"/>
        <source>The settings changed, so the puzzles being made were dropped. Press Generate to make new ones.</source>
        <translation>La configuración cambió, así que se descartaron los puzles que se estaban haciendo. Pulse Generar para hacer otros nuevos.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="200"/>
        <source>The settings changed since the puzzles were made. Press Generate to make new ones.</source>
        <translation>La configuración cambió desde que se hicieron los puzles. Pulse Generar para hacer otros nuevos.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="257"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="285"/>
        <source>Squares print %L1 mm wide; the pages are printed across (landscape), two grids side by side.</source>
        <translation>Las casillas se imprimen con %L1 mm de ancho; las páginas se imprimen en horizontal, con dos cuadrículas una al lado de otra.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="286"/>
        <source>Squares print %L1 mm wide.</source>
        <translation>Las casillas se imprimen con %L1 mm de ancho.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="293"/>
        <source>Use %1 per page</source>
        <translation>Usar %1 por página</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="310"/>
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Generando %n puzle…</numerusform>
            <numerusform>Generando %n puzles…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="330"/>
        <source>The puzzles could not be made: %1</source>
        <translation>No se pudieron crear los puzles: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="335"/>
        <source>%n page(s) ready.</source>
        <translation>
            <numerusform>%n página lista.</numerusform>
            <numerusform>%n páginas listas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="348"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="350"/>
        <source>Saved %1.</source>
        <translation>Guardado: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>The heading of every puzzle page. It follows the puzzle type until you write your own.</source>
        <translation>El título de cada página de puzles. Sigue al tipo de puzle hasta que escribas el tuyo.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>One line under the title telling the children what to do; the rules of the type by default.</source>
        <translation>Una línea bajo el título que dice a los niños qué hacer; por defecto, las reglas del tipo.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="389"/>
        <source>Lines for the pupil&apos;s name and the date at the top of every puzzle page.</source>
        <translation>Líneas para el nombre del alumno y la fecha arriba de cada página de puzles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>The kind of puzzle on the sheet.</source>
        <translation>El tipo de puzle de la ficha.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>Puzzle type</source>
        <translation>Tipo de puzle</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Mixed with</source>
        <translation>Mezclado con</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Other types that alternate with the first on the sheet: tick as many as you like.</source>
        <translation>Otros tipos que se alternan con el primero en la hoja: marque tantos como quiera.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>One level for every puzzle, or a mix that goes through the levels in turn.</source>
        <translation>Un nivel para cada puzle, o una mezcla que recorre los niveles por turno.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>How many puzzles the sheet has in all.</source>
        <translation>Cuántos puzles tiene la ficha en total.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>Number of puzzles</source>
        <translation>Número de puzles</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Fewer per page give bigger squares to write in; the line below says how wide they print.</source>
        <translation>Menos por página dan casillas más grandes para escribir; la línea de abajo dice qué anchura tendrán impresas.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Puzzles per page</source>
        <translation>Puzles por página</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="395"/>
        <source>Pages at the end with every puzzle solved, the givens in bold.</source>
        <translation>Páginas al final con cada puzle resuelto, las pistas en negrita.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>How much of its place on the page a grid fills.</source>
        <translation>Cuánto de su sitio en la página llena una cuadrícula.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>Grid scale</source>
        <translation>Escala de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>The paper the sheet is laid out for.</source>
        <translation>El papel para el que se compone la ficha.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="398"/>
        <source>Make the puzzles in the background (Cancel stops it); then preview, print or export.</source>
        <translation>Hacer los puzles en segundo plano (Cancelar lo detiene); después vista previa, imprimir o exportar.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="399"/>
        <source>See every page as it will print.</source>
        <translation>Ver cada página tal como se imprimirá.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="400"/>
        <source>Print the sheet.</source>
        <translation>Imprimir la ficha.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="401"/>
        <source>Save the sheet as a PDF file.</source>
        <translation>Guardar la ficha como archivo PDF.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <source>Settings saved under a name: choose one to bring all of them back.</source>
        <translation>Ajustes guardados con un nombre: elige uno para recuperarlos todos.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="27"/>
        <source>Save Preset…</source>
        <translation>Guardar preajuste…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="28"/>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="29"/>
        <source>Forget the chosen preset</source>
        <translation>Olvidar el preajuste elegido</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="40"/>
        <source>Preset</source>
        <translation>Preajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="30"/>
        <source>Keep every setting of this dialog under a name, to use again next week.</source>
        <translation>Guardar todos los ajustes de este diálogo con un nombre, para usarlos la semana que viene.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Save preset</source>
        <translation>Guardar preajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Name of the preset (for example &quot;Class 4b, Fridays&quot;):</source>
        <translation>Nombre del preajuste (por ejemplo «4.º B, los viernes»):</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete preset</source>
        <translation>Eliminar preajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>¿Eliminar el preajuste «%1»?</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="67"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="88"/>
        <source>Saved the preset &quot;%1&quot;.</source>
        <translation>Se ha guardado el preajuste «%1».</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="98"/>
        <source>Settings of the preset &quot;%1&quot;. Press Generate to make the puzzles.</source>
        <translation>Ajustes del preajuste «%1». Pulsa Generar para hacer los puzles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="106"/>
        <source>Deleted the preset &quot;%1&quot;.</source>
        <translation>Se ha eliminado el preajuste «%1».</translation>
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
        <translation>lista</translation>
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
        <translation>Puzles por tamaño (0: 200 hasta 9x9, 20 hasta 16x16, 5 por encima).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="173"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="177"/>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="213"/>
        <source>Measure speed. By default: GenPuzzles per size of the type (median and worst milliseconds per puzzle, mean per solver check). Fixed seeds, so runs are comparable.</source>
        <translation>Mide la velocidad. Por defecto: GenPuzzles por cada tamaño del tipo (mediana y peor caso en milisegundos por puzle, media por comprobación del resolutor). Semillas fijas, para que las ejecuciones sean comparables.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <source>Puzzle type (default %1).</source>
        <translation>Tipo de puzle (por defecto %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="217"/>
        <source>Comma-separated sizes as the type&apos;s parameters, as its usual one is written (%1). Default: the type&apos;s benchmark sizes.</source>
        <translation>Tamaños separados por comas, como parámetros del tipo, escritos como su tamaño habitual (%1). Por defecto: los tamaños de referencia del tipo.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <source>Solver backend: native, z3 or z3-int (default: the type&apos;s own).</source>
        <translation>Motor de resolución: native, z3 o z3-int (por defecto: el propio del tipo).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="221"/>
        <source>Seed of the first puzzle.</source>
        <translation>Semilla del primer puzle.</translation>
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
        <translation>En su lugar: resuelve cada puzle de ARCHIVO (formato de línea) e imprime los puzles por segundo, por etiqueta (y por nombre de lista en los archivos de referencia).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="224"/>
        <source>Instead: run the type&apos;s peers installed from Debian (%1) side by side with Puzzlesmith&apos;s generate command and print ratios of CPU time, whole processes, the same number of puzzles, alternating rounds, with the load average. With --solve: the solve command and the type&apos;s peer solver on the same puzzles of its size too (%2).</source>
        <translation>En su lugar: ejecutar los programas de comparación del tipo instalados desde Debian (%1) junto al comando generate de Puzzlesmith e imprimir las proporciones de tiempo de CPU: procesos completos, el mismo número de puzles, rondas alternas, con la carga media. Con --solve: también el comando solve y el solucionador de comparación del tipo con los mismos puzles de su tamaño (%2).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="228"/>
        <source>With --solve: also time the solve command beside tdoku to a proof of uniqueness, whole processes on the same puzzles, on every set of the size it solves (%1). PATH: tdoku&apos;s line solver, its example/solve.c built against its library from tdoku&apos;s public source.</source>
        <translation>Con --solve: cronometrar también el comando solve junto a tdoku hasta una prueba de unicidad, procesos completos con los mismos puzles, en cada lote del tamaño que resuelve (%1). RUTA: el solucionador de línea de tdoku, su example/solve.c compilado contra su biblioteca a partir del código público de tdoku.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="232"/>
        <source>Instead: rate every puzzle of FILE with the built-in model and print puzzles per second (with --peers: the rate command and the type&apos;s peer rater as whole processes on the same puzzles of its size too: %1).</source>
        <translation>En su lugar: clasificar cada puzle de ARCHIVO con el modelo integrado e imprimir los puzles por segundo (con --peers: también el comando rate y el clasificador de comparación del tipo como procesos completos con los mismos puzles de su tamaño: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="268"/>
        <source>Error: &quot;%1&quot; is not a program; --tdoku takes the path of tdoku&apos;s line solver (its example/solve.c, built).</source>
        <translation>Error: &quot;%1&quot; no es un programa; --tdoku recibe la ruta del solucionador de línea de tdoku (su example/solve.c, compilado).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="230"/>
        <source>PATH</source>
        <translation>RUTA</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="231"/>
        <source>Instead: generate N puzzles of the type&apos;s usual size on every core and print the throughput.</source>
        <translation>En su lugar: genera N puzles del tamaño habitual del tipo en todos los núcleos e imprime el rendimiento.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="234"/>
        <source>Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default 3x3; --puzzles: how many per level, default 50).</source>
        <translation>En su lugar: mediana de milisegundos para generar un puzle de cada dificultad (--sizes: la primera caja, por defecto 3x3; --puzzles: cuántos por nivel, por defecto 50).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="236"/>
        <source>Instead: the learning curve of a teacher group&apos;s model with simulated teachers (0, 20, 50, 100 labels; --seed, 3 seeds; --puzzles: built-in puzzles in each retrain, default 1200).</source>
        <translation>En su lugar: la curva de aprendizaje del modelo de un grupo de alumnos con docentes simulados (0, 20, 50, 100 etiquetas; --seed, 3 semillas; --puzzles: puzles integrados en cada reentrenamiento, 1200 por defecto).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="238"/>
        <source>With --teachers: the labelled puzzles the teachers label and are checked on (default: the built-in training file).</source>
        <translation>Con --teachers: los puzles etiquetados que los docentes etiquetan y con los que se comprueban (por defecto: el archivo de entrenamiento integrado).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="240"/>
        <source>Instead: the learning curve of the personal time model on simulated players, with the labelled puzzles of FILES (comma-separated) of the type&apos;s usual size.</source>
        <translation>En su lugar: la curva de aprendizaje del modelo de tiempo personal con jugadores simulados, con los puzles etiquetados de ARCHIVOS (separados por comas) del tamaño habitual del tipo.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="241"/>
        <source>FILES</source>
        <translation>ARCHIVOS</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="256"/>
        <source>Error: bench takes no file arguments (&quot;%1&quot;); use --solve FILE or --rate FILE.</source>
        <translation>Error: bench no admite archivos como argumentos (&quot;%1&quot;); use --solve ARCHIVO o --rate ARCHIVO.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="264"/>
        <source>Error: --tdoku goes with --solve FILE.</source>
        <translation>Error: --tdoku va con --solve ARCHIVO.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="277"/>
        <source>Error: --sizes needs at least one size, e.g. %1.</source>
        <translation>Error: --sizes necesita al menos un tamaño, p. ej. %1.</translation>
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
        <translation>Error: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="117"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation>Ejecute &apos;%1 --help&apos; para ver las opciones.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="136"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>Error: --%1 admite un número entero de %2 a %3, no &quot;%4&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="148"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation>Error: --%1 admite un número entero de 0 a 18446744073709551615, no &quot;%2&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>Puzzle type: %1 (default %2).</source>
        <translation>Tipo de puzle: %1 (por defecto %2).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="162"/>
        <source>Grid size RxC, rows x columns (9x9, 10x18); a type with boxes picks the most nearly square box. %1</source>
        <translation>Tamaño de cuadrícula FxC, filas x columnas (9x9, 10x18); un tipo con cajas elige la caja más cuadrada posible. %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="178"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>Solo %1: --%2 en forma FxC, filas x columnas (%3); prevalece sobre --size.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="206"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="63"/>
        <source>Error: --%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>Error: --%1 no es una opción de %2; indique su tamaño con --size FxC.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="252"/>
        <source>Error: --backend takes native, z3 or z3-int, not &quot;%1&quot;.</source>
        <translation>Error: --backend admite native, z3 o z3-int, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="279"/>
        <source>Seconds one puzzle may take before it is reported as undecided (default %1).</source>
        <translation>Segundos que puede tardar un puzle antes de declararlo sin decidir (por defecto %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="281"/>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/CliSupport.cpp" line="295"/>
        <source>Line %1: the number of solutions could not be decided within %n second(s) (--time-limit).</source>
        <translation>
            <numerusform>Línea %1: no se pudo decidir el número de soluciones en %n segundo (--time-limit).</numerusform>
            <numerusform>Línea %1: no se pudo decidir el número de soluciones en %n segundos (--time-limit).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="378"/>
        <source>Error: --%1 needs a file name (or - for standard output).</source>
        <translation>Error: --%1 necesita un nombre de archivo (o - para la salida estándar).</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="39"/>
        <source>Error: &quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>Error: &quot;%1&quot; no es JSON válido (%2 en el byte %3); puede que el archivo esté dañado.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="49"/>
        <source>item %1 of the list is not a puzzle object.</source>
        <translation>el elemento %1 de la lista no es un objeto de puzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="376"/>
        <source>Error: --format takes line or grid, not &quot;%1&quot;.</source>
        <translation>Error: --format admite line o grid, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="266"/>
        <location filename="../app/cli/CliSupport.cpp" line="336"/>
        <location filename="../app/cli/CliSupport.cpp" line="360"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation>Error: no se puede escribir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="51"/>
        <source>Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). The native backend takes milliseconds.</source>
        <translation>Nota: z3 es lento por encima de 16x16 (minutos por puzle o más; el artículo indica unos 500 s para 25x25). El motor nativo tarda milisegundos.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="82"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation>Error: --strategy admite paper, uniform o symmetric, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="88"/>
        <source>Error: --difficulty takes easy, medium, hard or evil, not &quot;%1&quot;.</source>
        <translation>Error: --difficulty admite easy, medium, hard o evil, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="109"/>
        <source>Error: --format takes line, grid, json or gameid, not &quot;%1&quot;.</source>
        <translation>Error: --format admite line, grid, json o gameid, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="113"/>
        <source>Error: %1 puzzles have no game IDs to write; use --format line, grid or json.</source>
        <translation>Error: los puzles de %1 no tienen ID de juego que escribir; use --format line, grid o json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="118"/>
        <source>Error: %1 has no game IDs to write: %2 does not play these rules; use --format grid or json.</source>
        <translation>Error: %1 no tiene ID de partida que escribir: %2 no juega con estas reglas; use --format grid o json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="130"/>
        <source>Error: %1 puzzles are more than their values, and the line format holds values only; use --format grid or json.</source>
        <translation>Error: los puzles de %1 son más que sus valores, y el formato de línea solo contiene valores; use --format grid o json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="165"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation>Genera puzles con GenPuzzles: un tablero lleno al azar se vacía casilla a casilla mientras el puzle conserve una solución única (o como mucho --max-solutions).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="163"/>
        <location filename="../app/cli/CliSupport.cpp" line="180"/>
        <source>RxC</source>
        <translation>FxC</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="169"/>
        <source>How many puzzles (1 to 1000000; default 1).</source>
        <translation>Cuántos puzles (de 1 a 1000000; por defecto 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="171"/>
        <source>Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric (180-degree pairs).</source>
        <translation>Qué casilla probar a continuación: paper (primero las filas y columnas más llenas; por defecto), uniform, symmetric (parejas a 180 grados).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="188"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <source>Difficulty model made by &apos;train&apos; (default: the built-in one).</source>
        <translation>Modelo de dificultad creado con &apos;train&apos; (por defecto: el integrado).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>MODEL</source>
        <translation>MODELO</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="190"/>
        <source>Worker threads (0, the default: one per core). The output does not depend on it.</source>
        <translation>Hilos de trabajo (0, por defecto: uno por núcleo). La salida no depende de ello.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="191"/>
        <source>Output format: line (one puzzle per line), grid (&quot;R C&quot; then one line per row, a comment line with the class and seed before each puzzle), json (.puzzle; an array when --count &gt; 1) or gameid (one game ID a line, as the type&apos;s peer program from sgt-puzzles reads it). Default: json for an --output FILE named *.puzzle, else line, or grid for types whose puzzles are more than their values (cages, regions, signs, clues outside the grid).</source>
        <translation>Formato de salida: line (un puzle por línea), grid («R C» y luego una línea por fila, con una línea de comentario con la clase y la semilla antes de cada puzle), json (.puzzle; una matriz cuando --count &gt; 1) o gameid (un ID de partida por línea, tal como lo lee el programa homólogo del tipo en sgt-puzzles). Predeterminado: json para un --output FILE llamado *.puzzle; si no, line, o grid para los tipos cuyos puzles son más que sus valores (jaulas, regiones, signos, pistas fuera de la cuadrícula).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="264"/>
        <source>Puzzle of seed %1 has no game ID (the peer program cannot hold it); it is left out.</source>
        <translation>El puzle de semilla %1 no tiene ID de juego (el programa de comparación no puede representarlo); se omite.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="291"/>
        <source>Interrupted after %n puzzle(s); no output file was written.</source>
        <translation>
            <numerusform>Interrumpido tras %n puzle; no se escribió ningún archivo de salida.</numerusform>
            <numerusform>Interrumpido tras %n puzles; no se escribió ningún archivo de salida.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="170"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation>Semilla; el puzle i del lote es el puzle de la semilla S+i. Aleatoria si no se indica.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="135"/>
        <source>Error: %1 grids do not fit the line format; use --format grid or json.</source>
        <translation>Error: las cuadrículas de %1 no caben en el formato de línea; use --format grid o json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="167"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="82"/>
        <source>Default: the type&apos;s usual size (9x9).</source>
        <translation>Por defecto: el tamaño habitual del tipo (9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation>Parar cuando haya K casillas vacías (0: vaciar tantas como sea posible).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="175"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation>Conservar como mucho k soluciones (1: única).</translation>
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
        <translation>Motor de resolución: native (resolutor exacto rápido, por defecto), z3 (codificación SAT one-hot donde el tipo lo permite; si no, casillas enteras) o z3-int (la codificación entera del artículo).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="178"/>
        <source>Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: the type&apos;s own: 2000 up to 12x12 and 20 above, or no limit for a type whose proofs always finish. A limit never breaks the --max-solutions rule; puzzles may just not be minimal.</source>
        <translation>Nodos de búsqueda que puede usar una prueba de unicidad antes de conservar la casilla (0: sin límite). Por defecto: los del tipo: 2000 hasta 12x12 y 20 por encima, o sin límite para un tipo cuyas pruebas siempre terminan. Un límite nunca incumple la regla de --max-solutions; solo puede que los puzles no sean mínimos.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="182"/>
        <source>SAT conflicts one uniqueness proof may take before the square is kept unproven (0: no limit, so every square is proven and the puzzle is minimal; minutes at 25x25). Default: the solver&apos;s own for the grid: 1000 for a 25x25 Sudoku, no limit below. Only Sudoku from 16x16 up needs such proofs; a limit never breaks the --max-solutions rule.</source>
        <translation>Conflictos SAT que puede tomar una prueba de unicidad antes de que la casilla se conserve sin probar (0: sin límite, así que se prueba cada casilla y el puzle es mínimo; minutos en 25x25). Predeterminado: el del solucionador para la cuadrícula: 1000 para un Sudoku de 25x25, sin límite por debajo. Solo el Sudoku desde 16x16 necesita esas pruebas; un límite nunca rompe la regla de --max-solutions.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="187"/>
        <source>Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out). Sudoku above 16x16 offers easy, medium and evil: hard is not reached in reasonable time there (docs/classes.md).</source>
        <translation>Crear puzles de esta clase: easy, medium, hard o evil (GenPuzzles se ejecuta hasta que sale uno). El Sudoku de más de 16x16 ofrece easy, medium y evil: allí hard no se alcanza en un tiempo razonable (docs/classes.md).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="194"/>
        <location filename="../app/cli/RateCommand.cpp" line="71"/>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="195"/>
        <source>Write to FILE instead of standard output.</source>
        <translation>Escribir en ARCHIVO en lugar de en la salida estándar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="292"/>
        <source>Interrupted after %n puzzle(s), each written in full above.</source>
        <translation>
            <numerusform>Interrumpido tras %n puzle, escrito completo arriba.</numerusform>
            <numerusform>Interrumpido tras %n puzles, cada uno escrito completo arriba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="299"/>
        <source>Note: %n square(s) stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</source>
        <translation>
            <numerusform>Nota: %n casilla quedó sin probar en %1: su prueba de unicidad superó su presupuesto, así que se conservó como dato. Los puzles son únicos pero quizá no mínimos (--search-budget 0 --proof-budget 0 prueban cada casilla).</numerusform>
            <numerusform>Nota: %n casillas quedaron sin probar en %1: su prueba de unicidad superó su presupuesto, así que cada una se conservó como dato. Los puzles son únicos pero quizá no mínimos (--search-budget 0 --proof-budget 0 prueban cada casilla).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="304"/>
        <source>Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.</source>
        <translation>
            <numerusform>Nota: %n de %1 tiene menos de %2: vaciar cualquier otra casilla incumpliría la regla de --max-solutions.</numerusform>
            <numerusform>Nota: %n de %1 tienen menos de %2: vaciar cualquier otra casilla incumpliría la regla de --max-solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="301"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzle</numerusform>
            <numerusform>%n puzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n casilla vacía</numerusform>
            <numerusform>%n casillas vacías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="313"/>
        <source>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class they reached is given instead (%5). Try another size or difficulty.</source>
        <translation>
            <numerusform>Aviso: %n de %1 no alcanzó la clase %2 en %3 por puzle con cuadrículas de %4; en su lugar se da la clase más cercana que alcanzó (%5). Pruebe otro tamaño u otra dificultad.</numerusform>
            <numerusform>Aviso: %n de %1 no alcanzaron la clase %2 en %3 cada uno con cuadrículas de %4; en su lugar se da la clase más cercana que alcanzaron (%5). Pruebe otro tamaño u otra dificultad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
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
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="200"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation>Error: generate no admite archivos como argumentos (&quot;%1&quot;); use -o ARCHIVO para la salida.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="54"/>
        <source>; not solved</source>
        <translation>; sin resolver</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="43"/>
        <source>  (%1 has no step-by-step solver yet.)</source>
        <translation>  (%1 aún no tiene resolutor paso a paso.)</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="51"/>
        <source>  hardest technique: %1; %2, %3, %4%5</source>
        <translation>  técnica más difícil: %1; %2, %3, %4%5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="52"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n guess(es)</source>
        <translation>
            <numerusform>%n tanteo</numerusform>
            <numerusform>%n tanteos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="63"/>
        <source>Rate puzzles given in the line format or a .puzzle file: prints &lt;puzzle&gt;,&lt;class&gt; per puzzle, class easy, medium, hard or evil. Bad lines, puzzles without exactly one solution and puzzles undecided within the time limit are reported on standard error (exit code 1).</source>
        <translation>Clasifica puzles dados en formato de línea o en un archivo .puzzle: imprime &lt;puzle&gt;,&lt;clase&gt; por cada puzle, con la clase easy, medium, hard o evil. Las líneas erróneas, los puzles sin exactamente una solución y los puzles sin decidir dentro del límite de tiempo se notifican en la salida de error estándar (código de salida 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="66"/>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>Default: the puzzle&apos;s own size and parameters (a line&apos;s box=RxC, as generate writes it).</source>
        <translation>Por defecto: el tamaño y los parámetros propios del puzle (el box=FxC de una línea, tal como lo escribe generate).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <source>A model made by &apos;train&apos; instead of the built-in one.</source>
        <translation>Un modelo creado con &apos;train&apos; en lugar del integrado.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="69"/>
        <source>After each puzzle, print the logic solver&apos;s steps.</source>
        <translation>Después de cada puzle, imprimir los pasos del resolutor lógico.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="70"/>
        <source>Output format: line (&lt;puzzle&gt;,&lt;class&gt;) or grid (the grid, then difficulty=&lt;class&gt;); default: grid for grid text input, else line.</source>
        <translation>Formato de salida: line (&lt;puzle&gt;,&lt;clase&gt;) o grid (la cuadrícula y después difficulty=&lt;clase&gt;); por defecto: grid si la entrada es texto de cuadrícula, si no line.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="73"/>
        <source>Compare with the labels in the file: agreement with the label&apos;s class, confusion, and Spearman&apos;s rank correlation with each grader&apos;s own scale (of the score where the model gives one), overall and per grid size.</source>
        <translation>Comparar con las etiquetas del archivo: acuerdo con el nivel de la etiqueta, confusión y correlación de rangos de Spearman con la escala propia de cada evaluador (de la puntuación cuando el modelo la da), en total y por tamaño de cuadrícula.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="75"/>
        <source>End each output line with the puzzle&apos;s difficulty score (0-100; its class is the band the score falls in). Types without a score model print their rule&apos;s score (the middle of the class&apos;s band).</source>
        <translation>Terminar cada línea con la puntuación de dificultad del puzle (0-100; su nivel es la franja en la que cae). Los tipos sin modelo de puntuación dan la puntuación de su regla (el centro de la franja del nivel).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="209"/>
        <source>%n labelled puzzle(s): %1% filed under the label&apos;s class</source>
        <translation>
            <numerusform>%n puzle etiquetado: %1% clasificado en el nivel de la etiqueta</numerusform>
            <numerusform>%n puzles etiquetados: %1% clasificados en el nivel de la etiqueta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our score against each grader&apos;s own levels:</source>
        <translation>Spearman de nuestra puntuación frente a los niveles propios de cada evaluador:</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our class against each grader&apos;s own levels:</source>
        <translation>Spearman de nuestro nivel frente a los niveles propios de cada evaluador:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="216"/>
        <location filename="../app/cli/RateCommand.cpp" line="220"/>
        <source>  %1: %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>  %1: %2 (%n puzle)</numerusform>
            <numerusform>  %1: %2 (%n puzles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="217"/>
        <source>per grid size (the file&apos;s own label):</source>
        <translation>por tamaño de cuadrícula (la etiqueta propia del archivo):</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="221"/>
        <source>one level only</source>
        <translation>un solo nivel</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="225"/>
        <source>; our mean %1</source>
        <translation>; nuestra media %1</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="78"/>
        <location filename="../app/cli/SolveCommand.cpp" line="38"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation>Archivo de puzles, o - para la entrada estándar (por defecto).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="136"/>
        <source>Line %1: the puzzle has no solution, so it has no difficulty.</source>
        <translation>Línea %1: el puzle no tiene solución, así que no tiene dificultad.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="137"/>
        <source>Line %1: the puzzle has more than one solution, so it has no difficulty (add givens until the solution is unique).</source>
        <translation>Línea %1: el puzle tiene más de una solución, así que no tiene dificultad (añada pistas hasta que la solución sea única).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="164"/>
        <location filename="../app/cli/SolveCommand.cpp" line="65"/>
        <source>Line %1: this grid does not fit the line format; use --format grid.</source>
        <translation>Línea %1: esta cuadrícula no cabe en el formato de línea; use --format grid.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="206"/>
        <source>Error: no line carries a known label to compare with.</source>
        <translation>Error: ninguna línea lleva una etiqueta conocida con la que comparar.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="210"/>
        <source>confusion (rows: label&apos;s class, columns: ours: easy medium hard evil)</source>
        <translation>confusión (filas: clase de la etiqueta; columnas: la nuestra: fácil medio difícil diabólico)</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="26"/>
        <source>Solve puzzles in the line format (one per line; &apos;#&apos; lines are skipped), the grid text format (&quot;R C&quot; then one line per row; sgt-puzzles game IDs too) or a .puzzle file. Prints &lt;solution&gt;,&lt;count&gt; per puzzle in the line format, or the solution&apos;s grid and a line solutions=&lt;count&gt; in the grid format; count = number of solutions up to 2 (2: two or more); the input itself when there is none. Bad lines, clashing givens and puzzles undecided within the time limit are reported on standard error and make the exit code 1.</source>
        <translation>Resuelve puzles en formato de línea (uno por línea; se saltan las líneas con &apos;#&apos;), en formato de texto de cuadrícula (&quot;F C&quot; y después una línea por fila; también ID de juego de sgt-puzzles) o en un archivo .puzzle. Imprime &lt;solución&gt;,&lt;número&gt; por puzle en formato de línea, o la cuadrícula de la solución y una línea solutions=&lt;número&gt; en formato de cuadrícula; número = cantidad de soluciones hasta 2 (2: dos o más); la propia entrada si no hay ninguna. Las líneas erróneas, las pistas contradictorias y los puzles sin decidir dentro del límite de tiempo se notifican en la salida de error estándar y dan el código de salida 1.</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>Solver backend: native, z3 or z3-int (default: native).</source>
        <translation>Motor de resolución: native, z3 o z3-int (por defecto: native).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>Output format: line or grid (default: grid for grid text input, else line).</source>
        <translation>Formato de salida: line o grid (por defecto: grid si la entrada es texto de cuadrícula, si no line).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="42"/>
        <source>Error: solve takes one input file at most.</source>
        <translation>Error: solve admite como mucho un archivo de entrada.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="31"/>
        <location filename="../app/cli/RateCommand.cpp" line="122"/>
        <location filename="../app/cli/RateCommand.cpp" line="194"/>
        <location filename="../app/cli/SolveCommand.cpp" line="106"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="85"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation>Línea %1: las pistas se contradicen: %2</translation>
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
        <translation>Uso: puzzlesmith-cli &lt;comando&gt; [opciones]

Comandos:
  generate   crea puzles (GenPuzzles con un motor de resolución)
  solve      cuenta las soluciones de los puzles (hasta 2) e imprime una
  rate       clasifica los puzles en easy, medium, hard o evil (--explain: los pasos lógicos)
  train      aprende un modelo de dificultad a partir de puzles etiquetados
  worksheet  escribe una hoja de ejercicios en PDF imprimible, con páginas de soluciones
  bench      mide los tiempos de generación y de las comprobaciones del resolutor por tamaño

Ejecute &apos;puzzlesmith-cli &lt;comando&gt; --help&apos; para ver las opciones de un comando.
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="55"/>
        <source>Error: cannot start the worksheet program %1.</source>
        <translation>Error: no se puede iniciar el programa de hojas de ejercicios %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="23"/>
        <source>This program makes worksheets for &apos;puzzlesmith-cli worksheet&apos;; run that instead.</source>
        <translation>Este programa crea las hojas de ejercicios de &apos;puzzlesmith-cli worksheet&apos;; ejecute ese en su lugar.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="44"/>
        <location filename="../app/cli/main.cpp" line="61"/>
        <source>Error: cannot write to standard output: %1</source>
        <translation>Error: no se puede escribir en la salida estándar: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="92"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation>Error: comando desconocido &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="46"/>
        <source>Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) from puzzles labelled easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s levels work too).</source>
        <translation>Entrena un modelo de dificultad (libsvm C-SVC, núcleo RBF; C y gamma elegidos por validación cruzada) a partir de puzles etiquetados como easy, medium, hard o evil (también valen los niveles de qqwing y de sgt-solo).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="25"/>
        <source>feature contributions (%1-fold cross-validation accuracy; all features: %2%)</source>
        <translation>contribución de cada característica (precisión de la validación cruzada con %1 pliegues; todas las características: %2 %)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <source>feature</source>
        <translation>característica</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>without</source>
        <translation>sin ella</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>alone</source>
        <translation>sola</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="48"/>
        <source>Default: each grid&apos;s own size.</source>
        <translation>Por defecto: el tamaño propio de cada cuadrícula.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="50"/>
        <source>Labelled puzzles in the line format: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;].</source>
        <translation>Puzles etiquetados en formato de línea: &lt;cuadrícula&gt;,&lt;etiqueta&gt;[,&lt;origen&gt;].</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>Where to write the model.</source>
        <translation>Dónde escribir el modelo.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="52"/>
        <source>Cross-validation folds (2 to 20).</source>
        <translation>Pliegues de la validación cruzada (de 2 a 20).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="53"/>
        <source>Try fewer C and gamma values (for a fast check).</source>
        <translation>Probar menos valores de C y gamma (para una comprobación rápida).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="54"/>
        <source>Comma-separated C values to try instead of the default grid.</source>
        <translation>Valores de C separados por comas que probar en lugar de la rejilla por defecto.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <source>Comma-separated gamma values to try instead of the default grid.</source>
        <translation>Valores de gamma separados por comas que probar en lugar de la rejilla por defecto.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="56"/>
        <source>Also report what each feature (with --score: each feature group) contributes: the cross-validated result without it, and with it alone.</source>
        <translation>Indicar también lo que aporta cada característica (con --score: cada grupo): el resultado con validación cruzada sin ella y con ella sola.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="58"/>
        <source>Train the 0-100 difficulty score (libsvm epsilon-SVR) on each puzzle&apos;s position on the scale (the mean of its grades), with the classes as bands of it, instead of a classifier. Default grid: C 256, gamma 0.03, epsilon 2.</source>
        <translation>Entrenar la puntuación de dificultad 0-100 (libsvm epsilon-SVR) con la posición de cada puzle en la escala (la media de sus grados), con los niveles como franjas, en lugar de un clasificador. Rejilla por defecto: C 256, gamma 0.03, epsilon 2.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>With --score: comma-separated epsilon values to try (in score points).</source>
        <translation>Con --score: valores de epsilon a probar, separados por comas (en puntos de puntuación).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="61"/>
        <source>With --score: labelled puzzles never used in training; reports the score&apos;s Spearman against their grades (and, with --contributions, each feature group&apos;s).</source>
        <translation>Con --score: puzles etiquetados nunca usados para entrenar; da el Spearman de la puntuación frente a sus grados (y, con --contributions, el de cada grupo).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="70"/>
        <source>Error: train needs --data FILE and --out MODEL.</source>
        <translation>Error: train necesita --data ARCHIVO y --out MODELO.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="116"/>
        <source>Error: --%1 takes positive numbers separated by commas, not &quot;%2&quot;.</source>
        <translation>Error: --%1 admite números positivos separados por comas, no &quot;%2&quot;.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainCommand.cpp" line="126"/>
        <source>%n puzzle(s): %1 easy, %2 medium, %3 hard, %4 evil</source>
        <translation>
            <numerusform>%n puzle: fácil %1, medio %2, difícil %3, diabólico %4</numerusform>
            <numerusform>%n puzles: fácil %1, medio %2, difícil %3, diabólico %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="128"/>
        <source>chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%</source>
        <translation>C elegido = %1, gamma = %2; precisión de la validación cruzada con %3 pliegues: %4 %</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="130"/>
        <source>confusion (rows: label, columns: predicted)</source>
        <translation>confusión (filas: etiqueta; columnas: predicción)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>evil</source>
        <translation>diabólico</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>easy, medium, hard, evil, or mix (the four in turn; default medium).</source>
        <translation>easy, medium, hard, evil o mix (los cuatro por turnos; por defecto medium).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="85"/>
        <source>Number of puzzles, 1 to 200 (default 12).</source>
        <translation>Número de puzles, de 1 a 200 (por defecto 12).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="88"/>
        <source>Add answer-key pages.</source>
        <translation>Añadir páginas de soluciones.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>TEXT</source>
        <translation>TEXTO</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="51"/>
        <source>Error: --type needs at least one puzzle type.</source>
        <translation>Error: --type necesita al menos un tipo de puzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="79"/>
        <source>Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date lines, puzzles numbered with their difficulty, and answer-key pages. --type may list several types (%1): they alternate on the sheet.</source>
        <translation>Genera puzles y escribe una hoja de ejercicios imprimible en PDF: título, instrucciones, líneas de nombre y fecha, puzles numerados con su dificultad y páginas de soluciones. --type puede enumerar varios tipos (%1): se alternan en la hoja.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="86"/>
        <source>Puzzles per page: 1, 2, 4 or 6 (default 4); 2 go side by side on landscape pages. A warning says when the squares would print too small to write in, and what fewer per page would give.</source>
        <translation>Puzles por página: 1, 2, 4 o 6 (por defecto 4); con 2 van uno al lado del otro en páginas horizontales. Un aviso indica cuándo las casillas saldrían demasiado pequeñas para escribir en ellas y qué se obtendría con menos por página.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <source>Title at the top of each page (default: the type&apos;s name).</source>
        <translation>Título en la parte superior de cada página (por defecto: el nombre del tipo).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>A line under the title (default: the type&apos;s rules).</source>
        <translation>Una línea bajo el título (por defecto: las reglas del tipo).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="91"/>
        <source>Leave out the Name and Date lines.</source>
        <translation>Omitir las líneas de nombre y fecha.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>a4 or letter (default a4).</source>
        <translation>a4 o letter (por defecto a4).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>Grid size within its place on the page, 50 to 100 percent (default 100).</source>
        <translation>Tamaño de la cuadrícula dentro de su espacio en la página, del 50 al 100 por ciento (por defecto 100).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>percent</source>
        <translation>porcentaje</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="94"/>
        <source>Seed (random when not given).</source>
        <translation>Semilla (aleatoria si no se indica).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="95"/>
        <source>The PDF file to write.</source>
        <translation>El archivo PDF que escribir.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="100"/>
        <source>Error: worksheet needs -o FILE.pdf.</source>
        <translation>Error: worksheet necesita -o ARCHIVO.pdf.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="110"/>
        <source>Error: --per-page takes 1, 2, 4 or 6, not &quot;%1&quot;.</source>
        <translation>Error: --per-page admite 1, 2, 4 o 6, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="121"/>
        <source>Error: --difficulty takes easy, medium, hard, evil or mix, not &quot;%1&quot;.</source>
        <translation>Error: --difficulty admite easy, medium, hard, evil o mix, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="126"/>
        <source>Error: --paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation>Error: --paper admite a4 o letter, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="156"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="167"/>
        <source>Warning: at %1 per page the squares print %L2 mm wide, too small to write in; --per-page %3 prints them %L4 mm wide.</source>
        <translation>Aviso: con %1 por página las casillas se imprimen con %L2 mm de ancho, demasiado pequeñas para escribir en ellas; --per-page %3 las imprime con %L4 mm de ancho.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="171"/>
        <source>Warning: %1</source>
        <translation>Aviso: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="183"/>
        <source>Warning: %n puzzle(s) did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation>
            <numerusform>Aviso: %n puzle no alcanzó la dificultad pedida con este tamaño; debajo se imprime su propia clase.</numerusform>
            <numerusform>Aviso: %n puzles no alcanzaron la dificultad pedida con este tamaño; debajo de cada uno se imprime su propia clase.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="190"/>
        <source>Wrote %1: %2 on %3 (%4 with answers), seed %5</source>
        <translation>Se escribió %1: %2 en %3 (%4 con soluciones), semilla %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="52"/>
        <source>%1 %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>%1 %2 (%n puzle)</numerusform>
            <numerusform>%1 %2 (%n puzles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="105"/>
        <source>%n graded puzzle(s)</source>
        <translation>
            <numerusform>%n puzle graduado</numerusform>
            <numerusform>%n puzles graduados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="106"/>
        <source>epsilon-SVR, chosen C = %1, gamma = %2, epsilon = %3</source>
        <translation>epsilon-SVR, elegidos C = %1, gamma = %2, epsilon = %3</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="107"/>
        <source>%1-fold cross-validation: Spearman %2 against the target, mean absolute error %3 points</source>
        <translation>Validación cruzada de %1 pliegues: Spearman %2 frente al objetivo, error absoluto medio %3 puntos</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="109"/>
        <source>against each grader&apos;s own levels: %1</source>
        <translation>frente a los niveles propios de cada evaluador: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="110"/>
        <source>class bands: easy &lt; %1 &lt;= medium &lt; %2 &lt;= hard &lt; %3 &lt;= evil; %4% of the cross-validated scores fall in their own class&apos;s band</source>
        <translation>franjas de niveles: fácil &lt; %1 &lt;= medio &lt; %2 &lt;= difícil &lt; %3 &lt;= diabólico; el %4% de las puntuaciones con validación cruzada caen en la franja de su nivel</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="117"/>
        <source>held out (%1, never trained on), against each grader&apos;s own levels: %2</source>
        <translation>reservados (%1, nunca entrenados), frente a los niveles propios de cada evaluador: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="132"/>
        <source>feature group contributions (%1-fold cross-validated Spearman against the target; all features: %2)</source>
        <translation>aportes de los grupos de características (Spearman con validación cruzada de %1 pliegues frente al objetivo; todas: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="135"/>
        <source>and on the held-out puzzles against each one&apos;s own grade (all features: %1)</source>
        <translation>y en los puzles reservados frente a su propio grado (todas: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out without</source>
        <translation>reserv. sin</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out alone</source>
        <translation>reserv. solo</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="81"/>
        <source>%1 of %n puzzle(s) made, %2 squares tested, %3 s</source>
        <translation>
            <numerusform>%1 de %n puzle creado, %2 casillas probadas, %3 s</numerusform>
            <numerusform>%1 de %n puzles creados, %2 casillas probadas, %3 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="84"/>
        <source>, %n square(s) kept unproven</source>
        <translation>
            <numerusform>, %n casilla conservada sin demostrar</numerusform>
            <numerusform>, %n casillas conservadas sin demostrar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::PuzzleReader</name>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="96"/>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="99"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation>Error: no se puede abrir &quot;%1&quot;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="119"/>
        <source>Error: &quot;%1&quot; holds no puzzle in its first %n line(s); is it a puzzle file?</source>
        <translation>
            <numerusform>Error: &quot;%1&quot; no contiene ningún puzle en su primera línea; ¿es un archivo de puzles?</numerusform>
            <numerusform>Error: &quot;%1&quot; no contiene ningún puzle en sus primeras %n líneas; ¿es un archivo de puzles?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="126"/>
        <source>Error: &quot;%1&quot; holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.</source>
        <translation>Error: &quot;%1&quot; contiene un valor JSON, no un puzle: indique los puzles en formato de línea o en un archivo .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="149"/>
        <source>Error: &quot;%1&quot; is not grid text, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text: a size line such as &quot;6 6&quot;, then %3.</source>
        <translation>Error: «%1» no es texto de cuadrícula, y los puzles de %2 no se pueden leer de una línea de puzle: son más que sus valores, y una línea de puzle solo contiene valores. Delos como texto de cuadrícula: una línea de tamaño como «6 6» y luego %3.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="151"/>
        <source>Error: &quot;%1&quot; is neither grid text nor a game ID, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text (a size line such as &quot;6 6&quot;, then %3) or as %4 game IDs.</source>
        <translation>Error: «%1» no es texto de cuadrícula ni un ID de partida, y los puzles de %2 no se pueden leer de una línea de puzle: son más que sus valores, y una línea de puzle solo contiene valores. Delos como texto de cuadrícula (una línea de tamaño como «6 6» y luego %3) o como ID de partida de %4.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="170"/>
        <source>Error: &quot;%1&quot;, line %2: &quot;%3&quot; is not a size line. Grid text starts with the number of rows and the number of columns, such as &quot;9 9&quot;; a puzzle line holds N*N characters (81 for 9x9).</source>
        <translation>Error: &quot;%1&quot;, línea %2: &quot;%3&quot; no es una línea de tamaño. El texto de cuadrícula empieza por el número de filas y el número de columnas, como &quot;9 9&quot;; una línea de puzle contiene N*N caracteres (81 para 9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="196"/>
        <location filename="../app/cli/PuzzleInput.cpp" line="231"/>
        <source>Error: cannot read &quot;%1&quot;: %2</source>
        <translation>Error: no se puede leer &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="201"/>
        <source>Error: &quot;%1&quot; is not a text file (line %2 holds binary data); give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Error: &quot;%1&quot; no es un archivo de texto (la línea %2 contiene datos binarios); indique los puzles en formato de línea, como texto de cuadrícula o en un archivo .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="206"/>
        <source>Error: line %1 of &quot;%2&quot; is longer than %3 characters, more than any puzzle needs; is it a puzzle file?</source>
        <translation>Error: la línea %1 de &quot;%2&quot; tiene más de %3 caracteres, más de lo que necesita cualquier puzle; ¿es un archivo de puzles?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="224"/>
        <source>Error: &quot;%1&quot; is larger than %2, the most a JSON or grid text collection may be; split it, or give the puzzles in the line format, which is read a line at a time.</source>
        <translation>Error: &quot;%1&quot; es mayor que %2, lo máximo que puede ocupar una colección JSON o de texto de cuadrícula; divídala o indique los puzles en formato de línea, que se lee línea a línea.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="228"/>
        <source>Error: &quot;%1&quot; is not a text file; give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Error: &quot;%1&quot; no es un archivo de texto; indique los puzles en formato de línea, como texto de cuadrícula o en un archivo .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="251"/>
        <source>Error: &quot;%1&quot;: %2</source>
        <translation>Error: &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="309"/>
        <source>Error: stopped reading &quot;%1&quot; at line %2: %3 lines in a row are not puzzles. Is it a puzzle file?</source>
        <translation>Error: se dejó de leer &quot;%1&quot; en la línea %2: %3 líneas seguidas no son puzles. ¿Es un archivo de puzles?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="325"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="339"/>
        <source>... and %n more bad line(s) in &quot;%1&quot; (%2 in all). Is it a puzzle file?</source>
        <translation>
            <numerusform>... y %n línea errónea más en &quot;%1&quot; (%2 en total). ¿Es un archivo de puzles?</numerusform>
            <numerusform>... y %n líneas erróneas más en &quot;%1&quot; (%2 en total). ¿Es un archivo de puzles?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="344"/>
        <source>Error: &quot;%1&quot; holds no puzzle.</source>
        <translation>Error: &quot;%1&quot; no contiene ningún puzle.</translation>
    </message>
</context>
<context>
    <name>cli::TrainGroup</name>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="69"/>
        <location filename="../app/cli/TrainGroup.cpp" line="73"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="57"/>
        <source>Line %1: &quot;%2&quot; is not a label. Use a level (easy, medium, hard, evil) or a verdict on the level the puzzle was shown as: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Línea %1: &quot;%2&quot; no es una etiqueta. Use un nivel (easy, medium, hard, evil) o un veredicto sobre el nivel con el que se mostró el puzle: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="79"/>
        <source>&quot;%1&quot; holds no labelled puzzles.</source>
        <translation>&quot;%1&quot; no contiene puzles etiquetados.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="87"/>
        <source>group &quot;%1&quot;: %2</source>
        <translation>grupo &quot;%1&quot;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainGroup.cpp" line="91"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n etiqueta</numerusform>
            <numerusform>%n etiquetas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="94"/>
        <source>; no model yet</source>
        <translation>; aún no hay modelo</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="101"/>
        <source>WARNING: %1</source>
        <translation>AVISO: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="106"/>
        <source>labels added since the last retrain: retrain to use them</source>
        <translation>etiquetas añadidas desde el último reentrenamiento: reentrene para usarlas</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="107"/>
        <source>built-in class (rows) against the group model&apos;s class (columns), on the built-in puzzles:</source>
        <translation>clase integrada (filas) frente a la clase del modelo del grupo (columnas), en los puzles integrados:</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>evil</source>
        <translation>diabólico</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="126"/>
        <source>A teacher&apos;s group (a class of solvers): add --labels, retrain, print its model&apos;s report, or with --export/--reset act on it.</source>
        <translation>El grupo de un docente (una clase de jugadores): añadir --labels, reentrenar, mostrar el informe de su modelo o actuar sobre él con --export/--reset.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="127"/>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="128"/>
        <source>With --group: labels to add, one puzzle per line: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;] where the label is a level (easy, medium, hard, evil) or a verdict on the level shown: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Con --group: etiquetas que añadir, un puzle por línea: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;], donde la etiqueta es un nivel (easy, medium, hard, evil) o un veredicto sobre el nivel mostrado: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="130"/>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>Where groups are kept (default: the studio&apos;s own folder).</source>
        <translation>Dónde se guardan los grupos (por defecto: la carpeta propia del estudio).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>DIR</source>
        <translation>CARPETA</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <source>With --group: write the group (labels and model) to FILE, to share it.</source>
        <translation>Con --group: escribir el grupo (etiquetas y modelo) en ARCHIVO, para compartirlo.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>Add the group in FILE (a .psgroup file) to the kept groups; --group renames it.</source>
        <translation>Añadir el grupo de ARCHIVO (un archivo .psgroup) a los grupos guardados; --group le cambia el nombre.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="134"/>
        <source>With --group: forget the group&apos;s model (retrain to make it again).</source>
        <translation>Con --group: olvidar el modelo del grupo (reentrenar para crearlo de nuevo).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="135"/>
        <source>With --reset: forget the labels too.</source>
        <translation>Con --reset: olvidar también las etiquetas.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="136"/>
        <source>List the kept groups.</source>
        <translation>Listar los grupos guardados.</translation>
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
        <translation>Error: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="174"/>
        <source>Error: --group needs a name.</source>
        <translation>Error: --group necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="186"/>
        <location filename="../app/cli/TrainGroup.cpp" line="199"/>
        <source>Error: there is no group &quot;%1&quot;.</source>
        <translation>Error: no existe el grupo &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="219"/>
        <source>Error: there is no group &quot;%1&quot;; give --labels FILE to start it.</source>
        <translation>Error: no existe el grupo &quot;%1&quot;; indique --labels ARCHIVO para crearlo.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="233"/>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="51"/>
        <source>Cannot read the peer list of %1.</source>
        <translation>No se puede leer la lista de comparación de %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="95"/>
        <source>Line %1 of the peer list of %2 is not a peer: %3</source>
        <translation>La línea %1 de la lista de comparación de %2 no es un programa de comparación: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="161"/>
        <source>GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2</source>
        <translation>GenPuzzles, un hilo, estrategia paper, solución única, motor %1, semilla %2</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>budget</source>
        <translation>nodos</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>puzzles</source>
        <translation>puzles</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>median ms</source>
        <translation>mediana ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>params</source>
        <translation>parám.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>max ms</source>
        <translation>máx ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>ms/check</source>
        <translation>ms/compr.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>checks</source>
        <translation>compr.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>empties</source>
        <translation>vacías</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>minimal</source>
        <translation>mínimos</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchCommand.cpp" line="201"/>
        <source>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search node(s)); in brackets, puzzles with a given proven not needed (n) or not settled (?).</source>
        <translation>
            <numerusform>mínimos: puzles en los que todas las pistas son necesarias (al quitar una, el puzle tiene una segunda solución; cada prueba sin límite donde la columna nodos muestra &apos;-&apos;, si no dentro de %Ln nodo de búsqueda); entre paréntesis, puzles con una pista demostrada innecesaria (n) o sin decidir (?).</numerusform>
            <numerusform>mínimos: puzles en los que todas las pistas son necesarias (al quitar una, el puzle tiene una segunda solución; cada prueba sin límite donde la columna nodos muestra &apos;-&apos;, si no dentro de %Ln nodos de búsqueda); entre paréntesis, puzles con una pista demostrada innecesaria (n) o sin decidir (?).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="205"/>
        <source>peak memory (RSS): %1 MB</source>
        <translation>memoria máxima (RSS): %1 MB</translation>
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
        <translation>Error: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="66"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzle</numerusform>
            <numerusform>%n puzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="68"/>
        <location filename="../app/cli/BenchPeers.cpp" line="68"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="76"/>
        <source>no peer rates these puzzles</source>
        <translation>ningún programa rival clasifica estos puzles</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="65"/>
        <source>%1 is not installed or failed</source>
        <translation>%1 no está instalado o ha fallado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="67"/>
        <source>CPU time of the whole process (median of %1): ours %2 s, %3 %4 s (%5 and %6 µs per puzzle); ratio %3 / ours %7; load %8</source>
        <translation>Tiempo de CPU del proceso completo (mediana de %1): nuestro %2 s, %3 %4 s (%5 y %6 µs por puzle); proporción %3 / nuestro %7; carga %8</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPeers.cpp" line="91"/>
        <source>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating round(s); the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</source>
        <translation>
            <numerusform>Generación tal como la ejecutan los usuarios: cada lado es un proceso completo que crea el mismo número de puzles en un hilo, cronometrado por su tiempo de CPU (usuario + sistema, según el sistema), en %n ronda alterna; la ronda mediana, en milisegundos por puzle, con el arranque incluido. Proporción: comparación / Puzzlesmith (por encima de 1: somos más rápidos). Se imprime la carga media: una proporción tomada con una carga superior al número de núcleos (%1) es aproximada.</numerusform>
            <numerusform>Generación tal como la ejecutan los usuarios: cada lado es un proceso completo que crea el mismo número de puzles en un hilo, cronometrado por su tiempo de CPU (usuario + sistema, según el sistema), en %n rondas alternas; la ronda mediana, en milisegundos por puzle, con el arranque incluido. Proporción: comparación / Puzzlesmith (por encima de 1: somos más rápidos). Se imprime la carga media: una proporción tomada con una carga superior al número de núcleos (%1) es aproximada.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="97"/>
        <source>Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are minimal). Where a job names a class, Puzzlesmith generates at that class (`generate --difficulty`, each puzzle classified by the built-in model), and the peer at the level that means the same; otherwise both at whatever class emptying gives. Each job&apos;s two commands follow its row.</source>
        <translation>Puzzlesmith crea puzles únicos con todas las casillas probadas (Sudoku: sin límite de pruebas, así que son mínimos). Cuando una tarea nombra una clase, Puzzlesmith genera en esa clase (`generate --difficulty`, cada puzle clasificado por el modelo integrado) y el programa de comparación en el nivel equivalente; si no, ambos en la clase que resulte del vaciado. Los dos comandos de cada tarea siguen a su fila.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>peer ms</source>
        <translation>comp. ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ours ms</source>
        <translation>nuestro ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>load</source>
        <translation>carga</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>ours failed</source>
        <translation>nuestro falló</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>peer not installed or failed</source>
        <translation>programa de comparación no instalado o fallido</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="65"/>
        <source>rated %1 on one thread: %2 puzzles/s (logic solve, features, SVM; the median of %3, in this process)</source>
        <translation>%1 clasificado en un hilo: %2 puzles/s (resolución lógica, características, SVM; la mediana de %3, en este proceso)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>Generation at a target class, %1, one thread, %n puzzle(s) per level</source>
        <translation>
            <numerusform>Generación con clase objetivo, %1, un hilo, %n puzle por nivel</numerusform>
            <numerusform>Generación con clase objetivo, %1, un hilo, %n puzles por nivel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>runs</source>
        <translation>intentos</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="97"/>
        <source>reached</source>
        <translation>alcanzados</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>job</source>
        <translation>tarea</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="88"/>
        <source>No generator of %1 puzzles is known to compare with.</source>
        <translation>No se conoce ningún generador de puzles de %1 con el que comparar.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ratio</source>
        <translation>ratio</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="48"/>
        <source>Note: %n line(s) of &quot;%1&quot; are not puzzles and were left out.</source>
        <translation>
            <numerusform>Nota: %n línea de &quot;%1&quot; no es un puzle y se omitió.</numerusform>
            <numerusform>Nota: %n líneas de &quot;%1&quot; no son puzles y se omitieron.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="50"/>
        <source>Error: &quot;%1&quot; holds no puzzles.</source>
        <translation>Error: &quot;%1&quot; no contiene puzles.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of uniqueness (limit 2)</source>
        <translation>Resolución, un hilo, motor %1: puzles por segundo hasta la primera solución (límite 1) y hasta una prueba de unicidad (límite 2)</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>set</source>
        <translation>conjunto</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>limit 1 /s</source>
        <translation>límite 1 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>limit 2 /s</source>
        <translation>límite 2 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>not 1 solution</source>
        <translation>sin sol. única</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="140"/>
        <source>%1 on %2, each classified by the built-in model: %3 s, %4 puzzles/s</source>
        <translation>%1 en %2, cada uno clasificado con el modelo integrado: %3 s, %4 puzles/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="141"/>
        <source>%n %1 puzzle(s)</source>
        <translation>
            <numerusform>%n puzle de %1</numerusform>
            <numerusform>%n puzles de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="142"/>
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n hilo</numerusform>
            <numerusform>%n hilos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="43"/>
        <source>Error: the learning curve needs %1 puzzles of %2, the files have %3.</source>
        <translation>Error: la curva de aprendizaje necesita %1 puzles de %2, los archivos tienen %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="47"/>
        <source>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n game(s)) against the built-in rule, on %1 unseen games per player</source>
        <translation>
            <numerusform>Tiempos de los jugadores: el modelo personal (epsilon-SVR sobre las partidas del jugador; la regla por debajo de %n partida) frente a la regla integrada, en %1 partidas no vistas por jugador</numerusform>
            <numerusform>Tiempos de los jugadores: el modelo personal (epsilon-SVR sobre las partidas del jugador; la regla por debajo de %n partidas) frente a la regla integrada, en %1 partidas no vistas por jugador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="51"/>
        <source>%1 puzzles (%2), %n seed(s) from %3, mean over the seeds</source>
        <translation>
            <numerusform>%1 puzles (%2), %n semilla desde %3, media sobre las semillas</numerusform>
            <numerusform>%1 puzles (%2), %n semillas desde %3, media sobre las semillas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="53"/>
        <source>MAE: mean absolute error in minutes; ±25%: share within a quarter of the actual time; rank: Spearman&apos;s agreement. &quot;ideal&quot;: the player&apos;s own function without its noise, the best any prediction could do.</source>
        <translation>MAE: error absoluto medio en minutos; ±25%: proporción dentro de un cuarto del tiempo real; rango: concordancia de Spearman. &quot;ideal&quot;: la función propia del jugador sin su ruido, lo mejor que podría hacer una predicción.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="56"/>
        <source>The players&apos; times follow the graders&apos; levels written in the files (sgt-solo&apos;s, qqwing&apos;s), never our own score, which the model and the rule see; 1 game in 20 is given up by Reveal and 1 in 20 finished by Apply Hint, and both are left out of the learning and the figures.</source>
        <translation>Los tiempos de los jugadores siguen los niveles de los calificadores escritos en los archivos (los de sgt-solo y qqwing), nunca nuestra propia puntuación, que ven el modelo y la regla; 1 partida de cada 20 se abandona con Revelar y 1 de cada 20 se termina con Aplicar ayuda, y ambas quedan fuera del aprendizaje y de las cifras.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>games</source>
        <translation>partidas</translation>
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
        <translation>rango</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="62"/>
        <source>rule MAE</source>
        <translation>MAE regla</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="63"/>
        <source>ideal MAE</source>
        <translation>MAE ideal</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>labels</source>
        <translation>etiquetas</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree built-in</source>
        <translation>acuerdo integrado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree group</source>
        <translation>acuerdo grupo</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree chosen</source>
        <translation>acuerdo elegido</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error built-in</source>
        <translation>error integrado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error group</source>
        <translation>error grupo</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error chosen</source>
        <translation>error elegido</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>warned</source>
        <translation>avisado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>named</source>
        <translation>nombrado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="32"/>
        <source>rank vs built-in</source>
        <translation>orden vs integrado</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="62"/>
        <source>%1x%2 puzzles from %3; each teacher labels puzzles from the first 100 of a seeded shuffle and is checked on the others, never labelled; each retrain: %4 built-in puzzles (%5 s to compute their features); %6 seed(s) from %7; 10% of verdicts off by one class (drawn from the seed, not from any score), 20% set the level directly; the puzzles are shown as the built-in model&apos;s class, as in the studio.</source>
        <translation>Puzles de %1x%2 de %3; cada profesor etiqueta puzles de los 100 primeros de una mezcla con semilla y se comprueba con los demás, nunca etiquetados; cada reentrenamiento: %4 puzles integrados (%5 s para calcular sus características); %6 semilla(s) desde %7; el 10 % de los veredictos desviados una clase (sacados de la semilla, no de una puntuación), el 20 % fija el nivel directamente; los puzles se muestran con la clase del modelo integrado, como en el estudio.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="69"/>
        <source>Note: the built-in model was trained on this file&apos;s grades; pass held-out puzzles with --pool.</source>
        <translation>Nota: el modelo integrado se entrenó con las calificaciones de este archivo; pase puzles reservados con --pool.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="71"/>
        <source>Teacher sgt-solo: each puzzle&apos;s level is the one sgt-solo&apos;s grader gave it.</source>
        <translation>Profesor sgt-solo: el nivel de cada puzle es el que le dio el calificador de sgt-solo.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="72"/>
        <source>Teacher qqwing: each puzzle&apos;s level is the one qqwing&apos;s grader gave it.</source>
        <translation>Profesor qqwing: el nivel de cada puzle es el que le dio el calificador de qqwing.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="74"/>
        <source>Teacher clues: rates by the clue count alone (the fewer clues, the harder), which the graders ignore.</source>
        <translation>Profesor clues: clasifica solo por el número de pistas (cuantas menos pistas, más difícil), que los calificadores ignoran.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="82"/>
        <source>Skipped: %1</source>
        <translation>Omitido: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchTeachers.cpp" line="86"/>
        <source>Skipped: %n puzzle(s), more than 100 needed.</source>
        <translation>
            <numerusform>Omitido: %n puzle, se necesitan más de 100.</numerusform>
            <numerusform>Omitido: %n puzles, se necesitan más de 100.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="91"/>
        <source>%1 puzzles, checked on %2.</source>
        <translation>%1 puzles, comprobados con %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="115"/>
        <source>agree: share of unseen puzzles filed under the teacher&apos;s class; error: mean absolute difference from the teacher&apos;s score, in points (both the mean over the seeds). group: the labels carry half the weight; chosen: the weight chosen by 5-fold cross-validation over the labels, or the built-in model kept when no weight does better, as the studio and train --group do. warned: share of seeds where the studio says the labels disagree with the built-in levels; named: where it also names the visible property they follow; rank vs built-in: Spearman of the chosen model&apos;s scores with the built-in model&apos;s on the built-in puzzles.</source>
        <translation>acuerdo: proporción de puzles no vistos archivados en la clase del profesor; error: diferencia absoluta media con la puntuación del profesor, en puntos (ambos, la media sobre las semillas). grupo: las etiquetas llevan la mitad del peso; elegido: el peso elegido por validación cruzada de 5 particiones sobre las etiquetas, o el modelo integrado conservado cuando ningún peso lo mejora, como hacen el estudio y train --group. avisado: proporción de semillas en las que el estudio dice que las etiquetas no coinciden con los niveles integrados; nombrado: en las que además nombra la propiedad visible que siguen; orden vs integrado: Spearman de las puntuaciones del modelo elegido con las del modelo integrado en los puzles integrados.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="141"/>
        <source>retrain as the studio does it (100 labels of the first teacher, weight chosen by 5-fold cross-validation over them, %1 built-in puzzles): %2 s, weight %3; one training without cross-validation: %4 s</source>
        <translation>reentrenamiento como lo hace el estudio (100 etiquetas del primer profesor, peso elegido por validación cruzada de 5 particiones sobre ellas, %1 puzles integrados): %2 s, peso %3; un entrenamiento sin validación cruzada: %4 s</translation>
    </message>
</context>
<context>
    <name>puzzle_export</name>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="37"/>
        <source>Made with Puzzlesmith</source>
        <translation>Hecho con Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="60"/>
        <source>Cannot write &quot;%1&quot;: the picture could not be drawn.</source>
        <translation>No se puede escribir &quot;%1&quot;: no se pudo dibujar la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="63"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>No se puede guardar «%1»: %2. El archivo anterior, si existe, no cambia.</translation>
    </message>
</context>
</TS>
