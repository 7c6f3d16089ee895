//! The lobby's lists over HTTP (`/api/lobby`, `/api/leaderboard/VARIANT`),
//! each a [`Fetch`] the app polls each frame and never waits for; a new
//! request drops the one before, so an older answer never shows.

use morris_online::{LeaderRow, LobbyView, PlayerPage, VariantRating, escaped};

use crate::online::fetch::Fetch;

/// What the lobby shows from the server's lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Lists {
    pub lobby: LobbyView,
    /// The leaderboard of `variant`.
    pub leaders: Vec<LeaderRow>,
    pub variant: String,
    /// The player's ratings, to tell the challenges whose range leaves them
    /// out (none: a newcomer, or no name).
    pub ratings: Vec<VariantRating>,
}

/// Asks for the text at a path of the server (`/api/lobby`).
pub type Get<'a> = dyn FnMut(&str) -> Box<dyn Fetch> + 'a;

/// The lists asked of a server, the last request only.
#[derive(Debug, Default)]
pub struct ListsFetch {
    asked: Option<Asked>,
}

#[derive(Debug)]
struct Asked {
    variant: String,
    lobby: Answer,
    leaders: Answer,
    /// The player's page, for their ratings (none without a name).
    player: Option<Answer>,
}

/// One list on its way, then its text.
#[derive(Debug)]
enum Answer {
    Waiting(Box<dyn Fetch>),
    Text(String),
}

impl Answer {
    /// Its text once in; an error ends the request.
    fn poll(&mut self) -> Result<Option<&str>, String> {
        if let Answer::Waiting(fetch) = self {
            match fetch.poll() {
                Some(answer) => *self = Answer::Text(answer?),
                None => return Ok(None),
            }
        }
        match self {
            Answer::Text(text) => Ok(Some(text)),
            Answer::Waiting(_) => Ok(None),
        }
    }
}

impl ListsFetch {
    /// Asks for the lobby, `variant`'s leaderboard and the ratings of
    /// `player` (a name) through `get`.
    pub fn refresh(&mut self, variant: &str, player: Option<&str>, get: &mut Get<'_>) {
        let leaders = format!("/api/leaderboard/{}", escaped(variant));
        let player = player.map(|name| format!("/api/players/{}", escaped(name)));
        self.asked = Some(Asked {
            variant: variant.to_string(),
            lobby: Answer::Waiting(get("/api/lobby")),
            leaders: Answer::Waiting(get(&leaders)),
            player: player.map(|path| Answer::Waiting(get(&path))),
        });
    }

    /// Is an answer still awaited?
    pub fn waiting(&self) -> bool {
        self.asked.is_some()
    }

    /// The answer to the last request, once both lists have come.
    pub fn poll(&mut self) -> Option<Result<Lists, String>> {
        let asked = self.asked.as_mut()?;
        // A name the server does not know yet is a newcomer's: no ratings.
        let ratings = match asked.player.as_mut().map(Answer::poll) {
            None | Some(Err(_)) => Some(Vec::new()),
            Some(Ok(None)) => None,
            Some(Ok(Some(page))) => Some(
                serde_json::from_str::<PlayerPage>(page).map_or_else(|_| Vec::new(), |p| p.ratings),
            ),
        };
        let answer = match (asked.lobby.poll(), asked.leaders.poll(), ratings) {
            (Err(why), ..) | (_, Err(why), _) => Err(why),
            (Ok(Some(lobby)), Ok(Some(leaders)), Some(ratings)) => {
                parsed(lobby, leaders, &asked.variant).map(|lists| Lists { ratings, ..lists })
            }
            _ => return None,
        };
        self.asked = None;
        Some(answer)
    }
}

fn parsed(lobby: &str, leaders: &str, variant: &str) -> Result<Lists, String> {
    let json = |text: &str, what: &str| format!("{what}: {text}");
    Ok(Lists {
        lobby: serde_json::from_str(lobby).map_err(|e| json(&e.to_string(), "/api/lobby"))?,
        leaders: serde_json::from_str(leaders)
            .map_err(|e| json(&e.to_string(), "/api/leaderboard"))?,
        variant: variant.to_string(),
        ratings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::fetch::Failed;

    /// A fetch answered by the test: `None` until `answer` is set.
    #[derive(Debug)]
    struct Scripted(std::rc::Rc<std::cell::RefCell<Option<Result<String, String>>>>);

    impl Fetch for Scripted {
        fn poll(&mut self) -> Option<Result<String, String>> {
            self.0.borrow_mut().take()
        }
    }

    type Slot = std::rc::Rc<std::cell::RefCell<Option<Result<String, String>>>>;

    fn asking(slots: &mut Vec<(String, Slot)>) -> impl FnMut(&str) -> Box<dyn Fetch> + '_ {
        |path: &str| {
            let slot = Slot::default();
            slots.push((path.to_string(), slot.clone()));
            Box::new(Scripted(slot)) as Box<dyn Fetch>
        }
    }

    const LOBBY: &str = r#"{"seeks":[],"games":[]}"#;

    #[test]
    fn only_the_last_request_is_answered_once_both_lists_are_in() {
        let mut fetch = ListsFetch::default();
        let mut slots = Vec::new();
        fetch.refresh("nine-mens-morris", None, &mut asking(&mut slots));
        fetch.refresh("fp-a b/c", None, &mut asking(&mut slots));
        let paths: Vec<&str> = slots.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            paths,
            [
                "/api/lobby",
                "/api/leaderboard/nine-mens-morris",
                "/api/lobby",
                "/api/leaderboard/fp-a%20b%2Fc"
            ]
        );
        // The first request's answers come: nobody listens to them any more.
        *slots[0].1.borrow_mut() = Some(Ok("not even JSON".into()));
        *slots[2].1.borrow_mut() = Some(Ok(LOBBY.into()));
        assert!(fetch.poll().is_none() && fetch.waiting());
        *slots[3].1.borrow_mut() = Some(Ok("[]".into()));
        let lists = fetch.poll().unwrap().unwrap();
        assert_eq!(lists.variant, "fp-a b/c");
        assert!(lists.lobby.seeks.is_empty() && lists.leaders.is_empty());
        assert!(!fetch.waiting() && fetch.poll().is_none());
    }

    #[test]
    fn a_list_that_fails_or_is_not_json_says_why() {
        let mut fetch = ListsFetch::default();
        fetch.refresh("nine-mens-morris", None, &mut |path: &str| {
            Box::new(Failed(Some(format!("http://127.0.0.1:9{path}: refused"))))
        });
        let why = fetch.poll().unwrap().unwrap_err();
        assert!(why.contains("127.0.0.1:9/api/lobby"), "{why}");
        assert!(!fetch.waiting());
        let mut slots = Vec::new();
        fetch.refresh("nine-mens-morris", None, &mut asking(&mut slots));
        *slots[0].1.borrow_mut() = Some(Ok(LOBBY.into()));
        *slots[1].1.borrow_mut() = Some(Ok("{".into()));
        let why = fetch.poll().unwrap().unwrap_err();
        assert!(why.starts_with("/api/leaderboard: "), "{why}");
    }
}
