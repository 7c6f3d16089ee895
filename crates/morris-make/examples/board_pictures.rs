//! Pictures of laser files as a laser's software would show them, to look
//! at: `cargo run -p morris-make --example board_pictures -- OUT_DIR ID...`
//! writes each variant's front SVG and a PNG of it (rendered by resvg).

use std::sync::Arc;

use morris_make::laser::front_svg;
use morris_make::{MakeOptions, Sheet};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let out = std::path::PathBuf::from(args.next().ok_or("usage: board_pictures OUT_DIR ID...")?);
    std::fs::create_dir_all(&out)?;
    let mut options = usvg::Options::default();
    Arc::make_mut(&mut options.fontdb).load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    let family = options
        .fontdb
        .faces()
        .next()
        .map(|f| f.families[0].0.clone());
    if let Some(family) = family {
        Arc::make_mut(&mut options.fontdb).set_sans_serif_family(family);
    }
    for id in args {
        let rules = morris_core::catalog::resolve(&id)?;
        let make = MakeOptions {
            names: true,
            ..MakeOptions::default()
        };
        let svg = front_svg(&Sheet::plan(&rules, &make)?);
        std::fs::write(out.join(format!("{}.svg", rules.id())), &svg)?;
        // The cut layer's hairlines drawn a third of a millimetre wide, to be seen.
        let seen = svg.replace("stroke-width=\"0.01\"", "stroke-width=\"0.3\"");
        let tree = usvg::Tree::from_str(&seen, &options)?;
        // Two pixels a millimetre, on white.
        let scale = 2.0 * 25.4 / 96.0;
        let size = tree.size();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(
            (size.width() * scale).ceil() as u32,
            (size.height() * scale).ceil() as u32,
        )
        .ok_or("an empty picture")?;
        pixmap.fill(resvg::tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        let png = out.join(format!("{}.png", rules.id()));
        pixmap.save_png(&png)?;
        println!("{}", png.display());
    }
    Ok(())
}
