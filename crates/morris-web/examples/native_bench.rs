//! The browser's timed work, run natively: compare with the figures the
//! browser tests print (`cargo xtask test`).
//!
//! ```sh
//! cargo run --release -p morris-web --example native_bench [DEPTH]
//! ```

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(9);
    let search = morris_web::bench::search(depth);
    println!(
        "search to depth {depth}: {} nodes in {:.3} s, {:.0} nodes/s",
        search.count,
        search.seconds,
        search.per_second()
    );
    match morris_web::bench::solve_six() {
        Ok(solve) => println!(
            "Six Men's Morris solved: {} positions in {:.2} s",
            solve.count, solve.seconds
        ),
        Err(e) => eprintln!("the solve failed: {e}"),
    }
}
