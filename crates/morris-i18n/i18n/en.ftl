# English: the language every other falls back to, message by message.
# Plurals use Fluent's selectors: { $count -> [one] ... *[other] ... }.
# A value cannot start with a space in Fluent: write { " " } for one.

## Sides and results

color-white = White
color-black = Black
# The letter of each side's pieces on the terminal's board.
piece-letter-white = W
piece-letter-black = B
pieces-in-hand = { $count ->
    [one] 1 piece in hand
   *[other] { $count } pieces in hand
}
end-reduced = reduced to too few pieces
end-blocked = no legal move
end-mill-closed = three in a row
end-repetition = repetition of the position
end-no-removal = too many moves without a removal
end-full-board = the board is full
end-resignation = resignation
outcome-win = { $side } wins ({ $reason })
outcome-draw = draw ({ $reason })

score-win = win in { $turns }
score-loss = loss in { $turns }
score-draw = draw

## Why a move is refused

move-empty = empty move
move-syntax = cannot read "{ $text }": write a placement like { $placement }, a move like { $step }, and a removal like { $removal }
move-unknown-point = there is no point "{ $point }" on this board
move-game-over = the game is over
move-removal-missing = { $mv } closes a mill: say which piece to remove ({ $choices })
removal-no-mill = { $mv } closes no mill, so nothing may be removed
removal-used-mill = { $mv } re-forms a mill already used, which cannot remove again
removal-not-opponent = { $point } holds no piece of the opponent
removal-wrong-count = { $mv } removes { $expected ->
    [one] one piece
   *[other] { $expected } pieces
}, not { $given ->
    [one] one piece
   *[other] { $given } pieces
}
removal-protected = { $points } cannot be removed: it stands in a mill and the opponent has pieces outside mills
illegal-occupied = { $point } is not empty
illegal-nothing-in-hand = { $side } has no pieces left to place
illegal-nothing-in-hand-like = { $side } has no pieces left to place: move a piece, like { $example }
illegal-place-first = { $side } must place a piece first (pieces in hand: { $count })
illegal-not-own = { $point } holds no piece of { $side }
illegal-not-adjacent = { $to } is not next to { $from } along a line
illegal-marked = { $point } holds a marked piece until placement ends
illegal-closed = { $point } stays closed while { $side } has pieces in hand
illegal-no-placing = no piece may be placed on { $point }: it is entered by moving
illegal-opening = the first piece of the game goes on one of { $points }
illegal-moving-back = { $side } may not close a mill by moving straight back where its last mill came from
illegal-longer-line = no turn may make more than { $length } in a row
illegal-placing-mill = no placement may make a mill
illegal-removal-due = { $side } must remove a piece first: { $choices }
illegal-pass-due = { $side } cannot move and must pass
illegal-not-removable = { $point } cannot be removed now: { $choices }
illegal-no-stepless = no removal alone or pass is due
illegal-no-stepless-like = no removal alone or pass is due: { $side } places or moves, like { $example }
illegal-placement = { $point } cannot be played
illegal-move = { $from }-{ $to } is not legal here

## The game in the terminal

player-you = you
play-intro = { $variant }: type a move like { $example } or help for the commands.
view-side = { $side } { $stone }: { $in_hand } in hand, { $on_board } on the board
view-lost = Taken while placing, leaving when placement ends: { $points }
view-lost-covered = { $point } (under { $side }'s piece, *)
view-lost-marked = { $point } (X)
view-last-moves = Last moves: { $before }, { $last }
view-last-move = Last move: { $last }
view-to-move = Move { $number }: { $side } to { $todo }.
todo-remove-own = remove one of its own pieces ({ $count } owed), like xd1
todo-remove-opponent = remove one of its opponent's pieces ({ $count } owed), like xd1
todo-pass = pass: it cannot move (type pass)
todo-remove-adjacent = remove an opponent piece next to its own, like xd1, as it cannot move
todo-place-or-move = place a piece or move one
todo-place = place a piece
todo-move = move a piece along a line
todo-fly = move a piece to any empty point (flying)
ai-level = AI level { $level }
ai-perfect = perfect AI
ai-thinking = { $side } ({ $ai }) is thinking...
ai-plays = { $side } ({ $ai }) plays { $mv }{ $removal }.
ai-removes = { " " }(a mill: { $side }'s { $count ->
    [one] piece on { $points } is removed
   *[other] pieces on { $points } are removed
})
move-not-played = { $mv } is not played; type it again
not-a-command = "{ $word }" is neither a point nor a command: type help for the commands
too-long = "{ $start }..." is too long for a move ({ $count } characters): type help for the commands
ask-removal = { $mv } closes a mill: which piece do you remove? ({ $choices })
ask-removals = { $mv } closes { $count } mills: which { $count } pieces do you remove? Type them one by one or together, like { $example } ({ $choices })
ask-removal-more = { $mv }: which other piece do you remove? ({ $choices })
prompt-remove = Remove
removal-cancelled = { $mv } is not played; type another move.
removal-help = Type one of { $choices } to remove that piece, or cancel to take { $mv } back.
removal-retry = { $why }; type one of { $choices } or cancel
legal-moves = { $count } legal moves:
nothing-to-undo = there is nothing to undo
nothing-to-redo = there is nothing to redo
no-hint = there is no move to suggest
hint = Hint: { $mv } (score { $score } for { $side }; expected line: { $line })
game-over = Game over: { $outcome }.
game-over-choices = Type save FILE to keep the record, undo to take back the last move, or press Enter to leave.
prompt-game-over = Game over
game-over-retry = the game is over: type save FILE, undo, load FILE, or press Enter to leave
saved = Saved to { $path }.
cannot-save = cannot save to { $path }: { $why }
loaded = Loaded { $path }: { $variant }, { $moves } moves.
save-first = Save the game first? Type a file name, or press Enter to leave without saving.
prompt-save = Save to
command-needs-point = { $word } needs a point: { $word } d6
command-no-such-point = There is no point { $point } on this board.
command-no-argument = { $word } takes no argument
command-needs-file = { $word } needs a file name: { $word } FILE
help-moves = Type a move: { $placement } places a piece on { $placement }, { $step } moves one from { $from } to { $to }, and { $removal } also removes the piece on { $gone } when the move closes a mill (if you leave the removal out, you are asked for it). Point names are on the right.
help-commands =
    On the board, [W] or [B] is where the last move went, (.) where it came from,
    and (x) the point of a piece it removed.
    Commands:
      moves        list the legal moves
      undo, redo   take back a move, or play it again
      hint         ask the AI for a move
      save FILE    save the game as a record (load it with load FILE)
      load FILE    continue a saved game
      resign       give up this game
      board        draw the board again
      position     the position string (for morris analyze --position)
      pieces       each side's pieces, in words
      lines POINT  the mills through a point and who holds them
      last         the last turns, in words
      rules        the rules of this variant
      help         this text
      quit         leave the program

## The words typed at the terminal's prompt, comma separated. Every
## language's words are understood whatever the language chosen.
prompt-word-help = help, ?
prompt-word-moves = moves
prompt-word-undo = undo
prompt-word-redo = redo
prompt-word-hint = hint
prompt-word-save = save
prompt-word-load = load
prompt-word-resign = resign
prompt-word-board = board
prompt-word-rules = rules
prompt-word-position = position
prompt-word-quit = quit, exit
prompt-word-draw = draw
prompt-word-takeback = takeback, undo
prompt-word-accept = accept, yes
prompt-word-refuse = refuse, decline, no
prompt-word-rematch = rematch
prompt-word-skip = skip, next

## The rules of a variant, in words

rules-board = Board: { $points } points, { $lines } lines, { $mills } mills. { $pieces } pieces each; { $first } moves first.
rules-placement = Placement: each turn, place a piece from your hand on an empty point; when both hands are empty, move.
rules-placement-or-move = Placement: each turn, place a piece from your hand on an empty point, or move a piece already on the board.
rules-movement = Movement: slide one of your pieces along a line to the next point, if it is empty.
rules-flying-optional = Flying: with { $pieces } pieces or fewer you may move a piece to any empty point (this can be switched off with --no-flying).
rules-flying = Flying: with { $pieces } pieces or fewer you may move a piece to any empty point.
rules-flying-off = Flying: switched off for this game.
rules-flying-never = Flying: never; pieces always move along the lines.
rules-mill-wins = Mills: three of your pieces in a row along a line win the game at once.
rules-mill-removes = Mills: three of your pieces in a row along a line make a mill; closing one removes an opponent piece ({ $which }). { $double }
rules-removable-not-in-mills = one that is not in a mill, unless all of them are
rules-removable-any = any one
rules-removable-never-in-mills = never one that stands in a mill
rules-double-one = Closing two mills with one move still removes one piece.
rules-double-per-mill = Closing two mills with one move removes two pieces.
rules-mill-length = A mill is { $length } pieces in a row.
rules-longer-no-mill = A row longer than { $length } pieces is no mill.
rules-longer-forbidden = No turn may make a row longer than { $length } pieces.
rules-placing-nothing = A mill made while placing takes no piece.
rules-placing-forbidden = No placement may make a mill.
rules-placing-mark = A mill made while placing marks the piece it takes: the piece is lost but blocks its point until placement ends.
rules-placing-from-hand = A mill made while placing takes a piece from the opponent's hand; from the board once the hand is empty.
rules-placing-extra-turn = A mill made while placing gives another placement instead of a removal.
rules-placing-cover = A mill made while placing covers an opponent piece with one from hand: the covered piece is lost and leaves when placement ends; the covering piece stays.
rules-placing-counted = Mills made while placing remove nothing at once; when placement ends each side removes by the mills on the board: none and none, each removes one of its own; some and none, two and one; otherwise the side with fewer mills removes as many as it has, the other one more.
rules-one-time-mills = The points of a mill that removed are remembered for its player: a mill lying wholly on remembered points removes nothing, even one never formed before.
rules-move-again = After a mill's removal, the same player moves again.
rules-movement-starts = Once all pieces are placed, { $side } moves first.
rules-movement-starts-first-mill = Once all pieces are placed, whoever closed the first mill moves first ({ $side } when nobody did).
rules-first-mill-player = whoever closed the first mill while placing ({ $side } when nobody did)
rules-full-both-remove = If placement ends with the board full, each player removes one opponent piece; { $who } removes first and moves first.
rules-full-one-removes = If placement ends with the board full, { $who } removes one opponent piece, and the other player moves first.
rules-blocked-draw = A player who cannot move draws the game.
rules-blocked-passes = A player who cannot move passes.
rules-blocked-freed = A player who cannot move passes, and the opponent must move to free them; those moves remove nothing.
rules-blocked-removes = A player who cannot move removes an opponent piece next to one of their own, then moves.
rules-draws-endgame = Draw when a player is down to { $pieces } pieces and { $moves } moves by each player pass without a removal.
rules-closed-while-placing = No piece may enter { $points } while its player has pieces in hand.
rules-fly-from = A piece on { $points } may move to any empty point.
rules-start = At the start, White stands on { $white } and Black on { $black }.
rules-no-placing = No piece may be placed on { $points }; pieces enter it by moving.
rules-opening-points = The first piece of the game goes on { $points }.
rules-stop-placing = Placement stops when { $empty } points are empty; pieces still in hand leave the game.
rules-no-reforming = A piece that closed a mill by moving may not move straight back on the next turn to close a mill there.
rules-protecting = Only { $count } of the { $mills } mills protect their pieces from removal.
rules-links = { $count ->
    [one] One drawn line only connects its points
   *[other] { $count } drawn lines only connect their points
}: pieces move along them, but they make no mills.
rules-listed-mills = Only the { $mills } runs of points that the rules list are mills.
rules-scoring-mills = Only { $mills } runs of points, chosen by the rules, make mills; other rows do not.
rules-capture-by-both = A piece placed or moved
rules-capture-by-placing = A piece placed
rules-capture-by-moving = A piece moved
rules-capture-custodian = { $who } next to an opponent piece with one of its own just beyond takes it, without a mill.
rules-capture-intervention = { $who } between two opponent pieces in a row takes both, without a mill.
rules-capture-leap = A piece may jump over an adjacent opponent piece to the empty point beyond along a line, taking it.
rules-lose = { $below ->
    [1] with no pieces
   *[other] with fewer than { $below } pieces
}
rules-lose-or-blocked = Winning: a player left { $reduced }, or with no legal move, loses.
rules-lose-only = Winning: a player left { $reduced } loses.
rules-lose-blocked = Winning: a player with no legal move loses.
rules-full-board-draw = A full board where the player to move cannot move is a draw.
rules-draws-both = Draws: the same position { $times } times, or { $moves } moves by each player without a removal.
rules-draws-repetition = Draws: the same position { $times } times.
rules-draws-no-removal = Draws: { $moves } moves by each player without a removal.

## Variants

rules-notes = Notes:
rules-sources = Sources:
variant-size = { $points } points, { $pieces } pieces
variant-invalid = invalid: { $why }
rules-base-stand-in = warning: the base "{ $id }" is your file { $path }, not the shipped variant
upgrade-base-stand-in = not written on the base "{ $id }": your file { $path } stands in for it here, and the file would change with yours
upgrade-base-not-pinned = the base "{ $id }" is not pinned: your file { $path } stands in for it here, and a pin on the shipped variant would refuse the file
variant-user-file = { "  " }(user file { $path })

## Numbers: the separators of decimals and of thousands

number-decimal-separator = .
number-group-separator = ,

## Why a game record cannot be read

record-empty = the record is empty
record-tag-syntax = line { $line }, column { $col }: { $reason }
tag-no-name = a tag needs a name of letters, digits and '_': [Name "value"]
tag-no-quotes = the tag value must be in double quotes: [Name "value"]
tag-unclosed-quote = the tag value has no closing quote
tag-bad-escape = only \" and \\ may follow a backslash in a tag value
tag-no-bracket = the tag must end with ']' after its value
tag-trailing-text = nothing may follow a tag on its line
record-duplicate-tag = line { $line }: tag { $name } is given twice
record-variant = cannot load variant "{ $id }": { $why }
record-variant-not-a-name = tag Variant "{ $id }" is not a variant id or the file name of a rules file beside the record; a record never names a path
unknown-variant = unknown variant "{ $id }"; known variants: { $known }
record-bad-flying = tag Flying must be "on" or "off", not "{ $value }"
record-flying = tag Flying "{ $value }" does not fit the variant: { $why }
options-flying-not-offered = { $variant } has no flying rule to switch
options-flying-not-optional = { $variant } does not let a game switch flying off
record-position = tag Position is not a position of this variant: { $why }
record-position-tags-disagree = line { $line }: tags Position and FEN give different start positions
record-unexpected = line { $line }: unexpected "{ $text }" in the moves
record-stray-removal = line { $line }: the removal "{ $text }" follows no move
record-unclosed-comment = line { $line }: a comment opened here is never closed; is the record cut short?
record-unclosed-variation = line { $line }: a variation opened here is never closed; is the record cut short?
record-stray-variation = line { $line }: a variation must follow the move it replaces
record-empty-variation = line { $line }: a variation holds no move
record-variation-too-deep = line { $line }: variations nested too deep
record-bad-mark = line { $line }: "{ $text }" is not a mark (!, ?, !!, ??, !?, ?! or $0 to $255)
record-truncated = the record ends without a result (1-0, 0-1, 1/2-1/2 or *); is it cut short?
record-text-after-result = line { $line }: "{ $text }" after the result; a record holds one game
record-result-token-mismatch = the result token { $token } contradicts the Result tag { $tag }
record-result-mismatch = the record gives the result { $written }, but the moves end in { $actual }
record-illegal-move = move { $label } { $text } ({ $side }, line { $line }) cannot be played: { $why }
illegal-removal-due-now = { $side } must remove a piece first
illegal-not-removable-now = { $point } cannot be removed now
import-bad-number = line { $line }: "{ $text }" is not a point number (1 to { $points })
import-fen = line { $line }: the mill FEN cannot be read: { $why }
fen-board = it needs a board of three rings of eight points; this variant has { $points } points
fen-pieces = the board must be three groups of eight of O, @ and * separated by /
fen-side = the side to move must be w or b, not "{ $side }"
fen-short = it has fewer fields than a mill FEN (board, side, phase, action, then numbers)
fen-number-count = it has { $count } fields after the action; a mill FEN has 8 numbers there, or 12 with the last mills
fen-out-of-range = { $field } is "{ $text }"; it must be a whole number from { $min } to { $max }
fen-count = { $field } is { $said }, but the board shows { $shown }
fen-field-on-board = the number of { $side }'s pieces on the board
fen-field-in-hand = the number of { $side }'s pieces in hand
fen-field-owed = the number of { $side }'s removals owed
fen-field-last-mill-from = { $side }'s last mill (from)
fen-field-last-mill-to = { $side }'s last mill (to)
fen-field-no-removal = the number of moves without removal
fen-field-move-number = the move number
fen-mid-turn = the position is in the middle of a turn (a removal is owed); start from the turn before
fen-marked = marked points (X) have no counterpart here
fen-setup = it is not a position of this variant: { $why }
position-field-count = a position has 4 to 6 fields (board, side, white in hand, black in hand, turns without removal, turns played), found { $found }
position-not-a-board = "{ $text }" is not a board: the first field has one of W, B, . or X for each of the { $expected } points
position-board-length = the board has { $found } points, this variant has { $expected }
position-bad-piece = board character "{ $ch }" at point { $point } is not W, B or .
position-bad-side = side to move must be w or b, not "{ $side }"
position-bad-number = { $field } must be a whole number, not "{ $text }"
position-field-white-hand = white in hand
position-field-black-hand = black in hand
position-field-no-removal = turns without removal
position-field-turns = turns played
position-bad-used = used="{ $text }" is not two lists of this board's points (white/black)
position-bad-covered = covered="{ $text }" is not a list of this board's points
position-bad-owed = owes="{ $text }" is not two counts of removals (white/black, `o` for own pieces)
position-bad-first-mill = first_mill="{ $text }" is not w or b
position-bad-mill-step = mill_step="{ $text }" is not two moves (white/black, `-` for none)
setup-off-board = point { $index } is not on this board, which has { $points } points
setup-overlap = { $point } holds a piece of each player
setup-too-many-pieces = { $side } has { $count } pieces on the board and in hand; this variant gives { $max }
setup-both-won = both players have a mill, but a mill ends this game
setup-not-in-rules = { $state }: this variant's rules have none
setup-only-while-placing = { $state }: only while pieces are in hand
setup-only-after-placing = { $state }: only once every piece is placed
setup-marked-holds-piece = { $point } is marked, so it holds no piece, but it holds one
setup-covered-empty = { $point } is covered, so a piece stands on it, but none does
setup-too-many-owed = { $side } owes { $count } removals; at most { $max }
setup-mill-step-in-place = { $side }'s last mill step goes from { $point } to { $point }
state-used-mills = used mills (used=)
state-marked = a marked point (X)
state-covered = a covered piece (covered=)
state-owed = owed removals (owes=)
state-owed-own-pieces = owed removals of one's own pieces (owes=1o)
state-first-mill = the first mill (first_mill=)
state-mill-step = a last mill step (mill_step=)

## Self-play, review, solve and bench

no-table-yet = No solved table for { $variant } yet, so the perfect AI plays its strongest search; run morris solve { $id } (once) for perfect play.
table-damaged = the solved table for { $variant } is damaged ({ $path }: { $reason }); playing from search
no-table-too-large = { $variant } is too large to solve, so the perfect AI plays its strongest search instead.
no-table-too-many = { $variant } has too many positions for a table, so the perfect AI plays its strongest search instead.
no-table-unsupported = The solver does not model { $variant }'s rule { $rule }, so the perfect AI plays its strongest search instead.
bad-time = --time { $secs }: give a number of seconds above 0
selfplay-header = { $variant }: White { $white } against Black { $black }, { $games ->
    [one] 1 game
   *[other] { $games } games
}
selfplay-column-game = game
selfplay-column-result = result
selfplay-column-turns = turns
selfplay-column-reason = reason
selfplay-stopped = stopped after { $turns } turns
selfplay-forfeit = { $side } forfeits
selfplay-did-not-start = { $side } could not start
selfplay-summary = White wins { $white }, Black wins { $black }, draws { $draws }; White scores { $score }%
selfplay-needs-ai = { $flag }: self-play needs an AI on both sides (ai or ai:LEVEL)
analyze-progress = depth { $depth }  score { $score }  nodes { $nodes }  { $line }
review-progress = reviewed { $done }/{ $total } turns
review-header = { $variant }: { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}; scores are for the player making the turn, before and after it: "win in N", "loss in N" and "draw" are exact, a number is the search's estimate in pieces (+1.00: about one piece ahead).
review-exact = exact
review-best = best { $mv } ({ $score })
review-result = Result: { $outcome }.

size-mb = { $mb } MB
size-gb = { $gb } GB
duration-under-a-second = under a second
solve-estimate = { $variant }: { $positions } positions, { $symmetries } symmetries, about { $size } to solve
solve-bar-layers = layers
solve-bar-positions = { $positions } positions
solve-solved = { $variant } solved in { $seconds } s
solve-loaded = { $variant } loaded in { $seconds } s
solve-stored = { $positions } positions stored ({ $symmetries } symmetries, { $bytes ->
    [one] 1 byte
   *[other] { $bytes } bytes
} each)
solve-values = { $wins } wins, { $losses } losses, { $draws } draws for the side to move
solve-longest = Longest forced win: { $turns } turns
solve-start = Start position: { $value }
solve-start-not-covered = not covered
solve-start-draw = a draw with best play
solve-start-win = { $side } wins in { $turns } turns with best play
solve-table-loaded = Table loaded from { $path }
solve-table-rebuilt = Table rebuilt { $about }
solve-table-saved = Table saved to { $path }
solve-table-not-saved = Table not saved to { $about }
solve-too-large = { $variant } is too large to solve: about { $positions } positions would need about { $needed } of memory, and the limit is { $budget } (--memory raises it; --sectors solves endgame sectors instead)
solve-not-indexable = { $variant } cannot be solved: about { $positions } positions are more than a table can number
sectors-list = { $title }: sectors { $sectors }
sectors-estimate = to solve: { $positions } positions ({ $slots } after symmetry), about { $size } of memory and { $time }; { $cached } of { $pairs } pairs in the cache
sectors-bar-unit = sectors
sectors-bar-eta = eta
sectors-bar-positions = { $done }/{ $total } positions
sectors-done = { $title }: { $sectors ->
    [one] 1 sector
   *[other] { $sectors } sectors
} in { $seconds } s ({ $loaded ->
    [one] 1 pair
   *[other] { $loaded } pairs
} loaded from the cache)
sectors-column-sector = sector
sectors-column-positions = positions
sectors-column-wins = wins (side to move)
sectors-column-draws = draws
sectors-column-losses = losses
sectors-column-longest = longest
sectors-column-time = pair time
sectors-flying-on = flying on
sectors-flying-off = flying off
plan-written = { $title }: a Slurm plan of { $jobs ->
    [one] 1 job
   *[other] { $jobs } jobs
} written to { $dir }
plan-submit = Submit it with { $command }; the sector files go to { $cache }. After a failure, run it again: it submits only the pairs not there yet.
bench-debug-build = note: this is a debug build; run cargo run --release -p morris-cli -- bench for figures worth quoting
bench-perft = perft (turns counted per second):
bench-perft-row = depth { $depth }  { $nodes } nodes  { $seconds } s  { $speed }nodes/s
bench-search = search ({ $seconds } s per position, one thread):
bench-start = start
bench-after = after { $moves }
bench-search-row = depth { $depth }  { $nodes } nodes  { $speed }nodes/s
perft-time = time { $seconds } s ({ $speed }nodes/s)
match-two-engines = --engine: give exactly two engines, got { $count }
match-above-zero = --games and --movetime must be above 0
match-even-games = --games must be even with --sprt, which counts pairs of games
match-cannot-find = cannot find { $path }
match-written = games written to { $path }
match-positions-read = cannot read the positions in { $path }
match-positions-line = { $path }, line { $line }
match-positions-over = the game is already over in this position
match-positions-none = { $path } holds no position
match-positions-from = starts: { $count ->
    [one] { $count } position
   *[other] { $count } positions
} from { $path }

## Matches

match-header = { $variant }: { $games }, { $time } (+{ $margin } ms margin), openings of { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
match-games = { $games ->
    [one] { $games } game
   *[other] { $games } games
}
match-movetime = { $ms } ms a move
match-clock = a clock of { $base } s
match-clock-increment = a clock of { $base } s + { $increment } s a move
match-games-sprt = up to { $games } games (SPRT { $sprt }, alpha { $alpha }, beta { $beta })
match-sprt = elo0={ $elo0 } elo1={ $elo1 }
match-engine = engine { $number }: { $name } ({ $spec })
match-self-level = morris AI level { $level } (in-process)
match-self-perfect = morris AI level perfect (in-process)
match-not-started = engine { $name } did not start: { $why }
match-game = game { $number }/{ $games }: engine { $white } ({ $white_side }) vs engine { $black } ({ $black_side }): { $result }, { $end }, { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}; engine 1 +{ $wins } ={ $draws } -{ $losses }
match-forfeit = engine { $engine } ({ $side }): { $why }
match-illegal = illegal move in { $line }: { $reason }
match-malformed = unreadable reply { $line }: { $reason }
match-timeout = no { $expected } within { $ms } ms
match-crashed = the engine stopped: { $detail }
match-flag-fell = its turn took { $used } ms with { $left } ms on its clock
match-out-of-time = { $side } is out of time
match-llr = SPRT { $sprt }: LLR { $llr } { $bounds }
match-bounds = ({ $lower }, { $upper })
match-restarted = engine { $engine } was restarted { $times } time(s)
match-score = engine 1: { $wins } won, { $draws } drawn, { $losses } lost; score { $points }/{ $games } ({ $percent }%)
match-elo = Elo difference (engine 1 - engine 2): { $elo }
match-elo-margin = { $diff } ± { $margin } (95%)
match-elo-interval = { $diff } (95%: { $low } to { $high })
match-elo-all-to-one = +inf (every point to engine 1)
match-elo-all-to-two = -inf (every point to engine 2)
match-elo-no-games = no games
match-verdict = SPRT { $sprt }: { $verdict }, LLR { $llr } { $bounds }
match-h0 = H0 accepted after { $games } games
match-h1 = H1 accepted after { $games } games
match-undecided = no decision after { $games } games

## The desktop game

gui-new-game = New game…
gui-new-game-title = New game
gui-undo = Undo
gui-redo = Redo
gui-hint = Hint
gui-analysis = Analysis
gui-save = Save…
gui-load = Load…
gui-point-names = Point names
gui-all-cores = All cores
gui-all-cores-hover = The computer thinks on every core of this machine: deeper in the same time, and its moves vary from game to game
gui-dark-theme = Dark theme
gui-keys-menu = Keys and contrast…
gui-keys-menu-hover = Play with the keyboard alone (the keys and the move field's words), and the high-contrast theme
gui-keys-title = Keys and contrast
gui-keys-arrows = Arrow keys: from point to point along the board (an arrow with nothing focused enters the board).
gui-keys-enter = Enter or Space on a point: place, pick up a piece, move it there, or remove the piece there.
gui-keys-escape = Escape: drop the piece picked up, or the move waiting for its removal.
gui-keys-field = / : type a turn in the move field, as at the terminal: d6, d6-d5, d6-d5xa1. Enter plays it.
gui-keys-tab = Tab and Shift+Tab: from control to control; Ctrl+plus and Ctrl+minus: larger or smaller.
gui-keys-undo = Ctrl+Z: take back; Ctrl+Y: play again.
gui-keys-words = Words in the move field: threats, pieces, lines d6 (or lines on the point the keyboard is on), last, clocks, moves, position, rules, hint, undo, redo, help.
gui-move-field = Move or command:
gui-move-field-hint = d6, d6-d5xa1, threats…
gui-said-taken-back = { $count ->
    [one] One turn taken back.
   *[other] { $count } turns taken back.
}
gui-no-clocks = No clocks in this game.
gui-hint-said = The computer suggests { $mv }.
gui-high-contrast = High contrast
gui-point-holds = { $side }
gui-point-empty = empty
gui-language = Language
gui-menu = Menu
gui-settings-menu = View
gui-side-panel = Players and moves
gui-side-panel-hover = The players, the moves and the analysis, beside the board
gui-computer-thinking = { $side } (computer) is thinking…
gui-looking-for-hint = Looking for a hint…
gui-analysing = Analysing…
gui-pass = Pass
gui-rematch = Rematch
gui-rematch-hover = The same game again, colours swapped
gui-flying-on = flying on
gui-flying-off = flying off
gui-no-flying = no flying
gui-pieces-each = { $count } pieces each, { $flying }
gui-player = { $side }: { $player }
gui-player-to-move = { $side }: { $player }  (to move)
gui-human = Human
gui-computer-perfect = Computer (perfect)
gui-computer-level = Computer (level { $level })
gui-moves = Moves
gui-hint-move = Hint: { $mv }
gui-start-position = Start position
gui-analysis-when = Shown when it is a person's turn.
gui-move-entry = move { $turn }
gui-comment-before = before { $turn }: { $comment }
gui-comment-after = after { $turn }: { $comment }
gui-variation = instead of { $turn }: { $moves }
gui-source-table = exact, from the solved table
gui-source-search = search to depth { $depth }
gui-side-ai = { $side } (AI)
gui-hand-info =
    in hand: { $in_hand }
    lost: { $lost }
gui-earlier-position = You are looking at an earlier position: click the last move in the list (or press Esc) to play on
gui-game-is-over = The game is over: { $outcome }
gui-wait-for-computer = Wait: the computer is to move
gui-must-pass = { $side } cannot move and must pass: press Pass
gui-place-first = { $side } places pieces first ({ $count } in hand): click an empty point
gui-cannot-move = The piece on { $point } cannot move
gui-not-your-piece = { $point } holds a { $owner } piece; it is { $side }'s turn
gui-click-own-first = { $side } moves a piece: click one of yours first, then { $point }
gui-protected = The { $side } piece on { $point } stands in a mill: remove one of the marked pieces
gui-remove-marked = You closed a mill: remove one of the marked { $side } pieces (Esc takes the move back)
gui-cannot-play = { $mv } cannot be played now
gui-showing = Showing the position after { $turn }; the game goes on to { $last }
gui-showing-start = Showing the start position; the game goes on to { $last }
gui-computer-side = { $side } (computer)
gui-status = { $who } to move, { $doing }
gui-status-after = { $said } { $status }
gui-status-mill = mill! Remove a marked { $side } piece
gui-status-owed = placement is over: remove { $count } { $side } { $count ->
    [one] piece
   *[other] pieces
}, one at a time
gui-status-blocked-remove = blocked: remove a marked { $side } piece next to yours, then move
gui-status-blocked-pass = blocked: pass, and the opponent must free you
gui-status-selected = move the piece on { $point } to a marked point
gui-status-place-or-move = placement: place a piece ({ $count } in hand) or move one
gui-status-place = placement: place a piece ({ $count } in hand)
gui-status-move = movement: slide a piece along a line
gui-status-fly = flying: move a piece to any empty point
gui-your-file = { $id } (your file)
gui-start-game = Start game
gui-cancel = Cancel
gui-variant = Variant
gui-open-rules-file = Open a rules file:
gui-rules-path-hint = path/to/variant.ron
gui-open = Open
gui-reload = Reload
gui-reload-hover = Read the rules file again, after editing it
gui-rules-folder = Your rules folder: { $path }
gui-rules-errors = This rules file has errors:
gui-flying-checkbox = Flying with { $pieces } pieces
gui-flying-always = Flying: with { $pieces } pieces or fewer, in every game of this variant
gui-flying-never = Flying: not in this variant
gui-perfect-solved = Perfect play: solved
gui-perfect-solving = Solving for perfect play…
gui-perfect-in-page = Perfect play: solved in this browser when the computer first plays (a few seconds for small boards)
gui-perfect-solving-progress = Solving for perfect play: { $percent }%
gui-perfect-failed = The solve failed: { $why }
gui-perfect-to-solve = Perfect play: { $positions } positions to solve
gui-solve = Solve
gui-perfect-too-big = Perfect play: too big to solve here
gui-who-starts = Who starts:
gui-starts-as-rules = as the rules say ({ $side })
gui-starts = { $side } starts
gui-side-label = { $side }:
gui-side-human = { $side } human
gui-side-computer = { $side } computer
gui-side-perfect = { $side } perfect
gui-side-level = { $side } level
gui-save-game = Save game
gui-load-game = Load game
gui-cannot-list = cannot list { $path }: { $why }
gui-folder = Folder: { $path }
gui-file-name = File name (or a full path):
gui-save-button = Save
gui-load-button = Load
gui-not-restored = The last game could not be restored: { $why }
gui-cannot-read = cannot read { $path }: { $why }
gui-table-damaged = The solved table for { $variant } is damaged ({ $why }): playing from search
gui-replace-question = { $path } already exists. Replace it?
gui-replace-question-many = These files already exist: { $paths }. Replace them?
gui-replace = Replace
gui-live-last-move = Last move: { $side } { $mv }
web-plain-why = This browser gives the page no WebGL ({ $why }), so the board is drawn plainly: click or tap the points, or type your turns (d6, a1-a4, g7xb6) and press Enter. Missing on this plain board: the menu, the move list, hints, analysis, lessons, puzzles, online play and the rules editor, which need WebGL.
web-plain-move = Your turn:
web-plain-play = Play
web-plain-wait = Wait for the computer's turn.
gui-open-rules-file-page = Open a rules file…
gui-not-text = { $name } is not a text file
gui-leave-title = Leave the game in progress?
gui-leave-text = { $what } starts another game: the game on the board ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
}) will be gone. To keep it, save it first (Save…).
gui-leave-room-text = { $what } starts another game: you leave the room you play in (its link brings you back).
gui-leave-yes = Leave it
gui-leave-no = Keep playing
gui-leave-rules = The rules file { $name }
gui-leave-record = The record { $name }
gui-leave-link = The room's link
gui-one-thread = One thread
gui-one-thread-hover = In a browser the computer thinks on one thread: a page cannot start more

## Files

file-cannot-read = cannot read { $path }: { $why }
file-cannot-write = cannot write { $path }: { $why }
file-cannot-load = cannot load { $path }: { $why }
file-rules-elsewhere = a game of a rules file needs that file: keep it beside the record, or give it with --rules FILE
variant-file-here = there is a file { $path } here: to read it, write { $path }
io-not-found = no such file or folder
io-permission-denied = permission denied
io-is-a-directory = it is a folder
io-not-text = it is not text (UTF-8)
io-not-regular-fifo = it is a FIFO, not a regular file
io-not-regular-device = it is a device, not a regular file
io-not-regular = it is not a regular file
io-too-large = it is larger than { $megabytes } MB
io-names-folder = the path ends with "/", so it names a folder
io-symlink = it is a symbolic link; save to the file it points to instead
io-read-only = the file is read-only
io-link-not-followed = it is a symbolic link; a file that a record names is opened only if it is the file itself in the record's folder, not a link to another
output-is-an-input = { $output } is { $input }, which this command reads: write to another file
output-same-file = { $first } and { $second } are the same file: give each output a file of its own
output-would-replace = { $path } exists and was not named: move it away, or pass --force to replace it

## Analysis

analyze-position = Position: { $position } ({ $side } to move)
analyze-over = The game is over: { $outcome }.
analyze-exact = exact, from the solved table
analyze-searched = search depth { $depth }, { $nodes } nodes, { $seconds } s
analyze-best = Best move: { $mv } (score { $score }; { $how })
analyze-moves = Moves:
analyze-not-searched = not searched
analyze-more-turns = { $count } more turns
analyze-line = Line: { $line }

## Reviewing a game (desktop)

review-view-button = Review
review-view-button-hover = Analyse every turn of the game, draw the scores and mark the mistakes
review-view-title = Game review
review-view-progress = Reviewing: { $done } / { $total } turns
review-view-stop = Stop
review-view-close = Close
review-view-save = Save with marks…
review-view-save-title = Save the reviewed game
review-view-best = Best was { $mv } ({ $score })
review-view-best-exact = Best was { $mv } ({ $score }), exact from the solved table
review-view-best-checked = Best was { $mv } ({ $score }); the move played scored { $played }, searched again to depth { $depth }
review-view-click = Click a point of the graph to see that position.
review-view-depth-exact = Every value is exact, from the solved table.
review-view-depth = Searched to depth { $depth }{ $exact ->
    [0] {""}
    [one] {""}, one turn exact from the solved table
   *[other] {""}, { $exact } turns exact from the solved table
}.
review-view-depth-checked = Suspected mistakes were searched again to depth { $depth } before they were marked.
review-view-point = { $turn } ({ $score })
review-view-axis-turn = move
review-view-axis-score = for White (%)
review-view-score = Expected result
review-view-white-wins = White wins
review-view-black-wins = Black wins
review-view-draw = Draw
review-view-marked = Marked turn
review-view-stopped = Review stopped after { $done } of { $total } turns.
analyze-searched-threads = search depth { $depth }, { $nodes } nodes, { $seconds } s, { $threads } threads

## Playing a friend online (terminal)

online-connecting = Connecting to { $server }…
online-room-open = Room open. Send this link to your opponent: { $invite }
online-watch-link = Anyone can watch from: { $watch }
online-seat-link = Your own way back to this game (keep it to yourself): morris play --join { $seat }
online-you-play = { $variant }: you play { $side }.
online-watching = You are watching: the turns appear as they are played.
online-help = Type a move like the local game's, or: draw (offer or accept a draw), takeback (ask to take back your last move), accept or refuse (answer a request), resign, rematch (after the game), board, quit.
online-help-watching = You are watching: board (draw the board again), help, quit.
online-come-back = To come back to this game later: morris play --join { $link }
online-waiting = Waiting for your opponent to open the link…
gui-online-waiting-watching = Watching. The game starts when the second player opens the invite.
online-opponent = opponent
online-opponent-joined = Your opponent has joined.
online-opponent-left = Your opponent's connection dropped; the game waits for them.
online-opponent-back = Your opponent is back.
online-draw-offered = { $side } offers a draw: type accept or refuse.
online-draw-sent = You offer a draw; waiting for your opponent's answer.
online-takeback-asked = { $side } asks to take back their last move: type accept or refuse.
online-takeback-sent = You ask to take back your last move; waiting for your opponent's answer.
online-rematch-offered = { $side } offers a rematch: type rematch or accept to play again.
online-rematch-sent = Rematch offered; waiting for your opponent.
online-declined-draw = Your opponent declined the draw.
online-declined-takeback = Your opponent refused the take-back.
online-declined-rematch = Your opponent declined the rematch.
online-rematch-started = A new game: you play { $side }.
online-clocks = Clocks: White { $white }, Black { $black }
online-clock-low = { $side } has less than { $seconds } seconds.
online-record = The record of the game: { $link }
online-after-game = Type rematch for another game with the colours swapped, or press Enter to leave.
online-refused = the server refused: { $why }
online-refusal-more = { $why }: { $more }
online-lost = The connection to the server was lost ({ $why }); trying again each second (quit leaves; your seat stays yours).
online-closed = the server closed the connection
online-no-answer = the server did not answer
online-reconnected = Back in the room.
online-not-in-room = not in the room yet
online-offline = the connection is down: wait until it is back
online-awaiting-turn = your last move has not been answered yet
online-end-agreement = agreement
online-end-time = time
online-end-abandoned = left the game and did not come back
online-refusal-protocol = this program and the server do not understand each other
online-refusal-too-large = the message is too large
online-refusal-rate = too many messages: slow down
online-refusal-unknown-room = there is no such room (or nobody joined it in time and it expired)
online-refusal-wrong-secret = the link or token is wrong
online-refusal-invite-used = the invite was already used: the seat is taken
online-refusal-spectator = you are watching: a spectator cannot play
online-refusal-not-your-turn = it is not your turn
online-refusal-not-started = your opponent has not joined yet
online-refusal-stale = the game moved on meanwhile: look at the board again
online-refusal-illegal = the move is not legal
online-refusal-nothing-pending = there is nothing to answer
online-refusal-not-now = that cannot be asked now
online-refusal-unknown-variant = the server does not know that variant
online-refusal-rules = the rules file was refused
online-refusal-file-name = the rules file's name cannot be used (rename the file)
online-refusal-clock = the server does not accept that clock
online-refusal-internal = the server failed; nothing was changed
online-refusal-bad-name = that name cannot be used
online-refusal-name-taken = that name belongs to another player (choose another name, or use the computer that made it, or the name's password if it has one)
online-refusal-not-named = a rated game needs a name: morris lobby SERVER name NAME
online-refusal-needs-clock = a rated game needs a clock (--clock 5+3)
online-refusal-already-seeking = you already have an open challenge
online-refusal-unknown-seek = there is no such challenge (taken, withdrawn or expired)
online-refusal-own-seek = that challenge is your own
online-refusal-same-address = a rated game needs two players on different connections to the internet
online-refusal-too-many-seeks = too many open challenges from your address
online-refusal-bad-range = that rating range cannot be used
online-refusal-out-of-range = your rating is outside the challenge's rating range
online-refusal-out-of-range-facts = the challenge is for ratings { $range }; yours is { $rating }
online-refusal-wrong-password = wrong password (or the name has none: give it one from the computer that holds the name, in the lobby or with morris lobby SERVER password)
online-refusal-bad-password = that password cannot be used (8 to 128 characters)
online-refusal-password-tries = too many password tries from your address: wait a minute
online-range-unreadable = "{ $text }" is not a rating range: write it as 1300-1700
online-range-reversed = the range's lowest rating ({ $min }) is above its highest ({ $max })
online-refusal-held-back = no rated games for a while
online-refusal-held-back-facts = { $games } games aborted or abandoned within { $window }; rated games again from { $until } UTC
online-span-hours = { $count ->
        [one] an hour
       *[other] { $count } hours
    }
online-span-minutes = { $count ->
        [one] a minute
       *[other] { $count } minutes
    }
online-span-seconds = { $count ->
        [one] a second
       *[other] { $count } seconds
    }

## Finding an opponent: the lobby (terminal)

lobby-seeks = Open challenges:
lobby-no-seeks = No open challenges. Make one: morris lobby { $server } seek --variant ID --clock 5+3
lobby-seek-line = { $id }  { $player } ({ $rating })  { $variant }  { $clock }  { $kind }
lobby-seek-range = , for ratings { $range }
lobby-seek-not-for-you = {" "}(not for you: your rating is { $rating })
lobby-games = Games being played:
lobby-no-games = No games being played.
lobby-game-line = { $room }  { $white } – { $black }  { $variant }  { $kind }
lobby-anonymous = anonymous
lobby-rated = rated
lobby-casual = casual
lobby-no-clock = no clock
lobby-take-hint = Take a challenge: morris lobby { $server } accept ID · watch a game: morris lobby { $server } watch ROOM
lobby-named = You play as { $name } on { $server }.
lobby-name-kept = This computer keeps your key in { $file }: the same name from another computer is refused.
lobby-password-prompt = Password:
lobby-password-again = The same password again:
lobby-password-mismatch = the two passwords differ: nothing was changed
lobby-password-set = { $name } has a password on { $server } now. From another computer: morris lobby { $server } name { $name } --password
lobby-password-needs-name = take a name first: morris lobby { $server } name NAME
lobby-no-name = You play without a name (casual games only). Take one: morris lobby { $server } name NAME
lobby-seeking = Challenge { $id } open. Waiting for an opponent (Ctrl-C withdraws it)…
lobby-in-pool = In the quick-pairing pool. Waiting for a player of close rating (Ctrl-C leaves)…
lobby-paired = Paired with { $opponent }: you play { $side }{ $rated }.
lobby-paired-rated = , rated
lobby-leaderboard = { $variant }: the best rated players
lobby-leader-line = { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
lobby-leaderboard-empty = Nobody has played a rated game of { $variant } yet.
lobby-player = { $name }
lobby-player-rating = { $variant }: { $rating } ± { $deviation } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
lobby-player-unrated = No rated games yet.
lobby-history = Rating history:
lobby-history-line = { $date } · { $variant }: { $before } → { $after } ({ $change })
lobby-archive-line = { $id }  { $date }  { $white } – { $black }  { $result }  { $variant }{ $rated }
lobby-archive-empty = No finished games found.
lobby-archive-written = { $count ->
        [one] { $count } game
       *[other] { $count } games
    } written to { $file }.
lobby-rating-change = Your { $variant } rating: { $before } → { $after } ({ $change })

## The opening explorer (terminal)

explore-heading = { $variant }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; the moves played after { $after }
explore-start = the start
explore-column-move = move
explore-column-games = games
explore-column-white = White
explore-column-draw = draw
explore-column-black = Black
explore-column-rating = rating
explore-none = No game of the file reaches this position.
explore-skipped = record { $record } left out: { $why }
explore-server-heading = { $variant } on { $server }: the moves its archive played after { $after }
explore-server-none = No archived game reaches this position.

## Playing a friend online (desktop game and web page)

gui-online-section = Play a friend online
gui-online-server = Server
gui-online-clock = Clock
gui-online-clock-hint = 5m+3s (5+3 is minutes+seconds), empty for none
gui-online-play-black = I play Black (colours swap at each rematch)
gui-online-create = Create a room
gui-online-create-hover = Opens a room of this variant on the server and gives you a link to send your friend.
gui-online-join-link = Or join the room of a link a friend sent
gui-online-join = Join
gui-online-bad-link = That is no room link: { $why }
gui-online-bad-server = That is no server address: { $why }
online-unreadable = the server sent a room this program cannot read: { $why }
gui-online-room = Online room
gui-online-entering = Entering the room…
gui-online-failed = Not in the room: { $why }
gui-online-retry = Try again
gui-online-leave = Leave the room
gui-online-leave-hover = Your seat stays yours: the room's link brings you back.
gui-online-you = you
gui-online-opponent = your opponent
gui-online-away = your opponent (connection lost)
gui-online-seated = in the room
gui-online-seat-away = connection lost
gui-online-invite = Send this link to your friend:
gui-online-watch = Anyone can watch from:
gui-online-seat = Your own way back to this seat, from any browser (keep it to yourself):
gui-online-copy = Copy
gui-online-your-turn = Your turn. { $status }
gui-online-their-turn = Your opponent's turn.
gui-online-watching = Watching. { $status }
gui-online-not-your-turn = Wait for your opponent's move.
gui-online-offer-draw = Offer a draw
gui-online-ask-takeback = Ask to take back
gui-online-resign = Resign…
gui-online-resign-yes = Yes, resign
gui-online-draw-offered = Your opponent offers a draw.
gui-online-takeback-asked = Your opponent asks to take back their last move.
gui-online-accept = Accept
gui-online-decline = Decline
gui-online-rematch = Rematch (colours swapped)
gui-online-rematch-offered = Your opponent offers a rematch.

## Finding an opponent: the lobby (desktop game)

gui-lobby-open = Find an opponent in the lobby…
gui-lobby-open-hover = The server's open challenges, the games being played and the best players: play anyone, no link needed.
gui-lobby-title = Lobby
gui-lobby-refresh = Refresh
gui-lobby-no-lists = The lists did not come: { $why }
gui-lobby-name = Your name
gui-lobby-take-name = Take this name
gui-lobby-take-name-hover = This computer keeps a key with your name: from another computer, the same name needs its password.
gui-lobby-password = Password (optional)
gui-lobby-password-hover = Only to take your name on another computer (type the name above), or to give your name one.
gui-lobby-set-password = Give my name this password
gui-lobby-set-password-hover = With it, your name can be taken from another computer or browser (8 to 128 characters).
gui-lobby-password-set = Your name has this password now: type it with your name on another computer.
gui-lobby-naming = Asking the server for the name { $name }…
gui-lobby-playing-as = You play as { $name }.
gui-lobby-no-name = You play without a name (casual games only).
gui-lobby-no-key = This system gave no randomness to make your key: you play without a name.
gui-lobby-lost = The lobby's connection ended: { $why }
gui-lobby-loading = Asking the server…
gui-lobby-seeks = Open challenges
gui-lobby-no-seeks = No open challenges: make one below.
gui-lobby-seek-line = { $player } ({ $rating }) · { $variant } · { $clock } · { $kind }
gui-lobby-take = Take
gui-lobby-take-hover = Play this challenge now.
gui-lobby-row-action = { $action }: { $line }
gui-lobby-new-challenge = New challenge
gui-lobby-variant = Variant
gui-lobby-colour = Your colour
gui-lobby-colour-random = At random
gui-lobby-rated = Rated
gui-lobby-rated-hover = A rated game needs a name on both sides and a clock.
gui-lobby-range = Rating range
gui-lobby-range-hint = optional: only players rated within it may take the challenge
gui-lobby-take-not-for-you = Your rating is outside this challenge's range.
gui-lobby-seek = Seek an opponent
gui-lobby-quick = Quick pairing
gui-lobby-quick-hover = The server pairs you with a player of close rating who wants the same variant and clock (the range widens as you wait).
gui-lobby-in-pool = In the quick-pairing pool: waiting for a player of close rating…
gui-lobby-download-variant = Download this variant's games
gui-lobby-download-player = Download all their games
gui-lobby-download-hover = The archive's games in one records file, with ratings and clocks as tags: to keep, or to explore beside the board (the explorer's Records file…).
gui-lobby-download-title = Save the downloaded games
gui-lobby-seeking = Waiting for an opponent…
gui-lobby-cancel = Cancel the challenge
gui-lobby-taking = Taking the challenge…
gui-lobby-games = Games being played
gui-lobby-no-games = No games being played.
gui-lobby-game-line = { $white } – { $black } · { $variant } · { $kind }
gui-lobby-watch = Watch
gui-lobby-leaderboard = Leaderboard
gui-lobby-no-leaders = Nobody has played a rated game of this variant yet.
gui-lobby-leader-rating = { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
gui-lobby-player-hover = This player's ratings and recent games.
gui-lobby-player-close = Close the player's page
gui-lobby-player-loading = Asking for { $name }'s page…
gui-lobby-no-player = { $name }'s page did not come: { $why }
gui-lobby-against = Your games against { $name }: { $wins } won, { $draws } drawn, { $losses } lost
gui-lobby-player-games = Recent games
gui-lobby-open-game = Open
gui-lobby-open-game-hover = Replay and review this game on the board.
gui-lobby-record-failed = The game's record did not come: { $why }
gui-explorer = Explorer
gui-explorer-hover = The moves the server's archive (or a records file) played from the position on the board, with their results and the value the analysis gives them.
gui-explorer-source = The archive of { $server }: move · games · White, draw, Black · rating · value
gui-explorer-failed = The explorer did not answer: { $why }
gui-explorer-none = No archived game reaches this position.
gui-explorer-row = { $turn } · { $games } · { $white } { $draws } { $black } · { $rating } · { $value }
gui-explorer-play = Play this move on the board.
gui-explorer-records = Records file…
gui-explorer-records-hover = Explore the games of a records file (a server's archive downloaded, your own games) instead of the server's archive.
gui-explorer-records-title = A records file for the explorer
gui-explorer-server = The server's archive
gui-explorer-records-source = { $name }: { $games } games of this variant{ $skipped ->
    [0] {""}
    [one] {" "}(1 other record left out)
   *[other] {" "}({ $skipped } other records left out)
}: move · games · White, draw, Black · rating · value
gui-lobby-close = Close the lobby
gui-lobby-paired = Paired with { $opponent }: you play { $side }.
gui-lobby-paired-rated = Paired with { $opponent }: you play { $side }, rated.
gui-online-named = { $name }, { $who }

## What the rules did in a turn, said after it

event-took-from-hand = The mill takes a piece from { $side }'s hand.
event-used-mill = This mill stands on the points of mills that already removed: it removes nothing.
event-covered = { $side } loses { $points }: covered, it leaves the board when placement ends.
event-marked = { $side } loses { $points }: marked, it blocks its point until placement ends.
event-first-mill = { $side } made the first mill: it decides who goes first once placement is over.
event-board-full = The board is full.
event-mills-counted = Placement is over: the mills made while placing are counted.
event-lost-left = Placement is over: the pieces taken while placing leave the board.
event-placement-stopped = Placement stops with points still empty: the pieces left in hand leave the game.
event-owes-opponent = { $side } removes { $count ->
    [one] an opponent piece
   *[other] { $count } opponent pieces
} before the moves begin.
event-owes-own = { $side } removes { $count ->
    [one] one of their own pieces
   *[other] { $count } of their own pieces
} before the moves begin.
event-plays-again = { $side } plays again.
event-moves-first = Placement is over: { $side } moves first.
event-passed = { $side } cannot move and passes.
event-removed-blocked = { $side } cannot move: they removed a piece next to one of theirs, and move now.
event-captured = Taken without a mill: { $points }.

## Lessons (`morris learn`)
lesson-heading = Learn { $variant } in { $count } steps. At each step, type a move as in a game; hint shows a right answer, skip goes to the next step, quit ends the lesson.
lesson-step = Step { $number } of { $count }: { $title }
lesson-step-board = The board
lesson-step-placing = Placing
lesson-step-mill = Mills
lesson-step-moving = Moving
lesson-step-flying = Flying
lesson-step-rule-mill-length = How long a mill is
lesson-step-rule-longer-rows = Rows longer than a mill
lesson-step-rule-which-rows = Which rows are mills
lesson-step-rule-placed-mills = Mills made while placing
lesson-step-rule-one-time-mills = A mill takes once
lesson-step-rule-again = A mill gives another turn
lesson-step-rule-first-mover = Who moves first
lesson-step-rule-full-board = A full board
lesson-step-rule-blocked = A player who cannot move
lesson-step-rule-endgame-draw = The endgame's move limit
lesson-step-rule-where-placing = Where pieces may be placed
lesson-step-rule-stop-placing = When placing stops
lesson-step-rule-start-pieces = Pieces on the board from the start
lesson-step-rule-fly-from = Points to fly from
lesson-step-rule-reforming = Moving back into a mill
lesson-step-rule-removable = Which pieces a mill may take
lesson-step-rule-captures = Captures
lesson-step-rule-links = Links
lesson-step-rule-mill-wins = A mill wins
lesson-step-rule-two-mills = Two mills at once
lesson-step-rule-move-in-placement = Moving while placing
lesson-step-running-mill = Play: a running mill
lesson-step-blocking = Play: room to move, and blocking
lesson-step-flying-endgame = Play: the flying endgame
lesson-step-double-threat = Play: stopping a double threat
lesson-why-running-mill = A running mill is a piece that moves between two mills: each move closes one of them and takes a piece, and the opponent cannot fill the point it left in time.
lesson-why-blocking = A piece with no empty point next to it cannot move. Keep room for your own pieces and take it from the opponent's: in this game a player left with no legal turn loses.
lesson-why-flying-endgame = A piece that flies reaches any empty point: it can block any one mill the opponent is about to close, so against a flying player only two threats at once get through.
lesson-why-double-threat = A double threat is two mills ready to close at once: the opponent can block only one. Stop it before it is made: take the point it needs, block one of its lines, or make a threat of your own that it must answer first.
lesson-no-flying = Pieces never fly in this game, however few a player has left.
lesson-task-running-mill = Close a mill that wins a piece, so that you win another with your next turn whatever the opponent plays: keep the mill running.
lesson-task-block = Without taking a piece, leave the opponent no legal turn, now or after your next turn whatever it plays.
lesson-task-fly-to-safety = Fly a piece so that the opponent has no turn that { $mill ->
    [wins] closes a mill
   *[takes] takes a piece
}.
lesson-task-stop-double-threat = Play the turn after which the opponent cannot { $mill ->
    [wins] close a mill
   *[takes] win a piece
} within its next two turns, whatever it plays.
lesson-miss-running-mill = { $played } is legal, but it does not win a piece now and another with your next turn, whatever the opponent plays.
lesson-miss-block = { $played } is legal, but the opponent can still escape the block.
lesson-miss-fly-to-safety = { $played } is legal, but the opponent can then { $mill ->
    [wins] close a mill
   *[takes] take a piece
}: fly to the point where its mill would close.
lesson-miss-double-threat = { $played } is legal, but the opponent can then make a double threat and { $mill ->
    [wins] close a mill
   *[takes] win a piece
} within two turns.
lesson-step-end = How the game ends
lesson-board-points = Pieces stand on the points and move along the lines between them; each point has a name, shown with the board, and a move is written with these names.
lesson-task-look = Look at the board and its names, then press Enter.
lesson-task-none = Read this rule, then press Enter.
lesson-task-any = Play any turn the rules allow.
lesson-task-refused = The rule refuses { $refused }: try it to see why.
lesson-task-place = Place a piece on an empty point: write the point's name, like { $example }.
lesson-task-close-mill = Close a mill.
lesson-task-place-mill = Place a piece that closes a mill, and see that it takes nothing.
lesson-task-remove = Close a mill and remove an opponent piece: write the move, x, and the piece to take, like { $example }.
lesson-task-remove-from-mill = Close a mill and remove an opponent piece that stands in a mill.
lesson-task-row-no-mill = Line up { $length } pieces along a line where they make no mill.
lesson-task-along-link = Move a piece along a link: a line that joins points but makes no mills.
lesson-task-double-mill = Close two mills with one turn, and remove a piece for each.
lesson-task-slide = Move a piece along a line to the next point: write where it stands and where it goes, like { $example }.
lesson-task-fly = Fly: move a piece to an empty point that is not next to it.
lesson-task-fly-from = Move a piece from a point it may fly from to an empty point that is not next to it.
lesson-task-move-while-placing = Move a piece on the board instead of placing one.
lesson-task-win = Win the game with this turn.
lesson-task-draw = Play the turn that ends the game in a draw ({ $reason }).
lesson-task-endgame-draw = Play the turn that reaches the endgame's limit without a removal: the game is drawn.
lesson-task-take-from-hand = Close a mill while placing: it takes a piece from the opponent's hand.
lesson-task-used-mill = Close a mill on points that already removed, and see that it removes nothing.
lesson-task-cover = Close a mill while placing, and cover an opponent piece with one from your hand.
lesson-task-mark = Close a mill while placing, and mark the opponent piece it takes.
lesson-task-fill-board = Place the last piece: the board is full.
lesson-task-count-mills = Place the last piece: the mills made while placing are counted.
lesson-task-stop-placing = Place the piece that stops placement.
lesson-task-play-again = Close a mill, and play again.
lesson-task-moves-first = Play the last turn of placement, and see who moves first.
lesson-task-pass = You cannot move: pass (write pass).
lesson-task-remove-blocked = You cannot move: remove an opponent piece next to one of yours (write x and its point).
lesson-task-capture = Take an opponent piece without a mill.
lesson-right = Right: { $played }.
lesson-illegal = Not legal here: { $why }.
lesson-miss-place = { $played } is legal, but it places no piece.
lesson-miss-mill = { $played } is legal, but it closes no mill.
lesson-miss-remove = { $played } is legal, but it removes no piece: close a mill to remove one.
lesson-miss-remove-from-mill = { $played } is legal, but the piece it takes does not stand in a mill.
lesson-miss-row-no-mill = { $played } is legal, but it lines up no row that the rules leave without a mill.
lesson-miss-along-link = { $played } is legal, but it does not move along a link.
lesson-miss-double-mill = { $played } is legal, but it does not close two mills at once.
lesson-miss-slide = { $played } is legal, but it does not move a piece along a line.
lesson-miss-fly = { $played } is legal, but the piece does not fly: it goes to a point next to it.
lesson-miss-move = { $played } is legal, but it places a piece instead of moving one.
lesson-miss-win = { $played } is legal, but the game goes on: another turn wins.
lesson-miss-draw = { $played } is legal, but the game goes on: another turn ends it in a draw.
lesson-miss-event = { $played } is legal, but the rule does not act in it: another turn shows it.
lesson-hint = { $side } plays { $answer }.
lesson-done = That was the last step: you have seen every rule of { $variant }.
lesson-board-task-look = Look at the board and its names, then go on to the next step.
lesson-board-task-none = Read this rule, then go on to the next step.
lesson-board-task-place = Place a piece: click an empty point.
lesson-board-task-remove = Close a mill, then click the opponent piece to remove.
lesson-board-task-slide = Move a piece along a line to the next point: click it, then the point (or drag it there).
lesson-board-task-pass = You cannot move: press Pass.
lesson-board-task-remove-blocked = You cannot move: click an opponent piece next to one of yours to remove it.

## Puzzles (morris puzzle, morris puzzles)
puzzle-number-beyond = --number { $number }: the set holds { $count } puzzles (of the theme asked), numbered from 1
puzzle-theme-win = a win
puzzle-theme-double-mill = a running mill
puzzle-theme-blockade = a blockade
puzzle-theme-flying = a flying endgame
puzzle-theme-hold-draw = the only drawing turn
puzzle-theme-stop-mill = stopping a mill
puzzle-hint-win = Theme: a win. Every turn of yours is the only one that wins; the other side defends as long as it can.
puzzle-hint-double-mill = Theme: a running mill. A piece that steps out of one mill into another closes a mill at every turn.
puzzle-hint-blockade = Theme: a blockade. Leave the other side no legal move.
puzzle-hint-flying = Theme: a flying endgame. A player with three pieces flies to any empty point: watch both sides' mills.
puzzle-hint-hold-draw = Theme: the only turn that holds the draw. Every other turn loses.
puzzle-hint-stop-mill = Theme: stopping a mill. The other side closes a mill next turn unless you prevent it.
puzzle-theme-double-threat = a double threat
puzzle-theme-win-piece = winning a piece
puzzle-theme-running-mill = keeping a mill running
puzzle-theme-block-in = blocking in
puzzle-theme-stop-threat = stopping a threat
puzzle-hint-double-threat = Theme: a double threat. One turn that threatens two mills at once: the other side can stop only one.
puzzle-hint-win-piece = Theme: winning a piece. Force a mill within three turns, whatever the other side does.
puzzle-hint-running-mill = Theme: keeping a mill running. Step a piece out of a mill and back in, taking a piece each time.
puzzle-hint-block-in = Theme: blocking in. Take away the other side's last moves until it has none.
puzzle-hint-stop-threat = Theme: stopping a threat. The other side wins a piece by force unless you find the one turn that prevents it.
puzzle-heading = Puzzle { $number } of { $count } ({ $variant }), rated { $rating }{ $tried }. Type your move; hint helps (twice), skip goes to the next puzzle, quit ends.
puzzle-task-win = { $side } to play and win in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}.
puzzle-task-hold = { $side } to play: find the only turn that holds the draw.
puzzle-task-any = At the last turn, any move that wins at once is right.
puzzle-task-piece = { $side } to play and win a piece in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}, whatever the other side does.
puzzle-task-pieces = { $side } to play and win two pieces in { $turns } turns, whatever the other side does.
puzzle-task-block = { $turns ->
    [one] { $side } to play: find the only turn that leaves the other side no move.
   *[other] { $side } to play and leave the other side no move within { $turns } turns.
}
puzzle-task-stop = { $side } to play: find the only turn that keeps the other side from winning a piece.
puzzle-task-any-tactic = At the last turn, any move that does it at once is right.
puzzle-hint-piece = Move the piece on { $point }.
puzzle-hint-place = Place a piece from your hand.
puzzle-right = Right: { $played }.
puzzle-wrong = { $played } is legal, but it is not the solution.
puzzle-reply = { $side } replies { $played }.
puzzle-solution = The solution: { $line }.
puzzle-solved = Solved. Streak: { $streak }; your rating { $rating } (± { $deviation }).
puzzle-missed = Missed: the streak starts again; your rating { $rating } (± { $deviation }).
puzzle-done = You solved { $solved } of { $tried } { $tried ->
    [one] puzzle
   *[other] puzzles
}.
puzzle-none = This set holds no puzzle.
puzzle-none-theme = This set holds no puzzle of { $theme }.
puzzles-table-whole = The whole table is ready ({ $seconds } s).
puzzles-table-sectors = The endgame sector tables are ready ({ $seconds } s).
puzzles-generated = Kept { $kept } puzzles of { $examined } distinct positions examined ({ $drawn } drawn): one in { $per }, in { $seconds } s.
puzzles-theme-count = { $theme }: { $count }
puzzles-proved = All { $count } puzzles are proved against the table ({ $seconds } s).
puzzles-proved-search = All { $count } puzzles are proved by exhaustive search to their horizon ({ $seconds } s).
puzzles-file-syntax = this is not a puzzle set: { $message }
puzzles-file-variant = "{ $id }" is neither a shipped variant id nor the fingerprint of the rules given with --rules (a set names its variant by id or by the fingerprint of its rules, never by path)
puzzles-file-too-many = the set has { $count } puzzles, more than a set may hold
puzzles-file-long-line = puzzle { $puzzle }: its line has { $turns } turns, more than a line may hold
puzzles-file-empty-line = puzzle { $puzzle }: its line is empty
puzzles-file-position = puzzle { $puzzle }: { $why }
puzzles-file-move = puzzle { $puzzle }, turn { $turn }: { $why }
puzzles-file-proof = puzzle { $puzzle } is not proved: { $why }
puzzles-file-empty = the set holds no puzzle: a set holds one at least
puzzles-file-repeated = puzzle { $puzzle } is puzzle { $first } again (the same position, up to the board's symmetries)
puzzles-file-counters = puzzle { $puzzle }: the position's counters are { $no_removal } and { $ply }; a puzzle's are 0 and 0
puzzles-file-depth = puzzle { $puzzle }: the difficulty's depth is { $depth }; it is from 1 to { $max }, or None
puzzles-file-tempting = puzzle { $puzzle }: the difficulty counts { $tempting } tempting wrong turns, but the position has { $turns } turns
puzzles-file-one-win = puzzle { $puzzle }: any_winning_move, but only the line's last turn wins at once there
puzzles-file-any-mill = puzzle { $puzzle }: any_winning_move on a win in one turn ("close any mill" is no puzzle)
puzzles-file-no-table = puzzle { $puzzle } is proved by a table, and there is none
puzzles-set-no-table = { $file }: there is no table to prove its puzzles with: { $why }
certify-over = the game is already over in this position
certify-not-covered = turn { $turn }: the table does not cover this position
certify-lost = the position is { $value } for the side to move: a puzzle is a win or a draw to hold
certify-wrong-goal = the position is { $value } for the side to move, not what the theme says
certify-illegal = turn { $turn }: { $played } is not a legal turn here
certify-not-winning = turn { $turn }: { $played } does not win (after it, the solver has { $value })
certify-not-holding = turn { $turn }: { $played } does not hold the draw (after it, the solver has { $value })
certify-second-win = turn { $turn }: { $other } wins too, so { $played } is not the only winning turn
certify-second-hold = turn { $turn }: { $other } holds the draw too, so { $played } is not the only one
certify-short-defence = turn { $turn }: { $played } is not a longest defence ({ $longer } lasts longer)
certify-unfinished = the line ends before the game is won
certify-past-the-end = turn { $turn }: the game is already over, the line goes on
certify-long-hold = a draw is held in one turn; the line has { $turns }
certify-too-long = the solver needs { $turns } turns, more than { $most }
certify-wrong-theme = the line's theme is { $found }, not { $claimed }
certify-not-forced = the theme's goal is not forced within { $turns } of the solver's turns
certify-at-once = the theme's goal is met in one turn: that is no puzzle
certify-not-forcing = turn { $turn }: { $played } does not force the theme's goal in the turns left
certify-not-stopping = { $played } does not stop the other side's threat
certify-too-costly = the proof looks at more than { $positions } positions
certify-value-win = a win in { $turns }
certify-value-loss = a loss in { $turns }
certify-value-draw = a draw
puzzles-unknown-variant = "{ $id }" is not a shipped variant id: a puzzle set names its variant by id
puzzles-not-tactical = "{ $theme }" is not a theme of tactics: double-threat, win-piece, running-mill, block-in or stop-threat
puzzle-no-set = no puzzle set is shipped for "{ $id }"; sets are shipped for { $shipped }
puzzle-making = No puzzle set is shipped for { $name }: making one now (from its exact table where the board is small, else tactics proved by search). This takes up to a minute or two…
puzzle-made = { $count ->
    [0] No puzzle was found for { $name }.
    [one] One puzzle made for { $name }, in { $seconds } s.
   *[other] { $count } puzzles made for { $name }, in { $seconds } s.
}
puzzle-heading-tried = { $attempts ->
    [0] {""}
    [one] {" "}after one attempt
   *[other] {" "}after { $attempts } attempts
}
puzzle-standing = Your rating: { $rating } (± { $deviation }); streak { $streak }, best { $best }; { $solved } of { $tried } { $tried ->
    [one] puzzle
   *[other] puzzles
} solved so far.
puzzle-standing-new = Your rating starts at { $rating } (± { $deviation }); it is kept from one session to the next.
puzzle-standing-new-session = Your rating starts at { $rating } (± { $deviation }).
puzzle-standing-this-session = Your standing lasts this session: nothing of it will be saved.
puzzle-standing-not-kept = There is no data folder to keep your standing in (set { $var } or { $home }): it lasts this session.
puzzle-standing-kept-aside = The refused puzzle standing file was kept as { $aside }; your standing starts afresh.
puzzle-standing-write = { $file }: your puzzle standing cannot be saved: { $why }
puzzle-standing-file-syntax = this is not a puzzle standing file: { $message }
puzzle-standing-file-too-many = the file holds { $count } puzzles, more than it may hold
puzzle-standing-file-rating = your rating holds numbers Glicko-2 never writes
puzzle-standing-file-counts = more puzzles solved ({ $solved }) than tried ({ $tried })
puzzle-standing-file-path = puzzle { $puzzle }: { $id } is a path; a puzzle names its variant by its id
puzzle-standing-file-puzzle-rating = puzzle { $puzzle }: its rating holds numbers Glicko-2 never writes
puzzle-standing-file-puzzle-counts = puzzle { $puzzle }: more attempts solved ({ $solved }) than made ({ $tried })

## Drills: your own mistakes, found again (morris review --drills, morris drills)
drills-added = Added { $added } { $added ->
    [one] drill
   *[other] drills
} to { $file }{ $known ->
    [0] .
   *[other] {" "}({ $known } already there).
}
drills-heading = Drill { $number } of { $count } ({ $variant }): { $played } was played here. Type a move; hint names the piece, skip goes to the next drill, quit ends.
drills-task = { $side } to play: find a better move than { $played }.
drills-by-table = by the solved table
drills-by-search = by a search as deep as the review's
drills-right-best = Right: { $answer } is the best move.
drills-right-as-good = Right: { $answer } is as good as the best move, { $best } ({ $how }).
drills-wrong-played = Wrong: { $answer } is the move played in the game. The best move is { $best }.
drills-wrong-worse = Wrong: { $answer } gives away more than the best move, { $best } ({ $how }).
drills-wrong-unscored = Wrong: the search could not score { $answer } in time. The best move is { $best }.
drills-wrong-played-alone = Wrong: { $answer } is the move played in the game.
drills-wrong-unscored-alone = Wrong: the search could not score { $answer } in time.
drills-next = Next time: { $days ->
    [0] today, after the others
    [one] { $date } (in one day)
   *[other] { $date } (in { $days } days)
}.
drills-done = You answered { $right } of { $tried } { $tried ->
    [one] drill
   *[other] drills
} right; { $due } still due today.
drills-none-due = No drill is due today; the next is due on { $date }.
drills-none = No drills yet: review a game with morris review RECORD --drills.
drills-list-heading = { $count } { $count ->
    [one] drill
   *[other] drills
} in { $file }, { $due } due today.
drills-list-due = { $number }. { $variant }: { $played }, due today ({ $date })
drills-list-later = { $number }. { $variant }: { $played }, due on { $date }
drills-unknown-variant = Drill { $number } is of the variant { $id }, which is not found; it waits until that variant is back.
drills-changed-variant = Drill { $number } is of the variant { $id }, whose rules changed since it was made ({ $why }); it waits until they are back.
drills-answers-not-kept = Your answers in this session will not be kept.
drills-kept-aside = The refused drills file was kept as { $aside }; the next drills start a new file.
drills-file-write = { $file }: the drills cannot be saved: { $why }
drills-file-syntax = this is not a drills file: { $message }
drills-file-too-many = the file holds { $count } drills, more than it may hold
drills-file-path = drill { $drill }: { $id } is a path; a drill names its variant by its id
drills-file-schedule = drill { $drill }: its schedule holds numbers the repetition never writes
drills-file-drill = drill { $drill }: { $why }
drills-other-variant = the drill is of { $drill }, not of { $rules }
drills-bad-played = the move played, { $played }: { $why }
drills-bad-best = the best move, { $best }: { $why }
drills-best-is-played = the best move is the move played, { $played }; a drill asks for a better one
drills-no-home = there is no drills file: set { $var } or { $home }

gui-puzzles = Puzzles
gui-puzzles-hover = Puzzles proved by perfect play, for the variant on the board
gui-puzzle-heading = Puzzle { $number } of { $count } ({ $variant }), rated { $rating }. Play your turns on the board.
gui-puzzle-score = Streak: { $streak }; your rating { $rating } (± { $deviation }).
gui-puzzle-next = Next puzzle
gui-puzzle-today = Today's puzzle.
gui-puzzle-all-themes = Every theme
gui-puzzle-set-proving = Proving every puzzle of { $file } against perfect play before it is played…
gui-puzzles-not-made = No puzzles could be made for { $name }: { $why }
gui-worker-failed = The work stopped without an answer (an error inside the program); please try again.
gui-puzzle-set-heading = Puzzle { $number } of { $count } from { $file } ({ $variant }), rated { $rating }. Play your turns on the board.
gui-learn = Learn
gui-learn-hover = A lesson on the rules of the variant on the board, its puzzles, and your own mistakes as drills
gui-lesson = Lesson
gui-lesson-hover = The rules of the variant on the board, step by step, each played on a position where it acts
gui-lesson-next = Next step
gui-drills = Drills
gui-drills-hover = The mistakes of your reviewed games, asked again when they are due
gui-drill-heading = Drill { $number } of { $count } ({ $variant }): { $played } was played here.
gui-drill-next = Next drill
gui-drills-none = No drills yet: review a game, then press Drill my mistakes.
gui-drills-in-settings = this app's settings
gui-drills-kept-aside = The refused drills were kept aside in the settings; new drills start a new list.
gui-drill-mistakes = Drill my mistakes ({ $count })
gui-drill-mistakes-hover = Your turns marked ?? and ? become drills, asked again on a schedule (Learn, Drills)
gui-practice-hint = Give a hint
gui-practice-close = Back to the game
gui-practice-topic = Theme
gui-coach = Coach
gui-coach-hover = After your turn, says when you missed a mill or left one open to your opponent (on against the computer below level 4)
gui-threats = Threats
gui-threats-hover = Rings where each side could close a mill next turn, in its colour

## Coach
## The coach of the lower levels (`morris play`): after a person's turn, a
## mill they missed or left the opponent to close; and the `threats` command.
coach-on = The coach is on: after your turn it says when you miss a mill or leave one open to your opponent. Type threats to see the mills each side can close (--no-coach turns it off).
coach-left-open = { $side } can close { $mill } next turn: { $point } is open.
coach-missed-mill = You could have closed { $mill } with { $step }.
coach-threat = { $side } can close { $mill } with { $step }.
coach-no-threat = { $side } has no mill to close.
help-coach = threats      the mills each side could close next turn
prompt-word-threats = threats
prompt-word-pieces = pieces, hand
prompt-word-lines = lines, mills
prompt-word-last = last
prompt-word-clocks = clocks

## The rules editor
editor-menu = Variants
editor-menu-hover = Write a variant of your own, or change the one on the board, and play it at once
editor-new-variant = New variant…
editor-edit-variant = Edit this variant…
editor-title = Rules editor
editor-start-from = Start from…
editor-template-board = The board "{ $board }"
editor-file-name = File name
editor-text = The rules file (every field is explained in docs/rules-format.md)
editor-play-computer = Play it against the computer
editor-play-two = Play it with two players
editor-save = Save
editor-saved = Saved
editor-save-hover = Into your rules folder: the variant is then offered for a new game, online too
editor-save-hover-page = In this browser: the variant is then offered for a new game, online too
editor-name-hover = The file name is letters, digits, - and _, ending in .ron
editor-export = Export…
editor-import = Import…
editor-close = Back to the game
editor-no-problems = No problems: { $name }, { $points } points, { $mills } mills.
editor-problems = { $count ->
    [one] 1 problem: it is underlined in the text and listed under it.
   *[other] { $count } problems: they are underlined in the text and listed under it.
}
editor-no-board = The board is drawn here once the file has no problems.
editor-board-before = The board as it was before the last change (the text has problems).
editor-hover-hint = Point at a point to see the mills through it.
editor-mills-through = { $count ->
    [one] 1 mill through { $point }.
   *[other] { $count } mills through { $point }.
}
editor-kept-unsaved = Your variant is not saved yet, so it is still here: choose "Start from…" to begin another.
editor-opened = Opened { $path }.
editor-opened-in-page = Opened from this browser: { $name }.
editor-saved-in-page = Saved in this browser as { $name }.
editor-saved-to = Saved to { $path }.
editor-no-folder = There is no rules folder to save to: set MORRIS_RULES_DIR, or Export the file.
editor-not-saved = { $path } was not saved: { $why }
editor-exported = Written to { $path }.
editor-export-title = Export the rules file
editor-import-title = Import a rules file
editor-see-board = The board
editor-edit-board = Change the board
editor-tool-move = Move
editor-tool-add = Add a point
editor-tool-line = Draw a line
editor-tool-delete = Delete
editor-tool-rename = Rename
editor-tool-move-hint = Drag a point to where it goes.
editor-tool-add-hint = Click where a new point goes; then draw the lines through it.
editor-tool-line-hint = Click the points of the line in order, and the last one again to finish it. Three points in a row along a straight line make a mill.
editor-tool-delete-hint = Click a point, or a line, to delete it.
editor-tool-rename-hint = Click a point to give it another name.
editor-finish-line = Finish the line
editor-rename-to = New name for { $point }
editor-rename-it = Rename it
editor-board-elsewhere = This file takes its points and lines from a board or a variant it builds on: write them into the file to change them here.
editor-write-board = Write the board into the file

## A board to make
make-board-page = Board, page { $number } of { $count } (row { $row }, column { $column }): cut along the marks and join the pages edge to edge.
make-pieces-page = Pieces: cut them out along their rings; glue them on card to make them stiff.
make-materials = What you need:
make-material-board = { $pages ->
    [one] the board: this page, glued on card or wood;
   *[other] the board: { $pages } pages, cut along their marks and joined edge to edge on card or wood;
}
make-material-pieces = { $pieces } pieces for each player in two colours ({ $cut } each to cut out here, one spare), { $diameter } mm across, or coins, buttons or pebbles of that size;
make-material-tools = scissors, glue, and someone to play with.
make-menu = Make this board…
make-menu-hover = The board and its pieces as a laser cutter's files, or a sheet to print and cut out
make-title = Make the board of { $variant }
make-fit-bed = As large as fits a 300 × 300 mm laser bed with its pieces
make-size = The board's longer side
make-names = The points' names beside them
make-mark = A ring on Black's pieces (for pieces of one wood)
make-paper = Paper (for printing):
make-laser = Laser cutter's files (SVG)…
make-laser-hover = The board and pieces at real size: an engrave layer and a cut layer, and the pieces' back side mirrored
make-pdf = Print and play (PDF)…
make-pdf-hover = The board over as many pages as it needs, the pieces to cut out, and the rules
make-making = Making the files… (the first time, the page loads its file maker)
make-maker-unreachable = The file maker could not be loaded: the page needs the network the first time a board is made.
make-written = Written: { $files }.

## The game told without sight (spoken.rs)
spoken-places = { $side } places on { $to }
spoken-moves = { $side } moves { $from } to { $to }
spoken-flies = { $side } flies from { $from } to { $to }
spoken-passes = { $side } passes.
spoken-your-piece = your piece on { $point }
spoken-piece-of = { $side }'s piece on { $point }
spoken-mill-removes = { $step }, closes a mill and removes { $removes }.
spoken-mill = { $step } and closes a mill.
spoken-step-removes = { $step } and removes { $removes }.
spoken-step = { $step }.
spoken-removes = { $side } removes { $removes }.
spoken-pieces = { $side }: { $count } on the board{ $count ->
    [0] {""}
   *[other] {" "}({ $points })
}, { $hand } in hand.
spoken-no-mill-through = No mill runs through { $point }.
spoken-mill-through = Through { $point }: { $mill }.
spoken-point-held = { $point } { $side }
spoken-point-empty = { $point } empty

# Puzzles: only the first try is rated; retries are practice.
puzzle-practice = Practice: you tried this puzzle before; it is not rated.
puzzle-hint-counts = A hint counts this puzzle as missed: your rating { $rating } (± { $deviation }). Solve it on for practice.
puzzle-practice-solved = Solved (practice, not rated).
puzzle-practice-missed = Missed (practice, not rated).
puzzle-standing-file-rating-variant = { $id } is neither a variant id nor a rules fingerprint
puzzle-refuted-wins = { $side } replies { $played } and wins at once.
puzzle-refuted-mill = { $side } replies { $played }: it closes { $mill }.
puzzle-refuted-mill-takes = { $side } replies { $played }: it closes { $mill } and takes the piece on { $removed }.
puzzle-refuted-no-win = { $side } replies { $played }: now there is no win left.
puzzle-refuted-no-draw = { $side } replies { $played }: now the draw cannot be held.
puzzle-refuted-no-tactic = { $side } replies { $played }: now it cannot be forced in the turns left.
puzzle-retry-offer = Try again (practice, not rated)? Type yes to try again, or press Enter to see the solution.
gui-puzzle-retry = Try again
gui-puzzle-show-solution = Show the solution
puzzle-solved-plain = Solved.
puzzle-missed-plain = Missed: the streak starts again.
