//! The table file: a header, the layer directory and the codes, checked on load.
//!
//! ```text
//! magic "MORRISTB" | format version u32 | bytes per code u32 | rules fingerprint u64
//! | points u32 | symmetries u32 | layers u32 | reserved u32 | positions u64 | checksum u64
//! | per layer: own hand, opp hand, own board, opp board (u8 each), positions u64
//! | per layer: its codes, little-endian
//! ```
//! The checksum covers everything after the header. All numbers are little-endian.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use morris_core::Rules;

use super::SolveError;
use super::layout::Layout;
use super::mechanics::Mechanics;
use super::table::{Codes, Table};

const MAGIC: &[u8; 8] = b"MORRISTB";
/// Bump whenever the layout, the indexing or the meaning of a code changes.
pub const FORMAT_VERSION: u32 = 1;
const HEADER_LEN: usize = 8 + 4 + 4 + 8 + 4 + 4 + 4 + 4 + 8 + 8;
const LAYER_ENTRY_LEN: usize = 4 + 8;

impl Table {
    /// Writes the table to `path`, through a temporary file renamed into place,
    /// so that a reader never sees half a file.
    pub fn save(&self, path: &Path) -> Result<(), SolveError> {
        let io = |source| SolveError::Io {
            path: path.to_path_buf(),
            source,
        };
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(io)?;
        }
        let bytes = self.to_bytes();
        let tmp = temporary_name(path);
        let written = fs::File::create(&tmp).and_then(|mut f| {
            f.write_all(&bytes)?;
            f.sync_all()
        });
        if let Err(e) = written.and_then(|()| fs::rename(&tmp, path)) {
            let _ = fs::remove_file(&tmp);
            return Err(io(e));
        }
        Ok(())
    }

    /// Reads a table for `rules` from `path`, refusing anything that does not
    /// match the rules exactly or fails its checksum.
    pub fn load(rules: &Rules, path: &Path) -> Result<Table, SolveError> {
        // Rules too large to number are refused before any table is shaped for them.
        super::check_size(rules, u64::MAX)?;
        let bytes = fs::read(path).map_err(|source| SolveError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let layout = Layout::new(rules);
        let codes = parse(rules, &layout, &bytes).map_err(|reason| SolveError::Corrupt {
            path: path.to_path_buf(),
            reason,
        })?;
        Ok(Table {
            rules: rules.clone(),
            mech: Mechanics::new(rules),
            layout,
            codes,
        })
    }

    fn to_bytes(&self) -> Vec<u8> {
        let width = self.codes.width();
        let layers = &self.layout.layers;
        let mut body = Vec::with_capacity(
            layers.len() * LAYER_ENTRY_LEN + self.stored_positions() as usize * width,
        );
        for layer in layers {
            let k = layer.key;
            body.extend_from_slice(&[k.own_hand, k.opp_hand, k.own_board, k.opp_board]);
            body.extend_from_slice(&layer.size.to_le_bytes());
        }
        match &self.codes {
            Codes::Narrow(all) => all.iter().for_each(|l| body.extend_from_slice(l)),
            Codes::Wide(all) => all
                .iter()
                .flatten()
                .for_each(|c| body.extend_from_slice(&c.to_le_bytes())),
        }
        let mut out = Vec::with_capacity(HEADER_LEN + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(width as u32).to_le_bytes());
        out.extend_from_slice(&self.rules.fingerprint().to_le_bytes());
        out.extend_from_slice(&(self.layout.points as u32).to_le_bytes());
        out.extend_from_slice(&(self.layout.syms.len() as u32).to_le_bytes());
        out.extend_from_slice(&(layers.len() as u32).to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&self.stored_positions().to_le_bytes());
        out.extend_from_slice(&checksum(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }
}

fn temporary_name(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Reads little-endian numbers from the front of a byte slice.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], String> {
        let (head, rest) = self.0.split_at_checked(N).ok_or("the file is truncated")?;
        self.0 = rest;
        Ok(head.try_into().unwrap_or([0; N]))
    }
    fn u32(&mut self) -> Result<u32, String> {
        self.take().map(u32::from_le_bytes)
    }
    fn u64(&mut self) -> Result<u64, String> {
        self.take().map(u64::from_le_bytes)
    }
}

fn parse(rules: &Rules, layout: &Layout, bytes: &[u8]) -> Result<Codes, String> {
    let mut r = Reader(bytes);
    if &r.take::<8>()? != MAGIC {
        return Err("not a morris table file".into());
    }
    let version = r.u32()?;
    if version != FORMAT_VERSION {
        return Err(format!(
            "format version {version}, expected {FORMAT_VERSION}"
        ));
    }
    let width = r.u32()?;
    let fingerprint = r.u64()?;
    if fingerprint != rules.fingerprint() {
        return Err(format!(
            "made for rules {fingerprint:016x}, not {:016x}",
            rules.fingerprint()
        ));
    }
    let expect = |what: &str, found: u64, wanted: u64| {
        if found == wanted {
            Ok(())
        } else {
            Err(format!("{what} is {found}, expected {wanted}"))
        }
    };
    expect("the point count", u64::from(r.u32()?), layout.points as u64)?;
    expect(
        "the symmetry count",
        u64::from(r.u32()?),
        layout.syms.len() as u64,
    )?;
    expect(
        "the layer count",
        u64::from(r.u32()?),
        layout.layers.len() as u64,
    )?;
    r.u32()?;
    let positions = r.u64()?;
    expect("the position count", positions, layout.total_slots())?;
    let sum = r.u64()?;
    if !matches!(width, 1 | 2) {
        return Err(format!("{width} bytes per position"));
    }
    let body_len = layout.layers.len() * LAYER_ENTRY_LEN + positions as usize * width as usize;
    if r.0.len() < body_len {
        return Err("the file is truncated".into());
    }
    if r.0.len() > body_len {
        return Err("the file has trailing bytes".into());
    }
    if checksum(r.0) != sum {
        return Err("the checksum does not match".into());
    }
    for layer in &layout.layers {
        let [a, b, c, d] = r.take::<4>()?;
        let k = layer.key;
        let size = r.u64()?;
        if [a, b, c, d] != [k.own_hand, k.opp_hand, k.own_board, k.opp_board] || size != layer.size
        {
            return Err("the layer directory does not match the rules".into());
        }
    }
    let mut codes_wide = Vec::with_capacity(layout.layers.len());
    let mut codes_narrow = Vec::with_capacity(layout.layers.len());
    for layer in &layout.layers {
        let n = layer.size as usize;
        let (chunk, rest) = r.0.split_at(n * width as usize);
        r.0 = rest;
        if width == 1 {
            codes_narrow.push(chunk.to_vec());
        } else {
            codes_wide.push(
                chunk
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]]))
                    .collect::<Vec<_>>(),
            );
        }
    }
    Ok(if width == 1 {
        Codes::Narrow(codes_narrow)
    } else {
        Codes::Wide(codes_wide)
    })
}

/// A 64-bit checksum over 8-byte words (a multiply-xorshift mix, stable everywhere).
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0x9E37_79B9_7F4A_7C15 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        h = (h ^ word).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        h ^= h >> 32;
    }
    for (i, &b) in chunks.remainder().iter().enumerate() {
        h = (h ^ (u64::from(b) << (8 * i))).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    }
    h ^ (h >> 29)
}
