//! The puzzle sets shipped in the repository's `puzzles/` folder, built into
//! the program. A test keeps this list and the folder the same, and proves
//! every set against its table.

/// Each shipped set: its variant's id and its file's text.
pub const SHIPPED_SETS: &[(&str, &str)] = &[(
    "three-mens-morris",
    include_str!("../../../../puzzles/three-mens-morris.ron"),
)];

/// The shipped set of a variant, as file text.
pub fn shipped_set(variant: &str) -> Option<&'static str> {
    SHIPPED_SETS
        .iter()
        .find(|(id, _)| *id == variant)
        .map(|&(_, text)| text)
}
