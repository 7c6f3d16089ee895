//! The load generator: N pairs of players on real WebSockets, each pair
//! playing random legal games (a rematch when one ends), together at a set
//! number of turns a second. It reports the concurrent games, the turns a
//! second and the time from a turn sent to the opponent receiving it (50th
//! and 99th percentile). With `--server-bin` it starts the server itself,
//! reports its memory per idle room and per connection, and with `--kill-after`
//! kills it with SIGKILL under load, starts it again on the same database and
//! checks every game against the turns it was told were written.
//!
//! ```sh
//! cargo build --release -p morris-server --examples
//! target/release/examples/load --server-bin target/release/morris-server \
//!     --database /tmp/load.db --games 1000 --rate 200 --seconds 30 --kill-after 20
//! ```

#[path = "common/spawned.rs"]
mod spawned;

use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_core::{Game, SplitMix, catalog, move_text};
use morris_online::client::Socket;
use morris_online::{Action, CreateRoom, Role, RoomView, Secret, ServerMessage, VariantChoice};
use tokio::sync::Mutex;

use spawned::{rss_kib, spawn_server};

struct Options {
    server: Option<String>,
    server_bin: Option<String>,
    database: String,
    games: usize,
    rate: f64,
    seconds: f64,
    kill_after: Option<f64>,
}

fn options() -> Options {
    let mut o = Options {
        server: None,
        server_bin: None,
        database: "/tmp/morris-load.db".into(),
        games: 100,
        rate: 50.0,
        seconds: 20.0,
        kill_after: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--server" => o.server = Some(value),
            "--server-bin" => o.server_bin = Some(value),
            "--database" => o.database = value,
            "--games" => o.games = value.parse().expect("--games N"),
            "--rate" => o.rate = value.parse().expect("--rate TURNS_PER_SECOND"),
            "--seconds" => o.seconds = value.parse().expect("--seconds S"),
            "--kill-after" => o.kill_after = Some(value.parse().expect("--kill-after S")),
            other => panic!("unknown option {other}"),
        }
    }
    o
}

/// The server process when the generator runs it.
/// One pair and its room.
struct Pair {
    creator: Socket,
    guest: Socket,
    room: String,
    tokens: [String; 2],
    view: RoomView,
    /// Every game's turns the server acknowledged, by game number.
    acked: Vec<Vec<String>>,
    game: Game,
    rng: SplitMix,
}

#[derive(Default)]
struct Stats {
    latencies_us: Vec<u64>,
    turns: u64,
    errors: u64,
}

async fn next_view(socket: &mut Socket) -> Option<RoomView> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
            Ok(Some(Ok(ServerMessage::State(view)))) => return Some(view),
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

async fn answer(socket: &mut Socket, id: u64) -> Option<bool> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
            Ok(Some(Ok(ServerMessage::Ack { id: got }))) if got == id => return Some(true),
            Ok(Some(Ok(ServerMessage::Refused { id: Some(got), .. }))) if got == id => {
                return Some(false);
            }
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

async fn open_pair(ws: &str, seed: u64) -> Option<Pair> {
    let mut creator = Socket::connect(ws).await.ok()?;
    let create = CreateRoom {
        variant: VariantChoice::Shipped {
            id: "nine-mens-morris".into(),
        },
        flying: None,
        clock: None,
        creator_plays: None,
    };
    let id = creator.send(Action::Create(create)).await.ok()?;
    let mut welcome = None;
    loop {
        match creator.next().await?.ok()? {
            ServerMessage::Welcome(w) => welcome = Some(w),
            ServerMessage::Ack { id: got } if got == id => break,
            _ => {}
        }
    }
    let welcome = welcome?;
    let rules = Arc::new(catalog::shipped("nine-mens-morris")?);
    Some(Pair {
        creator,
        // Joined later, so that idle rooms can be measured first.
        guest: Socket::connect(ws).await.ok()?,
        room: welcome.room.clone(),
        tokens: [welcome.seat_token.clone()?, welcome.invite.clone()?],
        view: RoomView {
            game: 0,
            creator_side: morris_online::Side::White,
            started: false,
            moves: Vec::new(),
            result: None,
            draw_offer: None,
            takeback_request: None,
            rematch_offer: None,
            clocks: None,
            present: [true, false],
            players: None,
        },
        acked: vec![Vec::new()],
        game: Game::new(rules),
        rng: SplitMix::new(seed),
    })
}

impl Pair {
    async fn join(&mut self) -> Option<()> {
        let join = Action::Join {
            room: self.room.clone(),
            secret: Secret::Invite(self.tokens[1].clone()),
        };
        let id = self.guest.send(join).await.ok()?;
        loop {
            match self.guest.next().await?.ok()? {
                ServerMessage::Welcome(w) => self.tokens[1] = w.seat_token?,
                ServerMessage::State(v) => self.view = v,
                ServerMessage::Ack { id: got } if got == id => return Some(()),
                _ => {}
            }
        }
    }

    /// Plays one turn (or starts the rematch of a finished game); returns the
    /// time from sending to the opponent receiving it.
    async fn turn(&mut self) -> Option<Duration> {
        if self.game.outcome().is_some() || self.view.result.is_some() {
            self.creator.send(Action::OfferRematch).await.ok()?;
            self.guest.send(Action::OfferRematch).await.ok()?;
            let next = self.view.game + 1;
            loop {
                let v = next_view(&mut self.creator).await?;
                if v.game == next {
                    self.view = v;
                    break;
                }
            }
            while next_view(&mut self.guest).await?.game != next {}
            self.game = Game::new(self.game.rules().clone());
            self.acked.push(Vec::new());
            return Some(Duration::ZERO);
        }
        let legal = self.game.legal_moves();
        let mv = legal[self.rng.below(legal.len())];
        let text = move_text(self.game.rules(), mv);
        let side = morris_online::Side::from(self.game.side_to_move());
        let creator_moves = self.view.side_of(Role::Creator) == Some(side);
        let ply = self.game.moves().len();
        let play = Action::Play {
            side,
            ply: ply as u32,
            turn: text.clone(),
        };
        let (mover, opponent) = if creator_moves {
            (&mut self.creator, &mut self.guest)
        } else {
            (&mut self.guest, &mut self.creator)
        };
        let sent = Instant::now();
        let id = mover.send(play).await.ok()?;
        let latency = loop {
            let v = next_view(opponent).await?;
            if v.moves.len() > ply {
                self.view = v;
                break sent.elapsed();
            }
        };
        if !answer(mover, id).await? {
            return None;
        }
        self.acked.last_mut()?.push(text);
        self.game.play(mv).ok()?;
        Some(latency)
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[tokio::main]
async fn main() {
    let o = options();
    let mut spawned = o
        .server_bin
        .as_ref()
        .map(|bin| spawn_server(bin, &o.database, "127.0.0.1:0", &[]));
    let server = match (&spawned, &o.server) {
        (Some(s), _) => s.url.clone(),
        (None, Some(url)) => url.clone(),
        (None, None) => panic!("give --server URL or --server-bin PATH"),
    };
    let ws = morris_online::ws_url(&server).unwrap();
    let pid = spawned.as_ref().map(|s| s.child.id());
    let rss0 = pid.map(rss_kib);
    let mut pairs = Vec::with_capacity(o.games);
    for i in 0..o.games {
        pairs.push(open_pair(&ws, i as u64 + 1).await.expect("a room opens"));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss1 = pid.map(rss_kib);
    for pair in &mut pairs {
        pair.join().await.expect("the guest joins");
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss2 = pid.map(rss_kib);
    if let (Some(r0), Some(r1), Some(r2)) = (rss0, rss1, rss2) {
        let n = o.games as f64;
        println!(
            "memory: {r0} KiB at start; {r1} KiB with {} open rooms (creator connected); {r2} KiB with both players",
            o.games
        );
        println!(
            "memory: {:.1} KiB per idle room with its creator's connection, {:.1} KiB per further connection",
            (r1 - r0) as f64 / n,
            (r2 - r1) as f64 / n
        );
    }
    println!(
        "concurrent games: {} ({} connections)",
        o.games,
        2 * o.games
    );
    let stats = Arc::new(Mutex::new(Stats::default()));
    let interval = Duration::from_secs_f64(o.games as f64 / o.rate);
    let start = Instant::now();
    let end = start + Duration::from_secs_f64(o.seconds);
    let kill_at = o.kill_after.map(|s| start + Duration::from_secs_f64(s));
    let mut tasks = Vec::new();
    for (i, mut pair) in pairs.into_iter().enumerate() {
        let stats = Arc::clone(&stats);
        let offset = interval.mul_f64(i as f64 / o.games as f64);
        // Players go on through the kill: the turns in flight then fail, and those players stop.
        let stop = end;
        tasks.push(tokio::spawn(async move {
            let mut next = Instant::now() + offset;
            while next < stop {
                tokio::time::sleep_until(next.into()).await;
                next += interval;
                match pair.turn().await {
                    Some(latency) if latency > Duration::ZERO => {
                        let mut s = stats.lock().await;
                        s.latencies_us.push(latency.as_micros() as u64);
                        s.turns += 1;
                    }
                    Some(_) => {}
                    None => {
                        stats.lock().await.errors += 1;
                        break;
                    }
                }
            }
            pair
        }));
    }
    let mut pairs = Vec::new();
    if let (Some(at), Some(server)) = (kill_at, spawned.as_mut()) {
        tokio::time::sleep_until(at.into()).await;
        server.child.kill().expect("SIGKILL");
        server.child.wait().unwrap();
        println!(
            "killed the server with SIGKILL after {:.1} s",
            at.duration_since(start).as_secs_f64()
        );
    }
    for task in tasks {
        pairs.push(task.await.unwrap());
    }
    let elapsed = start.elapsed().as_secs_f64().min(o.seconds);
    let mut s = stats.lock().await;
    s.latencies_us.sort_unstable();
    let measured = kill_at.map_or(elapsed, |at| at.duration_since(start).as_secs_f64());
    println!(
        "turns: {} in {:.1} s = {:.1} turns/s; sent -> opponent received: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; failed players: {}",
        s.turns,
        measured,
        s.turns as f64 / measured,
        percentile(&s.latencies_us, 0.5),
        percentile(&s.latencies_us, 0.99),
        percentile(&s.latencies_us, 1.0),
        s.errors
    );
    if let (Some(_), Some(bin)) = (kill_at, &o.server_bin) {
        let again = spawn_server(bin, &o.database, "127.0.0.1:0", &[]);
        let ws = morris_online::ws_url(&again.url).unwrap();
        let (mut lost, mut extra, mut checked_turns) = (0usize, 0usize, 0usize);
        for pair in &pairs {
            let mut socket = Socket::connect(&ws).await.expect("reconnects");
            let join = Action::Join {
                room: pair.room.clone(),
                secret: Secret::Seat(pair.tokens[0].clone()),
            };
            socket.send(join).await.unwrap();
            let view = next_view(&mut socket).await.expect("the room is there");
            let acked = &pair.acked[view.game as usize];
            checked_turns += pair.acked.iter().map(Vec::len).sum::<usize>();
            if pair.acked.len() != view.game as usize + 1 || !view.moves.starts_with(acked) {
                lost += 1;
            }
            // A turn written but not acknowledged before the kill may be there.
            extra += view.moves.len().saturating_sub(acked.len());
            socket.close().await;
        }
        println!(
            "after SIGKILL and restart: {} games checked, {checked_turns} acknowledged turns, games with a lost acknowledged turn: {lost}, turns written but not yet acknowledged: {extra}",
            pairs.len()
        );
        drop(again);
    }
}
