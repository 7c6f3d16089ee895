//! The compressed forms a site file may have beside it, made by the build.

/// The encodings a file may be kept in beside the original, by preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    /// The encoding's name in `Accept-Encoding` and `Content-Encoding`.
    pub fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }

    /// The suffix of the file beside the original (`NAME.br`).
    pub fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }

    pub const ALL: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];
}
