//! `morris puzzles generate VARIANT` and `morris puzzles check FILE`: a set
//! of puzzles made from the variant's exact table, with its yield; a set file
//! read as from a stranger and proved again. The making and the proof are
//! morris-learn's.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use morris_ai::solve::SolveOptions;
use morris_core::Rules;
use morris_core::catalog::{self, Catalog};
use morris_core::safe_file::{Output, Outputs};
use morris_i18n::puzzles as words;
use morris_learn::puzzles::{self, ProvingTable, PuzzleSet, TableKind, Theme};

use crate::cli::GenerateArgs;
use crate::exit;

/// The table for `rules`, solved or from the cache, with its time printed on stderr.
fn proving_table(rules: &Rules) -> anyhow::Result<ProvingTable> {
    let started = Instant::now();
    let table = ProvingTable::get(rules, &SolveOptions::default(), |_| {})?;
    let whole = table.kind == TableKind::Whole;
    eprintln!("{}", words::table(whole, started.elapsed().as_secs_f64()));
    Ok(table)
}

pub fn generate(args: &GenerateArgs) -> anyhow::Result<ExitCode> {
    let rules = match (&args.variant, &args.rules) {
        (_, Some(path)) => Arc::new(user_rules(path)?),
        (Some(variant), None) => catalog::shipped(variant)
            .map(Arc::new)
            .ok_or_else(|| exit::usage(anyhow::anyhow!(words::unknown_variant(variant))))?,
        (None, None) => anyhow::bail!(words::unknown_variant("")),
    };
    // A shipped variant by id, other rules by their fingerprint.
    let variant = puzzles::variant_key(&rules);
    let named = match &args.rules {
        Some(path) => format!("--rules {}", path.display()),
        None => variant.clone(),
    };
    let variant = variant.as_str();
    // The file is checked before the table is solved and the puzzles made.
    let inputs: Vec<&Path> = args.add_to.iter().map(PathBuf::as_path).collect();
    let outputs = args
        .out
        .as_deref()
        .map(|path| Outputs::check(&inputs, vec![Output::named(path)], false))
        .transpose()?;
    let base = args
        .add_to
        .as_deref()
        .map(|path| puzzles::read_set_for(path, Some(&rules)).map(|read| (path, read)))
        .transpose()?;
    let count = usize::try_from(args.count).unwrap_or(usize::MAX);
    let (made, command) = match args.tactics {
        true => {
            let (games, seed, only) = (args.games, args.seed, args.theme);
            if let Some(theme) = only.filter(|t| !t.is_tactical()) {
                let why = anyhow::anyhow!(words::not_tactical(theme));
                return Err(exit::usage(why));
            }
            let stop = morris_ai::Stop::new();
            let made = puzzles::generate_tactics_until(&rules, count, games, seed, only, &stop);
            let theme = only.map(|t| format!(" --theme {t}")).unwrap_or_default();
            let command = format!(
                "morris puzzles generate {named} --tactics --count {count} --games {games} --seed {seed}{theme}"
            );
            (made, command)
        }
        false => {
            let table = proving_table(&rules)?;
            (
                puzzles::generate(&rules, &table, count, args.draws, args.seed),
                format!(
                    "morris puzzles generate {named} --count {count} --draws {} --seed {}",
                    args.draws, args.seed
                ),
            )
        }
    };
    let made_count = made.puzzles.len();
    let set = match base {
        Some((path, read)) if read.set.variant == variant => {
            let mut set = read.set;
            set.made_by = format!("{} ; {command} --add-to {}", set.made_by, path.display());
            set.add(&rules, made.puzzles.clone());
            set
        }
        Some((_, read)) => anyhow::bail!(words::unknown_variant(&read.set.variant)),
        None => PuzzleSet {
            variant: variant.to_string(),
            made_by: command,
            puzzles: made.puzzles.clone(),
        },
    };
    let text = set.to_ron(&rules);
    match outputs {
        Some(outputs) => outputs.write(&[text.as_bytes()])?,
        None => print!("{text}"),
    }
    let seconds = made.elapsed.as_secs_f64();
    eprintln!(
        "{}",
        words::generated(made_count, made.examined, made.drawn, seconds)
    );
    for theme in Theme::ALL {
        let n = made.puzzles.iter().filter(|p| p.theme == theme).count();
        if n > 0 {
            eprintln!("  {}", words::theme_count(theme, n));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A rules file nobody shipped, read as every command reads one.
pub(super) fn user_rules(path: &Path) -> anyhow::Result<Rules> {
    let rules = Catalog::from_env().load_file(path)?;
    crate::records::say_warnings(&rules);
    Ok(rules)
}

pub fn check(file: &Path, rules: Option<&Path>) -> anyhow::Result<ExitCode> {
    let rules = rules.map(user_rules).transpose()?;
    let read = puzzles::read_set_for(file, rules.as_ref())?;
    // A set of tactics alone needs no table.
    let table = match read.needs_table() {
        true => Some(proving_table(&read.rules)?),
        false => None,
    };
    let started = Instant::now();
    read.prove(table.as_ref().map(|t| &t.table))?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{}",
        words::proved(read.set.puzzles.len(), table.is_some(), seconds)
    );
    Ok(ExitCode::SUCCESS)
}
