//! A movement-phase sector: its name and text (`4-3`), whether rules have
//! it, and the file its pair is kept in; how a sector is solved is `sectors`'.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use morris_core::Rules;

use super::layers::LayerKey;
use super::{SolveOptions, cache_dir};

/// A movement-phase sector: pieces on the board of the side to move and of
/// the other side, both hands empty.
///
/// ```
/// use morris_ai::solve::Sector;
/// let s: Sector = "4-3".parse().unwrap();
/// assert_eq!((s.mover, s.other), (4, 3));
/// assert_eq!(s.swapped().to_string(), "3-4");
/// assert!("4".parse::<Sector>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sector {
    /// Pieces of the side to move.
    pub mover: u8,
    /// Pieces of the other side.
    pub other: u8,
}

impl Sector {
    pub fn new(mover: u8, other: u8) -> Sector {
        Sector { mover, other }
    }

    /// The same pieces with the other side to move.
    pub fn swapped(self) -> Sector {
        Sector::new(self.other, self.mover)
    }

    /// Pieces on the board.
    pub fn pieces(self) -> u8 {
        self.mover + self.other
    }
}

impl fmt::Display for Sector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.mover, self.other)
    }
}

/// Text that is not a sector (`4-3`) or a choice of sectors (`3-3,4-3` or `max=8`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{text:?} is not a sector: write the pieces of the side to move and of the other side, as 4-3"
)]
pub struct ParseSectorError {
    pub text: String,
}

impl FromStr for Sector {
    type Err = ParseSectorError;

    fn from_str(s: &str) -> Result<Sector, ParseSectorError> {
        let err = || ParseSectorError {
            text: s.to_string(),
        };
        let (a, b) = s.trim().split_once('-').ok_or_else(err)?;
        let num = |t: &str| t.parse::<u8>().map_err(|_| err());
        Ok(Sector::new(num(a)?, num(b)?))
    }
}

impl Sector {
    pub(crate) fn key(self) -> LayerKey {
        LayerKey {
            own_hand: 0,
            opp_hand: 0,
            own_board: self.mover,
            opp_board: self.other,
        }
    }

    pub(crate) fn of_key(key: LayerKey) -> Option<Sector> {
        (key.own_hand == 0 && key.opp_hand == 0).then(|| Sector::new(key.own_board, key.opp_board))
    }

    /// The sector naming the pair this one is stored in (the larger side first).
    pub(crate) fn pair_name(self) -> Sector {
        if self.mover >= self.other {
            self
        } else {
            self.swapped()
        }
    }
}

/// The folder sector files go to: the options', else the user's cache folder.
pub(crate) fn folder(options: &SolveOptions) -> Option<PathBuf> {
    options.cache_dir.clone().or_else(cache_dir)
}

/// The file name of the pair holding `sector` for these rules.
pub fn sector_file_name(rules: &Rules, sector: Sector) -> String {
    let pair = sector.pair_name();
    format!(
        "{:016x}-sector-{}-{}.morristable",
        rules.fingerprint(),
        pair.mover,
        pair.other
    )
}
