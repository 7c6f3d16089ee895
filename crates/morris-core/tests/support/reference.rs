//! A slow, plain reference move generator written straight from the rules file
//! (no bitboards, no compiled masks), to check the engine's perft counts.

use std::collections::BTreeSet;

use morris_core::ruleset::{
    Blocked, CaptureBy, CaptureKind, DoubleMill, Flying, FullBoard, LongerLines, MillEffect,
    MillSpec, MovementStarts, PlacingMills, Removable, RuleSet, Side, Starter,
};

pub struct Reference {
    set: RuleSet,
    adj: Vec<Vec<usize>>,
    /// Each mill's points (sorted) and the points that would lengthen it:
    /// those that score, and those that protect their pieces.
    mills: Vec<(Vec<usize>, Vec<usize>)>,
    protecting: Vec<(Vec<usize>, Vec<usize>)>,
    /// Each capture rule with its straight triples, the middle point in the middle.
    captures: Vec<(CaptureKind, CaptureBy, Vec<[usize; 3]>)>,
    no_placing: Vec<usize>,
    opening: Vec<usize>,
    /// Straight runs one point longer than a mill.
    long_runs: Vec<Vec<usize>>,
    closed: Vec<usize>,
    fly_from: Vec<usize>,
}

/// Board cells: 0 empty, 1 white, 2 black; `side` is 1 or 2.
#[derive(Clone, Debug)]
pub struct State {
    pub board: Vec<u8>,
    pub hand: [u8; 3],
    pub side: u8,
    /// Bits of the points of each side's used one-time mills.
    pub used: [u64; 3],
    /// Removals each side owes before moving, and whether of its own pieces.
    pub owed: [u8; 3],
    pub owed_own: bool,
    /// Who closed the first mill while placing (0: nobody yet).
    pub first_mill: u8,
    /// Bits of the points where a piece covers a lost one.
    pub covered: u64,
    /// The move by which each side's last turn closed a mill (no_immediate_reforming).
    pub mill_step: [Option<(usize, usize)>; 3],
}

impl Reference {
    pub fn new(text: &str) -> Reference {
        let set: RuleSet = ron::from_str(text).unwrap();
        let index = |name: &str| set.points.iter().position(|p| p.name == name).unwrap();
        let n = set.points.len();
        let mut adj = vec![Vec::new(); n];
        let to_points = |lines: &[Vec<String>]| -> Vec<Vec<usize>> {
            lines
                .iter()
                .map(|l| l.iter().map(|s| index(s)).collect())
                .collect()
        };
        let lines = to_points(&set.lines);
        for line in lines.iter().chain(&to_points(&set.links)) {
            for w in line.windows(2) {
                adj[w[0]].push(w[1]);
                adj[w[1]].push(w[0]);
            }
        }
        let xy = |p: usize| (set.points[p].x as i64, set.points[p].y as i64);
        let straight = |run: &[usize]| {
            let (a, b) = (xy(run[0]), xy(run[1]));
            run.iter().all(|&p| {
                let c = xy(p);
                (b.0 - a.0) * (c.1 - a.1) == (b.1 - a.1) * (c.0 - a.0)
            })
        };
        // Every straight run of `k` consecutive points along a line (around a
        // closed one too), with the points just before and after it.
        let runs = |k: usize| -> Vec<(Vec<usize>, Vec<usize>)> {
            let mut out: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
            for line in &lines {
                let closed = line.len() > 3 && line[0] == line[line.len() - 1];
                let ring: Vec<usize> = if closed {
                    line[..line.len() - 1].to_vec()
                } else {
                    line.clone()
                };
                let len = ring.len();
                let starts = if closed {
                    len
                } else {
                    (len + 1).saturating_sub(k)
                };
                for i in 0..starts {
                    if k > len {
                        break;
                    }
                    let at = |j: usize| ring[j % len];
                    let run: Vec<usize> = (i..i + k).map(at).collect();
                    if !straight(&run) {
                        continue;
                    }
                    let mut ends = Vec::new();
                    if i > 0 || closed {
                        ends.push(at(i + len - 1));
                    }
                    if i + k < len || closed {
                        ends.push(at(i + k));
                    }
                    ends.retain(|&e| !run.contains(&e) && straight(&[run[0], run[1], e]));
                    let mut sorted = run.clone();
                    sorted.sort();
                    if !out.iter().any(|(m, _)| *m == sorted) {
                        out.push((sorted, ends));
                    }
                }
            }
            out
        };
        let k = set.mill_length as usize;
        let all_mills = match &set.mills {
            MillSpec::Auto => runs(k),
            MillSpec::Listed(list) => list
                .iter()
                .map(|m| {
                    let mut m: Vec<usize> = m.iter().map(|s| index(s)).collect();
                    m.sort();
                    (m, Vec::new())
                })
                .collect(),
        };
        let long_runs = if set.longer_lines == LongerLines::Forbidden {
            runs(k + 1).into_iter().map(|(r, _)| r).collect()
        } else {
            Vec::new()
        };
        // A tag: `orthogonal` (one x or one y), `diagonal` (straight, not
        // orthogonal), or a `tags` entry holding the points on one of its lines.
        let carries = |tag: &str, points: &[usize]| -> bool {
            let orthogonal = points.iter().all(|&p| xy(p).0 == xy(points[0]).0)
                || points.iter().all(|&p| xy(p).1 == xy(points[0]).1);
            match tag {
                "orthogonal" => orthogonal,
                "diagonal" => !orthogonal && straight(points),
                name => set.tags.iter().filter(|t| t.name == name).any(|t| {
                    t.lines
                        .iter()
                        .any(|l| points.iter().all(|&p| l.iter().any(|n| index(n) == p)))
                }),
            }
        };
        let tagged = |tags: &[String], points: &[usize]| {
            tags.is_empty() || tags.iter().any(|t| carries(t, points))
        };
        let mills: Vec<_> = all_mills
            .iter()
            .filter(|m| tagged(&set.scoring_mills, &m.0))
            .cloned()
            .collect();
        // By default the scoring mills protect, and only they.
        let protecting: Vec<_> = if set.protecting_mills.is_empty() {
            mills.clone()
        } else {
            all_mills
                .iter()
                .filter(|m| tagged(&set.protecting_mills, &m.0))
                .cloned()
                .collect()
        };
        let captures = set
            .captures
            .iter()
            .map(|c| {
                let triples = runs(3)
                    .into_iter()
                    .map(|(t, _)| t)
                    .filter(|t| tagged(&c.along, t))
                    .map(|t| {
                        // The middle point is the one the others lie on either side of.
                        let between = |m: usize, a: usize, b: usize| {
                            let (m, a, b) = (xy(m), xy(a), xy(b));
                            (a.0 - m.0) * (b.0 - m.0) + (a.1 - m.1) * (b.1 - m.1) < 0
                        };
                        let mid = (0..3)
                            .find(|&i| between(t[i], t[(i + 1) % 3], t[(i + 2) % 3]))
                            .unwrap();
                        [t[(mid + 1) % 3], t[mid], t[(mid + 2) % 3]]
                    })
                    .collect();
                (c.kind, c.by, triples)
            })
            .collect();
        let closed = set.closed_while_placing.iter().map(|s| index(s)).collect();
        let fly_from = set.fly_from.iter().map(|s| index(s)).collect();
        let no_placing = set.no_placing.iter().map(|s| index(s)).collect();
        let opening = set.opening_points.iter().map(|s| index(s)).collect();
        Reference {
            set,
            adj,
            mills,
            protecting,
            captures,
            no_placing,
            opening,
            long_runs,
            closed,
            fly_from,
        }
    }

    /// Is `m` a mill of `c` on `board`?
    fn is_mill(&self, m: &(Vec<usize>, Vec<usize>), board: &[u8], c: u8) -> bool {
        m.0.iter().all(|&p| board[p] == c)
            && (self.set.longer_lines != LongerLines::NoMill || m.1.iter().all(|&e| board[e] != c))
    }

    pub fn parse(&self, text: &str) -> State {
        let f: Vec<&str> = text.split_whitespace().collect();
        let board = f[0].chars().map(|c| match c {
            'W' => 1,
            'B' => 2,
            'X' => 3, // a marked point
            _ => 0,
        });
        let mut used = [0u64; 3];
        if let Some(lists) = f.iter().find_map(|x| x.strip_prefix("used=")) {
            let (w, b) = lists.split_once('/').unwrap();
            for (c, list) in [(1, w), (2, b)] {
                for name in list.split(',').filter(|n| !n.is_empty()) {
                    let p = self.set.points.iter().position(|p| p.name == name).unwrap();
                    used[c] |= 1 << p;
                }
            }
        }
        let field = |prefix: &str| f.iter().find_map(|x| x.strip_prefix(prefix));
        let mut owed = [0; 3];
        let mut owed_own = false;
        if let Some(counts) = field("owes=") {
            let (w, b) = counts.split_once('/').unwrap();
            for (c, n) in [(1, w), (2, b)] {
                owed_own |= n.ends_with('o');
                owed[c] = n.trim_end_matches('o').parse().unwrap();
            }
        }
        let first_mill = match field("first_mill=") {
            Some("w") => 1,
            Some("b") => 2,
            _ => 0,
        };
        let mut covered = 0;
        for name in field("covered=")
            .unwrap_or("")
            .split(',')
            .filter(|n| !n.is_empty())
        {
            covered |= 1 << self.set.points.iter().position(|p| p.name == name).unwrap();
        }
        let mut mill_step = [None; 3];
        if let Some(steps) = field("mill_step=") {
            let (w, b) = steps.split_once('/').unwrap();
            for (c, step) in [(1, w), (2, b)] {
                if let Some((from, to)) = step.split_once('-').filter(|_| step != "-") {
                    let at = |n: &str| self.set.points.iter().position(|p| p.name == n).unwrap();
                    mill_step[c] = Some((at(from), at(to)));
                }
            }
        }
        State {
            mill_step,
            board: board.collect(),
            hand: [0, f[2].parse().unwrap(), f[3].parse().unwrap()],
            side: if f[1] == "w" { 1 } else { 2 },
            used,
            owed,
            owed_own,
            first_mill,
            covered,
        }
    }

    fn count(&self, s: &State, c: u8) -> usize {
        s.board.iter().filter(|&&x| x == c).count() + s.hand[c as usize] as usize
    }

    fn has_mill(&self, board: &[u8], c: u8) -> bool {
        self.mills.iter().any(|m| self.is_mill(m, board, c))
    }

    fn removable(&self, board: &[u8], opp: u8) -> Vec<usize> {
        let theirs: Vec<usize> = (0..board.len()).filter(|&p| board[p] == opp).collect();
        if self.set.removable == Removable::Any {
            return theirs;
        }
        let in_mill = |p: usize| {
            self.protecting
                .iter()
                .any(|m| m.0.contains(&p) && self.is_mill(m, board, opp))
        };
        let free: Vec<usize> = theirs.iter().copied().filter(|&p| !in_mill(p)).collect();
        if free.is_empty() && self.set.removable == Removable::NotInMills {
            theirs
        } else {
            free
        }
    }

    /// The placements and moves of `side`, before removals, that the lines allow.
    fn steps(&self, s: &State, side: u8) -> Vec<(Option<usize>, usize)> {
        let n = s.board.len();
        let placing = s.hand[side as usize] > 0;
        let open = |p: usize| s.board[p] == 0 && !(placing && self.closed.contains(&p));
        let mut steps: Vec<(Option<usize>, usize)> = Vec::new();
        if placing {
            let start = self.set.start.clone().unwrap_or_default();
            let first = s.hand[1] as usize + start.white.len() == self.set.pieces as usize
                && s.hand[2] as usize + start.black.len() == self.set.pieces as usize;
            let allowed = |p: &usize| {
                !self.no_placing.contains(p)
                    && (!first || self.opening.is_empty() || self.opening.contains(p))
            };
            steps.extend(
                (0..n)
                    .filter(|&p| open(p))
                    .filter(allowed)
                    .map(|p| (None, p)),
            );
        }
        if !placing || self.set.move_in_placement {
            let fly = !placing
                && matches!(self.set.flying, Flying::At { pieces, .. } if self.count(s, side) <= pieces as usize);
            for from in (0..n).filter(|&p| s.board[p] == side) {
                let free = fly || self.fly_from.contains(&from);
                for to in 0..n {
                    let leap = self.captures.iter().any(|(kind, by, triples)| {
                        *kind == CaptureKind::Leap
                            && *by != CaptureBy::Placing
                            && triples.iter().any(|t| {
                                s.board[t[1]] == 3 - side
                                    && ((t[0] == from && t[2] == to)
                                        || (t[2] == from && t[0] == to))
                            })
                    });
                    if open(to) && (free || leap || self.adj[from].contains(&to)) {
                        steps.push((Some(from), to));
                    }
                }
            }
        }
        steps.retain(|&(from, to)| {
            let mut b = s.board.clone();
            if let Some(f) = from {
                b[f] = 0;
            }
            b[to] = side;
            let long = self
                .long_runs
                .iter()
                .any(|r| r.contains(&to) && r.iter().all(|&q| b[q] == side));
            let mill = self
                .mills
                .iter()
                .any(|m| m.0.contains(&to) && self.is_mill(m, &b, side));
            let forbidden_mill =
                from.is_none() && mill && self.set.placing_mills == PlacingMills::Forbidden;
            let back = from.is_some() && s.mill_step[side as usize] == Some((to, from.unwrap()));
            !(long || forbidden_mill || (back && mill))
        });
        steps
    }

    fn first(&self) -> u8 {
        if self.set.first == Side::White { 1 } else { 2 }
    }

    fn named(&self, s: &State, who: Starter) -> u8 {
        match who {
            Starter::White => 1,
            Starter::Black => 2,
            Starter::FirstMill if s.first_mill != 0 => s.first_mill,
            Starter::FirstMill => 3 - self.first(),
        }
    }

    /// Who moves first once placement and its removals are over; `in_turn` when turns alternate.
    fn movement_starter(&self, s: &State, in_turn: u8) -> u8 {
        match self.set.movement_starts {
            MovementStarts::InTurn => in_turn,
            MovementStarts::FirstPlayer => self.first(),
            MovementStarts::SecondPlayer => 3 - self.first(),
            MovementStarts::FirstMill => self.named(s, Starter::FirstMill),
        }
    }

    /// The mills of `c` on `board`, covering pieces left out.
    fn mill_count(&self, board: &[u8], c: u8) -> usize {
        self.mills
            .iter()
            .filter(|m| self.is_mill(m, board, c))
            .count()
    }

    /// The state when placement has just ended after `last`'s turn: marks and
    /// covers go, removals may be owed; sets who plays next.
    fn end_placement(&self, s: &mut State, last: u8) {
        s.board.iter_mut().filter(|c| **c == 3).for_each(|c| *c = 0);
        s.covered = 0;
        let first = self.first();
        if self.set.placing_mills == PlacingMills::Counted {
            let (a, b) = (
                self.mill_count(&s.board, first),
                self.mill_count(&s.board, 3 - first),
            );
            let (x, y) = match (a, b) {
                (0, 0) => (1, 1),
                (_, 0) => (2, 1),
                (0, _) => (1, 2),
                (a, b) if a == b => (a, b),
                (a, b) if a > b => (b + 1, b),
                (a, _) => (a, a + 1),
            };
            s.owed[first as usize] = x as u8;
            s.owed[3 - first as usize] = y as u8;
            s.owed_own = a == 0 && b == 0;
            s.side = first;
            return;
        }
        if !s.board.contains(&0) {
            match self.set.full_board {
                // A drawn full board counts no turns, as a blocked one.
                FullBoard::Blocked | FullBoard::Draw => {}
                FullBoard::BothRemove(who) => {
                    let f = self.named(s, who);
                    s.owed = [0, 1, 1];
                    s.side = f;
                    return;
                }
                FullBoard::OneRemoves(who) => {
                    let f = self.named(s, who);
                    s.owed[f as usize] = 1;
                    s.side = f;
                    return;
                }
            }
        }
        s.side = self.movement_starter(s, 3 - last);
    }

    /// The turns of a player who owes removals.
    fn owed_children(&self, s: &State) -> Vec<State> {
        let me = s.side;
        let owner = if s.owed_own { me } else { 3 - me };
        let mut targets = self.removable(&s.board, owner);
        if targets.is_empty() {
            targets = (0..s.board.len())
                .filter(|&p| s.board[p] == owner)
                .collect();
        }
        targets
            .into_iter()
            .map(|r| {
                let mut c = s.clone();
                c.board[r] = 0;
                c.mill_step[me as usize] = None;
                c.owed[me as usize] -= 1;
                if c.owed[me as usize] == 0 {
                    if c.owed[3 - me as usize] > 0 {
                        c.side = 3 - me;
                    } else {
                        c.owed_own = false;
                        c.side = self.movement_starter(&c, 3 - me);
                    }
                }
                c
            })
            .collect()
    }

    /// Every child state, one per turn.
    pub fn children(&self, s: &State) -> Vec<State> {
        let me = s.side;
        let opp = 3 - me;
        if self.set.mill_closes == MillEffect::Win
            && (self.has_mill(&s.board, 1) || self.has_mill(&s.board, 2))
        {
            return Vec::new();
        }
        if self.count(s, me) < self.set.lose_below as usize
            || self.count(s, opp) < self.set.lose_below as usize
        {
            return Vec::new();
        }
        if s.owed[me as usize] > 0 {
            return self.owed_children(s);
        }
        let mut steps = self.steps(s, me);
        if steps.is_empty() {
            return self.blocked_children(s);
        }
        // Freed: while the opponent is blocked, moves must free them and remove nothing.
        let freeing = self.set.blocked == Blocked::Freed && self.steps(s, opp).is_empty();
        if freeing {
            let frees = |&(from, to): &(Option<usize>, usize)| {
                let mut t = s.clone();
                if let Some(f) = from {
                    t.board[f] = 0;
                } else {
                    t.hand[me as usize] -= 1;
                }
                t.board[to] = me;
                !self.steps(&t, opp).is_empty()
            };
            if steps.iter().any(frees) {
                steps.retain(frees);
            }
        }
        let mut out = Vec::new();
        for (from, to) in steps {
            let mut b = s.board.clone();
            let mut hand = s.hand;
            match from {
                Some(f) => b[f] = 0,
                None => hand[me as usize] -= 1,
            }
            b[to] = me;
            for r in self.captured(s, from, to, &b) {
                b[r] = 0;
            }
            // Covering pieces make no mills while placement lasts.
            let mut seen = b.clone();
            for (p, cell) in seen.iter_mut().enumerate() {
                if s.covered & (1 << p) != 0 {
                    *cell = 0;
                }
            }
            let bits = |m: &[usize]| m.iter().fold(0u64, |acc, &p| acc | 1 << p);
            let all_closed = self
                .mills
                .iter()
                .filter(|m| m.0.contains(&to) && self.is_mill(m, &seen, me))
                .count();
            let fresh: Vec<u64> = self
                .mills
                .iter()
                .filter(|m| m.0.contains(&to) && self.is_mill(m, &seen, me))
                .map(|m| bits(&m.0))
                .filter(|&m| !self.set.one_time_mills || m & !s.used[me as usize] != 0)
                .collect();
            let closed = if freeing { 0 } else { fresh.len() };
            let used = s.used;
            let placed = from.is_none();
            let mut base = s.clone();
            base.board = b.clone();
            base.hand = hand;
            if placed && all_closed > 0 && s.first_mill == 0 && self.tracks_first_mill() {
                base.first_mill = me;
            }
            if self.set.no_immediate_reforming {
                base.mill_step[me as usize] = from.filter(|_| all_closed > 0).map(|f| (f, to));
            }
            let from_hand = placed
                && self.set.placing_mills == PlacingMills::TakeFromHand
                && hand[opp as usize] > 0;
            let placement_over = hand[1] == 0 && hand[2] == 0;
            let finish = |mut c: State, again: bool| {
                let stopped = placed
                    && self.set.stop_placing_at_empty.is_some_and(|e| {
                        c.hand != [0, 0, 0]
                            && c.board.iter().filter(|&&x| x == 0).count() <= e as usize
                    });
                if stopped {
                    c.hand = [0, 0, 0];
                }
                if again && !stopped {
                    c.side = me;
                } else if placed && (placement_over || stopped) {
                    self.end_placement(&mut c, me);
                } else {
                    c.side = opp;
                }
                c
            };
            if closed > 0 && from_hand {
                base.hand[opp as usize] -= 1;
                out.push(finish(base, false));
                continue;
            }
            if placed && closed > 0 && self.set.placing_mills == PlacingMills::Cover {
                let targets = if hand[me as usize] > 0 {
                    self.removable(&b, opp)
                } else {
                    Vec::new()
                };
                if targets.is_empty() {
                    out.push(finish(base.clone(), false));
                }
                for r in targets {
                    let mut c = base.clone();
                    c.board[r] = me;
                    c.hand[me as usize] -= 1;
                    c.covered |= 1 << r;
                    let over = c.hand[1] == 0 && c.hand[2] == 0;
                    if over {
                        self.end_placement(&mut c, me);
                    } else {
                        c.side = opp;
                    }
                    out.push(c);
                }
                continue;
            }
            let removes = self.set.mill_closes != MillEffect::Win
                && (!placed
                    || matches!(
                        self.set.placing_mills,
                        PlacingMills::Remove | PlacingMills::TakeFromHand | PlacingMills::Mark
                    ));
            let again = closed > 0
                && if placed {
                    self.set.placing_mills == PlacingMills::ExtraTurn && hand[me as usize] > 0
                } else {
                    self.set.mill_closes == MillEffect::RemoveAndMoveAgain
                };
            let mark = placed && self.set.placing_mills == PlacingMills::Mark;
            let before = b.clone();
            let next = |mut board: Vec<u8>, used: [u64; 3]| {
                if mark {
                    // The taken piece stays, marked.
                    for (p, cell) in board.iter_mut().enumerate() {
                        if *cell == 0 && before[p] == opp {
                            *cell = 3;
                        }
                    }
                }
                let mut c = base.clone();
                c.board = board;
                c.used = used;
                finish(c, again)
            };
            let has_opp = b.contains(&opp);
            if closed == 0 || !removes || !has_opp {
                out.push(next(b, used));
                continue;
            }
            let mut after = used;
            if self.set.one_time_mills {
                after[me as usize] |= fresh.iter().fold(0, |acc, m| acc | m);
            }
            let k = match self.set.double_mill {
                DoubleMill::OneRemoval => 1,
                DoubleMill::RemovalPerMill => closed,
            };
            let mut results: BTreeSet<Vec<u8>> = BTreeSet::new();
            self.remove(&b, opp, k, &mut results);
            out.extend(results.into_iter().map(|r| {
                let removed = r != b;
                next(r, if removed { after } else { used })
            }));
        }
        if freeing {
            // Removals were dropped: the same step may have come more than once.
            let mut seen = BTreeSet::new();
            out.retain(|c| seen.insert(format!("{c:?}")));
        }
        out
    }

    fn tracks_first_mill(&self) -> bool {
        self.set.movement_starts == MovementStarts::FirstMill
            || matches!(
                self.set.full_board,
                FullBoard::BothRemove(Starter::FirstMill)
                    | FullBoard::OneRemoves(Starter::FirstMill)
            )
    }

    /// The turns of a player who cannot place or move.
    fn blocked_children(&self, s: &State) -> Vec<State> {
        let me = s.side;
        let opp = 3 - me;
        match self.set.blocked {
            Blocked::Loses | Blocked::Draw => Vec::new(),
            Blocked::Passes | Blocked::Freed => {
                if self.steps(s, opp).is_empty() {
                    return Vec::new();
                }
                let mut c = s.clone();
                c.side = opp;
                c.mill_step[me as usize] = None;
                vec![c]
            }
            Blocked::RemovesAdjacent => {
                let n = s.board.len();
                (0..n)
                    .filter(|&p| s.board[p] == opp)
                    .filter(|&p| self.adj[p].iter().any(|&q| s.board[q] == me))
                    .map(|p| {
                        let mut c = s.clone();
                        c.board[p] = 0;
                        c.mill_step[me as usize] = None;
                        c
                    })
                    .collect()
            }
        }
    }

    /// The opponent pieces a step takes without a mill; `board` is after the step.
    fn captured(&self, s: &State, from: Option<usize>, to: usize, board: &[u8]) -> Vec<usize> {
        let me = s.side;
        let opp = 3 - me;
        let mut out = Vec::new();
        for (kind, by, triples) in &self.captures {
            let allowed = match by {
                CaptureBy::Both => true,
                CaptureBy::Placing => from.is_none(),
                CaptureBy::Moving => from.is_some(),
            };
            for &[a, m, b] in triples.iter().filter(|_| allowed) {
                match kind {
                    CaptureKind::Custodian => {
                        if board[m] == opp
                            && ((a == to && board[b] == me) || (b == to && board[a] == me))
                        {
                            out.push(m);
                        }
                    }
                    CaptureKind::Intervention => {
                        if m == to && board[a] == opp && board[b] == opp {
                            out.extend([a, b]);
                        }
                    }
                    CaptureKind::Leap => {
                        if board[m] == opp
                            && from.is_some_and(|f| (a == f && b == to) || (b == f && a == to))
                        {
                            out.push(m);
                        }
                    }
                }
            }
        }
        out
    }

    fn remove(&self, board: &[u8], opp: u8, k: usize, out: &mut BTreeSet<Vec<u8>>) {
        let choices = self.removable(board, opp);
        if k == 0 || choices.is_empty() {
            out.insert(board.to_vec());
            return;
        }
        for r in choices {
            let mut b = board.to_vec();
            b[r] = 0;
            self.remove(&b, opp, k - 1, out);
        }
    }

    pub fn perft(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children(s)
            .iter()
            .map(|c| self.perft(c, depth - 1))
            .sum()
    }
}
