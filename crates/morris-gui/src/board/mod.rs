//! The board on screen, drawn from the rules: the board itself with its
//! marks (`view.rs`), the pieces in hand beside it (`hands.rs`), a piece
//! and each mark (`pieces.rs`), where its points go in the space there is
//! (`geometry.rs`) and where their names are written (`labels.rs`), the
//! arrow keys that move along it (`arrows.rs`), the colours of the themes
//! (`theme.rs`), and the small drawing of a board in the new-game dialog
//! (`preview.rs`).

mod arrows;
pub(crate) mod geometry;
mod hands;
mod labels;
mod pieces;
pub(crate) mod preview;
pub(crate) mod theme;
pub(crate) mod view;
