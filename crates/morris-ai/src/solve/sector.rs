//! A movement-phase sector's name and its text (`4-3`); what a sector holds
//! and how it is solved is `sectors`'.

use std::fmt;
use std::str::FromStr;

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
