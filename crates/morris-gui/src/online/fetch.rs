//! An HTTP GET to a game server, as the app sees it: asked once, polled
//! each frame, never waited for. The desktop asks on a thread of its own
//! (morris-online's client); a web page asks the browser's `fetch` through
//! [`crate::Page::fetch`] (`follow::get` picks which).

/// One GET on its way.
pub trait Fetch: std::fmt::Debug {
    /// The answer's text once it has come, or why there is none, in a few words.
    fn poll(&mut self) -> Option<Result<String, String>>;
}

/// A GET on its way, then what it brought.
#[derive(Debug)]
pub enum Answer<T> {
    Waiting(Box<dyn Fetch>),
    Came(Result<T, String>),
}

impl<T> Answer<T> {
    /// Takes the answer once it comes, read by `read`.
    pub fn poll(&mut self, read: impl FnOnce(String) -> Result<T, String>) {
        if let Answer::Waiting(fetch) = self
            && let Some(text) = fetch.poll()
        {
            *self = Answer::Came(text.and_then(read));
        }
    }
}

/// A GET that could not be asked: says why once.
#[derive(Debug)]
pub struct Failed(pub Option<String>);

impl Fetch for Failed {
    fn poll(&mut self) -> Option<Result<String, String>> {
        self.0.take().map(Err)
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use threaded::native;

#[cfg(not(target_arch = "wasm32"))]
mod threaded {
    use std::sync::mpsc;

    use super::{Failed, Fetch};

    #[derive(Debug)]
    struct Threaded(mpsc::Receiver<Result<String, String>>);

    impl Fetch for Threaded {
        fn poll(&mut self) -> Option<Result<String, String>> {
            self.0.try_recv().ok()
        }
    }

    /// The GET on a thread of its own, waking the app when its answer is in.
    pub fn native(server: &str, path: &str, ctx: &egui::Context) -> Box<dyn Fetch> {
        let (tx, rx) = mpsc::channel();
        let (server, path, ctx) = (server.to_string(), path.to_string(), ctx.clone());
        let spawned = std::thread::Builder::new()
            .name("morris-http-get".into())
            .spawn(move || {
                let answer = morris_online::client::get_text(&server, &path)
                    .map_err(|e| morris_online::error_chain(&e));
                // The app may have dropped the fetch: nobody to tell.
                let _ = tx.send(answer);
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => Box::new(Threaded(rx)),
            Err(e) => Box::new(Failed(Some(e.to_string()))),
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    #[test]
    fn the_desktops_get_says_which_address_did_not_answer() {
        let ctx = egui::Context::default();
        // Nothing listens on port 9 of this machine (discard, never served here).
        let mut fetch = super::native("http://127.0.0.1:9", "/api/lobby", &ctx);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let answer = loop {
            if let Some(answer) = fetch.poll() {
                break answer;
            }
            assert!(std::time::Instant::now() < deadline);
            std::thread::sleep(std::time::Duration::from_millis(10));
        };
        let why = answer.unwrap_err();
        assert!(why.contains("127.0.0.1:9/api/lobby"), "{why}");
    }
}
