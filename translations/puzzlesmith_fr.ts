<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="56"/>
        <source>Cannot autosave the harvest in &quot;%1&quot;: %2</source>
        <translation>Impossible d’enregistrer automatiquement la récolte dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>BackgroundJob</name>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="16"/>
        <source>There was not enough memory for this job. Try a smaller size.</source>
        <translation>Mémoire insuffisante pour cette tâche. Essayez une taille plus petite.</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="18"/>
        <source>The job stopped with an internal error: %1</source>
        <translation>La tâche s’est arrêtée sur une erreur interne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/BackgroundJob.cpp" line="20"/>
        <source>The job stopped with an unknown internal error.</source>
        <translation>La tâche s’est arrêtée sur une erreur interne inconnue.</translation>
    </message>
</context>
<context>
    <name>BuiltInTrainingData</name>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="60"/>
        <source>This puzzle type has no built-in difficulty model to start a group&apos;s model from.</source>
        <translation>Ce type de grille n’a pas de modèle de difficulté intégré d’où partir pour le modèle d’un groupe.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="142"/>
        <source>No puzzle of %1 is graded by &quot;%2&quot;.</source>
        <translation>Aucune grille de %1 n’est évaluée par «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>CagesJson</name>
    <message>
        <location filename="../app/document/CagesJson.cpp" line="32"/>
        <source>The cages are damaged: every line is text.</source>
        <translation>Les cages sont endommagées&#xa0;: chaque ligne doit être du texte.</translation>
    </message>
</context>
<context>
    <name>ChoicesPanel</name>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="28"/>
        <source>&amp;Type</source>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="29"/>
        <source>&amp;Size</source>
        <translation>Tai&amp;lle</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="34"/>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="37"/>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="40"/>
        <source>For gro&amp;up</source>
        <translation>Pour le gro&amp;upe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="42"/>
        <source>None (fuller rows first)</source>
        <translation>Aucune (pleines d’abord)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="43"/>
        <source>None (uniform)</source>
        <translation>Aucune (uniforme)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="44"/>
        <source>Rotational (180°)</source>
        <translation>Rotation (180°)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="45"/>
        <source>S&amp;ymmetry</source>
        <translation>&amp;Symétrie</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="46"/>
        <source>Rando&amp;m</source>
        <translation>Aléato&amp;ire</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="58"/>
        <source>Seed &amp;number</source>
        <translation>Grai&amp;ne</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="62"/>
        <source>Native (fast)</source>
        <translation>Natif (rapide)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="63"/>
        <source>z3, one-hot</source>
        <translation>z3, one-hot</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="64"/>
        <source>z3, integers (paper)</source>
        <translation>z3, entiers (article)</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="65"/>
        <source>S&amp;olver</source>
        <translation>S&amp;olveur</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>The kind of puzzle. Help &gt; User Guide explains the rules of each type.</source>
        <translation>Le type de grille. Aide &gt; Guide de l’utilisateur explique les règles de chacun.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="66"/>
        <source>Puzzle type</source>
        <translation>Type de puzzle</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>The size of the grid (for Sudoku, with the shape of its boxes).</source>
        <translation>La taille de la grille (pour le Sudoku, avec la forme de ses blocs).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="67"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>The class the puzzle should have. Any keeps emptying until no square can go: the sparsest puzzle.</source>
        <translation>La classe voulue pour la grille. Quelconque vide tant qu’une case peut partir : la grille la plus dépouillée.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="68"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="69"/>
        <source>Whose sense of difficulty the target follows: the built-in model, or a class or group you rated puzzles for (Play &gt; Rate for a Group…).</source>
        <translation>Le sens de la difficulté que suit la cible&#xa0;: le modèle intégré, ou une classe ou un groupe pour lequel vous avez évalué des grilles (Jeu &gt; Évaluer pour un groupe…).</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="70"/>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>The order squares are emptied in. Rotational keeps the givens symmetric, as in newspapers.</source>
        <translation>L’ordre dans lequel les cases sont vidées. Rotation garde les indices symétriques, comme dans les journaux.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="71"/>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="72"/>
        <source>A new puzzle every time. Untick it and type a seed number to make the same puzzle again.</source>
        <translation>Une nouvelle grille à chaque fois. Décochez et tapez une graine pour refaire la même grille.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>The seed number of the run: the same seed and settings always make the same puzzle.</source>
        <translation>La graine de l’exécution : la même graine et les mêmes réglages donnent toujours la même grille.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="73"/>
        <source>Seed number</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>The solver that proves each puzzle has one solution. Native is fast; z3 is the paper&apos;s declarative definition.</source>
        <translation>Le solveur qui prouve que chaque grille a une seule solution. Natif est rapide ; z3 est la définition déclarative de l’article.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="74"/>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="75"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="76"/>
        <source>Make a puzzle: the grid empties square by square while the solver checks that the solution stays unique.</source>
        <translation>Faire une grille : elle se vide case par case pendant que le solveur vérifie que la solution reste unique.</translation>
    </message>
    <message>
        <location filename="../app/gui/ChoicesPanel.cpp" line="115"/>
        <source>Not offered at this size: no puzzle of this class can be made in reasonable time.</source>
        <translation>Non proposé à cette taille : aucune grille de cette classe ne peut être créée en un temps raisonnable.</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="21"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="22"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="23"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../app/document/EngineMessages.cpp" line="24"/>
        <source>Evil</source>
        <translation>Diabolique</translation>
    </message>
</context>
<context>
    <name>DifficultyModels</name>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="22"/>
        <source>Cannot open the difficulty model &quot;%1&quot;: %2</source>
        <translation>Impossible d’ouvrir le modèle de difficulté «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="32"/>
        <source>Cannot read the difficulty model &quot;%1&quot;: %2</source>
        <translation>Impossible de lire le modèle de difficulté «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="33"/>
        <source>&quot;%1&quot; is not a difficulty model made by &apos;train&apos; (%2).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un modèle de difficulté créé par &apos;train&apos; (%2).</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="34"/>
        <source>it is not a text file</source>
        <translation>ce n’est pas un fichier texte</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="35"/>
        <source>it is larger than %1</source>
        <translation>il dépasse %1</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="42"/>
        <location filename="../app/document/DifficultyModels.cpp" line="64"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="79"/>
        <source>%1 has no learnt difficulty model; its classes come from its rule.</source>
        <translation>%1 n’a pas de modèle de difficulté appris&#xa0;; ses niveaux viennent de sa règle.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="67"/>
        <source>%1 must be %2: every other value is already in its row, column or region.</source>
        <translation>%1 doit valoir %2&#xa0;: toutes les autres valeurs sont déjà dans sa ligne, sa colonne ou sa région.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="97"/>
        <source>%1 must be %2: it is the only cell of region %3 that can hold %2.</source>
        <translation>%1 doit valoir %2&#xa0;: c’est la seule case de la région %3 qui peut contenir %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="62"/>
        <source>%1 can only hold %2 between them, so no other cell of region %3 can hold those values.</source>
        <translation>%1 ne peuvent contenir à elles toutes que %2&#xa0;: aucune autre case de la région %3 ne peut donc contenir ces valeurs.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="395"/>
        <source>This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids.</source>
        <translation>Cette grille fait %1x%2, mais le %3 se joue sur des grilles %4x%5.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="43"/>
        <source>A cage has no squares.</source>
        <translation>Une cage n’a aucune case.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="46"/>
        <source>A cage reaches outside the %1x%2 grid.</source>
        <translation>Une cage dépasse de la grille %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="48"/>
        <source>R%1C%2 is in two cages.</source>
        <translation>R%1C%2 est dans deux cages.</translation>
    </message>
    <message>
        <location filename="../engine/core/Board.cpp" line="68"/>
        <source>The clues outside the grid are for a %1x%2 grid, not %3x%4.</source>
        <translation>Les indices hors de la grille sont pour une grille %1x%2, pas %3x%4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="37"/>
        <source>The %1 block has %n row(s); the grid has %2.</source>
        <translation>
            <numerusform>Le bloc «&#xa0;%1&#xa0;» compte %n ligne&#xa0;; la grille en a %2.</numerusform>
            <numerusform>Le bloc «&#xa0;%1&#xa0;» compte %n lignes&#xa0;; la grille en a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="43"/>
        <source>Row %1 of the %2 block has %n entries; the grid has %3 columns.</source>
        <translation>
            <numerusform>La ligne %1 du bloc «&#xa0;%2&#xa0;» compte %n entrée&#xa0;; la grille a %3 colonnes.</numerusform>
            <numerusform>La ligne %1 du bloc «&#xa0;%2&#xa0;» compte %n entrées&#xa0;; la grille a %3 colonnes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="131"/>
        <source>%1: &quot;%2&quot; is not a cage clue (write 12+, 2-, 6* or 6x, 3/ or 3:, a number alone for a one-square cage, or - where there is none).</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un indice de cage (écrivez 12+, 2-, 6* ou 6x, 3/ ou 3:, un nombre seul pour une cage d’une case, ou - s’il n’y en a pas).</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="136"/>
        <source>%1: its cage already has a clue; a cage shows one.</source>
        <translation>%1&#xa0;: sa cage a déjà un indice&#xa0;; une cage n’en affiche qu’un.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="146"/>
        <source>The cage at %1 has squares that do not touch: give each cage its own label.</source>
        <translation>La cage en %1 a des cases qui ne se touchent pas&#xa0;: donnez à chaque cage sa propre étiquette.</translation>
    </message>
    <message>
        <location filename="../engine/core/CagesText.cpp" line="148"/>
        <source>The cage at %1 has no clue.</source>
        <translation>La cage en %1 n’a pas d’indice.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/CagesText.cpp" line="152"/>
        <source>The cage at %1 has %n square(s), but - and / take exactly two.</source>
        <translation>
            <numerusform>La cage en %1 a %n case, mais - et / en demandent exactement deux.</numerusform>
            <numerusform>La cage en %1 a %n cases, mais - et / en demandent exactement deux.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="37"/>
        <source>Cannot create a temporary file for the difficulty model.</source>
        <translation>Impossible de créer un fichier temporaire pour le modèle de difficulté.</translation>
    </message>
    <message>
        <location filename="../app/document/DifficultyModels.cpp" line="114"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="54"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="181"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="253"/>
        <source>The difficulty model is damaged (libsvm could not read it).</source>
        <translation>Le modèle de difficulté est endommagé (libsvm n’a pas pu le lire).</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="62"/>
        <source>Cannot write the difficulty model.</source>
        <translation>Impossible d’écrire le modèle de difficulté.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="138"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="207"/>
        <source>Training needs at least two labelled puzzles.</source>
        <translation>L’apprentissage demande au moins deux grilles étiquetées.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="179"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="247"/>
        <source>libsvm refused the training parameters: %1</source>
        <translation>libsvm a refusé les paramètres d’apprentissage&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="288"/>
        <location filename="../engine/difficulty/SvmModelBinary.cpp" line="46"/>
        <source>This is not a Puzzlesmith difficulty model, or it is damaged.</source>
        <translation>Ce n’est pas un modèle de difficulté Puzzlesmith, ou il est endommagé.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/SvmModel.cpp" line="194"/>
        <location filename="../engine/difficulty/SvmModel.cpp" line="397"/>
        <source>The difficulty model expects %1 features, not %2.</source>
        <translation>Le modèle de difficulté attend %1 caractéristiques, pas %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/GridSteps.cpp" line="45"/>
        <location filename="../engine/types/fillomino/FillominoStepSolver.cpp" line="52"/>
        <source>No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking).</source>
        <translation>Aucune technique ne s’applique ici. %1 peut valoir %2&#xa0;; essayer %3 mène à la solution (trouvée par retour arrière).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="68"/>
        <source>%1 must be %2: every other value is already in its row, column or box.</source>
        <translation>%1 doit valoir %2&#xa0;: toutes les autres valeurs sont déjà dans sa ligne, sa colonne ou son bloc.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="64"/>
        <source>%1 must be %2: it is the only value left for it.</source>
        <translation>%1 doit valoir %2&#xa0;: c’est la seule valeur qui lui reste.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="71"/>
        <source>%1 must be %2: every other value is already in its row, column or region, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 doit valoir %2&#xa0;: toutes les autres valeurs sont déjà dans sa ligne, sa colonne ou sa région, ou ont été barrées de ses candidats par une étape précédente (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="73"/>
        <source>%1 must be %2: every other value is already in its row, column or box, or was struck from its candidates by an earlier step (%3).</source>
        <translation>%1 doit valoir %2&#xa0;: toutes les autres valeurs sont déjà dans sa ligne, sa colonne ou son bloc, ou ont été barrées de ses candidats par une étape précédente (%3).</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="94"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="132"/>
        <source>%1 must be %2: it is the only cell of row %3 that can hold %2.</source>
        <translation>%1 doit valoir %2&#xa0;: c’est la seule case de la ligne %3 qui peut contenir %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="95"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="133"/>
        <source>%1 must be %2: it is the only cell of column %3 that can hold %2.</source>
        <translation>%1 doit valoir %2&#xa0;: c’est la seule case de la colonne %3 qui peut contenir %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="96"/>
        <source>%1 must be %2: it is the only cell of box %3 that can hold %2.</source>
        <translation>%1 doit valoir %2&#xa0;: c’est la seule case du bloc %3 qui peut contenir %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SingleTechniques.cpp" line="98"/>
        <source>%1 must be %2: it is the only cell of the diagonal %3 that can hold %2.</source>
        <translation>%1 doit valoir %2 : c’est la seule case de la diagonale %3 qui peut contenir %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="59"/>
        <source>%1 can only hold %2 between them, so no other cell of row %3 can hold those values.</source>
        <translation>%1 ne peuvent contenir à elles toutes que %2&#xa0;: aucune autre case de la ligne %3 ne peut donc contenir ces valeurs.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="60"/>
        <source>%1 can only hold %2 between them, so no other cell of column %3 can hold those values.</source>
        <translation>%1 ne peuvent contenir à elles toutes que %2&#xa0;: aucune autre case de la colonne %3 ne peut donc contenir ces valeurs.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="61"/>
        <source>%1 can only hold %2 between them, so no other cell of box %3 can hold those values.</source>
        <translation>%1 ne peuvent contenir à elles toutes que %2&#xa0;: aucune autre case du bloc %3 ne peut donc contenir ces valeurs.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="63"/>
        <source>%1 can only hold %2 between them, so no other cell of the diagonal %3 can hold those values.</source>
        <translation>%1 ne peuvent contenir que %2 à elles toutes : aucune autre case de la diagonale %3 ne peut donc contenir ces valeurs.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="124"/>
        <source>In row %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Dans la ligne %1, les valeurs %2 ne peuvent aller que dans %3 : ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="125"/>
        <source>In column %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Dans la colonne %1, les valeurs %2 ne peuvent aller que dans %3 : ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="126"/>
        <source>In box %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Dans le bloc %1, les valeurs %2 ne peuvent aller que dans %3 : ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="127"/>
        <source>In region %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Dans la région %1, les valeurs %2 ne peuvent aller que dans %3 : ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <location filename="../engine/logic/SubsetTechniques.cpp" line="128"/>
        <source>On the diagonal %1, the values %2 can only go in %3, so those cells hold nothing else.</source>
        <translation>Sur la diagonale %1, les valeurs %2 ne peuvent aller que dans %3 : ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <location filename="../engine/logic/WingTechniques.cpp" line="44"/>
        <source>%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6.</source>
        <translation>%1 vaut %2 ou %3&#xa0;: si %2, %4 vaut %6&#xa0;; si %3, %5 vaut %6. Aucune case qui voit à la fois %4 et %5 ne peut donc valoir %6.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="19"/>
        <source>%1 has no native solver; use --backend z3.</source>
        <translation>%1 n’a pas de solveur natif&#xa0;; utilisez --backend z3.</translation>
    </message>
    <message>
        <location filename="../engine/solve/BackendFactory.cpp" line="25"/>
        <source>Unknown solver backend &quot;%1&quot;; use native, z3 or z3-int.</source>
        <translation>Moteur de résolution «&#xa0;%1&#xa0;» inconnu&#xa0;; utilisez native, z3 ou z3-int.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="27"/>
        <source>A test for another solution needs a full reference that agrees with the givens and an empty square.</source>
        <translation>La recherche d’une autre solution demande une référence complète, compatible avec les indices, et une case vide.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="33"/>
        <source>The solver was given a %1x%2 grid for %3x%4 rules.</source>
        <translation>Le solveur a reçu une grille %1x%2 pour des règles %3x%4.</translation>
    </message>
    <message>
        <location filename="../engine/solve/SolverBackend.cpp" line="37"/>
        <source>The value %1 is out of range: values run from 1 to %2.</source>
        <translation>La valeur %1 est hors limites&#xa0;: les valeurs vont de 1 à %2.</translation>
    </message>
    <message>
        <location filename="../engine/solve/Z3Backend.cpp" line="94"/>
        <source>The z3 solver gave up on this puzzle (%1).</source>
        <translation>Le solveur z3 a abandonné cette grille (%1).</translation>
    </message>
    <message>
        <location filename="../engine/types/TypeRegistry.cpp" line="39"/>
        <source>Unknown puzzle type &quot;%1&quot;; supported: %2.</source>
        <translation>Type de jeu «&#xa0;%1&#xa0;» inconnu&#xa0;; types pris en charge&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="23"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="24"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="34"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="64"/>
        <source>The grid is %1x%2; these rules need %3x%4.</source>
        <translation>La grille fait %1x%2&#xa0;; ces règles demandent %3x%4.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="28"/>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="28"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="38"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="68"/>
        <source>%1 holds %2, but values only go up to %3 on this grid.</source>
        <translation>%1 contient %2, mais les valeurs ne vont que jusqu’à %3 sur cette grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="35"/>
        <source>%1 holds %2 and is joined to other squares holding %2: %3 squares in all (%1 to %4), but a region of %2 has exactly %2.</source>
        <translation>%1 contient %2 et touche d’autres cases contenant %2&#xa0;: %3 cases en tout (de %1 à %4), alors qu’une région de %2 en compte exactement %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="40"/>
        <source>%1 holds %2, but it is closed off on its own and a region of %2 needs %2 squares.</source>
        <translation>%1 contient %2, mais cette case est isolée et une région de %2 demande %2 cases.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoConflicts.cpp" line="45"/>
        <source>%1 holds %2, but its group is closed off at %3 squares (%1 to %4) and a region of %2 needs %2.</source>
        <translation>%1 contient %2, mais son groupe est fermé à %3 cases (de %1 à %4) et une région de %2 en demande %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoShape.cpp" line="10"/>
        <source>Grid size &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, for example 9x9 or 10x18.</source>
        <translation>La taille de grille «&#xa0;%1&#xa0;» n’est pas prise en charge&#xa0;: donnez-la sous la forme RxC (lignes x colonnes), avec R et C de %2 à %3, par exemple 9x9 ou 10x18.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="33"/>
        <source>The %1 at %2 is a complete region, so %3 cannot be %1.</source>
        <translation>Le %1 en %2 forme une région complète&#xa0;: %3 ne peut donc pas valoir %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="65"/>
        <source>The %1 at %2 has %3 of its %1 squares and can only grow into %4.</source>
        <translation>Le %1 en %2 a %3 de ses %1 cases et ne peut s’étendre que vers %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="101"/>
        <source>%1 must be 1: it has no empty neighbour, and none of the regions around it can take it in.</source>
        <translation>%1 doit valoir 1&#xa0;: cette case n’a aucune voisine vide, et aucune des régions qui l’entourent ne peut l’accueillir.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="144"/>
        <source>%1 cannot be %2: it would join the %2s at %3 into a region of %4 squares.</source>
        <translation>%1 ne peut pas valoir %2&#xa0;: cela joindrait les %2 de %3 en une région de %4 cases.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRegions.cpp" line="205"/>
        <source>%1 must be %2: the %2 at %3 has %4 of its %2 squares, and every way to complete it passes through %1.</source>
        <translation>%1 doit valoir %2&#xa0;: le %2 en %3 a %4 de ses %2 cases, et toute façon de le compléter passe par %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="163"/>
        <source>%1 must be %2: every other value has been ruled out there, or would need more room than there is around it.</source>
        <translation>%1 doit valoir %2&#xa0;: toutes les autres valeurs y sont exclues, ou demanderaient plus de place qu’il n’y en a autour.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="192"/>
        <source>%1 cannot be %2: there is not enough room around it for a region that big.</source>
        <translation>%1 ne peut pas valoir %2&#xa0;: il n’y a pas assez de place autour pour une région aussi grande.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueRoom.cpp" line="247"/>
        <source>%1 cannot be %2: no group of that value can grow to it without getting too big, and a new region of that size has no room there.</source>
        <translation>%1 ne peut pas valoir %2&#xa0;: aucun groupe de cette valeur ne peut l’atteindre sans devenir trop grand, et une nouvelle région de cette taille n’y a pas la place.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="190"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; no way of doing that puts %2.</source>
        <translation>Aucune région inachevée ne peut atteindre %1&#xa0;: ces cases doivent donc se partager en régions complètes à elles seules&#xa0;; aucune façon de le faire ne donne %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniqueSealed.cpp" line="193"/>
        <source>No unfinished region can reach %1, so these squares must be split into whole regions of their own; every way of doing that gives %2.</source>
        <translation>Aucune région inachevée ne peut atteindre %1&#xa0;: ces cases doivent donc se partager en régions complètes à elles seules&#xa0;; toute façon de le faire donne %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="32"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="42"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="38"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="21"/>
        <source>Row %1 has %2 twice (%3 and %4).</source>
        <translation>La ligne %1 contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="33"/>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="43"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="39"/>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="23"/>
        <source>Column %1 has %2 twice (%3 and %4).</source>
        <translation>La colonne %1 contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiConflicts.cpp" line="39"/>
        <source>The sign says %1 is smaller than %2, but it holds %3 and %2 holds %4.</source>
        <translation>Le signe dit que %1 est plus petit que %2, mais il contient %3 et %2 contient %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="49"/>
        <source>%1 holds %2, but its one-square cage shows %3.</source>
        <translation>%1 contient %2, mais sa cage d’une case affiche %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenConflicts.cpp" line="52"/>
        <source>The cage %1 at %2 is full but does not make %1.</source>
        <translation>La cage %1 en %2 est pleine mais ne donne pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="34"/>
        <source>&quot;%1&quot; is not a Keen game ID: %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Keen&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="73"/>
        <source>it is written N:&lt;blocks&gt;,&lt;clues&gt;.</source>
        <translation>il s’écrit N:&lt;blocs&gt;,&lt;indices&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="77"/>
        <source>a KenKen grid here is 3x3 to 12x12.</source>
        <translation>une grille de KenKen fait ici de 3x3 à 12x12.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="86"/>
        <source>its cage layout holds a character other than _ and a to z.</source>
        <translation>la disposition de ses cages contient un caractère autre que _ et a à z.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="94"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="99"/>
        <source>its cage layout runs past the grid&apos;s edges.</source>
        <translation>la disposition de ses cages dépasse les bords de la grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="103"/>
        <source>its cage layout stops before the grid&apos;s last edge.</source>
        <translation>la disposition de ses cages s’arrête avant le dernier bord de la grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="105"/>
        <source>the clues after the comma are missing.</source>
        <translation>les indices après la virgule manquent.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="120"/>
        <source>it has fewer clues than cages.</source>
        <translation>il a moins d’indices que de cages.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="123"/>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="141"/>
        <source>a clue is a, s, m or d followed by its target.</source>
        <translation>un indice s’écrit a, s, m ou d suivi de sa cible.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="126"/>
        <source>a clue&apos;s target is at least 1.</source>
        <translation>la cible d’un indice vaut au moins 1.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="128"/>
        <source>a clue&apos;s target is too large for any cage.</source>
        <translation>la cible d’un indice est trop grande pour toute cage.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="131"/>
        <source>a one-square cage shows a value outside the grid&apos;s range.</source>
        <translation>une cage d’une case affiche une valeur hors des limites de la grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="144"/>
        <source>a subtraction or division cage has exactly two squares.</source>
        <translation>une cage de soustraction ou de division a exactement deux cases.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenGameId.cpp" line="147"/>
        <source>it has more clues than cages.</source>
        <translation>il a plus d’indices que de cages.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="103"/>
        <source>Row %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>La somme de la ligne %1 vaut %2&#xa0;; les cages et valeurs entièrement à l’intérieur font %3, donc %4 totalisent %5. Il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="104"/>
        <source>Column %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.</source>
        <translation>La somme de la colonne %1 vaut %2&#xa0;; les cages et valeurs entièrement à l’intérieur font %3, donc %4 totalisent %5. Il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="107"/>
        <source>Rows %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>La somme des lignes %1 et %2 vaut %3&#xa0;; les cages et valeurs entièrement à l’intérieur font %4, donc %5 totalisent %6. Il reste %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenLineSum.cpp" line="108"/>
        <source>Columns %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.</source>
        <translation>La somme des colonnes %1 et %2 vaut %3&#xa0;; les cages et valeurs entièrement à l’intérieur font %4, donc %5 totalisent %6. Il reste %7.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="16"/>
        <source>KenKen size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 6x6.</source>
        <translation>La taille de KenKen «&#xa0;%1&#xa0;» n’est pas prise en charge&#xa0;: donnez-la sous la forme NxN avec N de %2 à %3, par exemple 6x6.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenRules.cpp" line="39"/>
        <source>KenKen %1</source>
        <translation>KenKen %1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="84"/>
        <source>The only values that can make the %1 cage at %2 are %3, so its squares can hold no others.</source>
        <translation>Les seules valeurs qui peuvent donner la cage %1 en %2 sont %3&#xa0;: ses cases ne peuvent donc pas en contenir d’autres.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="105"/>
        <source>No values left for the %1 cage at %2 reach its target: the grid has a mistake.</source>
        <translation>Aucune des valeurs restantes pour la cage %1 en %2 n’atteint sa cible&#xa0;: la grille contient une erreur.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="106"/>
        <source>Only some values make the %1 cage at %2: that leaves %3.</source>
        <translation>Seules certaines valeurs donnent la cage %1 en %2&#xa0;: il reste %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="131"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in row %4, so no other square of row %4 can be %3.</source>
        <translation>Toute façon de remplir la cage %1 en %2 place un %3 dans la ligne %4&#xa0;: aucune autre case de la ligne %4 ne peut donc valoir %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechniques.cpp" line="132"/>
        <source>Every way to make the %1 cage at %2 puts a %3 in column %4, so no other square of column %4 can be %3.</source>
        <translation>Toute façon de remplir la cage %1 en %2 place un %3 dans la colonne %4&#xa0;: aucune autre case de la colonne %4 ne peut donc valoir %3.</translation>
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
        <translation>Une grille de Futoshiki doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="40"/>
        <source>A KenKen grid must be square, not %1x%2.</source>
        <translation>Une grille de KenKen doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="25"/>
        <source>Box %1 has %2 twice (%3 and %4).</source>
        <translation>Le bloc %1 contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="26"/>
        <source>Region %1 has %2 twice (%3 and %4).</source>
        <translation>La région %1 contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="33"/>
        <source>Sudoku %1x%1 (%2 boxes)</source>
        <translation>Sudoku %1x%1 (blocs %2)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="96"/>
        <source>The grid is %1x%2; these rules need %3x%3.</source>
        <translation>La grille fait %1x%2&#xa0;; ces règles demandent %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuRules.cpp" line="100"/>
        <source>%1 holds %2, but values only go up to %3.</source>
        <translation>%1 contient %2, mais les valeurs ne vont que jusqu’à %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="9"/>
        <source>Box shape &quot;%1&quot; is not supported: give it as RxC (rows x columns) with R and C at least 2 and R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.</source>
        <translation>La forme de bloc «&#xa0;%1&#xa0;» n’est pas prise en charge&#xa0;: donnez-la sous la forme RxC (lignes x colonnes), avec R et C au moins 2 et R*C de 4 à 25, par exemple 2x2, 2x3, 3x3, 3x4, 4x4 ou 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="41"/>
        <source>A grid of regions must be n x n with n from 4 to 25, and give a region for every square.</source>
        <translation>Une grille de régions doit faire n x n, avec n de 4 à 25, et donner une région à chaque case.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="45"/>
        <source>A %1x%1 grid has regions 1 to %1, not %2.</source>
        <translation>Une grille %1x%1 a les régions 1 à %1, pas %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="50"/>
        <source>Region %1 has %2 squares; each region of a %3x%3 grid must have %3.</source>
        <translation>La région %1 a %2 cases&#xa0;; chaque région d’une grille %3x%3 doit en avoir %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuShape.cpp" line="91"/>
        <source>No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25).</source>
        <translation>Aucun bloc de Sudoku ne convient à une grille %1x%1&#xa0;: le côté doit valoir R*C avec R et C au moins 2, de 4 à 25 (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 ou 25).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="22"/>
        <source>%1×%1 (boxes %2×%3)</source>
        <translation>%1×%1 (blocs %2×%3)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="33"/>
        <source>A Sudoku grid must be square, not %1.</source>
        <translation>Une grille de Sudoku doit être carrée, pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="37"/>
        <source>&quot;%1&quot; is not a size; write it as 9x9.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une taille&#xa0;; écrivez-la sous la forme 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="63"/>
        <source>A Sudoku grid must be square, not %1x%2.</source>
        <translation>Une grille de Sudoku doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoRules.h" line="23"/>
        <source>Fillomino %1</source>
        <translation>Fillomino %1</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="205"/>
        <source>A group&apos;s model needs at least one label.</source>
        <translation>Le modèle d’un groupe demande au moins une étiquette.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/GroupModel.cpp" line="209"/>
        <source>A label&apos;s puzzle does not fit the built-in difficulty model.</source>
        <translation>La grille d’une étiquette ne convient pas au modèle de difficulté intégré.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/PlayerLearningCurve.cpp" line="14"/>
        <source>The learning curve needs %1 puzzles, not %2.</source>
        <translation>La courbe d’apprentissage demande %1 grilles, pas %2.</translation>
    </message>
    <message>
        <location filename="../engine/difficulty/TeacherSimulation.cpp" line="18"/>
        <source>Too few puzzles for the simulated teacher: the labels need some left over to be checked on.</source>
        <translation>Trop peu de grilles pour l’enseignant simulé&#xa0;: il doit en rester après les étiquettes pour les vérifier.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="9"/>
        <source>The puzzle has %1 more lines after its rows of values; this type has only values.</source>
        <translation>La grille a %1 lignes de plus après ses lignes de valeurs&#xa0;; ce type n’a que des valeurs.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="17"/>
        <source>This type&apos;s puzzles have no cages or regions, but the file gives some.</source>
        <translation>Les grilles de ce type n’ont ni cages ni régions, mais le fichier en donne.</translation>
    </message>
    <message>
        <location filename="../engine/types/PuzzleFormat.cpp" line="22"/>
        <source>&quot;%1&quot; is a game ID, but this type reads none.</source>
        <translation>«&#xa0;%1&#xa0;» est un identifiant de partie, mais ce type n’en lit aucun.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="20"/>
        <source>Filling (Fillomino)</source>
        <translation>Filling (Fillomino)</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="37"/>
        <source>&quot;%1&quot; is not a Filling (Fillomino) game ID, which reads WxH:&lt;description&gt;.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Filling (Fillomino), qui s’écrit WxH:&lt;description&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="42"/>
        <source>the Filling ID&apos;s size %1x%2 is not supported: a grid has 1 to 64 columns and 1 to 64 rows.</source>
        <translation>la taille %1x%2 de l’identifiant Filling n’est pas prise en charge&#xa0;: une grille a de 1 à 64 colonnes et de 1 à 64 lignes.</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="49"/>
        <source>&apos;%1&apos; does not belong in a Filling ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and one digit for each given.</source>
        <translation>&apos;%1&apos; n’a pas sa place dans la description d’un identifiant Filling&#xa0;: elle contient &apos;a&apos;-&apos;z&apos; pour des suites de cases vides et un chiffre par indice.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/fillomino/FillominoFormat.cpp" line="53"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%2 grid has %3.</source>
        <translation>
            <numerusform>la description de l’identifiant de partie couvre %n case, mais sa grille %1x%2 en a %3.</numerusform>
            <numerusform>la description de l’identifiant de partie couvre %n cases, mais sa grille %1x%2 en a %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="70"/>
        <source>&quot;%1&quot; is a jigsaw game ID with X diagonals or cage sums, which are not supported.</source>
        <translation>«&#xa0;%1&#xa0;» est un identifiant de partie de Sudoku irrégulier avec diagonales X ou sommes de cages, qui ne sont pas prises en charge.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="83"/>
        <source>The game ID &quot;%1&quot; has more givens and gaps than its %2x%2 grid has squares.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» a plus d’indices et de vides que sa grille %2x%2 n’a de cases.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="96"/>
        <source>The game ID &quot;%1&quot; gives %2, but a %3x%3 grid holds 1 to %3.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» donne %2, mais une grille %3x%3 contient 1 à %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="101"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its grid, where only letters, numbers and &apos;_&apos; belong.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» a &apos;%2&apos; dans sa grille, où n’ont leur place que des lettres, des nombres et &apos;_&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="106"/>
        <source>The game ID &quot;%1&quot; describes %2 squares, but its %3x%3 grid has %4.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» décrit %2 cases, mais sa grille %3x%3 en a %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="116"/>
        <source>The game ID &quot;%1&quot; has &apos;%2&apos; in its regions, where only letters and &apos;_&apos; belong.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» a &apos;%2&apos; dans ses régions, où n’ont leur place que des lettres et &apos;_&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="119"/>
        <source>The game ID &quot;%1&quot; describes more region borders than a %2x%2 grid has.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» décrit plus de bords de région qu’une grille %2x%2 n’en a.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="121"/>
        <source>The game ID &quot;%1&quot; describes too few region borders for a %2x%2 grid.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» décrit trop peu de bords de région pour une grille %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="129"/>
        <source>The game ID &quot;%1&quot; has %2 regions; a %3x%3 grid needs %3.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» a %2 régions&#xa0;; une grille %3x%3 en demande %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="136"/>
        <source>The game ID &quot;%1&quot; has a region of %2 squares (the one at %3); each must have %4.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» a une région de %2 cases (celle en %3)&#xa0;; chacune doit en avoir %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="144"/>
        <source>rows of region labels</source>
        <translation>lignes d’étiquettes des régions</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="150"/>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="42"/>
        <source>A Jigsaw Sudoku grid must be square, not %1x%2.</source>
        <translation>Une grille de Sudoku irrégulier doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="152"/>
        <source>The puzzle has %1 rows of region labels; its grid needs %2.</source>
        <translation>La grille a %1 lignes d’étiquettes des régions&#xa0;; il en faut %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="166"/>
        <source>Row %1 of the region labels has %2 labels; the grid is %3 squares wide.</source>
        <translation>La ligne %1 des étiquettes des régions a %2 étiquettes&#xa0;; la grille a %3 cases de large.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="176"/>
        <source>The region labels name %1 regions; a %2x%2 grid needs %2.</source>
        <translation>Les étiquettes nomment %1 régions&#xa0;; une grille %2x%2 en demande %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="183"/>
        <source>Region %1 has %2 squares; each region must have %3.</source>
        <translation>La région %1 a %2 cases&#xa0;; chaque région doit en avoir %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="186"/>
        <source>The squares of region %1 do not all touch: each region must be one connected piece.</source>
        <translation>Les cases de la région %1 ne se touchent pas toutes&#xa0;: chaque région doit être d’un seul tenant.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="217"/>
        <source>Solo jigsaw (Jigsaw Sudoku)</source>
        <translation>Solo jigsaw (Sudoku irrégulier)</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="240"/>
        <source>&quot;%1&quot; is not a Solo jigsaw game ID, which reads Nj:&lt;grid&gt;,&lt;regions&gt; (9j:... for 9x9).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Solo jigsaw, qui s’écrit Nj:&lt;grille&gt;,&lt;régions&gt; (9j:... pour 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; is for a %2x%2 grid; Jigsaw Sudoku grids go from 4x4 to 12x12.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» est pour une grille %2x%2&#xa0;; les grilles de Sudoku irrégulier vont de 4x4 à 12x12.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; must have its grid, a comma, then its regions.</source>
        <translation>L’identifiant de partie «&#xa0;%1&#xa0;» doit avoir sa grille, une virgule, puis ses régions.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawNativeSolver.cpp" line="21"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="123"/>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="141"/>
        <location filename="../engine/types/jigsaw/JigsawStepSolver.cpp" line="23"/>
        <source>The puzzle&apos;s regions are not %1 connected regions of %1 squares each.</source>
        <translation>Les régions de la grille ne sont pas %1 régions d’un seul tenant de %1 cases chacune.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="18"/>
        <source>Jigsaw Sudoku size &quot;%1&quot; is not supported: give it as NxN with N from 4 to 12, for example 9x9.</source>
        <translation>La taille de Sudoku irrégulier «&#xa0;%1&#xa0;» n’est pas prise en charge&#xa0;: donnez-la sous la forme NxN avec N de 4 à 12, par exemple 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawRules.cpp" line="51"/>
        <source>Jigsaw Sudoku %1x%1</source>
        <translation>Sudoku irrégulier %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="22"/>
        <source>clues, then cage labels</source>
        <translation>indices, puis étiquettes des cages</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="47"/>
        <source>Row %1 of the solved grid holds &quot;%2&quot; where a value from 1 to %3 belongs.</source>
        <translation>La ligne %1 de la grille résolue contient «&#xa0;%2&#xa0;» là où doit figurer une valeur de 1 à %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="52"/>
        <source>Row %1 of the solved grid has %2 values, not %3.</source>
        <translation>La ligne %1 de la grille résolue a %2 valeurs, pas %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="81"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (clues, then labels).</source>
        <translation>
            <numerusform>Les cages occupent %n ligne de texte&#xa0;; une grille de %1 lignes en demande %2 (indices, puis étiquettes).</numerusform>
            <numerusform>Les cages occupent %n lignes de texte&#xa0;; une grille de %1 lignes en demande %2 (indices, puis étiquettes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="86"/>
        <source>The cage at %1 shows %2, but the grid holds something else there.</source>
        <translation>La cage en %1 affiche %2, mais la grille contient autre chose à cet endroit.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="91"/>
        <source>Keen (KenKen)</source>
        <translation>Keen (KenKen)</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenFormat.cpp" line="110"/>
        <source>&quot;%1&quot; is not a Keen (KenKen) game ID, which reads N:&lt;cages&gt;,&lt;clues&gt;.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Keen (KenKen), qui s’écrit N:&lt;cages&gt;,&lt;indices&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="14"/>
        <source>Solo (Sudoku)</source>
        <translation>Solo (Sudoku)</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="32"/>
        <source>&quot;%1&quot; is not a plain Solo (Sudoku) game ID, which reads CxR:&lt;description&gt;; Solo IDs with cages, X diagonals or regions are read by their own puzzle types, if any.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Solo (Sudoku) simple, qui s’écrit CxR:&lt;description&gt;&#xa0;; les identifiants Solo avec cages, diagonales X ou régions sont lus par leur propre type de jeu, s’il existe.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="38"/>
        <source>the Solo ID&apos;s box %1x%2 is not supported: a box has at least 2 rows and 2 columns, and the grid (rows times columns of the box) at most 64 squares a side.</source>
        <translation>le bloc %1x%2 de l’identifiant Solo n’est pas pris en charge&#xa0;: un bloc a au moins 2 lignes et 2 colonnes, et la grille (lignes fois colonnes du bloc) au plus 64 cases de côté.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="45"/>
        <source>&apos;%1&apos; does not belong in a Solo ID&apos;s description: it holds &apos;a&apos;-&apos;z&apos; for runs of empty squares and givens as numbers from 1, with &apos;_&apos; between two givens.</source>
        <translation>&apos;%1&apos; n’a pas sa place dans la description d’un identifiant Solo&#xa0;: elle contient &apos;a&apos;-&apos;z&apos; pour des suites de cases vides et les indices en nombres à partir de 1, avec &apos;_&apos; entre deux indices.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="49"/>
        <source>the game ID&apos;s description covers %n square(s), but its %1x%1 grid has %2.</source>
        <translation>
            <numerusform>la description de l’identifiant de partie couvre %n case, mais sa grille %1x%1 en a %2.</numerusform>
            <numerusform>la description de l’identifiant de partie couvre %n cases, mais sa grille %1x%1 en a %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuFormat.cpp" line="55"/>
        <source>the given %1 is too large for a %2x%2 Sudoku, whose values run from 1 to %2.</source>
        <translation>l’indice %1 est trop grand pour un Sudoku %2x%2, dont les valeurs vont de 1 à %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuSolutionMaker.cpp" line="136"/>
        <source>These regions leave no way to fill the grid.</source>
        <translation>Ces régions ne laissent aucune façon de remplir la grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageSteps.cpp" line="75"/>
        <source>The cage at %1 adds up to %2 with %3 different values; only some values make it: that leaves %4.</source>
        <translation>La cage en %1 fait %2 avec %3 valeurs différentes ; seules certaines valeurs y parviennent : il reste %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="47"/>
        <source>A cage lies outside the grid.</source>
        <translation>Une cage sort de la grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="50"/>
        <source>The cage at %1 is not a sum cage.</source>
        <translation>La cage en %1 n&apos;est pas une cage de somme.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="53"/>
        <source>The cage at %1 has %2 twice (%3 and %4).</source>
        <translation>La cage en %1 contient %2 deux fois (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerConflicts.cpp" line="56"/>
        <source>The cage at %1 adds up to %2, not %3.</source>
        <translation>La cage en %1 fait %2, pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="42"/>
        <source>Row %1 of the cage sums has %2 entries, not %3.</source>
        <translation>La ligne %1 des sommes de cages a %2 entrées, pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="43"/>
        <source>Row %1 of the cage labels has %2 entries, not %3.</source>
        <translation>La ligne %1 des étiquettes de cages a %2 entrées, pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="60"/>
        <source>The cage sum &quot;%1&quot; at %2 is not a number.</source>
        <translation>La somme de cage « %1 » en %2 n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="62"/>
        <source>The cage at %1 has two sums (at %2 too).</source>
        <translation>La cage en %1 a deux sommes (aussi en %2).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="69"/>
        <source>The cage at %1 has no sum.</source>
        <translation>La cage en %1 n&apos;a pas de somme.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="102"/>
        <source>The cage at %1 is one square with the sum %2, which is no value from 1 to %3.</source>
        <translation>La cage en %1 est une seule case de somme %2, qui n&apos;est pas une valeur de 1 à %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="125"/>
        <source>cage sums, then cage labels, then optionally givens</source>
        <translation>sommes des cages, puis étiquettes des cages, puis éventuellement les données</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="136"/>
        <source>Row %1 of the givens has %2 entries, not %3.</source>
        <translation>La ligne %1 des données a %2 entrées, pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="143"/>
        <source>The given &quot;%1&quot; at %2 is not a value from 1 to %3.</source>
        <translation>La donnée « %1 » en %2 n&apos;est pas une valeur de 1 à %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/types/killer/KillerFormat.cpp" line="189"/>
        <source>The cages have %n line(s); a grid of %1 rows needs %2 (sums, then labels).</source>
        <translation>
            <numerusform>Les cages ont %n ligne ; une grille de %1 lignes en demande %2 (sommes, puis étiquettes).</numerusform>
            <numerusform>Les cages ont %n lignes ; une grille de %1 lignes en demande %2 (sommes, puis étiquettes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="194"/>
        <source>Solo killer (Killer Sudoku)</source>
        <translation>Solo killer (Sudoku killer)</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="213"/>
        <source>&quot;%1&quot; is not a Solo killer game ID, which reads RxCk:&lt;grid&gt;,&lt;cages&gt;,&lt;sums&gt; (3x3k:... for 9x9).</source>
        <translation>« %1 » n&apos;est pas un identifiant de partie Solo killer, qui s&apos;écrit RxCk:&lt;grille&gt;,&lt;cages&gt;,&lt;sommes&gt; (3x3k:... pour 9x9).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="220"/>
        <source>The game ID &quot;%1&quot; is for a grid Killer Sudoku does not support (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</source>
        <translation>L&apos;identifiant de partie « %1 » est pour une grille que le Sudoku killer ne prend pas en charge (4x4, 6x6, 8x8, 9x9, 10x10, 12x12).</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="224"/>
        <source>The game ID &quot;%1&quot; has boxes of %2 rows and %3 columns; a %4x%4 Killer Sudoku has them %5x%6.</source>
        <translation>L&apos;identifiant de partie « %1 » a des blocs de %2 lignes et %3 colonnes ; un Sudoku killer %4x%4 les a en %5x%6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="231"/>
        <source>The game ID &quot;%1&quot; must have its grid, its cages and its sums, separated by commas.</source>
        <translation>L&apos;identifiant de partie « %1 » doit avoir sa grille, ses cages et ses sommes, séparées par des virgules.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="238"/>
        <source>The game ID &quot;%1&quot; does not describe the %2 squares of its grid.</source>
        <translation>L&apos;identifiant de partie « %1 » ne décrit pas les %2 cases de sa grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="243"/>
        <source>The game ID &quot;%1&quot; gives a value above %2.</source>
        <translation>L&apos;identifiant de partie « %1 » donne une valeur supérieure à %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="248"/>
        <source>The game ID &quot;%1&quot; does not describe the cages of a %2x%2 grid.</source>
        <translation>L&apos;identifiant de partie « %1 » ne décrit pas les cages d&apos;une grille %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="256"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 more than one sum.</source>
        <translation>L&apos;identifiant de partie « %1 » donne plus d&apos;une somme à la cage en %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerFormat.cpp" line="263"/>
        <source>The game ID &quot;%1&quot; gives the cage at %2 no sum.</source>
        <translation>L&apos;identifiant de partie « %1 » ne donne pas de somme à la cage en %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="17"/>
        <source>Killer Sudoku size &quot;%1&quot; is not supported: give it as NxN with N one of 4, 6, 8, 9, 10 or 12, for example 9x9.</source>
        <translation>La taille de Sudoku killer « %1 » n&apos;est pas prise en charge : donnez-la sous la forme NxN avec N parmi 4, 6, 8, 9, 10 ou 12, par exemple 9x9.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRules.cpp" line="41"/>
        <source>Killer Sudoku %1x%1</source>
        <translation>Sudoku killer %1x%1</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="37"/>
        <source>A Killer Sudoku grid must be square, not %1x%2.</source>
        <translation>Une grille de Sudoku killer doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="150"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : la ligne %1 contient %2 en tout, et les cages entièrement à l&apos;intérieur font %3, donc %4, les cases hors de ces cages, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="151"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : la colonne %1 contient %2 en tout, et les cages entièrement à l&apos;intérieur font %3, donc %4, les cases hors de ces cages, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="152"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : le bloc %1 contient %2 en tout, et les cages entièrement à l&apos;intérieur font %3, donc %4, les cases hors de ces cages, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="153"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : les lignes %1 contiennent %2 en tout, et les cages entièrement à l&apos;intérieur font %3, donc %4, les cases hors de ces cages, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="154"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : les colonnes %1 contiennent %2 en tout, et les cages entièrement à l&apos;intérieur font %3, donc %4, les cases hors de ces cages, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="155"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.</source>
        <translation>Règle des 45&#xa0;: les blocs %1 contiennent %2 en tout, et les cages entièrement à l’intérieur font %3, donc %4, leurs cases hors de ces cages, font %5&#xa0;: il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="163"/>
        <source>Rule of 45: row %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the row, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : la ligne %1 contient %2 en tout, et les cages qui y entrent font %3, donc %4, leurs cases à l&apos;extérieur, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="164"/>
        <source>Rule of 45: column %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the column, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : la colonne %1 contient %2 en tout, et les cages qui y entrent font %3, donc %4, leurs cases à l&apos;extérieur, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="165"/>
        <source>Rule of 45: box %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the box, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : le bloc %1 contient %2 en tout, et les cages qui y entrent font %3, donc %4, leurs cases à l&apos;extérieur, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="166"/>
        <source>Rule of 45: rows %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those rows, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : les lignes %1 contiennent %2 en tout, et les cages qui y entrent font %3, donc %4, leurs cases à l&apos;extérieur, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="167"/>
        <source>Rule of 45: columns %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those columns, add up to %5: that leaves %6.</source>
        <translation>Règle des 45 : les colonnes %1 contiennent %2 en tout, et les cages qui y entrent font %3, donc %4, leurs cases à l&apos;extérieur, font %5 : il reste %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerRule45.cpp" line="168"/>
        <source>Rule of 45: boxes %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those boxes, add up to %5: that leaves %6.</source>
        <translation>Règle des 45&#xa0;: les blocs %1 contiennent %2 en tout, et les cages qui les couvrent font %3, donc %4, leurs cases hors de ces blocs, font %5&#xa0;: il reste %6.</translation>
    </message>
    <message>
        <location filename="../app/document/BuiltInTrainingData.cpp" line="127"/>
        <source>This puzzle type has no clue count to simulate a teacher with.</source>
        <translation>Ce type de grille n’a pas de nombre d’indices avec lequel simuler un enseignant.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="35"/>
        <source>A Futoshiki grid of %1 rows takes %2 lines of values and signs, not %3.</source>
        <translation>Une grille de Futoshiki de %1 lignes demande %2 lignes de valeurs et de signes, pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="53"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="66"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 values from 1 to %3 (&quot;.&quot; for an empty square) with &quot;&lt;&quot; or &quot;&gt;&quot; between two of them.</source>
        <translation>La ligne %1 («&#xa0;%2&#xa0;») devrait contenir %3 valeurs de 1 à %3 («&#xa0;.&#xa0;» pour une case vide) avec «&#xa0;&lt;&#xa0;» ou «&#xa0;&gt;&#xa0;» entre deux d’entre elles.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="60"/>
        <source>The signs&apos; lines show %1 at %2, but the grid holds something else there.</source>
        <translation>Les lignes de signes montrent %1 en %2, mais la grille contient autre chose à cet endroit.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="73"/>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="83"/>
        <source>Line %1 (&quot;%2&quot;) should hold %3 marks between two rows: &quot;^&quot;, &quot;v&quot; or &quot;.&quot;.</source>
        <translation>La ligne %1 («&#xa0;%2&#xa0;») devrait contenir %3 marques entre deux lignes&#xa0;: «&#xa0;^&#xa0;», «&#xa0;v&#xa0;» ou «&#xa0;.&#xa0;».</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="146"/>
        <source>rows of values with signs, and lines of signs between them</source>
        <translation>des lignes de valeurs avec des signes, et des lignes de signes entre elles</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="175"/>
        <source>Unequal (Futoshiki)</source>
        <translation>Unequal (Futoshiki)</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="183"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) description of a %2x%2 grid.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une description Unequal (Futoshiki) d’une grille %2x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="282"/>
        <source>&quot;%1&quot; is an Unequal game ID in its adjacent mode (&quot;Na:&quot;), which is not supported: Futoshiki reads Unequal&apos;s plain mode (&quot;N:&quot;) only.</source>
        <translation>« %1 » est un identifiant de partie Unequal en mode adjacent (« Na: »), qui n’est pas pris en charge : Futoshiki ne lit que le mode normal d’Unequal (« N: »).</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiFormat.cpp" line="285"/>
        <source>&quot;%1&quot; is not an Unequal (Futoshiki) game ID, which reads N:&lt;squares&gt;.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Unequal (Futoshiki), qui s’écrit N:&lt;cases&gt;.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="15"/>
        <source>Futoshiki size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5.</source>
        <translation>La taille de Futoshiki «&#xa0;%1&#xa0;» n’est pas prise en charge&#xa0;: indiquez-la sous la forme NxN avec N de %2 à %3, par exemple 5x5.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiRules.cpp" line="36"/>
        <source>Futoshiki %1</source>
        <translation>Futoshiki %1</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="78"/>
        <source>The sign makes %1 smaller than %2: %1 stays below %3, the largest value %2 can hold, and %2 stays above %4, the smallest value %1 can hold.</source>
        <translation>Le signe rend %1 plus petit que %2&#xa0;: %1 reste sous %3, la plus grande valeur possible de %2, et %2 reste au-dessus de %4, la plus petite valeur possible de %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="120"/>
        <source>Along the signs %1 is larger than %2, which lie in one row and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Le long des signes, %1 est plus grand que %2, qui sont dans une même ligne et contiennent donc %3 valeurs différentes&#xa0;: l’une d’elles vaut au moins %4, donc %1 est plus grand que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="122"/>
        <source>Along the signs %1 is larger than %2, which lie in one column and so hold %3 different values: one of them is at least %4, so %1 is more than %4.</source>
        <translation>Le long des signes, %1 est plus grand que %2, qui sont dans une même colonne et contiennent donc %3 valeurs différentes&#xa0;: l’une d’elles vaut au moins %4, donc %1 est plus grand que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="124"/>
        <source>Along the signs %1 is smaller than %2, which lie in one row and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Le long des signes, %1 est plus petit que %2, qui sont dans une même ligne et contiennent donc %3 valeurs différentes&#xa0;: l’une d’elles vaut au plus %4, donc %1 est plus petit que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiSignSteps.cpp" line="126"/>
        <source>Along the signs %1 is smaller than %2, which lie in one column and so hold %3 different values: one of them is at most %4, so %1 is less than %4.</source>
        <translation>Le long des signes, %1 est plus petit que %2, qui sont dans une même colonne et contiennent donc %3 valeurs différentes&#xa0;: l’une d’elles vaut au plus %4, donc %1 est plus petit que %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="104"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in row %4 (%5), so the rest of row %4 has no %3.</source>
        <translation>Chaque ensemble de valeurs qui donne à la cage en %1 la somme %2 contient %3, et dans la cage %3 ne peut aller que dans la ligne %4 (%5)&#xa0;: le reste de la ligne %4 n’a donc pas de %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="105"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in column %4 (%5), so the rest of column %4 has no %3.</source>
        <translation>Chaque ensemble de valeurs qui donne à la cage en %1 la somme %2 contient %3, et dans la cage %3 ne peut aller que dans la colonne %4 (%5)&#xa0;: le reste de la colonne %4 n’a donc pas de %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="106"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="107"/>
        <source>Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in box %4 (%5), so the rest of box %4 has no %3.</source>
        <translation>Chaque ensemble de valeurs qui donne à la cage en %1 la somme %2 contient %3, et dans la cage %3 ne peut aller que dans le bloc %4 (%5)&#xa0;: le reste du bloc %4 n’a donc pas de %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="153"/>
        <source>In row %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>Dans la ligne %1, la valeur %2 ne peut aller que dans %3, cases de la cage en %4 : cette cage contient donc %2. Des ensembles de valeurs de somme %5, seuls ceux avec %2 restent, ce qui laisse %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="154"/>
        <source>In column %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>Dans la colonne %1, la valeur %2 ne peut aller que dans %3, cases de la cage en %4 : cette cage contient donc %2. Des ensembles de valeurs de somme %5, seuls ceux avec %2 restent, ce qui laisse %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="155"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="156"/>
        <source>In box %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.</source>
        <translation>Dans le bloc %1, la valeur %2 ne peut aller que dans %3, cases de la cage en %4 : cette cage contient donc %2. Des ensembles de valeurs de somme %5, seuls ceux avec %2 restent, ce qui laisse %6.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="208"/>
        <source>Hidden cage: %1, the squares of row %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Cage cachée&#xa0;: %1, les cases de la ligne %2 hors des cages entièrement à l’intérieur, font %3 avec des valeurs différentes, comme une cage&#xa0;; les ensembles de valeurs qui le permettent laissent %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="209"/>
        <source>Hidden cage: %1, the squares of column %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Cage cachée&#xa0;: %1, les cases de la colonne %2 hors des cages entièrement à l’intérieur, font %3 avec des valeurs différentes, comme une cage&#xa0;; les ensembles de valeurs qui le permettent laissent %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="210"/>
        <location filename="../engine/types/killer/KillerCageUnits.cpp" line="211"/>
        <source>Hidden cage: %1, the squares of box %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.</source>
        <translation>Cage cachée&#xa0;: %1, les cases du bloc %2 hors des cages entièrement à l’intérieur, font %3 avec des valeurs différentes, comme une cage&#xa0;; les ensembles de valeurs qui le permettent laissent %4.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="35"/>
        <source>Only one building is seen from above column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis le haut de la colonne %1 : le plus haut, %2, est donc juste à côté de l’indice : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="36"/>
        <source>Only one building is seen from below column %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis le bas de la colonne %1 : le plus haut, %2, est donc juste à côté de l’indice : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="37"/>
        <source>Only one building is seen from the left of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis la gauche de la ligne %1 : le plus haut, %2, est donc juste à côté de l’indice : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="38"/>
        <source>Only one building is seen from the right of row %1, so the tallest, %2, stands next to the clue: %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis la droite de la ligne %1 : le plus haut, %2, est donc juste à côté de l’indice : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="39"/>
        <source>All %1 buildings are seen from above column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>On voit les %1 immeubles depuis le haut de la colonne %2&#xa0;: ils montent donc 1, 2, ... depuis l’indice&#xa0;: %4 vaut %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="40"/>
        <source>All %1 buildings are seen from below column %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>On voit les %1 immeubles depuis le bas de la colonne %2&#xa0;: ils montent donc 1, 2, ... depuis l’indice&#xa0;: %4 vaut %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="41"/>
        <source>All %1 buildings are seen from the left of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>On voit les %1 immeubles depuis la gauche de la ligne %2&#xa0;: ils montent donc 1, 2, ... depuis l’indice&#xa0;: %4 vaut %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="42"/>
        <source>All %1 buildings are seen from the right of row %2, so they rise 1, 2, ... from the clue: %4 is %3.</source>
        <translation>On voit les %1 immeubles depuis la droite de la ligne %2&#xa0;: ils montent donc 1, 2, ... depuis l’indice&#xa0;: %4 vaut %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="159"/>
        <source>%1 buildings are seen from above column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>On voit %1 immeubles depuis le haut de la colonne %2&#xa0;: chaque grand immeuble a besoin de place devant lui pour les plus petits vus avant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="160"/>
        <source>%1 buildings are seen from below column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>On voit %1 immeubles depuis le bas de la colonne %2&#xa0;: chaque grand immeuble a besoin de place devant lui pour les plus petits vus avant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="161"/>
        <source>%1 buildings are seen from the left of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>On voit %1 immeubles depuis la gauche de la ligne %2&#xa0;: chaque grand immeuble a besoin de place devant lui pour les plus petits vus avant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="162"/>
        <source>%1 buildings are seen from the right of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3.</source>
        <translation>On voit %1 immeubles depuis la droite de la ligne %2&#xa0;: chaque grand immeuble a besoin de place devant lui pour les plus petits vus avant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="164"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Les plus hauts immeubles placés dans la colonne %2 montrent déjà tous les %1 vus du haut sauf un&#xa0;: l’immeuble à côté de l’indice doit cacher les autres devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="165"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Les plus hauts immeubles placés dans la colonne %2 montrent déjà tous les %1 vus du bas sauf un&#xa0;: l’immeuble à côté de l’indice doit cacher les autres devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="166"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Les plus hauts immeubles placés dans la ligne %2 montrent déjà tous les %1 vus de la gauche sauf un&#xa0;: l’immeuble à côté de l’indice doit cacher les autres devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="167"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the building next to the clue must hide the others in front of them, so %3.</source>
        <translation>Les plus hauts immeubles placés dans la ligne %2 montrent déjà tous les %1 vus de la droite sauf un&#xa0;: l’immeuble à côté de l’indice doit cacher les autres devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="168"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Les plus hauts immeubles déjà placés dans la colonne %2 montrent déjà tous les %1 immeubles vus depuis le haut sauf un : la case à côté de l’indice est vide ou contient le plus haut des immeubles devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="169"/>
        <source>The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Les plus hauts immeubles déjà placés dans la colonne %2 montrent déjà tous les %1 immeubles vus depuis le bas sauf un : la case à côté de l’indice est vide ou contient le plus haut des immeubles devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="170"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Les plus hauts immeubles déjà placés dans la ligne %2 montrent déjà tous les %1 immeubles vus depuis la gauche sauf un : la case à côté de l’indice est vide ou contient le plus haut des immeubles devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="171"/>
        <source>The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.</source>
        <translation>Les plus hauts immeubles déjà placés dans la ligne %2 montrent déjà tous les %1 immeubles vus depuis la droite sauf un : la case à côté de l’indice est vide ou contient le plus haut des immeubles devant eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="209"/>
        <source>No way to fill column %2 shows %1 buildings from above: the grid has a mistake.</source>
        <translation>Aucune façon de remplir la colonne %2 ne montre %1 immeubles vus du haut&#xa0;: la grille contient une erreur.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="210"/>
        <source>No way to fill column %2 shows %1 buildings from below: the grid has a mistake.</source>
        <translation>Aucune façon de remplir la colonne %2 ne montre %1 immeubles vus du bas&#xa0;: la grille contient une erreur.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="211"/>
        <source>No way to fill row %2 shows %1 buildings from the left: the grid has a mistake.</source>
        <translation>Aucune façon de remplir la ligne %2 ne montre %1 immeubles vus de la gauche&#xa0;: la grille contient une erreur.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="212"/>
        <source>No way to fill row %2 shows %1 buildings from the right: the grid has a mistake.</source>
        <translation>Aucune façon de remplir la ligne %2 ne montre %1 immeubles vus de la droite&#xa0;: la grille contient une erreur.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="213"/>
        <source>Column %2 must show %1 buildings from above. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La colonne %2 doit montrer %1 immeubles depuis le haut. Aucune façon de la remplir avec ses candidats qui le fait ne met une hauteur là où cet indice la raye : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="214"/>
        <source>Column %2 must show %1 buildings from below. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La colonne %2 doit montrer %1 immeubles depuis le bas. Aucune façon de la remplir avec ses candidats qui le fait ne met une hauteur là où cet indice la raye : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="215"/>
        <source>Row %2 must show %1 buildings from the left. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La ligne %2 doit montrer %1 immeubles depuis la gauche. Aucune façon de la remplir avec ses candidats qui le fait ne met une hauteur là où cet indice la raye : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersClueSteps.cpp" line="216"/>
        <source>Row %2 must show %1 buildings from the right. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.</source>
        <translation>La ligne %2 doit montrer %1 immeubles depuis la droite. Aucune façon de la remplir avec ses candidats qui le fait ne met une hauteur là où cet indice la raye : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="74"/>
        <source>A clue outside the grid is %1, but clues only go from 1 to %2 on this grid.</source>
        <translation>Un indice hors de la grille vaut %1, mais les indices ne vont que de 1 à %2 sur cette grille.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="81"/>
        <source>Row %1 has more than %2 empty squares.</source>
        <translation>La ligne %1 a plus de %2 cases vides.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="82"/>
        <source>Column %1 has more than %2 empty squares.</source>
        <translation>La colonne %1 a plus de %2 cases vides.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="40"/>
        <source>Diagonal %1, from the top left, has %2 twice (%3 and %4).</source>
        <translation>La diagonale %1, partant du coin supérieur gauche, contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="41"/>
        <source>Diagonal %1, from the top right, has %2 twice (%3 and %4).</source>
        <translation>La diagonale %1, partant du coin supérieur droit, contient deux fois %2 (%3 et %4).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="83"/>
        <source>Diagonal %1, from the top left, has more than %2 empty squares.</source>
        <translation>La diagonale %1, partant du coin supérieur gauche, a plus de %2 cases vides.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="84"/>
        <source>Diagonal %1, from the top right, has more than %2 empty squares.</source>
        <translation>La diagonale %1, partant du coin supérieur droit, a plus de %2 cases vides.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="92"/>
        <source>Column %2 is full, but %3 buildings are seen from above it, not %1.</source>
        <translation>La colonne %2 est pleine, mais on voit %3 immeubles depuis le haut, pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="93"/>
        <source>Column %2 is full, but %3 buildings are seen from below it, not %1.</source>
        <translation>La colonne %2 est pleine, mais on voit %3 immeubles depuis le bas, pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="94"/>
        <source>Row %2 is full, but %3 buildings are seen from its left, not %1.</source>
        <translation>La ligne %2 est pleine, mais on voit %3 immeubles depuis la gauche, pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersConflicts.cpp" line="95"/>
        <source>Row %2 is full, but %3 buildings are seen from its right, not %1.</source>
        <translation>La ligne %2 est pleine, mais on voit %3 immeubles depuis la droite, pas %1.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="27"/>
        <source>The %1 has %2 entries; it needs %3.</source>
        <translation>%1 a %2 entrées&#xa0;; il en faut %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="36"/>
        <source>&quot;%1&quot; in the %2 is not a number from 1 to %3.</source>
        <translation>«&#xa0;%1&#xa0;» dans %2 n’est pas un nombre de 1 à %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="83"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="56"/>
        <source>A Skyscrapers grid must be square, not %1x%2.</source>
        <translation>Une grille de Gratte-ciel doit être carrée, pas %1x%2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="98"/>
        <source>four rows of clues outside the grid (above, below, left, right), then the rows of givens</source>
        <translation>quatre lignes d’indices hors de la grille (haut, bas, gauche, droite), puis les lignes de données</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="119"/>
        <source>A Skyscrapers size line is &quot;N N&quot;, &quot;N N V&quot; (heights 1 to V) or &quot;N N V D&quot; (different values on the diagonals too), not one ending in &quot;%1&quot;.</source>
        <translation>Une ligne de taille de Gratte-ciel s’écrit « N N », « N N V » (hauteurs 1 à V) ou « N N V D » (valeurs différentes sur les diagonales aussi), et non une ligne finissant par « %1 ».</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="134"/>
        <source>A Skyscrapers puzzle has 4 rows of clues and %1 rows of givens after its size line, not %2 lines.</source>
        <translation>Une grille de Gratte-ciel a 4 lignes d’indices et %1 lignes de données après sa ligne de taille, pas %2 lignes.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="171"/>
        <source>A Skyscrapers puzzle&apos;s structure is 4 rows of clues, not %1 lines.</source>
        <translation>La structure d’une grille de Gratte-ciel est de 4 lignes d’indices, pas de %1 lignes.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="175"/>
        <source>Towers (Skyscrapers)</source>
        <translation>Towers (Gratte-ciel)</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="229"/>
        <source>&quot;%1&quot; is not a Towers (Skyscrapers) game ID, which reads N:&lt;clues with / between&gt;[,&lt;givens&gt;].</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de partie Towers (Gratte-ciel), qui s’écrit N:&lt;indices séparés par /&gt;[,&lt;données&gt;].</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="233"/>
        <source>Skyscrapers grids here are %1x%1 to %2x%2, not %3x%3.</source>
        <translation>Les grilles de Gratte-ciel vont ici de %1x%1 à %2x%2, pas %3x%3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="236"/>
        <source>A %1x%1 Towers game ID has %2 clues (one per side of each row and column), not %3.</source>
        <translation>Un identifiant de partie Towers %1x%1 a %2 indices (un de chaque côté de chaque ligne et colonne), pas %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="246"/>
        <source>The clue &quot;%1&quot; is not a number from 1 to %2.</source>
        <translation>L’indice «&#xa0;%1&#xa0;» n’est pas un nombre de 1 à %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="254"/>
        <source>The givens of the Towers game ID cover %1 squares; a %2x%2 grid has %3.</source>
        <translation>Les données de l’identifiant de partie Towers couvrent %1 cases&#xa0;; une grille %2x%2 en a %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersFormat.cpp" line="261"/>
        <source>The given %1 is larger than %2.</source>
        <translation>La donnée %1 est plus grande que %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="32"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares, different values on the diagonals</source>
        <translation>Gratte-ciel %1, hauteurs 1 à %2 avec cases vides, valeurs différentes sur les diagonales</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="35"/>
        <source>Skyscrapers %1, heights 1 to %2 with empty squares</source>
        <translation>Gratte-ciel %1, hauteurs 1 à %2 avec cases vides</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="37"/>
        <source>Skyscrapers %1, different values on the diagonals</source>
        <translation>Gratte-ciel %1, valeurs différentes sur les diagonales</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="38"/>
        <source>Skyscrapers %1</source>
        <translation>Gratte-ciel %1</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="46"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen, and both main diagonals hold different values too.</source>
        <translation>Ici, les hauteurs vont seulement de 1 à %1 : chaque ligne et chaque colonne a aussi une case vide (×), jamais vue, et les deux grandes diagonales contiennent aussi des valeurs différentes.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="50"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never seen and hiding nothing.</source>
        <translation>Ici, les hauteurs vont seulement de 1 à %1 : chaque ligne et chaque colonne a aussi une case vide (×), jamais vue et qui ne cache rien.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="54"/>
        <source>Here the heights go from 1 to %1 only: every row and column also has %2 empty squares (×), never seen and hiding nothing.</source>
        <translation>Ici, les hauteurs vont seulement de 1 à %1 : chaque ligne et chaque colonne a aussi %2 cases vides (×), jamais vues et qui ne cachent rien.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersRules.cpp" line="58"/>
        <source>Both main diagonals hold different values too.</source>
        <translation>Les deux grandes diagonales contiennent aussi des valeurs différentes.</translation>
    </message>
    <message>
        <location filename="../engine/generate/TargetedGeneration.cpp" line="107"/>
        <source>At this size only these classes can be generated in reasonable time: %1. The others are not offered.</source>
        <translation>À cette taille, seules ces classes peuvent être générées en un temps raisonnable : %1. Les autres ne sont pas proposées.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="12"/>
        <source>Skyscrapers size &quot;%1&quot; is not supported: give it as NxN with N from %2 to %3, for example 5x5; add &quot;:V&quot; for heights 1 to V with empty squares (5x5:4) and &quot;d&quot; for different values on both diagonals too (5x5:d, 5x5:4d).</source>
        <translation>La taille de Gratte-ciel « %1 » n’est pas prise en charge : indiquez-la sous la forme NxN avec N de %2 à %3, par exemple 5x5 ; ajoutez « :V » pour des hauteurs de 1 à V avec cases vides (5x5:4) et « d » pour des valeurs différentes sur les deux diagonales aussi (5x5:d, 5x5:4d).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="25"/>
        <source>The heights of a %1x%1 Skyscrapers grid go from 1 up to at most %1, not up to %2.</source>
        <translation>Les hauteurs d’une grille de Gratte-ciel %1x%1 vont de 1 à %1 au plus, pas jusqu’à %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersShape.cpp" line="30"/>
        <source>Different values on the diagonals are supported with at most one empty square per line, not with %1 (heights 1 to %2 on a %3x%3 grid).</source>
        <translation>Les valeurs différentes sur les diagonales sont prises en charge avec au plus une case vide par ligne, pas avec %1 (hauteurs 1 à %2 sur une grille %3x%3).</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="20"/>
        <source>%1×%1 (heights 1-%2)</source>
        <translation>%1×%1 (hauteurs 1-%2)</translation>
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
        <translation>skyscrapers seulement : la taille et les options de règle, NxN[:V][d] : hauteurs de 1 à V avec cases vides dans chaque ligne (5x5:4), d pour des valeurs différentes sur les deux diagonales aussi (5x5:d, 5x5:4d) ; l’emporte sur --size.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="80"/>
        <source>In rows %1, the value %2 can only go in columns %3, so those columns have no other %2.</source>
        <translation>Dans les lignes %1, la valeur %2 ne peut aller que dans les colonnes %3 : ces colonnes n’ont donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/logic/FishTechniques.cpp" line="81"/>
        <source>In columns %1, the value %2 can only go in rows %3, so those rows have no other %2.</source>
        <translation>Dans les colonnes %1, la valeur %2 ne peut aller que dans les lignes %3 : ces lignes n’ont donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="114"/>
        <source>Row %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>La ligne %1 contient déjà %2 : aucune autre de ses cases ne le peut donc : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="115"/>
        <source>Column %1 already holds %2, so no other cell of it can: %3.</source>
        <translation>La colonne %1 contient déjà %2 : aucune autre de ses cases ne le peut donc : %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="161"/>
        <source>Row %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>La ligne %1 a déjà ses %2 cases vides : aucune autre de ses cases n’est donc vide.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="162"/>
        <source>Column %1 already has its %2 empty squares, so no other cell of it is empty.</source>
        <translation>La colonne %1 a déjà ses %2 cases vides : aucune autre de ses cases n’est donc vide.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="163"/>
        <source>Row %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>La ligne %1 a %2 cases vides, et seules autant de ses cases peuvent être vides : elles le sont.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="164"/>
        <source>Column %1 has %2 empty squares, and only that many of its cells can be empty: they are.</source>
        <translation>La colonne %1 a %2 cases vides, et seules autant de ses cases peuvent être vides : elles le sont.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="202"/>
        <source>Only one building is seen from above column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis le haut de la colonne %1 : le premier immeuble depuis l’indice est le plus haut, %2, avec seulement des cases vides devant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="203"/>
        <source>Only one building is seen from below column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis le bas de la colonne %1 : le premier immeuble depuis l’indice est le plus haut, %2, avec seulement des cases vides devant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="204"/>
        <source>Only one building is seen from the left of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis la gauche de la ligne %1 : le premier immeuble depuis l’indice est le plus haut, %2, avec seulement des cases vides devant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="205"/>
        <source>Only one building is seen from the right of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.</source>
        <translation>On ne voit qu’un seul immeuble depuis la droite de la ligne %1 : le premier immeuble depuis l’indice est le plus haut, %2, avec seulement des cases vides devant lui, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="209"/>
        <source>All %1 buildings are seen from above column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>On voit les %1 immeubles depuis le haut de la colonne %2 : ils montent 1, 2, ... depuis l’indice, les cases vides n’importe où entre eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="210"/>
        <source>All %1 buildings are seen from below column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>On voit les %1 immeubles depuis le bas de la colonne %2 : ils montent 1, 2, ... depuis l’indice, les cases vides n’importe où entre eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="211"/>
        <source>All %1 buildings are seen from the left of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>On voit les %1 immeubles depuis la gauche de la ligne %2 : ils montent 1, 2, ... depuis l’indice, les cases vides n’importe où entre eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersEmptySquareSteps.cpp" line="212"/>
        <source>All %1 buildings are seen from the right of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.</source>
        <translation>On voit les %1 immeubles depuis la droite de la ligne %2 : ils montent 1, 2, ... depuis l’indice, les cases vides n’importe où entre eux, donc %3.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="92"/>
        <source>In region %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>Dans la région %1, la valeur %2 ne peut aller que dans la ligne %3 (%4) : la ligne %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="93"/>
        <source>In box %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.</source>
        <translation>Dans le bloc %1, la valeur %2 ne peut aller que dans la ligne %3 (%4) : la ligne %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="94"/>
        <source>In region %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>Dans la région %1, la valeur %2 ne peut aller que dans la colonne %3 (%4) : la colonne %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="95"/>
        <source>In box %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.</source>
        <translation>Dans le bloc %1, la valeur %2 ne peut aller que dans la colonne %3 (%4) : la colonne %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="128"/>
        <source>In row %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>Dans la ligne %1, la valeur %2 ne peut aller que dans la région %3 (%4) : la région %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="129"/>
        <source>In row %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>Dans la ligne %1, la valeur %2 ne peut aller que dans le bloc %3 (%4) : le bloc %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="130"/>
        <source>In column %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.</source>
        <translation>Dans la colonne %1, la valeur %2 ne peut aller que dans la région %3 (%4) : la région %3 n’a donc pas d’autre %2.</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/IntersectionTechniques.cpp" line="131"/>
        <source>In column %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.</source>
        <translation>Dans la colonne %1, la valeur %2 ne peut aller que dans le bloc %3 (%4) : le bloc %3 n’a donc pas d’autre %2.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="90"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>ce n’est pas du JSON valide (%1 à l’octet %2)</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="93"/>
        <source>it is not a Puzzlesmith game history</source>
        <translation>ce n’est pas un historique de parties de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="95"/>
        <source>it was written by a newer version of Puzzlesmith</source>
        <translation>il a été écrit par une version plus récente de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="100"/>
        <source>game %1 in it is incomplete or has impossible values</source>
        <translation>la partie %1 qu’il contient est incomplète ou a des valeurs impossibles</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="143"/>
        <source>it is too large to be a game history</source>
        <translation>il est trop volumineux pour être un historique de parties</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="157"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It was kept as &quot;%3&quot;, and a new history starts.</source>
        <translation>Votre historique de parties «&#xa0;%1&#xa0;» n’a pas pu être lu&#xa0;: %2. Il a été conservé sous «&#xa0;%3&#xa0;» et un nouvel historique commence.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="159"/>
        <source>Your game history &quot;%1&quot; could not be read: %2. It is left as it is, and games are not recorded until it is moved away.</source>
        <translation>Votre historique de parties «&#xa0;%1&#xa0;» n’a pas pu être lu&#xa0;: %2. Il est laissé tel quel, et les parties ne sont plus enregistrées tant qu’il n’est pas déplacé.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="171"/>
        <source>The game history is not saved: the old file could not be moved aside.</source>
        <translation>L’historique de parties n’est pas enregistré&#xa0;: l’ancien fichier n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="182"/>
        <source>Cannot write the game history &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire l’historique de parties «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GameHistory.cpp" line="189"/>
        <source>Cannot save the game history &quot;%1&quot;: %2. The previous file is unchanged.</source>
        <translation>Impossible d’enregistrer l’historique de parties «&#xa0;%1&#xa0;»&#xa0;: %2. Le fichier précédent est inchangé.</translation>
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
        <translation>Mes parties</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="21"/>
        <source>Every game you finish is recorded here, on this computer only, in &quot;%1&quot;. Nothing is sent anywhere. Delete games below, or the whole history.</source>
        <translation>Chaque partie terminée est enregistrée ici, sur cet ordinateur uniquement, dans «&#xa0;%1&#xa0;». Rien n’est envoyé nulle part. Supprimez ci-dessous des parties ou tout l’historique.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Predicted</source>
        <translation>Prévu</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Hints</source>
        <translation>Aides</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="30"/>
        <source>Revealed</source>
        <translation>Dévoilé</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="35"/>
        <source>Your finished games, newest first: the time you took and the time predicted before you started</source>
        <translation>Vos parties terminées, les plus récentes d’abord&#xa0;: le temps mis et le temps prévu avant de commencer</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="36"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="41"/>
        <source>Prediction quality</source>
        <translation>Qualité des prévisions</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="45"/>
        <source>&amp;Delete Selected</source>
        <translation>&amp;Supprimer la sélection</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="46"/>
        <source>Delete the selected games from the history</source>
        <translation>Supprimer les parties sélectionnées de l’historique</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="47"/>
        <source>Delete &amp;All…</source>
        <translation>&amp;Tout supprimer…</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="48"/>
        <source>Delete every recorded game; the predictions start again from the puzzles&apos; difficulty</source>
        <translation>Supprimer toutes les parties enregistrées&#xa0;; les prévisions repartent de la difficulté des grilles</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="49"/>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="72"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="99"/>
        <source>Working out how good the predictions have been…</source>
        <translation>Évaluation de la qualité des prévisions…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="109"/>
        <source>Predictions shown before your games: off by %1 minutes on average; %2% within a quarter of your time (%n game(s)).</source>
        <translation>
            <numerusform>Prévisions affichées avant vos parties&#xa0;: écart moyen de %1 minutes&#xa0;; %2 % à moins d’un quart de votre temps (%n partie).</numerusform>
            <numerusform>Prévisions affichées avant vos parties&#xa0;: écart moyen de %1 minutes&#xa0;; %2 % à moins d’un quart de votre temps (%n parties).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="114"/>
        <source>No prediction has been checked against a finished game yet.</source>
        <translation>Aucune prévision n’a encore été comparée à une partie terminée.</translation>
    </message>
    <message>
        <location filename="../app/gui/GameHistoryDialog.cpp" line="116"/>
        <source>Your model now, each game predicted from the others: off by %1 minutes on average, %2% within a quarter (from the puzzle&apos;s difficulty alone: %3 minutes, %4%).</source>
        <translation>Votre modèle actuel, chaque partie prévue à partir des autres&#xa0;: écart moyen de %1 minutes, %2 % à moins d’un quart (d’après la seule difficulté de la grille&#xa0;: %3 minutes, %4 %).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="123"/>
        <source>Checking your own model needs %n more game(s) that you fill mostly yourself (not by Apply Hint or Reveal).</source>
        <translation>
            <numerusform>Vérifier votre propre modèle demande encore %n partie que vous remplissez surtout vous-même (sans Appliquer ni Révéler).</numerusform>
            <numerusform>Vérifier votre propre modèle demande encore %n parties que vous remplissez surtout vous-même (sans Appliquer ni Révéler).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="126"/>
        <source>%n game(s) finished mostly by Apply Hint or Reveal are left out of the predictions and these figures: their times say little about your own pace.</source>
        <translation>
            <numerusform>%n partie terminée surtout avec Appliquer ou Révéler est exclue des prédictions et de ces chiffres&#xa0;: son temps dit peu de chose de votre propre rythme.</numerusform>
            <numerusform>%n parties terminées surtout avec Appliquer ou Révéler sont exclues des prédictions et de ces chiffres&#xa0;: leurs temps disent peu de chose de votre propre rythme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="148"/>
        <source>Delete %n game(s) from your history?</source>
        <translation>
            <numerusform>Supprimer %n partie de votre historique&#xa0;?</numerusform>
            <numerusform>Supprimer %n parties de votre historique&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/GameHistoryDialog.cpp" line="158"/>
        <source>Delete all %n recorded game(s)? Predictions start again from the puzzles&apos; difficulty.</source>
        <translation>
            <numerusform>Supprimer la partie enregistrée (%n)&#xa0;? Les prévisions repartent de la difficulté des grilles.</numerusform>
            <numerusform>Supprimer les %n parties enregistrées&#xa0;? Les prévisions repartent de la difficulté des grilles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridText</name>
    <message>
        <location filename="../app/document/GridText.cpp" line="101"/>
        <source>Line %1: &apos;%2&apos; in row %3 is not a value. A row without spaces may hold only the digits 0-9 and &apos;-&apos; or &apos;.&apos; for an empty square; write larger values as numbers with spaces between them (&quot;12 - 3&quot;).</source>
        <translation>Ligne %1&#xa0;: «&#xa0;%2&#xa0;» dans la ligne %3 n’est pas une valeur. Une ligne sans espaces ne peut contenir que les chiffres 0-9 et &apos;-&apos; ou &apos;.&apos; pour une case vide&#xa0;; écrivez les valeurs plus grandes en nombres séparés par des espaces («&#xa0;12 - 3&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="113"/>
        <source>Line %1: the value %2 in row %3 is too large; values run from 0 to 65535.</source>
        <translation>Ligne %1&#xa0;: la valeur %2 de la ligne %3 est trop grande&#xa0;; les valeurs vont de 0 à 65535.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="118"/>
        <source>Line %1: the value %2 in row %3 is negative; values run from 0 to 65535, and &apos;-&apos; alone marks an empty square.</source>
        <translation>Ligne %1&#xa0;: la valeur %2 de la ligne %3 est négative&#xa0;; les valeurs vont de 0 à 65535, et &apos;-&apos; seul marque une case vide.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="122"/>
        <source>Line %1: &quot;%2&quot; in row %3 is not a value. Write a given as a number from 0 to 65535 and an empty square as &apos;-&apos; or &apos;.&apos;, with spaces between them.</source>
        <translation>Ligne %1&#xa0;: «&#xa0;%2&#xa0;» dans la ligne %3 n’est pas une valeur. Écrivez un indice comme un nombre de 0 à 65535 et une case vide comme &apos;-&apos; ou &apos;.&apos;, séparés par des espaces.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="133"/>
        <source>Line %1: row %2: found %n value(s), expected %3.</source>
        <translation>
            <numerusform>Ligne %1&#xa0;: ligne %2 de la grille&#xa0;: %n valeur trouvée au lieu de %3.</numerusform>
            <numerusform>Ligne %1&#xa0;: ligne %2 de la grille&#xa0;: %n valeurs trouvées au lieu de %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="197"/>
        <source>Line %1: &quot;%2&quot; is a game ID of a kind not read here. Game IDs are read for %3.</source>
        <translation>Ligne %1&#xa0;: «&#xa0;%2&#xa0;» est un identifiant de partie d’un genre qui n’est pas lu ici. Les identifiants de partie lus sont&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="210"/>
        <location filename="../app/document/GridText.cpp" line="304"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="212"/>
        <source> It reads as a %1 ID: is the puzzle type right?</source>
        <translation> Il se lit comme un identifiant %1&#xa0;: le type de jeu est-il le bon&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="307"/>
        <source>Line %1: the size line &quot;%2&quot; ends in a letter, which marks a variant of the puzzle (D: different values on both diagonals as well). Puzzlesmith does not read such variants of this puzzle type.</source>
        <translation>Ligne %1 : la ligne de taille « %2 » finit par une lettre, qui marque une variante de la grille (D : valeurs différentes sur les deux diagonales aussi). Puzzlesmith ne lit pas de telles variantes de ce type de grille.</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="313"/>
        <source>Line %1: the size line gives %2 as the highest value of a %3x%4 grid, so some squares of every line stay empty. Puzzlesmith does not read such puzzles of this type; its puzzles hold every value from 1 to %5 in each line.</source>
        <translation>Ligne %1 : la ligne de taille donne %2 comme plus grande valeur d’une grille %3x%4, donc certaines cases de chaque ligne restent vides. Puzzlesmith ne lit pas de telles grilles de ce type ; ses grilles contiennent chaque valeur de 1 à %5 dans chaque ligne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="373"/>
        <source>Line %1: the text ends after %2 of the %n row(s)%3 that this %4puzzle needs. Add the missing rows, or fix the size line.</source>
        <translation>
            <numerusform>Ligne %1&#xa0;: le texte s’arrête après %2 de la %n ligne%3 dont cette grille %4a besoin. Ajoutez les lignes manquantes ou corrigez la ligne de taille.</numerusform>
            <numerusform>Ligne %1&#xa0;: le texte s’arrête après %2 des %n lignes%3 dont cette grille %4a besoin. Ajoutez les lignes manquantes ou corrigez la ligne de taille.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="377"/>
        <source>Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row(s)%5. Add the missing rows, or fix its size line &quot;%6 %7&quot;.</source>
        <translation>
            <numerusform>Ligne %1&#xa0;: la ligne vide termine la grille %4commencée ligne %2 après %3 de sa %n ligne%5. Ajoutez les lignes manquantes ou corrigez sa ligne de taille «&#xa0;%6 %7&#xa0;».</numerusform>
            <numerusform>Ligne %1&#xa0;: la ligne vide termine la grille %4commencée ligne %2 après %3 de ses %n lignes%5. Ajoutez les lignes manquantes ou corrigez sa ligne de taille «&#xa0;%6 %7&#xa0;».</numerusform>
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
        <translation>Ligne %1&#xa0;: les identifiants de partie ne sont lus que pour les grilles %2, pas pour «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="331"/>
        <source>The puzzle from line %1: %2</source>
        <translation>La grille commençant ligne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="437"/>
        <source>Line %1: the puzzle from line %2 already has the %n row(s) its size line &quot;%3 %4&quot; announces. Fix that size line if this is one more row, or put a blank line before the next puzzle.</source>
        <translation>
            <numerusform>Ligne %1&#xa0;: la grille commencée ligne %2 a déjà la %n ligne qu’annonce sa ligne de taille «&#xa0;%3 %4&#xa0;». Corrigez cette ligne de taille s’il s’agit d’une ligne de plus, ou mettez une ligne vide avant la grille suivante.</numerusform>
            <numerusform>Ligne %1&#xa0;: la grille commencée ligne %2 a déjà les %n lignes qu’annonce sa ligne de taille «&#xa0;%3 %4&#xa0;». Corrigez cette ligne de taille s’il s’agit d’une ligne de plus, ou mettez une ligne vide avant la grille suivante.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="445"/>
        <source>Line %1: expected a size line such as &quot;9 9&quot; (rows, then columns) or a game ID such as &quot;5x5:2a5b3a34c2b5a2c3c&quot;, found &quot;%2&quot;.</source>
        <translation>Ligne %1&#xa0;: ligne de taille attendue, comme «&#xa0;9 9&#xa0;» (lignes, puis colonnes), ou identifiant de partie, comme «&#xa0;5x5:2a5b3a34c2b5a2c3c&#xa0;»&#xa0;; trouvé «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="455"/>
        <source>Line %1: a grid has 1 to 64 rows and 1 to 64 columns, not %2 and %3.</source>
        <translation>Ligne %1&#xa0;: une grille a de 1 à 64 lignes et de 1 à 64 colonnes, pas %2 et %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="458"/>
        <source>%1 row(s)</source>
        <translation>
            <numerusform>%1 ligne</numerusform>
            <numerusform>%1 lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/GridText.cpp" line="459"/>
        <source>%1 column(s)</source>
        <translation>
            <numerusform>%1 colonne</numerusform>
            <numerusform>%1 colonnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/GridText.cpp" line="470"/>
        <source>The text holds no puzzle: expected a size line such as &quot;9 9&quot; (rows, then columns) followed by one line per row, or a game ID.</source>
        <translation>Le texte ne contient aucune grille&#xa0;: attendu une ligne de taille comme «&#xa0;9 9&#xa0;» (lignes, puis colonnes) suivie d’une ligne par ligne de la grille, ou un identifiant de partie.</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../app/gui/GridView.cpp" line="336"/>
        <source>Paused

Click the grid or press Resume to go on.</source>
        <translation>En pause

Cliquez sur la grille ou appuyez sur Reprendre pour continuer.</translation>
    </message>
    <message>
        <location filename="../app/gui/GridView.cpp" line="346"/>
        <source>Choose a size on the left and press Generate:
the grid empties here, square by square.</source>
        <translation>Choisissez une taille à gauche et appuyez sur Générer&#xa0;:
la grille se vide ici, case par case.</translation>
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
        <translation>La récolte enregistrée est endommagée.</translation>
    </message>
    <message>
        <location filename="../app/document/HarvestFile.cpp" line="57"/>
        <source>The saved harvest is not in a format this version reads.</source>
        <translation>La récolte enregistrée n’est pas dans un format que cette version sait lire.</translation>
    </message>
</context>
<context>
    <name>HarvestPanel</name>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="71"/>
        <source>The board after removal %1 of the run</source>
        <translation>La grille après le retrait %1 de l’essai</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="72"/>
        <source>A symmetric twin of the board after removal %1 (%2): the same puzzle in disguise, of the same class</source>
        <translation>Une jumelle symétrique de la grille après le retrait %1 (%2)&#xa0;: la même grille déguisée, du même niveau</translation>
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
            <numerusform>%n indice</numerusform>
            <numerusform>%n indices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="78"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n case vide</numerusform>
            <numerusform>%n cases vides</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="96"/>
        <source>Clues</source>
        <translation>Indices</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n au total</numerusform>
            <numerusform>%n au total</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="180"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="181"/>
        <source>%1 · wanted</source>
        <translation>%1 · niveau demandé</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="182"/>
        <source>%1: %2 and %3, %4</source>
        <translation>%1&#xa0;: %2 et %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n accepted board(s)</source>
        <translation>
            <numerusform>%n grille acceptée</numerusform>
            <numerusform>%n grilles acceptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="183"/>
        <source>%n symmetric twin(s)</source>
        <translation>
            <numerusform>%n jumelle symétrique</numerusform>
            <numerusform>%n jumelles symétriques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="184"/>
        <source>%n puzzle(s) in all</source>
        <translation>
            <numerusform>%n grille en tout</numerusform>
            <numerusform>%n grilles en tout</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="198"/>
        <source>Step %1, %2</source>
        <translation>Étape %1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="200"/>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="202"/>
        <source>Step %1 · %n twin(s)</source>
        <translation>
            <numerusform>Étape %1 · %n jumelle</numerusform>
            <numerusform>Étape %1 · %n jumelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="323"/>
        <source>step %1, %2</source>
        <translation>étape %1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="324"/>
        <source>%1 · %n clue(s) · %2</source>
        <translation>
            <numerusform>%1 · %n indice · %2</numerusform>
            <numerusform>%1 · %n indices · %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="336"/>
        <source>Harvest: every board a run accepts, and its symmetric twins. Press Generate.</source>
        <translation>Récolte&#xa0;: chaque grille acceptée par un essai, et ses jumelles symétriques. Appuyez sur Générer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/HarvestPanel.cpp" line="346"/>
        <source>Harvest: %n board(s), %1 with their symmetric twins.</source>
        <translation>
            <numerusform>Récolte&#xa0;: %n grille, %1 avec ses jumelles symétriques.</numerusform>
            <numerusform>Récolte&#xa0;: %n grilles, %1 avec leurs jumelles symétriques.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="352"/>
        <source>values relabelled</source>
        <translation>valeurs renommées</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="353"/>
        <source>stacks swapped</source>
        <translation>piles permutées</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="354"/>
        <source>bands swapped</source>
        <translation>bandes permutées</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="355"/>
        <source>rows swapped</source>
        <translation>lignes permutées</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="356"/>
        <source>columns swapped</source>
        <translation>colonnes permutées</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="357"/>
        <source>top-bottom mirror</source>
        <translation>miroir haut-bas</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="358"/>
        <source>left-right mirror</source>
        <translation>miroir gauche-droite</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="359"/>
        <source>diagonal mirror</source>
        <translation>miroir diagonal</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="360"/>
        <source>anti-diagonal mirror</source>
        <translation>miroir antidiagonal</translation>
    </message>
    <message>
        <location filename="../app/gui/HarvestPanel.cpp" line="361"/>
        <source>rotated 90°</source>
        <translation>rotation de 90°</translation>
    </message>
</context>
<context>
    <name>LabelPuzzlesDialog</name>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="57"/>
        <source>Rate for a Group</source>
        <translation>Évaluer pour un groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="73"/>
        <source>&amp;Group</source>
        <translation>&amp;Groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="74"/>
        <source>The class or group these ratings are for: pick a kept group or type a new name.</source>
        <translation>La classe ou le groupe concerné par ces évaluations&#xa0;: choisissez un groupe enregistré ou tapez un nouveau nom.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="86"/>
        <source>Puzzle %1</source>
        <translation>Grille %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="94"/>
        <source>Not rated</source>
        <translation>Non évaluée</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="95"/>
        <source>Too easy</source>
        <translation>Trop facile</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="96"/>
        <source>About right</source>
        <translation>Adaptée</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="97"/>
        <source>Too hard</source>
        <translation>Trop difficile</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="98"/>
        <source>Set level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="99"/>
        <source>How puzzle %1 went for the group, compared with the level it was shown as. A saved rating stays shown and cannot be changed here.</source>
        <translation>Comment la grille %1 s’est passée pour le groupe, par rapport au niveau affiché. Une évaluation enregistrée reste affichée et ne peut pas être modifiée ici.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="131"/>
        <source>Add the rated puzzles to the group, save it, and work out the group&apos;s levels again in the background.</source>
        <translation>Ajouter les grilles évaluées au groupe, l’enregistrer et recalculer les niveaux du groupe en arrière-plan.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="132"/>
        <source>De&amp;tails…</source>
        <translation>Dé&amp;tails…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="135"/>
        <source>The numbers behind the summary: the statistics of the last retrain.</source>
        <translation>Les chiffres derrière le résumé&#xa0;: les statistiques du dernier réentraînement.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="137"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="141"/>
        <source>Close this window (ratings already saved stay saved).</source>
        <translation>Fermer cette fenêtre (les évaluations déjà enregistrées le restent).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="192"/>
        <source>built-in level: %1 (%2 on a scale of 0 to 100)</source>
        <translation>niveau intégré&#xa0;: %1 (%2 sur une échelle de 0 à 100)</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="194"/>
        <source>Rating saved for &quot;%1&quot;.</source>
        <translation>Évaluation enregistrée pour «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="253"/>
        <source>Rate at least one puzzle that is not saved yet.</source>
        <translation>Évaluez au moins une grille qui n’est pas encore enregistrée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="279"/>
        <source>Saved %n rating(s) for &quot;%1&quot;; working out the group&apos;s levels…</source>
        <translation>
            <numerusform>%n évaluation enregistrée pour «&#xa0;%1&#xa0;»&#xa0;; calcul des niveaux du groupe…</numerusform>
            <numerusform>%n évaluations enregistrées pour «&#xa0;%1&#xa0;»&#xa0;; calcul des niveaux du groupe…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="291"/>
        <source>The ratings are saved, but working out the group&apos;s levels failed: %1</source>
        <translation>Les évaluations sont enregistrées, mais le calcul des niveaux du groupe a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="305"/>
        <source>Please check: %1</source>
        <translation>À vérifier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="310"/>
        <source>Saved, and worked out the levels of &quot;%1&quot;. %2</source>
        <translation>Enregistré, et niveaux de «&#xa0;%1&#xa0;» calculés. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="101"/>
        <source>Verdict on puzzle %1</source>
        <translation>Verdict sur la grille %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="59"/>
        <source>Say how each puzzle went with your class or group: too easy, about right or too hard for the level it was shown as, or set its level yourself. From your ratings Puzzlesmith works out the group&apos;s own levels, starting from its built-in ones, and can then make puzzles at those levels. Sudoku&apos;s levels are set by the techniques a puzzle needs: there your ratings move a puzzle&apos;s score within its level, not the level.</source>
        <translation>Indiquez comment chaque grille s&apos;est passée avec votre classe ou votre groupe : trop facile, à peu près juste ou trop difficile pour le niveau affiché, ou fixez vous-même son niveau. À partir de vos évaluations, Puzzlesmith établit les niveaux propres au groupe, en partant des niveaux intégrés, et peut ensuite créer des grilles à ces niveaux. Au Sudoku, le niveau dépend des techniques nécessaires : vos évaluations y déplacent le score d&apos;une grille à l&apos;intérieur de son niveau, pas le niveau.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>The level puzzle %1 really has for the group (with Set level).</source>
        <translation>Le niveau réel de la grille %1 pour le groupe (avec Niveau&#xa0;:).</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="110"/>
        <source>Level of puzzle %1</source>
        <translation>Niveau de la grille %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="129"/>
        <source>&amp;Save and Retrain</source>
        <translation>&amp;Enregistrer et réentraîner</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="148"/>
        <source>Working out the built-in levels…</source>
        <translation>Calcul des niveaux intégrés…</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="188"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="190"/>
        <source>shown as %1</source>
        <translation>affichée comme %1</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="220"/>
        <source>Type the name of the class or group first.</source>
        <translation>Tapez d’abord le nom de la classe ou du groupe.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="225"/>
        <source>Still working out the built-in levels; try again in a moment.</source>
        <translation>Les niveaux intégrés sont encore en calcul&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../app/gui/LabelPuzzlesDialog.cpp" line="304"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LabelledPuzzles</name>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="50"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Impossible d’ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="110"/>
        <source>Line %1: the puzzle has no label; put a comment with label=easy (or medium, hard, evil) just before it.</source>
        <translation>Ligne %1&#xa0;: la grille n’a pas d’étiquette&#xa0;; placez juste avant elle un commentaire label=easy (ou medium, hard, evil).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="89"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="123"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="144"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="56"/>
        <source>&quot;%1&quot; is larger than %2, the most a file of labelled puzzles may be; split it.</source>
        <translation>«&#xa0;%1&#xa0;» dépasse %2, la taille maximale d’un fichier de grilles étiquetées&#xa0;; divisez-le.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="59"/>
        <source>&quot;%1&quot; is not a text file; give labelled puzzles in the line format or grid text.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un fichier texte&#xa0;; donnez les grilles étiquetées au format ligne ou en texte de grille.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="62"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>Impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="128"/>
        <source>Line %1: %2 grades but %3 sources; give one source for each grade.</source>
        <translation>Ligne %1 : %2 notes mais %3 sources ; donnez une source pour chaque note.</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="135"/>
        <location filename="../app/document/LabelledPuzzles.cpp" line="140"/>
        <source>Line %1: the label &quot;%2&quot; is not a difficulty. Use easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s level names work too).</source>
        <translation>Ligne %1&#xa0;: l’étiquette «&#xa0;%2&#xa0;» n’est pas un niveau de difficulté. Utilisez easy, medium, hard ou evil (les noms de niveaux de qqwing et de sgt-solo sont aussi acceptés).</translation>
    </message>
    <message>
        <location filename="../app/document/LabelledPuzzles.cpp" line="151"/>
        <source>&quot;%1&quot; holds no puzzle lines.</source>
        <translation>«&#xa0;%1&#xa0;» ne contient aucune ligne de grille.</translation>
    </message>
</context>
<context>
    <name>LastWorksheet</name>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="44"/>
        <location filename="../app/document/LastWorksheet.cpp" line="50"/>
        <source>Cannot keep the worksheet&apos;s puzzles in &quot;%1&quot;: %2</source>
        <translation>Impossible de conserver les grilles de la fiche dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="63"/>
        <source>The last worksheet&apos;s puzzles (&quot;%1&quot;) cannot be read: %2</source>
        <translation>Les grilles de la dernière fiche («&#xa0;%1&#xa0;») ne peuvent pas être lues&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/LastWorksheet.cpp" line="70"/>
        <source>the file is damaged.</source>
        <translation>le fichier est endommagé.</translation>
    </message>
</context>
<context>
    <name>LimitedRead</name>
    <message>
        <location filename="../app/document/LimitedRead.cpp" line="35"/>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <location filename="../app/document/LimitedRead.cpp" line="36"/>
        <source>%1 KB</source>
        <translation>%1 Ko</translation>
    </message>
</context>
<context>
    <name>LineFormat</name>
    <message numerus="yes">
        <location filename="../app/document/LineFormat.cpp" line="31"/>
        <source>The puzzle has %n character(s), but a puzzle line needs N*N of them for a side N from 4 to 25 (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).</source>
        <translation>
            <numerusform>La grille a %n caractère, mais une ligne de grille en demande N*N pour un côté N de 4 à 25 (16 pour 4x4, 81 pour 9x9, 256 pour 16x16, 625 pour 25x25).</numerusform>
            <numerusform>La grille a %n caractères, mais une ligne de grille en demande N*N pour un côté N de 4 à 25 (16 pour 4x4, 81 pour 9x9, 256 pour 16x16, 625 pour 25x25).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="39"/>
        <source>Character &apos;%1&apos; at position %2 is not a value: use 1-9, then A-P for 10-25, and &apos;.&apos; for an empty square.</source>
        <translation>Le caractère &apos;%1&apos; en position %2 n’est pas une valeur&#xa0;: utilisez 1-9, puis A-P pour 10-25, et &apos;.&apos; pour une case vide.</translation>
    </message>
    <message>
        <location filename="../app/document/LineFormat.cpp" line="42"/>
        <source>Value &apos;%1&apos; at position %2 is too large for a %3x%3 grid (values run from 1 to %3).</source>
        <translation>La valeur &apos;%1&apos; en position %2 est trop grande pour une grille %3x%3 (les valeurs vont de 1 à %3).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="58"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="86"/>
        <source>Puzzle grid</source>
        <translation>Grille du puzzle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="87"/>
        <source>The puzzle. Click a square or move with the arrow keys, then type a value; Backspace clears it. Ctrl+M switches to pencil marks, Ctrl+H gives a hint.</source>
        <translation>La grille. Cliquez une case ou déplacez-vous avec les flèches, puis tapez une valeur ; Retour arrière l’efface. Ctrl+M passe aux annotations, Ctrl+H donne un indice.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="102"/>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="106"/>
        <location filename="../app/gui/MainWindow.cpp" line="213"/>
        <source>Run</source>
        <translation>Génération</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="117"/>
        <source>&amp;Puzzle Panel</source>
        <translation>Panneau &amp;Grille</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="118"/>
        <source>&amp;Run Panel</source>
        <translation>Panneau Géné&amp;ration</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="125"/>
        <source>Choose a size and press Generate (Ctrl+G).</source>
        <translation>Choisissez une taille et appuyez sur Générer (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="130"/>
        <source>Difficulty model not loaded: classes from clue counts only.</source>
        <translation>Modèle de difficulté non chargé&#xa0;: niveaux estimés d’après le nombre d’indices.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>Difficulty model</source>
        <translation>Modèle de difficulté</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>Values above 9 as &amp;Numbers (10-25)</source>
        <translation>Valeurs au-delà de 9 en &amp;nombres (10-25)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>&amp;About Puzzlesmith</source>
        <translation>À &amp;propos de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="261"/>
        <source>About Puzzlesmith</source>
        <translation>À propos de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="262"/>
        <source>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes %2 puzzles with the PuzzleJAR method: a random full board is emptied square by square while a solver proves the solution is still unique, and every puzzle produced is filed under a difficulty class.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puzzlesmith&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Crée des grilles de %2 selon la méthode PuzzleJAR&#xa0;: une grille pleine tirée au hasard est vidée case par case pendant qu’un solveur prouve que la solution reste unique, et chaque grille obtenue est classée dans un niveau de difficulté.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Move in the grid</source>
        <translation>Se déplacer dans la grille</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>1-9, A-P</source>
        <translation>1-9, A-P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>Enter a value (as a pencil mark in pencil mode)</source>
        <translation>Saisir une valeur (une note en mode notes)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>1 then 2</source>
        <translation>1 puis 2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298"/>
        <source>Enter 12 when values above 9 are shown as numbers</source>
        <translation>Saisir 12 quand les valeurs au-delà de 9 s’affichent en nombres</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Backspace, Delete</source>
        <translation>Retour arrière, Suppr</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>Clear a square</source>
        <translation>Effacer une case</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="310"/>
        <source>New grid</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="313"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>Puzzlesmith</source>
        <translation>Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="315"/>
        <source>%1[*] — Puzzlesmith</source>
        <translation>%1[*] — Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="172"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>&amp;Worksheet…</source>
        <translation>&amp;Fiche d’exercices…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="191"/>
        <source>&amp;Run</source>
        <translation>Géné&amp;ration</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="197"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="206"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220"/>
        <source>Speed </source>
        <translation>Vitesse </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="448"/>
        <source>quitting</source>
        <translation>quitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="413"/>
        <source>The studio has no %1 puzzle of size %2.</source>
        <translation>Le studio ne propose pas de grille %1 de taille %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="228"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="17"/>
        <source>Sett&amp;ings</source>
        <translation>Para&amp;mètres</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="21"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="23"/>
        <source>Language, colours, the clock, pencil marks and when mistakes are shown.</source>
        <translation>Langue, couleurs, l’horloge, les annotations et quand les erreurs sont montrées.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="45"/>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowPreferences.cpp" line="46"/>
        <source>Puzzlesmith will speak %1 from its next start.</source>
        <translation>Puzzlesmith parlera %1 dès son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>MixedTypesPicker</name>
    <message>
        <location filename="../app/gui/MixedTypesPicker.cpp" line="84"/>
        <source>Nothing</source>
        <translation>Aucun</translation>
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
        <translation>c’est un dossier&#xa0;; donnez un nom de fichier</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="38"/>
        <source>Time played</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="43"/>
        <source>Predicted time</source>
        <translation>Temps prévu</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="44"/>
        <source>How long this puzzle should take you: learnt from your finished games (Play &gt; My Games), or from the puzzle&apos;s difficulty until there are enough of them</source>
        <translation>Le temps que cette grille devrait vous prendre&#xa0;: appris de vos parties terminées (Jeu &gt; Mes parties), ou d’après la difficulté de la grille tant qu’il n’y en a pas assez</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="52"/>
        <source>Hint</source>
        <translation>Aide</translation>
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
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="123"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="132"/>
        <source>&lt;i&gt;Press Hint for the next step: the squares it uses are framed in green, candidates it rules out are struck through, and Apply writes it in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Appuyez sur Aide pour l’étape suivante&#xa0;: les cases qu’elle utilise sont encadrées en vert, les candidats qu’elle exclut sont barrés, et Appliquer l’inscrit dans la grille.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="139"/>
        <source>&lt;b&gt;%1 is wrong&lt;/b&gt; — fix it before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1&#xa0;: valeur fausse&lt;/b&gt; — corrigez-la avant de continuer (hachurée dans la grille).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="140"/>
        <source>&lt;b&gt;%1 are wrong&lt;/b&gt; — fix them before going on (hatched in the grid).</source>
        <translation>&lt;b&gt;%1&#xa0;: valeurs fausses&lt;/b&gt; — corrigez-les avant de continuer (hachurées dans la grille).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="144"/>
        <source>&lt;b&gt;The pencil marks of %1 rule out the value the square needs&lt;/b&gt; — add it back or clear those marks (hatched in the grid).</source>
        <translation>&lt;b&gt;Les notes de %1 excluent la valeur dont la case a besoin&lt;/b&gt; — rajoutez-la ou effacez ces notes (cases hachurées dans la grille).</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="148"/>
        <source>Every square is filled: no hint needed.</source>
        <translation>Toutes les cases sont remplies&#xa0;: pas besoin d’aide.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="151"/>
        <source>No hint here: no technique applies, and the solution is not known.</source>
        <translation>Pas d’aide ici&#xa0;: aucune technique ne s’applique, et la solution n’est pas connue.</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="155"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayPanel.cpp" line="158"/>
        <source>&lt;br&gt;&lt;br&gt;Candidates struck: %1 (crossed out in the grid).</source>
        <translation>&lt;br&gt;&lt;br&gt;Candidats barrés&#xa0;: %1 (rayés dans la grille).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayPanel.cpp" line="161"/>
        <source>&lt;br&gt;&lt;br&gt;%n square(s) filled in (ringed in the grid).</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;br&gt;%n case remplie (entourée dans la grille).</numerusform>
            <numerusform>&lt;br&gt;&lt;br&gt;%n cases remplies (entourées dans la grille).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Enter %1</source>
        <translation>saisie de %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="152"/>
        <source>Clear</source>
        <translation>effacement</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="163"/>
        <source>Pencil mark %1</source>
        <translation>note %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="186"/>
        <source>Reveal the solution</source>
        <translation>révélation de la solution</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="208"/>
        <location filename="../app/gui/PlaySession.cpp" line="221"/>
        <source>Fill in candidates</source>
        <translation>remplissage des candidats</translation>
    </message>
    <message>
        <location filename="../app/gui/PlaySession.cpp" line="323"/>
        <source>Apply hint</source>
        <translation>application de l’aide</translation>
    </message>
</context>
<context>
    <name>PlayerTimes</name>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="70"/>
        <source>less than 1</source>
        <translation>moins de 1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="79"/>
        <source>About %1 minutes for you</source>
        <translation>Environ %1 minutes pour vous</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/PlayerTimes.cpp" line="81"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty; %n more game(s) to learn your pace)</source>
        <translation>
            <numerusform>Environ %1 minutes (d’après la difficulté de la grille&#xa0;; encore %n partie pour apprendre votre rythme)</numerusform>
            <numerusform>Environ %1 minutes (d’après la difficulté de la grille&#xa0;; encore %n parties pour apprendre votre rythme)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/PlayerTimes.cpp" line="83"/>
        <source>About %1 minutes (from the puzzle&apos;s difficulty: you have not played this type yet)</source>
        <translation>Environ %1 minutes (d’après la difficulté de la grille&#xa0;: vous n’avez pas encore joué à ce type)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="40"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="43"/>
        <source>Language and colours</source>
        <translation>Langue et couleurs</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="46"/>
        <source>The system&apos;s language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="49"/>
        <source>The language of menus, messages, worksheets and the guide. It changes when Puzzlesmith starts again.</source>
        <translation>La langue des menus, messages, fiches et du guide. Elle change au prochain démarrage de Puzzlesmith.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="50"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="52"/>
        <source>As the desktop</source>
        <translation>Comme le bureau</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="53"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="54"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="55"/>
        <source>Dark draws the grid with light ink on a dark ground; printing and exports stay black on white.</source>
        <translation>Sombre dessine la grille à l’encre claire sur fond sombre ; l’impression et les exports restent noir sur blanc.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="56"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs :</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="60"/>
        <source>The colour of clashing and wrong values. Every choice can be told apart with any common colour-vision deficiency, and the shapes (dashed frame, hatching) say the same.</source>
        <translation>La couleur des valeurs en conflit ou fausses. Chaque choix se distingue avec tout trouble courant de la vision des couleurs, et les formes (cadre en tirets, hachures) disent la même chose.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="61"/>
        <source>C&amp;onflict colour:</source>
        <translation>Couleur des c&amp;onflits :</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="64"/>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="66"/>
        <source>Show the &amp;clock</source>
        <translation>Afficher l’&amp;horloge</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="67"/>
        <source>The clock runs either way, and the solved message gives the time; this only hides it while you play.</source>
        <translation>L’horloge tourne de toute façon, et le message de fin donne le temps ; ceci la cache seulement pendant le jeu.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="69"/>
        <source>&amp;Remove pencil marks an entered value rules out</source>
        <translation>&amp;Retirer les annotations qu’une valeur inscrite exclut</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="70"/>
        <source>Entering a 5 takes the 5 out of the pencil marks of its row, column and box (Undo brings them back).</source>
        <translation>Inscrire un 5 retire le 5 des annotations de sa ligne, de sa colonne et de son bloc (Annuler les remet).</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="72"/>
        <source>&amp;Highlight the selected value elsewhere</source>
        <translation>Surligner &amp;ailleurs la valeur choisie</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="73"/>
        <source>Tints every square that holds the same value as the selected one.</source>
        <translation>Teinte chaque case qui contient la même valeur que la case choisie.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="76"/>
        <source>Only when I ask (Play &gt; Check)</source>
        <translation>Seulement sur demande (Jeu &gt; Vérifier)</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="77"/>
        <source>As I type</source>
        <translation>À la saisie</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="78"/>
        <source>As I type hatches a wrong value as soon as it is entered. Clashes with other values are always shown.</source>
        <translation>À la saisie hachure une valeur fausse dès qu’elle est inscrite. Les conflits avec d’autres valeurs sont toujours montrés.</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="79"/>
        <source>Show &amp;mistakes:</source>
        <translation>Montrer les &amp;erreurs :</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="88"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="89"/>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="90"/>
        <source>Conflict colour</source>
        <translation>Couleur des conflits</translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="91"/>
        <source>Show mistakes</source>
        <translation>Montrer les erreurs</translation>
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
        <translation>vrai/faux</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="37"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="38"/>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="39"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="40"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="43"/>
        <source>missing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="53"/>
        <source>The &quot;%1&quot; field must be text, but it is %2.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» doit être du texte&#xa0;; trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="65"/>
        <source>The &quot;%1&quot; field must be an object, but it is %2.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» doit être un objet&#xa0;; trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="84"/>
        <source>The &quot;%1&quot; field must be a whole number from 0 to %2, but it is %3.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» doit être un nombre entier de 0 à %2&#xa0;; trouvé&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="122"/>
        <location filename="../app/document/PuzzleFile.cpp" line="165"/>
        <source>The &quot;%1&quot; field is not a valid grid: %2</source>
        <translation>Le champ «&#xa0;%1&#xa0;» n’est pas une grille valide&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="127"/>
        <source>row %1 is not text.</source>
        <translation>la ligne %1 n’est pas du texte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="130"/>
        <source>row %1 has %n value(s), row 1 has %2.</source>
        <translation>
            <numerusform>la ligne %1 a %n valeur, la ligne 1 en a %2.</numerusform>
            <numerusform>la ligne %1 a %n valeurs, la ligne 1 en a %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="133"/>
        <source>it has no rows.</source>
        <translation>elle n’a aucune ligne.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="143"/>
        <source>&quot;%1&quot; in row %2 is not a value.</source>
        <translation>«&#xa0;%1&#xa0;» dans la ligne %2 n’est pas une valeur.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="160"/>
        <source>The &quot;%1&quot; field must be a list of rows, but it is %2.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» doit être une liste de lignes&#xa0;; trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="169"/>
        <source>The &quot;%1&quot; grid is %2x%3, but a %4 needs %5x%6.</source>
        <translation>La grille «&#xa0;%1&#xa0;» fait %2x%3, mais un %4 demande %5x%6.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="183"/>
        <source>The &quot;%1&quot; field must be a list, but it is %2.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» doit être une liste&#xa0;; trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="191"/>
        <location filename="../app/document/PuzzleFile.cpp" line="197"/>
        <source>The saved pencil marks are damaged.</source>
        <translation>Les notes enregistrées sont endommagées.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="203"/>
        <source>The saved pencil marks do not match the grid.</source>
        <translation>Les notes enregistrées ne correspondent pas à la grille.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="262"/>
        <source>This is not a Puzzlesmith puzzle file (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>Ce n’est pas un fichier de grille Puzzlesmith (son «&#xa0;format&#xa0;» n’est pas «&#xa0;%1&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="265"/>
        <source>The file has no valid schema version.</source>
        <translation>Le fichier n’a pas de version de schéma valide.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="267"/>
        <source>The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 and older. Please update Puzzlesmith.</source>
        <translation>Le fichier a été écrit par une version plus récente de Puzzlesmith (schéma %1)&#xa0;; cette version lit le schéma %2 et les plus anciens. Veuillez mettre à jour Puzzlesmith.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="285"/>
        <source>The &quot;%1&quot; field holds %2, but the grid has %3.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» contient %2, mais la grille en a %3.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="290"/>
        <source>The file&apos;s cages are damaged.</source>
        <translation>Les cages du fichier sont endommagées.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="294"/>
        <source>The file holds only values; a %1 puzzle needs its cages, regions, signs or clues too.</source>
        <translation>Le fichier ne contient que des valeurs ; une grille %1 a aussi besoin de ses cages, régions, signes ou indices.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="297"/>
        <source>The givens break the rules: %1</source>
        <translation>Les indices enfreignent les règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="303"/>
        <source>The stored solution is not a valid solution of the givens.</source>
        <translation>La solution enregistrée n’est pas une solution valide des indices.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="308"/>
        <source>The difficulty &quot;%1&quot; is not one of easy, medium, hard or evil.</source>
        <translation>La difficulté «&#xa0;%1&#xa0;» n’est pas l’une de easy, medium, hard ou evil.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="368"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="372"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Impossible d’enregistrer «&#xa0;%1&#xa0;»&#xa0;: %2. Le fichier précédent, s’il existe, est inchangé.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="380"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Impossible d’ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="382"/>
        <location filename="../app/document/PuzzleFile.cpp" line="387"/>
        <source>&quot;%1&quot; is too large to be a puzzle file.</source>
        <translation>«&#xa0;%1&#xa0;» est trop gros pour être un fichier de grille.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="385"/>
        <location filename="../app/document/PuzzleFile.cpp" line="412"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>Impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="401"/>
        <source>&quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas du JSON valide (%2 à l’octet %3)&#xa0;; le fichier est peut-être endommagé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/document/PuzzleFile.cpp" line="404"/>
        <source>&quot;%1&quot; holds a list of %n puzzle(s), and a .puzzle file opens one puzzle. Make it with --count 1, or give the list to puzzlesmith-cli solve or rate.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» contient une liste de %n grille, alors qu’un fichier .puzzle ouvre une seule grille. Créez-le avec --count 1, ou donnez la liste à puzzlesmith-cli solve ou rate.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» contient une liste de %n grilles, alors qu’un fichier .puzzle ouvre une seule grille. Créez-le avec --count 1, ou donnez la liste à puzzlesmith-cli solve ou rate.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleFile.cpp" line="409"/>
        <source>&quot;%1&quot; does not hold a puzzle object.</source>
        <translation>«&#xa0;%1&#xa0;» ne contient pas d’objet grille.</translation>
    </message>
</context>
<context>
    <name>PuzzleImage</name>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="75"/>
        <source>Cannot write &quot;%1&quot;: the image could not be encoded. The previous file, if any, is unchanged.</source>
        <translation>Impossible d’écrire « %1 » : l’image n’a pas pu être encodée. Le fichier précédent, s’il existe, est inchangé.</translation>
    </message>
    <message>
        <location filename="../app/document/PuzzleImage.cpp" line="78"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Impossible d’enregistrer « %1 » : %2. Le fichier précédent, s’il existe, est inchangé.</translation>
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
        <translation>Écrivez un nombre dans chaque case vide de sorte que chaque groupe de nombres égaux reliés par un côté compte exactement autant de cases que son nombre.</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="23"/>
        <source>KenKen</source>
        <translation>KenKen</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and the numbers in each outlined cage combine to its target with its operation (+ − × ÷; for − and ÷, the larger number first).</source>
        <translation>Remplissez la grille de sorte que chaque ligne et chaque colonne contienne chaque nombre exactement une fois, et que les nombres de chaque cage encadrée donnent sa cible avec son opération (+ − × ÷&#xa0;; pour − et ÷, le plus grand nombre d’abord).</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="47"/>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <location filename="../engine/types/sudoku/SudokuType.cpp" line="48"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once.</source>
        <translation>Remplissez la grille de sorte que chaque ligne, chaque colonne et chaque bloc contienne chaque nombre exactement une fois.</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="23"/>
        <source>Jigsaw Sudoku</source>
        <translation>Sudoku irrégulier</translation>
    </message>
    <message>
        <location filename="../engine/types/jigsaw/JigsawType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every outlined region contains each number exactly once.</source>
        <translation>Remplissez la grille de sorte que chaque ligne, chaque colonne et chaque région entourée contienne chaque nombre exactement une fois.</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="23"/>
        <source>Killer Sudoku</source>
        <translation>Sudoku killer</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerType.cpp" line="24"/>
        <source>Fill in the grid so that every row, every column and every box contains each number exactly once, and the numbers in each dashed cage add up to its sum without repeating.</source>
        <translation>Remplissez la grille de sorte que chaque ligne, chaque colonne et chaque bloc contienne chaque nombre exactement une fois, et que les nombres de chaque cage en pointillés fassent sa somme sans se répéter.</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="23"/>
        <source>Futoshiki</source>
        <translation>Futoshiki</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiType.cpp" line="24"/>
        <source>Fill in the grid so that every row and every column contains each number exactly once, and every sign between two squares holds: its point shows the smaller number.</source>
        <translation>Remplissez la grille pour que chaque ligne et chaque colonne contienne chaque nombre exactement une fois, et que chaque signe entre deux cases soit respecté&#xa0;: sa pointe montre le plus petit nombre.</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="34"/>
        <source>Skyscrapers</source>
        <translation>Gratte-ciel</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersType.cpp" line="35"/>
        <source>Fill in the grid with buildings of heights 1 to N so that every row and every column holds each height exactly once. A number outside the grid says how many buildings are seen from there along its row or column: a taller building hides every shorter one behind it.</source>
        <translation>Remplissez la grille d’immeubles de hauteur 1 à N pour que chaque ligne et chaque colonne contienne chaque hauteur exactement une fois. Un nombre hors de la grille dit combien d’immeubles on voit de là, le long de sa ligne ou de sa colonne&#xa0;: un immeuble plus haut cache tous les plus bas derrière lui.</translation>
    </message>
</context>
<context>
    <name>PuzzleTypePicker</name>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="42"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="43"/>
        <source>The size of the grid and the shape of its boxes.</source>
        <translation>La taille de la grille et la forme de ses blocs.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="56"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="58"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="57"/>
        <location filename="../app/gui/PuzzleTypePicker.cpp" line="59"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
</context>
<context>
    <name>StudioAutosave</name>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="28"/>
        <source>Restore your work?</source>
        <translation>Restaurer votre travail&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="29"/>
        <source>Puzzlesmith did not close properly last time. Restore the game in progress and the last harvest as they were autosaved?</source>
        <translation>Puzzlesmith ne s’est pas fermé correctement la dernière fois. Restaurer la partie en cours et la dernière récolte telles qu’elles ont été enregistrées automatiquement&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="32"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="33"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source>Restored the game in progress%1.</source>
        <translation>Restauré&#xa0;: la partie en cours%1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="70"/>
        <source> and the last harvest</source>
        <translation> et la dernière récolte</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="72"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>La partie enregistrée automatiquement n’a pas pu être restaurée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioAutosave.cpp" line="122"/>
        <source>Autosave</source>
        <translation>Enregistrement automatique</translation>
    </message>
</context>
<context>
    <name>StudioClassifier</name>
    <message>
        <location filename="../app/gui/StudioClassifier.cpp" line="19"/>
        <source>The difficulty model could not be loaded (%1). Difficulty classes are estimated by each type&apos;s rule (for Sudoku: the number of clues) until this is fixed.</source>
        <translation>Le modèle de difficulté n’a pas pu être chargé (%1). Les niveaux de difficulté sont estimés par la règle de chaque type (pour le Sudoku&#xa0;: le nombre d’indices) jusqu’à ce que ce soit corrigé.</translation>
    </message>
</context>
<context>
    <name>StudioCommandLine</name>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="30"/>
        <source>Puzzlesmith, a puzzle studio: make logic puzzles, watch the grid empty square by square, then play, save, print or export them.</source>
        <translation>Puzzlesmith, un studio de grilles : créez des grilles de logique, regardez la grille se vider case par case, puis jouez-les, enregistrez-les, imprimez-les ou exportez-les.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="34"/>
        <source>RxC</source>
        <translation>RxC</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="36"/>
        <source>Puzzle type to start with: %1.</source>
        <translation>Type de jeu au démarrage&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="37"/>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="39"/>
        <source>Grid size RxC to start with (9x9, 10x18); Sudoku picks the most nearly square box.</source>
        <translation>Taille de grille RxC au démarrage (9x9, 10x18)&#xa0;; pour le Sudoku, le bloc le plus proche du carré est choisi.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="57"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>%1 uniquement&#xa0;: %2 en RxC, lignes x colonnes (%3)&#xa0;; prime sur --size.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="62"/>
        <source>Puzzles to open (.puzzle files); the first one is shown.</source>
        <translation>Grilles à ouvrir (fichiers .puzzle)&#xa0;; la première est affichée.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="66"/>
        <source>Run &apos;puzzlesmith --help&apos; for the options.</source>
        <translation>Lancez &apos;puzzlesmith --help&apos; pour voir les options.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioCommandLine.cpp" line="91"/>
        <source>--%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>--%1 n’est pas une option de %2&#xa0;; donnez sa taille avec --size RxC.</translation>
    </message>
</context>
<context>
    <name>StudioFiles</name>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="43"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="44"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="45"/>
        <source>&amp;Import Grid Text…</source>
        <translation>I&amp;mporter une grille texte…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="46"/>
        <source>Export &amp;Grid Text…</source>
        <translation>Exporter la &amp;grille en texte…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>&amp;Export PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="47"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="48"/>
        <source>Export I&amp;mage…</source>
        <translation>Exporter en i&amp;mage…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="49"/>
        <source>Export Image wit&amp;h Answer…</source>
        <translation>Exporter l’image avec la &amp;solution…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="50"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="51"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="52"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="53"/>
        <source>Copy the shown puzzle as text and as a picture, to paste into a document</source>
        <translation>Copier la grille affichée en texte et en image, pour la coller dans un document</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="68"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="91"/>
        <source>Keep your game?</source>
        <translation>Garder votre partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="92"/>
        <source>Save the grid you are typing in before %1?</source>
        <translation>Enregistrer la grille en cours de saisie avant de %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="93"/>
        <source>Save the game in progress before %1?</source>
        <translation>Enregistrer la partie en cours avant de %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="133"/>
        <location filename="../app/gui/StudioFiles.cpp" line="214"/>
        <source>opening another puzzle</source>
        <translation>ouvrir une autre grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="136"/>
        <source>Open puzzle</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="137"/>
        <source>Puzzlesmith puzzles (*.puzzle);;All files (*)</source>
        <translation>Grilles Puzzlesmith (*.puzzle);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="148"/>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="160"/>
        <source>Opened %1 · %2</source>
        <translation>Ouvert&#xa0;: %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="166"/>
        <source>Save puzzle</source>
        <translation>Enregistrer la grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="167"/>
        <source>Puzzlesmith puzzles (*.puzzle)</source>
        <translation>Grilles Puzzlesmith (*.puzzle)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="183"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="192"/>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <location filename="../app/gui/StudioFiles.cpp" line="245"/>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFiles.cpp" line="247"/>
        <location filename="../app/gui/StudioFilesExport.cpp" line="62"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="141"/>
        <source>Exported %1</source>
        <translation>Exporté&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="37"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="38"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export answer image</source>
        <translation>Exporter l’image avec la solution</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="40"/>
        <source>Export image</source>
        <translation>Exporter l’image</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="58"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesExport.cpp" line="72"/>
        <source>Copied the puzzle as text and as a picture.</source>
        <translation>La grille a été copiée en texte et en image.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="26"/>
        <source>importing a puzzle</source>
        <translation>importer une grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="29"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="67"/>
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>Import grid text</source>
        <translation>Importer une grille texte</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="30"/>
        <source>Grid text (*.txt *.grid);;All files (*)</source>
        <translation>Texte de grille (*.txt *.grid);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="38"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="49"/>
        <source>the file is too large to be a puzzle collection.</source>
        <translation>le fichier est trop gros pour être une collection de grilles.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="51"/>
        <source>this is not a text file.</source>
        <translation>ce n’est pas un fichier texte.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="68"/>
        <source>The grid could be a puzzle of more than one type. Which is it?</source>
        <translation>La grille pourrait être une grille de plusieurs types. Lequel est-ce ?</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="79"/>
        <source>Puzzle %1: %2×%3 (line %4)</source>
        <translation>Grille %1&#xa0;: %2×%3 (ligne %4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="81"/>
        <source>The file holds %n puzzle(s). Which one?</source>
        <translation>
            <numerusform>Le fichier contient %n grille. Laquelle&#xa0;?</numerusform>
            <numerusform>Le fichier contient %n grilles. Laquelle&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioFilesImport.cpp" line="90"/>
        <source>it holds %n puzzle(s).</source>
        <translation>
            <numerusform>il contient %n grille.</numerusform>
            <numerusform>il contient %n grilles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="103"/>
        <source>a %1 needs a %2×%3 grid.</source>
        <translation>un %1 demande une grille %2×%3.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="105"/>
        <source>the givens break the rules: %1</source>
        <translation>les indices enfreignent les règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="115"/>
        <source>Imported %1 · %2 — Play &gt; Analyse Typed Grid (Ctrl+L) solves and rates it.</source>
        <translation>Importé&#xa0;: %1 · %2 — Jeu &gt; Analyser la grille saisie (Ctrl+L) la résout et évalue sa difficulté.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="126"/>
        <source>Export grid text</source>
        <translation>Exporter la grille en texte</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="127"/>
        <source>Grid text (*.txt)</source>
        <translation>Texte de grille (*.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioFilesImport.cpp" line="137"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StudioGroups</name>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="30"/>
        <source>Generate for a Group</source>
        <translation>Générer pour un groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="31"/>
        <source>Generate with the &amp;Group&apos;s Levels</source>
        <translation>Générer avec les niveaux du gr&amp;oupe</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="32"/>
        <source>Use the &amp;Built-in Levels</source>
        <translation>Utiliser les niveaux &amp;intégrés</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="42"/>
        <source>Rate for a &amp;Group…</source>
        <translation>Évaluer pour un gr&amp;oupe…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="43"/>
        <source>Say whether the shown puzzle was too easy, about right or too hard for a class or group</source>
        <translation>Indiquer si la grille affichée était trop facile, adaptée ou trop difficile pour une classe ou un groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="47"/>
        <source>Rate Last &amp;Worksheet for a Group…</source>
        <translation>Évaluer la dernière &amp;fiche pour un groupe…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="48"/>
        <source>Rate each puzzle of the last worksheet made for a class or group</source>
        <translation>Évaluer chaque grille de la dernière fiche créée pour une classe ou un groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="50"/>
        <source>&amp;Teacher Groups…</source>
        <translation>&amp;Groupes d’élèves…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="51"/>
        <source>The groups&apos; labels and retrained models: retrain, reset, export, import, delete</source>
        <translation>Les étiquettes et modèles réentraînés des groupes&#xa0;: réentraîner, réinitialiser, exporter, importer, supprimer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="84"/>
        <source>Built-in</source>
        <translation>Intégré</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="117"/>
        <source>The group &quot;%1&quot; cannot be read (%2); generating with the built-in levels.</source>
        <translation>Le groupe «&#xa0;%1&#xa0;» ne peut pas être lu (%2)&#xa0;; génération avec les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioGroups.cpp" line="123"/>
        <source>Generating with the built-in levels; the group choice is back at Built-in.</source>
        <translation>Génération avec les niveaux intégrés&#xa0;; le choix du groupe est revenu à Intégré.</translation>
    </message>
</context>
<context>
    <name>StudioPlay</name>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="46"/>
        <source>&amp;New Empty Grid</source>
        <translation>&amp;Nouvelle grille vide</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>&amp;Pencil Marks</source>
        <translation>&amp;Notes</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="55"/>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Auto &amp;Candidates</source>
        <translation>&amp;Candidats auto</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="58"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="60"/>
        <source>Fill every square&apos;s pencil marks with the values still possible there, and keep them up to date</source>
        <translation>Remplir les notes de chaque case avec les valeurs encore possibles, et les tenir à jour</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>C&amp;heck</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="68"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>H&amp;int</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="70"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>&amp;Apply Hint</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="72"/>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Reveal &amp;Square</source>
        <translation>Révéler la ca&amp;se</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="74"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="79"/>
        <source>&amp;Reveal All</source>
        <translation>Révéler &amp;tout</translation>
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
        <translation>Mettre en &amp;pause</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="84"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>A&amp;nalyse Typed Grid</source>
        <translation>Ana&amp;lyser la grille saisie</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="90"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="103"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="149"/>
        <source>Analysis cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="183"/>
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n indice</numerusform>
            <numerusform>%1 · %n indices</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="190"/>
        <source>Res&amp;ume Game</source>
        <translation>&amp;Reprendre la partie</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="259"/>
        <source>Digit %1</source>
        <translation>Chiffre %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="261"/>
        <source>Add a 0 to the digit just typed in the selected square: 1 then 0 makes 10, 2 then 0 makes 20</source>
        <translation>Ajoute un 0 au chiffre que vous venez de taper dans la case sélectionnée&#xa0;: 1 puis 0 donne 10, 2 puis 0 donne 20</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="265"/>
        <source>Type %1 in the selected square; two digits quickly after one another make one number</source>
        <translation>Taper %1 dans la case choisie ; deux chiffres tapés vite l’un après l’autre font un nombre</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="277"/>
        <source>Empty square (key %1)</source>
        <translation>Case vide (touche %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="278"/>
        <source>Enter %1 in the selected square (a pencil mark in pencil mode)</source>
        <translation>Inscrire %1 dans la case choisie (une annotation en mode crayon)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="279"/>
        <source>Mark the selected square as empty, %1 (key %2; a pencil mark in pencil mode)</source>
        <translation>Marquer la case choisie comme vide, %1 (touche %2 ; une marque au crayon en mode crayon)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="283"/>
        <source>⌫</source>
        <translation>⌫</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="284"/>
        <source>Erase the selected square</source>
        <translation>Effacer la case sélectionnée</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="285"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="292"/>
        <source>starting a new grid</source>
        <translation>commencer une nouvelle grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="298"/>
        <location filename="../app/gui/StudioPlay.cpp" line="304"/>
        <source>New grid</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="305"/>
        <source>%1 puzzles carry their own cages or regions, which cannot be typed in: import the puzzle as grid text or a game ID (File &gt; Import Grid Text), then play or analyse it.</source>
        <translation>Les grilles de %1 ont leurs propres cages ou régions, qui ne se saisissent pas&#xa0;: importez la grille en texte de grille ou en identifiant de partie (Fichier &gt; Importer une grille texte), puis jouez-la ou analysez-la.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="313"/>
        <source>Type the puzzle&apos;s givens (click a square, then 1-9 or A-P), then Play &gt; Analyse Typed Grid (Ctrl+L).</source>
        <translation>Saisissez les indices de la grille (cliquez sur une case, puis 1-9 ou A-P), puis Jeu &gt; Analyser la grille saisie (Ctrl+L).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="322"/>
        <source>Some values clash (shown in red): the grid has no solution. Correct them and try again.</source>
        <translation>Des valeurs se contredisent (en rouge)&#xa0;: la grille n’a pas de solution. Corrigez-les et réessayez.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="333"/>
        <source>Analysing… (Esc cancels)</source>
        <translation>Analyse en cours… (Échap pour annuler)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="340"/>
        <source>The grid could not be analysed: %1</source>
        <translation>La grille n’a pas pu être analysée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="345"/>
        <source>The solver could not decide within %n second(s) whether this grid has one solution. Add a few more givens and try again.</source>
        <translation>
            <numerusform>Le solveur n’a pas pu déterminer en %n seconde si cette grille a une seule solution. Ajoutez quelques indices et réessayez.</numerusform>
            <numerusform>Le solveur n’a pas pu déterminer en %n secondes si cette grille a une seule solution. Ajoutez quelques indices et réessayez.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="350"/>
        <source>This grid has no solution. Check the values you typed against the source.</source>
        <translation>Cette grille n’a pas de solution. Comparez les valeurs saisies avec la source.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="355"/>
        <source>This grid has more than one solution: add a clue in one of the dotted squares.</source>
        <translation>Cette grille a plus d’une solution&#xa0;: ajoutez un indice dans l’une des cases pointillées.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="361"/>
        <source>%1 (from the clue count: no difficulty model)</source>
        <translation>%1 (d’après le nombre d’indices&#xa0;: pas de modèle de difficulté)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="362"/>
        <source>One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.</source>
        <translation>
            <numerusform>Une seule solution · %1 · %n indice. Aide (Ctrl+H) la résout pas à pas&#xa0;; Révéler tout affiche la solution.</numerusform>
            <numerusform>Une seule solution · %1 · %n indices. Aide (Ctrl+H) la résout pas à pas&#xa0;; Révéler tout affiche la solution.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="387"/>
        <source>Hint</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="392"/>
        <source>Working out a hint…</source>
        <translation>Recherche d’une aide…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="409"/>
        <source>Hint: %1 — Apply (Ctrl+Shift+H) writes it in.</source>
        <translation>Aide&#xa0;: %1 — Appliquer (Ctrl+Shift+H) l’inscrit dans la grille.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="432"/>
        <source>Applied: %1.</source>
        <translation>Appliqué&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="444"/>
        <source>Solved — well done!</source>
        <translation>Résolu — bravo&#xa0;!</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="446"/>
        <source>Everything entered so far is right.</source>
        <translation>Tout ce qui est saisi jusqu’ici est juste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="448"/>
        <source>%n value(s) are wrong: they are hatched in the grid.</source>
        <translation>
            <numerusform>%n valeur est fausse&#xa0;: elle est hachurée dans la grille.</numerusform>
            <numerusform>%n valeurs sont fausses&#xa0;: elles sont hachurées dans la grille.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="458"/>
        <source>The game is open again: the clock runs on.</source>
        <translation>La partie est rouverte&#xa0;: le chronomètre repart.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="467"/>
        <source>Solved in %1 without help!</source>
        <translation>Résolu en %1 sans aide&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlay.cpp" line="469"/>
        <source>Solved in %1 with %n hint(s).</source>
        <translation>
            <numerusform>Résolu en %1 avec %n aide.</numerusform>
            <numerusform>Résolu en %1 avec %n aides.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="471"/>
        <source>Finished in %1 — hints: %2, squares revealed: %3.</source>
        <translation>Terminé en %1 — aides&#xa0;: %2, cases révélées&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlay.cpp" line="475"/>
        <source>It does not count towards your time predictions: most of its squares were filled by Apply Hint or Reveal, so its time says little about your own pace.</source>
        <translation>Elle ne compte pas pour vos prédictions de temps&#xa0;: la plupart de ses cases ont été remplies avec Appliquer ou Révéler, son temps dit donc peu de chose de votre propre rythme.</translation>
    </message>
</context>
<context>
    <name>StudioPlayerTimes</name>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="45"/>
        <source>Making a puzzle for your time… %1 of %2 tried (Esc cancels)</source>
        <translation>Création d’une grille pour votre temps… %1 sur %2 essayées (Échap annule)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="57"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="175"/>
        <source>My Games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="63"/>
        <source>My &amp;Games…</source>
        <translation>&amp;Mes parties…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="64"/>
        <source>Your finished games, how good the time predictions have been, and deleting them</source>
        <translation>Vos parties terminées, la qualité des prévisions de temps, et leur suppression</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="69"/>
        <source>Make a Puzzle for About N &amp;Minutes…</source>
        <translation>Grille d’environ N &amp;minutes…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="70"/>
        <source>Generate a puzzle of the chosen type and size that should take you about as long as you say</source>
        <translation>Générer une grille du type et de la taille choisis qui devrait vous prendre à peu près le temps indiqué</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="79"/>
        <source>Making the puzzle was cancelled.</source>
        <translation>La création de la grille a été annulée.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="95"/>
        <source>%1 of 100 (%2)</source>
        <translation>%1 sur 100 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="96"/>
        <source>%1 of 100 (%2, rule)</source>
        <translation>%1 sur 100 (%2, règle)</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="119"/>
        <source>No time prediction: %1</source>
        <translation>Pas de prévision de temps&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="157"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="187"/>
        <source>Make a Puzzle for About N Minutes</source>
        <translation>Grille d’environ N minutes</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="190"/>
        <source>A puzzle of the type and size chosen in the Puzzle panel that should take you about this long (predicted from your games, or from the puzzles&apos; difficulty until there are enough of them).</source>
        <translation>Une grille du type et de la taille choisis dans le panneau Grille qui devrait vous prendre à peu près ce temps (prévu d’après vos parties, ou d’après la difficulté des grilles tant qu’il n’y en a pas assez).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="198"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>How many minutes the puzzle should take you</source>
        <translation>Combien de minutes la grille devrait vous prendre</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="199"/>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="200"/>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minutes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="202"/>
        <source>&amp;Make</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="203"/>
        <source>Generate the puzzle in the background</source>
        <translation>Générer la grille en arrière-plan</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="204"/>
        <source>Close without making a puzzle</source>
        <translation>Fermer sans créer de grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="215"/>
        <source>making a new puzzle</source>
        <translation>créer une nouvelle grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="222"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>Make a puzzle</source>
        <translation>Créer une grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="228"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>La graine doit être un nombre entier, sinon cochez Aléatoire.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="246"/>
        <source>Making a puzzle for about %n minute(s)… (Esc cancels)</source>
        <translation>
            <numerusform>Création d’une grille d’environ %n minute… (Échap annule)</numerusform>
            <numerusform>Création d’une grille d’environ %n minutes… (Échap annule)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="252"/>
        <source>No puzzle could be made.</source>
        <translation>Aucune grille n’a pu être créée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="257"/>
        <source>Made by Run &gt; Make a Puzzle for About N Minutes: %n puzzle(s) made and scored, the one predicted nearest to your time shown. That search keeps no run counters or harvest.</source>
        <translation>
            <numerusform>Créée par Génération &gt; Grille d’environ N minutes&#xa0;: %n grille créée et évaluée, celle dont le temps prévu est le plus proche du vôtre est affichée. Cette recherche ne garde ni compteurs ni récolte.</numerusform>
            <numerusform>Créée par Génération &gt; Grille d’environ N minutes&#xa0;: %n grilles créées et évaluées, celle dont le temps prévu est le plus proche du vôtre est affichée. Cette recherche ne garde ni compteurs ni récolte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="262"/>
        <source>predicted about %1 minutes for you</source>
        <translation>environ %1 minutes prévues pour vous</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="263"/>
        <source>predicted about %1 minutes from its difficulty</source>
        <translation>environ %1 minutes prévues d’après sa difficulté</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="267"/>
        <source>None of the %1 puzzles made came within a quarter of %n minute(s); the nearest: %2 (%3).</source>
        <translation>
            <numerusform>Aucune des %1 grilles créées n’est venue à un quart près de %n minute ; la plus proche : %2 (%3).</numerusform>
            <numerusform>Aucune des %1 grilles créées n’est venue à un quart près de %n minutes ; la plus proche : %2 (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioPlayerTimes.cpp" line="270"/>
        <source>A puzzle for about %n minute(s): %1 (%2).</source>
        <translation>
            <numerusform>Une grille d’environ %n minute&#xa0;: %1 (%2).</numerusform>
            <numerusform>Une grille d’environ %n minutes&#xa0;: %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudioPreferences</name>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="32"/>
        <source>Vermillion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioPreferences.cpp" line="33"/>
        <source>Reddish purple</source>
        <translation>Pourpre rougeâtre</translation>
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
        <translation>Échec de la génération</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="79"/>
        <source>Empty squares</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="80"/>
        <source>Squares tested</source>
        <translation>Cases testées</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="81"/>
        <source>Solver checks</source>
        <translation>Appels au solveur</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="82"/>
        <source>Engine time</source>
        <translation>Temps de calcul</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="83"/>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="86"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="87"/>
        <source>Squares emptied so far, of all the squares.</source>
        <translation>Cases vidées jusqu’ici, sur toutes les cases.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="88"/>
        <source>Squares the run has tried to empty.</source>
        <translation>Cases que l’exécution a essayé de vider.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="89"/>
        <source>Uniqueness proofs asked of the solver (an Easy or Medium Sudoku needs none: singles finish it).</source>
        <translation>Preuves d’unicité demandées au solveur (un Sudoku facile ou moyen n’en demande aucune : les singletons le finissent).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="90"/>
        <source>Time spent in the engine, without the animation.</source>
        <translation>Temps passé dans le moteur, sans l’animation.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="91"/>
        <source>The difficulty class of the puzzle as it stands now.</source>
        <translation>La classe de difficulté de la grille telle qu’elle est.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="92"/>
        <source>The shown puzzle&apos;s difficulty score, 0 to 100: a model trained on other programs&apos; grades places it; the classes are bands of it. Marked &quot;rule&quot; where a type has no graded puzzles to learn from.</source>
        <translation>Le score de difficulté de la grille affichée, de 0 à 100 : un modèle appris sur les notes d’autres programmes la place ; les niveaux en sont des tranches. « règle » indique un type sans grilles notées pour apprendre.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="96"/>
        <source>Squares tested, of all the squares.</source>
        <translation>Cases testées, sur toutes les cases.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="98"/>
        <source>Use the Puzzle So Far</source>
        <translation>Utiliser la grille actuelle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="101"/>
        <source>Stop the run and keep the puzzle as it stands: it has a unique solution, but squares not yet tested may still be removable.</source>
        <translation>Arrêter l’exécution et garder la grille telle quelle&#xa0;: elle a une solution unique, mais des cases pas encore testées pourraient encore être retirées.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Every puzzle the run produced, filed by difficulty class. Click one to show and play it.</source>
        <translation>Toutes les grilles de l’exécution, classées par difficulté. Cliquez-en une pour l’afficher et la jouer.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="106"/>
        <source>Harvest</source>
        <translation>Récolte</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="114"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
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
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="124"/>
        <source>&amp;Use the Puzzle So Far</source>
        <translation>&amp;Utiliser la grille actuelle</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="125"/>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="126"/>
        <source>Stop the run and keep the puzzle as it stands (unique, maybe not minimal).</source>
        <translation>Arrêter et garder la grille telle quelle (unique, peut-être pas minimale).</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>How fast the grid empties on screen. The engine&apos;s work is the same; One step at a time waits for Space.</source>
        <translation>La vitesse à laquelle la grille se vide à l’écran. Le travail du moteur est le même ; Pas à pas attend la barre d’espace.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="133"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="134"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="135"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="136"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="137"/>
        <source>One step at a time</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="208"/>
        <source>Stopped on request: %1 · %2 · unique solution · seed %3 · %4 not tested yet, so it may not be minimal</source>
        <translation>Arrêté sur demande&#xa0;: %1 · %2 · solution unique · graine %3 · %4 pas encore testées, donc peut-être pas minimale</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="211"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="216"/>
        <source>generating a new puzzle</source>
        <translation>générer une nouvelle grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="221"/>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>Cannot generate</source>
        <translation>Génération impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="227"/>
        <source>The seed must be a whole number, or tick Random.</source>
        <translation>La graine doit être un nombre entier, sinon cochez Aléatoire.</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="265"/>
        <source>Generating %1 · seed %2…</source>
        <translation>Génération&#xa0;: %1 · graine %2…</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="295"/>
        <source>Run %1: no %2 puzzle yet, trying another board · seed %3…</source>
        <translation>Essai %1&#xa0;: pas encore de grille de niveau %2, nouvelle grille pleine · graine %3…</translation>
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
            <numerusform>%1 (%n gardée sans preuve)</numerusform>
            <numerusform>%1 (%n gardées sans preuve)</numerusform>
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
            <numerusform>Annulé pendant l’essai %1 après avoir testé %2 case sur %n (vidées&#xa0;: %3)&#xa0;; aucune grille n’a été gardée.</numerusform>
            <numerusform>Annulé pendant l’essai %1 après avoir testé %2 des %n cases (vidées&#xa0;: %3)&#xa0;; aucune grille n’a été gardée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="385"/>
        <source>%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).</source>
        <translation>
            <numerusform>%n essai n’a donné aucune grille de niveau %1 à cette taille&#xa0;; voici le niveau le plus proche trouvé (%2).</numerusform>
            <numerusform>%n essais n’ont donné aucune grille de niveau %1 à cette taille&#xa0;; voici le niveau le plus proche trouvé (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="406"/>
        <source>%1 · %2 · %3 · unique solution · seed %4 · %5</source>
        <translation>%1 · %2 · %3 · solution unique · graine %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="209"/>
        <location filename="../app/gui/StudioRun.cpp" line="407"/>
        <source>%n clue(s)</source>
        <translation>
            <numerusform>%n indice</numerusform>
            <numerusform>%n indices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="409"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n essai</numerusform>
            <numerusform>%n essais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/StudioRun.cpp" line="412"/>
        <source> · %n square(s) kept unproven</source>
        <translation>
            <numerusform> · %n case gardée sans preuve</numerusform>
            <numerusform> · %n cases gardées sans preuve</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="420"/>
        <source>showing another puzzle</source>
        <translation>afficher une autre grille</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="437"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/StudioRun.cpp" line="474"/>
        <source>Welcome! Puzzlesmith is making a %1 slowly so you can watch. Choose your own puzzle on the left and press Generate.</source>
        <translation>Bienvenue ! Puzzlesmith fabrique lentement un %1 pour que vous puissiez regarder. Choisissez votre grille à gauche et appuyez sur Générer.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupTraining</name>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="29"/>
        <source>%1 in 10</source>
        <translation>%1 sur 10</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="36"/>
        <source>how many clues the puzzles show</source>
        <translation>le nombre d’indices que montrent les grilles</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="38"/>
        <source>the size of the grid</source>
        <translation>la taille de la grille</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="40"/>
        <source>the size of the cages</source>
        <translation>la taille des cages</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="51"/>
        <source>the clue count</source>
        <translation>le nombre d’indices</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="53"/>
        <source>the grid size</source>
        <translation>la taille de grille</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="55"/>
        <source>the cage size</source>
        <translation>la taille des cages</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="171"/>
        <source>%1 levels are set by the techniques a puzzle needs, which independent graders check, so your ratings do not change a puzzle&apos;s level: they move its score within its level.</source>
        <translation>Les niveaux de %1 dépendent des techniques qu&apos;une grille demande, ce que des évaluateurs indépendants vérifient ; vos évaluations ne changent donc pas le niveau d&apos;une grille : elles déplacent son score à l&apos;intérieur de son niveau.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="174"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s scores fit your ratings.</source>
        <translation>Avec moins de %1 grilles évaluées, Puzzlesmith ne peut pas encore vérifier si les scores du groupe correspondent à vos évaluations.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="177"/>
        <source>The built-in scores already fit your ratings as well as retrained ones would, so the group keeps them.</source>
        <translation>Les scores intégrés correspondent déjà à vos évaluations aussi bien que des scores réappris, le groupe les garde donc.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="179"/>
        <source>On the whole the group&apos;s scores are higher (harder) than the built-in ones.</source>
        <translation>Dans l&apos;ensemble, les scores du groupe sont plus élevés (plus difficiles) que les scores intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="180"/>
        <source>On the whole the group&apos;s scores are lower (easier) than the built-in ones.</source>
        <translation>Dans l&apos;ensemble, les scores du groupe sont plus bas (plus faciles) que les scores intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="181"/>
        <source>On the whole they are about as high as the built-in ones.</source>
        <translation>Dans l&apos;ensemble, ils sont à peu près aussi élevés que les scores intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="194"/>
        <source>With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group&apos;s levels fit your ratings.</source>
        <translation>Avec moins de %1 grilles évaluées, Puzzlesmith ne peut pas encore vérifier si les niveaux du groupe correspondent bien à vos évaluations.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="197"/>
        <source>The built-in levels already fit your ratings as well as a retrained model would, so the group keeps them: they match your ratings for about %1 puzzles.</source>
        <translation>Les niveaux intégrés correspondent déjà à vos évaluations aussi bien qu’un modèle réentraîné, le groupe les garde donc&#xa0;: ils concordent avec vos évaluations pour environ %1 grilles.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="200"/>
        <source>Tested on your ratings (each one checked by a model that had not seen it), the group&apos;s levels match them for about %1 puzzles; the built-in levels for %2.</source>
        <translation>Testés sur vos évaluations (chacune vérifiée par un modèle qui ne l’avait pas vue), les niveaux du groupe concordent pour environ %1 grilles&#xa0;; les niveaux intégrés pour %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="204"/>
        <source>On the whole the group&apos;s levels are harder than the built-in ones.</source>
        <translation>Dans l’ensemble, les niveaux du groupe sont plus difficiles que les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="205"/>
        <source>On the whole the group&apos;s levels are easier than the built-in ones.</source>
        <translation>Dans l’ensemble, les niveaux du groupe sont plus faciles que les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="206"/>
        <source>On the whole they are about as hard as the built-in ones.</source>
        <translation>Dans l’ensemble, ils sont à peu près aussi difficiles que les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="207"/>
        <source>Compared with the built-in levels, %1% of puzzles get another level.</source>
        <translation>Par rapport aux niveaux intégrés, %1&#xa0;% des grilles changent de niveau.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="217"/>
        <source>the built-in levels rank puzzles by the techniques needed to solve them, as the independent graders (sgt-solo, qqwing) do</source>
        <translation>les niveaux intégrés classent les grilles selon les techniques nécessaires pour les résoudre, comme le font les évaluateurs indépendants (sgt-solo, qqwing)</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="219"/>
        <source>Your ratings follow %1; %2.</source>
        <translation>Vos évaluations suivent %1&#xa0;; %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="220"/>
        <source>Your ratings do not rank puzzles the way the built-in levels do: %1.</source>
        <translation>Vos évaluations ne classent pas les grilles comme les niveaux intégrés&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="221"/>
        <source>You chose to generate with this group anyway.</source>
        <translation>Vous avez choisi de générer quand même avec ce groupe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="222"/>
        <source>Before generation uses this group, Puzzlesmith will ask you.</source>
        <translation>Avant que la génération utilise ce groupe, Puzzlesmith vous le demandera.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="224"/>
        <source>If that is what your class finds hard, keep the ratings; if not, check a few of them.</source>
        <translation>Si c’est bien ce que votre classe trouve difficile, gardez les évaluations&#xa0;; sinon, vérifiez-en quelques-unes.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="233"/>
        <source>%1-fold cross-validation over %2 labels: agreement %3% (built-in %4%), mean absolute error %5 points (built-in %6).</source>
        <translation>Validation croisée à %1 blocs sur %2 étiquettes&#xa0;: concordance %3&#xa0;% (intégré %4&#xa0;%), erreur absolue moyenne %5 points (intégré %6).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="238"/>
        <source>Spearman rank correlation of the labels with the built-in scores: %1; with %2: %3.</source>
        <translation>Corrélation de rang de Spearman des étiquettes avec les scores intégrés&#xa0;: %1&#xa0;; avec %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="239"/>
        <source>a visible property</source>
        <translation>une propriété visible</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="242"/>
        <source>Spearman rank correlation of the labels&apos; moves away from the built-in scores with %1: %2.</source>
        <translation>Corrélation de rang de Spearman des écarts des étiquettes par rapport aux scores intégrés avec %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="246"/>
        <source>Too few labels, or labels of one level only, to compare their ranking with the built-in levels (%1 or more of several levels).</source>
        <translation>Trop peu d’étiquettes, ou d’un seul niveau, pour comparer leur classement aux niveaux intégrés (%1 ou plus, de plusieurs niveaux).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="249"/>
        <source>Checked %1 in %2 s; the built-in model is kept.</source>
        <translation>%1 vérifié en %2&#xa0;s&#xa0;; le modèle intégré est conservé.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="252"/>
        <source>Trained %1 on %2 built-in puzzles and each label %3 times, in %4 s.</source>
        <translation>%1 entraîné sur %2 grilles intégrées et chaque étiquette %3 fois, en %4&#xa0;s.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="256"/>
        <source>On the built-in puzzles: %1% change score band (the level stays the one the techniques give), mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>Sur les grilles intégrées : %1 % changent de tranche de score (le niveau reste celui que donnent les techniques), décalage moyen %2 points, Spearman avec les scores intégrés %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="258"/>
        <source>On the built-in puzzles: %1% change class, mean shift %2 points, Spearman with the built-in scores %3.</source>
        <translation>Sur les grilles intégrées&#xa0;: %1&#xa0;% changent de niveau, décalage moyen %2 points, Spearman avec les scores intégrés %3.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="268"/>
        <source>The ratings of &quot;%1&quot; do not rank %2 puzzles the way the built-in levels do (they follow the techniques needed, as independent graders do). Generate with the group&apos;s levels anyway?</source>
        <translation>Les évaluations de «&#xa0;%1&#xa0;» ne classent pas les grilles de %2 comme les niveaux intégrés (qui suivent les techniques nécessaires, comme les évaluateurs indépendants). Générer quand même avec les niveaux du groupe&#xa0;?</translation>
    </message>
</context>
<context>
    <name>TeacherGroups</name>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="139"/>
        <source>&quot;%1&quot; is not a group file: it is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un fichier de groupe&#xa0;: ce n’est pas du JSON valide (%2 à l’octet %3)&#xa0;; le fichier est peut-être endommagé.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="142"/>
        <source>&quot;%1&quot; is not a group file: it holds no group.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un fichier de groupe&#xa0;: il ne contient aucun groupe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="145"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="153"/>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Impossible d’ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="159"/>
        <source>&quot;%1&quot; is too large to be a group file.</source>
        <translation>«&#xa0;%1&#xa0;» est trop volumineux pour être un fichier de groupe.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="161"/>
        <source>&quot;%1&quot; is not a group file: it is not text.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un fichier de groupe&#xa0;: ce n’est pas du texte.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="165"/>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>Impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="172"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="211"/>
        <source>it is not a Puzzlesmith group (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>ce n’est pas un groupe Puzzlesmith (pas de &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="214"/>
        <source>the group has no valid &quot;version&quot;.</source>
        <translation>le groupe n’a pas de &quot;version&quot; valide.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="216"/>
        <source>the group was written by a newer Puzzlesmith (version %1; this one reads up to %2).</source>
        <translation>le groupe a été écrit par un Puzzlesmith plus récent (version %1&#xa0;; celui-ci lit jusqu’à %2).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="220"/>
        <source>the group has no name.</source>
        <translation>le groupe n’a pas de nom.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="222"/>
        <source>the group has no list of &quot;labels&quot;.</source>
        <translation>le groupe n’a pas de liste &quot;labels&quot;.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="229"/>
        <source>label %1: its puzzle cannot be read: %2</source>
        <translation>étiquette %1&#xa0;: sa grille ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="232"/>
        <source>label %1: &quot;%2&quot; is not a verdict (too-easy, about-right, too-hard or level).</source>
        <translation>étiquette %1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un verdict (too-easy, about-right, too-hard ou level).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="236"/>
        <source>label %1: &quot;%2&quot; is not a level (easy, medium, hard or evil).</source>
        <translation>étiquette %1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un niveau (easy, medium, hard ou evil).</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="248"/>
        <source>the model for &quot;%1&quot; is empty.</source>
        <translation>le modèle pour «&#xa0;%1&#xa0;» est vide.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="283"/>
        <location filename="../app/document/TeacherGroups.cpp" line="298"/>
        <source>There is no group &quot;%1&quot;.</source>
        <translation>Il n’y a pas de groupe «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="290"/>
        <source>Cannot create the folder &quot;%1&quot;.</source>
        <translation>Impossible de créer le dossier «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="300"/>
        <source>Cannot delete the group &quot;%1&quot;: %2</source>
        <translation>Impossible de supprimer le groupe «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="319"/>
        <source>&quot;%1&quot;: the model for &quot;%2&quot; is damaged; the group was not imported.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le modèle pour «&#xa0;%2&#xa0;» est endommagé&#xa0;; le groupe n’a pas été importé.</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="337"/>
        <source>too easy</source>
        <translation>trop facile</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="339"/>
        <source>about right</source>
        <translation>adaptée</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="341"/>
        <source>too hard</source>
        <translation>trop difficile</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroups.cpp" line="345"/>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <location filename="../app/document/TeacherGroupTraining.cpp" line="285"/>
        <source>%1 has no built-in difficulty model: its ratings are kept but train no model.</source>
        <translation>%1 n’a pas de modèle de difficulté intégré&#xa0;: ses évaluations sont conservées mais n’entraînent aucun modèle.</translation>
    </message>
</context>
<context>
    <name>TeacherGroupsDialog</name>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="63"/>
        <source>Built-in class (rows) against the group&apos;s class (columns), on the built-in puzzles:</source>
        <translation>Niveau intégré (lignes) contre le niveau du groupe (colonnes), sur les grilles intégrées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="82"/>
        <source>Teacher Groups</source>
        <translation>Groupes d’élèves</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>The classes or groups you have rated puzzles for.</source>
        <translation>Les classes ou groupes pour lesquels vous avez évalué des grilles.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="88"/>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="34"/>
        <source>No ratings yet: rate puzzles with Play &gt; Rate for a Group…</source>
        <translation>Pas encore d’évaluations&#xa0;: évaluez des grilles avec Jeu &gt; Évaluer pour un groupe…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="39"/>
        <source>%n puzzle(s) rated</source>
        <translation>
            <numerusform>%n grille évaluée</numerusform>
            <numerusform>%n grilles évaluées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="42"/>
        <source>The group has no levels of its own yet: Retrain makes them.</source>
        <translation>Le groupe n’a pas encore de niveaux propres&#xa0;: Réentraîner les crée.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="49"/>
        <source>Please check:</source>
        <translation>À vérifier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="52"/>
        <source>Puzzles were rated since: Retrain to use them.</source>
        <translation>Des grilles ont été évaluées depuis&#xa0;: réentraînez pour les utiliser.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="61"/>
        <source>Built-in score band (rows) against the group&apos;s score band (columns), on the built-in puzzles; each puzzle&apos;s level stays the one the techniques give:</source>
        <translation>Tranche de score intégrée (lignes) contre tranche de score du groupe (colonnes), sur les grilles intégrées ; le niveau de chaque grille reste celui que donnent les techniques :</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>Group summary</source>
        <translation>Résumé du groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="92"/>
        <source>The chosen group&apos;s ratings and how the group&apos;s levels compare with the built-in ones.</source>
        <translation>Les évaluations du groupe choisi et la comparaison de ses niveaux avec les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="101"/>
        <source>&amp;Retrain</source>
        <translation>&amp;Réentraîner</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="102"/>
        <source>Re&amp;set…</source>
        <translation>Réi&amp;nitialiser…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="103"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="104"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="105"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="106"/>
        <source>De&amp;tails</source>
        <translation>Dé&amp;tails</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="109"/>
        <source>Show or hide the numbers behind the summary: the statistics and the table of levels.</source>
        <translation>Afficher ou masquer les chiffres derrière le résumé&#xa0;: les statistiques et le tableau des niveaux.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="111"/>
        <source>Work out the group&apos;s levels again from all its ratings (in the background).</source>
        <translation>Recalculer les niveaux du groupe à partir de toutes ses évaluations (en arrière-plan).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="112"/>
        <source>Forget the group&apos;s levels, or its ratings too; generation then uses the built-in levels.</source>
        <translation>Oublier les niveaux du groupe, ou aussi ses évaluations&#xa0;; la génération utilise alors les niveaux intégrés.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="113"/>
        <source>Save the group (ratings and levels) as one file to share with other teachers.</source>
        <translation>Enregistrer le groupe (évaluations et niveaux) dans un seul fichier à partager avec d’autres enseignants.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="115"/>
        <source>Delete the group, its ratings and its levels.</source>
        <translation>Supprimer le groupe, ses évaluations et ses niveaux.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="121"/>
        <source>Forget the Group&apos;s &amp;Levels</source>
        <translation>Oublier les &amp;niveaux du groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="122"/>
        <source>Forget Levels and &amp;Ratings</source>
        <translation>Oublier niveaux et é&amp;valuations</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete &quot;%1&quot; with its ratings and levels?</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» avec ses évaluations et ses niveaux&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="214"/>
        <source>Working out the levels of &quot;%1&quot;…</source>
        <translation>Calcul des niveaux de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="224"/>
        <source>Working out the levels failed: %1</source>
        <translation>Le calcul des niveaux a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="232"/>
        <source>Worked out the levels of &quot;%1&quot;.</source>
        <translation>Niveaux de «&#xa0;%1&#xa0;» calculés.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="288"/>
        <source>&quot;%1&quot; has no ratings and no levels of its own now.</source>
        <translation>«&#xa0;%1&#xa0;» n’a plus d’évaluations ni de niveaux propres.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="289"/>
        <source>&quot;%1&quot; has no levels of its own now.</source>
        <translation>«&#xa0;%1&#xa0;» n’a plus de niveaux propres.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="114"/>
        <source>Add a group another teacher exported (a .psgroup file).</source>
        <translation>Ajouter un groupe exporté par un autre enseignant (un fichier .psgroup).</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="116"/>
        <source>Close this window.</source>
        <translation>Fermer cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset group</source>
        <translation>Réinitialiser le groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="120"/>
        <source>Reset &quot;%1&quot;?</source>
        <translation>Réinitialiser «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="129"/>
        <source>Export group</source>
        <translation>Exporter le groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="131"/>
        <source>Puzzlesmith groups (*.psgroup)</source>
        <translation>Groupes Puzzlesmith (*.psgroup)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="136"/>
        <source>Import group</source>
        <translation>Importer un groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="137"/>
        <source>Puzzlesmith groups (*.psgroup);;All files (*)</source>
        <translation>Groupes Puzzlesmith (*.psgroup);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="142"/>
        <source>Delete group</source>
        <translation>Supprimer le groupe</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="193"/>
        <source>No groups yet. Rate puzzles for a class or group with Play &gt; Rate for a Group…, or import a group another teacher exported.</source>
        <translation>Pas encore de groupes. Évaluez des grilles pour une classe ou un groupe avec Jeu &gt; Évaluer pour un groupe…, ou importez un groupe exporté par un autre enseignant.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="246"/>
        <source>Exported &quot;%1&quot; to %2.</source>
        <translation>«&#xa0;%1&#xa0;» exporté vers %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="262"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="268"/>
        <source>Imported &quot;%1&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» importé.</translation>
    </message>
    <message>
        <location filename="../app/gui/TeacherGroupsDialog.cpp" line="303"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» supprimé.</translation>
    </message>
</context>
<context>
    <name>Technique</name>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="12"/>
        <source>complete region</source>
        <translation>région complète</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="13"/>
        <source>only way out</source>
        <translation>seule issue</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="14"/>
        <source>isolated square</source>
        <translation>case isolée</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="15"/>
        <source>equal regions would touch</source>
        <translation>régions égales en contact</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="16"/>
        <source>single candidate</source>
        <translation>candidat unique</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="17"/>
        <source>no room for this size</source>
        <translation>pas de place pour cette taille</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="18"/>
        <source>bottleneck</source>
        <translation>goulot d’étranglement</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="19"/>
        <source>sealed area</source>
        <translation>zone fermée</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="20"/>
        <source>unreachable square</source>
        <translation>case inaccessible</translation>
    </message>
    <message>
        <location filename="../engine/types/fillomino/FillominoTechniques.cpp" line="21"/>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="21"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="25"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="27"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="23"/>
        <source>guess</source>
        <translation>hypothèse</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="10"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="10"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="10"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="11"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="10"/>
        <source>naked single</source>
        <translation>singleton nu</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="11"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="11"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="11"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="12"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="11"/>
        <source>hidden single</source>
        <translation>singleton caché</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="12"/>
        <source>cage digits</source>
        <translation>chiffres de la cage</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="13"/>
        <source>cage arithmetic</source>
        <translation>arithmétique de la cage</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="14"/>
        <source>cage in a line</source>
        <translation>cage dans une ligne</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="14"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="15"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="21"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="14"/>
        <source>naked pair</source>
        <translation>paire nue</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="15"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="16"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="22"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="16"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="15"/>
        <source>hidden pair</source>
        <translation>paire cachée</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="17"/>
        <source>line sum</source>
        <translation>somme de ligne</translation>
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
        <translation>triplet nu</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="12"/>
        <source>sign bound</source>
        <translation>borne de signe</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="13"/>
        <source>sign chain</source>
        <translation>chaîne de signes</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="17"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="20"/>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="24"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="18"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="17"/>
        <source>hidden triple</source>
        <translation>triplet caché</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="21"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="19"/>
        <source>naked quad</source>
        <translation>quadruplet nu</translation>
    </message>
    <message>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="22"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="20"/>
        <source>hidden quad</source>
        <translation>quadruplet caché</translation>
    </message>
    <message>
        <location filename="../engine/types/futoshiki/FutoshikiTechnique.cpp" line="19"/>
        <location filename="../engine/types/kenken/KenKenTechnique.cpp" line="23"/>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="20"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="21"/>
        <source>swordfish</source>
        <translation>swordfish</translation>
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
        <translation>paire pointante</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="15"/>
        <location filename="../engine/types/sudoku/SudokuTechnique.cpp" line="13"/>
        <source>box/line reduction</source>
        <translation>réduction bloc/ligne</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="16"/>
        <source>cage/unit interaction</source>
        <translation>cage et unité</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="17"/>
        <source>rule of 45, outies</source>
        <translation>règle des 45, outies</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="18"/>
        <source>cage splitting</source>
        <translation>découpage de cage</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="19"/>
        <source>hidden cage</source>
        <translation>cage cachée</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="20"/>
        <source>rule of 45 over several units</source>
        <translation>règle des 45 sur plusieurs unités</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="12"/>
        <source>cage combinations</source>
        <translation>combinaisons de cage</translation>
    </message>
    <message>
        <location filename="../engine/types/killer/KillerTechnique.cpp" line="13"/>
        <source>rule of 45</source>
        <translation>règle des 45</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="10"/>
        <source>clue of 1 or N</source>
        <translation>indice 1 ou N</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="13"/>
        <source>clue bounds</source>
        <translation>bornes des indices</translation>
    </message>
    <message>
        <location filename="../engine/types/skyscrapers/SkyscrapersTechnique.cpp" line="14"/>
        <source>visibility</source>
        <translation>visibilité</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="13"/>
        <source>Puzzlesmith User Guide</source>
        <translation>Guide de l’utilisateur de Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="21"/>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="24"/>
        <source>&amp;Contents</source>
        <translation>&amp;Sommaire</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="26"/>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <location filename="../app/gui/UserGuideWindow.cpp" line="29"/>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="132"/>
        <source>Answers: %1</source>
        <translation>Corrigé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="140"/>
        <source>Name ______________________________    Date ______________</source>
        <translation>Nom ______________________________    Date ______________</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="146"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="147"/>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="153"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="194"/>
        <source>%1 · %2 · %3 · seed %4: %5</source>
        <translation>%1 · %2 · %3 · graine %4 : %5</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="249"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/document/Worksheet.cpp" line="266"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Impossible d’enregistrer «&#xa0;%1&#xa0;»&#xa0;: %2. Le fichier précédent, s’il existe, est inchangé.</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="223"/>
        <source>At %1 per page the squares print only %L2 mm wide, too small to write in (%L3 mm or more reads well). Choose %4 per page for %L5 mm squares.</source>
        <translation>À %1 par page, les cases ne font que %L2 mm de côté, trop peu pour y écrire (%L3 mm ou plus se lit bien). Choisissez %4 par page pour des cases de %L5 mm.</translation>
    </message>
    <message>
        <location filename="../app/document/WorksheetLayout.cpp" line="231"/>
        <source>The squares print only %L1 mm wide, too small to write in (%L2 mm or more reads well), even at the fewest puzzles per page. A larger grid scale helps.</source>
        <translation>Les cases ne font que %L1 mm de côté, trop peu pour y écrire (%L2 mm ou plus se lit bien), même avec le moins de grilles par page. Une plus grande échelle de grille aide.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="43"/>
        <source>Worksheet</source>
        <translation>Fiche d’exercices</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="49"/>
        <source>Name and date lines</source>
        <translation>Lignes Nom et Date</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="63"/>
        <source>Mix of all four</source>
        <translation>Mélange des quatre</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="65"/>
        <source>Answer key pages</source>
        <translation>Pages de corrigé</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="72"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="73"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="75"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="76"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Consigne</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="78"/>
        <source>T&amp;ype</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="92"/>
        <source>&amp;Size</source>
        <translation>Tai&amp;lle</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="95"/>
        <source>&amp;Mixed with</source>
        <translation>&amp;Mélangé avec</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="98"/>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="99"/>
        <source>&amp;Number of puzzles</source>
        <translation>&amp;Nombre de grilles</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="100"/>
        <source>Puzzles &amp;per page</source>
        <translation>Grilles &amp;par page</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="106"/>
        <source>&amp;Grid scale</source>
        <translation>Éc&amp;helle de la grille</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="107"/>
        <source>P&amp;aper</source>
        <translation>Papie&amp;r</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="109"/>
        <source>Press Generate to make the puzzles.</source>
        <translation>Appuyez sur Générer pour créer les grilles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="113"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="114"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="115"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="116"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="163"/>
        <source>&amp;Cancel</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="179"/>
        <source>Cancelled: no puzzles were kept. Press Generate to start again.</source>
        <translation>Annulé&#xa0;: aucune grille n’a été gardée. Appuyez sur Générer pour recommencer.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="192"/>
        <source>The settings changed, so the puzzles being made were dropped. Press Generate to make new ones.</source>
        <translation>Les réglages ont changé&#xa0;: les grilles en cours ont été abandonnées. Appuyez sur Générer pour en faire de nouvelles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="200"/>
        <source>The settings changed since the puzzles were made. Press Generate to make new ones.</source>
        <translation>Les réglages ont changé depuis que les grilles ont été faites. Appuyez sur Générer pour en faire de nouvelles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="257"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="285"/>
        <source>Squares print %L1 mm wide; the pages are printed across (landscape), two grids side by side.</source>
        <translation>Les cases s’impriment avec %L1 mm de côté&#xa0;; les pages sont imprimées en largeur (paysage), deux grilles côte à côte.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="286"/>
        <source>Squares print %L1 mm wide.</source>
        <translation>Les cases s’impriment avec %L1 mm de côté.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="293"/>
        <source>Use %1 per page</source>
        <translation>Passer à %1 par page</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="310"/>
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Génération de %n grille…</numerusform>
            <numerusform>Génération de %n grilles…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="330"/>
        <source>The puzzles could not be made: %1</source>
        <translation>Les grilles n’ont pas pu être créées&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/WorksheetDialog.cpp" line="335"/>
        <source>%n page(s) ready.</source>
        <translation>
            <numerusform>%n page prête.</numerusform>
            <numerusform>%n pages prêtes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <location filename="../app/gui/WorksheetDialog.cpp" line="348"/>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="343"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="350"/>
        <source>Saved %1.</source>
        <translation>Enregistré&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>The heading of every puzzle page. It follows the puzzle type until you write your own.</source>
        <translation>Le titre de chaque page de grilles. Il suit le type de puzzle tant que vous n’écrivez pas le vôtre.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="387"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>One line under the title telling the children what to do; the rules of the type by default.</source>
        <translation>Une ligne sous le titre qui dit aux enfants quoi faire ; par défaut les règles du type.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="388"/>
        <source>Instructions</source>
        <translation>Consigne</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="389"/>
        <source>Lines for the pupil&apos;s name and the date at the top of every puzzle page.</source>
        <translation>Des lignes pour le nom de l’élève et la date en haut de chaque page de grilles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>The kind of puzzle on the sheet.</source>
        <translation>Le type de puzzle de la fiche.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="390"/>
        <source>Puzzle type</source>
        <translation>Type de puzzle</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Mixed with</source>
        <translation>Mélangé avec</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="391"/>
        <source>Other types that alternate with the first on the sheet: tick as many as you like.</source>
        <translation>D’autres types qui alternent avec le premier sur la feuille&#xa0;: cochez-en autant que vous voulez.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>One level for every puzzle, or a mix that goes through the levels in turn.</source>
        <translation>Un niveau pour chaque grille, ou un mélange qui passe les niveaux tour à tour.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="392"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>How many puzzles the sheet has in all.</source>
        <translation>Le nombre total de grilles de la fiche.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="393"/>
        <source>Number of puzzles</source>
        <translation>Nombre de grilles</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Fewer per page give bigger squares to write in; the line below says how wide they print.</source>
        <translation>Moins par page donne des cases plus grandes pour écrire ; la ligne dessous dit leur largeur à l’impression.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="394"/>
        <source>Puzzles per page</source>
        <translation>Grilles par page</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="395"/>
        <source>Pages at the end with every puzzle solved, the givens in bold.</source>
        <translation>Des pages à la fin avec chaque grille résolue, les indices en gras.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>How much of its place on the page a grid fills.</source>
        <translation>La part de sa place sur la page que remplit une grille.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="396"/>
        <source>Grid scale</source>
        <translation>Échelle des grilles</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>The paper the sheet is laid out for.</source>
        <translation>Le papier pour lequel la fiche est mise en page.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="397"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="398"/>
        <source>Make the puzzles in the background (Cancel stops it); then preview, print or export.</source>
        <translation>Faire les grilles en arrière-plan (Annuler l’arrête) ; puis aperçu, impression ou export.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="399"/>
        <source>See every page as it will print.</source>
        <translation>Voir chaque page telle qu’elle sera imprimée.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="400"/>
        <source>Print the sheet.</source>
        <translation>Imprimer la fiche.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="401"/>
        <source>Save the sheet as a PDF file.</source>
        <translation>Enregistrer la fiche en PDF.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <source>Settings saved under a name: choose one to bring all of them back.</source>
        <translation>Des réglages enregistrés sous un nom : choisissez-en un pour tous les retrouver.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="27"/>
        <source>Save Preset…</source>
        <translation>Enregistrer le préréglage…</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="28"/>
        <source>De&amp;lete</source>
        <translation>Supp&amp;rimer</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="29"/>
        <source>Forget the chosen preset</source>
        <translation>Oublier le préréglage choisi</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialog.cpp" line="402"/>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="40"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="30"/>
        <source>Keep every setting of this dialog under a name, to use again next week.</source>
        <translation>Garder tous les réglages de cette fenêtre sous un nom, pour les réutiliser la semaine prochaine.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Save preset</source>
        <translation>Enregistrer le préréglage</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="49"/>
        <source>Name of the preset (for example &quot;Class 4b, Fridays&quot;):</source>
        <translation>Nom du préréglage (par exemple « CM1 b, le vendredi ») :</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete preset</source>
        <translation>Supprimer le préréglage</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="58"/>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>Supprimer le préréglage « %1 » ?</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="67"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="88"/>
        <source>Saved the preset &quot;%1&quot;.</source>
        <translation>Préréglage « %1 » enregistré.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="98"/>
        <source>Settings of the preset &quot;%1&quot;. Press Generate to make the puzzles.</source>
        <translation>Réglages du préréglage « %1 ». Appuyez sur Générer pour faire les grilles.</translation>
    </message>
    <message>
        <location filename="../app/gui/WorksheetDialogPresets.cpp" line="106"/>
        <source>Deleted the preset &quot;%1&quot;.</source>
        <translation>Préréglage « %1 » supprimé.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="213"/>
        <source>Measure speed. By default: GenPuzzles per size of the type (median and worst milliseconds per puzzle, mean per solver check). Fixed seeds, so runs are comparable.</source>
        <translation>Mesure la vitesse. Par défaut&#xa0;: GenPuzzles pour chaque taille du type (temps médian et pire temps en millisecondes par grille, moyenne par appel au solveur). Graines fixes&#xa0;: les mesures sont comparables.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <source>Puzzle type (default %1).</source>
        <translation>Type de jeu (par défaut&#xa0;: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="216"/>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="217"/>
        <source>Comma-separated sizes as the type&apos;s parameters, as its usual one is written (%1). Default: the type&apos;s benchmark sizes.</source>
        <translation>Tailles séparées par des virgules, sous la forme des paramètres du type, écrites comme sa taille habituelle (%1). Par défaut&#xa0;: les tailles de mesure du type.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="218"/>
        <location filename="../app/cli/TrainCommand.cpp" line="54"/>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="219"/>
        <source>Puzzles per size (0: 200 up to 9x9, 20 up to 16x16, 5 above).</source>
        <translation>Grilles par taille (0&#xa0;: 200 jusqu’à 9x9, 20 jusqu’à 16x16, 5 au-delà).</translation>
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
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <source>Solver backend: native, z3 or z3-int (default: the type&apos;s own).</source>
        <translation>Moteur de résolution&#xa0;: native, z3 ou z3-int (par défaut&#xa0;: celui du type).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="220"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="173"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="177"/>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="221"/>
        <source>Seed of the first puzzle.</source>
        <translation>Graine de la première grille.</translation>
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
        <translation>À la place&#xa0;: résoudre chaque grille de FICHIER (format ligne) et afficher les grilles par seconde, par étiquette (et par nom de liste pour les fichiers de mesure).</translation>
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
        <translation>FICHIER</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="224"/>
        <source>Instead: run the type&apos;s peers installed from Debian (%1) side by side with Puzzlesmith&apos;s generate command and print ratios of CPU time, whole processes, the same number of puzzles, alternating rounds, with the load average. With --solve: the solve command and the type&apos;s peer solver on the same puzzles of its size too (%2).</source>
        <translation>À la place&#xa0;: lancer les programmes de comparaison du type installés depuis Debian (%1) côte à côte avec la commande generate de Puzzlesmith et afficher les ratios de temps CPU — processus entiers, même nombre de grilles, tours alternés, avec la charge moyenne. Avec --solve&#xa0;: aussi la commande solve et le solveur de comparaison du type sur les mêmes grilles de sa taille (%2).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="228"/>
        <source>With --solve: also time the solve command beside tdoku to a proof of uniqueness, whole processes on the same puzzles, on every set of the size it solves (%1). PATH: tdoku&apos;s line solver, its example/solve.c built against its library from tdoku&apos;s public source.</source>
        <translation>Avec --solve&#xa0;: chronométrer aussi la commande solve à côté de tdoku jusqu’à une preuve d’unicité, processus entiers sur les mêmes grilles, sur chaque lot de la taille qu’il résout (%1). CHEMIN&#xa0;: le solveur en ligne de tdoku, son example/solve.c compilé avec sa bibliothèque à partir des sources publiques de tdoku.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="232"/>
        <source>Instead: rate every puzzle of FILE with the built-in model and print puzzles per second (with --peers: the rate command and the type&apos;s peer rater as whole processes on the same puzzles of its size too: %1).</source>
        <translation>À la place&#xa0;: évaluer chaque grille de FICHIER avec le modèle intégré et afficher les grilles par seconde (avec --peers&#xa0;: aussi la commande rate et l’évaluateur de comparaison du type, en processus entiers, sur les mêmes grilles de sa taille&#xa0;: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="268"/>
        <source>Error: &quot;%1&quot; is not a program; --tdoku takes the path of tdoku&apos;s line solver (its example/solve.c, built).</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» n’est pas un programme&#xa0;; --tdoku prend le chemin du solveur en ligne de tdoku (son example/solve.c, compilé).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="230"/>
        <source>PATH</source>
        <translation>CHEMIN</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="231"/>
        <source>Instead: generate N puzzles of the type&apos;s usual size on every core and print the throughput.</source>
        <translation>À la place&#xa0;: générer N grilles de la taille habituelle du type sur chaque cœur et afficher le débit.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="234"/>
        <source>Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default 3x3; --puzzles: how many per level, default 50).</source>
        <translation>À la place&#xa0;: temps médian en millisecondes pour générer une grille à chaque niveau de difficulté (--sizes&#xa0;: le premier bloc, 3x3 par défaut&#xa0;; --puzzles&#xa0;: combien par niveau, 50 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="236"/>
        <source>Instead: the learning curve of a teacher group&apos;s model with simulated teachers (0, 20, 50, 100 labels; --seed, 3 seeds; --puzzles: built-in puzzles in each retrain, default 1200).</source>
        <translation>À la place&#xa0;: la courbe d’apprentissage du modèle d’un groupe d’élèves avec des enseignants simulés (0, 20, 50, 100 étiquettes&#xa0;; --seed, 3 graines&#xa0;; --puzzles&#xa0;: grilles intégrées à chaque réentraînement, 1200 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="238"/>
        <source>With --teachers: the labelled puzzles the teachers label and are checked on (default: the built-in training file).</source>
        <translation>Avec --teachers&#xa0;: les grilles étiquetées que les enseignants étiquettent et sur lesquelles ils sont vérifiés (par défaut&#xa0;: le fichier d’apprentissage intégré).</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="240"/>
        <source>Instead: the learning curve of the personal time model on simulated players, with the labelled puzzles of FILES (comma-separated) of the type&apos;s usual size.</source>
        <translation>À la place&#xa0;: la courbe d’apprentissage du modèle de temps personnel sur des joueurs simulés, avec les grilles étiquetées de FICHIERS (séparés par des virgules) de la taille habituelle du type.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="241"/>
        <source>FILES</source>
        <translation>FICHIERS</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="256"/>
        <source>Error: bench takes no file arguments (&quot;%1&quot;); use --solve FILE or --rate FILE.</source>
        <translation>Erreur&#xa0;: bench ne prend pas de fichier en argument («&#xa0;%1&#xa0;»)&#xa0;; utilisez --solve FICHIER ou --rate FICHIER.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="264"/>
        <source>Error: --tdoku goes with --solve FILE.</source>
        <translation>Erreur&#xa0;: --tdoku s’utilise avec --solve FICHIER.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="277"/>
        <source>Error: --sizes needs at least one size, e.g. %1.</source>
        <translation>Erreur&#xa0;: --sizes demande au moins une taille, par exemple %1.</translation>
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
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="117"/>
        <source>Run &apos;%1 --help&apos; for the options.</source>
        <translation>Lancez &apos;%1 --help&apos; pour voir les options.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="136"/>
        <source>Error: --%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>Erreur&#xa0;: --%1 prend un nombre entier de %2 à %3, pas «&#xa0;%4&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="148"/>
        <source>Error: --%1 takes a whole number from 0 to 18446744073709551615, not &quot;%2&quot;.</source>
        <translation>Erreur&#xa0;: --%1 prend un nombre entier de 0 à 18446744073709551615, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>Puzzle type: %1 (default %2).</source>
        <translation>Type de jeu&#xa0;: %1 (par défaut&#xa0;: %2).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="162"/>
        <source>Grid size RxC, rows x columns (9x9, 10x18); a type with boxes picks the most nearly square box. %1</source>
        <translation>Taille de grille RxC, lignes x colonnes (9x9, 10x18)&#xa0;; un type à blocs choisit le bloc le plus proche du carré. %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="163"/>
        <location filename="../app/cli/CliSupport.cpp" line="180"/>
        <source>RxC</source>
        <translation>RxC</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="178"/>
        <source>%1 only: the %2 RxC, rows x columns (%3); wins over --size.</source>
        <translation>%1 uniquement&#xa0;: %2 en RxC, lignes x colonnes (%3)&#xa0;; prime sur --size.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="206"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="63"/>
        <source>Error: --%1 is not an option of %2; give its size with --size RxC.</source>
        <translation>Erreur&#xa0;: --%1 n’est pas une option de %2&#xa0;; donnez sa taille avec --size RxC.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="252"/>
        <source>Error: --backend takes native, z3 or z3-int, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --backend accepte native, z3 ou z3-int, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="266"/>
        <location filename="../app/cli/CliSupport.cpp" line="336"/>
        <location filename="../app/cli/CliSupport.cpp" line="360"/>
        <source>Error: cannot write &quot;%1&quot;: %2</source>
        <translation>Erreur&#xa0;: impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="279"/>
        <source>Seconds one puzzle may take before it is reported as undecided (default %1).</source>
        <translation>Secondes qu’une grille peut prendre avant d’être signalée comme non décidée (par défaut&#xa0;: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="281"/>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/CliSupport.cpp" line="295"/>
        <source>Line %1: the number of solutions could not be decided within %n second(s) (--time-limit).</source>
        <translation>
            <numerusform>Ligne %1&#xa0;: le nombre de solutions n’a pas pu être déterminé en %n seconde (--time-limit).</numerusform>
            <numerusform>Ligne %1&#xa0;: le nombre de solutions n’a pas pu être déterminé en %n secondes (--time-limit).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="378"/>
        <source>Error: --%1 needs a file name (or - for standard output).</source>
        <translation>Erreur&#xa0;: --%1 demande un nom de fichier (ou - pour la sortie standard).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="51"/>
        <source>Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). The native backend takes milliseconds.</source>
        <translation>Remarque&#xa0;: z3 est lent au-delà de 16x16 (plusieurs minutes par grille, voire plus&#xa0;; l’article indique environ 500 s pour 25x25). Le moteur natif prend quelques millisecondes.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="82"/>
        <source>Error: --strategy takes paper, uniform or symmetric, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --strategy accepte paper, uniform ou symmetric, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="88"/>
        <source>Error: --difficulty takes easy, medium, hard or evil, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --difficulty accepte easy, medium, hard ou evil, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="135"/>
        <source>Error: %1 grids do not fit the line format; use --format grid or json.</source>
        <translation>Erreur&#xa0;: les grilles %1 n’entrent pas dans le format ligne&#xa0;; utilisez --format grid ou json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="165"/>
        <source>Generate puzzles with GenPuzzles: a random full board is emptied square by square while the puzzle keeps a unique solution (or at most --max-solutions).</source>
        <translation>Génère des grilles avec GenPuzzles&#xa0;: une grille pleine tirée au hasard est vidée case par case tant que la grille garde une solution unique (ou au plus --max-solutions).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="167"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="82"/>
        <source>Default: the type&apos;s usual size (9x9).</source>
        <translation>Par défaut&#xa0;: la taille habituelle du type (9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="169"/>
        <source>How many puzzles (1 to 1000000; default 1).</source>
        <translation>Nombre de grilles (1 à 1000000&#xa0;; 1 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="170"/>
        <source>Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given.</source>
        <translation>Graine&#xa0;; la grille i du lot est celle de la graine S+i. Aléatoire si absente.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="171"/>
        <source>Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric (180-degree pairs).</source>
        <translation>Case à essayer ensuite&#xa0;: paper (lignes et colonnes les plus pleines d’abord&#xa0;; par défaut), uniform, symmetric (paires symétriques à 180 degrés).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>Stop once K squares are empty (0: empty as many as possible).</source>
        <translation>S’arrêter dès que K cases sont vides (0&#xa0;: vider autant que possible).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="174"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="175"/>
        <source>Keep at most k solutions (1: unique).</source>
        <translation>Garder au plus k solutions (1&#xa0;: unique).</translation>
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
        <translation>Moteur de résolution&#xa0;: native (solveur exact rapide, par défaut), z3 (encodage SAT one-hot quand le type le permet, cases entières sinon) ou z3-int (l’encodage en entiers de l’article).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="178"/>
        <source>Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: the type&apos;s own: 2000 up to 12x12 and 20 above, or no limit for a type whose proofs always finish. A limit never breaks the --max-solutions rule; puzzles may just not be minimal.</source>
        <translation>Nœuds de recherche qu’une preuve d’unicité peut utiliser avant que la case soit gardée (0&#xa0;: pas de limite). Par défaut&#xa0;: celle du type&#xa0;: 2000 jusqu’à 12x12 et 20 au-delà, ou pas de limite pour un type dont les preuves aboutissent toujours. Une limite n’enfreint jamais la règle --max-solutions&#xa0;; les grilles peuvent simplement ne pas être minimales.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="182"/>
        <source>SAT conflicts one uniqueness proof may take before the square is kept unproven (0: no limit, so every square is proven and the puzzle is minimal; minutes at 25x25). Default: the solver&apos;s own for the grid: 1000 for a 25x25 Sudoku, no limit below. Only Sudoku from 16x16 up needs such proofs; a limit never breaks the --max-solutions rule.</source>
        <translation>Conflits SAT qu’une preuve d’unicité peut prendre avant que la case soit gardée sans preuve (0 : aucune limite, chaque case est donc prouvée et la grille est minimale ; des minutes en 25x25). Par défaut : la valeur du solveur pour la grille : 1000 pour un Sudoku 25x25, aucune limite en dessous. Seul le Sudoku à partir de 16x16 a besoin de telles preuves ; une limite ne viole jamais la règle de --max-solutions.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="188"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <source>Difficulty model made by &apos;train&apos; (default: the built-in one).</source>
        <translation>Modèle de difficulté créé par &apos;train&apos; (par défaut&#xa0;: le modèle intégré).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="189"/>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>MODEL</source>
        <translation>MODÈLE</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="190"/>
        <source>Worker threads (0, the default: one per core). The output does not depend on it.</source>
        <translation>Threads de travail (0, par défaut&#xa0;: un par cœur). Le résultat n’en dépend pas.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="194"/>
        <location filename="../app/cli/RateCommand.cpp" line="71"/>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="195"/>
        <source>Write to FILE instead of standard output.</source>
        <translation>Écrire dans FICHIER au lieu de la sortie standard.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="200"/>
        <source>Error: generate takes no file arguments (&quot;%1&quot;); use -o FILE for the output.</source>
        <translation>Erreur&#xa0;: generate ne prend pas de fichier en argument («&#xa0;%1&#xa0;»)&#xa0;; utilisez -o FICHIER pour la sortie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="291"/>
        <source>Interrupted after %n puzzle(s); no output file was written.</source>
        <translation>
            <numerusform>Interrompu après %n grille&#xa0;; aucun fichier de sortie n’a été écrit.</numerusform>
            <numerusform>Interrompu après %n grilles&#xa0;; aucun fichier de sortie n’a été écrit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="292"/>
        <source>Interrupted after %n puzzle(s), each written in full above.</source>
        <translation>
            <numerusform>Interrompu après %n grille, écrite en entier ci-dessus.</numerusform>
            <numerusform>Interrompu après %n grilles, chacune écrite en entier ci-dessus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="304"/>
        <source>Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.</source>
        <translation>
            <numerusform>Remarque&#xa0;: %n sur %1 a moins de %2&#xa0;: vider une autre case enfreindrait la règle --max-solutions.</numerusform>
            <numerusform>Remarque&#xa0;: %n sur %1 ont moins de %2&#xa0;: vider une autre case enfreindrait la règle --max-solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="301"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="109"/>
        <source>Error: --format takes line, grid, json or gameid, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --format prend line, grid, json ou gameid, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="113"/>
        <source>Error: %1 puzzles have no game IDs to write; use --format line, grid or json.</source>
        <translation>Erreur&#xa0;: les grilles %1 n’ont pas d’identifiant de partie à écrire&#xa0;; utilisez --format line, grid ou json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="118"/>
        <source>Error: %1 has no game IDs to write: %2 does not play these rules; use --format grid or json.</source>
        <translation>Erreur : %1 n’a pas d’identifiants de partie à écrire : %2 ne joue pas ces règles ; utilisez --format grid ou json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="130"/>
        <source>Error: %1 puzzles are more than their values, and the line format holds values only; use --format grid or json.</source>
        <translation>Erreur : les grilles %1 sont plus que leurs valeurs, et le format ligne ne contient que des valeurs ; utilisez --format grid ou json.</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="187"/>
        <source>Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out). Sudoku above 16x16 offers easy, medium and evil: hard is not reached in reasonable time there (docs/classes.md).</source>
        <translation>Créer des grilles de cette classe : easy, medium, hard ou evil (GenPuzzles tourne jusqu&apos;à en obtenir une). Au-delà de 16x16, le Sudoku propose easy, medium et evil : hard n&apos;y est pas atteint en un temps raisonnable (docs/classes.md).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="191"/>
        <source>Output format: line (one puzzle per line), grid (&quot;R C&quot; then one line per row, a comment line with the class and seed before each puzzle), json (.puzzle; an array when --count &gt; 1) or gameid (one game ID a line, as the type&apos;s peer program from sgt-puzzles reads it). Default: json for an --output FILE named *.puzzle, else line, or grid for types whose puzzles are more than their values (cages, regions, signs, clues outside the grid).</source>
        <translation>Format de sortie : line (une grille par ligne), grid (« R C » puis une ligne par rangée, une ligne de commentaire avec la classe et la graine avant chaque grille), json (.puzzle ; un tableau quand --count &gt; 1) ou gameid (un identifiant de partie par ligne, tel que le lit le programme homologue du type dans sgt-puzzles). Par défaut : json pour un fichier --output nommé *.puzzle, sinon line, ou grid pour les types dont les grilles sont plus que leurs valeurs (cages, régions, signes, indices hors de la grille).</translation>
    </message>
    <message>
        <location filename="../app/cli/GenerateCommand.cpp" line="264"/>
        <source>Puzzle of seed %1 has no game ID (the peer program cannot hold it); it is left out.</source>
        <translation>La grille de graine %1 n’a pas d’identifiant de partie (le programme de comparaison ne peut pas la représenter)&#xa0;; elle est omise.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="299"/>
        <source>Note: %n square(s) stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).</source>
        <translation>
            <numerusform>Remarque : %n case est restée sans preuve dans %1 : sa preuve d’unicité a dépassé son budget, elle a donc été gardée comme donnée. Les grilles sont uniques mais peut-être pas minimales (--search-budget 0 --proof-budget 0 prouvent chaque case).</numerusform>
            <numerusform>Remarque : %n cases sont restées sans preuve dans %1 : leur preuve d’unicité a dépassé son budget, chacune a donc été gardée comme donnée. Les grilles sont uniques mais peut-être pas minimales (--search-budget 0 --proof-budget 0 prouvent chaque case).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="305"/>
        <source>%n empty square(s)</source>
        <translation>
            <numerusform>%n case vide</numerusform>
            <numerusform>%n cases vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="313"/>
        <source>Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class they reached is given instead (%5). Try another size or difficulty.</source>
        <translation>
            <numerusform>Avertissement&#xa0;: %n sur %1 n’a pas atteint le niveau %2 en %3 sur des grilles %4&#xa0;; le niveau le plus proche atteint est donné à la place (%5). Essayez une autre taille ou difficulté.</numerusform>
            <numerusform>Avertissement&#xa0;: %n sur %1 n’ont pas atteint le niveau %2 en %3 chacune sur des grilles %4&#xa0;; le niveau le plus proche atteint est donné à la place (%5). Essayez une autre taille ou difficulté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateCommand.cpp" line="315"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n essai</numerusform>
            <numerusform>%n essais</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="31"/>
        <location filename="../app/cli/RateCommand.cpp" line="122"/>
        <location filename="../app/cli/RateCommand.cpp" line="194"/>
        <location filename="../app/cli/SolveCommand.cpp" line="106"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="39"/>
        <source>Error: &quot;%1&quot; is not valid JSON (%2 at byte %3); the file may be damaged.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» n’est pas du JSON valide (%2 à l’octet %3)&#xa0;; le fichier est peut-être endommagé.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="49"/>
        <source>item %1 of the list is not a puzzle object.</source>
        <translation>l’élément %1 de la liste n’est pas un objet grille.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="376"/>
        <source>Error: --format takes line or grid, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --format accepte line ou grid, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="43"/>
        <source>  (%1 has no step-by-step solver yet.)</source>
        <translation>  (%1 n’a pas encore de solveur pas à pas.)</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="51"/>
        <source>  hardest technique: %1; %2, %3, %4%5</source>
        <translation>  technique la plus difficile&#xa0;: %1&#xa0;; %2, %3, %4%5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="52"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="53"/>
        <source>%n guess(es)</source>
        <translation>
            <numerusform>%n hypothèse</numerusform>
            <numerusform>%n hypothèses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="54"/>
        <source>; not solved</source>
        <translation>&#xa0;; non résolue</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="63"/>
        <source>Rate puzzles given in the line format or a .puzzle file: prints &lt;puzzle&gt;,&lt;class&gt; per puzzle, class easy, medium, hard or evil. Bad lines, puzzles without exactly one solution and puzzles undecided within the time limit are reported on standard error (exit code 1).</source>
        <translation>Évalue des grilles données au format ligne ou dans un fichier .puzzle&#xa0;: affiche &lt;grille&gt;,&lt;niveau&gt; pour chaque grille, le niveau étant easy, medium, hard ou evil. Les lignes incorrectes, les grilles qui n’ont pas exactement une solution et celles non décidées dans le temps imparti sont signalées sur la sortie d’erreur (code de sortie 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="66"/>
        <location filename="../app/cli/SolveCommand.cpp" line="32"/>
        <source>Default: the puzzle&apos;s own size and parameters (a line&apos;s box=RxC, as generate writes it).</source>
        <translation>Par défaut&#xa0;: la taille et les paramètres propres à la grille (le box=RxC d’une ligne, tel que generate l’écrit).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="68"/>
        <source>A model made by &apos;train&apos; instead of the built-in one.</source>
        <translation>Un modèle créé par &apos;train&apos; à la place du modèle intégré.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="69"/>
        <source>After each puzzle, print the logic solver&apos;s steps.</source>
        <translation>Après chaque grille, afficher les étapes du solveur logique.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="70"/>
        <source>Output format: line (&lt;puzzle&gt;,&lt;class&gt;) or grid (the grid, then difficulty=&lt;class&gt;); default: grid for grid text input, else line.</source>
        <translation>Format de sortie&#xa0;: line (&lt;grille&gt;,&lt;niveau&gt;) ou grid (la grille, puis difficulty=&lt;niveau&gt;)&#xa0;; par défaut&#xa0;: grid pour une entrée en texte de grille, sinon line.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="73"/>
        <source>Compare with the labels in the file: agreement with the label&apos;s class, confusion, and Spearman&apos;s rank correlation with each grader&apos;s own scale (of the score where the model gives one), overall and per grid size.</source>
        <translation>Comparer aux étiquettes du fichier : accord avec le niveau de l&apos;étiquette, confusion, et corrélation des rangs de Spearman avec l&apos;échelle propre de chaque noteur (du score quand le modèle en donne un), au total et par taille de grille.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="75"/>
        <source>End each output line with the puzzle&apos;s difficulty score (0-100; its class is the band the score falls in). Types without a score model print their rule&apos;s score (the middle of the class&apos;s band).</source>
        <translation>Terminer chaque ligne par le score de difficulté de la grille (0-100 ; son niveau est la tranche où tombe le score). Les types sans modèle de score donnent le score de leur règle (le milieu de la tranche du niveau).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="209"/>
        <source>%n labelled puzzle(s): %1% filed under the label&apos;s class</source>
        <translation>
            <numerusform>%n grille étiquetée : %1% classées au niveau de l&apos;étiquette</numerusform>
            <numerusform>%n grilles étiquetées : %1% classées au niveau de l&apos;étiquette</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our score against each grader&apos;s own levels:</source>
        <translation>Spearman de notre score face aux niveaux propres de chaque noteur :</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="213"/>
        <source>Spearman of our class against each grader&apos;s own levels:</source>
        <translation>Spearman de notre niveau face aux niveaux propres de chaque noteur :</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/RateCommand.cpp" line="216"/>
        <location filename="../app/cli/RateCommand.cpp" line="220"/>
        <source>  %1: %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>  %1 : %2 (%n grille)</numerusform>
            <numerusform>  %1 : %2 (%n grilles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="217"/>
        <source>per grid size (the file&apos;s own label):</source>
        <translation>par taille de grille (l&apos;étiquette propre du fichier) :</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="221"/>
        <source>one level only</source>
        <translation>un seul niveau</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="225"/>
        <source>; our mean %1</source>
        <translation> ; notre moyenne %1</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="78"/>
        <location filename="../app/cli/SolveCommand.cpp" line="38"/>
        <source>Puzzle file, or - for standard input (the default).</source>
        <translation>Fichier de grilles, ou - pour l’entrée standard (par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="136"/>
        <source>Line %1: the puzzle has no solution, so it has no difficulty.</source>
        <translation>Ligne %1&#xa0;: la grille n’a pas de solution, elle n’a donc pas de difficulté.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="137"/>
        <source>Line %1: the puzzle has more than one solution, so it has no difficulty (add givens until the solution is unique).</source>
        <translation>Ligne %1&#xa0;: la grille a plus d’une solution, elle n’a donc pas de difficulté (ajoutez des indices jusqu’à ce que la solution soit unique).</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="164"/>
        <location filename="../app/cli/SolveCommand.cpp" line="65"/>
        <source>Line %1: this grid does not fit the line format; use --format grid.</source>
        <translation>Ligne %1&#xa0;: cette grille n’entre pas dans le format ligne&#xa0;; utilisez --format grid.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="206"/>
        <source>Error: no line carries a known label to compare with.</source>
        <translation>Erreur&#xa0;: aucune ligne ne porte d’étiquette connue à comparer.</translation>
    </message>
    <message>
        <location filename="../app/cli/RateCommand.cpp" line="210"/>
        <source>confusion (rows: label&apos;s class, columns: ours: easy medium hard evil)</source>
        <translation>confusion (lignes&#xa0;: niveau de l’étiquette&#xa0;; colonnes&#xa0;: le nôtre&#xa0;: facile moyen difficile diabolique)</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="26"/>
        <source>Solve puzzles in the line format (one per line; &apos;#&apos; lines are skipped), the grid text format (&quot;R C&quot; then one line per row; sgt-puzzles game IDs too) or a .puzzle file. Prints &lt;solution&gt;,&lt;count&gt; per puzzle in the line format, or the solution&apos;s grid and a line solutions=&lt;count&gt; in the grid format; count = number of solutions up to 2 (2: two or more); the input itself when there is none. Bad lines, clashing givens and puzzles undecided within the time limit are reported on standard error and make the exit code 1.</source>
        <translation>Résout des grilles au format ligne (une par ligne&#xa0;; les lignes &apos;#&apos; sont ignorées), au format texte de grille («&#xa0;R C&#xa0;» puis une ligne par ligne de la grille&#xa0;; identifiants de partie sgt-puzzles aussi) ou dans un fichier .puzzle. Affiche &lt;solution&gt;,&lt;nombre&gt; par grille au format ligne, ou la grille de la solution et une ligne solutions=&lt;nombre&gt; au format grille&#xa0;; nombre = nombre de solutions jusqu’à 2 (2&#xa0;: deux ou plus)&#xa0;; la grille d’entrée elle-même s’il n’y en a aucune. Les lignes incorrectes, les indices contradictoires et les grilles non décidées dans le temps imparti sont signalés sur la sortie d’erreur et donnent le code de sortie 1.</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="34"/>
        <source>Solver backend: native, z3 or z3-int (default: native).</source>
        <translation>Moteur de résolution&#xa0;: native, z3 ou z3-int (par défaut&#xa0;: native).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="36"/>
        <source>Output format: line or grid (default: grid for grid text input, else line).</source>
        <translation>Format de sortie&#xa0;: line ou grid (par défaut&#xa0;: grid pour une entrée en texte de grille, sinon line).</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="42"/>
        <source>Error: solve takes one input file at most.</source>
        <translation>Erreur&#xa0;: solve prend au plus un fichier d’entrée.</translation>
    </message>
    <message>
        <location filename="../app/cli/SolveCommand.cpp" line="85"/>
        <source>Line %1: the givens contradict each other: %2</source>
        <translation>Ligne %1&#xa0;: les indices se contredisent&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="25"/>
        <source>feature contributions (%1-fold cross-validation accuracy; all features: %2%)</source>
        <translation>contributions des caractéristiques (exactitude en validation croisée à %1 plis&#xa0;; toutes les caractéristiques&#xa0;: %2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <source>feature</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>without</source>
        <translation>sans</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="26"/>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>alone</source>
        <translation>seule</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="46"/>
        <source>Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) from puzzles labelled easy, medium, hard or evil (qqwing&apos;s and sgt-solo&apos;s levels work too).</source>
        <translation>Entraîne un modèle de difficulté (libsvm C-SVC, noyau RBF&#xa0;; C et gamma choisis par validation croisée) à partir de grilles étiquetées easy, medium, hard ou evil (les niveaux de qqwing et de sgt-solo sont aussi acceptés).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="48"/>
        <source>Default: each grid&apos;s own size.</source>
        <translation>Par défaut&#xa0;: la taille propre de chaque grille.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="50"/>
        <source>Labelled puzzles in the line format: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;].</source>
        <translation>Grilles étiquetées au format ligne&#xa0;: &lt;grille&gt;,&lt;étiquette&gt;[,&lt;source&gt;].</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="51"/>
        <source>Where to write the model.</source>
        <translation>Où écrire le modèle.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="52"/>
        <source>Cross-validation folds (2 to 20).</source>
        <translation>Plis de la validation croisée (2 à 20).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="53"/>
        <source>Try fewer C and gamma values (for a fast check).</source>
        <translation>Essayer moins de valeurs de C et de gamma (pour un contrôle rapide).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="54"/>
        <source>Comma-separated C values to try instead of the default grid.</source>
        <translation>Valeurs de C à essayer, séparées par des virgules, au lieu de la grille par défaut.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="55"/>
        <source>Comma-separated gamma values to try instead of the default grid.</source>
        <translation>Valeurs de gamma à essayer, séparées par des virgules, au lieu de la grille par défaut.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="56"/>
        <source>Also report what each feature (with --score: each feature group) contributes: the cross-validated result without it, and with it alone.</source>
        <translation>Indiquer aussi ce qu&apos;apporte chaque caractéristique (avec --score : chaque groupe) : le résultat en validation croisée sans elle, et avec elle seule.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="58"/>
        <source>Train the 0-100 difficulty score (libsvm epsilon-SVR) on each puzzle&apos;s position on the scale (the mean of its grades), with the classes as bands of it, instead of a classifier. Default grid: C 256, gamma 0.03, epsilon 2.</source>
        <translation>Entraîner le score de difficulté 0-100 (libsvm epsilon-SVR) sur la position de chaque grille sur l&apos;échelle (la moyenne de ses notes), les niveaux en étant des tranches, au lieu d&apos;un classifieur. Grille par défaut : C 256, gamma 0.03, epsilon 2.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="60"/>
        <source>With --score: comma-separated epsilon values to try (in score points).</source>
        <translation>Avec --score : valeurs d&apos;epsilon à essayer, séparées par des virgules (en points de score).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="61"/>
        <source>With --score: labelled puzzles never used in training; reports the score&apos;s Spearman against their grades (and, with --contributions, each feature group&apos;s).</source>
        <translation>Avec --score : grilles étiquetées jamais utilisées pour l&apos;entraînement ; donne le Spearman du score face à leurs notes (et, avec --contributions, celui de chaque groupe).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="70"/>
        <source>Error: train needs --data FILE and --out MODEL.</source>
        <translation>Erreur&#xa0;: train demande --data FICHIER et --out MODÈLE.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="116"/>
        <source>Error: --%1 takes positive numbers separated by commas, not &quot;%2&quot;.</source>
        <translation>Erreur&#xa0;: --%1 accepte des nombres positifs séparés par des virgules, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainCommand.cpp" line="126"/>
        <source>%n puzzle(s): %1 easy, %2 medium, %3 hard, %4 evil</source>
        <translation>
            <numerusform>%n grille&#xa0;: facile %1, moyen %2, difficile %3, diabolique %4</numerusform>
            <numerusform>%n grilles&#xa0;: facile %1, moyen %2, difficile %3, diabolique %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="128"/>
        <source>chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%</source>
        <translation>C choisi = %1, gamma = %2&#xa0;; exactitude en validation croisée à %3 plis&#xa0;: %4&#xa0;%</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="130"/>
        <source>confusion (rows: label, columns: predicted)</source>
        <translation>confusion (lignes&#xa0;: étiquette, colonnes&#xa0;: prédiction)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>hard</source>
        <translation>diffic.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainCommand.cpp" line="131"/>
        <location filename="../app/cli/TrainCommand.cpp" line="132"/>
        <source>evil</source>
        <translation>diabol.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="51"/>
        <source>Error: --type needs at least one puzzle type.</source>
        <translation>Erreur&#xa0;: --type demande au moins un type de jeu.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="79"/>
        <source>Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date lines, puzzles numbered with their difficulty, and answer-key pages. --type may list several types (%1): they alternate on the sheet.</source>
        <translation>Génère des grilles et écrit une fiche d’exercices imprimable en PDF&#xa0;: titre, consigne, lignes Nom et Date, grilles numérotées avec leur difficulté, et pages de corrigé. --type peut énumérer plusieurs types (%1)&#xa0;: ils alternent sur la fiche.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="84"/>
        <source>easy, medium, hard, evil, or mix (the four in turn; default medium).</source>
        <translation>easy, medium, hard, evil ou mix (les quatre à tour de rôle&#xa0;; medium par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="85"/>
        <source>Number of puzzles, 1 to 200 (default 12).</source>
        <translation>Nombre de grilles, de 1 à 200 (12 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="86"/>
        <source>Puzzles per page: 1, 2, 4 or 6 (default 4); 2 go side by side on landscape pages. A warning says when the squares would print too small to write in, and what fewer per page would give.</source>
        <translation>Grilles par page&#xa0;: 1, 2, 4 ou 6 (4 par défaut)&#xa0;; à 2, elles sont côte à côte sur des pages en paysage. Un avertissement signale quand les cases seraient imprimées trop petites pour y écrire, et ce que donneraient moins de grilles par page.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="88"/>
        <source>Add answer-key pages.</source>
        <translation>Ajouter des pages de corrigé.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <source>Title at the top of each page (default: the type&apos;s name).</source>
        <translation>Titre en haut de chaque page (par défaut&#xa0;: le nom du type).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="89"/>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="90"/>
        <source>A line under the title (default: the type&apos;s rules).</source>
        <translation>Une ligne sous le titre (par défaut&#xa0;: la règle du type).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="91"/>
        <source>Leave out the Name and Date lines.</source>
        <translation>Omettre les lignes Nom et Date.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>a4 or letter (default a4).</source>
        <translation>a4 ou letter (a4 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="92"/>
        <source>size</source>
        <translation>format</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>Grid size within its place on the page, 50 to 100 percent (default 100).</source>
        <translation>Taille de la grille dans son emplacement sur la page, de 50 à 100 pour cent (100 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="93"/>
        <source>percent</source>
        <translation>pourcentage</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="94"/>
        <source>Seed (random when not given).</source>
        <translation>Graine (aléatoire si absente).</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="95"/>
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="100"/>
        <source>Error: worksheet needs -o FILE.pdf.</source>
        <translation>Erreur&#xa0;: worksheet demande -o FICHIER.pdf.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="110"/>
        <source>Error: --per-page takes 1, 2, 4 or 6, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --per-page accepte 1, 2, 4 ou 6, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="121"/>
        <source>Error: --difficulty takes easy, medium, hard, evil or mix, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --difficulty accepte easy, medium, hard, evil ou mix, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="126"/>
        <source>Error: --paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: --paper accepte a4 ou letter, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="156"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="167"/>
        <source>Warning: at %1 per page the squares print %L2 mm wide, too small to write in; --per-page %3 prints them %L4 mm wide.</source>
        <translation>Avertissement&#xa0;: à %1 par page, les cases font %L2 mm de côté, trop peu pour y écrire&#xa0;; --per-page %3 les imprime à %L4 mm.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="171"/>
        <source>Warning: %1</source>
        <translation>Avertissement&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="183"/>
        <source>Warning: %n puzzle(s) did not reach the asked difficulty at this size; their own class is printed under them.</source>
        <translation>
            <numerusform>Avertissement&#xa0;: %n grille n’a pas atteint la difficulté demandée à cette taille&#xa0;; son propre niveau est imprimé dessous.</numerusform>
            <numerusform>Avertissement&#xa0;: %n grilles n’ont pas atteint la difficulté demandée à cette taille&#xa0;; leur propre niveau est imprimé sous chacune.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetCommand.cpp" line="190"/>
        <source>Wrote %1: %2 on %3 (%4 with answers), seed %5</source>
        <translation>%1 écrit&#xa0;: %2 sur %3 (dont %4 de corrigé), graine %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/WorksheetCommand.cpp" line="191"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
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
        <translation>Utilisation&#xa0;: puzzlesmith-cli &lt;commande&gt; [options]

Commandes&#xa0;:
  generate   créer des grilles (GenPuzzles avec un moteur de résolution)
  solve      compter les solutions des grilles (jusqu’à 2) et en afficher une
  rate       classer les grilles en easy, medium, hard ou evil (--explain&#xa0;: les étapes logiques)
  train      apprendre un modèle de difficulté à partir de grilles étiquetées
  worksheet  écrire une fiche d’exercices PDF imprimable, avec pages de corrigé
  bench      mesurer la génération et les appels au solveur par taille

Lancez &apos;puzzlesmith-cli &lt;commande&gt; --help&apos; pour les options d’une commande.
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="55"/>
        <source>Error: cannot start the worksheet program %1.</source>
        <translation>Erreur : impossible de lancer le programme de fiches %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="23"/>
        <source>This program makes worksheets for &apos;puzzlesmith-cli worksheet&apos;; run that instead.</source>
        <translation>Ce programme crée les fiches de &apos;puzzlesmith-cli worksheet&apos; ; lancez plutôt celui-ci.</translation>
    </message>
    <message>
        <location filename="../app/cli/WorksheetMain.cpp" line="44"/>
        <location filename="../app/cli/main.cpp" line="61"/>
        <source>Error: cannot write to standard output: %1</source>
        <translation>Erreur&#xa0;: impossible d’écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="92"/>
        <source>Error: unknown command &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: commande «&#xa0;%1&#xa0;» inconnue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="52"/>
        <source>%1 %2 (%n puzzle(s))</source>
        <translation>
            <numerusform>%1 %2 (%n grille)</numerusform>
            <numerusform>%1 %2 (%n grilles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainScore.cpp" line="105"/>
        <source>%n graded puzzle(s)</source>
        <translation>
            <numerusform>%n grille notée</numerusform>
            <numerusform>%n grilles notées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="106"/>
        <source>epsilon-SVR, chosen C = %1, gamma = %2, epsilon = %3</source>
        <translation>epsilon-SVR, choisis C = %1, gamma = %2, epsilon = %3</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="107"/>
        <source>%1-fold cross-validation: Spearman %2 against the target, mean absolute error %3 points</source>
        <translation>Validation croisée à %1 plis : Spearman %2 face à la cible, erreur absolue moyenne %3 points</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="109"/>
        <source>against each grader&apos;s own levels: %1</source>
        <translation>face aux niveaux propres de chaque noteur : %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="110"/>
        <source>class bands: easy &lt; %1 &lt;= medium &lt; %2 &lt;= hard &lt; %3 &lt;= evil; %4% of the cross-validated scores fall in their own class&apos;s band</source>
        <translation>tranches des niveaux : facile &lt; %1 &lt;= moyen &lt; %2 &lt;= difficile &lt; %3 &lt;= diabolique ; %4% des scores en validation croisée tombent dans la tranche de leur niveau</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="117"/>
        <source>held out (%1, never trained on), against each grader&apos;s own levels: %2</source>
        <translation>mises de côté (%1, jamais entraînées), face aux niveaux propres de chaque noteur : %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="132"/>
        <source>feature group contributions (%1-fold cross-validated Spearman against the target; all features: %2)</source>
        <translation>apports des groupes de caractéristiques (Spearman en validation croisée à %1 plis face à la cible ; toutes : %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="135"/>
        <source>and on the held-out puzzles against each one&apos;s own grade (all features: %1)</source>
        <translation>et sur les grilles mises de côté face à leur propre note (toutes : %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="137"/>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out without</source>
        <translation>réservé sans</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainScore.cpp" line="139"/>
        <source>held-out alone</source>
        <translation>réservé seul</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="81"/>
        <source>%1 of %n puzzle(s) made, %2 squares tested, %3 s</source>
        <translation>
            <numerusform>%1 sur %n grille créée, %2 cases testées, %3&#xa0;s</numerusform>
            <numerusform>%1 sur %n grilles créées, %2 cases testées, %3&#xa0;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/GenerateProgress.cpp" line="84"/>
        <source>, %n square(s) kept unproven</source>
        <translation>
            <numerusform>, %n case gardée sans preuve</numerusform>
            <numerusform>, %n cases gardées sans preuve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli::PuzzleReader</name>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="96"/>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="99"/>
        <source>Error: cannot open &quot;%1&quot;: %2</source>
        <translation>Erreur&#xa0;: impossible d’ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="119"/>
        <source>Error: &quot;%1&quot; holds no puzzle in its first %n line(s); is it a puzzle file?</source>
        <translation>
            <numerusform>Erreur&#xa0;: «&#xa0;%1&#xa0;» ne contient aucune grille dans sa première ligne&#xa0;; est-ce un fichier de grilles&#xa0;?</numerusform>
            <numerusform>Erreur&#xa0;: «&#xa0;%1&#xa0;» ne contient aucune grille dans ses %n premières lignes&#xa0;; est-ce un fichier de grilles&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="126"/>
        <source>Error: &quot;%1&quot; holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» contient une valeur JSON, pas une grille&#xa0;: donnez les grilles au format ligne ou dans un fichier .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="149"/>
        <source>Error: &quot;%1&quot; is not grid text, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text: a size line such as &quot;6 6&quot;, then %3.</source>
        <translation>Erreur : « %1 » n’est pas un texte de grille, et les grilles %2 ne peuvent pas être lues depuis une ligne de grille : elles sont plus que leurs valeurs, et une ligne de grille ne contient que des valeurs. Donnez-les en texte de grille : une ligne de taille comme « 6 6 », puis %3.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="151"/>
        <source>Error: &quot;%1&quot; is neither grid text nor a game ID, and %2 puzzles cannot be read from a puzzle line: they are more than their values, and a puzzle line holds values only. Give them as grid text (a size line such as &quot;6 6&quot;, then %3) or as %4 game IDs.</source>
        <translation>Erreur : « %1 » n’est ni un texte de grille ni un identifiant de partie, et les grilles %2 ne peuvent pas être lues depuis une ligne de grille : elles sont plus que leurs valeurs, et une ligne de grille ne contient que des valeurs. Donnez-les en texte de grille (une ligne de taille comme « 6 6 », puis %3) ou en identifiants de partie %4.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="170"/>
        <source>Error: &quot;%1&quot;, line %2: &quot;%3&quot; is not a size line. Grid text starts with the number of rows and the number of columns, such as &quot;9 9&quot;; a puzzle line holds N*N characters (81 for 9x9).</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;», ligne %2&#xa0;: «&#xa0;%3&#xa0;» n’est pas une ligne de taille. Un texte de grille commence par le nombre de lignes et le nombre de colonnes, comme «&#xa0;9 9&#xa0;»&#xa0;; une ligne de grille contient N*N caractères (81 pour 9x9).</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="196"/>
        <location filename="../app/cli/PuzzleInput.cpp" line="231"/>
        <source>Error: cannot read &quot;%1&quot;: %2</source>
        <translation>Erreur&#xa0;: impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="201"/>
        <source>Error: &quot;%1&quot; is not a text file (line %2 holds binary data); give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» n’est pas un fichier texte (la ligne %2 contient des données binaires)&#xa0;; donnez les grilles au format ligne, en texte de grille ou dans un fichier .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="206"/>
        <source>Error: line %1 of &quot;%2&quot; is longer than %3 characters, more than any puzzle needs; is it a puzzle file?</source>
        <translation>Erreur&#xa0;: la ligne %1 de «&#xa0;%2&#xa0;» dépasse %3 caractères, plus qu’aucune grille n’en demande&#xa0;; est-ce un fichier de grilles&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="224"/>
        <source>Error: &quot;%1&quot; is larger than %2, the most a JSON or grid text collection may be; split it, or give the puzzles in the line format, which is read a line at a time.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» dépasse %2, la taille maximale d’une collection JSON ou en texte de grille&#xa0;; divisez-la ou donnez les grilles au format ligne, qui se lit ligne par ligne.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="228"/>
        <source>Error: &quot;%1&quot; is not a text file; give puzzles in the line format, grid text or a .puzzle file.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» n’est pas un fichier texte&#xa0;; donnez les grilles au format ligne, en texte de grille ou dans un fichier .puzzle.</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="251"/>
        <source>Error: &quot;%1&quot;: %2</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="309"/>
        <source>Error: stopped reading &quot;%1&quot; at line %2: %3 lines in a row are not puzzles. Is it a puzzle file?</source>
        <translation>Erreur&#xa0;: lecture de «&#xa0;%1&#xa0;» arrêtée à la ligne %2&#xa0;: %3 lignes de suite ne sont pas des grilles. Est-ce un fichier de grilles&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="325"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/PuzzleInput.cpp" line="339"/>
        <source>... and %n more bad line(s) in &quot;%1&quot; (%2 in all). Is it a puzzle file?</source>
        <translation>
            <numerusform>... et %n autre ligne incorrecte dans «&#xa0;%1&#xa0;» (%2 en tout). Est-ce bien un fichier de grilles&#xa0;?</numerusform>
            <numerusform>... et %n autres lignes incorrectes dans «&#xa0;%1&#xa0;» (%2 en tout). Est-ce bien un fichier de grilles&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/PuzzleInput.cpp" line="344"/>
        <source>Error: &quot;%1&quot; holds no puzzle.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» ne contient aucune grille.</translation>
    </message>
</context>
<context>
    <name>cli::TrainGroup</name>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="69"/>
        <location filename="../app/cli/TrainGroup.cpp" line="73"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="57"/>
        <source>Line %1: &quot;%2&quot; is not a label. Use a level (easy, medium, hard, evil) or a verdict on the level the puzzle was shown as: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Ligne %1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une étiquette. Utilisez un niveau (easy, medium, hard, evil) ou un verdict sur le niveau affiché de la grille&#xa0;: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="79"/>
        <source>&quot;%1&quot; holds no labelled puzzles.</source>
        <translation>«&#xa0;%1&#xa0;» ne contient aucune grille étiquetée.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="87"/>
        <source>group &quot;%1&quot;: %2</source>
        <translation>groupe «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TrainGroup.cpp" line="91"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n étiquette</numerusform>
            <numerusform>%n étiquettes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="94"/>
        <source>; no model yet</source>
        <translation>&#xa0;; pas encore de modèle</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="101"/>
        <source>WARNING: %1</source>
        <translation>AVERTISSEMENT&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="106"/>
        <source>labels added since the last retrain: retrain to use them</source>
        <translation>étiquettes ajoutées depuis le dernier réentraînement&#xa0;: réentraînez pour les utiliser</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="107"/>
        <source>built-in class (rows) against the group model&apos;s class (columns), on the built-in puzzles:</source>
        <translation>niveau intégré (lignes) contre le niveau du modèle du groupe (colonnes), sur les grilles intégrées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="108"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="109"/>
        <location filename="../app/cli/TrainGroup.cpp" line="110"/>
        <source>evil</source>
        <translation>diabolique</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="126"/>
        <source>A teacher&apos;s group (a class of solvers): add --labels, retrain, print its model&apos;s report, or with --export/--reset act on it.</source>
        <translation>Le groupe d’un enseignant (une classe de joueurs)&#xa0;: ajouter --labels, réentraîner, afficher le rapport de son modèle, ou agir dessus avec --export/--reset.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="127"/>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="128"/>
        <source>With --group: labels to add, one puzzle per line: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;] where the label is a level (easy, medium, hard, evil) or a verdict on the level shown: too-easy@hard, about-right@medium, too-hard@easy.</source>
        <translation>Avec --group&#xa0;: étiquettes à ajouter, une grille par ligne&#xa0;: &lt;grid&gt;,&lt;label&gt;[,&lt;source&gt;] où l’étiquette est un niveau (easy, medium, hard, evil) ou un verdict sur le niveau affiché&#xa0;: too-easy@hard, about-right@medium, too-hard@easy.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="130"/>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>Where groups are kept (default: the studio&apos;s own folder).</source>
        <translation>Où les groupes sont conservés (par défaut&#xa0;: le dossier propre au studio).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="131"/>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="132"/>
        <source>With --group: write the group (labels and model) to FILE, to share it.</source>
        <translation>Avec --group&#xa0;: écrire le groupe (étiquettes et modèle) dans FICHIER, pour le partager.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="133"/>
        <source>Add the group in FILE (a .psgroup file) to the kept groups; --group renames it.</source>
        <translation>Ajouter le groupe de FICHIER (un fichier .psgroup) aux groupes conservés&#xa0;; --group le renomme.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="134"/>
        <source>With --group: forget the group&apos;s model (retrain to make it again).</source>
        <translation>Avec --group&#xa0;: oublier le modèle du groupe (réentraîner pour le recréer).</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="135"/>
        <source>With --reset: forget the labels too.</source>
        <translation>Avec --reset&#xa0;: oublier aussi les étiquettes.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="136"/>
        <source>List the kept groups.</source>
        <translation>Lister les groupes conservés.</translation>
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
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="174"/>
        <source>Error: --group needs a name.</source>
        <translation>Erreur&#xa0;: --group demande un nom.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="186"/>
        <location filename="../app/cli/TrainGroup.cpp" line="199"/>
        <source>Error: there is no group &quot;%1&quot;.</source>
        <translation>Erreur&#xa0;: il n’y a pas de groupe «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="219"/>
        <source>Error: there is no group &quot;%1&quot;; give --labels FILE to start it.</source>
        <translation>Erreur&#xa0;: il n’y a pas de groupe «&#xa0;%1&#xa0;»&#xa0;; donnez --labels FICHIER pour le créer.</translation>
    </message>
    <message>
        <location filename="../app/cli/TrainGroup.cpp" line="233"/>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>cli::bench</name>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="51"/>
        <source>Cannot read the peer list of %1.</source>
        <translation>Impossible de lire la liste de comparaison de %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeerList.cpp" line="95"/>
        <source>Line %1 of the peer list of %2 is not a peer: %3</source>
        <translation>La ligne %1 de la liste de comparaison de %2 n’est pas un programme de comparaison&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="161"/>
        <source>GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2</source>
        <translation>GenPuzzles, un thread, stratégie paper, solution unique, moteur %1, graine %2</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>params</source>
        <translation>param.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>puzzles</source>
        <translation>grilles</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="163"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>median ms</source>
        <translation>médiane ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>max ms</source>
        <translation>max ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>ms/check</source>
        <translation>ms/appel</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>checks</source>
        <translation>appels</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>empties</source>
        <translation>vides</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="164"/>
        <source>minimal</source>
        <translation>minimales</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchCommand.cpp" line="201"/>
        <source>minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test without limit where the budget is &apos;-&apos;, else within %Ln search node(s)); in brackets, puzzles with a given proven not needed (n) or not settled (?).</source>
        <translation>
            <numerusform>minimales&#xa0;: grilles dont chaque indice est nécessaire (si on le retire, la grille a une deuxième solution&#xa0;; chaque test sans limite là où le budget est &apos;-&apos;, sinon en %Ln nœud de recherche au plus)&#xa0;; entre parenthèses, les grilles ayant un indice prouvé non nécessaire (n) ou non tranché (?).</numerusform>
            <numerusform>minimales&#xa0;: grilles dont chaque indice est nécessaire (si on le retire, la grille a une deuxième solution&#xa0;; chaque test sans limite là où le budget est &apos;-&apos;, sinon en %Ln nœuds de recherche au plus)&#xa0;; entre parenthèses, les grilles ayant un indice prouvé non nécessaire (n) ou non tranché (?).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="205"/>
        <source>peak memory (RSS): %1 MB</source>
        <translation>mémoire maximale (RSS)&#xa0;: %1 Mo</translation>
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
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="66"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="68"/>
        <location filename="../app/cli/BenchPeers.cpp" line="68"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="76"/>
        <source>no peer rates these puzzles</source>
        <translation>aucun programme concurrent n’évalue ces grilles</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="65"/>
        <source>%1 is not installed or failed</source>
        <translation>%1 n’est pas installé ou a échoué</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="67"/>
        <source>CPU time of the whole process (median of %1): ours %2 s, %3 %4 s (%5 and %6 µs per puzzle); ratio %3 / ours %7; load %8</source>
        <translation>Temps CPU du processus entier (médiane de %1)&#xa0;: nous %2&#xa0;s, %3 %4&#xa0;s (%5 et %6&#xa0;µs par grille)&#xa0;; ratio %3 / nous %7&#xa0;; charge %8</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPeers.cpp" line="91"/>
        <source>Generation as users run it: each side one whole process making the same number of puzzles on one thread, timed by its CPU time (user + system, from the system), in %n alternating round(s); the median round, in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The load average is printed: a ratio taken at a load above the core count (%1) is rough.</source>
        <translation>
            <numerusform>Génération telle que les utilisateurs la lancent&#xa0;: chaque côté est un processus entier qui crée le même nombre de grilles sur un thread, chronométré par son temps CPU (utilisateur + système, fourni par le système), en %n tour alterné&#xa0;; le tour médian, en millisecondes par grille, démarrage compris. Ratio&#xa0;: comparaison / Puzzlesmith (au-dessus de 1&#xa0;: nous sommes plus rapides). La charge moyenne est affichée&#xa0;: un ratio pris avec une charge supérieure au nombre de cœurs (%1) est approximatif.</numerusform>
            <numerusform>Génération telle que les utilisateurs la lancent&#xa0;: chaque côté est un processus entier qui crée le même nombre de grilles sur un thread, chronométré par son temps CPU (utilisateur + système, fourni par le système), en %n tours alternés&#xa0;; le tour médian, en millisecondes par grille, démarrage compris. Ratio&#xa0;: comparaison / Puzzlesmith (au-dessus de 1&#xa0;: nous sommes plus rapides). La charge moyenne est affichée&#xa0;: un ratio pris avec une charge supérieure au nombre de cœurs (%1) est approximatif.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="97"/>
        <source>Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are minimal). Where a job names a class, Puzzlesmith generates at that class (`generate --difficulty`, each puzzle classified by the built-in model), and the peer at the level that means the same; otherwise both at whatever class emptying gives. Each job&apos;s two commands follow its row.</source>
        <translation>Puzzlesmith crée des grilles uniques dont chaque case est testée (Sudoku&#xa0;: pas de limite aux preuves, elles sont donc minimales). Quand une tâche nomme un niveau, Puzzlesmith génère à ce niveau (`generate --difficulty`, chaque grille classée par le modèle intégré), et le programme de comparaison au niveau équivalent&#xa0;; sinon, les deux au niveau que donne le vidage. Les deux commandes de chaque tâche suivent sa ligne.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>peer ms</source>
        <translation>comp. ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>ours ms</source>
        <translation>nous ms</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="102"/>
        <source>load</source>
        <translation>charge</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>ours failed</source>
        <translation>nous en échec</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="111"/>
        <source>peer not installed or failed</source>
        <translation>programme de comparaison absent ou en échec</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="65"/>
        <source>rated %1 on one thread: %2 puzzles/s (logic solve, features, SVM; the median of %3, in this process)</source>
        <translation>%1 évalué sur un thread&#xa0;: %2 grilles/s (résolution logique, caractéristiques, SVM&#xa0;; médiane de %3, dans ce processus)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchDifficulty.cpp" line="94"/>
        <source>Generation at a target class, %1, one thread, %n puzzle(s) per level</source>
        <translation>
            <numerusform>Génération à un niveau cible, %1, un thread, %n grille par niveau</numerusform>
            <numerusform>Génération à un niveau cible, %1, un thread, %n grilles par niveau</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="96"/>
        <source>runs</source>
        <translation>essais</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchDifficulty.cpp" line="97"/>
        <source>reached</source>
        <translation>atteint</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="88"/>
        <source>No generator of %1 puzzles is known to compare with.</source>
        <translation>Aucun générateur de grilles %1 n’est connu pour comparer.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPeers.cpp" line="101"/>
        <source>job</source>
        <translation>tâche</translation>
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
            <numerusform>Remarque&#xa0;: %n ligne de «&#xa0;%1&#xa0;» n’est pas une grille et a été ignorée.</numerusform>
            <numerusform>Remarque&#xa0;: %n lignes de «&#xa0;%1&#xa0;» ne sont pas des grilles et ont été ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="50"/>
        <source>Error: &quot;%1&quot; holds no puzzles.</source>
        <translation>Erreur&#xa0;: «&#xa0;%1&#xa0;» ne contient aucune grille.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="74"/>
        <source>Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of uniqueness (limit 2)</source>
        <translation>Résolution, un thread, moteur %1&#xa0;: grilles par seconde jusqu’à la première solution (limite 1) et jusqu’à une preuve d’unicité (limite 2)</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>set</source>
        <translation>lot</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="76"/>
        <source>limit 1 /s</source>
        <translation>limite 1 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>limit 2 /s</source>
        <translation>limite 2 /s</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="77"/>
        <source>not 1 solution</source>
        <translation>pas 1 solution</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchSolve.cpp" line="140"/>
        <source>%1 on %2, each classified by the built-in model: %3 s, %4 puzzles/s</source>
        <translation>%1 sur %2, chacune classée par le modèle intégré&#xa0;: %3 s, %4 grilles/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchSolve.cpp" line="141"/>
        <source>%n %1 puzzle(s)</source>
        <translation>
            <numerusform>%n grille %1</numerusform>
            <numerusform>%n grilles %1</numerusform>
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
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="43"/>
        <source>Error: the learning curve needs %1 puzzles of %2, the files have %3.</source>
        <translation>Erreur&#xa0;: la courbe d’apprentissage demande %1 grilles de %2, les fichiers en ont %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="47"/>
        <source>Players&apos; times: the personal model (epsilon-SVR on the player&apos;s games; the rule below %n game(s)) against the built-in rule, on %1 unseen games per player</source>
        <translation>
            <numerusform>Temps des joueurs&#xa0;: le modèle personnel (epsilon-SVR sur les parties du joueur&#xa0;; la règle en dessous de %n partie) contre la règle intégrée, sur %1 parties non vues par joueur</numerusform>
            <numerusform>Temps des joueurs&#xa0;: le modèle personnel (epsilon-SVR sur les parties du joueur&#xa0;; la règle en dessous de %n parties) contre la règle intégrée, sur %1 parties non vues par joueur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchPlayers.cpp" line="51"/>
        <source>%1 puzzles (%2), %n seed(s) from %3, mean over the seeds</source>
        <translation>
            <numerusform>%1 grilles (%2), %n graine à partir de %3, moyenne sur les graines</numerusform>
            <numerusform>%1 grilles (%2), %n graines à partir de %3, moyenne sur les graines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="53"/>
        <source>MAE: mean absolute error in minutes; ±25%: share within a quarter of the actual time; rank: Spearman&apos;s agreement. &quot;ideal&quot;: the player&apos;s own function without its noise, the best any prediction could do.</source>
        <translation>MAE&#xa0;: erreur absolue moyenne en minutes&#xa0;; ±25%&#xa0;: part à moins d’un quart du temps réel&#xa0;; rang&#xa0;: concordance de Spearman. «&#xa0;idéal&#xa0;»&#xa0;: la fonction propre du joueur sans son bruit, le mieux qu’une prévision puisse faire.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="56"/>
        <source>The players&apos; times follow the graders&apos; levels written in the files (sgt-solo&apos;s, qqwing&apos;s), never our own score, which the model and the rule see; 1 game in 20 is given up by Reveal and 1 in 20 finished by Apply Hint, and both are left out of the learning and the figures.</source>
        <translation>Les temps des joueurs suivent les niveaux des évaluateurs écrits dans les fichiers (ceux de sgt-solo, de qqwing), jamais notre propre score, que voient le modèle et la règle&#xa0;; 1 partie sur 20 est abandonnée par Révéler et 1 sur 20 terminée par Appliquer, et les deux sont exclues de l’apprentissage et des chiffres.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="61"/>
        <source>games</source>
        <translation>parties</translation>
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
        <translation>rang</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="62"/>
        <source>rule MAE</source>
        <translation>MAE règle</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchPlayers.cpp" line="63"/>
        <source>ideal MAE</source>
        <translation>MAE idéal</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>labels</source>
        <translation>étiquettes</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree built-in</source>
        <translation>concord. intégré</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree group</source>
        <translation>concord. groupe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="30"/>
        <source>agree chosen</source>
        <translation>concord. choisi</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error built-in</source>
        <translation>erreur intégré</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error group</source>
        <translation>erreur groupe</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>error chosen</source>
        <translation>erreur choisi</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>warned</source>
        <translation>averti</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="31"/>
        <source>named</source>
        <translation>nommé</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="32"/>
        <source>rank vs built-in</source>
        <translation>rang vs intégré</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="62"/>
        <source>%1x%2 puzzles from %3; each teacher labels puzzles from the first 100 of a seeded shuffle and is checked on the others, never labelled; each retrain: %4 built-in puzzles (%5 s to compute their features); %6 seed(s) from %7; 10% of verdicts off by one class (drawn from the seed, not from any score), 20% set the level directly; the puzzles are shown as the built-in model&apos;s class, as in the studio.</source>
        <translation>Grilles %1x%2 de %3&#xa0;; chaque enseignant étiquette des grilles parmi les 100 premières d’un mélange à graine et est vérifié sur les autres, jamais étiquetées&#xa0;; chaque réentraînement&#xa0;: %4 grilles intégrées (%5&#xa0;s pour calculer leurs caractéristiques)&#xa0;; %6 graine(s) à partir de %7&#xa0;; 10&#xa0;% des verdicts décalés d’un niveau (tirés de la graine, pas d’un score), 20&#xa0;% fixent le niveau directement&#xa0;; les grilles sont montrées avec le niveau du modèle intégré, comme dans le studio.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="69"/>
        <source>Note: the built-in model was trained on this file&apos;s grades; pass held-out puzzles with --pool.</source>
        <translation>Remarque&#xa0;: le modèle intégré a été entraîné sur les niveaux de ce fichier&#xa0;; passez des grilles mises de côté avec --pool.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="71"/>
        <source>Teacher sgt-solo: each puzzle&apos;s level is the one sgt-solo&apos;s grader gave it.</source>
        <translation>Enseignant sgt-solo&#xa0;: le niveau de chaque grille est celui que lui a donné l’évaluateur de sgt-solo.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="72"/>
        <source>Teacher qqwing: each puzzle&apos;s level is the one qqwing&apos;s grader gave it.</source>
        <translation>Enseignant qqwing&#xa0;: le niveau de chaque grille est celui que lui a donné l’évaluateur de qqwing.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="74"/>
        <source>Teacher clues: rates by the clue count alone (the fewer clues, the harder), which the graders ignore.</source>
        <translation>Enseignant clues&#xa0;: évalue d’après le seul nombre d’indices (moins il y en a, plus c’est difficile), que les évaluateurs ignorent.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="82"/>
        <source>Skipped: %1</source>
        <translation>Ignoré&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/BenchTeachers.cpp" line="86"/>
        <source>Skipped: %n puzzle(s), more than 100 needed.</source>
        <translation>
            <numerusform>Ignoré&#xa0;: %n grille, plus de 100 nécessaires.</numerusform>
            <numerusform>Ignoré&#xa0;: %n grilles, plus de 100 nécessaires.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="91"/>
        <source>%1 puzzles, checked on %2.</source>
        <translation>%1 grilles, vérifiées sur %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="115"/>
        <source>agree: share of unseen puzzles filed under the teacher&apos;s class; error: mean absolute difference from the teacher&apos;s score, in points (both the mean over the seeds). group: the labels carry half the weight; chosen: the weight chosen by 5-fold cross-validation over the labels, or the built-in model kept when no weight does better, as the studio and train --group do. warned: share of seeds where the studio says the labels disagree with the built-in levels; named: where it also names the visible property they follow; rank vs built-in: Spearman of the chosen model&apos;s scores with the built-in model&apos;s on the built-in puzzles.</source>
        <translation>concord.&#xa0;: part des grilles jamais vues classées au niveau de l’enseignant&#xa0;; erreur&#xa0;: écart absolu moyen avec le score de l’enseignant, en points (les deux en moyenne sur les graines). groupe&#xa0;: les étiquettes portent la moitié du poids&#xa0;; choisi&#xa0;: le poids choisi par validation croisée à 5 blocs sur les étiquettes, ou le modèle intégré conservé quand aucun poids ne fait mieux, comme le font le studio et train --group. averti&#xa0;: part des graines où le studio signale que les étiquettes contredisent les niveaux intégrés&#xa0;; nommé&#xa0;: où il nomme aussi la propriété visible qu’elles suivent&#xa0;; rang vs intégré&#xa0;: Spearman des scores du modèle choisi avec ceux du modèle intégré sur les grilles intégrées.</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchTeachers.cpp" line="141"/>
        <source>retrain as the studio does it (100 labels of the first teacher, weight chosen by 5-fold cross-validation over them, %1 built-in puzzles): %2 s, weight %3; one training without cross-validation: %4 s</source>
        <translation>réentraînement comme le fait le studio (100 étiquettes du premier enseignant, poids choisi par validation croisée à 5 blocs sur celles-ci, %1 grilles intégrées)&#xa0;: %2&#xa0;s, poids %3&#xa0;; un entraînement sans validation croisée&#xa0;: %4&#xa0;s</translation>
    </message>
</context>
<context>
    <name>puzzle_export</name>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="37"/>
        <source>Made with Puzzlesmith</source>
        <translation>Fait avec Puzzlesmith</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="60"/>
        <source>Cannot write &quot;%1&quot;: the picture could not be drawn.</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: l’image n’a pas pu être dessinée.</translation>
    </message>
    <message>
        <location filename="../app/gui/PuzzleExport.cpp" line="63"/>
        <source>Cannot save &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Impossible d’enregistrer « %1 » : %2. Le fichier précédent, s’il existe, est inchangé.</translation>
    </message>
</context>
</TS>
