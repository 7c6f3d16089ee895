//! `morris board VARIANT --svg OUT --pdf OUT`: the variant's board to make
//! by hand, drawn by morris-make; this module only names and writes the files.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use morris_core::Rules;
use morris_core::catalog::{self, Origin};
use morris_core::safe_file::{Output, Outputs};
use morris_make::laser::{back_svg, front_svg};
use morris_make::print::{Tiling, print_pdf};
use morris_make::{MakeError, MakeOptions, Paper, Sheet};

use crate::cli::{BoardArgs, PaperChoice};
use crate::exit::usage;
use crate::setup;

pub fn run(args: &BoardArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, false)?;
    // Every file is checked before the drawing starts, and written with the others or not at all.
    let outputs = outputs(args, &rules)?;
    let options = MakeOptions {
        size_mm: args.size,
        names: args.names,
        mark: !args.no_mark,
    };
    let sheet = Sheet::plan(&rules, &options).map_err(|e| match e {
        MakeError::SizeOutOfRange(_) | MakeError::PiecesTooSmall { .. } => usage(e),
        other => other.into(),
    })?;
    let paper = match args.paper {
        PaperChoice::A4 => Paper::A4,
        PaperChoice::Letter => Paper::Letter,
    };
    let mut contents = Vec::new();
    if args.svg.is_some() {
        contents.push(front_svg(&sheet).into_bytes());
        contents.push(back_svg(&sheet).into_bytes());
    }
    if args.pdf.is_some() {
        contents.push(print_pdf(&rules, &sheet, paper)?);
    }
    let contents: Vec<&[u8]> = contents.iter().map(Vec::as_slice).collect();
    outputs.write(&contents)?;
    let (_, _, w, h) = sheet.board;
    if let Some(out) = &args.svg {
        println!(
            "{}: the board ({w:.1} × {h:.1} mm) and {} pieces of {:.1} mm on a {:.1} × {:.1} mm sheet: engrave and cut layers",
            out.display(),
            sheet.pieces.len(),
            sheet.piece_diameter,
            sheet.width,
            sheet.height,
        );
        println!(
            "{}: the pieces' back side, mirrored to line up when they are flipped",
            back_path(out).display()
        );
    }
    if let Some(out) = &args.pdf {
        let tiling = Tiling::of(&sheet, paper);
        println!(
            "{}: the board over {} pages ({} × {}), the pieces, and the rules",
            out.display(),
            tiling.pages(),
            tiling.rows,
            tiling.columns
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The files to write, in the order of their contents, checked against the
/// rules file they are drawn from and against each other.
fn outputs(args: &BoardArgs, rules: &Rules) -> anyhow::Result<Outputs> {
    let mut files = Vec::new();
    if let Some(out) = &args.svg {
        files.push(Output::named(out));
        files.push(Output::derived(back_path(out)));
    }
    if let Some(out) = &args.pdf {
        files.push(Output::named(out));
    }
    let (_, origin) = rules.source();
    // A shipped variant is read from the program itself, not from its origin's path.
    let shipped =
        catalog::shipped(rules.id()).is_some() && origin == format!("rules/{}.ron", rules.id());
    let mut inputs: Vec<PathBuf> = Vec::new();
    if !shipped {
        inputs.push(PathBuf::from(origin));
    }
    // A rules file may build on any of the user folder's: none is written over.
    inputs.extend(
        catalog::variants()
            .into_iter()
            .filter_map(|entry| match entry.origin {
                Origin::User(path) => Some(path),
                Origin::Shipped => None,
            }),
    );
    let inputs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
    Ok(Outputs::check(&inputs, files, args.force)?)
}

/// `board.svg` → `board-back.svg`, beside it.
fn back_path(front: &Path) -> PathBuf {
    let stem = front
        .file_stem()
        .map_or_else(|| "board".into(), |s| s.to_string_lossy().into_owned());
    front.with_file_name(format!("{stem}-back.svg"))
}
