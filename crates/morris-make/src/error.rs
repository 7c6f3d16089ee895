//! What can keep a board from being made.

/// A board that cannot be made as asked.
#[derive(Debug, thiserror::Error)]
pub enum MakeError {
    #[error("the board's size is {0} mm; it must be from {min} to {max} mm", min = crate::sheet::MIN_SIZE_MM, max = crate::sheet::MAX_SIZE_MM)]
    SizeOutOfRange(f64),
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
    #[error("this build of morris writes no PDF")]
    NoPdfHere,
    #[error("the request to make a board cannot be read: {0}")]
    Request(String),
    #[error(transparent)]
    Rules(#[from] morris_core::RulesError),
    #[error(transparent)]
    Language(#[from] morris_i18n::UnknownLanguage),
}
