//! A variant's board and pieces to make with your hands, from its rules:
//! where everything goes on the sheet in millimetres (`sheet.rs`), the
//! laser cutter's file with its engrave and cut layers and the pieces' back
//! side (`laser.rs`), and a print-and-play PDF: the board tiled over pages
//! with alignment marks, the pieces to cut out and the rules in words
//! (`print.rs`, on `paper.rs`'s sizes). `request.rs` is what a front end
//! asks for and gets, the same from the desktop and from a page's worker.

mod error;
pub mod laser;
pub mod paper;
#[cfg(feature = "pdf")]
pub mod print;
pub mod request;
pub mod sheet;

pub use error::MakeError;
pub use paper::Paper;
pub use request::{MadeFile, MakeJob, MakeRequest, Making};
pub use sheet::{MakeOptions, Sheet};
