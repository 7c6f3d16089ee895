//! The lobby's lists over HTTP (`/api/lobby`, `/api/leaderboard/VARIANT`),
//! each a [`Fetch`] the app polls each frame and never waits for; a new
//! request drops the one before, so an older answer never shows.

use morris_online::{LeaderRow, LobbyView, escaped};

use crate::online::fetch::Fetch;

/// What the lobby shows from the server's lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Lists {
    pub lobby: LobbyView,
    /// The leaderboard of `variant`.
    pub leaders: Vec<LeaderRow>,
    pub variant: String,
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
    /// Asks for the lobby and `variant`'s leaderboard through `get`.
    pub fn refresh(&mut self, variant: &str, get: &mut Get<'_>) {
        let leaders = format!("/api/leaderboard/{}", escaped(variant));
        self.asked = Some(Asked {
            variant: variant.to_string(),
            lobby: Answer::Waiting(get("/api/lobby")),
            leaders: Answer::Waiting(get(&leaders)),
        });
    }

    /// Is an answer still awaited?
    pub fn waiting(&self) -> bool {
        self.asked.is_some()
    }

    /// The answer to the last request, once both lists have come.
    pub fn poll(&mut self) -> Option<Result<Lists, String>> {
        let asked = self.asked.as_mut()?;
        let answer = match (asked.lobby.poll(), asked.leaders.poll()) {
            (Err(why), _) | (_, Err(why)) => Err(why),
            (Ok(Some(lobby)), Ok(Some(leaders))) => parsed(lobby, leaders, &asked.variant),
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
        fetch.refresh("nine-mens-morris", &mut asking(&mut slots));
        fetch.refresh("fp-a b/c", &mut asking(&mut slots));
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
        fetch.refresh("nine-mens-morris", &mut |path: &str| {
            Box::new(Failed(Some(format!("http://127.0.0.1:9{path}: refused"))))
        });
        let why = fetch.poll().unwrap().unwrap_err();
        assert!(why.contains("127.0.0.1:9/api/lobby"), "{why}");
        assert!(!fetch.waiting());
        let mut slots = Vec::new();
        fetch.refresh("nine-mens-morris", &mut asking(&mut slots));
        *slots[0].1.borrow_mut() = Some(Ok(LOBBY.into()));
        *slots[1].1.borrow_mut() = Some(Ok("{".into()));
        let why = fetch.poll().unwrap().unwrap_err();
        assert!(why.starts_with("/api/leaderboard: "), "{why}");
    }
}
