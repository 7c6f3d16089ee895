//! The exact review's marks against the search's: how many exact mistakes
//! the search marked, and how many of its marks were wrong.

use std::time::Duration;

use morris_ai::review::Review;
use morris_ai::search::Score;
use morris_core::record::Mark;

/// The exact review's mistakes against the search's marks, over all games.
#[derive(Default)]
pub struct Counts {
    turns: usize,
    /// Turns the table covers on both sides.
    exact_turns: usize,
    /// Turns that threw away a win or a draw.
    mistakes: usize,
    /// Of those, the turns the search marked (any mark).
    found: usize,
    /// Of those, the turns the search marked as blunders.
    found_as_blunders: usize,
    /// The search's marks.
    marks: usize,
    /// Its marks on turns that kept the value.
    wrong: usize,
    /// Its marks confirmed by the deeper search (every mark is).
    checked: usize,
    /// By kind of mark (`??`, `?`, `?!`): the search's marks and the wrong ones.
    by_kind: [(usize, usize); 3],
    /// The time the search's reviews took, and the turns they reviewed.
    pub review_time: Duration,
}

impl Counts {
    pub fn add(&mut self, exact: &Review, searched: &Review) {
        for (e, s) in exact.turns.iter().zip(&searched.turns) {
            self.turns += 1;
            if !e.exact {
                continue;
            }
            self.exact_turns += 1;
            let mistake = e.mark == Some(Mark::Blunder);
            self.mistakes += usize::from(mistake);
            if let Some(mark) = s.mark {
                self.marks += 1;
                let kind = match mark {
                    Mark::Blunder => 0,
                    Mark::Mistake => 1,
                    _ => 2,
                };
                self.by_kind[kind].0 += 1;
                self.by_kind[kind].1 += usize::from(!mistake);
                self.checked += usize::from(s.checked.is_some());
                if mistake {
                    self.found += 1;
                    self.found_as_blunders += usize::from(mark == Mark::Blunder);
                } else {
                    self.wrong += 1;
                }
            }
        }
    }

    pub fn print(&self, variant: &str, games: u64, depth: u32) {
        let percent = |part: usize, whole: usize| {
            if whole == 0 {
                0.0
            } else {
                100.0 * part as f64 / whole as f64
            }
        };
        println!(
            "{variant}: {games} games, {} turns ({} exact), search depth {depth}",
            self.turns, self.exact_turns
        );
        println!(
            "exact mistakes: {}; marked by the search: {} ({:.0}%), as blunders: {}",
            self.mistakes,
            self.found,
            percent(self.found, self.mistakes),
            self.found_as_blunders
        );
        println!(
            "search marks: {}; wrong (the turn kept its value): {} ({:.0}%); checked deeper: {}",
            self.marks,
            self.wrong,
            percent(self.wrong, self.marks),
            self.checked
        );
        for (symbol, (marks, wrong)) in ["??", "?", "?!"].iter().zip(self.by_kind) {
            println!(
                "  {symbol:<2} marks: {marks}, wrong: {wrong} ({:.0}%)",
                percent(wrong, marks)
            );
        }
        if !self.review_time.is_zero() {
            let per_turn = self.review_time.as_secs_f64() / self.turns.max(1) as f64;
            println!(
                "review time: {:.1} ms a turn, {:.2} s for 60 turns",
                per_turn * 1000.0,
                per_turn * 60.0
            );
        }
    }
}

/// The columns of `--turns`.
pub const TURN_HEADER: &str = "seed,turn,table_before,table_after,table_mark,search_mark,checked_depth,checked_best,checked_played,search_before,search_after\n";

/// One row of `--turns` for each turn of a game: how the table and the
/// search judged it, and the search's evidence.
pub fn turn_rows(seed: u64, exact: &Review, searched: &Review) -> String {
    let mark = |m: Option<Mark>| m.map_or(String::new(), |m| m.to_string());
    let score = |s: Option<Score>| s.map_or(String::new(), |s| s.to_string());
    let mut rows = String::new();
    for (e, s) in exact.turns.iter().zip(&searched.turns) {
        rows.push_str(&format!(
            "{seed},{},{},{},{},{},{},{},{},{},{}\n",
            e.turn,
            e.before,
            e.after,
            mark(e.mark),
            mark(s.mark),
            s.checked.map_or(String::new(), |c| c.depth.to_string()),
            score(s.checked.map(|c| c.best)),
            score(s.checked.map(|c| c.played)),
            s.before,
            s.after,
        ));
    }
    rows
}
