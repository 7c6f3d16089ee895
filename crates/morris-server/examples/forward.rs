//! One address in front of several game servers, to try locally what a
//! reverse proxy does in production (see docs/online.md): each connection
//! goes to the next server in turn that accepts it, skipping one that is gone.
//!
//! ```sh
//! cargo run -p morris-server --example forward -- 127.0.0.1:7070 127.0.0.1:7071 127.0.0.1:7072
//! ```

use std::net::SocketAddr;

use morris_testkit::Forwarder;

fn main() {
    let addrs: Vec<SocketAddr> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("an address, like 127.0.0.1:7070"))
        .collect();
    let [listen, upstreams @ ..] = addrs.as_slice() else {
        panic!("usage: forward LISTEN SERVER...");
    };
    assert!(!upstreams.is_empty(), "usage: forward LISTEN SERVER...");
    let forwarder = Forwarder::start(*listen, upstreams.to_vec()).expect("listening");
    println!("forward: http://{} to {upstreams:?}", forwarder.addr());
    // Forwards until the process is stopped.
    loop {
        std::thread::park();
    }
}
