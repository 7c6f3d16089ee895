//! A slow, plain reference move generator written straight from the rules file
//! (no bitboards, no compiled masks), to check the engine's perft counts.

use std::collections::BTreeSet;

use morris_core::ruleset::{
    DoubleMill, Flying, LongerLines, MillEffect, MillSpec, MovementStarts, PlacingMills, Removable,
    RuleSet, Side,
};

pub struct Reference {
    set: RuleSet,
    adj: Vec<Vec<usize>>,
    /// Each mill's points (sorted) and the points that would lengthen it.
    mills: Vec<(Vec<usize>, Vec<usize>)>,
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
        let mills = match &set.mills {
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
        let closed = set.closed_while_placing.iter().map(|s| index(s)).collect();
        let fly_from = set.fly_from.iter().map(|s| index(s)).collect();
        Reference {
            set,
            adj,
            mills,
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
        State {
            board: board.collect(),
            hand: [0, f[2].parse().unwrap(), f[3].parse().unwrap()],
            side: if f[1] == "w" { 1 } else { 2 },
            used,
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
            self.mills
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
        let n = s.board.len();
        let placing = s.hand[me as usize] > 0;
        let open = |p: usize| s.board[p] == 0 && !(placing && self.closed.contains(&p));
        let mut steps: Vec<(Option<usize>, usize)> = Vec::new();
        if placing {
            steps.extend((0..n).filter(|&p| open(p)).map(|p| (None, p)));
        }
        if !placing || self.set.move_in_placement {
            let fly = !placing
                && matches!(self.set.flying, Flying::At { pieces, .. } if self.count(s, me) <= pieces as usize);
            for from in (0..n).filter(|&p| s.board[p] == me) {
                let free = fly || self.fly_from.contains(&from);
                for to in 0..n {
                    if open(to) && (free || self.adj[from].contains(&to)) {
                        steps.push((Some(from), to));
                    }
                }
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
            let bits = |m: &[usize]| m.iter().fold(0u64, |acc, &p| acc | 1 << p);
            let fresh: Vec<u64> = self
                .mills
                .iter()
                .filter(|m| m.0.contains(&to) && self.is_mill(m, &b, me))
                .map(|m| bits(&m.0))
                .filter(|&m| !self.set.one_time_mills || m & !s.used[me as usize] != 0)
                .collect();
            let closed = fresh.len();
            let used = s.used;
            if self
                .long_runs
                .iter()
                .any(|r| r.contains(&to) && r.iter().all(|&q| b[q] == me))
            {
                continue;
            }
            let placed = from.is_none();
            if placed && closed > 0 && self.set.placing_mills == PlacingMills::Forbidden {
                continue;
            }
            let from_hand = placed
                && self.set.placing_mills == PlacingMills::TakeFromHand
                && hand[opp as usize] > 0;
            if closed > 0 && from_hand {
                hand[opp as usize] -= 1;
                out.push(State {
                    board: b,
                    hand,
                    side: opp,
                    used,
                });
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
            let first = if self.set.first == Side::White { 1 } else { 2 };
            let side = if again {
                me
            } else if placed && hand[1] == 0 && hand[2] == 0 {
                match self.set.movement_starts {
                    MovementStarts::InTurn => opp,
                    MovementStarts::FirstPlayer => first,
                    MovementStarts::SecondPlayer => 3 - first,
                }
            } else {
                opp
            };
            let mark = placed && self.set.placing_mills == PlacingMills::Mark;
            let placement_over = hand[1] == 0 && hand[2] == 0;
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
                if placement_over {
                    board.iter_mut().filter(|c| **c == 3).for_each(|c| *c = 0);
                }
                State {
                    board,
                    hand,
                    side,
                    used,
                }
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
