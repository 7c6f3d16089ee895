//! Every `morris` command the README and `docs/` show in a `sh` block is one
//! the program reads: its arguments parse with the program's own command line.
//! Written as `morris ARGS`, as `cargo run -p morris-cli -- ARGS`, or with a
//! path to the program (`target/release/morris ARGS`).

use std::path::Path;

use clap::Parser;
use clap::error::ErrorKind;

use super::cli::Cli;
use super::markdown::parse;
use super::shown;

#[test]
fn the_readme_commands_parse() {
    let readme = super::super::workspace().join("README.md");
    let (checked, refused) = check_commands(&readme);
    // A parser that found no commands would pass everything.
    assert!(checked >= 5, "only {checked} morris commands found");
    assert!(refused.is_empty(), "{}", refused.join("\n\n"));
}

#[test]
fn the_docs_commands_parse() {
    let mut refused = Vec::new();
    let mut checked = 0;
    let readme = super::super::workspace().join("README.md");
    for file in super::markdown_files().into_iter().filter(|f| *f != readme) {
        let (found, wrong) = check_commands(&file);
        checked += found;
        refused.extend(wrong);
    }
    assert!(checked >= 15, "only {checked} morris commands found");
    assert!(refused.is_empty(), "{}", refused.join("\n\n"));
}

/// How many `morris` commands `file` shows, and each one refused, with why.
fn check_commands(file: &Path) -> (usize, Vec<String>) {
    let text = std::fs::read_to_string(file).unwrap();
    let mut checked = 0;
    let mut refused = Vec::new();
    for line in shell_lines(&text) {
        for command in commands_of(&line) {
            match shlex::split(command).map(|words| morris_args(&words)) {
                None => refused.push(format!("{}: {line}\nits quotes do not close", shown(file))),
                Some(None) => {}
                Some(Some(args)) => {
                    checked += 1;
                    if let Some(why) = refusal(args) {
                        refused.push(format!("{}: {line}\n{why}", shown(file)));
                    }
                }
            }
        }
    }
    (checked, refused)
}

/// What the program says of `morris ARGS`, if it refuses them.
fn refusal(args: Vec<String>) -> Option<String> {
    let program = std::iter::once("morris".to_string());
    let err = Cli::try_parse_from(program.chain(args)).err()?;
    // `--help` and `--version` end the parse as errors, but are right.
    let answered = matches!(
        err.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    );
    (!answered).then(|| err.to_string())
}

/// The lines of the document's shell blocks, as a shell reads them.
fn shell_lines(text: &str) -> Vec<String> {
    parse(text)
        .blocks
        .iter()
        .filter(|block| matches!(&*block.tag, "sh" | "bash"))
        .flat_map(|block| joined_lines(&block.lines))
        .collect()
}

/// The block's lines, those continued with a trailing `\` joined to the next.
fn joined_lines(lines: &[String]) -> Vec<String> {
    let mut joined = Vec::new();
    let mut pending = String::new();
    for line in lines {
        match line.trim_end().strip_suffix('\\') {
            Some(start) => pending.push_str(start),
            None => {
                pending.push_str(line);
                joined.push(std::mem::take(&mut pending));
            }
        }
    }
    joined
}

/// The commands of a shell line: split at `&&` and `;`, each cut at a pipe,
/// a redirection or a `&` (what follows is another program, or a file), and
/// the comment left out. The README quotes none of these characters.
fn commands_of(line: &str) -> Vec<&str> {
    let code = match line.find(" #") {
        Some(at) => &line[..at],
        None if line.trim_start().starts_with('#') => "",
        None => line,
    };
    code.split("&&")
        .flat_map(|part| part.split(';'))
        .map(|command| command.split(['|', '>', '<', '&']).next().unwrap_or(""))
        .collect()
}

/// The arguments given to `morris` by `words`, if they run it at all.
fn morris_args(words: &[String]) -> Option<Vec<String>> {
    // `LANG=fr_FR.UTF-8 morris play` sets the environment first.
    let words: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .skip_while(|w| w.contains('=') && !w.starts_with('-'))
        .collect();
    let args: Vec<&str> = match words.as_slice() {
        [program, args @ ..] if *program == "morris" || program.ends_with("/morris") => {
            args.to_vec()
        }
        ["cargo", "run", rest @ ..] => {
            let (options, args) = match rest.iter().position(|w| *w == "--") {
                Some(at) => (&rest[..at], &rest[at + 1..]),
                None => (rest, &[][..]),
            };
            if !runs_morris(options) {
                return None;
            }
            args.to_vec()
        }
        _ => return None,
    };
    Some(args.into_iter().map(String::from).collect())
}

/// Whether `cargo run`'s own options choose the terminal program.
fn runs_morris(options: &[&str]) -> bool {
    options.windows(2).any(|pair| {
        matches!(
            pair,
            ["-p" | "--package", "morris-cli"] | ["--bin", "morris"]
        )
    }) || options
        .iter()
        .any(|o| matches!(*o, "--package=morris-cli" | "--bin=morris"))
}

#[test]
fn commands_are_found_as_a_shell_reads_them() {
    let line = "cargo run --release -p morris-cli -- play --variant dooz # a comment; morris x";
    let words = shlex::split(commands_of(line)[0]).unwrap();
    assert_eq!(
        morris_args(&words),
        Some(vec!["play".into(), "--variant".into(), "dooz".into()])
    );
    let line = "cargo xtask site && LANG=fr morris learn dooz | head > out.txt";
    let commands = commands_of(line);
    let found: Vec<_> = commands
        .iter()
        .filter_map(|c| morris_args(&shlex::split(c).unwrap()))
        .collect();
    assert_eq!(found, [vec!["learn".to_string(), "dooz".into()]]);
    let words = shlex::split("cargo run -p morris-server -- --listen 0.0.0.0:7070").unwrap();
    assert_eq!(morris_args(&words), None);
    let continued = [
        "morris match --engine self \\".to_string(),
        "    --games 2".into(),
    ];
    assert_eq!(
        joined_lines(&continued),
        ["morris match --engine self     --games 2"]
    );
}
