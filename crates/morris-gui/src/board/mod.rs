//! The board on screen, drawn from the rules: the board itself with its
//! pieces and marks (`view.rs`), where its points go in the space there is
//! (`geometry.rs`) and where their names are written (`labels.rs`), the
//! arrow keys that move along it (`arrows.rs`), the colours of the themes
//! (`theme.rs`), and the small drawing of a board in the new-game dialog
//! (`preview.rs`).

mod arrows;
pub(crate) mod geometry;
mod labels;
pub(crate) mod preview;
pub(crate) mod theme;
pub(crate) mod view;
