//! The rules files and boards that ship inside the library, so the programs
//! run without the `rules/` folder.

/// The variant played when none is named: Nine Men's Morris, the best known.
pub const DEFAULT_VARIANT: &str = "nine-mens-morris";

/// The shipped rules files, embedded so the programs run without the `rules/` folder.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "nine-mens-morris",
        include_str!("../../../../rules/nine-mens-morris.ron"),
    ),
    (
        "six-mens-morris",
        include_str!("../../../../rules/six-mens-morris.ron"),
    ),
    (
        "five-mens-morris",
        include_str!("../../../../rules/five-mens-morris.ron"),
    ),
    (
        "three-mens-morris",
        include_str!("../../../../rules/three-mens-morris.ron"),
    ),
    (
        "twelve-mens-morris",
        include_str!("../../../../rules/twelve-mens-morris.ron"),
    ),
    (
        "morabaraba",
        include_str!("../../../../rules/morabaraba.ron"),
    ),
    (
        "lasker-morris",
        include_str!("../../../../rules/lasker-morris.ron"),
    ),
    ("tapatan", include_str!("../../../../rules/tapatan.ron")),
    ("achi", include_str!("../../../../rules/achi.ron")),
    ("picaria", include_str!("../../../../rules/picaria.ron")),
    ("shisima", include_str!("../../../../rules/shisima.ron")),
    (
        "round-merels",
        include_str!("../../../../rules/round-merels.ron"),
    ),
    (
        "seven-mens-morris",
        include_str!("../../../../rules/seven-mens-morris.ron"),
    ),
    ("mylna", include_str!("../../../../rules/mylna.ron")),
    (
        "mulabalaba",
        include_str!("../../../../rules/mulabalaba.ron"),
    ),
    ("dara", include_str!("../../../../rules/dara.ron")),
    (
        "marelle-quadruple",
        include_str!("../../../../rules/marelle-quadruple.ron"),
    ),
    (
        "altan-xaraacaj",
        include_str!("../../../../rules/altan-xaraacaj.ron"),
    ),
    (
        "cheng-san-qi",
        include_str!("../../../../rules/cheng-san-qi.ron"),
    ),
    ("nerenchi", include_str!("../../../../rules/nerenchi.ron")),
    ("dooz", include_str!("../../../../rules/dooz.ron")),
    (
        "russian-mill",
        include_str!("../../../../rules/russian-mill.ron"),
    ),
    ("da-san-qi", include_str!("../../../../rules/da-san-qi.ron")),
    ("zhi-qi", include_str!("../../../../rules/zhi-qi.ron")),
    ("el-filja", include_str!("../../../../rules/el-filja.ron")),
    ("shax", include_str!("../../../../rules/shax.ron")),
    ("sam-ki", include_str!("../../../../rules/sam-ki.ron")),
    ("jeson-zam", include_str!("../../../../rules/jeson-zam.ron")),
];

/// The named boards a rules file may start from (`board: "three-squares"`),
/// embedded like the variants.
pub const BOARDS: &[(&str, &str)] = &[
    (
        "three-squares",
        include_str!("../../../../rules/boards/three-squares.ron"),
    ),
    (
        "three-squares-diagonals",
        include_str!("../../../../rules/boards/three-squares-diagonals.ron"),
    ),
    (
        "two-squares",
        include_str!("../../../../rules/boards/two-squares.ron"),
    ),
    (
        "three-by-three",
        include_str!("../../../../rules/boards/three-by-three.ron"),
    ),
    (
        "octagon",
        include_str!("../../../../rules/boards/octagon.ron"),
    ),
    (
        "five-by-five",
        include_str!("../../../../rules/boards/five-by-five.ron"),
    ),
];
