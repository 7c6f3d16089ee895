//! The puzzle sets shipped in the repository's `puzzles/` folder, built into
//! the program. A test keeps this list and the folder the same, and proves
//! every set against its table.

/// Each shipped set: its variant's id and its file's text.
pub const SHIPPED_SETS: &[(&str, &str)] = &[
    ("achi", include_str!("../../../../puzzles/achi.ron")),
    (
        "five-mens-morris",
        include_str!("../../../../puzzles/five-mens-morris.ron"),
    ),
    (
        "lasker-morris",
        include_str!("../../../../puzzles/lasker-morris.ron"),
    ),
    (
        "morabaraba",
        include_str!("../../../../puzzles/morabaraba.ron"),
    ),
    (
        "nine-mens-morris",
        include_str!("../../../../puzzles/nine-mens-morris.ron"),
    ),
    ("picaria", include_str!("../../../../puzzles/picaria.ron")),
    (
        "round-merels",
        include_str!("../../../../puzzles/round-merels.ron"),
    ),
    (
        "seven-mens-morris",
        include_str!("../../../../puzzles/seven-mens-morris.ron"),
    ),
    ("shisima", include_str!("../../../../puzzles/shisima.ron")),
    (
        "six-mens-morris",
        include_str!("../../../../puzzles/six-mens-morris.ron"),
    ),
    ("tapatan", include_str!("../../../../puzzles/tapatan.ron")),
    (
        "three-mens-morris",
        include_str!("../../../../puzzles/three-mens-morris.ron"),
    ),
];

/// The shipped set of a variant, as file text.
pub fn shipped_set(variant: &str) -> Option<&'static str> {
    SHIPPED_SETS
        .iter()
        .find(|(id, _)| *id == variant)
        .map(|&(_, text)| text)
}
