//! The two players.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// A player. White and Black name the two sides whatever colours a front end draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The letter used in position strings.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player a rule names: a side, the first or second player, or whoever
/// closed the first mill while placing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Named {
    White,
    Black,
    /// The player who places first.
    FirstPlayer,
    /// The player who places second.
    SecondPlayer,
    /// The player who closed the first mill while placing; the second player
    /// when nobody did.
    FirstMill,
}

impl Named {
    /// The player meant, in a game `first` started and where `first_mill`
    /// closed the first mill (if anyone did).
    pub fn player(self, first: Color, first_mill: Option<Color>) -> Color {
        match self {
            Named::White => Color::White,
            Named::Black => Color::Black,
            Named::FirstPlayer => first,
            Named::SecondPlayer => !first,
            Named::FirstMill => first_mill.unwrap_or(!first),
        }
    }
}

/// One value for each player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub white: T,
    pub black: T,
}

impl<T> ByColor<T> {
    pub const fn new(white: T, black: T) -> Self {
        ByColor { white, black }
    }
}

impl<T: Copy> ByColor<T> {
    pub const fn splat(value: T) -> Self {
        ByColor {
            white: value,
            black: value,
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
