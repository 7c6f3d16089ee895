//! `morris explore FILE`: the opening explorer over a file of records.

use std::process::ExitCode;

use morris_core::catalog;
use morris_core::record::play_movetext;
use morris_explorer::Explorer;
use morris_i18n::t;

use crate::cli::ExploreArgs;
use crate::exit::usage;

/// The most a records file may weigh (an archive download of 10,000 games
/// is far under it).
const MAX_RECORDS_BYTES: u64 = 256 * 1024 * 1024;

pub fn run(args: &ExploreArgs) -> anyhow::Result<ExitCode> {
    let text = morris_core::safe_file::read_regular_text(&args.records, MAX_RECORDS_BYTES)
        .map_err(|e| anyhow::Error::new(e).context(args.records.display().to_string()))?;
    // Without --variant or --rules: the first record's variant.
    let first = (args.variant.variant.is_none() && args.variant.rules.is_none())
        .then(|| first_variant(&text))
        .flatten();
    let rules = crate::setup::named_rules(first.as_deref(), &args.variant, false)?;
    let explorer = Explorer::from_records(rules, &text, catalog::resolve);
    for skipped in explorer.skipped() {
        eprintln!(
            "{}",
            t!(
                "explore-skipped",
                record = skipped.record,
                why = morris_online::error_chain(&skipped.why)
            )
        );
    }
    let mut game = explorer.new_game();
    if let Some(moves) = &args.moves {
        let rules = game.rules().clone();
        play_movetext(&mut game, moves).map_err(|e| {
            let why = morris_i18n::records::record_error(&e, Some(&*rules));
            usage(anyhow::anyhow!("--moves: {why}"))
        })?;
    }
    let name = crate::describe::name(game.rules());
    let after = args.moves.clone().unwrap_or_else(|| t!("explore-start"));
    println!(
        "{}",
        t!(
            "explore-heading",
            variant = name,
            games = explorer.games(),
            after = after
        )
    );
    let moves = explorer.moves_at(game.position());
    if moves.is_empty() {
        println!("  {}", t!("explore-none"));
        return Ok(ExitCode::SUCCESS);
    }
    let columns = [
        t!("explore-column-move"),
        t!("explore-column-games"),
        t!("explore-column-white"),
        t!("explore-column-draw"),
        t!("explore-column-black"),
        t!("explore-column-rating"),
    ];
    println!(
        "  {:<12} {:>6}  {:>6} {:>6} {:>6}  {:>6}",
        columns[0], columns[1], columns[2], columns[3], columns[4], columns[5]
    );
    for stats in moves {
        let share = |n: u64| match stats.finished() {
            0 => "–".to_string(),
            all => format!("{:.0}%", 100.0 * n as f64 / all as f64),
        };
        let rating = stats
            .average_rating()
            .map_or_else(|| "–".to_string(), |r| format!("{r:.0}"));
        println!(
            "  {:<12} {:>6}  {:>6} {:>6} {:>6}  {:>6}",
            stats.turn,
            stats.games,
            share(stats.white_wins),
            share(stats.draws),
            share(stats.black_wins),
            rating
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The `Variant` tag of the file's first record (a shipped id or a plain
/// file name, resolved as a record's is).
fn first_variant(text: &str) -> Option<String> {
    let record = morris_explorer::split_records(text).into_iter().next()?;
    record.lines().find_map(|line| {
        let value = line
            .trim()
            .strip_prefix("[Variant \"")?
            .strip_suffix("\"]")?;
        Some(value.to_string())
    })
}
