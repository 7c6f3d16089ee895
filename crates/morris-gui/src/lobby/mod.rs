//! The lobby: find an opponent on a morris server without sending a link.
//! Its lists (open challenges, games being played, a variant's leaderboard)
//! come over HTTP, polled each frame (`lists.rs`); a name is taken, a
//! challenge opened or taken on the game's WebSocket (`connection.rs`); a
//! pairing is then entered as a seat link is, in the room view of `online/`.
//! The lobby's state and what it does are here, drawn in `view.rs`, its
//! window in the app in `window.rs`; the player's key in `player.rs`.

mod challenge_form;
mod connection;
pub mod explorer;
mod explorer_view;
mod lists;
pub mod player;
mod player_page;
mod row_name;
mod view;
mod window;

use morris_i18n::t;
use morris_online::{Link, Pairing, escaped, http_url, ws_url};

use crate::online::fetch::Answer;
use crate::online::room::Dial;
use crate::settings::LobbyPlayer;
use crate::variant::Variants;
use challenge_form::{ChallengeForm, Sent};
use connection::{LobbyConnection, Waiting};
use lists::{Lists, ListsFetch};
use player_page::PlayerPageShown;

/// Asks for the text at a path (`/api/lobby`) of a server (`http://host:port`).
pub type HttpGet<'a> = dyn FnMut(&str, &str) -> Box<dyn crate::Fetch> + 'a;

/// The lobby, while its window is open.
#[derive(Debug)]
pub struct Lobby {
    /// The server as typed.
    server: String,
    /// The name as typed.
    name: String,
    /// The password as typed, sent with the next name taken or set for the
    /// name (and forgotten then).
    password: String,
    /// The player a `hello` asked for, kept once the server takes the name.
    naming: Option<LobbyPlayer>,
    fetch: ListsFetch,
    lists: Option<Lists>,
    lists_error: Option<String>,
    form: ChallengeForm,
    /// The variant whose leaderboard is shown (a shipped id).
    leaders_variant: String,
    /// The connection to the lobby of a server (`http://host:port`).
    connection: Option<(String, LobbyConnection)>,
    /// Why the last thing asked could not go (a bad address, clock or name).
    error: Option<String>,
    /// A key made when the lobby opened, for a first name (`None` without randomness).
    fresh_key: Option<String>,
    /// When the lists were last asked for (egui's time, in seconds).
    asked_at: f64,
    /// The player's page asked for or shown.
    player_page: Option<PlayerPageShown>,
    /// The records asked for: an archived game to open on the board, or a
    /// file of games to download.
    records: Option<(RecordsAsked, Answer<String>)>,
}

/// What records were asked for.
#[derive(Debug)]
enum RecordsAsked {
    /// The game of this id, to open on the board.
    Open(String),
    /// A file of games, to download under this name.
    Download(String),
}

/// The archive's games in one records file: a player's, or a variant's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesFile {
    Player(String),
    Variant(String),
}

impl GamesFile {
    /// Where the server gives them.
    fn path(&self) -> String {
        match self {
            GamesFile::Player(name) => format!("/api/games.txt?player={}", escaped(name)),
            GamesFile::Variant(id) => format!("/api/games.txt?variant={}", escaped(id)),
        }
    }

    /// The file's name (names and variant keys are letters, digits, `_` and `-`).
    fn file_name(&self) -> String {
        match self {
            GamesFile::Player(name) | GamesFile::Variant(name) => format!("{name}-games.txt"),
        }
    }
}

/// What the lobby asks of its server over HTTP.
#[derive(Debug)]
pub enum Ask {
    /// The lists: challenges, games being played, the leaderboard.
    Lists,
    /// A player's page.
    Player(String),
    /// The record of an archived game, to open on the board.
    Record(String),
    /// Games in one records file, to download.
    Games(GamesFile),
}

/// How often an open lobby asks for its lists again, in seconds.
pub const LISTS_EVERY: f64 = 5.0;

/// What the lobby asks of the app.
#[derive(Debug)]
pub enum LobbyOutcome {
    /// The server took this name: keep it with its key.
    Named(LobbyPlayer),
    /// A challenge was taken: enter the room by the seat link.
    Paired {
        seat: String,
        pairing: Pairing,
    },
    /// Watch a game by its spectator link.
    Watch(String),
    /// Ask the server for this over HTTP.
    Ask(Ask),
    /// Open this archived game's record (its file name, its text) on the board.
    Record {
        name: String,
        text: String,
    },
    /// Save (download) these records under this file name.
    Download {
        name: String,
        text: String,
    },
    Close,
}

impl Lobby {
    /// The lobby of `server`, as `player` (if a name was taken, else with
    /// `fresh_key` for a first name); the challenge form starts from
    /// `variant` and `clock`.
    pub fn open(
        server: &str,
        player: Option<&LobbyPlayer>,
        fresh_key: Option<String>,
        variants: &Variants,
        variant: &str,
        clock: &str,
    ) -> Lobby {
        let leaders_variant = if morris_core::catalog::shipped(variant).is_some() {
            variant.to_string()
        } else {
            morris_core::catalog::DEFAULT_VARIANT.to_string()
        };
        Lobby {
            server: server.to_string(),
            name: player.map(|p| p.name.clone()).unwrap_or_default(),
            password: String::new(),
            naming: None,
            fetch: ListsFetch::default(),
            lists: None,
            lists_error: None,
            form: ChallengeForm::new(variants, variant, clock),
            leaders_variant,
            connection: None,
            error: None,
            fresh_key,
            asked_at: f64::NEG_INFINITY,
            player_page: None,
            records: None,
        }
    }

    /// The server as typed, made an `http://host:port` address, or why not.
    fn server_url(&self) -> Result<String, String> {
        http_url(&self.server).map_err(|e| t!("gui-online-bad-server", why = e.to_string()))
    }

    /// Asks the server for `ask` through `get` (the lists at `now`, with
    /// `player`'s ratings).
    pub fn ask(&mut self, ask: Ask, player: Option<&LobbyPlayer>, now: f64, get: &mut HttpGet<'_>) {
        let server = match self.server_url() {
            Ok(server) => server,
            Err(why) => {
                self.error = Some(why);
                return;
            }
        };
        // What the last thing asked said stays: the lists come every few seconds.
        let mut get = |path: &str| get(&server, path);
        match ask {
            Ask::Lists => {
                self.asked_at = now;
                let name = player.map(|p| p.name.as_str());
                self.fetch.refresh(&self.leaders_variant, name, &mut get);
            }
            Ask::Player(name) => {
                let path = format!("/api/players/{}", escaped(&name));
                self.player_page = Some(PlayerPageShown::asked(&name, get(&path)));
            }
            Ask::Record(id) => {
                let path = format!("/api/games/{}.txt", escaped(&id));
                self.records = Some((RecordsAsked::Open(id), Answer::Waiting(get(&path))));
            }
            Ask::Games(file) => {
                let asked = RecordsAsked::Download(file.file_name());
                self.records = Some((asked, Answer::Waiting(get(&file.path()))));
            }
        }
    }

    /// Are the lists due again at `now` (none on their way, the last asked long enough ago)?
    pub fn lists_due(&self, now: f64) -> bool {
        !self.fetch.waiting() && now - self.asked_at >= LISTS_EVERY
    }

    /// Takes what came: the lists, a player's page, a game's record, the
    /// server's answers, a pairing.
    pub fn poll(&mut self) -> Option<LobbyOutcome> {
        if let Some(page) = &mut self.player_page {
            page.poll();
        }
        if let Some((_, answer)) = &mut self.records {
            answer.poll(Ok);
        }
        if let Some((asked, Answer::Came(answer))) =
            self.records.take_if(|(_, a)| matches!(a, Answer::Came(_)))
        {
            match (asked, answer) {
                (RecordsAsked::Open(id), Ok(text)) => {
                    let name = format!("{id}.txt");
                    return Some(LobbyOutcome::Record { name, text });
                }
                (RecordsAsked::Download(name), Ok(text)) => {
                    return Some(LobbyOutcome::Download { name, text });
                }
                (_, Err(why)) => self.error = Some(t!("gui-lobby-record-failed", why = why)),
            }
        }
        if let Some(answer) = self.fetch.poll() {
            match answer {
                Ok(lists) => {
                    self.lists = Some(lists);
                    self.lists_error = None;
                }
                Err(why) => self.lists_error = Some(why),
            }
        }
        let (server, connection) = self.connection.as_mut()?;
        let named = connection.poll();
        if let Some(pairing) = connection.take_pairing() {
            let seat = Link::seat(server, &pairing.room, &pairing.seat_token);
            return Some(LobbyOutcome::Paired { seat, pairing });
        }
        match named {
            Some(name) if self.naming.is_some() => {
                let asked = self.naming.take()?;
                Some(LobbyOutcome::Named(LobbyPlayer { name, ..asked }))
            }
            // The name was refused: the connection said why.
            _ if !connection.naming() => {
                self.naming = None;
                None
            }
            _ => None,
        }
    }

    /// The connection to the server as typed, opened if need be (then as
    /// `player`, when a name was taken).
    fn connect(
        &mut self,
        player: Option<&LobbyPlayer>,
        dial: &mut Dial<'_>,
    ) -> Option<&mut LobbyConnection> {
        let server = match self.server_url() {
            Ok(server) => server,
            Err(why) => {
                self.error = Some(why);
                return None;
            }
        };
        let fresh =
            !matches!(&self.connection, Some((at, c)) if *at == server && c.closed().is_none());
        if fresh {
            let url = ws_url(&server).ok()?;
            let mut connection = LobbyConnection::new(dial(&url));
            if let Some(player) = player.filter(|p| !p.name.is_empty()) {
                connection.hello(&player.name, player::key_for(player, &server), None);
            }
            self.connection = Some((server, connection));
        }
        self.error = None;
        self.connection.as_mut().map(|(_, c)| c)
    }

    /// Takes the name typed, with `player`'s key (a new one for a first name).
    fn take_name(&mut self, player: Option<&LobbyPlayer>, dial: &mut Dial<'_>) {
        let name = self.name.trim().to_string();
        if name.is_empty() {
            return;
        }
        let Some(asked) = player::named(&name, player, self.fresh_key.as_deref()) else {
            self.error = Some(t!("gui-lobby-no-key"));
            return;
        };
        let Ok(server) = self.server_url() else {
            self.error = self.server_url().err();
            return;
        };
        let key = player::key_for(&asked, &server);
        let password = Some(std::mem::take(&mut self.password)).filter(|p| !p.is_empty());
        if let Some(connection) = self.connect(None, dial) {
            connection.hello(&asked.name, key, password);
            self.naming = Some(asked);
        }
    }

    /// Gives `player`'s name the password typed.
    fn set_password(&mut self, player: Option<&LobbyPlayer>, dial: &mut Dial<'_>) {
        let password = std::mem::take(&mut self.password);
        if let Some(connection) = self.connect(player, dial) {
            connection.set_password(password);
        }
    }

    /// Did the server take the password last set?
    fn password_set(&self) -> bool {
        self.connection
            .as_ref()
            .is_some_and(|(_, c)| c.password_set())
    }

    /// Opens the challenge of the form.
    fn seek(
        &mut self,
        sent: Sent,
        player: Option<&LobbyPlayer>,
        variants: &Variants,
        dial: &mut Dial<'_>,
    ) {
        match self.form.request(variants) {
            Ok(request) => {
                if let Some(connection) = self.connect(player, dial) {
                    match sent {
                        Sent::Seek => connection.seek(request),
                        Sent::Quick => connection.quick(request),
                    }
                }
            }
            Err(why) => self.error = Some(why),
        }
    }

    /// Takes the challenge `seek`.
    fn take(&mut self, seek: &str, player: Option<&LobbyPlayer>, dial: &mut Dial<'_>) {
        if let Some(connection) = self.connect(player, dial) {
            connection.take(seek);
        }
    }

    fn cancel(&mut self) {
        if let Some((_, connection)) = &mut self.connection {
            connection.cancel();
        }
    }

    /// What the connection waits for.
    fn waiting(&self) -> Waiting {
        self.connection
            .as_ref()
            .map_or(Waiting::Idle, |(_, c)| c.waiting().clone())
    }

    /// The spectator link of a live game.
    fn watch_link(&self, room: &str, code: &str) -> Option<String> {
        Some(Link::watch(&self.server_url().ok()?, room, code))
    }
}
