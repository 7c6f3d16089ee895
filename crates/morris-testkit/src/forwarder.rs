//! A TCP forwarder: one address in front of several servers, as a reverse
//! proxy puts several game server processes behind one name. Each connection
//! goes to the next server in turn that accepts it, so a server that is gone
//! is skipped; stopping the forwarder cuts every connection and refuses new
//! ones, as a server gone for good does.

use std::collections::HashMap;
use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a server may take to accept before the next one is tried.
const CONNECT_PATIENCE: Duration = Duration::from_secs(1);
/// How often the listening thread looks whether it is to stop.
const STOP_POLL: Duration = Duration::from_millis(20);

/// A running forwarder; dropping it stops it.
#[derive(Debug)]
pub struct Forwarder {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    open: Arc<Mutex<HashMap<usize, TcpStream>>>,
    listening: Option<JoinHandle<()>>,
}

impl Forwarder {
    /// Listens on `listen` (port 0 picks a free port) for `upstreams`.
    pub fn start(listen: SocketAddr, upstreams: Vec<SocketAddr>) -> io::Result<Forwarder> {
        let listener = TcpListener::bind(listen)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(HashMap::new()));
        let (stopping, tracked) = (Arc::clone(&stop), Arc::clone(&open));
        let listening = std::thread::Builder::new()
            .name("forwarder".into())
            .spawn(move || accept_loop(&listener, &upstreams, &stopping, &tracked))?;
        Ok(Forwarder {
            addr,
            stop,
            open,
            listening: Some(listening),
        })
    }

    /// The address clients are given.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops listening and cuts every connection: the address refuses from now on.
    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.listening.take() {
            let _ = thread.join();
        }
        for (_, stream) in lock(&self.open).drain() {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for Forwarder {
    fn drop(&mut self) {
        self.stop();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

fn accept_loop(
    listener: &TcpListener,
    upstreams: &[SocketAddr],
    stop: &AtomicBool,
    open: &Arc<Mutex<HashMap<usize, TcpStream>>>,
) {
    let next = AtomicUsize::new(0);
    let mut ids = 0..;
    while !stop.load(Ordering::SeqCst) {
        let client = match listener.accept() {
            Ok((client, _)) => client,
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(STOP_POLL);
                continue;
            }
            Err(_) => continue,
        };
        let first = next.fetch_add(1, Ordering::SeqCst);
        let Some(server) = (0..upstreams.len())
            .map(|i| upstreams[(first + i) % upstreams.len()])
            .find_map(|addr| TcpStream::connect_timeout(&addr, CONNECT_PATIENCE).ok())
        else {
            // No server answers: the client sees its connection closed.
            continue;
        };
        let _ = client.set_nonblocking(false);
        let id = ids.next().unwrap_or_default();
        if let (Ok(c), Ok(s)) = (client.try_clone(), server.try_clone()) {
            lock(open).insert(2 * id, c);
            lock(open).insert(2 * id + 1, s);
        }
        pipe(&client, &server, 2 * id, open);
        pipe(&server, &client, 2 * id + 1, open);
    }
}

/// Copies `from` to `to` on a thread of its own until either end closes,
/// then closes both.
fn pipe(from: &TcpStream, to: &TcpStream, id: usize, open: &Arc<Mutex<HashMap<usize, TcpStream>>>) {
    let (Ok(mut from), Ok(mut to)) = (from.try_clone(), to.try_clone()) else {
        return;
    };
    let open = Arc::clone(open);
    std::thread::spawn(move || {
        let _ = io::copy(&mut from, &mut to);
        let _ = from.shutdown(Shutdown::Both);
        let _ = to.shutdown(Shutdown::Both);
        lock(&open).remove(&id);
    });
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};

    use super::*;

    fn echo_server() -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                std::thread::spawn(move || {
                    let mut stream = stream;
                    let mut back = stream.try_clone().unwrap();
                    let _ = io::copy(&mut stream, &mut back);
                });
            }
        });
        addr
    }

    fn round_trip(addr: SocketAddr) -> io::Result<String> {
        let mut stream = TcpStream::connect(addr)?;
        stream.set_read_timeout(Some(Duration::from_secs(5)))?;
        stream.write_all(b"ping")?;
        let mut got = [0u8; 4];
        stream.read_exact(&mut got)?;
        Ok(String::from_utf8_lossy(&got).into_owned())
    }

    #[test]
    fn forwards_to_a_server_that_answers_skipping_one_that_is_gone_and_stops() {
        let gone = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap();
        let mut forwarder =
            Forwarder::start("127.0.0.1:0".parse().unwrap(), vec![gone, echo_server()]).unwrap();
        for _ in 0..3 {
            assert_eq!(round_trip(forwarder.addr()).unwrap(), "ping");
        }
        forwarder.stop();
        assert!(round_trip(forwarder.addr()).is_err());
    }
}
