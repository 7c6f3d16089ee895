# Français. Les règles de pluriel sont celles du français : 0 et 1 au singulier.

## Camps et résultats

color-white = Blanc
color-black = Noir
# La lettre des pions de chaque camp sur le plateau du terminal.
piece-letter-white = B
piece-letter-black = N
pieces-in-hand = { $count ->
    [one] { $count } pion en main
   *[other] { $count } pions en main
}
end-reduced = réduit à trop peu de pions
end-blocked = aucun coup possible
end-mill-closed = trois pions alignés
end-repetition = répétition de la position
end-no-removal = trop de coups sans prise
end-full-board = le plateau est plein
end-resignation = abandon
outcome-win = { $side } gagne ({ $reason })
outcome-draw = partie nulle ({ $reason })

score-win = { $turns ->
    [one] gagne en { $turns } coup
   *[other] gagne en { $turns } coups
}
score-loss = { $turns ->
    [one] perd en { $turns } coup
   *[other] perd en { $turns } coups
}
score-draw = nulle

## Pourquoi un coup est refusé

move-empty = coup vide
move-syntax = impossible de lire « { $text } » : écrivez une pose comme { $placement }, un déplacement comme { $step } et une prise comme { $removal }
move-unknown-point = il n’y a pas de point « { $point } » sur ce plateau
move-game-over = la partie est finie
move-removal-missing = { $mv } forme un moulin : dites quel pion prendre ({ $choices })
removal-no-mill = { $mv } ne forme aucun moulin : rien ne peut être pris
removal-used-mill = { $mv } reforme un moulin déjà utilisé, qui ne peut plus prendre
removal-not-opponent = { $point } ne porte aucun pion de l’adversaire
removal-wrong-count = { $mv } prend { $expected ->
    [one] un pion
   *[other] { $expected } pions
}, pas { $given ->
    [one] un
   *[other] { $given }
}
removal-protected = { $points } ne peut pas être pris : ce pion est dans un moulin et l’adversaire a des pions hors des moulins
illegal-occupied = { $point } est déjà occupé
illegal-nothing-in-hand = { $side } n’a plus de pion à poser
illegal-nothing-in-hand-like = { $side } n’a plus de pion à poser : déplacez un pion, par exemple { $example }
illegal-place-first = { $side } doit d’abord poser un pion (pions en main : { $count })
illegal-not-own = { $point } ne porte aucun pion { $side ->
    [Blanc] blanc
   *[other] noir
 }
illegal-not-adjacent = { $to } n’est pas voisin de { $from } le long d’une ligne
illegal-marked = { $point } porte un pion marqué jusqu’à la fin de la pose
illegal-closed = { $point } reste fermé tant que { $side } a des pions en main
illegal-no-placing = aucun pion ne peut être posé en { $point } : on y entre en se déplaçant
illegal-opening = le premier pion de la partie se pose sur l’un de ces points : { $points }
illegal-moving-back = { $side } ne peut pas former un moulin en revenant tout droit d’où venait son dernier moulin
illegal-longer-line = aucun coup ne peut aligner plus de { $length } pions
illegal-placing-mill = aucune pose ne peut former un moulin
illegal-removal-due = { $side } doit d’abord prendre un pion : { $choices }
illegal-pass-due = { $side } est bloqué et doit passer son tour
illegal-not-removable = { $point } ne peut pas être pris maintenant : { $choices }
illegal-no-stepless = aucune prise seule ni aucune passe n’est due
illegal-no-stepless-like = aucune prise seule ni aucune passe n’est due : { $side } pose ou déplace un pion, par exemple { $example }
illegal-placement = { $point } ne peut pas être joué
illegal-move = { $from }-{ $to } n’est pas permis ici

## La partie dans le terminal

player-you = vous
play-intro = { $variant } : tapez un coup comme { $example }, ou aide pour les commandes.
view-side = { $side } { $stone } : { $in_hand } en main, { $on_board } sur le plateau
view-lost = Pions pris pendant la pose, retirés à la fin de la pose : { $points }
view-lost-covered = { $point } (sous un pion { $side ->
    [Blanc] blanc
   *[other] noir
 }, *)
view-lost-marked = { $point } (X)
view-last-moves = Derniers coups : { $before }, { $last }
view-last-move = Dernier coup : { $last }
view-to-move = Coup { $number } : { $side } doit { $todo }.
todo-remove-own = prendre un de ses propres pions ({ $count ->
    [one] 1 dû
   *[other] { $count } dus
}), par exemple xd1
todo-remove-opponent = prendre un pion adverse ({ $count ->
    [one] 1 dû
   *[other] { $count } dus
}), par exemple xd1
todo-pass = passer son tour : il est bloqué (tapez pass)
todo-remove-adjacent = prendre un pion adverse voisin d’un des siens, par exemple xd1, puisqu’il est bloqué
todo-place-or-move = poser un pion ou en déplacer un
todo-place = poser un pion
todo-move = déplacer un pion le long d’une ligne
todo-fly = déplacer un pion vers n’importe quel point libre (vol)
ai-level = IA niveau { $level }
ai-perfect = IA parfaite
ai-thinking = { $side } ({ $ai }) réfléchit...
ai-plays = { $side } ({ $ai }) joue { $mv }{ $removal }.
ai-removes = { " " }(moulin : { $count ->
    [one] le pion { $side ->
    [Blanc] blanc
   *[other] noir
 } en { $points } est pris
   *[other] les pions { $side ->
    [Blanc] blancs
   *[other] noirs
 } en { $points } sont pris
})
move-not-played = { $mv } n’est pas joué ; tapez-le de nouveau
not-a-command = « { $word } » n’est ni un point ni une commande : tapez aide pour les commandes
too-long = « { $start }... » est trop long pour un coup ({ $count } caractères) : tapez aide pour les commandes
ask-removal = { $mv } forme un moulin : quel pion prenez-vous ? ({ $choices })
ask-removals = { $mv } forme { $count } moulins : quels { $count } pions prenez-vous ? Tapez-les un à un ou ensemble, comme { $example } ({ $choices })
ask-removal-more = { $mv } : quel autre pion prenez-vous ? ({ $choices })
prompt-remove = Prendre
removal-cancelled = { $mv } n’est pas joué ; tapez un autre coup.
removal-help = Tapez l’un de { $choices } pour prendre ce pion, ou annuler pour reprendre { $mv }.
removal-retry = { $why } ; tapez l’un de { $choices } ou annuler
legal-moves = { $count ->
    [one] { $count } coup possible :
   *[other] { $count } coups possibles :
}
nothing-to-undo = il n’y a rien à annuler
nothing-to-redo = il n’y a rien à rejouer
no-hint = aucun coup à suggérer
hint = Indice : { $mv } (score { $score } pour { $side } ; suite attendue : { $line })
game-over = Partie terminée : { $outcome }.
game-over-choices = Tapez enregistrer FICHIER pour garder la partie, annuler pour reprendre le dernier coup, ou Entrée pour quitter.
prompt-game-over = Partie terminée
game-over-retry = la partie est finie : tapez enregistrer FICHIER, annuler, ouvrir FICHIER, ou Entrée pour quitter
saved = Enregistré dans { $path }.
cannot-save = impossible d’enregistrer dans { $path } : { $why }
loaded = { $path } ouvert : { $variant }, { $moves } coups.
save-first = Enregistrer la partie d’abord ? Tapez un nom de fichier, ou Entrée pour quitter sans enregistrer.
prompt-save = Enregistrer sous
command-needs-point = { $word } demande un point : { $word } d6
command-no-such-point = Il n’y a pas de point { $point } sur ce plateau.
command-no-argument = { $word } ne prend pas d’argument
command-needs-file = { $word } a besoin d’un nom de fichier : { $word } FICHIER
help-moves = Tapez un coup : { $placement } pose un pion en { $placement }, { $step } en déplace un de { $from } à { $to }, et { $removal } prend en plus le pion en { $gone } quand le coup forme un moulin (sans la prise, elle vous est demandée). Les noms des points sont à droite.
help-commands =
    Sur le plateau, [B] ou [N] marque où est allé le dernier coup, (.) d’où il venait,
    et (x) le point d’un pion qu’il a pris. B : Blanc, N : Noir.
    Commandes :
      coups                 la liste des coups possibles
      annuler, rejouer      reprendre un coup, ou le jouer de nouveau
      conseil               demander un indice à l’IA
      enregistrer FICHIER   enregistrer la partie (la rouvrir avec ouvrir FICHIER)
      ouvrir FICHIER        reprendre une partie enregistrée
      abandonner            abandonner cette partie
      plateau               redessiner le plateau
      position              la chaîne de position (pour morris analyze --position)
      pions                 les pions de chaque camp, en mots
      lignes POINT          les moulins par un point, et qui les tient
      derniers              les derniers coups, en mots
      regles                les règles de cette variante
      aide                  ce texte
      quitter               quitter le programme
    Les commandes anglaises (help, undo, save...) marchent aussi.

## Les mots tapés à l’invite du terminal, séparés par des virgules. Les mots
## de chaque langue sont compris, quelle que soit la langue choisie.
prompt-word-help = aide
prompt-word-moves = coups
prompt-word-undo = annuler
prompt-word-redo = rejouer
prompt-word-hint = conseil
prompt-word-save = enregistrer
prompt-word-load = ouvrir
prompt-word-resign = abandonner, abandon
prompt-word-board = plateau
prompt-word-rules = règles, regles
prompt-word-position = position
prompt-word-quit = quitter
prompt-word-draw = nulle
prompt-word-takeback = reprise, annuler
prompt-word-accept = accepter, oui
prompt-word-refuse = refuser, non
prompt-word-rematch = revanche
prompt-word-skip = suivant, passer

## Les règles d’une variante, en mots

rules-board = Plateau : { $points } points, { $lines } lignes, { $mills } moulins. { $pieces } pions chacun ; { $first } joue en premier.
rules-placement = Pose : à tour de rôle, chacun pose un pion de sa main sur un point libre ; quand les deux mains sont vides, on déplace.
rules-placement-or-move = Pose : à tour de rôle, chacun pose un pion de sa main sur un point libre, ou déplace un pion déjà sur le plateau.
rules-movement = Déplacement : on glisse un de ses pions le long d’une ligne jusqu’au point voisin, s’il est libre.
rules-flying-optional = Vol : à { $pieces } pions ou moins, un joueur peut déplacer un pion vers n’importe quel point libre (--no-flying l’interdit).
rules-flying = Vol : à { $pieces } pions ou moins, un joueur peut déplacer un pion vers n’importe quel point libre.
rules-flying-off = Vol : interdit dans cette partie.
rules-flying-never = Vol : jamais ; les pions suivent toujours les lignes.
rules-mill-wins = Moulins : trois de ses pions alignés sur une ligne gagnent aussitôt la partie.
rules-mill-removes = Moulins : trois de ses pions alignés sur une ligne forment un moulin ; qui forme un moulin prend un pion adverse ({ $which }). { $double }
rules-removable-not-in-mills = un pion hors des moulins, sauf si tous y sont
rules-removable-any = n’importe lequel
rules-removable-never-in-mills = jamais un pion qui est dans un moulin
rules-double-one = Former deux moulins d’un coup ne prend qu’un pion.
rules-double-per-mill = Former deux moulins d’un coup prend deux pions.
rules-mill-length = Un moulin, c’est { $length } pions alignés.
rules-longer-no-mill = Un alignement de plus de { $length } pions n’est pas un moulin.
rules-longer-forbidden = Aucun coup ne peut aligner plus de { $length } pions.
rules-placing-nothing = Un moulin formé pendant la pose ne prend aucun pion.
rules-placing-forbidden = Aucune pose ne peut former un moulin.
rules-placing-mark = Un moulin formé pendant la pose marque le pion pris : il est perdu mais bloque son point jusqu’à la fin de la pose.
rules-placing-from-hand = Un moulin formé pendant la pose prend un pion dans la main de l’adversaire, puis sur le plateau une fois sa main vide.
rules-placing-extra-turn = Un moulin formé pendant la pose donne une pose de plus au lieu d’une prise.
rules-placing-cover = Un moulin formé pendant la pose couvre un pion adverse avec un pion de la main : le pion couvert est perdu et part à la fin de la pose ; celui qui le couvre reste.
rules-placing-counted = Les moulins formés pendant la pose ne prennent rien sur le moment ; à la fin de la pose, chaque camp prend selon les moulins sur le plateau : si personne n’en a, chacun retire un de ses propres pions ; si un seul camp en a, il prend deux pions et l’autre un ; sinon le camp qui a le moins de moulins prend autant de pions qu’il a de moulins, l’autre un de plus.
rules-one-time-mills = Les points d’un moulin qui a pris restent acquis à son joueur : un moulin fait tout entier de ces points ne prend rien, même s’il n’a jamais été formé.
rules-move-again = Après la prise d’un moulin, le même joueur rejoue.
rules-movement-starts = Une fois tous les pions posés, { $side } déplace en premier.
rules-movement-starts-first-mill = Une fois tous les pions posés, celui qui a formé le premier moulin déplace en premier ({ $side } si personne n’en a formé).
rules-first-mill-player = celui qui a formé le premier moulin pendant la pose ({ $side } si personne n’en a formé)
rules-full-both-remove = Si la pose finit sur un plateau plein, chaque joueur prend un pion adverse ; { $who } prend en premier et déplace en premier.
rules-full-one-removes = Si la pose finit sur un plateau plein, { $who } prend un pion adverse, et l’autre joueur déplace en premier.
rules-blocked-draw = Un joueur bloqué fait partie nulle.
rules-blocked-passes = Un joueur bloqué passe son tour.
rules-blocked-freed = Un joueur bloqué passe son tour, et l’adversaire doit jouer de façon à le débloquer ; ces coups ne prennent rien.
rules-blocked-removes = Un joueur bloqué prend un pion adverse voisin d’un des siens, puis déplace.
rules-draws-endgame = Partie nulle quand un joueur est réduit à { $pieces } pions et que chaque joueur a joué { $moves } coups sans prise.
rules-closed-while-placing = Aucun pion ne peut entrer en { $points } tant que son joueur a des pions en main.
rules-fly-from = Un pion en { $points } peut aller vers n’importe quel point libre.
rules-start = Au départ, Blanc occupe { $white } et Noir { $black }.
rules-no-placing = Aucun pion ne peut être posé en { $points } ; on y entre en se déplaçant.
rules-opening-points = Le premier pion de la partie se pose en { $points }.
rules-stop-placing = La pose s’arrête quand il reste { $empty } points libres ; les pions encore en main sont retirés du jeu.
rules-no-reforming = Un pion qui a formé un moulin en se déplaçant ne peut pas, au tour suivant, revenir tout droit pour reformer un moulin.
rules-protecting = Seuls { $count } des { $mills } moulins protègent leurs pions de la prise.
rules-links = { $count ->
    [one] Une ligne tracée ne fait que relier ses points
   *[other] { $count } lignes tracées ne font que relier leurs points
} : les pions s’y déplacent, mais elles ne forment pas de moulin.
rules-listed-mills = Seuls les { $mills } alignements que les règles énumèrent sont des moulins.
rules-scoring-mills = Seuls { $mills } alignements, choisis par les règles, forment des moulins ; les autres rangées non.
rules-capture-by-both = Un pion posé ou déplacé
rules-capture-by-placing = Un pion posé
rules-capture-by-moving = Un pion déplacé
rules-capture-custodian = { $who } à côté d’un pion adverse, avec un des siens juste derrière, le prend, sans moulin.
rules-capture-intervention = { $who } entre deux pions adverses alignés les prend tous deux, sans moulin.
rules-capture-leap = Un pion peut sauter par-dessus un pion adverse voisin jusqu’au point libre juste derrière, le long d’une ligne, et le prendre.
rules-lose = { $below ->
    [1] sans aucun pion
   *[other] avec moins de { $below } pions
}
rules-lose-or-blocked = Fin de partie : un joueur qui reste { $reduced }, ou bloqué, a perdu.
rules-lose-only = Fin de partie : un joueur qui reste { $reduced } a perdu.
rules-lose-blocked = Fin de partie : un joueur bloqué a perdu.
rules-full-board-draw = Un plateau plein où le joueur au trait est bloqué donne partie nulle.
rules-draws-both = Parties nulles : la même position { $times } fois, ou { $moves } coups de chaque joueur sans prise.
rules-draws-repetition = Parties nulles : la même position { $times } fois.
rules-draws-no-removal = Parties nulles : { $moves } coups de chaque joueur sans prise.

## Variantes

rules-notes = Remarques :
rules-sources = Sources :
variant-size = { $points } points, { $pieces } pions
variant-invalid = invalide : { $why }
rules-base-stand-in = attention : la base « { $id } » est votre fichier { $path }, pas la variante fournie
upgrade-base-stand-in = non écrit sur la base « { $id } » : votre fichier { $path } la remplace ici, et le fichier changerait avec le vôtre
upgrade-base-not-pinned = la base « { $id } » n’est pas épinglée : votre fichier { $path } la remplace ici, et une empreinte de la variante fournie ferait refuser le fichier
variant-user-file = { "  " }(fichier utilisateur { $path })

## Les nombres : séparateur décimal et séparateur des milliers (espace fine insécable)

number-decimal-separator = ,
number-group-separator = { "\u202F" }

## Pourquoi une partie enregistrée ne peut pas être lue

record-empty = le fichier de partie est vide
record-tag-syntax = ligne { $line }, colonne { $col } : { $reason }
tag-no-name = une balise a besoin d’un nom fait de lettres, de chiffres et de « _ » : [Nom "valeur"]
tag-no-quotes = la valeur d’une balise s’écrit entre guillemets droits : [Nom "valeur"]
tag-unclosed-quote = la valeur de la balise n’a pas de guillemet fermant
tag-bad-escape = dans la valeur d’une balise, une barre oblique inverse ne peut précéder que \" ou \\
tag-no-bracket = la balise doit se terminer par « ] » après sa valeur
tag-trailing-text = rien ne peut suivre une balise sur sa ligne
record-duplicate-tag = ligne { $line } : la balise { $name } est donnée deux fois
record-variant = impossible de charger la variante « { $id } » : { $why }
record-variant-not-a-name = l’étiquette Variant « { $id } » n’est ni un identifiant de variante ni le nom d’un fichier de règles à côté de la partie ; une partie ne nomme jamais un chemin
unknown-variant = variante inconnue « { $id } » ; variantes connues : { $known }
record-bad-flying = la balise Flying doit valoir « on » ou « off », pas « { $value } »
record-flying = la balise Flying « { $value } » ne convient pas à la variante : { $why }
options-flying-not-offered = { $variant } n’a pas de règle du vol à activer ou désactiver
options-flying-not-optional = { $variant } ne permet pas de désactiver le vol
record-position = la balise Position n’est pas une position de cette variante : { $why }
record-position-tags-disagree = ligne { $line } : les étiquettes Position et FEN donnent des positions de départ différentes
record-unexpected = ligne { $line } : « { $text } » inattendu dans les coups
record-stray-removal = ligne { $line } : la prise « { $text } » ne suit aucun coup
record-unclosed-comment = ligne { $line } : un commentaire ouvert ici n’est jamais fermé ; le fichier est-il coupé ?
record-unclosed-variation = ligne { $line } : une variante ouverte ici n’est jamais fermée ; le fichier est-il coupé ?
record-stray-variation = ligne { $line } : une variante doit suivre le coup qu’elle remplace
record-empty-variation = ligne { $line } : une variante ne contient aucun coup
record-variation-too-deep = ligne { $line } : variantes imbriquées trop profondément
record-bad-mark = ligne { $line } : « { $text } » n’est pas une annotation (!, ?, !!, ??, !?, ?! ou $0 à $255)
record-truncated = la partie s’arrête sans résultat (1-0, 0-1, 1/2-1/2 ou *) ; le fichier est-il coupé ?
record-text-after-result = ligne { $line } : « { $text } » après le résultat ; un fichier ne contient qu’une partie
record-result-token-mismatch = le résultat { $token } en fin de partie contredit la balise Result { $tag }
record-result-mismatch = le fichier donne le résultat { $written }, mais les coups aboutissent à : { $actual }
record-illegal-move = le coup { $label } { $text } ({ $side }, ligne { $line }) ne peut pas être joué : { $why }
illegal-removal-due-now = { $side } doit d’abord prendre un pion
illegal-not-removable-now = { $point } ne peut pas être pris maintenant
import-bad-number = ligne { $line } : « { $text } » n’est pas un numéro de point (1 à { $points })
import-fen = ligne { $line } : le FEN de moulin est illisible : { $why }
fen-board = il faut un plateau de trois carrés de huit points ; cette variante a { $points } points
fen-pieces = le plateau doit être trois groupes de huit O, @ et * séparés par /
fen-side = le camp au trait doit être w ou b, pas « { $side } »
fen-short = il a moins de champs qu’un FEN de moulin (plateau, camp, phase, action, puis des nombres)
fen-number-count = il a { $count } champs après l’action ; un FEN de moulin y a 8 nombres, ou 12 avec les derniers moulins
fen-out-of-range = { $field } vaut « { $text } » ; il faut un nombre entier de { $min } à { $max }
fen-count = { $field } vaut { $said }, mais le plateau en montre { $shown }
fen-field-on-board = le nombre de pions de { $side } sur le plateau
fen-field-in-hand = le nombre de pions de { $side } en main
fen-field-owed = le nombre de prises dues par { $side }
fen-field-last-mill-from = le dernier moulin de { $side } (départ)
fen-field-last-mill-to = le dernier moulin de { $side } (arrivée)
fen-field-no-removal = le nombre de coups sans prise
fen-field-move-number = le numéro du coup
fen-mid-turn = la position est au milieu d’un tour (une prise est due) ; partez du tour précédent
fen-marked = les points marqués (X) n’ont pas d’équivalent ici
fen-setup = ce n’est pas une position de cette variante : { $why }
position-field-count = une position a de 4 à 6 champs (plateau, camp au trait, pions en main des blancs, des noirs, coups sans prise, coups joués) ; il y en a { $found }
position-not-a-board = « { $text } » n’est pas un plateau : le premier champ a un W, un B, un . ou un X pour chacun des { $expected } points
position-board-length = le plateau a { $found } points, cette variante en a { $expected }
position-bad-piece = le caractère « { $ch } » au point { $point } n’est ni W, ni B, ni .
position-bad-side = le camp au trait doit être w ou b, pas « { $side } »
position-bad-number = { $field } : il faut un nombre entier, pas « { $text } »
position-field-white-hand = les pions en main des blancs
position-field-black-hand = les pions en main des noirs
position-field-no-removal = les coups sans prise
position-field-turns = les coups joués
position-bad-used = used="{ $text }" n’est pas deux listes de points de ce plateau (blancs/noirs)
position-bad-covered = covered="{ $text }" n’est pas une liste de points de ce plateau
position-bad-owed = owes="{ $text }" n’est pas deux nombres de prises (blancs/noirs, `o` pour ses propres pions)
position-bad-first-mill = first_mill="{ $text }" n’est ni w ni b
position-bad-mill-step = mill_step="{ $text }" n’est pas deux coups (blancs/noirs, `-` pour aucun)
setup-off-board = le point { $index } n’est pas sur ce plateau, qui a { $points } points
setup-overlap = { $point } porte un pion de chaque joueur
setup-too-many-pieces = { $side } a { $count } pions sur le plateau et en main ; cette variante en donne { $max }
setup-both-won = les deux joueurs ont un moulin, mais un moulin termine cette partie
setup-not-in-rules = { $state } : les règles de cette variante n’en ont pas
setup-only-while-placing = { $state } : seulement tant qu’il reste des pions en main
setup-only-after-placing = { $state } : seulement une fois tous les pions posés
setup-marked-holds-piece = { $point } est marqué, donc vide, mais un pion s’y trouve
setup-covered-empty = { $point } est couvert, donc occupé, mais aucun pion ne s’y trouve
setup-too-many-owed = { $side } doit { $count } prises ; { $max } au plus
setup-mill-step-in-place = le dernier coup de moulin de { $side } va de { $point } à { $point }
state-used-mills = des moulins usés (used=)
state-marked = un point marqué (X)
state-covered = un pion couvert (covered=)
state-owed = des prises dues (owes=)
state-owed-own-pieces = des prises dues de ses propres pions (owes=1o)
state-first-mill = le premier moulin (first_mill=)
state-mill-step = un dernier coup de moulin (mill_step=)

## Parties de l’IA contre elle-même, revue, résolution et mesures de vitesse

no-table-yet = Pas encore de table résolue pour { $variant } : l’IA parfaite joue donc sa recherche la plus forte ; lancez morris solve { $id } (une fois) pour un jeu parfait.
table-damaged = la table résolue de { $variant } est endommagée ({ $path } : { $reason }) ; le jeu se fait par la recherche
no-table-too-large = { $variant } est trop grand pour être résolu : l’IA parfaite joue donc sa recherche la plus forte.
no-table-too-many = { $variant } a trop de positions pour une table : l’IA parfaite joue donc sa recherche la plus forte.
no-table-unsupported = Le solveur ne sait pas traiter la règle { $rule } de { $variant } : l’IA parfaite joue donc sa recherche la plus forte.
bad-time = --time { $secs } : donnez un nombre de secondes supérieur à 0
selfplay-header = { $variant } : { $white } (blancs) contre { $black } (noirs), { $games ->
    [one] 1 partie
   *[other] { $games } parties
}
selfplay-column-game = partie
selfplay-column-result = résultat
selfplay-column-turns = coups
selfplay-column-reason = fin
selfplay-stopped = arrêtée après { $turns } coups
selfplay-forfeit = { $side } déclare forfait
selfplay-did-not-start = { $side } n’a pas pu démarrer
selfplay-summary = Victoires des blancs : { $white }, des noirs : { $black }, parties nulles : { $draws } ; score des blancs : { $score } %
selfplay-needs-ai = { $flag } : une partie de l’IA contre elle-même demande une IA de chaque côté (ai ou ai:NIVEAU)
analyze-progress = profondeur { $depth }  score { $score }  nœuds { $nodes }  { $line }
review-progress = { $done }/{ $total } coups examinés
review-header = { $variant } : { $turns ->
    [one] 1 coup
   *[other] { $turns } coups
} ; les scores sont ceux du joueur qui joue le coup, avant et après celui-ci : « gagne en N », « perd en N » et « nulle » sont exacts, un nombre est l’estimation de la recherche en pions (+1,00 : environ un pion d’avance).
review-exact = exact
review-best = meilleur : { $mv } ({ $score })
review-result = Résultat : { $outcome }.

size-mb = { $mb } Mo
size-gb = { $gb } Go
duration-under-a-second = moins d’une seconde
solve-estimate = { $variant } : { $positions } positions, { $symmetries } symétries, environ { $size } à résoudre
solve-bar-layers = couches
solve-bar-positions = { $positions } positions
solve-solved = { $variant } résolu en { $seconds } s
solve-loaded = { $variant } chargé en { $seconds } s
solve-stored = { $positions } positions enregistrées ({ $symmetries } symétries, { $bytes ->
    [one] 1 octet
   *[other] { $bytes } octets
} chacune)
solve-values = { $wins } gains, { $losses } pertes, { $draws } nulles pour le camp au trait
solve-longest = Plus long gain forcé : { $turns } coups
solve-start = Position de départ : { $value }
solve-start-not-covered = hors de la table
solve-start-draw = partie nulle avec le meilleur jeu
solve-start-win = { $side } gagne en { $turns } coups avec le meilleur jeu
solve-table-loaded = Table chargée depuis { $path }
solve-table-rebuilt = Table reconstruite : { $about }
solve-table-saved = Table enregistrée dans { $path }
solve-table-not-saved = Table non enregistrée dans { $about }
solve-too-large = { $variant } est trop grand pour être résolu : environ { $positions } positions demanderaient environ { $needed } de mémoire, et la limite est de { $budget } (--memory la relève ; --sectors résout plutôt des secteurs de fin de partie)
solve-not-indexable = { $variant } ne peut pas être résolu : ses quelque { $positions } positions sont plus qu’une table ne peut en numéroter
sectors-list = { $title } : secteurs { $sectors }
sectors-estimate = à résoudre : { $positions } positions ({ $slots } après symétrie), environ { $size } de mémoire et { $time } ; { $cached ->
    [one] { $cached } paire
   *[other] { $cached } paires
} sur { $pairs } déjà en cache
sectors-bar-unit = secteurs
sectors-bar-eta = reste
sectors-bar-positions = { $done }/{ $total } positions
sectors-done = { $title } : { $sectors ->
    [one] { $sectors } secteur
   *[other] { $sectors } secteurs
} en { $seconds } s ({ $loaded ->
    [one] { $loaded } paire chargée
   *[other] { $loaded } paires chargées
} depuis le cache)
sectors-column-sector = secteur
sectors-column-positions = positions
sectors-column-wins = gains (camp au trait)
sectors-column-draws = nulles
sectors-column-losses = pertes
sectors-column-longest = plus long
sectors-column-time = durée de la paire
sectors-flying-on = vol permis
sectors-flying-off = sans vol
plan-written = { $title } : un plan Slurm { $jobs ->
    [one] d’une tâche
   *[other] de { $jobs } tâches
} écrit dans { $dir }
plan-submit = Soumettez-le avec { $command } ; les fichiers des secteurs vont dans { $cache }. Après un échec, relancez-le : il ne soumet que les paires qui n’y sont pas encore.
bench-debug-build = remarque : ceci est une version de débogage ; lancez cargo run --release -p morris-cli -- bench pour des chiffres à citer
bench-perft = perft (coups comptés par seconde) :
bench-perft-row = profondeur { $depth }  { $nodes } nœuds  { $seconds } s  { $speed }nœuds/s
bench-search = recherche ({ $seconds } s par position, un seul cœur) :
bench-start = départ
bench-after = après { $moves }
bench-search-row = profondeur { $depth }  { $nodes } nœuds  { $speed }nœuds/s
perft-time = temps { $seconds } s ({ $speed }nœuds/s)
match-two-engines = --engine : donnez exactement deux moteurs, pas { $count }
match-above-zero = --games et --movetime doivent être supérieurs à 0
match-even-games = --games doit être pair avec --sprt, qui compte des paires de parties
match-cannot-find = impossible de trouver { $path }
match-written = parties écrites dans { $path }
match-positions-read = impossible de lire les positions de { $path }
match-positions-line = { $path }, ligne { $line }
match-positions-over = la partie est déjà finie dans cette position
match-positions-none = { $path } ne contient aucune position
match-positions-from = départs : { $count ->
    [one] { $count } position
   *[other] { $count } positions
} de { $path }

## Matchs entre moteurs

match-header = { $variant } : { $games }, { $time } (+{ $margin } ms de marge), ouvertures de { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}
match-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
match-movetime = { $ms } ms par coup
match-clock = une pendule de { $base } s
match-clock-increment = une pendule de { $base } s + { $increment } s par coup
match-games-sprt = jusqu’à { $games } parties (SPRT { $sprt } ; alpha { $alpha } ; bêta { $beta })
match-sprt = elo0={ $elo0 } elo1={ $elo1 }
match-engine = moteur { $number } : { $name } ({ $spec })
match-self-level = IA morris niveau { $level } (dans ce processus)
match-self-perfect = IA morris parfaite (dans ce processus)
match-not-started = le moteur { $name } n’a pas pu démarrer : { $why }
match-game = partie { $number }/{ $games } : moteur { $white } ({ $white_side }) contre moteur { $black } ({ $black_side }) : { $result }, { $end }, { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
} ; moteur 1 +{ $wins } ={ $draws } -{ $losses }
match-forfeit = moteur { $engine } ({ $side }) : { $why }
match-illegal = coup illégal dans { $line } : { $reason }
match-malformed = réponse illisible { $line } : { $reason }
match-timeout = pas de { $expected } en { $ms } ms
match-crashed = le moteur s’est arrêté : { $detail }
match-flag-fell = son coup a pris { $used } ms avec { $left } ms à sa pendule
match-out-of-time = { $side } a épuisé son temps
match-llr = SPRT { $sprt } : LLR { $llr } { $bounds }
match-bounds = ({ $lower } ; { $upper })
match-restarted = le moteur { $engine } a été relancé { $times } fois
match-score = moteur 1 : { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, { $draws ->
    [one] { $draws } nulle
   *[other] { $draws } nulles
}, { $losses ->
    [one] { $losses } défaite
   *[other] { $losses } défaites
} ; score { $points }/{ $games } ({ $percent } %)
match-elo = Différence Elo (moteur 1 - moteur 2) : { $elo }
match-elo-margin = { $diff } ± { $margin } (95 %)
match-elo-interval = { $diff } (95 % : de { $low } à { $high })
match-elo-all-to-one = +inf (tous les points au moteur 1)
match-elo-all-to-two = -inf (tous les points au moteur 2)
match-elo-no-games = aucune partie
match-verdict = SPRT { $sprt } : { $verdict }, LLR { $llr } { $bounds }
match-h0 = H0 acceptée après { $games } parties
match-h1 = H1 acceptée après { $games } parties
match-undecided = pas de décision après { $games } parties

## Le jeu de bureau

gui-new-game = Nouvelle partie…
gui-new-game-title = Nouvelle partie
gui-undo = Reprendre le coup
gui-redo = Rejouer le coup
gui-hint = Indice
gui-analysis = Analyse
gui-save = Enregistrer…
gui-load = Ouvrir…
gui-point-names = Noms des points
gui-all-cores = Tous les cœurs
gui-all-cores-hover = L’ordinateur réfléchit sur tous les cœurs de cette machine : il voit plus loin dans le même temps, et ses coups varient d’une partie à l’autre
gui-dark-theme = Thème sombre
gui-keys-menu = Touches et contraste…
gui-keys-menu-hover = Jouer au clavier seul (les touches et les mots du champ des coups), et le thème à contraste élevé
gui-keys-title = Touches et contraste
gui-keys-arrows = Flèches : de point en point sur le plateau (quand rien n’a le focus clavier, une flèche entre sur le plateau).
gui-keys-enter = Entrée ou Espace sur un point : poser, prendre un pion, le déplacer là, ou retirer le pion qui s’y trouve.
gui-keys-escape = Échap : lâcher le pion pris, ou le coup qui attend son retrait.
gui-keys-field = / : taper un coup dans le champ des coups, comme au terminal : d6, d6-d5, d6-d5xa1. Entrée le joue.
gui-keys-tab = Tab et Maj+Tab : d’une commande à l’autre ; Ctrl+plus et Ctrl+moins : plus grand ou plus petit.
gui-keys-undo = Ctrl+Z : reprendre ; Ctrl+Y : rejouer.
gui-keys-words = Mots du champ des coups : menaces, pions, lignes d6 (ou lignes sur le point où est le clavier), derniers, pendules, coups, position, regles, conseil, annuler, rejouer, aide.
gui-move-field = Coup ou commande :
gui-move-field-hint = d6, d6-d5xa1, menaces…
gui-said-taken-back = { $count ->
    [one] Un coup repris.
   *[other] { $count } coups repris.
}
gui-no-clocks = Pas de pendules dans cette partie.
gui-hint-said = L’ordinateur propose { $mv }.
gui-high-contrast = Contraste élevé
gui-point-holds = { $side }
gui-point-empty = vide
gui-language = Langue
gui-menu = Menu
gui-settings-menu = Affichage
gui-side-panel = Joueurs et coups
gui-side-panel-hover = Les joueurs, les coups et l’analyse, à côté du plateau
gui-computer-thinking = { $side } (ordinateur) réfléchit…
gui-looking-for-hint = Recherche d’un indice…
gui-analysing = Analyse en cours…
gui-pass = Passer
gui-rematch = Revanche
gui-rematch-hover = La même partie, couleurs échangées
gui-flying-on = vol permis
gui-flying-off = vol interdit
gui-no-flying = sans vol
gui-pieces-each = { $count } pions chacun, { $flying }
gui-player = { $side } : { $player }
gui-player-to-move = { $side } : { $player }  (au trait)
gui-human = Humain
gui-computer-perfect = Ordinateur (parfait)
gui-computer-level = Ordinateur (niveau { $level })
gui-moves = Coups
gui-hint-move = Indice : { $mv }
gui-start-position = Position de départ
gui-analysis-when = Affichée quand c’est à une personne de jouer.
gui-move-entry = coup { $turn }
gui-comment-before = avant { $turn } : { $comment }
gui-comment-after = après { $turn } : { $comment }
gui-variation = au lieu de { $turn } : { $moves }
gui-source-table = exact, d’après la table résolue
gui-source-search = recherche à la profondeur { $depth }
gui-side-ai = { $side } (IA)
gui-hand-info =
    en main : { $in_hand }
    perdus : { $lost }
gui-earlier-position = Vous regardez une position antérieure : cliquez le dernier coup de la liste (ou appuyez sur Échap) pour continuer
gui-game-is-over = La partie est finie : { $outcome }
gui-wait-for-computer = Patientez : c’est à l’ordinateur de jouer
gui-must-pass = { $side } est bloqué et doit passer son tour : appuyez sur Passer
gui-place-first = { $side } pose d’abord ses pions ({ $count } en main) : cliquez un point libre
gui-cannot-move = Le pion en { $point } est bloqué
gui-not-your-piece = { $point } porte un pion { $owner ->
    [Blanc] blanc
   *[other] noir
 } ; c’est à { $side } de jouer
gui-click-own-first = { $side } déplace un pion : cliquez d’abord un des vôtres, puis { $point }
gui-protected = Le pion { $side ->
    [Blanc] blanc
   *[other] noir
 } en { $point } est dans un moulin : prenez un des pions marqués
gui-remove-marked = Vous avez formé un moulin : prenez un des pions { $side ->
    [Blanc] blancs
   *[other] noirs
 } marqués (Échap reprend le coup)
gui-cannot-play = { $mv } ne peut pas être joué maintenant
gui-showing = Position après { $turn } ; la partie continue jusqu’à { $last }
gui-showing-start = Position de départ ; la partie continue jusqu’à { $last }
gui-computer-side = { $side } (ordinateur)
gui-status = Au trait : { $who }, { $doing }
gui-status-after = { $said } { $status }
gui-status-mill = moulin ! Prenez un pion { $side ->
    [Blanc] blanc
   *[other] noir
 } marqué
gui-status-owed = la pose est finie : prenez { $count ->
    [one] { $count } pion { $side ->
    [Blanc] blanc
   *[other] noir
 }
   *[other] { $count } pions { $side ->
    [Blanc] blancs
   *[other] noirs
 }
}, un à la fois
gui-status-blocked-remove = bloqué : prenez un pion { $side ->
    [Blanc] blanc
   *[other] noir
 } marqué voisin des vôtres, puis déplacez
gui-status-blocked-pass = bloqué : passez votre tour, et l’adversaire doit vous débloquer
gui-status-selected = déplacez le pion en { $point } vers un point marqué
gui-status-place-or-move = posez un pion ({ $count } en main) ou déplacez-en un
gui-status-place = posez un pion ({ $count } en main)
gui-status-move = glissez un pion le long d’une ligne
gui-status-fly = vol : déplacez un pion vers n’importe quel point libre
gui-your-file = { $id } (votre fichier)
gui-start-game = Commencer
gui-cancel = Annuler
gui-variant = Variante
gui-open-rules-file = Ouvrir un fichier de règles :
gui-rules-path-hint = chemin/vers/variante.ron
gui-open = Ouvrir
gui-reload = Recharger
gui-reload-hover = Relire le fichier de règles, après l’avoir modifié
gui-rules-folder = Votre dossier de règles : { $path }
gui-rules-errors = Ce fichier de règles contient des erreurs :
gui-flying-checkbox = Vol à { $pieces } pions
gui-flying-always = Vol : à { $pieces } pions ou moins, dans toute partie de cette variante
gui-flying-never = Vol : absent de cette variante
gui-perfect-solved = Jeu parfait : résolu
gui-perfect-solving = Résolution pour le jeu parfait…
gui-perfect-in-page = Jeu parfait : résolu dans ce navigateur au premier coup de l’ordinateur (quelques secondes pour les petits plateaux)
gui-perfect-solving-progress = Résolution pour le jeu parfait : { $percent } %
gui-perfect-failed = La résolution a échoué : { $why }
gui-perfect-to-solve = Jeu parfait : { $positions } positions à résoudre
gui-solve = Résoudre
gui-perfect-too-big = Jeu parfait : trop grand pour être résolu ici
gui-who-starts = Qui commence :
gui-starts-as-rules = comme le disent les règles ({ $side })
gui-starts = { $side } commence
gui-side-label = { $side } :
gui-side-human = { $side } humain
gui-side-computer = { $side } ordinateur
gui-side-perfect = { $side } parfait
gui-side-level = niveau de { $side }
gui-save-game = Enregistrer la partie
gui-load-game = Ouvrir une partie
gui-cannot-list = impossible de lister { $path } : { $why }
gui-folder = Dossier : { $path }
gui-file-name = Nom du fichier (ou chemin complet) :
gui-save-button = Enregistrer
gui-load-button = Ouvrir
gui-not-restored = La dernière partie n’a pas pu être restaurée : { $why }
gui-cannot-read = impossible de lire { $path } : { $why }
gui-table-damaged = La table résolue de { $variant } est endommagée ({ $why }) : l’ordinateur joue par la recherche
gui-replace-question = { $path } existe déjà. Le remplacer ?
gui-replace-question-many = Ces fichiers existent déjà : { $paths }. Les remplacer ?
gui-replace = Remplacer
gui-live-last-move = Dernier coup : { $side } { $mv }
web-plain-why = Ce navigateur ne donne pas WebGL à la page ({ $why }), le plateau est donc dessiné simplement : tapez vos coups (d6, a1-a4, g7xb6) puis Entrée. Touchez ou cliquez un point pour y jouer. Il manque à ce plateau simple le menu, la liste des coups, les indices, l’analyse, les leçons, les problèmes, le jeu en ligne et l’éditeur de règles, qui demandent WebGL.
web-plain-move = Votre coup :
web-plain-play = Jouer
web-plain-wait = Attendez le coup de l’ordinateur.
gui-open-rules-file-page = Ouvrir un fichier de règles…
gui-not-text = { $name } n’est pas un fichier texte
gui-leave-title = Quitter la partie en cours ?
gui-leave-text = { $what } commence une autre partie : la partie du plateau ({ $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}) sera perdue. Pour la garder, enregistrez-la d’abord (Enregistrer…).
gui-leave-room-text = { $what } commence une autre partie : vous quittez la salle où vous jouez (son lien vous y ramène).
gui-leave-yes = La quitter
gui-leave-no = Continuer à jouer
gui-leave-rules = Le fichier de règles { $name }
gui-leave-record = La partie { $name }
gui-leave-link = Le lien de la salle
gui-one-thread = Un seul cœur
gui-one-thread-hover = Dans un navigateur, l’ordinateur réfléchit sur un seul cœur : une page ne peut pas en utiliser davantage

## Fichiers

file-cannot-read = impossible de lire { $path } : { $why }
file-cannot-write = impossible d’écrire { $path } : { $why }
file-cannot-load = impossible d’ouvrir la partie { $path } : { $why }
file-rules-elsewhere = une partie jouée avec un fichier de règles a besoin de ce fichier : gardez-le à côté de la partie, ou donnez-le avec --rules FICHIER
variant-file-here = il y a un fichier { $path } ici : pour le lire, écrivez { $path }
io-not-found = fichier ou dossier introuvable
io-permission-denied = permission refusée
io-is-a-directory = c’est un dossier
io-not-text = ce n’est pas du texte (UTF-8)
io-not-regular-fifo = c’est un tube nommé (FIFO), pas un fichier ordinaire
io-not-regular-device = c’est un périphérique, pas un fichier ordinaire
io-not-regular = ce n’est pas un fichier ordinaire
io-too-large = il dépasse { $megabytes } Mo
io-names-folder = le chemin finit par « / » : il désigne un dossier
io-symlink = c’est un lien symbolique ; enregistrez plutôt dans le fichier qu’il désigne
io-read-only = le fichier est en lecture seule
io-link-not-followed = c’est un lien symbolique ; un fichier qu’un enregistrement nomme n’est lu que s’il est le fichier lui-même, dans le dossier de l’enregistrement, et non un lien vers un autre
output-is-an-input = { $output } est { $input }, que cette commande lit : écrivez dans un autre fichier
output-same-file = { $first } et { $second } sont le même fichier : donnez à chaque sortie son propre fichier
output-would-replace = { $path } existe et n’a pas été nommé : déplacez-le, ou passez --force pour le remplacer

## Analyse

analyze-position = Position : { $position } ({ $side } au trait)
analyze-over = La partie est finie : { $outcome }.
analyze-exact = exact, d’après la table résolue
analyze-searched = profondeur { $depth }, { $nodes } nœuds, { $seconds } s
analyze-best = Meilleur coup : { $mv } (score { $score } ; { $how })
analyze-moves = Coups :
analyze-not-searched = non examiné
analyze-more-turns = { $count ->
    [one] { $count } coup de plus
   *[other] { $count } coups de plus
}
analyze-line = Suite : { $line }

## La revue d’une partie (jeu de bureau)

review-view-button = Revoir
review-view-button-hover = Analyser chaque coup de la partie, tracer l’évaluation et marquer les erreurs
review-view-title = Revue de la partie
review-view-progress = Revue : { $done } / { $total } coups
review-view-stop = Arrêter
review-view-close = Fermer
review-view-save = Enregistrer avec les marques…
review-view-save-title = Enregistrer la partie revue
review-view-best = Le meilleur était { $mv } ({ $score })
review-view-best-exact = Le meilleur était { $mv } ({ $score }), exact d’après la table résolue
review-view-best-checked = Le meilleur était { $mv } ({ $score }) ; le coup joué valait { $played }, recherché de nouveau à la profondeur { $depth }
review-view-click = Cliquez sur un point du graphique pour voir cette position.
review-view-depth-exact = Toutes les valeurs sont exactes, d’après la table résolue.
review-view-depth = Recherche à la profondeur { $depth }{ $exact ->
    [0] {""}
    [one] {""}, un coup exact d’après la table résolue
   *[other] {""}, { $exact } coups exacts d’après la table résolue
}.
review-view-depth-checked = Les erreurs soupçonnées ont été recherchées de nouveau à la profondeur { $depth } avant d’être marquées.
review-view-point = { $turn } ({ $score })
review-view-axis-turn = coup
review-view-axis-score = pour Blanc (%)
review-view-score = Résultat attendu
review-view-white-wins = Blanc gagne
review-view-black-wins = Noir gagne
review-view-draw = Nulle
review-view-marked = Coup marqué
review-view-stopped = Revue arrêtée après { $done } coups sur { $total }.
analyze-searched-threads = profondeur { $depth }, { $nodes } nœuds, { $seconds } s, { $threads } fils

## Jouer contre un ami en ligne (terminal)

online-connecting = Connexion à { $server }…
online-room-open = Salle ouverte. Envoyez ce lien à votre adversaire : { $invite }
online-watch-link = Tout le monde peut regarder depuis : { $watch }
online-seat-link = Votre propre chemin de retour vers cette partie (gardez-le pour vous) : morris play --join { $seat }
online-you-play = { $variant } : vous jouez { $side }.
online-watching = Vous regardez : les coups apparaissent au fur et à mesure.
online-help = Tapez un coup comme dans la partie locale, ou : nulle (proposer ou accepter la nulle), reprise (demander à reprendre votre dernier coup), accepter ou refuser (répondre à une demande), abandon, revanche (après la partie), plateau, quitter.
online-help-watching = Vous regardez : plateau (redessiner le plateau), aide, quitter.
online-come-back = Pour revenir plus tard à cette partie : morris play --join { $link }
online-waiting = En attente de votre adversaire : il doit ouvrir le lien…
gui-online-waiting-watching = Vous regardez. La partie commence quand le second joueur ouvre l’invitation.
online-opponent = adversaire
online-opponent-joined = Votre adversaire est arrivé.
online-opponent-left = Votre adversaire a perdu la connexion ; la partie l’attend.
online-opponent-back = Votre adversaire est de retour.
online-draw-offered = { $side } propose la nulle : tapez accepter ou refuser.
online-draw-sent = Vous proposez la nulle ; en attente de la réponse de votre adversaire.
online-takeback-asked = { $side } demande à reprendre son dernier coup : tapez accepter ou refuser.
online-takeback-sent = Vous demandez à reprendre votre dernier coup ; en attente de la réponse de votre adversaire.
online-rematch-offered = { $side } propose une revanche : tapez revanche ou accepter pour rejouer.
online-rematch-sent = Revanche proposée ; en attente de votre adversaire.
online-declined-draw = Votre adversaire refuse la nulle.
online-declined-takeback = Votre adversaire refuse la reprise.
online-declined-rematch = Votre adversaire refuse la revanche.
online-rematch-started = Nouvelle partie : vous jouez { $side }.
online-clocks = Pendules : Blanc { $white }, Noir { $black }
online-clock-low = { $side } a moins de { $seconds } secondes.
online-record = La partie enregistrée : { $link }
online-after-game = Tapez revanche pour une autre partie, couleurs inversées, ou appuyez sur Entrée pour partir.
online-refused = le serveur a refusé : { $why }
online-refusal-more = { $why } : { $more }
online-lost = La connexion au serveur est perdue ({ $why }) ; nouvel essai chaque seconde (quitter pour partir ; votre place reste la vôtre).
online-closed = le serveur a fermé la connexion
online-no-answer = le serveur n’a pas répondu
online-reconnected = De retour dans la salle.
online-not-in-room = pas encore dans la salle
online-offline = la connexion est coupée : attendez qu’elle revienne
online-awaiting-turn = votre dernier coup n’a pas encore de réponse
online-end-agreement = accord mutuel
online-end-time = temps écoulé
online-end-abandoned = partie quittée sans retour
online-refusal-protocol = ce programme et le serveur ne se comprennent pas
online-refusal-too-large = le message est trop long
online-refusal-rate = trop de messages : ralentissez
online-refusal-unknown-room = cette salle n’existe pas (ou personne ne l’a rejointe à temps et elle a expiré)
online-refusal-wrong-secret = le lien ou le jeton est faux
online-refusal-invite-used = l’invitation a déjà servi : la place est prise
online-refusal-spectator = vous regardez : un spectateur ne peut pas jouer
online-refusal-not-your-turn = ce n’est pas votre tour
online-refusal-not-started = votre adversaire n’est pas encore arrivé
online-refusal-stale = la partie a avancé entre-temps : regardez à nouveau le plateau
online-refusal-illegal = le coup n’est pas légal
online-refusal-nothing-pending = il n’y a rien à quoi répondre
online-refusal-not-now = cela ne peut pas être demandé maintenant
online-refusal-unknown-variant = le serveur ne connaît pas cette variante
online-refusal-rules = le fichier de règles a été refusé
online-refusal-file-name = le nom du fichier de règles ne convient pas (renommez le fichier)
online-refusal-clock = le serveur n’accepte pas cette pendule
online-refusal-internal = le serveur a échoué ; rien n’a changé
online-refusal-bad-name = ce nom ne peut pas être pris
online-refusal-name-taken = ce nom appartient à un autre joueur (choisissez-en un autre, ou utilisez l’ordinateur qui l’a créé, ou le mot de passe du nom s’il en a un)
online-refusal-not-named = une partie classée demande un nom : morris lobby SERVEUR name NOM
online-refusal-needs-clock = une partie classée demande une pendule (--clock 5+3)
online-refusal-already-seeking = vous avez déjà un défi ouvert
online-refusal-unknown-seek = ce défi n’existe pas (relevé, retiré ou expiré)
online-refusal-own-seek = ce défi est le vôtre
online-refusal-same-address = une partie classée demande deux joueurs sur des connexions différentes à internet
online-refusal-too-many-seeks = trop de défis ouverts depuis votre adresse
online-refusal-bad-range = cette fourchette de classement ne peut pas servir
online-refusal-out-of-range = votre classement est hors de la fourchette du défi
online-refusal-out-of-range-facts = le défi est pour les classements { $range } ; le vôtre est { $rating }
online-refusal-wrong-password = mauvais mot de passe (ou le nom n’en a pas : donnez-lui-en un depuis l’ordinateur qui a ce nom, dans le salon ou avec morris lobby SERVEUR password)
online-refusal-bad-password = ce mot de passe ne convient pas (8 à 128 caractères)
online-refusal-password-tries = trop d’essais de mot de passe depuis votre adresse : attendez une minute
online-range-unreadable = « { $text } » n’est pas une fourchette de classement : écrivez-la comme 1300-1700
online-range-reversed = le plus bas classement de la fourchette ({ $min }) dépasse le plus haut ({ $max })
online-refusal-held-back = pas de partie classée pour un moment
online-refusal-held-back-facts = { $games } parties interrompues ou quittées en { $window } ; de nouveau des parties classées à partir du { $until } UTC
online-span-hours = { $count ->
        [one] une heure
       *[other] { $count } heures
    }
online-span-minutes = { $count ->
        [one] une minute
       *[other] { $count } minutes
    }
online-span-seconds = { $count ->
        [one] une seconde
       *[other] { $count } secondes
    }

## Trouver un adversaire : le salon (terminal)

lobby-seeks = Défis ouverts :
lobby-no-seeks = Aucun défi ouvert. Lancez-en un : morris lobby { $server } seek --variant ID --clock 5+3
lobby-seek-line = { $id }  { $player } ({ $rating })  { $variant }  { $clock }  { $kind }
lobby-seek-range = , pour les classements { $range }
lobby-seek-not-for-you = {" "}(pas pour vous : votre classement est { $rating })
lobby-games = Parties en cours :
lobby-no-games = Aucune partie en cours.
lobby-game-line = { $room }  { $white } – { $black }  { $variant }  { $kind }
lobby-anonymous = anonyme
lobby-rated = classée
lobby-casual = amicale
lobby-no-clock = sans pendule
lobby-take-hint = Relever un défi : morris lobby { $server } accept ID · regarder une partie : morris lobby { $server } watch SALLE
lobby-named = Vous jouez sous le nom { $name } sur { $server }.
lobby-name-kept = Cet ordinateur garde votre clé dans { $file } : le même nom depuis un autre ordinateur est refusé.
lobby-password-prompt = Mot de passe :
lobby-password-again = Le même mot de passe encore une fois :
lobby-password-mismatch = les deux mots de passe diffèrent : rien n’a changé
lobby-password-set = { $name } a désormais un mot de passe sur { $server }. Depuis un autre ordinateur : morris lobby { $server } name { $name } --password
lobby-password-needs-name = prenez d’abord un nom : morris lobby { $server } name NOM
lobby-no-name = Vous jouez sans nom (parties amicales seulement). Prenez-en un : morris lobby { $server } name NOM
lobby-seeking = Défi { $id } ouvert. En attente d’un adversaire (Ctrl-C le retire)…
lobby-in-pool = Appariement rapide : en attente d’un joueur de classement proche (Ctrl-C pour arrêter)…
lobby-paired = Adversaire trouvé : { $opponent } ; vous jouez { $side }{ $rated }.
lobby-paired-rated = , partie classée
lobby-leaderboard = { $variant } : les mieux classés
lobby-leader-line = { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
lobby-leaderboard-empty = Personne n’a encore joué de partie classée de { $variant }.
lobby-player = { $name }
lobby-player-rating = { $variant } : { $rating } ± { $deviation } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
lobby-player-unrated = Aucune partie classée pour l’instant.
lobby-history = Historique du classement :
lobby-history-line = { $date } · { $variant } : { $before } → { $after } ({ $change })
lobby-archive-line = { $id }  { $date }  { $white } – { $black }  { $result }  { $variant }{ $rated }
lobby-archive-empty = Aucune partie terminée trouvée.
lobby-archive-written = { $count ->
        [one] { $count } partie écrite
       *[other] { $count } parties écrites
    } dans { $file }.
lobby-rating-change = Votre classement en { $variant } : { $before } → { $after } ({ $change })

## L’explorateur d’ouvertures (terminal)

explore-heading = { $variant } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ; les coups joués après { $after }
explore-start = le début
explore-column-move = coup
explore-column-games = parties
explore-column-white = Blancs
explore-column-draw = nulle
explore-column-black = Noirs
explore-column-rating = classement
explore-none = Aucune partie du fichier n’atteint cette position.
explore-skipped = partie { $record } laissée de côté : { $why }
explore-server-heading = { $variant } sur { $server } : les coups joués par ses parties archivées après { $after }
explore-server-none = Aucune partie archivée n’atteint cette position.

## Jouer contre un ami en ligne (jeu de bureau et page web)

gui-online-section = Jouer contre un ami en ligne
gui-online-server = Serveur
gui-online-clock = Pendule
gui-online-clock-hint = 5m+3s (5+3 : minutes+secondes), vide pour aucune
gui-online-play-black = Je joue Noir (les couleurs s’inversent à chaque revanche)
gui-online-create = Créer une salle
gui-online-create-hover = Ouvre une salle de cette variante sur le serveur et vous donne un lien à envoyer à votre ami.
gui-online-join-link = Ou rejoindre la salle d’un lien reçu d’un ami
gui-online-join = Rejoindre
gui-online-bad-link = Ce n’est pas le lien d’une salle : { $why }
gui-online-bad-server = Ce n’est pas l’adresse d’un serveur : { $why }
online-unreadable = le serveur a envoyé une salle que ce programme ne sait pas lire : { $why }
gui-online-room = Salle en ligne
gui-online-entering = Entrée dans la salle…
gui-online-failed = Hors de la salle : { $why }
gui-online-retry = Réessayer
gui-online-leave = Quitter la salle
gui-online-leave-hover = Votre place reste la vôtre : le lien de la salle vous y ramène.
gui-online-you = vous
gui-online-opponent = votre adversaire
gui-online-away = votre adversaire (connexion perdue)
gui-online-seated = dans la salle
gui-online-seat-away = connexion perdue
gui-online-invite = Envoyez ce lien à votre ami :
gui-online-watch = Tout le monde peut regarder depuis :
gui-online-seat = Votre chemin de retour à cette place, depuis n’importe quel navigateur (gardez-le pour vous) :
gui-online-copy = Copier
gui-online-your-turn = À vous de jouer. { $status }
gui-online-their-turn = À votre adversaire de jouer.
gui-online-watching = Vous regardez. { $status }
gui-online-not-your-turn = Attendez le coup de votre adversaire.
gui-online-offer-draw = Proposer la nulle
gui-online-ask-takeback = Demander une reprise
gui-online-resign = Abandonner…
gui-online-resign-yes = Oui, abandonner
gui-online-draw-offered = Votre adversaire propose la nulle.
gui-online-takeback-asked = Votre adversaire demande à reprendre son dernier coup.
gui-online-accept = Accepter
gui-online-decline = Refuser
gui-online-rematch = Revanche (couleurs inversées)
gui-online-rematch-offered = Votre adversaire propose une revanche.

## Trouver un adversaire : le salon (jeu de bureau)

gui-lobby-open = Trouver un adversaire dans le salon…
gui-lobby-open-hover = Les défis ouverts du serveur, les parties en cours et les meilleurs joueurs : jouez contre n’importe qui, sans lien.
gui-lobby-title = Salon
gui-lobby-refresh = Actualiser
gui-lobby-no-lists = Les listes ne sont pas venues : { $why }
gui-lobby-name = Votre nom
gui-lobby-take-name = Prendre ce nom
gui-lobby-take-name-hover = Cet ordinateur garde une clé avec votre nom : depuis un autre ordinateur, le même nom demande son mot de passe.
gui-lobby-password = Mot de passe (facultatif)
gui-lobby-password-hover = Seulement pour prendre votre nom sur un autre ordinateur (tapez le nom ci-dessus), ou pour en donner un à votre nom.
gui-lobby-set-password = Donner ce mot de passe à mon nom
gui-lobby-set-password-hover = Avec lui, votre nom peut être pris depuis un autre ordinateur ou navigateur (8 à 128 caractères).
gui-lobby-password-set = Votre nom a ce mot de passe désormais : tapez-le avec votre nom sur un autre ordinateur.
gui-lobby-naming = Le nom { $name } est demandé au serveur…
gui-lobby-playing-as = Vous jouez sous le nom { $name }.
gui-lobby-no-name = Vous jouez sans nom (parties amicales seulement).
gui-lobby-no-key = Le système n’a pas donné de hasard pour faire votre clé : vous jouez sans nom.
gui-lobby-lost = La connexion du salon a pris fin : { $why }
gui-lobby-loading = Question posée au serveur…
gui-lobby-seeks = Défis ouverts
gui-lobby-no-seeks = Aucun défi ouvert : lancez-en un ci-dessous.
gui-lobby-seek-line = { $player } ({ $rating }) · { $variant } · { $clock } · { $kind }
gui-lobby-take = Relever
gui-lobby-take-hover = Jouer ce défi maintenant.
gui-lobby-row-action = { $action } : { $line }
gui-lobby-new-challenge = Nouveau défi
gui-lobby-variant = Variante
gui-lobby-colour = Votre couleur
gui-lobby-colour-random = Au hasard
gui-lobby-rated = Classée
gui-lobby-rated-hover = Une partie classée demande un nom des deux côtés et une pendule.
gui-lobby-range = Fourchette de classement
gui-lobby-range-hint = facultatif : seuls les joueurs classés dans la fourchette peuvent relever le défi
gui-lobby-take-not-for-you = Votre classement est hors de la fourchette de ce défi.
gui-lobby-seek = Chercher un adversaire
gui-lobby-quick = Appariement rapide
gui-lobby-quick-hover = Le serveur vous apparie avec un joueur de classement proche qui veut la même variante et la même pendule (l’écart permis s’élargit pendant l’attente).
gui-lobby-in-pool = En appariement rapide : en attente d’un joueur de classement proche…
gui-lobby-download-variant = Télécharger les parties de cette variante
gui-lobby-download-player = Télécharger toutes ses parties
gui-lobby-download-hover = Les parties des archives dans un seul fichier de notations, avec les classements et les pendules en étiquettes : à garder, ou à explorer à côté du plateau (Fichier de parties… dans l’explorateur).
gui-lobby-download-title = Enregistrer les parties téléchargées
gui-lobby-seeking = En attente d’un adversaire…
gui-lobby-cancel = Retirer le défi
gui-lobby-taking = Le défi est relevé…
gui-lobby-games = Parties en cours
gui-lobby-no-games = Aucune partie en cours.
gui-lobby-game-line = { $white } – { $black } · { $variant } · { $kind }
gui-lobby-watch = Regarder
gui-lobby-leaderboard = Classement
gui-lobby-no-leaders = Personne n’a encore joué de partie classée de cette variante.
gui-lobby-leader-rating = { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
gui-lobby-player-hover = Les classements et les parties récentes de ce joueur.
gui-lobby-player-close = Fermer la page du joueur
gui-lobby-player-loading = Demande de la page de { $name }…
gui-lobby-no-player = La page de { $name } n’est pas venue : { $why }
gui-lobby-against = Vos parties contre { $name } : { $wins } gagnées, { $draws } nulles, { $losses } perdues
gui-lobby-player-games = Parties récentes
gui-lobby-open-game = Ouvrir
gui-lobby-open-game-hover = Rejouer et analyser cette partie sur le plateau.
gui-lobby-record-failed = La notation de la partie n’est pas venue : { $why }
gui-explorer = Explorateur
gui-explorer-hover = Les coups joués depuis la position du plateau par les parties archivées du serveur (ou celles d’un fichier de parties), avec leurs résultats et la valeur que leur donne l’analyse.
gui-explorer-source = Les archives de { $server } : coup · parties · Blancs, nulle, Noirs · classement · valeur
gui-explorer-failed = L’explorateur n’a pas répondu : { $why }
gui-explorer-none = Aucune partie archivée n’atteint cette position.
gui-explorer-row = { $turn } · { $games } · { $white } { $draws } { $black } · { $rating } · { $value }
gui-explorer-play = Jouer ce coup sur le plateau.
gui-explorer-records = Fichier de parties…
gui-explorer-records-hover = Explorer les parties d’un fichier de notations (les archives d’un serveur téléchargées, vos propres parties) au lieu des archives du serveur.
gui-explorer-records-title = Un fichier de parties pour l’explorateur
gui-explorer-server = Les archives du serveur
gui-explorer-records-source = { $name } : { $games } parties de cette variante{ $skipped ->
    [0] {""}
    [one] {" "}(1 autre notation écartée)
   *[other] {" "}({ $skipped } autres notations écartées)
} : coup · parties · Blancs, nulle, Noirs · classement · valeur
gui-lobby-close = Fermer le salon
gui-lobby-paired = Adversaire trouvé : { $opponent } ; vous jouez { $side }.
gui-lobby-paired-rated = Adversaire trouvé : { $opponent } ; vous jouez { $side }, partie classée.
gui-online-named = { $name }, { $who }

## Ce que les règles ont fait pendant un tour, dit après lui

event-took-from-hand = Le moulin prend un pion dans la main de { $side }.
event-used-mill = Ce moulin est fait de points de moulins qui ont déjà pris : il ne prend rien.
event-covered = { $side } perd { $points } : couvert, il quitte le plateau à la fin de la pose.
event-marked = { $side } perd { $points } : marqué, il bloque son point jusqu’à la fin de la pose.
event-first-mill = { $side } a formé le premier moulin : il décide qui commence une fois la pose finie.
event-board-full = Le plateau est plein.
event-mills-counted = La pose est finie : on compte les moulins formés pendant la pose.
event-lost-left = La pose est finie : les pions pris pendant la pose quittent le plateau.
event-placement-stopped = La pose s’arrête avec des points encore libres : les pions restés en main quittent la partie.
event-owes-opponent = { $side } prend { $count ->
    [one] un pion adverse
   *[other] { $count } pions adverses
} avant le début des déplacements.
event-owes-own = { $side } retire { $count ->
    [one] un de ses propres pions
   *[other] { $count } de ses propres pions
} avant le début des déplacements.
event-plays-again = { $side } rejoue.
event-moves-first = La pose est finie : { $side } se déplace en premier.
event-passed = { $side } ne peut pas bouger et passe.
event-removed-blocked = { $side } ne peut pas bouger : il a retiré un pion voisin d’un des siens, et joue maintenant.
event-captured = Pris sans moulin : { $points }.

## Leçons (`morris learn`)
lesson-heading = Apprendre { $variant } en { $count } étapes. À chaque étape, tapez un coup comme en partie ; « conseil » montre une bonne réponse, « suivant » passe à l’étape suivante, « quitter » arrête la leçon.
lesson-step = Étape { $number } sur { $count } : { $title }
lesson-step-board = Le plateau
lesson-step-placing = La pose
lesson-step-mill = Les moulins
lesson-step-moving = Le déplacement
lesson-step-flying = Le vol
lesson-step-rule-mill-length = La longueur d’un moulin
lesson-step-rule-longer-rows = Les rangées plus longues qu’un moulin
lesson-step-rule-which-rows = Les rangées qui font moulin
lesson-step-rule-placed-mills = Les moulins formés pendant la pose
lesson-step-rule-one-time-mills = Un moulin ne prend qu’une fois
lesson-step-rule-again = Un moulin donne un autre coup
lesson-step-rule-first-mover = Qui déplace en premier
lesson-step-rule-full-board = Le plateau plein
lesson-step-rule-blocked = Un joueur qui ne peut pas bouger
lesson-step-rule-endgame-draw = La limite de coups de la fin de partie
lesson-step-rule-where-placing = Où l’on peut poser
lesson-step-rule-stop-placing = Quand la pose s’arrête
lesson-step-rule-start-pieces = Des pions sur le plateau dès le départ
lesson-step-rule-fly-from = Les points d’où l’on vole
lesson-step-rule-reforming = Revenir dans un moulin
lesson-step-rule-removable = Les pions qu’un moulin peut prendre
lesson-step-rule-captures = Les prises
lesson-step-rule-links = Les liens
lesson-step-rule-mill-wins = Un moulin gagne
lesson-step-rule-two-mills = Deux moulins à la fois
lesson-step-rule-move-in-placement = Déplacer pendant la pose
lesson-step-running-mill = Jeu : le moulin qui va et vient
lesson-step-blocking = Jeu : de la place pour bouger, et le blocage
lesson-step-flying-endgame = Jeu : la fin de partie en vol
lesson-step-double-threat = Jeu : arrêter une double menace
lesson-why-running-mill = Un moulin qui va et vient est un pion qui se déplace entre deux moulins : chaque coup en forme un et prend un pion, et l’adversaire n’a pas le temps d’occuper le point qu’il a quitté.
lesson-why-blocking = Un pion sans point libre voisin ne peut pas bouger. Gardez de la place pour vos pions et prenez-la à ceux de l’adversaire : dans ce jeu, un joueur qui n’a plus aucun coup permis perd.
lesson-why-flying-endgame = Un pion qui vole atteint n’importe quel point libre : il peut bloquer n’importe quel moulin que l’adversaire va former, si bien que contre un joueur qui vole seules deux menaces à la fois aboutissent.
lesson-why-double-threat = Une double menace, ce sont deux moulins prêts à se former à la fois : l’adversaire ne peut en bloquer qu’un. Arrêtez-la avant qu’elle ne soit faite : prenez le point qu’il lui faut, bloquez une de ses lignes, ou faites une menace à laquelle il doit d’abord répondre.
lesson-no-flying = Les pions ne volent jamais dans ce jeu, même quand il en reste peu.
lesson-task-running-mill = Formez un moulin qui prend un pion, de sorte que vous en preniez un autre à votre prochain coup quoi que joue l’adversaire : faites tourner le moulin.
lesson-task-block = Sans prendre de pion, ne laissez à l’adversaire aucun coup permis, tout de suite ou après votre prochain coup quoi qu’il joue.
lesson-task-fly-to-safety = Faites voler un pion de sorte que l’adversaire n’ait aucun coup qui { $mill ->
    [wins] forme un moulin
   *[takes] prend un pion
}.
lesson-task-stop-double-threat = Jouez le coup après lequel l’adversaire ne peut pas { $mill ->
    [wins] former de moulin
   *[takes] gagner de pion
} en deux coups, quoi qu’il joue.
lesson-miss-running-mill = { $played } est permis, mais il ne prend pas un pion maintenant et un autre à votre prochain coup, quoi que joue l’adversaire.
lesson-miss-block = { $played } est permis, mais l’adversaire peut encore échapper au blocage.
lesson-miss-fly-to-safety = { $played } est permis, mais l’adversaire peut alors { $mill ->
    [wins] former un moulin
   *[takes] prendre un pion
} : volez là où son moulin se formerait.
lesson-miss-double-threat = { $played } est permis, mais l’adversaire peut alors faire une double menace et { $mill ->
    [wins] former un moulin
   *[takes] gagner un pion
} en deux coups.
lesson-step-end = La fin de la partie
lesson-board-points = Les pions se posent sur les points et se déplacent le long des lignes qui les joignent ; chaque point a un nom, montré avec le plateau, et un coup s’écrit avec ces noms.
lesson-task-look = Regardez le plateau et ses noms, puis appuyez sur Entrée.
lesson-task-none = Lisez cette règle, puis appuyez sur Entrée.
lesson-task-any = Jouez un coup permis par les règles.
lesson-task-refused = La règle refuse { $refused } : essayez-le pour voir pourquoi.
lesson-task-place = Posez un pion sur un point libre : écrivez le nom du point, par exemple { $example }.
lesson-task-close-mill = Formez un moulin.
lesson-task-place-mill = Posez un pion qui forme un moulin, et voyez qu’il ne prend rien.
lesson-task-remove = Formez un moulin et prenez un pion adverse : écrivez le coup, x, puis le pion pris, par exemple { $example }.
lesson-task-remove-from-mill = Formez un moulin et prenez un pion adverse qui est dans un moulin.
lesson-task-row-no-mill = Alignez { $length } pions sur une ligne où ils ne forment pas de moulin.
lesson-task-along-link = Déplacez un pion le long d’un lien : une ligne qui joint des points mais ne forme aucun moulin.
lesson-task-double-mill = Formez deux moulins d’un seul coup, et prenez un pion pour chacun.
lesson-task-slide = Déplacez un pion le long d’une ligne jusqu’au point voisin : écrivez d’où il part et où il va, par exemple { $example }.
lesson-task-fly = Volez : déplacez un pion vers un point libre qui n’est pas voisin.
lesson-task-fly-from = Déplacez un pion depuis un point d’où il peut voler vers un point libre qui n’est pas voisin.
lesson-task-move-while-placing = Déplacez un pion du plateau au lieu d’en poser un.
lesson-task-win = Gagnez la partie avec ce coup.
lesson-task-draw = Jouez le coup qui termine la partie par une nulle ({ $reason }).
lesson-task-endgame-draw = Jouez le coup qui atteint la limite de la fin de partie sans prise : la partie est nulle.
lesson-task-take-from-hand = Formez un moulin pendant la pose : il prend un pion dans la main de l’adversaire.
lesson-task-used-mill = Formez un moulin sur des points qui ont déjà pris, et voyez qu’il ne prend rien.
lesson-task-cover = Formez un moulin pendant la pose, et couvrez un pion adverse avec un pion de votre main.
lesson-task-mark = Formez un moulin pendant la pose, et marquez le pion adverse qu’il prend.
lesson-task-fill-board = Posez le dernier pion : le plateau est plein.
lesson-task-count-mills = Posez le dernier pion : les moulins formés pendant la pose sont comptés.
lesson-task-stop-placing = Posez le pion qui arrête la pose.
lesson-task-play-again = Formez un moulin, et rejouez.
lesson-task-moves-first = Jouez le dernier coup de la pose, et voyez qui déplace en premier.
lesson-task-pass = Vous ne pouvez pas bouger : passez votre tour (tapez pass).
lesson-task-remove-blocked = Vous ne pouvez pas bouger : prenez un pion adverse voisin d’un des vôtres (tapez x et son point).
lesson-task-capture = Prenez un pion adverse sans moulin.
lesson-right = Juste : { $played }.
lesson-illegal = Pas permis ici : { $why }.
lesson-miss-place = { $played } est permis, mais ne pose aucun pion.
lesson-miss-mill = { $played } est permis, mais ne forme aucun moulin.
lesson-miss-remove = { $played } est permis, mais ne prend aucun pion : formez un moulin pour en prendre un.
lesson-miss-remove-from-mill = { $played } est permis, mais le pion pris n’est pas dans un moulin.
lesson-miss-row-no-mill = { $played } est permis, mais n’aligne aucune rangée que les règles laissent sans moulin.
lesson-miss-along-link = { $played } est permis, mais ne suit pas un lien.
lesson-miss-double-mill = { $played } est permis, mais ne forme pas deux moulins à la fois.
lesson-miss-slide = { $played } est permis, mais ne déplace pas un pion le long d’une ligne.
lesson-miss-fly = { $played } est permis, mais le pion ne vole pas : il va sur un point voisin.
lesson-miss-move = { $played } est permis, mais pose un pion au lieu d’en déplacer un.
lesson-miss-win = { $played } est permis, mais la partie continue : un autre coup gagne.
lesson-miss-draw = { $played } est permis, mais la partie continue : un autre coup la termine par une nulle.
lesson-miss-event = { $played } est permis, mais la règle n’y agit pas : un autre coup la montre.
lesson-hint = { $side } joue { $answer }.
lesson-done = C’était la dernière étape : vous avez vu toutes les règles de { $variant }.
lesson-board-task-look = Regardez le plateau et ses noms, puis passez à l’étape suivante.
lesson-board-task-none = Lisez cette règle, puis passez à l’étape suivante.
lesson-board-task-place = Posez un pion : cliquez sur un point vide.
lesson-board-task-remove = Formez un moulin, puis cliquez sur le pion adverse à retirer.
lesson-board-task-slide = Déplacez un pion le long d’une ligne jusqu’au point voisin : cliquez dessus, puis sur le point (ou faites-le glisser).
lesson-board-task-pass = Vous ne pouvez pas bouger : appuyez sur Passer.
lesson-board-task-remove-blocked = Vous ne pouvez pas bouger : cliquez sur un pion adverse voisin de l’un des vôtres pour le retirer.

## Problèmes (morris puzzle, morris puzzles)
puzzle-number-beyond = --number { $number } : le recueil contient { $count } problèmes (du thème demandé), numérotés à partir de 1
puzzle-theme-win = un gain
puzzle-theme-double-mill = un moulin double
puzzle-theme-blockade = un blocage
puzzle-theme-flying = une finale en vol
puzzle-theme-hold-draw = le seul coup qui tient la nulle
puzzle-theme-stop-mill = empêcher un moulin
puzzle-hint-win = Thème : un gain. Chacun de vos coups est le seul qui gagne ; l’adversaire se défend aussi longtemps qu’il le peut.
puzzle-hint-double-mill = Thème : un moulin double. Un pion qui passe d’un moulin à un autre forme un moulin à chaque coup.
puzzle-hint-blockade = Thème : un blocage. Ne laissez à l’adversaire aucun coup légal.
puzzle-hint-flying = Thème : une finale en vol. Un joueur réduit à trois pions vole vers n’importe quel point libre : surveillez les moulins des deux camps.
puzzle-hint-hold-draw = Thème : le seul coup qui tient la nulle. Tout autre coup perd.
puzzle-hint-stop-mill = Thème : empêcher un moulin. L’adversaire forme un moulin au prochain coup si vous ne l’en empêchez pas.
puzzle-theme-double-threat = une double menace
puzzle-theme-win-piece = le gain d’un pion
puzzle-theme-running-mill = un moulin qui tourne
puzzle-theme-block-in = un enfermement
puzzle-theme-stop-threat = parer une menace
puzzle-hint-double-threat = Thème : une double menace. Un coup qui menace deux moulins à la fois : l’adversaire ne peut en parer qu’un.
puzzle-hint-win-piece = Thème : le gain d’un pion. Forcez un moulin en trois coups au plus, quoi que fasse l’adversaire.
puzzle-hint-running-mill = Thème : un moulin qui tourne. Sortez un pion d’un moulin et ramenez-le, en prenant un pion à chaque fois.
puzzle-hint-block-in = Thème : un enfermement. Ôtez à l’adversaire ses derniers coups jusqu’à ce qu’il n’en ait plus.
puzzle-hint-stop-threat = Thème : parer une menace. L’adversaire gagne un pion de force, sauf si vous trouvez le seul coup qui l’en empêche.
puzzle-heading = Problème { $number } sur { $count } ({ $variant }), classé { $rating }{ $tried }. Tapez votre coup ; « conseil » aide (deux fois), « suivant » passe au problème suivant, « quitter » arrête.
puzzle-task-win = { $side } joue et gagne en { $turns ->
    [one] un coup
   *[other] { $turns } coups
}.
puzzle-task-hold = { $side } joue : trouvez le seul coup qui tient la nulle.
puzzle-task-any = Au dernier coup, tout coup qui gagne aussitôt est juste.
puzzle-task-piece = { $side } joue et gagne un pion en { $turns ->
    [one] un coup
   *[other] { $turns } coups
}, quoi que fasse l’adversaire.
puzzle-task-pieces = { $side } joue et gagne deux pions en { $turns } coups, quoi que fasse l’adversaire.
puzzle-task-block = { $turns ->
    [one] { $side } joue : trouvez le seul coup qui laisse l’adversaire sans coup.
   *[other] { $side } joue et laisse l’adversaire sans coup en { $turns } coups au plus.
}
puzzle-task-stop = { $side } joue : trouvez le seul coup qui empêche l’adversaire de gagner un pion.
puzzle-task-any-tactic = Au dernier coup, tout coup qui y parvient aussitôt est juste.
puzzle-hint-piece = Jouez le pion en { $point }.
puzzle-hint-place = Posez un pion de votre réserve.
puzzle-right = Juste : { $played }.
puzzle-wrong = { $played } est légal, mais ce n’est pas la solution.
puzzle-reply = { $side } répond { $played }.
puzzle-solution = La solution : { $line }.
puzzle-solved = Résolu. Série : { $streak } ; votre classement { $rating } (± { $deviation }).
puzzle-missed = Manqué : la série repart de zéro ; votre classement { $rating } (± { $deviation }).
puzzle-done = Vous avez résolu { $solved } { $solved ->
    [one] problème
   *[other] problèmes
} sur { $tried }.
puzzle-none = Ce recueil ne contient aucun problème.
puzzle-none-theme = Ce recueil ne contient aucun problème sur le thème « { $theme } ».
puzzles-table-whole = La table complète est prête ({ $seconds } s).
puzzles-table-sectors = Les tables des secteurs de finale sont prêtes ({ $seconds } s).
puzzles-generated = { $kept } problèmes gardés sur { $examined } positions distinctes examinées ({ $drawn } tirées) : un sur { $per }, en { $seconds } s.
puzzles-theme-count = { $theme } : { $count }
puzzles-proved = Les { $count } problèmes sont prouvés par la table ({ $seconds } s).
puzzles-proved-search = Les { $count } problèmes sont prouvés par une recherche exhaustive jusqu’à leur horizon ({ $seconds } s).
puzzles-file-syntax = ce n’est pas un recueil de problèmes : { $message }
puzzles-file-variant = « { $id } » n’est ni l’identifiant d’une variante fournie, ni l’empreinte des règles données par --rules (un recueil nomme sa variante par son identifiant ou par l’empreinte de ses règles, jamais par un chemin)
puzzles-file-too-many = le recueil contient { $count } problèmes, plus qu’il n’en peut contenir
puzzles-file-long-line = problème { $puzzle } : sa ligne compte { $turns } coups, plus qu’elle n’en peut compter
puzzles-file-empty-line = problème { $puzzle } : sa ligne est vide
puzzles-file-position = problème { $puzzle } : { $why }
puzzles-file-move = problème { $puzzle }, coup { $turn } : { $why }
puzzles-file-proof = le problème { $puzzle } n’est pas prouvé : { $why }
puzzles-file-empty = le recueil ne contient aucun problème : un recueil en contient un au moins
puzzles-file-repeated = le problème { $puzzle } répète le problème { $first } (la même position, aux symétries du plateau près)
puzzles-file-counters = problème { $puzzle } : les compteurs de la position valent { $no_removal } et { $ply } ; ceux d’un problème valent 0 et 0
puzzles-file-depth = problème { $puzzle } : la profondeur de sa difficulté vaut { $depth } ; elle va de 1 à { $max }, ou `None`
puzzles-file-tempting = problème { $puzzle } : sa difficulté compte { $tempting } mauvais coups tentants, mais la position n’a que { $turns } coups
puzzles-file-one-win = problème { $puzzle } : any_winning_move, mais seul le dernier coup de la ligne y gagne aussitôt
puzzles-file-any-mill = problème { $puzzle } : any_winning_move sur un gain en un coup (« fermez n’importe quel moulin » n’est pas un problème)
puzzles-file-no-table = le problème { $puzzle } se prouve par une table, et il n’y en a pas
puzzles-set-no-table = { $file } : aucune table pour prouver ses problèmes : { $why }
certify-over = la partie est déjà finie dans cette position
certify-not-covered = coup { $turn } : la table ne couvre pas cette position
certify-lost = la position est { $value } pour le camp au trait : un problème est un gain ou une nulle à tenir
certify-wrong-goal = la position est { $value } pour le camp au trait, pas ce que dit le thème
certify-illegal = coup { $turn } : { $played } n’est pas un coup légal ici
certify-not-winning = coup { $turn } : { $played } ne gagne pas (après lui, le camp qui résout a { $value })
certify-not-holding = coup { $turn } : { $played } ne tient pas la nulle (après lui, le camp qui résout a { $value })
certify-second-win = coup { $turn } : { $other } gagne aussi, donc { $played } n’est pas le seul coup gagnant
certify-second-hold = coup { $turn } : { $other } tient aussi la nulle, donc { $played } n’est pas le seul
certify-short-defence = coup { $turn } : { $played } n’est pas une défense la plus longue ({ $longer } dure plus)
certify-unfinished = la ligne s’arrête avant que la partie soit gagnée
certify-past-the-end = coup { $turn } : la partie est déjà finie, la ligne continue
certify-long-hold = une nulle se tient en un coup ; la ligne en compte { $turns }
certify-too-long = le camp qui résout a besoin de { $turns } coups, plus que { $most }
certify-wrong-theme = le thème de la ligne est { $found }, pas { $claimed }
certify-not-forced = le but du thème n’est pas forcé en { $turns } coups du camp qui résout
certify-at-once = le but du thème est atteint en un coup : ce n’est pas un problème
certify-not-forcing = coup { $turn } : { $played } ne force pas le but du thème dans les coups qui restent
certify-not-stopping = { $played } ne pare pas la menace de l’adversaire
certify-too-costly = la preuve regarde plus de { $positions } positions
certify-value-win = un gain en { $turns }
certify-value-loss = une perte en { $turns }
certify-value-draw = une nulle
puzzles-unknown-variant = « { $id } » n’est l’identifiant d’aucune variante fournie : un recueil de problèmes nomme sa variante par son identifiant
puzzles-not-tactical = « { $theme } » n’est pas un thème de tactique
puzzle-no-set = aucun recueil de problèmes n’est fourni pour « { $id } » ; il en est fourni pour { $shipped }
puzzle-making = Aucun recueil de problèmes n’est fourni pour { $name } : il est fait maintenant (d’après sa table exacte quand le plateau est petit, sinon des tactiques prouvées par la recherche). Cela prend jusqu’à une minute ou deux…
puzzle-made = { $count ->
    [0] Aucun problème n’a été trouvé pour { $name }.
    [one] Un problème fait pour { $name }, en { $seconds } s.
   *[other] { $count } problèmes faits pour { $name }, en { $seconds } s.
}
puzzle-heading-tried = { $attempts ->
    [0] {""}
    [one] {" "}après une tentative
   *[other] {" "}après { $attempts } tentatives
}
puzzle-standing = Votre classement : { $rating } (± { $deviation }) ; série { $streak }, meilleure { $best } ; { $solved } { $solved ->
    [one] problème résolu
   *[other] problèmes résolus
} sur { $tried } jusqu’ici.
puzzle-standing-new = Votre classement part de { $rating } (± { $deviation }) ; il est gardé d’une séance à l’autre.
puzzle-standing-new-session = Votre classement part de { $rating } (± { $deviation }).
puzzle-standing-this-session = Votre classement dure le temps de cette séance : rien n’en sera enregistré.
puzzle-standing-not-kept = Il n’y a pas de dossier de données où garder votre classement (définissez { $var } ou { $home }) : il dure le temps de cette séance.
puzzle-standing-kept-aside = Le fichier de classement refusé a été gardé sous le nom { $aside } ; votre classement repart de zéro.
puzzle-standing-write = { $file } : votre classement aux problèmes ne peut pas être enregistré : { $why }
puzzle-standing-file-syntax = ce n’est pas un fichier de classement aux problèmes : { $message }
puzzle-standing-file-too-many = le fichier contient { $count } problèmes, plus qu’il n’en peut contenir
puzzle-standing-file-rating = votre classement contient des nombres que Glicko-2 n’écrit jamais
puzzle-standing-file-counts = plus de problèmes résolus ({ $solved }) que tentés ({ $tried })
puzzle-standing-file-path = problème { $puzzle } : { $id } est un chemin ; un problème nomme sa variante par son identifiant
puzzle-standing-file-puzzle-rating = problème { $puzzle } : son classement contient des nombres que Glicko-2 n’écrit jamais
puzzle-standing-file-puzzle-counts = problème { $puzzle } : plus de tentatives réussies ({ $solved }) que faites ({ $tried })

## Exercices : vos propres erreurs, retrouvées (morris review --drills, morris drills)
drills-added = { $added } { $added ->
    [one] exercice ajouté
   *[other] exercices ajoutés
} à { $file }{ $known ->
    [0] .
   *[other] {" "}({ $known } y étaient déjà).
}
drills-heading = Exercice { $number } sur { $count } ({ $variant }) : { $played } a été joué ici. Tapez un coup ; « conseil » nomme le pion, « suivant » passe à l’exercice suivant, « quitter » arrête.
drills-task = { $side } joue : trouvez un meilleur coup que { $played }.
drills-by-table = selon la table résolue
drills-by-search = selon une recherche aussi profonde que celle de l’analyse
drills-right-best = Juste : { $answer } est le meilleur coup.
drills-right-as-good = Juste : { $answer } vaut le meilleur coup, { $best } ({ $how }).
drills-wrong-played = Faux : { $answer } est le coup joué dans la partie. Le meilleur coup est { $best }.
drills-wrong-worse = Faux : { $answer } cède davantage que le meilleur coup, { $best } ({ $how }).
drills-wrong-unscored = Faux : la recherche n’a pas pu évaluer { $answer } à temps. Le meilleur coup est { $best }.
drills-wrong-played-alone = Faux : { $answer } est le coup joué dans la partie.
drills-wrong-unscored-alone = Faux : la recherche n’a pas pu évaluer { $answer } à temps.
drills-next = Prochaine fois : { $days ->
    [0] aujourd’hui, après les autres
    [one] { $date } (dans un jour)
   *[other] { $date } (dans { $days } jours)
}.
drills-done = Vous avez répondu juste à { $right } { $right ->
    [one] exercice
   *[other] exercices
} sur { $tried } ; { $due } encore à faire aujourd’hui.
drills-none-due = Aucun exercice à faire aujourd’hui ; le prochain est prévu le { $date }.
drills-none = Aucun exercice pour l’instant : analysez une partie avec morris review PARTIE --drills.
drills-list-heading = { $count } { $count ->
    [one] exercice
   *[other] exercices
} dans { $file }, { $due } à faire aujourd’hui.
drills-list-due = { $number }. { $variant } : { $played }, à faire aujourd’hui ({ $date })
drills-list-later = { $number }. { $variant } : { $played }, prévu le { $date }
drills-unknown-variant = L’exercice { $number } est de la variante { $id }, introuvable ; il attend le retour de cette variante.
drills-changed-variant = L’exercice { $number } est de la variante { $id }, dont les règles ont changé depuis sa création ({ $why }) ; il attend leur retour.
drills-answers-not-kept = Vos réponses de cette séance ne seront pas gardées.
drills-kept-aside = Le fichier d’exercices refusé a été gardé sous le nom { $aside } ; les prochains exercices commencent un nouveau fichier.
drills-file-write = { $file } : les exercices ne peuvent pas être enregistrés : { $why }
drills-file-syntax = ce n’est pas un fichier d’exercices : { $message }
drills-file-too-many = le fichier contient { $count } exercices, plus qu’il n’en peut contenir
drills-file-path = exercice { $drill } : { $id } est un chemin ; un exercice nomme sa variante par son identifiant
drills-file-schedule = exercice { $drill } : son calendrier contient des nombres que la répétition n’écrit jamais
drills-file-drill = exercice { $drill } : { $why }
drills-other-variant = l’exercice est de { $drill }, pas de { $rules }
drills-bad-played = le coup joué, { $played } : { $why }
drills-bad-best = le meilleur coup, { $best } : { $why }
drills-best-is-played = le meilleur coup est le coup joué, { $played } ; un exercice en demande un meilleur
drills-no-home = il n’y a pas de fichier d’exercices : définissez { $var } ou { $home }

gui-puzzles = Problèmes
gui-puzzles-hover = Des problèmes prouvés par le jeu parfait, pour la variante sur le plateau
gui-puzzle-heading = Problème { $number } sur { $count } ({ $variant }), classé { $rating }. Jouez vos coups sur le plateau.
gui-puzzle-score = Série : { $streak } ; votre classement { $rating } (± { $deviation }).
gui-puzzle-next = Problème suivant
gui-puzzle-today = Le problème du jour.
gui-puzzle-all-themes = Tous les thèmes
gui-puzzle-set-proving = Chaque problème de { $file } est prouvé par le jeu parfait avant d’être joué…
gui-puzzles-not-made = Aucun problème n’a pu être fait pour { $name } : { $why }
gui-worker-failed = Le travail s’est arrêté sans réponse (une erreur interne au programme) ; veuillez réessayer.
gui-puzzle-set-heading = Problème { $number } sur { $count } de { $file } ({ $variant }), classé { $rating }. Jouez vos coups sur le plateau.
gui-learn = Apprendre
gui-learn-hover = Une leçon sur les règles de la variante sur le plateau, ses problèmes, et vos propres erreurs en exercices
gui-lesson = Leçon
gui-lesson-hover = Les règles de la variante sur le plateau, pas à pas, chacune jouée dans une position où elle agit
gui-lesson-next = Étape suivante
gui-drills = Exercices
gui-drills-hover = Les erreurs de vos parties analysées, reposées quand elles reviennent
gui-drill-heading = Exercice { $number } sur { $count } ({ $variant }) : { $played } a été joué ici.
gui-drill-next = Exercice suivant
gui-drills-none = Pas encore d’exercices : analysez une partie, puis appuyez sur Exercer mes erreurs.
gui-drills-in-settings = les réglages de cette application
gui-drills-kept-aside = Les exercices refusés ont été mis de côté dans les réglages ; les nouveaux commencent une nouvelle liste.
gui-drill-mistakes = Exercer mes erreurs ({ $count })
gui-drill-mistakes-hover = Vos coups marqués comme erreurs deviennent des exercices, reposés selon un calendrier (Apprendre, Exercices)
gui-practice-hint = Un indice
gui-practice-close = Retour à la partie
gui-practice-topic = Thème
gui-coach = Entraîneur
gui-coach-hover = Après votre coup, dit quand vous avez manqué un moulin ou laissé un moulin ouvert à l’adversaire (actif contre l’ordinateur sous le niveau 4)
gui-threats = Menaces
gui-threats-hover = Des anneaux là où chaque camp pourrait former un moulin au prochain coup, à sa couleur

## Coach
## L’entraîneur des premiers niveaux (`morris play`) : après le tour d’un
## joueur, le moulin qu’il a manqué ou laissé à l’adversaire ; et la commande `menaces`.
coach-on = L’entraîneur est là : après votre tour, il dit quand vous manquez un moulin ou en laissez un à former à l’adversaire. Tapez menaces pour voir les moulins que chaque camp peut former (--no-coach le fait taire).
coach-left-open = { $side } peut former { $mill } au prochain tour : { $point } est libre.
coach-missed-mill = Vous pouviez former { $mill } avec { $step }.
coach-threat = { $side } peut former { $mill } avec { $step }.
coach-no-threat = { $side } n’a aucun moulin à former.
help-coach = menaces               les moulins que chaque camp peut former au prochain tour
prompt-word-threats = menaces
prompt-word-pieces = pions, main
prompt-word-lines = lignes, moulins
prompt-word-last = derniers
prompt-word-clocks = pendules

## L’éditeur de règles
editor-menu = Variantes
editor-menu-hover = Écrivez votre propre variante, ou modifiez celle du plateau, et jouez-la aussitôt
editor-new-variant = Nouvelle variante…
editor-edit-variant = Modifier cette variante…
editor-title = Éditeur de règles
editor-start-from = Partir de…
editor-template-board = Le plateau « { $board } »
editor-file-name = Nom du fichier
editor-text = Le fichier de règles (chaque champ est expliqué dans docs/rules-format.md)
editor-play-computer = La jouer contre l’ordinateur
editor-play-two = La jouer à deux
editor-save = Enregistrer
editor-saved = Enregistrée
editor-save-hover = Dans votre dossier de règles : la variante est alors proposée pour une nouvelle partie, en ligne aussi
editor-save-hover-page = Dans ce navigateur : la variante est alors proposée pour une nouvelle partie, en ligne aussi
editor-name-hover = Le nom du fichier est fait de lettres, de chiffres, de - et de _, et finit par .ron
editor-export = Exporter…
editor-import = Importer…
editor-close = Retour à la partie
editor-no-problems = Aucun problème : { $name }, { $points } points, { $mills } moulins.
editor-problems = { $count ->
    [one] 1 problème : il est souligné dans le texte et listé dessous.
   *[other] { $count } problèmes : ils sont soulignés dans le texte et listés dessous.
}
editor-no-board = Le plateau s’affiche ici dès que le fichier n’a plus de problème.
editor-board-before = Le plateau tel qu’il était avant la dernière modification (le texte a des problèmes).
editor-hover-hint = Pointez un point pour voir les moulins qui le traversent.
editor-mills-through = { $count ->
    [one] 1 moulin passe par { $point }.
   *[other] { $count } moulins passent par { $point }.
}
editor-kept-unsaved = Votre variante n’est pas encore enregistrée, elle est donc toujours là : choisissez « Partir de… » pour en commencer une autre.
editor-opened = Ouvert depuis { $path }.
editor-opened-in-page = Ouvert depuis ce navigateur : { $name }.
editor-saved-in-page = Enregistrée dans ce navigateur sous le nom { $name }.
editor-saved-to = Enregistrée dans { $path }.
editor-no-folder = Il n’y a pas de dossier de règles où enregistrer : définissez MORRIS_RULES_DIR, ou exportez le fichier.
editor-not-saved = { $path } n’a pas été enregistré : { $why }
editor-exported = Écrit dans { $path }.
editor-export-title = Exporter le fichier de règles
editor-import-title = Importer un fichier de règles
editor-see-board = Le plateau
editor-edit-board = Modifier le plateau
editor-tool-move = Déplacer
editor-tool-add = Ajouter un point
editor-tool-line = Tracer une ligne
editor-tool-delete = Supprimer
editor-tool-rename = Renommer
editor-tool-move-hint = Faites glisser un point là où il va.
editor-tool-add-hint = Cliquez là où va un nouveau point, puis tracez les lignes qui le traversent.
editor-tool-line-hint = Cliquez les points de la ligne dans l’ordre, et le dernier une seconde fois pour la finir. Trois points de suite sur une ligne droite forment un moulin.
editor-tool-delete-hint = Cliquez un point, ou une ligne, pour le supprimer.
editor-tool-rename-hint = Cliquez un point pour lui donner un autre nom.
editor-finish-line = Finir la ligne
editor-rename-to = Nouveau nom de { $point }
editor-rename-it = Le renommer
editor-board-elsewhere = Ce fichier prend ses points et ses lignes d’un plateau ou d’une variante sur laquelle il s’appuie : écrivez-les dans le fichier pour les modifier ici.
editor-write-board = Écrire le plateau dans le fichier

## Un plateau à fabriquer
make-board-page = Plateau, page { $number } sur { $count } (rangée { $row }, colonne { $column }) : découpez le long des repères et joignez les pages bord à bord.
make-pieces-page = Pions : découpez-les le long de leur cercle ; collez-les sur du carton pour les rendre rigides.
make-materials = Ce qu’il vous faut :
make-material-board = { $pages ->
    [one] le plateau : cette page, collée sur du carton ou du bois ;
   *[other] le plateau : { $pages } pages, découpées le long de leurs repères et jointes bord à bord sur du carton ou du bois ;
}
make-material-pieces = { $pieces } pions par joueur en deux couleurs ({ $cut } chacun à découper ici, dont un de rechange), de { $diameter } mm de diamètre, ou des jetons, des boutons ou des cailloux de cette taille ;
make-material-tools = des ciseaux, de la colle, et quelqu’un avec qui jouer.
make-menu = Fabriquer ce plateau…
make-menu-hover = Le plateau et ses pions en fichiers pour une découpeuse laser, ou en feuilles à imprimer et découper
make-title = Fabriquer le plateau de { $variant }
make-fit-bed = Aussi grand que le permet un plateau laser de 300 × 300 mm avec ses pions
make-size = Le grand côté du plateau
make-names = Le nom des points à côté d’eux
make-mark = Un anneau sur les pions noirs (pour des pions d’un seul bois)
make-paper = Papier (pour imprimer) :
make-laser = Fichiers pour découpeuse laser (SVG)…
make-laser-hover = Le plateau et les pions en taille réelle : un calque de gravure et un calque de découpe, et le dos des pions en miroir
make-pdf = Imprimer et jouer (PDF)…
make-pdf-hover = Le plateau sur autant de pages qu’il faut, les pions à découper, et les règles
make-making = Fabrication des fichiers… (la première fois, la page charge son fabricant de fichiers)
make-maker-unreachable = Le fabricant de fichiers n’a pas pu être chargé : la page a besoin du réseau la première fois qu’un plateau est fabriqué.
make-written = Écrit : { $files }.

## La partie dite sans la voir (spoken.rs)
spoken-places = { $side } pose un pion en { $to }
spoken-moves = { $side } déplace son pion de { $from } à { $to }
spoken-flies = { $side } fait sauter son pion de { $from } à { $to }
spoken-passes = { $side } passe.
spoken-your-piece = votre pion en { $point }
spoken-piece-of = le pion de { $side } en { $point }
spoken-mill-removes = { $step }, forme un moulin et retire { $removes }.
spoken-mill = { $step } et forme un moulin.
spoken-step-removes = { $step } et retire { $removes }.
spoken-step = { $step }.
spoken-removes = { $side } retire { $removes }.
spoken-pieces = { $side } : { $count } sur le plateau{ $count ->
    [0] {""}
   *[other] {" "}({ $points })
}, { $hand } en main.
spoken-no-mill-through = Aucun moulin ne passe par { $point }.
spoken-mill-through = Par { $point } : { $mill }.
spoken-point-held = { $point } { $side }
spoken-point-empty = { $point } vide

# Problèmes : seul le premier essai compte ; les suivants sont de l’entraînement.
puzzle-practice = Entraînement : vous avez déjà essayé ce problème ; il ne compte pas pour le classement.
puzzle-hint-counts = Un conseil compte ce problème comme manqué : votre classement { $rating } (± { $deviation }). Continuez pour vous entraîner.
puzzle-practice-solved = Résolu (entraînement, sans classement).
puzzle-practice-missed = Manqué (entraînement, sans classement).
puzzle-standing-file-rating-variant = { $id } n’est ni l’identifiant d’une variante ni l’empreinte d’un fichier de règles
puzzle-refuted-wins = { $side } répond { $played } et gagne aussitôt.
puzzle-refuted-mill = { $side } répond { $played } : il ferme { $mill }.
puzzle-refuted-mill-takes = { $side } répond { $played } : il ferme { $mill } et prend le pion en { $removed }.
puzzle-refuted-no-win = { $side } répond { $played } : il n’y a plus de gain.
puzzle-refuted-no-draw = { $side } répond { $played } : la nulle ne peut plus être tenue.
puzzle-refuted-no-tactic = { $side } répond { $played } : ce n’est plus forcé dans les coups qui restent.
puzzle-retry-offer = Essayer encore (entraînement, sans classement) ? Tapez oui pour réessayer, ou Entrée pour voir la solution.
gui-puzzle-retry = Essayer encore
gui-puzzle-show-solution = Voir la solution
puzzle-solved-plain = Résolu.
puzzle-missed-plain = Manqué : la série repart de zéro.
