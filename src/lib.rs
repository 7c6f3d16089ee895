//! Test-only package: the cross-crate tests live in `tests/`.
