"""Random quiet positions of Nine Men's Morris (or Morabaraba) where a side
flies, to start the pairs of a match (`morris match --positions`): three
against three, and four against three with either side to move. Quiet: no
side can close a mill with its next turn.
Run: python3 docs/data/flying-starts.py [morabaraba] > FILE"""
import random
import sys

MILLS = [(21, 22, 23), (2, 14, 23), (0, 1, 2), (0, 9, 21), (18, 19, 20), (5, 13, 20),
         (3, 4, 5), (3, 10, 18), (15, 16, 17), (8, 12, 17), (6, 7, 8), (6, 11, 15),
         (16, 19, 22), (1, 4, 7), (9, 10, 11), (12, 13, 14)]
NEIGHBOURS = [(1, 9), (0, 2, 4), (1, 14), (4, 10), (1, 3, 5, 7), (4, 13), (7, 11), (4, 6, 8),
              (7, 12), (0, 10, 21), (3, 9, 11, 18), (6, 10, 15), (8, 13, 17), (5, 12, 14, 20),
              (2, 13, 23), (11, 16), (15, 17, 19), (12, 16), (10, 19), (16, 18, 20, 22), (13, 19),
              (9, 22), (19, 21, 23), (14, 22)]


# Morabaraba: the same board with its four diagonals (mills and steps).
MORABARABA_MILLS = MILLS + [(0, 3, 6), (2, 5, 8), (15, 18, 21), (17, 20, 23)]
MORABARABA_NEIGHBOURS = [
    (1, 3, 9), (0, 2, 4), (1, 5, 14), (0, 4, 6, 10), (1, 3, 5, 7), (2, 4, 8, 13), (3, 7, 11),
    (4, 6, 8), (5, 7, 12), (0, 10, 21), (3, 9, 11, 18), (6, 10, 15), (8, 13, 17), (5, 12, 14, 20),
    (2, 13, 23), (11, 16, 18), (15, 17, 19), (12, 16, 20), (10, 15, 19, 21), (16, 18, 20, 22),
    (13, 17, 19, 23), (9, 18, 22), (19, 21, 23), (14, 20, 22)]
VARIANT = sys.argv[1] if len(sys.argv) > 1 else 'nine-mens-morris'
if VARIANT == 'morabaraba':
    MILLS, NEIGHBOURS = MORABARABA_MILLS, MORABARABA_NEIGHBOURS


def can_close(board, side):
    flies = board.count(side) == 3
    for mill in MILLS:
        cells = [board[p] for p in mill]
        if cells.count(side) != 2 or cells.count('.') != 1:
            continue
        gap = mill[cells.index('.')]
        if flies or any(board[q] == side and q not in mill for q in NEIGHBOURS[gap]):
            return True
    return False


def quiet(count, white, black, rng):
    out = []
    while len(out) < count:
        points = rng.sample(range(24), white + black)
        board = ['.'] * 24
        for p in points[:white]:
            board[p] = 'W'
        for p in points[white:]:
            board[p] = 'B'
        if any(can_close(board, s) for s in 'WB'):
            continue
        if any(all(board[p] == s for p in m) for m in MILLS for s in 'WB'):
            continue
        out.append(''.join(board) + ' ' + rng.choice('wb') + ' 0 0')
    return out


rng = random.Random(2026)
three = quiet(100, 3, 3, rng)
four = quiet(100, 4, 3, rng)
print('# 100 quiet positions of three against three and 100 of four against three,')
if VARIANT == 'morabaraba':
    print('# alternating: python3 docs/data/flying-starts.py morabaraba (seed 2026)')
else:
    print('# alternating: python3 docs/data/flying-starts.py (seed 2026)')
for a, b in zip(three, four):
    print(a)
    print(b)
