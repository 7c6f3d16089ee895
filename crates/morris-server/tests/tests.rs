//! The server's integration tests on SQLite: the real binary, a database in
//! a temporary folder, real WebSocket clients.

mod common;

use common::database::TestDb;

macro_rules! sqlite_suite {
    ($($name:ident),*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let db = TestDb::sqlite().await;
                common::scenarios::$name(&db).await;
            }
        )*
    };
}

every_scenario!(sqlite_suite);

macro_rules! sqlite_lobby_suite {
    ($($name:ident),*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let db = TestDb::sqlite().await;
                common::lobby_scenarios::$name(&db).await;
            }
        )*
    };
}

every_lobby_scenario!(sqlite_lobby_suite);

/// With `--site`, the server serves the web page, and a room's link opens it
/// with its files found from the site's root; no other path is served.
#[tokio::test]
async fn the_site_is_served_and_a_link_opens_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(
        site.join("index.html"),
        "<html><head></head><script src=\"./morris_web.js\"></script></html>",
    )
    .unwrap();
    std::fs::write(site.join("morris_web.js"), "export {};").unwrap();
    std::fs::write(site.join("morris_web.js.br"), "BR").unwrap();
    std::fs::write(dir.path().join("outside.txt"), "secret").unwrap();
    let database = dir.path().join("rooms.db").display().to_string();
    let site_arg = site.display().to_string();
    let server = common::server::Server::start_with(&database, &["--site", &site_arg]);

    let (status, page) = common::http::get(&server.url, "/").await;
    assert_eq!(status, 200);
    assert!(
        page.contains("morris_web.js") && !page.contains("<base"),
        "{page}"
    );
    let (status, link) = common::http::get(&server.url, "/join/room1/code1").await;
    assert_eq!(status, 200);
    assert!(link.starts_with("<html><head><base href=\"/\">"), "{link}");
    assert_eq!(
        common::http::get(&server.url, "/morris_web.js").await,
        (200, "export {};".to_string())
    );
    // A browser that takes brotli gets the build's brotli form, and a 304
    // once it has it.
    let br = common::http::get_whole(
        &server.url,
        "/morris_web.js",
        "Accept-Encoding: gzip, br\r\n",
    )
    .await;
    let br_lower = br.to_ascii_lowercase();
    assert!(br_lower.contains("content-encoding: br\r\n"), "{br}");
    assert!(br.ends_with("\r\n\r\nBR"), "{br}");
    let etag = br
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .starts_with("etag:")
                .then(|| l[5..].trim().to_string())
        })
        .unwrap_or_else(|| panic!("no ETag: {br}"));
    let again = format!("Accept-Encoding: br\r\nIf-None-Match: {etag}\r\n");
    let again = common::http::get_whole(&server.url, "/morris_web.js", &again).await;
    assert!(again.starts_with("HTTP/1.1 304"), "{again}");
    for path in [
        "/outside.txt",
        "/morris_web.js.br",
        "/..%2Foutside.txt",
        "/site/index.html",
        "/nothing.js",
    ] {
        assert_eq!(common::http::get(&server.url, path).await.0, 404, "{path}");
    }
}

/// A site folder without the page stops the server at once, saying why (exit 2).
#[test]
fn a_site_without_its_page_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_morris-server"))
        .args(["--listen", "127.0.0.1:0", "--database"])
        .arg(dir.path().join("rooms.db"))
        .arg("--site")
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot serve the web page") && stderr.contains("cargo xtask site"),
        "{stderr}"
    );
}
