//! The exact table puzzles are made from and proved with: a small board's
//! whole table, or the endgame sectors of a board too large to solve whole.
//! Which one is decided from the rules, the same way for the generator and
//! for the check of a set.

use morris_ai::solve::{self, Sector, SectorChoice, SolveError, SolveEvent, SolveOptions, Table};
use morris_core::Rules;

/// The endgame sectors of a large board hold at most this many pieces on
/// the board (both sides): Nine Men's Morris solves them in well under a minute.
pub const SECTOR_PIECES: u8 = 8;

/// Which table the rules get.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableKind {
    Whole,
    /// The movement-phase sectors with at most [`SECTOR_PIECES`] pieces.
    Sectors(Vec<Sector>),
}

impl TableKind {
    /// The whole table where it can be solved within the options' budget
    /// (or is in their cache), else the small endgame sectors.
    pub fn of(rules: &Rules, options: &SolveOptions) -> Result<TableKind, SolveError> {
        if solve::availability(rules, options).is_possible() {
            return Ok(TableKind::Whole);
        }
        SectorChoice::UpTo(SECTOR_PIECES)
            .sectors(rules)
            .map(TableKind::Sectors)
    }
}

/// A table and how it was made.
pub struct ProvingTable {
    pub table: Table,
    pub kind: TableKind,
}

impl std::fmt::Debug for ProvingTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProvingTable")
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

impl ProvingTable {
    /// Loads the table for `rules` from the options' cache folder, or solves
    /// (and saves) it.
    pub fn get(
        rules: &Rules,
        options: &SolveOptions,
        progress: impl FnMut(&SolveEvent),
    ) -> Result<ProvingTable, SolveError> {
        let kind = TableKind::of(rules, options)?;
        let table = match &kind {
            TableKind::Whole => solve::load_or_solve(rules, options, progress)?,
            TableKind::Sectors(sectors) => solve::solve_sectors(rules, sectors, options, progress)?,
        };
        Ok(ProvingTable { table, kind })
    }
}
