//! Turns and positions as text: reading a turn (`d6-d5xd1`), writing one,
//! and the one-line position string.

pub(crate) mod position_text;
pub(crate) mod read;
pub(crate) mod write;
