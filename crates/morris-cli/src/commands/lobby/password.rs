//! A password typed for the lobby: from the terminal without showing it
//! (asked twice when it is being set), or one line of standard input.

use std::io::{BufRead, IsTerminal};

use morris_i18n::t;

/// The password, asked `twice` at a terminal (to set it).
pub fn read(twice: bool) -> anyhow::Result<String> {
    if !std::io::stdin().is_terminal() {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        return Ok(line.trim_end_matches(['\n', '\r']).to_string());
    }
    let prompt = format!("{} ", t!("lobby-password-prompt"));
    let password = rpassword::prompt_password(prompt)?;
    if twice {
        let again = rpassword::prompt_password(format!("{} ", t!("lobby-password-again")))?;
        if again != password {
            return Err(crate::exit::usage(anyhow::anyhow!(t!(
                "lobby-password-mismatch"
            ))));
        }
    }
    Ok(password)
}
