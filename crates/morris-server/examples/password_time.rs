//! How long one password hash takes with the server's parameters (Argon2id,
//! the `argon2` crate's defaults: 19 MiB, 2 passes, 1 lane): the time a
//! `set_password` or a `hello` with a password holds one of the server's
//! two hashing turns. `cargo run --release -p morris-server --example password_time`

use std::time::Instant;

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHasher, SaltString};

fn main() {
    let mut times: Vec<f64> = (0..9)
        .map(|_| {
            let salt = SaltString::generate(&mut OsRng);
            let start = Instant::now();
            let hash = Argon2::default().hash_password(b"correct horse battery", &salt);
            assert!(hash.is_ok());
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "one hash: median {:.1} ms (min {:.1}, max {:.1}, of {})",
        times[times.len() / 2],
        times[0],
        times[times.len() - 1],
        times.len()
    );
}
