//! Passwords, on every database: a named player sets one, then claims the
//! name from another device (a new key, which becomes one of theirs); a
//! wrong password is refused, and an address has a few tries a minute.

use morris_online::{Action, Hello, Refusal, RefusalCode, ServerMessage};

use super::client::Client;
use super::database::TestDb;
use super::lobby::{ask_for, key_of, named};
use super::server::Server;

const PASSWORD: &str = "correct horse battery";

async fn set_password(client: &mut Client, password: &str) -> Result<(), Refusal> {
    let action = Action::SetPassword {
        password: password.to_string(),
    };
    ask_for(client, action, |_| None::<()>).await.map(|_| ())
}

/// A `hello` from a new connection: the name as the server keeps it.
async fn hello_from(
    server: &Server,
    name: &str,
    key: &str,
    password: Option<&str>,
) -> Result<String, Refusal> {
    let mut client = Client::connect(&server.ws()).await;
    let hello = Action::Hello(Hello {
        name: name.to_string(),
        key: key.to_string(),
        password: password.map(str::to_string),
    });
    let found = ask_for(&mut client, hello, |m| match m {
        ServerMessage::Player { name } => Some(name.clone()),
        _ => None,
    })
    .await?;
    Ok(found.expect("a player message before the ack"))
}

pub async fn a_password_lets_a_name_be_played_from_another_device(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut ada = named(&server.ws(), "Ada").await;
    let short = set_password(&mut ada, "seven77").await.unwrap_err();
    assert_eq!(short.code, RefusalCode::BadPassword);
    assert!(short.detail.contains("this one has 7"), "{short:?}");
    set_password(&mut ada, PASSWORD).await.unwrap();
    let mut anonymous = Client::connect(&server.ws()).await;
    let unnamed = set_password(&mut anonymous, PASSWORD).await.unwrap_err();
    assert_eq!(unnamed.code, RefusalCode::NotNamed);

    // Another device: its own key, refused without the password or with a wrong one.
    let phone = key_of("phone");
    let taken = hello_from(&server, "ADA", &phone, None).await.unwrap_err();
    assert_eq!(taken.code, RefusalCode::NameTaken);
    let wrong = hello_from(&server, "ADA", &phone, Some("correct horse battery!"))
        .await
        .unwrap_err();
    assert_eq!(wrong.code, RefusalCode::WrongPassword);
    assert_eq!(
        hello_from(&server, "ADA", &phone, Some(PASSWORD))
            .await
            .unwrap(),
        "Ada"
    );
    // The phone's key is Ada's now: no password needed; the first key still is.
    assert_eq!(
        hello_from(&server, "ada", &phone, None).await.unwrap(),
        "Ada"
    );
    assert_eq!(
        hello_from(&server, "Ada", &key_of("Ada"), None)
            .await
            .unwrap(),
        "Ada"
    );
    // A name without a password is not claimed with one.
    named(&server.ws(), "Bo_2").await;
    let none = hello_from(&server, "Bo_2", &phone, Some(PASSWORD))
        .await
        .unwrap_err();
    assert_eq!(none.code, RefusalCode::WrongPassword);

    // Four tries made from this address (one set, three claims); the
    // fifth is the last of the minute: then even the right one waits.
    let tablet = key_of("tablet");
    let fifth = hello_from(&server, "Ada", &tablet, Some("not the password"))
        .await
        .unwrap_err();
    assert_eq!(fifth.code, RefusalCode::WrongPassword);
    let sixth = hello_from(&server, "Ada", &tablet, Some(PASSWORD))
        .await
        .unwrap_err();
    assert_eq!(sixth.code, RefusalCode::PasswordTries, "{sixth:?}");
    assert!(sixth.detail.starts_with("try again in"), "{sixth:?}");
    let refused = hello_from(&server, "Ada", &tablet, None).await.unwrap_err();
    assert_eq!(
        refused.code,
        RefusalCode::NameTaken,
        "the tablet's key was not added"
    );
}
