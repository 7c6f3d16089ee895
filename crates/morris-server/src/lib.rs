//! The morris game server: rooms of two players and their spectators over
//! WebSockets (the protocol of `morris-online`), the server as the referee
//! (every turn checked by morris-core), clocks, and every change written to
//! SQLite or PostgreSQL before it is acknowledged.

mod connection;
mod hold_back;
mod hub;
mod limits;
mod live_room;
mod lobby;
mod password;
mod player_name;
mod pool;
mod room_event;
mod room_rules;
mod room_settings;
mod room_state;
mod routes;
mod rules_cache;
mod secret;
mod store;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use hold_back::{ABORT_LIMIT, ABORT_WINDOW, HoldBack};
pub use limits::{MAX_BOARD_POINTS, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, MAX_RULES_BYTES};
pub use lobby::MAX_SEEKS_PER_ADDRESS;
pub use morris_online::error_chain;
pub use morris_site::SiteError;
pub use password::PASSWORD_TRIES;
pub use store::{Backend, FinishedGame, SCHEMA_VERSION, Store, StoreError};

use hub::Hub;

/// How long a lobby game waits for a player who left, unless told otherwise.
pub const DISCONNECT_GRACE: Duration = Duration::from_secs(60);

/// How often the clocks of the rooms in memory are looked at.
const CLOCK_TICK: Duration = Duration::from_millis(100);

/// What a server is started with.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// `sqlite://FILE?mode=rwc` or `postgres://...`.
    pub database_url: String,
    /// Rooms nobody joined are deleted this long after they were opened.
    pub unjoined_expiry: Duration,
    /// The web site's folder (`cargo xtask site`): served at `/`, and the
    /// page a room's link opens.
    pub site: Option<PathBuf>,
    /// Rated games between two connections from one address are refused
    /// (a player pairing with themself for rating) unless this is set: a
    /// club or school behind one router sets it, and so do tests.
    pub shared_address_rated: bool,
    /// Open challenges and pool entries from one address at a time.
    pub seeks_per_address: u64,
    /// How long a game the lobby paired waits for a player whose
    /// connections all closed; then the game is theirs lost (and rated).
    pub disconnect_grace: Duration,
    /// Who is held back from rated play for aborting or leaving games.
    pub hold_back: HoldBack,
    /// Password tries (setting one counts) one address may make a minute.
    pub password_tries: u32,
}

impl Config {
    /// A server on `listen` keeping its rooms in `database_url`, without the
    /// site, deleting unjoined rooms after a day.
    pub fn new(listen: SocketAddr, database_url: String) -> Config {
        Config {
            listen,
            database_url,
            unjoined_expiry: Duration::from_secs(24 * 3600),
            site: None,
            shared_address_rated: false,
            seeks_per_address: MAX_SEEKS_PER_ADDRESS,
            disconnect_grace: DISCONNECT_GRACE,
            hold_back: HoldBack::default(),
            password_tries: PASSWORD_TRIES,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("cannot open the database {url}")]
    Database {
        url: String,
        #[source]
        source: StoreError,
    },
    #[error("cannot listen on {addr}")]
    Listen {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    #[error("the server stopped")]
    Serve(#[source] std::io::Error),
    #[error("cannot serve the web page")]
    Site(#[from] SiteError),
}

/// The database URL for a command-line value: a `postgres://` or `sqlite:`
/// URL as given, anything else a SQLite file's path.
pub fn database_url(value: &str) -> String {
    if value.starts_with("postgres://")
        || value.starts_with("postgresql://")
        || value.starts_with("sqlite:")
    {
        value.to_string()
    } else {
        format!("sqlite://{value}?mode=rwc")
    }
}

/// Serves until the process ends. `ready` is called with the address bound
/// (the port chosen when the configuration asked for port 0).
pub async fn serve(config: Config, ready: impl FnOnce(SocketAddr)) -> Result<(), ServerError> {
    let site = match &config.site {
        Some(dir) => Some(Arc::new(morris_site::Site::load(dir)?)),
        None => None,
    };
    let store =
        Store::open(&config.database_url)
            .await
            .map_err(|source| ServerError::Database {
                url: redact(&config.database_url),
                source,
            })?;
    let rules = lobby::LobbyRules {
        shared_address_rated: config.shared_address_rated,
        seeks_per_address: config.seeks_per_address,
        hold_back: config.hold_back,
        password_tries: config.password_tries,
    };
    let hub = Arc::new(Hub::new(store.clone(), rules, config.disconnect_grace));
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|source| ServerError::Listen {
            addr: config.listen,
            source,
        })?;
    let addr = listener.local_addr().map_err(ServerError::Serve)?;
    if store.backend() == Backend::Postgres {
        // Listening before the address is given out: no change is missed.
        let listener = changes_listener(&config.database_url)
            .await
            .map_err(|source| ServerError::Database {
                url: redact(&config.database_url),
                source: source.into(),
            })?;
        let url = config.database_url.clone();
        tokio::spawn(listen_for_changes(Arc::clone(&hub), url, listener));
    }
    tokio::spawn(watch_clocks(Arc::clone(&hub)));
    tokio::spawn(expire_rooms(store, config.unjoined_expiry));
    tokio::spawn(expire_seeks(Arc::clone(&hub)));
    tokio::spawn(match_pool(Arc::clone(&hub)));
    ready(addr);
    let app = routes::router(hub, site).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app).await.map_err(ServerError::Serve)
}

/// Serves on a thread of its own (with its own runtime), for a program or
/// a test that is not async: returns the address once the server listens,
/// or why it could not start. The server runs until the process ends.
pub fn serve_on_thread(config: Config) -> Result<SocketAddr, ServerError> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("morris-server".into())
        .spawn(move || {
            let ready = tx.clone();
            let served = match tokio::runtime::Runtime::new() {
                Ok(runtime) => runtime.block_on(serve(config, |addr| {
                    let _ = ready.send(Ok(addr));
                })),
                Err(e) => Err(ServerError::Serve(e)),
            };
            if let Err(e) = served {
                // Heard only when it failed before listening.
                let _ = tx.send(Err(e));
            }
        })
        .map_err(ServerError::Serve)?;
    rx.recv().unwrap_or_else(|_| {
        Err(ServerError::Serve(std::io::Error::other(
            "the server stopped before it listened",
        )))
    })
}

async fn watch_clocks(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(CLOCK_TICK);
    loop {
        tick.tick().await;
        hub.check_clocks().await;
    }
}

async fn expire_rooms(store: Store, expiry: Duration) {
    let every = (expiry / 4).clamp(Duration::from_millis(200), Duration::from_secs(60));
    let mut tick = tokio::time::interval(every);
    loop {
        tick.tick().await;
        let before = now_ms() - i64::try_from(expiry.as_millis()).unwrap_or(i64::MAX);
        if let Err(e) = store.expire_unjoined(before).await {
            log_error(&e);
        }
    }
}

async fn expire_seeks(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(lobby::SEEK_ALIVE);
    loop {
        tick.tick().await;
        hub.lobby.expire().await;
    }
}

async fn match_pool(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(pool::POOL_TICK);
    loop {
        tick.tick().await;
        hub.lobby.match_pool().await;
    }
}

async fn changes_listener(url: &str) -> Result<sqlx::postgres::PgListener, sqlx::Error> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener.listen(store::NOTIFY_CHANNEL).await?;
    Ok(listener)
}

/// With PostgreSQL, other processes' changes to the rooms held here.
async fn listen_for_changes(hub: Arc<Hub>, url: String, mut listener: sqlx::postgres::PgListener) {
    loop {
        while let Ok(note) = listener.recv().await {
            hub.changed_elsewhere(note.payload()).await;
        }
        // Connections here refresh their room on every action meanwhile;
        // once listening again, every room held is read again.
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            match changes_listener(&url).await {
                Ok(again) => {
                    listener = again;
                    break;
                }
                Err(e) => log_error(&e),
            }
        }
        for room in hub.live_rooms() {
            hub.changed_elsewhere(&room.id).await;
        }
    }
}

/// Milliseconds since the Unix epoch: the time stamped on events.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A failure the client is told only as `internal`: its cause goes to stderr.
pub(crate) fn log_error(err: &dyn std::error::Error) {
    eprintln!("morris-server: {}", error_chain(err));
}

/// A database URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user_part = &url[scheme + 3..at];
            let user = user_part.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}
