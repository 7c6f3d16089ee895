//! The lobby's load generator: N named players connected at once; at a set
//! rate, players enter the quick-pairing pool or open a challenge that
//! another takes. It reports the time from a pool entry (or a taken
//! challenge) to its game's start (the `paired` message: the room is open),
//! 50th and 99th percentile, and the servers' memory. With `--archive N` it
//! first writes N finished games into the archive (and ratings for their
//! players) and times the archive's lists and the leaderboard.
//!
//! ```sh
//! cargo build --release -p morris-server --examples
//! target/release/examples/lobby_load --server-bin target/release/morris-server \
//!     --database /tmp/lobby.db --players 2000 --rate 50 --seconds 30
//! # Two processes on PostgreSQL:
//! target/release/examples/lobby_load --server-bin target/release/morris-server \
//!     --database postgres://USER@HOST/DB --servers 2 --players 2000 --rate 50 --seconds 30
//! ```

#[path = "common/spawned.rs"]
mod spawned;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use morris_online::client::Socket;
use morris_online::{Action, Hello, SeekRequest, ServerMessage, TimeControl, VariantChoice};
use tokio::sync::mpsc;

use spawned::{Spawned, rss_kib, spawn_server};

struct Options {
    server_bin: String,
    database: String,
    servers: usize,
    players: usize,
    rate: f64,
    seconds: f64,
    archive: usize,
}

fn options() -> Options {
    let mut o = Options {
        server_bin: "target/release/morris-server".into(),
        database: "/tmp/morris-lobby-load.db".into(),
        servers: 1,
        players: 2000,
        rate: 50.0,
        seconds: 30.0,
        archive: 0,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--server-bin" => o.server_bin = value,
            "--database" => o.database = value,
            "--servers" => o.servers = value.parse().expect("--servers N"),
            "--players" => o.players = value.parse().expect("--players N"),
            "--rate" => o.rate = value.parse().expect("--rate ENTRIES_PER_SECOND"),
            "--seconds" => o.seconds = value.parse().expect("--seconds S"),
            "--archive" => o.archive = value.parse().expect("--archive GAMES"),
            other => panic!("unknown option {other}"),
        }
    }
    o
}

fn request() -> SeekRequest {
    SeekRequest {
        variant: VariantChoice::Shipped {
            id: "nine-mens-morris".into(),
        },
        clock: Some(TimeControl {
            base_ms: 300_000,
            inc_ms: 3_000,
        }),
        rated: true,
        side: None,
        range: None,
    }
}

/// What a player is asked to do.
enum Task {
    /// Enter the pool; report the time to `paired`.
    Quick,
    /// Open a challenge and give its id to the taker.
    Seek(mpsc::Sender<String>),
    /// Take the challenge whose id comes; report the time to `paired`.
    Take(mpsc::Receiver<String>),
}

/// The next message that `pick` finds, within 30 seconds.
async fn wait_for<T>(socket: &mut Socket, pick: impl Fn(ServerMessage) -> Option<T>) -> Option<T> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
            Ok(Some(Ok(message))) => {
                if let Some(found) = pick(message) {
                    return Some(found);
                }
            }
            _ => return None,
        }
    }
}

fn paired(message: ServerMessage) -> Option<()> {
    matches!(message, ServerMessage::Paired(_)).then_some(())
}

async fn player(
    ws: String,
    name: String,
    busy: Arc<AtomicBool>,
    mut tasks: mpsc::Receiver<Task>,
    report: mpsc::UnboundedSender<Option<Duration>>,
) {
    let Ok(mut socket) = Socket::connect(&ws).await else {
        eprintln!("lobby_load: {name} could not connect");
        busy.store(true, Ordering::SeqCst);
        return;
    };
    let key = format!("{name}-{}", "k".repeat(40));
    let hello = Action::Hello(Hello {
        name: name.clone(),
        key,
        password: None,
    });
    if socket.send(hello).await.is_err() {
        return;
    }
    while let Some(task) = tasks.recv().await {
        let start = Instant::now();
        let done = match task {
            Task::Quick => match socket.send(Action::Quick(request())).await {
                Ok(_) => wait_for(&mut socket, paired)
                    .await
                    .map(|()| start.elapsed()),
                Err(_) => None,
            },
            Task::Seek(give) => {
                let _ = socket.send(Action::Seek(request())).await;
                let seek = wait_for(&mut socket, |m| match m {
                    ServerMessage::Seeking { seek } => Some(seek),
                    _ => None,
                })
                .await;
                if let Some(seek) = seek {
                    let _ = give.send(seek).await;
                    wait_for(&mut socket, paired).await;
                }
                busy.store(false, Ordering::SeqCst);
                continue;
            }
            Task::Take(mut seek) => match seek.recv().await {
                Some(seek) => {
                    let start = Instant::now();
                    let _ = socket.send(Action::AcceptSeek { seek }).await;
                    wait_for(&mut socket, paired)
                        .await
                        .map(|()| start.elapsed())
                }
                None => None,
            },
        };
        if done.is_none() {
            eprintln!("lobby_load: a pairing of {} did not come in 30 s", name);
        }
        let _ = report.send(done);
        busy.store(false, Ordering::SeqCst);
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[tokio::main]
async fn main() {
    let o = options();
    let servers: Vec<Spawned> = (0..o.servers)
        .map(|_| {
            spawn_server(
                &o.server_bin,
                &o.database,
                "127.0.0.1:0",
                // Every player of the generator comes from one address.
                &["--shared-address-rated", "--seeks-per-address", "100000"],
            )
        })
        .collect();
    if o.archive > 0 {
        archive::fill_and_time(&o.database, &servers[0].url, o.archive).await;
    }
    let (report_tx, mut reports) = mpsc::unbounded_channel();
    let mut players = Vec::new();
    let connect_start = Instant::now();
    for i in 0..o.players {
        let ws = morris_online::ws_url(&servers[i % servers.len()].url).unwrap();
        let (tx, rx) = mpsc::channel(1);
        let busy = Arc::new(AtomicBool::new(false));
        tokio::spawn(player(
            ws,
            format!("load{i}"),
            Arc::clone(&busy),
            rx,
            report_tx.clone(),
        ));
        players.push((tx, busy));
        if i % 100 == 99 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    println!(
        "{} players connected and named in {:.1} s",
        o.players,
        connect_start.elapsed().as_secs_f64()
    );
    let mut tick = tokio::time::interval(Duration::from_secs_f64(1.0 / o.rate));
    let end = Instant::now() + Duration::from_secs_f64(o.seconds);
    let (mut next, mut entries, mut latencies, mut failed) = (0usize, 0u64, Vec::new(), 0u64);
    let idle = |next: &mut usize| -> Option<usize> {
        for _ in 0..players.len() {
            *next = (*next + 1) % players.len();
            if !players[*next].1.swap(true, Ordering::SeqCst) {
                return Some(*next);
            }
        }
        None
    };
    while Instant::now() < end {
        tick.tick().await;
        // Every third entry is a challenge taken by another player; the
        // rest go to the pool.
        if entries % 3 == 2 {
            let (Some(a), Some(b)) = (idle(&mut next), idle(&mut next)) else {
                continue;
            };
            let (give, take) = mpsc::channel(1);
            let _ = players[a].0.send(Task::Seek(give)).await;
            let _ = players[b].0.send(Task::Take(take)).await;
        } else if let Some(a) = idle(&mut next) {
            let _ = players[a].0.send(Task::Quick).await;
        }
        entries += 1;
        while let Ok(done) = reports.try_recv() {
            match done {
                Some(d) => latencies.push(d.as_micros() as u64),
                None => failed += 1,
            }
        }
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    while let Ok(done) = reports.try_recv() {
        match done {
            Some(d) => latencies.push(d.as_micros() as u64),
            None => failed += 1,
        }
    }
    latencies.sort_unstable();
    println!(
        "{entries} entries in {:.0} s ({:.0} a second): {} paired, {failed} failed",
        o.seconds,
        entries as f64 / o.seconds,
        latencies.len()
    );
    println!(
        "entry to game start: p50 {:.1} ms, p99 {:.1} ms",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99)
    );
    for (i, server) in servers.iter().enumerate() {
        println!(
            "server {i}: {} MiB resident with {} players connected",
            rss_kib(server.child.id()) / 1024,
            o.players / servers.len()
        );
    }
}

mod archive {
    //! N finished games written straight into the database, as the server
    //! writes them, and the lists that read them timed.

    use std::time::Instant;

    use sqlx::Connection;

    pub async fn fill_and_time(database: &str, url: &str, games: usize) {
        sqlx::any::install_default_drivers();
        let db_url = morris_server::database_url(database);
        let mut conn = sqlx::AnyConnection::connect(&db_url).await.unwrap();
        let start = Instant::now();
        let mut tx = conn.begin().await.unwrap();
        for i in 0..games {
            let (white, black) = (
                format!("arch{}", i % 1000),
                format!("arch{}", (i * 7 + 1) % 1000),
            );
            let body = format!(
                r#"{{"id":"a{i}-1","finished_ms":{i},"variant":"nine-mens-morris","variant_name":"Nine Men's Morris","white":"{white}","black":"{black}","result":"1-0","rated":true,"turns":40}}"#
            );
            sqlx::query(
                "INSERT INTO games (id, finished_ms, variant_key, white_key, black_key, rated, body, record)
                 VALUES ($1, $2, 'nine-mens-morris', $3, $4, 1, $5, $6)",
            )
            .bind(format!("a{i}-1"))
            .bind(i as i64)
            .bind(&white)
            .bind(&black)
            .bind(body)
            .bind("[Event \"morris online\"]\n\n1. d6 1-0\n")
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        for p in 0..1000 {
            sqlx::query(
                "INSERT INTO players (name_key, name, key_hash, created_ms) VALUES ($1, $1, 'x', 0)",
            )
            .bind(format!("arch{p}"))
            .execute(&mut *tx)
            .await
            .unwrap();
            sqlx::query(
                "INSERT INTO ratings (player_key, variant_key, rating, deviation, volatility, games)
                 VALUES ($1, 'nine-mens-morris', $2, 60.0, 0.06, 100)",
            )
            .bind(format!("arch{p}"))
            .bind(1000.0 + p as f64)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
        println!(
            "{games} archived games written in {:.1} s",
            start.elapsed().as_secs_f64()
        );
        let start_position = crate::explorer::fill(database, games).await;
        for path in [
            "/api/games",
            "/api/games?player=arch7",
            "/api/games?variant=nine-mens-morris&before=50000",
            "/api/players/arch7",
            "/api/leaderboard/nine-mens-morris",
            &morris_online::explorer_path("nine-mens-morris", start_position),
        ] {
            let mut times = Vec::new();
            for _ in 0..20 {
                let start = Instant::now();
                let (status, _) = get(url, path).await;
                assert_eq!(status, 200, "{path}");
                times.push(start.elapsed().as_micros() as u64);
            }
            times.sort_unstable();
            println!("{path}: median {:.1} ms over 20", times[10] as f64 / 1000.0);
        }
    }

    async fn get(server: &str, path: &str) -> (u16, usize) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let host = server.strip_prefix("http://").unwrap();
        let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.unwrap();
        let status = String::from_utf8_lossy(&response[9..12]).parse().unwrap();
        (status, response.len())
    }
}

mod explorer {
    //! The explorer's index filled as N archived games would fill it: games
    //! of Nine Men's Morris played at random (seeded) for 30 turns.

    use std::sync::Arc;
    use std::time::Instant;

    use morris_core::{Color, Game, SplitMix, catalog};

    /// Turns each game plays before it is filed.
    const TURNS: usize = 30;

    /// Files `games` random games; returns the start position's hash.
    pub async fn fill(database: &str, games: usize) -> u64 {
        let store = morris_server::Store::open(&morris_server::database_url(database))
            .await
            .unwrap();
        let rules = Arc::new(catalog::shipped("nine-mens-morris").unwrap());
        let mut random = SplitMix::new(1);
        let start = Instant::now();
        let mut batch = Vec::new();
        for i in 0..games {
            let mut game = Game::new(Arc::clone(&rules));
            for _ in 0..TURNS {
                let moves = game.legal_moves();
                if moves.is_empty() || game.outcome().is_some() {
                    break;
                }
                let mv = moves[random.below(moves.len())];
                game.play(mv).unwrap();
            }
            let winner = [Some(Color::White), Some(Color::Black), None][i % 3];
            let rating = 1000.0 + (i % 1000) as f64;
            batch.push((game, winner, [Some(rating), Some(rating + 7.0)]));
            if batch.len() == 1000 {
                store
                    .file_in_explorer("nine-mens-morris", &batch)
                    .await
                    .unwrap();
                batch.clear();
            }
        }
        store
            .file_in_explorer("nine-mens-morris", &batch)
            .await
            .unwrap();
        println!(
            "{games} games of {TURNS} turns filed in the explorer in {:.1} s",
            start.elapsed().as_secs_f64()
        );
        Game::new(rules).position().hash()
    }
}
