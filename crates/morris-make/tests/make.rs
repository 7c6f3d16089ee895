//! The laser file and the print-and-play PDF, read back by real readers:
//! usvg parses the SVG as laser software would, lopdf opens the PDF.

use morris_core::{Rules, catalog};
use morris_make::laser::{back_svg, front_svg};
use morris_make::print::{Tiling, print_pdf};
use morris_make::{MakeOptions, Paper, Sheet};

/// A board no file ships: a 4 × 4 grid, its rows and columns drawn.
fn four_by_four() -> Rules {
    let mut points = Vec::new();
    for y in 0..4 {
        for x in 0..4 {
            points.push(format!(
                "(name: \"{}{}\", x: {x}, y: {y})",
                (b'a' + x as u8) as char,
                y + 1
            ));
        }
    }
    let mut lines = Vec::new();
    for i in 0..4 {
        let row: Vec<String> = (0..4)
            .map(|x| format!("\"{}{}\"", (b'a' + x) as char, i + 1))
            .collect();
        let column: Vec<String> = (1..=4)
            .map(|y| format!("\"{}{y}\"", (b'a' + i) as char))
            .collect();
        lines.push(format!("[{}]", row.join(", ")));
        lines.push(format!("[{}]", column.join(", ")));
    }
    let text = format!(
        "(name: \"Four by four\", points: [{}], lines: [{}], pieces: 4, mills: Auto)",
        points.join(", "),
        lines.join(", ")
    );
    Rules::from_source("four", "four.ron", &text).unwrap()
}

fn every_board() -> Vec<Rules> {
    let mut all: Vec<Rules> = catalog::SHIPPED
        .iter()
        .map(|(id, _)| catalog::shipped(id).unwrap())
        .collect();
    all.push(four_by_four());
    all
}

fn parse(svg: &str) -> usvg::Tree {
    usvg::Tree::from_str(svg, &usvg::Options::default()).expect("a real SVG")
}

fn group<'a>(tree: &'a usvg::Tree, id: &str) -> &'a usvg::Group {
    match tree.node_by_id(id) {
        Some(usvg::Node::Group(group)) => group,
        other => panic!("no group {id}: {other:?}"),
    }
}

/// Every path's points, in order, in the group (and the groups inside it).
fn paths(group: &usvg::Group) -> Vec<Vec<(f32, f32)>> {
    let mut out = Vec::new();
    for node in group.children() {
        match node {
            usvg::Node::Path(path) => {
                let transform = path.abs_transform();
                out.push(
                    path.data()
                        .points()
                        .iter()
                        .map(|p| {
                            let mut p = *p;
                            transform.map_point(&mut p);
                            (p.x, p.y)
                        })
                        .collect(),
                );
            }
            usvg::Node::Group(inner) => out.extend(paths(inner)),
            _ => {}
        }
    }
    out
}

/// A disc's centre: the middle of its path's bounds.
fn centres(group: &usvg::Group) -> Vec<(f32, f32)> {
    paths(group)
        .iter()
        .map(|points| {
            let xs = points.iter().map(|p| p.0);
            let ys = points.iter().map(|p| p.1);
            let (x0, x1) = xs.fold((f32::MAX, f32::MIN), |(a, b), x| (a.min(x), b.max(x)));
            let (y0, y1) = ys.fold((f32::MAX, f32::MIN), |(a, b), y| (a.min(y), b.max(y)));
            ((x0 + x1) / 2.0, (y0 + y1) / 2.0)
        })
        .collect()
}

/// usvg reads `width="300mm"` as CSS pixels, 96 to the inch.
const PX_PER_MM: f64 = 96.0 / 25.4;

/// Is the point `a` (usvg's pixels) at `b` (millimetres)?
fn near(a: (f32, f32), b: (f64, f64)) -> bool {
    let (x, y) = (f64::from(a.0) / PX_PER_MM, f64::from(a.1) / PX_PER_MM);
    (x - b.0).abs() < 0.02 && (y - b.1).abs() < 0.02
}

#[test]
fn every_board_is_drawn_point_for_point_and_line_for_line() {
    for rules in every_board() {
        let sheet = Sheet::plan(&rules, &MakeOptions::default()).unwrap();
        let tree = parse(&front_svg(&sheet));
        let id = rules.id();
        // Every point once, where the sheet puts it.
        let points = centres(group(&tree, "points"));
        assert_eq!(points.len(), rules.point_count(), "{id}");
        for p in &sheet.points {
            assert!(
                points.iter().any(|&c| near(c, (p.x, p.y))),
                "{id}: {} not drawn",
                p.name
            );
        }
        // Every line of the rules, through its points in order.
        let lines = paths(group(&tree, "lines"));
        assert_eq!(lines.len(), rules.lines().len(), "{id}");
        for (line, drawn) in rules.lines().iter().zip(&lines) {
            assert_eq!(line.len(), drawn.len(), "{id}");
            for (p, at) in line.iter().zip(drawn) {
                let want = &sheet.points[p.index()];
                assert!(
                    near(*at, (want.x, want.y)),
                    "{id}: {} drawn at {at:?}",
                    want.name
                );
            }
        }
        // The cut layer: the outline and every piece; the engrave layer none of them.
        let cut = paths(group(&tree, "cut"));
        assert_eq!(cut.len(), 1 + sheet.pieces.len(), "{id}");
        assert_eq!(
            paths(group(&tree, "pieces")).len(),
            2 * (usize::from(rules.pieces()) + 1)
        );
        let engraved = paths(group(&tree, "engrave")).len();
        let marks = sheet.pieces.len() / 2;
        assert_eq!(
            engraved,
            rules.point_count() + rules.lines().len() + marks,
            "{id}"
        );
    }
}

#[test]
fn the_board_is_the_size_asked_and_the_back_mirrors_the_front() {
    for rules in [
        catalog::shipped("nine-mens-morris").unwrap(),
        four_by_four(),
    ] {
        let options = MakeOptions {
            size_mm: Some(250.0),
            names: true,
            mark: true,
        };
        let sheet = Sheet::plan(&rules, &options).unwrap();
        let front = parse(&front_svg(&sheet));
        let outline = match front.node_by_id("outline") {
            Some(usvg::Node::Path(path)) => path.abs_bounding_box(),
            other => panic!("no outline: {other:?}"),
        };
        let longer = f64::from(outline.width().max(outline.height())) / PX_PER_MM;
        assert!((longer - 250.0).abs() < 0.1, "{}: {longer} mm", rules.id());
        let width = f64::from(front.size().width()) / PX_PER_MM;
        assert!((width - sheet.width).abs() < 0.01, "{width} mm");

        let back = parse(&back_svg(&sheet));
        let (front_discs, back_discs) = (
            centres(group(&front, "pieces")),
            centres(group(&back, "pieces")),
        );
        assert_eq!(front_discs.len(), back_discs.len());
        for (f, b) in front_discs.iter().zip(&back_discs) {
            let mirrored = (
                sheet.width - f64::from(f.0) / PX_PER_MM,
                f64::from(f.1) / PX_PER_MM,
            );
            assert!(near(*b, mirrored), "{f:?} {b:?}");
        }
        let (front_marks, back_marks) = (
            centres(group(&front, "marks")),
            centres(group(&back, "marks")),
        );
        assert_eq!(front_marks.len(), sheet.pieces.len() / 2);
        for (f, b) in front_marks.iter().zip(&back_marks) {
            let mirrored = (
                sheet.width - f64::from(f.0) / PX_PER_MM,
                f64::from(f.1) / PX_PER_MM,
            );
            assert!(near(*b, mirrored));
        }
        // The back has no board to engrave.
        assert!(back.node_by_id("lines").is_none());
    }
}

#[test]
fn a_name_from_a_strangers_file_is_text_not_markup() {
    let text = "(board: \"three-by-three\", name: \"<script>&</script>\", pieces: 3)";
    let rules = Rules::from_source("odd", "odd.ron", text).unwrap();
    let sheet = Sheet::plan(&rules, &MakeOptions::default()).unwrap();
    let svg = front_svg(&sheet);
    assert!(!svg.contains("<script>"), "{svg}");
    parse(&svg);
}

fn page_texts(pdf: &[u8]) -> (usize, String) {
    let doc = lopdf::Document::load_mem(pdf).expect("a real PDF");
    let pages = doc.get_pages().len();
    let last = doc.extract_text(&[pages as u32]).unwrap_or_default();
    (pages, last)
}

#[test]
fn the_pdf_has_the_boards_pages_the_pieces_and_the_rules_in_the_language_asked() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let sheet = Sheet::plan(&rules, &MakeOptions::default()).unwrap();
    for paper in [Paper::A4, Paper::Letter] {
        let tiling = Tiling::of(&sheet, paper);
        assert!(
            tiling.pages() >= 2,
            "a board near 300 mm takes more than one page"
        );
        let pdf = morris_i18n::with_language("en", || print_pdf(&rules, &sheet, paper))
            .unwrap()
            .unwrap();
        let (pages, rules_page) = page_texts(&pdf);
        assert_eq!(pages, tiling.pages() + 1 + 1, "{paper:?}");
        assert!(rules_page.contains("Nine Men"), "{rules_page}");
        assert!(rules_page.contains("What you need"), "{rules_page}");
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let first = doc.extract_text(&[1]).unwrap_or_default();
        assert!(first.contains("Board, page 1 of"), "{first}");
    }
    let pdf = morris_i18n::with_language("fr", || print_pdf(&rules, &sheet, Paper::A4))
        .unwrap()
        .unwrap();
    let (_, rules_page) = page_texts(&pdf);
    assert!(rules_page.contains("Moulin"), "{rules_page}");
    assert!(rules_page.contains("Ce qu’il vous faut"), "{rules_page}");
}

#[test]
fn a_small_board_prints_on_one_page() {
    let rules = catalog::shipped("three-mens-morris").unwrap();
    let options = MakeOptions {
        size_mm: Some(150.0),
        ..MakeOptions::default()
    };
    let sheet = Sheet::plan(&rules, &options).unwrap();
    let pdf = print_pdf(&rules, &sheet, Paper::A4).unwrap();
    let (pages, _) = page_texts(&pdf);
    assert_eq!(pages, 3);
}
