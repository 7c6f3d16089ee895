# Français. Les règles de pluriel sont celles du français : 0 et 1 au singulier.

## Camps et résultats

color-white = Blanc
color-black = Noir
pieces-in-hand = { $count ->
    [one] { $count } pièce en main
   *[other] { $count } pièces en main
}
end-reduced = réduit à trop peu de pièces
end-blocked = aucun coup possible
end-mill-closed = trois alignées
end-repetition = répétition de la position
end-no-removal = trop de coups sans prise
end-full-board = le plateau est plein
end-resignation = abandon
outcome-win = { $side } gagne ({ $reason })
outcome-draw = partie nulle ({ $reason })

score-win = gain en { $turns }
score-loss = perte en { $turns }
score-draw = nulle

## Pourquoi un coup est refusé

move-empty = coup vide
move-syntax = impossible de lire « { $text } » : écrivez une pose comme { $placement }, un déplacement comme { $step } et une prise comme { $removal }
move-unknown-point = il n'y a pas de point « { $point } » sur ce plateau
move-game-over = la partie est finie
move-removal-missing = { $mv } ferme un moulin : dites quelle pièce prendre ({ $choices })
removal-no-mill = { $mv } ne ferme aucun moulin : rien ne peut être pris
removal-not-opponent = { $point } ne porte aucune pièce de l'adversaire
removal-wrong-count = { $mv } prend { $expected ->
    [one] une pièce
   *[other] { $expected } pièces
}, pas { $given ->
    [one] une
   *[other] { $given }
}
removal-protected = { $points } ne peut pas être pris : la pièce est dans un moulin et l'adversaire a des pièces hors des moulins
illegal-occupied = { $point } n'est pas libre
illegal-nothing-in-hand = { $side } n'a plus de pièce à poser
illegal-nothing-in-hand-like = { $side } n'a plus de pièce à poser : déplacez une pièce, par exemple { $example }
illegal-place-first = { $side } doit d'abord poser une pièce (pièces en main : { $count })
illegal-not-own = { $point } ne porte aucune pièce de { $side }
illegal-not-adjacent = { $to } n'est pas voisin de { $from } le long d'une ligne
illegal-marked = { $point } porte une pièce marquée jusqu'à la fin de la pose
illegal-closed = { $point } reste fermé tant que { $side } a des pièces en main
illegal-no-placing = aucune pièce ne peut être posée sur { $point } : on y entre en se déplaçant
illegal-opening = la première pièce de la partie se pose sur l'un de ces points : { $points }
illegal-moving-back = { $side } ne peut pas fermer un moulin en revenant tout droit d'où venait son dernier moulin
illegal-longer-line = aucun coup ne peut aligner plus de { $length } pièces
illegal-placing-mill = aucune pose ne peut former un moulin
illegal-removal-due = { $side } doit d'abord prendre une pièce : { $choices }
illegal-pass-due = { $side } ne peut pas bouger et doit passer
illegal-not-removable = { $point } ne peut pas être pris maintenant : { $choices }
illegal-no-stepless = ni prise seule ni passe n'est due
illegal-no-stepless-like = ni prise seule ni passe n'est due : { $side } pose ou déplace, par exemple { $example }
illegal-placement = { $point } ne peut pas être joué
illegal-move = { $from }-{ $to } n'est pas permis ici

## La partie dans le terminal

player-you = vous
play-intro = { $variant } : tapez un coup comme { $example }, ou aide pour les commandes.
view-side = { $side } { $stone } : { $in_hand } en main, { $on_board } sur le plateau
view-lost = Prises pendant la pose, retirées à la fin de la pose : { $points }
view-lost-covered = { $point } (sous la pièce de { $side }, *)
view-lost-marked = { $point } (X)
view-last-moves = Derniers coups : { $before }, { $last }
view-last-move = Dernier coup : { $last }
view-to-move = Coup { $number } : { $side } doit { $todo }.
todo-remove-own = prendre une de ses propres pièces ({ $count } dues), par exemple xd1
todo-remove-opponent = prendre une pièce adverse ({ $count } dues), par exemple xd1
todo-pass = passer : aucun coup possible (tapez pass)
todo-remove-adjacent = prendre une pièce adverse voisine d'une des siennes, par exemple xd1, faute de coup
todo-place-or-move = poser une pièce ou en déplacer une
todo-place = poser une pièce
todo-move = déplacer une pièce le long d'une ligne
todo-fly = déplacer une pièce vers n'importe quel point libre (vol)
ai-level = IA niveau { $level }
ai-perfect = IA parfaite
ai-thinking = { $side } ({ $ai }) réfléchit...
ai-plays = { $side } ({ $ai }) joue { $mv }{ $removal }.
ai-removes = { " " }(un moulin : { $count ->
    [one] la pièce de { $side } en { $points } est prise
   *[other] les pièces de { $side } en { $points } sont prises
})
move-not-played = { $mv } n'est pas joué ; tapez-le de nouveau
not-a-command = « { $word } » n'est ni un point ni une commande : tapez aide pour les commandes
too-long = « { $start }... » est trop long pour un coup ({ $count } caractères) : tapez aide pour les commandes
ask-removal = { $mv } ferme un moulin : quelle pièce prenez-vous ? ({ $choices })
prompt-remove = Prendre
removal-cancelled = { $mv } n'est pas joué ; tapez un autre coup.
removal-help = Tapez l'un de { $choices } pour prendre cette pièce, ou annuler pour reprendre { $mv }.
removal-retry = { $why } ; tapez l'un de { $choices } ou annuler
legal-moves = { $count ->
    [one] { $count } coup possible :
   *[other] { $count } coups possibles :
}
nothing-to-undo = il n'y a rien à annuler
nothing-to-redo = il n'y a rien à rejouer
no-hint = il n'y a aucun coup à suggérer
hint = Conseil : { $mv } (score { $score } pour { $side } ; suite attendue : { $line })
game-over = Partie terminée : { $outcome }.
game-over-choices = Tapez enregistrer FICHIER pour garder la partie, annuler pour reprendre le dernier coup, ou Entrée pour quitter.
prompt-game-over = Partie terminée
game-over-retry = la partie est finie : tapez enregistrer FICHIER, annuler, ouvrir FICHIER, ou Entrée pour quitter
saved = Enregistré dans { $path }.
cannot-save = impossible d'enregistrer dans { $path } : { $why }
loaded = { $path } ouvert : { $variant }, { $moves } coups.
save-first = Enregistrer la partie d'abord ? Tapez un nom de fichier, ou Entrée pour quitter sans enregistrer.
prompt-save = Enregistrer sous
command-no-argument = { $word } ne prend pas d'argument
command-needs-file = { $word } a besoin d'un nom de fichier : { $word } FICHIER
help-moves = Tapez un coup : { $placement } pose une pièce en { $placement }, { $step } en déplace une de { $from } à { $to }, et { $removal } prend en plus la pièce en { $gone } quand le coup ferme un moulin (sans la prise, elle vous est demandée). Les noms des points sont à droite.
help-commands =
    Sur le plateau, [W] ou [B] marque où est allé le dernier coup, (.) d'où il venait,
    et (x) le point d'une pièce qu'il a prise. W : Blanc, B : Noir.
    Commandes :
      coups                 la liste des coups possibles
      annuler, rejouer      reprendre un coup, ou le jouer de nouveau
      conseil               demander un coup à l'IA
      enregistrer FICHIER   enregistrer la partie (la rouvrir avec ouvrir FICHIER)
      ouvrir FICHIER        reprendre une partie enregistrée
      abandonner            abandonner cette partie
      plateau               redessiner le plateau
      position              la chaîne de position (pour morris analyze --position)
      regles                les règles de cette variante
      aide                  ce texte
      quitter               quitter le programme
    Les commandes anglaises (help, undo, save...) marchent aussi.

## Les règles d'une variante, en mots

rules-board = Plateau : { $points } points, { $lines } lignes, { $mills } moulins. { $pieces } pièces chacun ; { $first } joue en premier.
rules-placement = Pose : à chaque tour, posez une pièce de votre main sur un point libre ; quand les deux mains sont vides, déplacez.
rules-placement-or-move = Pose : à chaque tour, posez une pièce de votre main sur un point libre, ou déplacez une pièce déjà sur le plateau.
rules-movement = Déplacement : glissez une de vos pièces le long d'une ligne jusqu'au point voisin, s'il est libre.
rules-flying-optional = Vol : avec { $pieces } pièces ou moins, vous pouvez déplacer une pièce vers n'importe quel point libre (on peut le désactiver avec --no-flying).
rules-flying = Vol : avec { $pieces } pièces ou moins, vous pouvez déplacer une pièce vers n'importe quel point libre.
rules-flying-off = Vol : désactivé pour cette partie.
rules-flying-never = Vol : jamais ; les pièces suivent toujours les lignes.
rules-mill-wins = Moulins : trois de vos pièces alignées sur une ligne gagnent aussitôt la partie.
rules-mill-removes = Moulins : trois de vos pièces alignées sur une ligne forment un moulin ; en fermer un prend une pièce adverse ({ $which }). { $double }
rules-removable-not-in-mills = une qui n'est pas dans un moulin, sauf si toutes le sont
rules-removable-any = n'importe laquelle
rules-removable-never-in-mills = jamais une qui est dans un moulin
rules-double-one = Fermer deux moulins d'un coup ne prend toujours qu'une pièce.
rules-double-per-mill = Fermer deux moulins d'un coup prend deux pièces.
rules-mill-length = Un moulin, c'est { $length } pièces alignées.
rules-longer-no-mill = Un alignement de plus de { $length } pièces n'est pas un moulin.
rules-longer-forbidden = Aucun coup ne peut aligner plus de { $length } pièces.
rules-placing-nothing = Un moulin formé pendant la pose ne fait rien.
rules-placing-forbidden = Aucune pose ne peut former un moulin.
rules-placing-mark = Un moulin formé pendant la pose marque la pièce prise : elle est perdue mais bloque son point jusqu'à la fin de la pose.
rules-placing-from-hand = Un moulin formé pendant la pose prend une pièce dans la main de l'adversaire ; sur le plateau une fois sa main vide.
rules-placing-extra-turn = Un moulin formé pendant la pose donne une pose de plus au lieu d'une prise.
rules-placing-cover = Un moulin formé pendant la pose couvre une pièce adverse avec une pièce de la main : la pièce couverte est perdue et part à la fin de la pose ; la pièce qui la couvre reste.
rules-placing-counted = Les moulins formés pendant la pose ne prennent rien sur le moment ; à la fin de la pose, chaque camp prend selon les moulins sur le plateau : aucun de part et d'autre, chacun retire une de ses propres pièces ; des moulins d'un seul côté, celui-ci prend deux pièces et l'autre une ; sinon le camp qui a le moins de moulins en prend autant qu'il en a, l'autre une de plus.
rules-one-time-mills = Un moulin ne prend qu'une fois : reformer un moulin qui a déjà pris ne prend rien.
rules-move-again = Après la prise d'un moulin, le même joueur rejoue.
rules-movement-starts = Une fois toutes les pièces posées, { $side } se déplace en premier.
rules-movement-starts-first-mill = Une fois toutes les pièces posées, celui qui a fermé le premier moulin se déplace en premier ({ $side } si personne ne l'a fait).
rules-first-mill-player = celui qui a fermé le premier moulin pendant la pose ({ $side } si personne ne l'a fait)
rules-full-both-remove = Si la pose finit avec le plateau plein, chaque joueur prend une pièce adverse ; { $who } prend en premier et se déplace en premier.
rules-full-one-removes = Si la pose finit avec le plateau plein, { $who } prend une pièce adverse, et l'autre joueur se déplace en premier.
rules-blocked-draw = Un joueur qui ne peut pas bouger fait partie nulle.
rules-blocked-passes = Un joueur qui ne peut pas bouger passe son tour.
rules-blocked-freed = Un joueur qui ne peut pas bouger passe son tour, et l'adversaire doit jouer de façon à le libérer ; ces coups ne prennent rien.
rules-blocked-removes = Un joueur qui ne peut pas bouger prend une pièce adverse voisine d'une des siennes, puis se déplace.
rules-draws-endgame = Partie nulle quand un joueur est réduit à { $pieces } pièces et que { $moves } coups de chaque joueur passent sans prise.
rules-closed-while-placing = Aucune pièce ne peut entrer en { $points } tant que son joueur a des pièces en main.
rules-fly-from = Une pièce en { $points } peut aller vers n'importe quel point libre.
rules-start = Au départ, Blanc occupe { $white } et Noir { $black }.
rules-no-placing = Aucune pièce ne peut être posée en { $points } ; on y entre en se déplaçant.
rules-opening-points = La première pièce de la partie se pose en { $points }.
rules-stop-placing = La pose s'arrête quand il reste { $empty } points libres ; les pièces encore en main quittent la partie.
rules-no-reforming = Une pièce qui a fermé un moulin en se déplaçant ne peut pas, au tour suivant, revenir tout droit pour refermer un moulin.
rules-protecting = Seuls { $count } des { $mills } moulins protègent leurs pièces de la prise.
rules-capture-by-both = Une pièce posée ou déplacée
rules-capture-by-placing = Une pièce posée
rules-capture-by-moving = Une pièce déplacée
rules-capture-custodian = { $who } à côté d'une pièce adverse, avec une des siennes juste derrière, la prend, sans moulin.
rules-capture-intervention = { $who } entre deux pièces adverses alignées les prend toutes deux, sans moulin.
rules-capture-leap = Une pièce peut sauter par-dessus une pièce adverse voisine jusqu'au point libre juste derrière, le long d'une ligne, et la prendre.
rules-lose = { $below ->
    [1] sans aucune pièce
   *[other] avec moins de { $below } pièces
}
rules-lose-or-blocked = Victoire : un joueur qui reste { $reduced }, ou sans coup possible, perd.
rules-lose-only = Victoire : un joueur qui reste { $reduced } perd.
rules-full-board-draw = Un plateau plein où le joueur au trait ne peut pas bouger est une partie nulle.
rules-draws-both = Nulles : la même position { $times } fois, ou { $moves } coups de chaque joueur sans prise.
rules-draws-repetition = Nulles : la même position { $times } fois.
rules-draws-no-removal = Nulles : { $moves } coups de chaque joueur sans prise.

## Variantes

rules-notes = Remarques
rules-sources = Sources
variant-size = { $points } points, { $pieces } pièces
variant-invalid = invalide : { $why }
variant-user-file = { "  " }(fichier utilisateur { $path })

## Le jeu de bureau

gui-new-game = Nouvelle partie…
gui-new-game-title = Nouvelle partie
gui-undo = Annuler
gui-redo = Rejouer
gui-hint = Conseil
gui-analysis = Analyse
gui-save = Enregistrer…
gui-load = Ouvrir…
gui-point-names = Noms des points
gui-dark-theme = Thème sombre
gui-language = Langue
gui-computer-thinking = { $side } (ordinateur) réfléchit…
gui-looking-for-hint = Recherche d'un conseil…
gui-analysing = Analyse en cours…
gui-pass = Passer
gui-rematch = Revanche
gui-rematch-hover = La même partie, couleurs échangées
gui-flying-on = vol permis
gui-flying-off = vol désactivé
gui-no-flying = sans vol
gui-pieces-each = { $count } pièces chacun, { $flying }
gui-player = { $side } : { $player }
gui-player-to-move = { $side } : { $player }  (au trait)
gui-human = Humain
gui-computer-perfect = Ordinateur (parfait)
gui-computer-level = Ordinateur (niveau { $level })
gui-moves = Coups
gui-hint-move = Conseil : { $mv }
gui-start-position = Position de départ
gui-analysis-when = Affichée quand c'est à une personne de jouer.
gui-move-entry = coup { $number } : { $mv }
gui-source-table = exact, d'après la table résolue
gui-source-search = recherche à la profondeur { $depth }
gui-side-ai = { $side } (IA)
gui-hand-info =
    en main : { $in_hand }
    prises : { $captured }
gui-earlier-position = Vous regardez une position antérieure : cliquez le dernier coup de la liste (ou appuyez sur Échap) pour continuer
gui-game-is-over = La partie est finie : { $outcome }
gui-wait-for-computer = Patientez : c'est à l'ordinateur de jouer
gui-must-pass = { $side } ne peut pas bouger et doit passer : appuyez sur Passer
gui-place-first = { $side } pose d'abord ses pièces ({ $count } en main) : cliquez un point libre
gui-cannot-move = La pièce en { $point } ne peut pas bouger
gui-not-your-piece = { $point } porte une pièce de { $owner } ; c'est à { $side } de jouer
gui-click-own-first = { $side } déplace une pièce : cliquez d'abord une des siennes, puis { $point }
gui-protected = La pièce de { $side } en { $point } est dans un moulin : prenez une des pièces marquées
gui-remove-marked = Vous avez fermé un moulin : prenez une des pièces marquées de { $side } (Échap reprend le coup)
gui-cannot-play = { $mv } ne peut pas être joué maintenant
gui-showing = Position après le coup { $number } sur { $total }
gui-computer-side = { $side } (ordinateur)
gui-status = Au trait : { $who }, { $doing }
gui-status-mill = moulin ! Prenez une pièce marquée de { $side }
gui-status-owed = la pose est finie : prenez { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
} de { $side }, une à la fois
gui-status-blocked-remove = bloqué : prenez une pièce marquée de { $side } voisine des vôtres, puis déplacez
gui-status-blocked-pass = bloqué : passez, et l'adversaire doit vous libérer
gui-status-selected = déplacez la pièce en { $point } vers un point marqué
gui-status-place-or-move = pose : posez une pièce ({ $count } en main) ou déplacez-en une
gui-status-place = pose : posez une pièce ({ $count } en main)
gui-status-move = déplacement : glissez une pièce le long d'une ligne
gui-status-fly = vol : déplacez une pièce vers n'importe quel point libre
gui-your-file = { $id } (votre fichier)
gui-start-game = Commencer
gui-cancel = Annuler
gui-variant = Variante
gui-open-rules-file = Ouvrir un fichier de règles :
gui-rules-path-hint = chemin/vers/variante.ron
gui-open = Ouvrir
gui-reload = Recharger
gui-reload-hover = Relire le fichier de règles, après l'avoir modifié
gui-rules-folder = Votre dossier de règles : { $path }
gui-rules-errors = Ce fichier de règles contient des erreurs :
gui-flying-checkbox = Vol à trois pièces
gui-flying-always = Vol : toujours permis dans cette variante
gui-flying-never = Vol : absent de cette variante
gui-perfect-solved = Jeu parfait : résolu
gui-perfect-solving = Résolution pour le jeu parfait…
gui-perfect-failed = La résolution a échoué : { $why }
gui-perfect-to-solve = Jeu parfait : { $positions } positions à résoudre
gui-solve = Résoudre
gui-perfect-too-big = Jeu parfait : trop grand pour être résolu ici
gui-who-starts = Qui commence :
gui-starts-as-rules = comme le disent les règles ({ $side })
gui-starts = { $side } commence
gui-side-human = { $side } humain
gui-side-computer = { $side } ordinateur
gui-side-perfect = { $side } parfait
gui-side-level = niveau de { $side }
gui-save-game = Enregistrer la partie
gui-load-game = Ouvrir une partie
gui-cannot-list = impossible de lister { $path } : { $why }
gui-folder = Dossier : { $path }
gui-file-name = Nom du fichier (ou chemin complet) :
gui-save-button = Enregistrer
gui-load-button = Ouvrir
gui-not-restored = La dernière partie n'a pas pu être restaurée : { $why }
gui-cannot-read = impossible de lire { $path } : { $why }

## Fichiers

file-cannot-read = impossible de lire { $path } : { $why }
file-cannot-write = impossible d'écrire { $path } : { $why }
file-cannot-load = impossible d'ouvrir la partie { $path } : { $why }
io-not-found = fichier ou dossier introuvable
io-permission-denied = permission refusée
io-is-a-directory = c'est un dossier

## Analyse

analyze-position = Position : { $position } ({ $side } au trait)
analyze-over = La partie est finie : { $outcome }.
analyze-exact = exact, d'après la table résolue
analyze-searched = profondeur { $depth }, { $nodes } nœuds, { $seconds } s
analyze-best = Meilleur coup : { $mv } (score { $score } ; { $how })
analyze-moves = Coups :
analyze-not-searched = non examiné
analyze-more-turns = { $count ->
    [one] { $count } coup de plus
   *[other] { $count } coups de plus
}
analyze-line = Suite : { $line }

## Reviewing a game (desktop)

review-view-button = Revoir
review-view-button-hover = Analyser chaque coup de la partie, tracer les scores et marquer les erreurs
review-view-title = Revue de la partie
review-view-progress = Revue : { $done } / { $total } coups
review-view-stop = Arrêter
review-view-close = Fermer
review-view-save = Enregistrer avec les marques…
review-view-save-title = Enregistrer la partie revue
review-view-best = Le meilleur était { $mv } ({ $score })
review-view-click = Cliquez sur un point du graphique pour voir cette position.
review-view-point = coup { $turn } : { $mv }, { $score }
review-view-axis-turn = coup
review-view-axis-score = pièces pour Blanc
review-view-score = Score
review-view-white-wins = Blanc gagne
review-view-black-wins = Noir gagne
review-view-draw = Nulle
review-view-marked = Coup marqué
review-view-stopped = Revue arrêtée après { $done } coups sur { $total }.
