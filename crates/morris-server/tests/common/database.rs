// Each suite uses one of the two databases.
#![allow(dead_code)]

//! A database of the test's own: a SQLite file in a temporary folder, or a
//! fresh database in the PostgreSQL server that `MORRIS_TEST_POSTGRES_URL` names.

use sqlx::Connection;

pub enum TestDb {
    Sqlite(tempfile::TempDir),
    Postgres(String),
}

impl TestDb {
    pub async fn sqlite() -> TestDb {
        TestDb::Sqlite(tempfile::tempdir().expect("a temporary folder"))
    }

    /// A new, empty database on the server of `MORRIS_TEST_POSTGRES_URL`.
    pub async fn postgres() -> TestDb {
        let base = std::env::var(POSTGRES_VAR).unwrap_or_else(|_| {
            panic!(
                "{POSTGRES_VAR} is not set: these tests need a PostgreSQL server. \
                 Run `cargo xtask test-postgres` (it installs and starts one), or set \
                 {POSTGRES_VAR}=postgres://USER:PASS@HOST:PORT/DB yourself"
            )
        });
        let mut conn = sqlx::PgConnection::connect(&base)
            .await
            .unwrap_or_else(|e| panic!("cannot connect to {POSTGRES_VAR}: {e}"));
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).unwrap();
        let name = format!("morris_test_{}", hex::encode(bytes));
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .expect("CREATE DATABASE");
        let (server, _) = base.rsplit_once('/').expect("a URL ending with /DB");
        TestDb::Postgres(format!("{server}/{name}"))
    }

    /// Runs `sql` on the database, as another program would.
    pub async fn execute(&self, sql: &str) {
        sqlx::any::install_default_drivers();
        let url = morris_server::database_url(&self.arg());
        let mut conn = sqlx::AnyConnection::connect(&url)
            .await
            .expect("connects to the test's database");
        sqlx::raw_sql(sql)
            .execute(&mut conn)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// A bytes literal in this database's SQL.
    pub fn bytes_literal(&self, hex: &str) -> String {
        match self {
            TestDb::Sqlite(_) => format!("X'{hex}'"),
            TestDb::Postgres(_) => format!("decode('{hex}', 'hex')"),
        }
    }

    /// What `morris-server --database` is given.
    pub fn arg(&self) -> String {
        match self {
            TestDb::Sqlite(dir) => dir.path().join("rooms.db").display().to_string(),
            TestDb::Postgres(url) => url.clone(),
        }
    }
}

pub const POSTGRES_VAR: &str = "MORRIS_TEST_POSTGRES_URL";
