//! A slow, plain reference move generator written straight from the rules file
//! (no bitboards, no compiled masks), to check the engine's perft counts.

use std::collections::BTreeSet;

use morris_core::ruleset::{DoubleMill, Flying, MillEffect, MillSpec, Removable, RuleSet};

pub struct Reference {
    set: RuleSet,
    adj: Vec<Vec<usize>>,
    mills: Vec<[usize; 3]>,
}

/// Board cells: 0 empty, 1 white, 2 black; `side` is 1 or 2.
#[derive(Clone, Debug)]
pub struct State {
    pub board: Vec<u8>,
    pub hand: [u8; 3],
    pub side: u8,
}

impl Reference {
    pub fn new(text: &str) -> Reference {
        let set: RuleSet = ron::from_str(text).unwrap();
        let index = |name: &str| set.points.iter().position(|p| p.name == name).unwrap();
        let n = set.points.len();
        let mut adj = vec![Vec::new(); n];
        let lines: Vec<Vec<usize>> = set
            .lines
            .iter()
            .map(|l| l.iter().map(|s| index(s)).collect())
            .collect();
        for line in &lines {
            for w in line.windows(2) {
                adj[w[0]].push(w[1]);
                adj[w[1]].push(w[0]);
            }
        }
        let mut mills = Vec::new();
        match &set.mills {
            MillSpec::Auto => {
                for line in &lines {
                    for w in line.windows(3) {
                        let p = |i: usize| (set.points[w[i]].x as i64, set.points[w[i]].y as i64);
                        let (a, b, c) = (p(0), p(1), p(2));
                        if (b.0 - a.0) * (c.1 - a.1) == (b.1 - a.1) * (c.0 - a.0) {
                            let mut m = [w[0], w[1], w[2]];
                            m.sort();
                            if !mills.contains(&m) {
                                mills.push(m);
                            }
                        }
                    }
                }
            }
            MillSpec::Listed(list) => {
                for m in list {
                    let mut m = [index(&m[0]), index(&m[1]), index(&m[2])];
                    m.sort();
                    mills.push(m);
                }
            }
        }
        Reference { set, adj, mills }
    }

    pub fn parse(&self, text: &str) -> State {
        let f: Vec<&str> = text.split_whitespace().collect();
        let board = f[0].chars().map(|c| match c {
            'W' => 1,
            'B' => 2,
            _ => 0,
        });
        State {
            board: board.collect(),
            hand: [0, f[2].parse().unwrap(), f[3].parse().unwrap()],
            side: if f[1] == "w" { 1 } else { 2 },
        }
    }

    fn count(&self, s: &State, c: u8) -> usize {
        s.board.iter().filter(|&&x| x == c).count() + s.hand[c as usize] as usize
    }

    fn has_mill(&self, board: &[u8], c: u8) -> bool {
        self.mills.iter().any(|m| m.iter().all(|&p| board[p] == c))
    }

    fn removable(&self, board: &[u8], opp: u8) -> Vec<usize> {
        let theirs: Vec<usize> = (0..board.len()).filter(|&p| board[p] == opp).collect();
        if self.set.removable == Removable::Any {
            return theirs;
        }
        let in_mill = |p: usize| {
            self.mills
                .iter()
                .any(|m| m.contains(&p) && m.iter().all(|&q| board[q] == opp))
        };
        let free: Vec<usize> = theirs.iter().copied().filter(|&p| !in_mill(p)).collect();
        if free.is_empty() { theirs } else { free }
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
        let mut steps: Vec<(Option<usize>, usize)> = Vec::new();
        if s.hand[me as usize] > 0 {
            steps.extend((0..n).filter(|&p| s.board[p] == 0).map(|p| (None, p)));
        }
        if s.hand[me as usize] == 0 || self.set.move_in_placement {
            let fly = s.hand[me as usize] == 0
                && matches!(self.set.flying, Flying::At { pieces, .. } if self.count(s, me) <= pieces as usize);
            for from in (0..n).filter(|&p| s.board[p] == me) {
                for to in 0..n {
                    if s.board[to] == 0 && (fly || self.adj[from].contains(&to)) {
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
            let closed = self
                .mills
                .iter()
                .filter(|m| m.contains(&to) && m.iter().all(|&q| b[q] == me))
                .count();
            let has_opp = b.contains(&opp);
            let next = |board: Vec<u8>| State {
                board,
                hand,
                side: opp,
            };
            if closed == 0 || self.set.mill_closes == MillEffect::Win || !has_opp {
                out.push(next(b));
                continue;
            }
            let k = match self.set.double_mill {
                DoubleMill::OneRemoval => 1,
                DoubleMill::RemovalPerMill => closed,
            };
            let mut results: BTreeSet<Vec<u8>> = BTreeSet::new();
            self.remove(&b, opp, k, &mut results);
            out.extend(results.into_iter().map(next));
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
