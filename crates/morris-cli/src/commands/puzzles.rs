//! `morris puzzles generate VARIANT` and `morris puzzles check FILE`: a set
//! of puzzles made from the variant's exact table, with its yield; a set file
//! read as from a stranger and proved again. The making and the proof are
//! morris-learn's.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use morris_ai::solve::SolveOptions;
use morris_core::safe_file::{Output, Outputs};
use morris_core::{Rules, catalog};
use morris_i18n::puzzles as words;
use morris_learn::puzzles::{self, ProvingTable, PuzzleSet, TableKind, Theme};

use crate::exit;

/// The table for `rules`, solved or from the cache, with its time printed on stderr.
fn proving_table(rules: &Rules) -> anyhow::Result<ProvingTable> {
    let started = Instant::now();
    let table = ProvingTable::get(rules, &SolveOptions::default(), |_| {})?;
    let whole = table.kind == TableKind::Whole;
    eprintln!("{}", words::table(whole, started.elapsed().as_secs_f64()));
    Ok(table)
}

pub fn generate(
    variant: &str,
    count: u64,
    draws: u64,
    seed: u64,
    out: Option<&Path>,
) -> anyhow::Result<ExitCode> {
    let rules = catalog::shipped(variant)
        .map(Arc::new)
        .ok_or_else(|| exit::usage(anyhow::anyhow!(words::unknown_variant(variant))))?;
    // The file is checked before the table is solved and the puzzles made.
    let outputs = out
        .map(|path| Outputs::check(&[], vec![Output::named(path)], false))
        .transpose()?;
    let table = proving_table(&rules)?;
    let count = usize::try_from(count).unwrap_or(usize::MAX);
    let made = puzzles::generate(&rules, &table, count, draws, seed);
    let set = PuzzleSet {
        variant: variant.to_string(),
        made_by: format!(
            "morris puzzles generate {variant} --count {count} --draws {draws} --seed {seed}"
        ),
        puzzles: made.puzzles,
    };
    let text = set.to_ron(&rules);
    match outputs {
        Some(outputs) => outputs.write(&[text.as_bytes()])?,
        None => print!("{text}"),
    }
    let seconds = made.elapsed.as_secs_f64();
    eprintln!(
        "{}",
        words::generated(set.puzzles.len(), made.examined, made.drawn, seconds)
    );
    for theme in Theme::ALL {
        let n = set.puzzles.iter().filter(|p| p.theme == theme).count();
        if n > 0 {
            eprintln!("  {}", words::theme_count(theme, n));
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn check(file: &Path) -> anyhow::Result<ExitCode> {
    let read = puzzles::read_set(file)?;
    let table = proving_table(&read.rules)?;
    let started = Instant::now();
    read.prove(&table.table)?;
    let seconds = started.elapsed().as_secs_f64();
    println!("{}", words::proved(read.set.puzzles.len(), seconds));
    Ok(ExitCode::SUCCESS)
}
