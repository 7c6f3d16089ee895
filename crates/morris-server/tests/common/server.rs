//! The real `morris-server` binary, started on a free port.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`
    pub url: String,
}

impl Server {
    pub fn start(database: &str) -> Server {
        Server::start_with(database, &[])
    }

    pub fn start_with(database: &str, extra: &[&str]) -> Server {
        Server::listening(Server::spawn(database, extra, Stdio::inherit()))
    }

    /// `count` servers on one database, all started before any is waited for.
    #[allow(dead_code)] // Only the PostgreSQL suite shares a database between processes.
    pub fn start_together(database: &str, count: usize) -> Vec<Server> {
        let children: Vec<Child> = (0..count)
            .map(|_| Server::spawn(database, &[], Stdio::inherit()))
            .collect();
        children.into_iter().map(Server::listening).collect()
    }

    /// A server that must not start: its exit code and what it said.
    pub fn refused(database: &str) -> (i32, String) {
        let child = Server::spawn(database, &[], Stdio::piped());
        let out = child.wait_with_output().expect("the server ends");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn spawn(database: &str, extra: &[&str], stderr: Stdio) -> Child {
        Command::new(env!("CARGO_BIN_EXE_morris-server"))
            .args(["--listen", "127.0.0.1:0", "--database", database])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("the server binary starts")
    }

    /// Waits for a started server's address.
    fn listening(mut child: Child) -> Server {
        let stdout = child.stdout.take().expect("piped stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server prints its address");
        let url = line
            .trim()
            .strip_prefix("morris-server: listening on ")
            .unwrap_or_else(|| panic!("the server did not start: {line:?}"))
            .to_string();
        Server { child, url }
    }

    pub fn ws(&self) -> String {
        morris_online::ws_url(&self.url).unwrap()
    }

    /// `kill -9`: no chance to finish anything.
    pub fn kill_9(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
