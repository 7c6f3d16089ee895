//! `morris board VARIANT --svg OUT --pdf OUT`: the variant's board to make
//! by hand, drawn by morris-make; this module only names and writes the files.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use morris_make::laser::{back_svg, front_svg};
use morris_make::print::{Tiling, print_pdf};
use morris_make::{MakeError, MakeOptions, Paper, Sheet};

use crate::cli::{BoardArgs, PaperChoice};
use crate::exit::usage;
use crate::setup;

pub fn run(args: &BoardArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, false)?;
    let options = MakeOptions {
        size_mm: args.size,
        names: args.names,
        mark: !args.no_mark,
    };
    let sheet = Sheet::plan(&rules, &options).map_err(|e| match e {
        MakeError::SizeOutOfRange(_) => usage(e),
        other => other.into(),
    })?;
    let (_, _, w, h) = sheet.board;
    if let Some(out) = &args.svg {
        let back = back_path(out);
        write(out, front_svg(&sheet).as_bytes())?;
        write(&back, back_svg(&sheet).as_bytes())?;
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
            back.display()
        );
    }
    if let Some(out) = &args.pdf {
        let paper = match args.paper {
            PaperChoice::A4 => Paper::A4,
            PaperChoice::Letter => Paper::Letter,
        };
        write(out, &print_pdf(&rules, &sheet, paper)?)?;
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

/// `board.svg` → `board-back.svg`, beside it.
fn back_path(front: &Path) -> PathBuf {
    let stem = front
        .file_stem()
        .map_or_else(|| "board".into(), |s| s.to_string_lossy().into_owned());
    front.with_file_name(format!("{stem}-back.svg"))
}

fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    morris_core::safe_file::write_atomic(path, bytes).map_err(|e| {
        anyhow::anyhow!(
            "cannot write {}: {}",
            path.display(),
            morris_i18n::words::io_error(&e)
        )
    })
}
