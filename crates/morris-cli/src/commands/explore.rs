//! `morris explore FILE` (or `--server URL`): the opening explorer over a
//! file of records, or over a morris server's archive.

use std::path::Path;
use std::process::ExitCode;

use morris_core::record::play_movetext;
use morris_core::{Game, catalog};
use morris_explorer::Explorer;
use morris_i18n::t;
use morris_online::ExplorerMove;

use crate::cli::ExploreArgs;
use crate::exit::usage;

pub fn run(args: &ExploreArgs) -> anyhow::Result<ExitCode> {
    match (&args.records, &args.server) {
        (Some(records), _) => from_file(records, args),
        (None, Some(server)) => from_server(server, args),
        (None, None) => Err(usage(anyhow::anyhow!("a records file or --server URL"))),
    }
}

fn from_file(records: &Path, args: &ExploreArgs) -> anyhow::Result<ExitCode> {
    let text = morris_core::safe_file::read_regular_text(records, morris_explorer::RECORDS_CAP)
        .map_err(|e| anyhow::Error::new(e).context(records.display().to_string()))?;
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
    let game = position(explorer.new_game(), args)?;
    let name = crate::describe::name(game.rules());
    let heading = t!(
        "explore-heading",
        variant = name,
        games = explorer.games(),
        after = after(args)
    );
    let moves: Vec<ExplorerMove> = explorer
        .moves_at(game.position())
        .iter()
        .map(ExplorerMove::from)
        .collect();
    print_moves(&heading, &moves, &t!("explore-none"));
    Ok(ExitCode::SUCCESS)
}

fn from_server(server: &str, args: &ExploreArgs) -> anyhow::Result<ExitCode> {
    let server = morris_online::http_url(server).map_err(|e| usage(anyhow::Error::new(e)))?;
    let rules = crate::setup::named_rules(None, &args.variant, false)?;
    let game = position(Game::new(rules), args)?;
    let path = morris_online::explorer_path(
        &morris_online::variant_key(game.rules()),
        game.position().hash(),
    );
    let moves: Vec<ExplorerMove> = morris_online::client::get_json(&server, &path)?;
    let heading = t!(
        "explore-server-heading",
        variant = crate::describe::name(game.rules()),
        server = server.as_str(),
        after = after(args)
    );
    print_moves(&heading, &moves, &t!("explore-server-none"));
    Ok(ExitCode::SUCCESS)
}

/// `game` with the turns of `--moves` played.
fn position(mut game: Game, args: &ExploreArgs) -> anyhow::Result<Game> {
    if let Some(moves) = &args.moves {
        let rules = game.rules().clone();
        play_movetext(&mut game, moves).map_err(|e| {
            let why = morris_i18n::records::record_error(&e, Some(&*rules));
            usage(anyhow::anyhow!("--moves: {why}"))
        })?;
    }
    Ok(game)
}

fn after(args: &ExploreArgs) -> String {
    args.moves.clone().unwrap_or_else(|| t!("explore-start"))
}

/// The moves as a table under `heading`, or `none` when there are none.
fn print_moves(heading: &str, moves: &[ExplorerMove], none: &str) {
    println!("{heading}");
    if moves.is_empty() {
        println!("  {none}");
        return;
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
        let finished = stats.white_wins + stats.draws + stats.black_wins;
        let share = |n: u64| match finished {
            0 => "–".to_string(),
            all => format!("{:.0}%", 100.0 * n as f64 / all as f64),
        };
        let rating = stats
            .average_rating
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
