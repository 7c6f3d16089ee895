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
