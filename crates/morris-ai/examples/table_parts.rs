//! How much a table file takes a stored position, part by part: the outcome
//! plane (win, draw or loss) and the distances. Usage: `table_parts FILE|DIR...`
//! (a folder: every `.morristable` in it), e.g. the sector tables of
//! `morris solve nine-mens-morris --sectors max=10` in the cache folder.

use std::path::PathBuf;
use std::process::ExitCode;

use morris_ai::solve::FileParts;

fn main() -> ExitCode {
    let mut files: Vec<PathBuf> = Vec::new();
    for arg in std::env::args().skip(1) {
        let path = PathBuf::from(&arg);
        match std::fs::read_dir(&path) {
            Ok(entries) => files.extend(
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "morristable")),
            ),
            Err(_) => files.push(path),
        }
    }
    if files.is_empty() {
        eprintln!("usage: table_parts FILE|DIR...");
        return ExitCode::from(2);
    }
    files.sort();
    let mut total = FileParts::default();
    println!("file  positions  outcomes (bits a position)  distances  whole");
    for path in &files {
        let parts = match std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|b| FileParts::of(&b))
        {
            Ok(parts) => parts,
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        };
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        println!("{name}  {}", line(&parts));
        total.positions += parts.positions;
        total.header += parts.header;
        total.outcomes += parts.outcomes;
        total.distances += parts.distances;
    }
    println!("all {} files  {}", files.len(), line(&total));
    ExitCode::SUCCESS
}

fn line(p: &FileParts) -> String {
    let bits = |bytes: u64| 8.0 * bytes as f64 / p.positions.max(1) as f64;
    let whole = p.header + p.outcomes + p.distances;
    format!(
        "{}  {} B ({:.2})  {} B ({:.2})  {} B ({:.2})",
        p.positions,
        p.outcomes,
        bits(p.outcomes),
        p.distances,
        bits(p.distances),
        whole,
        bits(whole)
    )
}
