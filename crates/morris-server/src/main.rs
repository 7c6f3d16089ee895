//! `morris-server`: serves rooms for `morris play --host/--join`, the desktop
//! game and the web page. With no arguments: `127.0.0.1:7070` and the SQLite
//! file `./morris-server.db`.
//!
//! Exit codes: 0 stopped by a signal, 1 the server failed while serving,
//! 2 a usage error or the database or address could not be opened.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use morris_server::{Config, ServerError, database_url, serve};

#[derive(Debug, Parser)]
#[command(
    name = "morris-server",
    version,
    about = "The morris game server: a lobby to find an opponent, rated games, the archive, and rooms to play a friend online"
)]
struct Args {
    /// The address to listen on (port 0 picks a free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:7070")]
    listen: SocketAddr,
    /// A SQLite file, or a PostgreSQL URL (postgres://user:pass@host/db) that
    /// several server processes may share.
    #[arg(
        long,
        value_name = "FILE|URL",
        default_value = "./morris-server.db",
        env = "MORRIS_SERVER_DATABASE"
    )]
    database: String,
    /// Seconds after which a room nobody joined is deleted.
    #[arg(long, value_name = "SECS", default_value_t = 24 * 3600)]
    unjoined_expiry: u64,
    /// The web site's folder (`cargo xtask site` builds target/site): the
    /// page is served at / and the rooms' links open it.
    #[arg(long, value_name = "DIR")]
    site: Option<std::path::PathBuf>,
    /// Let two connections from one address play rated games against each
    /// other (refused by default: a player pairing with themself for
    /// rating). For a club or school whose players share one router.
    #[arg(long)]
    shared_address_rated: bool,
    /// Open challenges and quick-pairing entries from one address at a time.
    #[arg(long, value_name = "N", default_value_t = morris_server::MAX_SEEKS_PER_ADDRESS)]
    seeks_per_address: u64,
    /// Seconds a game the lobby paired waits for a player whose connection
    /// closed; then they lose it (rated when the game is).
    #[arg(long, value_name = "SECS", default_value_t = morris_server::DISCONNECT_GRACE.as_secs())]
    disconnect_grace: u64,
    /// Games a player may abort (lose before both sides played a turn) or
    /// abandon within --abort-window; at this many, they are held back from
    /// rated challenges and pairing until the oldest leaves the window (0:
    /// nobody is held back).
    #[arg(long, value_name = "N", default_value_t = morris_server::ABORT_LIMIT)]
    abort_limit: u32,
    /// The window, in seconds, in which aborted and abandoned games count.
    #[arg(long, value_name = "SECS", default_value_t = morris_server::ABORT_WINDOW.as_secs())]
    abort_window: u64,
    /// Password tries (to claim a name from another device, or to set a
    /// password) one address may make a minute.
    #[arg(long, value_name = "N", default_value_t = morris_server::PASSWORD_TRIES)]
    password_tries: u32,
}

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { 2 } else { 0 });
        }
    };
    let config = Config {
        listen: args.listen,
        database_url: database_url(&args.database),
        unjoined_expiry: Duration::from_secs(args.unjoined_expiry),
        site: args.site,
        shared_address_rated: args.shared_address_rated,
        seeks_per_address: args.seeks_per_address,
        disconnect_grace: Duration::from_secs(args.disconnect_grace),
        hold_back: morris_server::HoldBack {
            limit: args.abort_limit,
            window: Duration::from_secs(args.abort_window),
        },
        password_tries: args.password_tries,
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("morris-server: cannot start: {e}");
            return ExitCode::from(2);
        }
    };
    let result = runtime.block_on(async {
        tokio::select! {
            served = serve(config, |addr| {
                println!("morris-server: listening on http://{addr}");
            }) => served,
            _ = tokio::signal::ctrl_c() => Ok(()),
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("morris-server: {}", morris_server::error_chain(&err));
            ExitCode::from(match err {
                ServerError::Serve(_) => 1,
                ServerError::Database { .. }
                | ServerError::Listen { .. }
                | ServerError::Site(_) => 2,
            })
        }
    }
}
