//! End-to-end tests of the `morris` binary: one test binary, topic modules in `cases/`.

mod cases;
