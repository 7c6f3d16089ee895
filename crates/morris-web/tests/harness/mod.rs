//! Starting Chromium with ChromeDriver against the built site, and the few
//! things the tests do with the page: its live text, a click on a board
//! point, a file chosen, a screenshot, timings read from the page.

pub mod online;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// How long the page may take to say what a test waits for.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A screen the page is shown on: CSS pixels, device pixels to each, touch.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    pub width: u32,
    pub height: u32,
    pub ratio: f64,
    pub touch: bool,
}

/// What [`Browser::canvas_sizes`] reads.
#[derive(Debug)]
pub struct CanvasSizes {
    pub backing: (f64, f64),
    pub css: (f64, f64),
    pub ratio: f64,
}

#[derive(Clone, Copy, Debug)]
pub enum Language {
    English,
    French,
}

/// What [`Browser::frames_over`] measured, in milliseconds.
#[derive(Debug)]
pub struct Frames {
    pub longest_gap: f64,
    pub frames: u64,
    /// The longest task on the page's thread, 0 when none took 50 ms.
    pub longest_task: f64,
    pub long_tasks: u64,
}

pub struct Browser {
    client: Client,
    driver: Child,
    base: String,
    server: morris_site::http::Served,
    _profile: tempfile::TempDir,
}

/// A command of the Chrome DevTools protocol, through ChromeDriver.
#[derive(Debug)]
struct Cdp {
    cmd: &'static str,
    params: Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        let session = session_id.unwrap_or_default();
        base_url.join(&format!("session/{session}/goog/cdp/execute"))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The built site: `MORRIS_SITE`, else `target/site`.
pub fn site() -> PathBuf {
    let site = std::env::var_os("MORRIS_SITE")
        .map_or_else(|| workspace_root().join("target/site"), PathBuf::from);
    // The wasm is named after its content (`morris_web_bg-HASH.wasm`).
    let has_wasm = std::fs::read_dir(&site).is_ok_and(|files| {
        files
            .flatten()
            .any(|f| f.file_name().to_string_lossy().ends_with(".wasm"))
    });
    assert!(
        site.join("index.html").is_file() && has_wasm,
        "no built site in {}: run `cargo xtask test` (or `cargo xtask site` first)",
        site.display()
    );
    site
}

impl Browser {
    /// A fresh headless Chromium (its own empty profile) on the site.
    pub async fn open(language: Language) -> Browser {
        Browser::open_with(language, true).await
    }

    /// The same, giving the page no WebGL, as a blocklisted GPU or a remote desktop does.
    pub async fn open_without_webgl(language: Language) -> Browser {
        Browser::open_with(language, false).await
    }

    async fn open_with(language: Language, webgl: bool) -> Browser {
        for tool in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(tool).exists(),
                "{tool} is missing: `apt-get install chromium chromium-driver` (cargo xtask test does it)"
            );
        }
        let site = morris_site::Site::load(&site()).expect("the built site reads");
        let server = morris_site::http::spawn(site).expect("a local port for the site");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let profile = tempfile::tempdir().expect("a profile folder");
        let lang = match language {
            Language::English => "en-US",
            Language::French => "fr-FR",
        };
        let mut args = vec!["--headless".to_string(), "--no-sandbox".into()];
        // No GPU here: WebGL must come from SwiftShader, which Chromium
        // since about 137 gives a page only when asked to.
        let graphics: [&str; 2] = match webgl {
            true => ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
            false => ["--disable-3d-apis", "--disable-webgl"],
        };
        args.extend(graphics.map(String::from));
        args.extend([
            "--no-first-run".to_string(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--disable-quic".into(),
            "--window-size=1100,760".into(),
            format!("--lang={lang}"),
            format!("--user-data-dir={}", profile.path().display()),
        ]);
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            json!({ "binary": CHROMIUM, "args": args, "prefs": { "intl.accept_languages": lang } }),
        );
        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        let client = loop {
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector)
                .capabilities(caps.clone())
                .connect(&url)
                .await
            {
                Ok(client) => break client,
                Err(e) if started.elapsed() > PATIENCE => panic!("chromedriver: {e}"),
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        };
        Browser {
            client,
            driver,
            base: format!("http://{}/", server.addr),
            server,
            _profile: profile,
        }
    }

    pub async fn goto(&self, path: &str) {
        self.client
            .goto(&format!("{}{path}", self.base))
            .await
            .expect("the page opens");
    }

    /// Opens a page of another server (a room's link).
    pub async fn goto_url(&self, url: &str) {
        self.client.goto(url).await.expect("the page opens");
    }

    /// Takes the site off the network (or puts it back): the page must then
    /// load from its service worker's cache.
    pub fn set_online(&self, online: bool) {
        self.server.set_online(online);
    }

    /// The bytes the site's server has sent so far (headers and bodies).
    pub fn bytes_sent(&self) -> u64 {
        self.server.bytes_sent()
    }

    /// Makes the page `screen`: its size in CSS pixels, its device pixel
    /// ratio, and for a phone its touch screen (Chromium's device metrics
    /// and touch emulation).
    pub async fn emulate(&self, screen: Screen) {
        let params = json!({
            "width": screen.width,
            "height": screen.height,
            "deviceScaleFactor": screen.ratio,
            "mobile": screen.touch,
        });
        self.client
            .issue_cmd(Cdp {
                cmd: "Emulation.setDeviceMetricsOverride",
                params,
            })
            .await
            .expect("the screen is emulated");
        self.client
            .issue_cmd(Cdp {
                cmd: "Emulation.setTouchEmulationEnabled",
                params: json!({ "enabled": screen.touch, "maxTouchPoints": 5 }),
            })
            .await
            .expect("touch is emulated");
    }

    /// A finger's tap at `x`, `y` (CSS pixels), as a touch screen sends it.
    pub async fn tap_at(&self, x: f64, y: f64) {
        for kind in ["touchStart", "touchEnd"] {
            let points = match kind {
                "touchStart" => json!([{ "x": x, "y": y }]),
                _ => json!([]),
            };
            self.client
                .issue_cmd(Cdp {
                    cmd: "Input.dispatchTouchEvent",
                    params: json!({ "type": kind, "touchPoints": points }),
                })
                .await
                .expect("the tap");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The canvas's backing store in device pixels, its size in CSS
    /// pixels, and the page's device pixel ratio.
    pub async fn canvas_sizes(&self) -> CanvasSizes {
        let sizes = self
            .script(
                "const c = document.getElementById('morris-canvas'); \
                 return [c.width, c.height, c.clientWidth, c.clientHeight, window.devicePixelRatio];",
                vec![],
            )
            .await;
        let n = |i: usize| sizes[i].as_f64().expect("a number");
        CanvasSizes {
            backing: (n(0), n(1)),
            css: (n(2), n(3)),
            ratio: n(4),
        }
    }

    /// Makes the page's network this slow (its own requests, not its workers').
    pub async fn throttle(&self, latency_ms: u32, bits_per_second: u64) {
        let bytes = bits_per_second / 8;
        let params = json!({
            "offline": false,
            "latency": latency_ms,
            "downloadThroughput": bytes,
            "uploadThroughput": bytes,
        });
        self.client
            .issue_cmd(Cdp {
                cmd: "Network.emulateNetworkConditions",
                params,
            })
            .await
            .expect("the network is throttled");
    }

    /// Opens a new tab of the same browser and drives it; the tab left.
    pub async fn new_tab(&self) -> fantoccini::wd::WindowHandle {
        let left = self.client.window().await.expect("the tab driven");
        let tab = self.client.new_window(true).await.expect("a new tab");
        self.client
            .switch_to_window(tab.handle)
            .await
            .expect("the new tab");
        left
    }

    /// Drives the tab `tab` again.
    pub async fn switch_to(&self, tab: fantoccini::wd::WindowHandle) {
        self.client
            .switch_to_window(tab)
            .await
            .expect("the tab is there");
    }

    pub async fn reload(&self) {
        self.client.refresh().await.expect("the page reloads");
    }

    /// Opens the page with these settings in its storage, as if saved by an earlier visit.
    pub async fn start_with_settings(&self, settings: &str) {
        let base = self.base.clone();
        self.start_with_settings_at(&base, settings).await;
    }

    /// The same, for the site served at `base` (`http://host:port/`, a game
    /// server's): each origin keeps its own storage.
    pub async fn start_with_settings_at(&self, base: &str, settings: &str) {
        // Written from another file of the site, where no app runs to save over them.
        self.goto_url(&format!("{base}icon.svg")).await;
        self.script(
            "localStorage.clear(); localStorage.setItem('app', arguments[0]);",
            vec![json!(settings)],
        )
        .await;
        self.goto_url(base).await;
    }

    /// Runs `script`, which calls `done(value)` when it is done, and returns the value.
    pub async fn script_async(&self, script: &str) -> Value {
        let script = format!("const done = arguments[arguments.length - 1]; {script}");
        self.client
            .execute_async(&script, vec![])
            .await
            .expect("the script runs")
    }

    async fn script(&self, script: &str, args: Vec<Value>) -> Value {
        self.client
            .execute(script, args)
            .await
            .expect("the script runs")
    }

    pub async fn live_text(&self) -> String {
        let text = self
            .script(
                "return document.getElementById('morris-live').textContent;",
                vec![],
            )
            .await;
        text.as_str().unwrap_or_default().to_string()
    }

    /// Waits until the live text contains `wanted`, and returns it.
    pub async fn live_text_containing(&self, wanted: &str) -> String {
        let started = Instant::now();
        loop {
            let text = self.live_text().await;
            if text.contains(wanted) {
                return text;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "the live text never said {wanted:?}; it says:\n{text}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Plays the solver's turns of `puzzle` by clicking their points.
    pub async fn solve_by_clicks(
        &self,
        rules: &morris_core::Rules,
        puzzle: &morris_learn::puzzles::Puzzle,
    ) {
        for (pos, &mv) in puzzle.positions(rules).iter().zip(&puzzle.line) {
            if pos.side_to_move() != puzzle.solver() {
                continue;
            }
            if let Some(from) = mv.from() {
                self.click_point(rules.point_name(from)).await;
            }
            self.click_point(rules.point_name(mv.to())).await;
            for p in mv.removed() {
                self.click_point(rules.point_name(p)).await;
            }
        }
    }

    /// Clicks the board point `name` where the page drew it.
    pub async fn click_point(&self, name: &str) {
        let (x, y) = self.point_at(name).await;
        self.click_at(x, y).await;
    }

    /// Where the board point `name` is drawn, in the page's CSS pixels.
    pub async fn point_at(&self, name: &str) -> (f64, f64) {
        let at = self
            .script(
                "return window.morris.pointPosition(arguments[0]);",
                vec![json!(name)],
            )
            .await;
        position(&at).unwrap_or_else(|| panic!("point {name} is not on the page: {at}"))
    }

    /// Clicks the text `text` (a button, a menu entry) where the page drew
    /// it, once it is drawn and has stopped moving: a window just opened is
    /// laid out in its first frame and may be placed in the next.
    pub async fn click_text(&self, text: &str) {
        let (x, y) = self.text_settled(text).await;
        self.click_at(x, y).await;
    }

    /// Where the text `text` is drawn once it has stopped moving.
    async fn text_settled(&self, text: &str) -> (f64, f64) {
        let mut at = self.text_drawn(text).await;
        loop {
            tokio::time::sleep(Duration::from_millis(150)).await;
            let now = self.text_drawn(text).await;
            if now == at {
                return at;
            }
            at = now;
        }
    }

    /// Taps the text `text` where the page drew it, as [`Browser::click_text`] clicks it.
    pub async fn tap_text(&self, text: &str) {
        let (x, y) = self.text_settled(text).await;
        self.tap_at(x, y).await;
    }

    /// Clicks inside the first line of the text field whose contents start
    /// with `prefix`, once it is drawn: the cursor goes there.
    pub async fn click_text_field(&self, prefix: &str) {
        let started = std::time::Instant::now();
        loop {
            let at = self
                .script(
                    "return window.morris.textStartPosition(arguments[0]);",
                    vec![json!(prefix)],
                )
                .await;
            if let Some((x, y)) = position(&at) {
                self.click_at(x, y).await;
                return;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "no text field starting {prefix:?} on the page"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Types `keys` where the keyboard is (WebDriver's key codes for Ctrl
    /// and the like: `\u{E009}` holds Ctrl, `\u{E000}` lets it go).
    pub async fn press_keys(&self, keys: &str) {
        let active = self
            .client
            .active_element()
            .await
            .expect("an element has the keyboard");
        active.send_keys(keys).await.expect("the keys are typed");
    }

    /// Where the page draws the text `text`, waiting a few seconds for it.
    pub async fn text_drawn(&self, text: &str) -> (f64, f64) {
        let started = std::time::Instant::now();
        loop {
            if let Some(found) = self.text_now(text).await {
                return found;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "no text {text:?} on the page"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Where the page drew the text `text` in its last frame, if it did.
    pub async fn text_now(&self, text: &str) -> Option<(f64, f64)> {
        let at = self
            .script(
                "return window.morris.textPosition(arguments[0]);",
                vec![json!(text)],
            )
            .await;
        position(&at)
    }

    pub async fn click_at(&self, x: f64, y: f64) {
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveTo {
                duration: None,
                x,
                y,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Pause {
                duration: Duration::from_millis(50),
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(mouse).await.expect("the click");
    }

    /// Chooses `file` in the page's file input, as a person does in the file chooser.
    pub async fn choose_file(&self, file: &Path) {
        let input = self
            .client
            .find(Locator::Id("morris-file"))
            .await
            .expect("the file input");
        input
            .send_keys(&file.display().to_string())
            .await
            .expect("the file is chosen");
    }

    /// The page's accessibility tree as a screen reader gets it (the
    /// DevTools protocol's `Accessibility.getFullAXTree`): each node's role
    /// and name, then its description after a comma where it has one (as
    /// a screen reader says them: "b2, empty"), ignored nodes left out.
    pub async fn accessible_nodes(&self) -> Vec<(String, String)> {
        let text = |v: &Value| v["value"].as_str().unwrap_or_default().to_string();
        self.full_ax_tree()
            .await
            .iter()
            .filter(|node| node["ignored"] != json!(true))
            .map(|node| {
                let said = match text(&node["description"]) {
                    described if described.is_empty() => text(&node["name"]),
                    described => format!("{}, {described}", text(&node["name"])),
                };
                (text(&node["role"]), said)
            })
            .collect()
    }

    /// The whole accessible name (without its description) of the first
    /// node whose name starts with `prefix`, waiting for it a while.
    pub async fn name_starting(&self, prefix: &str) -> String {
        self.name_where(prefix, |name| name.starts_with(prefix))
            .await
    }

    /// The same, for the first name holding `part`.
    pub async fn name_containing(&self, part: &str) -> String {
        self.name_where(part, |name| name.contains(part)).await
    }

    async fn name_where(&self, wanted: &str, found: impl Fn(&str) -> bool) -> String {
        let started = Instant::now();
        loop {
            let nodes = self.full_ax_tree().await;
            let found = nodes
                .iter()
                .filter(|node| node["ignored"] != json!(true))
                .filter_map(|node| node["name"]["value"].as_str())
                .find(|name| found(name));
            if let Some(name) = found {
                return name.to_string();
            }
            assert!(
                started.elapsed() < PATIENCE,
                "nothing named {wanted:?}: {:?}",
                self.accessible_nodes().await
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Puts the keyboard on what a screen reader knows by `name` (found in
    /// the accessibility tree with the DevTools protocol's
    /// `Accessibility.queryAXTree`, among the roles a player acts on: a
    /// button, a radio, a slider...) and presses `keys` there (WebDriver's
    /// key codes: `\u{E007}` is Enter), waiting a few seconds for it to be
    /// there. Never a click at a place on the canvas.
    pub async fn press_named(&self, name: &str, keys: &str) {
        self.press_role(None, name, keys).await;
    }

    /// The same, for the control of this role (`slider`) named `name`.
    pub async fn press_role(&self, role: Option<&str>, name: &str, keys: &str) {
        let backend = self.acted_on(role, name).await;
        self.client
            .issue_cmd(Cdp {
                cmd: "DOM.focus",
                params: json!({ "backendNodeId": backend }),
            })
            .await
            .expect("the element takes the keyboard");
        self.press_keys(keys).await;
    }

    /// The value a screen reader reads of the control of `role` named `name`.
    pub async fn accessible_value(&self, role: &str, name: &str) -> String {
        let nodes = self.full_ax_tree().await;
        let node = nodes
            .iter()
            .find(|node| {
                node["name"]["value"] == json!(name)
                    && node["role"]["value"] == json!(role)
                    && acted_on(node)
            })
            .unwrap_or_else(|| panic!("no {role} named {name:?}"));
        match &node["value"]["value"] {
            Value::String(text) => text.clone(),
            Value::Null => panic!("{name:?} has no value: {node}"),
            other => other.to_string(),
        }
    }

    /// Every node of the page's accessibility tree (the DevTools protocol's
    /// `Accessibility.getFullAXTree`).
    async fn full_ax_tree(&self) -> Vec<Value> {
        let mut tree = self
            .client
            .issue_cmd(Cdp {
                cmd: "Accessibility.getFullAXTree",
                params: json!({}),
            })
            .await
            .expect("the accessibility tree");
        match tree["nodes"].take() {
            Value::Array(nodes) => nodes,
            other => panic!("the tree's nodes: {other}"),
        }
    }

    /// The DOM node of the control named `name` (of `role`, when given),
    /// waiting a few seconds for it.
    async fn acted_on(&self, role: Option<&str>, name: &str) -> u64 {
        let started = Instant::now();
        loop {
            let document = self
                .client
                .issue_cmd(Cdp {
                    cmd: "DOM.getDocument",
                    params: json!({ "depth": 0 }),
                })
                .await
                .expect("the document");
            let found = self
                .client
                .issue_cmd(Cdp {
                    cmd: "Accessibility.queryAXTree",
                    params: json!({ "nodeId": document["root"]["nodeId"], "accessibleName": name }),
                })
                .await
                .expect("the accessibility tree is searched");
            let backend = found["nodes"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|node| {
                    acted_on(node) && role.is_none_or(|role| node["role"]["value"] == json!(role))
                })
                .and_then(|node| node["backendDOMNodeId"].as_u64());
            if let Some(backend) = backend {
                return backend;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nothing named {name:?} to act on in the accessibility tree: {:?}",
                self.accessible_nodes().await
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Keeps the page's downloads for [`Browser::downloads`] instead of
    /// saving them: each is a link clicked to a blob the page made.
    pub async fn catch_downloads(&self) {
        let script = "window.morrisDownloads = [];
            const blobs = new Map();
            const create = URL.createObjectURL;
            URL.createObjectURL = (blob) => { const url = create.call(URL, blob); blobs.set(url, blob); return url; };
            HTMLAnchorElement.prototype.click = function () {
                window.morrisDownloads.push({ name: this.download, blob: blobs.get(this.href) });
            };";
        self.script(script, vec![]).await;
    }

    /// The downloads caught so far: each one's name, media type and bytes.
    pub async fn downloads(&self) -> Vec<(String, String, Vec<u8>)> {
        let script = "Promise.all(window.morrisDownloads.map(async (d) =>
                [d.name, d.blob.type, Array.from(new Uint8Array(await d.blob.arrayBuffer()))]))
            .then(done);";
        let caught = self.script_async(script).await;
        serde_json::from_value(caught).expect("the downloads' names, types and bytes")
    }

    /// Waits until the page has downloaded `count` files, and returns them.
    pub async fn downloads_made(&self, count: usize) -> Vec<(String, String, Vec<u8>)> {
        let started = Instant::now();
        loop {
            let made = self.downloads().await;
            if made.len() >= count {
                return made;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{} of {count} downloads after a minute",
                made.len()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Types `text` in the page's element with id `id` (a real input, not the canvas).
    pub async fn type_into(&self, id: &str, text: &str) {
        let input = self
            .client
            .find(Locator::Id(id))
            .await
            .unwrap_or_else(|e| panic!("no element #{id}: {e}"));
        input.send_keys(text).await.expect("the keys are typed");
    }

    /// Clicks the first element that `css` selects, as a mouse does.
    pub async fn click_element(&self, css: &str) {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no element {css}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("{css} cannot be clicked: {e}"));
    }

    /// The text of the page's element with id `id`.
    pub async fn element_text(&self, id: &str) -> String {
        let element = self
            .client
            .find(Locator::Id(id))
            .await
            .unwrap_or_else(|e| panic!("no element #{id}: {e}"));
        element.text().await.expect("its text")
    }

    /// Milliseconds from navigation to the first drawn board (the page's Performance API).
    pub async fn first_board_ms(&self) -> f64 {
        let at = self
            .script(
                "const m = performance.getEntriesByName('morris-first-board'); return m.length ? m[0].startTime : null;",
                vec![],
            )
            .await;
        at.as_f64().expect("the page marked its first drawn board")
    }

    /// Starts (or stops) moving the mouse over the canvas on every animation
    /// frame, which makes the app draw every frame.
    pub async fn keep_pointer_moving(&self, moving: bool) {
        self.script(
            "window.morrisPointer = arguments[0];
             const canvas = document.getElementById('morris-canvas');
             (function move(t) {
               if (!window.morrisPointer) return;
               const x = 100 + (Math.round(t || 0) % 400);
               canvas.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: 300, bubbles: true }));
               requestAnimationFrame(move);
             })();",
            vec![json!(moving)],
        )
        .await;
    }

    /// How the page drew over `span`: the gaps between its animation frames
    /// (those over 34 ms, two frames missed, are printed with when they
    /// began) and the tasks that held its thread for 50 ms or more (the
    /// browser's Long Tasks API).
    pub async fn frames_over(&self, span: Duration) -> Frames {
        let script = "const [span, done] = [arguments[0], arguments[arguments.length - 1]];
            let last = null, longest = 0, frames = 0;
            const long = [], tasks = [], start = performance.now(), end = start + span;
            const observer = new PerformanceObserver((list) =>
              list.getEntries().forEach((e) => tasks.push(e.duration)));
            observer.observe({ type: 'longtask' });
            function tick(t) {
              if (last !== null) {
                longest = Math.max(longest, t - last);
                if (t - last > 34) long.push([Math.round(last - start), Math.round(t - last)]);
              }
              last = t; frames += 1;
              if (t < end) { requestAnimationFrame(tick); return; }
              observer.disconnect();
              done([longest, frames, long, Math.max(0, ...tasks), tasks.length]);
            }
            requestAnimationFrame(tick);";
        let result = self
            .client
            .execute_async(script, vec![json!(span.as_millis() as u64)])
            .await
            .expect("frames measured");
        eprintln!("gaps over 34 ms as [began at ms, lasted ms]: {}", result[2]);
        Frames {
            longest_gap: result[0].as_f64().unwrap_or(f64::MAX),
            frames: result[1].as_u64().unwrap_or(0),
            longest_task: result[3].as_f64().unwrap_or(f64::MAX),
            long_tasks: result[4].as_u64().unwrap_or(u64::MAX),
        }
    }

    pub async fn worker_bench(&self, what: &str) -> (u64, f64) {
        let script = "const [what, done] = [arguments[0], arguments[arguments.length - 1]];
            const w = new Worker('worker.js', { type: 'module' });
            w.onmessage = (e) => { w.terminate(); done(e.data); };
            w.onerror = (e) => done(JSON.stringify({ error: String(e.message) }));
            w.postMessage('bench:' + what);";
        let text = self
            .client
            .execute_async(script, vec![json!(what)])
            .await
            .expect("the bench ran");
        let result: Value = serde_json::from_str(text.as_str().unwrap_or("{}")).expect("JSON");
        assert!(result.get("error").is_none(), "{result}");
        (
            result["count"].as_u64().unwrap_or(0),
            result["seconds"].as_f64().unwrap_or(0.0),
        )
    }

    /// A screenshot of the page, kept in `target/browser-shots/NAME.png`.
    pub async fn screenshot(&self, name: &str) -> Vec<u8> {
        let png = self.client.screenshot().await.expect("a screenshot");
        let dir = workspace_root().join("target/browser-shots");
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join(format!("{name}.png")), &png);
        png
    }

    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
    }
}

/// Checks that a screenshot shows a drawn board: many pixels of the board's
/// lines and pieces, which are far darker than the page around them.
/// `[x, y]` from the page, if it found the place.
fn position(at: &Value) -> Option<(f64, f64)> {
    match at.as_array().map(Vec::as_slice) {
        Some([x, y]) => Some((x.as_f64()?, y.as_f64()?)),
        _ => None,
    }
}

pub fn assert_board_drawn(png: &[u8]) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut pixels).expect("its pixels");
    let channels = info.color_type.samples();
    let (width, height) = (info.width as usize, info.height as usize);
    let dark = pixels[..info.buffer_size()]
        .chunks(channels)
        .filter(|px| px[..3].iter().map(|&c| u32::from(c)).sum::<u32>() < 200)
        .count();
    let share = dark as f64 / (width * height) as f64;
    assert!(
        share > 0.005,
        "only {dark} dark pixels of {width}x{height}: no board drawn"
    );
}

/// How wide the board is drawn on the screenshot's row `y` (CSS pixels at
/// a device pixel ratio of 1): from the first to the last pixel of the
/// board's warm wood, against the page's grey.
pub fn board_width_at(png: &[u8], y: usize) -> usize {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut pixels).expect("its pixels");
    let channels = info.color_type.samples();
    let row = &pixels[y * info.line_size..(y + 1) * info.line_size];
    let wood: Vec<usize> = row
        .chunks(channels)
        .enumerate()
        .filter(|(_, px)| i32::from(px[0]) - i32::from(px[2]) > 40)
        .map(|(x, _)| x)
        .collect();
    match (wood.first(), wood.last()) {
        (Some(first), Some(last)) => last - first + 1,
        _ => 0,
    }
}

/// Writes the screenshot to `docs/screenshot-web.png` when asked to
/// (`MORRIS_UPDATE_SCREENSHOT=1`), so that the README's picture is the page's.
pub fn keep_for_readme(png: &[u8]) {
    if std::env::var_os("MORRIS_UPDATE_SCREENSHOT").is_some() {
        std::fs::write(workspace_root().join("docs/screenshot-web.png"), png)
            .expect("docs/screenshot-web.png written");
    }
}

/// Whether a node of the accessibility tree is one a player acts on.
fn acted_on(node: &Value) -> bool {
    const ROLES: [&str; 13] = [
        "button",
        "textbox",
        "toggleButton",
        "radio",
        "checkbox",
        "switch",
        "slider",
        "combobox",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "tab",
        "link",
    ];
    node["ignored"] != json!(true)
        && ROLES.contains(&node["role"]["value"].as_str().unwrap_or_default())
}

/// A screenshot's pixels, to look at places the page reports.
pub struct Shot {
    pixels: Vec<u8>,
    channels: usize,
    line: usize,
    pub width: usize,
    pub height: usize,
}

impl Shot {
    pub fn decode(png: &[u8]) -> Shot {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut pixels).expect("its pixels");
        Shot {
            channels: info.color_type.samples(),
            line: info.line_size,
            width: info.width as usize,
            height: info.height as usize,
            pixels,
        }
    }

    /// Whether the pixel at `x`, `y` is nearer the board's lines than its wood.
    fn dark(&self, x: i64, y: i64) -> bool {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return false;
        }
        let at = y as usize * self.line + x as usize * self.channels;
        self.pixels[at..at + 3]
            .iter()
            .map(|&c| u32::from(c))
            .sum::<u32>()
            < 340
    }

    /// How many pixels from `x`, `y` on, in the step `dx`, `dy` each way,
    /// are dark without a break (the centre counted once).
    fn dark_run(&self, x: i64, y: i64, dx: i64, dy: i64) -> usize {
        if !self.dark(x, y) {
            return 0;
        }
        let side = |sign: i64| {
            (1..)
                .take_while(|&k| self.dark(x + sign * k * dx, y + sign * k * dy))
                .count()
        };
        1 + side(1) + side(-1)
    }

    /// Whether a point's dot is drawn at `x`, `y` (the screenshot's own
    /// pixels): across both diagonals the dark run is well over what the
    /// crossing lines alone give there. `line` is the lines' width measured
    /// on the same shot, in its pixels.
    pub fn dot_at(&self, x: f64, y: f64, line: usize) -> bool {
        let (x, y) = (x.round() as i64, y.round() as i64);
        // A diagonal crosses a line of width w in about w of its steps
        // (w·√2 of length); the dot, 3.2 w wide, in about 2.3 w.
        let wanted = (line * 17 / 10).max(3);
        self.dark_run(x, y, 1, 1) >= wanted && self.dark_run(x, y, 1, -1) >= wanted
    }

    /// The width of the dark line crossed going down from `x`, `y` (the
    /// middle of a horizontal line of the board), in the shot's pixels.
    pub fn line_width_at(&self, x: f64, y: f64) -> usize {
        let (x, y) = (x.round() as i64, y.round() as i64);
        // Search a little each way for the line, then measure it.
        (-6..=6)
            .map(|dy| self.dark_run(x, y + dy, 0, 1))
            .max()
            .unwrap_or(0)
    }
}

/// Today's puzzle of the shipped Three Men's Morris set, as the page counts
/// days (since 1970, by the same clock), with its rules.
pub fn todays_puzzle() -> (morris_core::Rules, morris_learn::puzzles::Puzzle) {
    let text = morris_learn::puzzles::shipped_set("three-mens-morris").unwrap();
    let read = morris_learn::puzzles::parse_set("three-mens-morris.ron", text).unwrap();
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        / 86_400;
    let at = (days % read.set.puzzles.len() as u64) as usize;
    (read.rules, read.set.puzzles[at].clone())
}
