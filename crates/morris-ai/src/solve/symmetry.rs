//! The board's symmetries, found from the rules: every permutation of the points
//! that keeps adjacency along the lines and maps the set of mills onto itself.

use std::collections::HashMap;

use morris_core::Rules;

/// Above this many symmetries, or this many steps of the search, it gives up
/// and only the identity is used (still correct, only larger tables); no mill
/// board comes near either.
const MAX_SYMMETRIES: usize = 256;
const MAX_STEPS: u64 = 1 << 22;

/// The symmetry group of a board, with fast application to point sets.
#[derive(Debug)]
pub(crate) struct Symmetries {
    /// `perms[s][p]` is the image of point `p`; `perms[0]` is the identity.
    perms: Vec<Vec<u8>>,
    /// `bytes[s][b][v]`: the image of the points `8b..8b+8` given by the bits of `v`.
    bytes: Vec<Box<[[u64; 256]]>>,
}

impl Symmetries {
    pub(crate) fn of(rules: &Rules) -> Symmetries {
        let perms = find(rules);
        let chunks = rules.point_count().div_ceil(8);
        let bytes = perms
            .iter()
            .map(|perm| {
                let mut table = vec![[0u64; 256]; chunks].into_boxed_slice();
                for (b, row) in table.iter_mut().enumerate() {
                    for (v, image) in row.iter_mut().enumerate() {
                        for bit in 0..8 {
                            let p = 8 * b + bit;
                            if v >> bit & 1 == 1 && p < perm.len() {
                                *image |= 1 << perm[p];
                            }
                        }
                    }
                }
                table
            })
            .collect();
        Symmetries { perms, bytes }
    }

    pub(crate) fn len(&self) -> usize {
        self.perms.len()
    }

    pub(crate) fn perm(&self, s: usize) -> &[u8] {
        &self.perms[s]
    }

    /// The image of a point set under symmetry `s`.
    #[inline]
    pub(crate) fn apply(&self, s: usize, set: u64) -> u64 {
        let table = &self.bytes[s];
        let mut image = 0;
        let mut rest = set;
        let mut b = 0;
        while rest != 0 {
            image |= table[b][(rest & 0xFF) as usize];
            rest >>= 8;
            b += 1;
        }
        image
    }

    /// The index of the inverse of each symmetry.
    pub(crate) fn inverses(&self) -> Vec<u8> {
        let index: HashMap<&[u8], usize> = self
            .perms
            .iter()
            .enumerate()
            .map(|(i, p)| (p.as_slice(), i))
            .collect();
        self.perms
            .iter()
            .map(|perm| {
                let mut inv = vec![0u8; perm.len()];
                for (p, &q) in perm.iter().enumerate() {
                    inv[q as usize] = p as u8;
                }
                index.get(inv.as_slice()).copied().unwrap_or(0) as u8
            })
            .collect()
    }
}

/// Every automorphism of the board, by backtracking point by point in an order
/// where each point touches one already placed, so adjacency prunes early.
/// Only those that keep the points closed during placement closed: the
/// subgroup the rules leave unchanged.
fn find(rules: &Rules) -> Vec<Vec<u8>> {
    let closed = rules.placement().closed_while_placing().0;
    let mut perms = find_counting_steps(rules).0;
    perms.retain(|perm| map_set(closed, perm) == closed);
    perms
}

/// [`find`], and the number of search steps it took (at most [`MAX_STEPS`] + 1).
fn find_counting_steps(rules: &Rules) -> (Vec<Vec<u8>>, u64) {
    let n = rules.point_count();
    let adj: Vec<u64> = rules.points().map(|p| rules.neighbours(p).0).collect();
    let mill_count: Vec<usize> = rules
        .points()
        .map(|p| rules.mills_through(p).len())
        .collect();
    let mills: Vec<u64> = rules.mills().iter().map(|m| m.0).collect();

    let mut order = Vec::with_capacity(n);
    let mut seen = 0u64;
    for start in 0..n {
        if seen >> start & 1 == 1 {
            continue;
        }
        seen |= 1 << start;
        order.push(start);
        let mut i = order.len() - 1;
        while i < order.len() {
            let p = order[i];
            for q in 0..n {
                if adj[p] >> q & 1 == 1 && seen >> q & 1 == 0 {
                    seen |= 1 << q;
                    order.push(q);
                }
            }
            i += 1;
        }
    }

    let search = Search {
        n,
        adj: &adj,
        mill_count: &mill_count,
        mills: &mills,
        order: &order,
    };
    let mut state = Progress {
        found: Vec::new(),
        steps: 0,
    };
    let mut image = vec![u8::MAX; n];
    let complete = search.extend(0, &mut image, 0, 0, &mut state);
    let mut found = state.found;
    let identity: Vec<u8> = (0..n as u8).collect();
    if !complete {
        return (vec![identity], state.steps);
    }
    found.retain(|p| *p != identity);
    found.insert(0, identity);
    (found, state.steps)
}

/// The symmetries found so far and the work done.
struct Progress {
    found: Vec<Vec<u8>>,
    steps: u64,
}

struct Search<'a> {
    n: usize,
    adj: &'a [u64],
    mill_count: &'a [usize],
    mills: &'a [u64],
    order: &'a [usize],
}

impl Search<'_> {
    /// Tries every image for `order[depth]` (`done` holds the points placed so
    /// far, `used` their images); false once the search has to give up.
    fn extend(
        &self,
        depth: usize,
        image: &mut [u8],
        done: u64,
        used: u64,
        state: &mut Progress,
    ) -> bool {
        state.steps += 1;
        if state.steps > MAX_STEPS {
            return false;
        }
        if depth == self.n {
            if self.keeps_mills(image) {
                state.found.push(image.to_vec());
            }
            return state.found.len() <= MAX_SYMMETRIES;
        }
        let p = self.order[depth];
        for q in 0..self.n {
            if used >> q & 1 == 1
                || self.adj[p].count_ones() != self.adj[q].count_ones()
                || self.mill_count[p] != self.mill_count[q]
            {
                continue;
            }
            let consistent = self.order[..depth].iter().all(|&r| {
                let r_image = image[r] as usize;
                (self.adj[p] >> r & 1) == (self.adj[q] >> r_image & 1)
            });
            if !consistent {
                continue;
            }
            image[p] = q as u8;
            let placed = done | 1 << p;
            if self.placed_mills_kept(p, placed, image)
                && !self.extend(depth + 1, image, placed, used | 1 << q, state)
            {
                return false;
            }
            image[p] = u8::MAX;
        }
        true
    }

    /// Do the mills through `p` whose points are all placed map onto mills?
    fn placed_mills_kept(&self, p: usize, placed: u64, image: &[u8]) -> bool {
        self.mills
            .iter()
            .filter(|&&m| m >> p & 1 == 1 && m & !placed == 0)
            .all(|&m| self.mills.contains(&map_set(m, image)))
    }

    fn keeps_mills(&self, image: &[u8]) -> bool {
        self.mills
            .iter()
            .all(|&m| self.mills.contains(&map_set(m, image)))
    }
}

/// The image of a point set under a (complete enough) point map.
fn map_set(set: u64, image: &[u8]) -> u64 {
    let mut mapped = 0u64;
    for (p, &q) in image.iter().enumerate() {
        if set >> p & 1 == 1 {
            mapped |= 1 << q;
        }
    }
    mapped
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Point, catalog};

    fn count(id: &str) -> usize {
        Symmetries::of(&catalog::shipped(id).unwrap()).len()
    }

    #[test]
    fn finds_the_known_groups() {
        assert_eq!(count("nine-mens-morris"), 16);
        assert_eq!(count("six-mens-morris"), 16);
        assert_eq!(count("five-mens-morris"), 16);
        assert_eq!(count("three-mens-morris"), 8);
    }

    #[test]
    fn every_symmetry_keeps_lines_and_mills() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let syms = Symmetries::of(&rules);
        for s in 0..syms.len() {
            for p in rules.points() {
                let image = syms.apply(s, rules.neighbours(p).0);
                let q = syms.perm(s)[p.index()];
                assert_eq!(image, rules.neighbours(Point(q)).0);
            }
            for mill in rules.mills() {
                assert!(rules.mills().iter().any(|m| m.0 == syms.apply(s, mill.0)));
            }
        }
        let inv = syms.inverses();
        for (s, &back) in inv.iter().enumerate() {
            let set = 0b1_0110_1101u64;
            assert_eq!(syms.apply(usize::from(back), syms.apply(s, set)), set);
        }
    }

    fn board(points: &[(String, i32, i32)], lines: &[Vec<String>]) -> Rules {
        board_with(points, lines, "")
    }

    /// A board of these points and lines, with `extra` fields.
    fn board_with(points: &[(String, i32, i32)], lines: &[Vec<String>], extra: &str) -> Rules {
        let points: Vec<String> = points
            .iter()
            .map(|(n, x, y)| format!("(name: \"{n}\", x: {x}, y: {y})"))
            .collect();
        let lines: Vec<String> = lines
            .iter()
            .map(|l| {
                format!(
                    "[{}]",
                    l.iter()
                        .map(|n| format!("\"{n}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect();
        let text = format!(
            "(name: \"t\", points: [{}], lines: [{}], pieces: 3, {extra})",
            points.join(", "),
            lines.join(", ")
        );
        Rules::from_source("t", "<t>", &text).unwrap()
    }

    #[test]
    fn a_grid_has_the_symmetries_of_a_square() {
        let name = |x: i32, y: i32| format!("p{x}_{y}");
        let points: Vec<_> = (0..8)
            .flat_map(|y| (0..8).map(move |x| (name(x, y), x, y)))
            .collect();
        let mut lines: Vec<Vec<String>> = (0..8)
            .map(|y| (0..8).map(|x| name(x, y)).collect())
            .collect();
        lines.extend((0..8).map(|x| (0..8).map(|y| name(x, y)).collect::<Vec<_>>()));
        assert_eq!(Symmetries::of(&board(&points, &lines)).len(), 8);
    }

    #[test]
    fn a_board_with_too_many_symmetries_falls_back_to_the_identity() {
        // A star of 30 two-point lines with one listed mill: 2 x 28! symmetries.
        let mut points = vec![("c".to_string(), 0, 0)];
        points.extend((1..=30).map(|i| (format!("p{i}"), i, 1)));
        let lines: Vec<Vec<String>> = (1..=30)
            .map(|i| vec!["c".to_string(), format!("p{i}")])
            .collect();
        let rules = board_with(&points, &lines, r#"mills: Listed([["c", "p1", "p2"]])"#);
        assert_eq!(Symmetries::of(&rules).len(), 1);
        // It gives up within its step budget rather than listing 30! permutations.
        let (found, steps) = find_counting_steps(&rules);
        assert_eq!(found.len(), 1);
        assert!(steps <= MAX_STEPS + 1, "{steps} steps");
    }
}
