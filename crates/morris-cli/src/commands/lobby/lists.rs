//! What the lobby lists: open challenges and live games, a variant's
//! leaderboard, a player's page, and the archive of finished games (shown,
//! or written to a file as records).

use std::path::Path;
use std::process::ExitCode;

use morris_i18n::{online as words, t};
use morris_online::{ArchivedGameView, LeaderRow, LobbyView, PlayerPage, RatingView};

use morris_core::safe_file::{Output, Outputs};
use morris_online::client::{get_json, get_text};
use morris_online::escaped;

use crate::player_file::PlayerFile;

/// The open seeks and the games being played; a seek whose rating range
/// leaves out the player of this computer (when they have a name there) is
/// marked as not for them.
pub fn lobby(server: &str) -> anyhow::Result<ExitCode> {
    let view: LobbyView = get_json(server, "/api/lobby")?;
    let ratings = match PlayerFile::load()? {
        Some(player) if view.seeks.iter().any(|s| s.range.is_some()) => {
            let path = format!("/api/players/{}", escaped(&player.name));
            // Not a player there yet: the seeks are shown unmarked.
            get_json::<PlayerPage>(server, &path)
                .ok()
                .map(|p| p.ratings)
        }
        _ => None,
    };
    if view.seeks.is_empty() {
        println!("{}", t!("lobby-no-seeks", server = server));
    } else {
        println!("{}", t!("lobby-seeks"));
        for seek in &view.seeks {
            let clock = seek
                .clock
                .map_or_else(|| t!("lobby-no-clock"), |c| c.to_string());
            let line = t!(
                "lobby-seek-line",
                id = seek.id.as_str(),
                player = seek.player.clone().unwrap_or_else(|| t!("lobby-anonymous")),
                rating = seek
                    .rating
                    .as_ref()
                    .map_or_else(|| "–".to_string(), RatingView::shown),
                variant = seek.variant_name.as_str(),
                clock = clock,
                kind = words::game_kind(seek.rated)
            );
            let range = words::seek_range(seek, ratings.as_deref());
            println!("  {line}{range}");
        }
    }
    if view.games.is_empty() {
        println!("{}", t!("lobby-no-games"));
    } else {
        println!("{}", t!("lobby-games"));
        for game in &view.games {
            let line = t!(
                "lobby-game-line",
                room = game.room.as_str(),
                white = words::player_name(&game.white),
                black = words::player_name(&game.black),
                variant = game.variant_name.as_str(),
                kind = words::game_kind(game.rated)
            );
            println!("  {line}");
        }
    }
    println!("{}", t!("lobby-take-hint", server = server));
    Ok(ExitCode::SUCCESS)
}

pub fn leaderboard(server: &str, variant: &str) -> anyhow::Result<ExitCode> {
    let rows: Vec<LeaderRow> = get_json(server, &format!("/api/leaderboard/{}", escaped(variant)))?;
    if rows.is_empty() {
        println!("{}", t!("lobby-leaderboard-empty", variant = variant));
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", t!("lobby-leaderboard", variant = variant));
    for (rank, row) in rows.iter().enumerate() {
        let line = t!(
            "lobby-leader-line",
            rank = (rank + 1).to_string(),
            name = row.name.as_str(),
            rating = row.rating.shown(),
            games = row.rating.games
        );
        println!("  {line}");
    }
    Ok(ExitCode::SUCCESS)
}

pub fn player(server: &str, player: &str) -> anyhow::Result<ExitCode> {
    let page: PlayerPage = get_json(server, &format!("/api/players/{}", escaped(player)))?;
    println!("{}", t!("lobby-player", name = page.name.as_str()));
    if page.ratings.is_empty() {
        println!("  {}", t!("lobby-player-unrated"));
    }
    for rating in &page.ratings {
        println!("  {}", words::variant_rating(rating));
    }
    let history: Vec<String> = page
        .games
        .iter()
        .filter_map(|game| words::rating_history_line(game, &page.name))
        .collect();
    if !history.is_empty() {
        println!("{}", t!("lobby-history"));
        for line in history {
            println!("  {line}");
        }
    }
    print_games(&page.games);
    Ok(ExitCode::SUCCESS)
}

/// The archive's games, or with `out` their records written to a file.
pub fn games(
    server: &str,
    player: Option<&str>,
    variant: Option<&str>,
    out: Option<&Path>,
) -> anyhow::Result<ExitCode> {
    let mut query = Vec::new();
    if let Some(player) = player {
        query.push(format!("player={}", escaped(player)));
    }
    if let Some(variant) = variant {
        query.push(format!("variant={}", escaped(variant)));
    }
    let query = query.join("&");
    let Some(out) = out else {
        let games: Vec<ArchivedGameView> = get_json(server, &format!("/api/games?{query}"))?;
        print_games(&games);
        return Ok(ExitCode::SUCCESS);
    };
    // Checked before anything is downloaded, written as every output is.
    let outputs = Outputs::check(&[], vec![Output::named(out)], false)?;
    let text = get_text(server, &format!("/api/games.txt?{query}"))?;
    outputs.write(&[text.as_bytes()])?;
    let count = text.matches("[Event ").count();
    println!(
        "{}",
        t!(
            "lobby-archive-written",
            count = count,
            file = out.display().to_string()
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn print_games(games: &[ArchivedGameView]) {
    if games.is_empty() {
        println!("  {}", t!("lobby-archive-empty"));
    }
    for game in games {
        println!("  {}", words::archived_game(game));
    }
}
