//! What can keep a board from being made.

/// A board that cannot be made as asked.
#[derive(Debug, thiserror::Error)]
pub enum MakeError {
    #[error("the board's size is {} mm; it must be from {min} to {max} mm", shown(.0), min = crate::sheet::MIN_SIZE_MM, max = crate::sheet::MAX_SIZE_MM)]
    SizeOutOfRange(f64),
    #[error(
        "at this size the pieces are {} mm across, less than {min} mm: make the board {} mm or larger",
        shown(.diameter),
        shown(.size_needed),
        min = crate::sheet::MIN_PIECE_MM
    )]
    PiecesTooSmall { diameter: f64, size_needed: f64 },
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

/// A number as a person reads it: a few digits, never three hundred.
fn shown(value: &f64) -> String {
    let value = *value;
    if value != 0.0 && !(1e-3..1e7).contains(&value.abs()) {
        return format!("{value:.3e}");
    }
    let fixed = format!("{value:.3}");
    fixed
        .trim_end_matches('0')
        .trim_end_matches('.')
        .to_string()
}
