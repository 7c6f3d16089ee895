//! The table file: a header, the layer directory and the codes, checked on load.
//!
//! ```text
//! magic "MORRISTB" | format version u32 | bytes per code u32 | rules fingerprint u64
//! | points u32 | symmetries u32 | layers u32 | kind u32 | positions u64 | checksum u64
//! | per layer: own hand, opp hand, own board, opp board (u8 each), positions u64
//! | per layer: its codes, little-endian
//! ```
//! The checksum covers everything after the header. All numbers are little-endian.
//! `kind` is 0 for a whole-variant table and 1 for a pair of movement-phase
//! sectors (`sectors.rs`); files written before sectors existed have 0 there.

use std::fs;
use std::path::Path;

use morris_core::{Rules, safe_file};

use super::SolveError;
use super::layout::Layout;
use super::mechanics::Mechanics;
use super::table::{Codes, FileKind, LayerCodes, Table};

const MAGIC: &[u8; 8] = b"MORRISTB";
/// Bump whenever the layout, the indexing or the meaning of a code changes.
pub const FORMAT_VERSION: u32 = 1;
const HEADER_LEN: usize = 8 + 4 + 4 + 8 + 4 + 4 + 4 + 4 + 8 + 8;
const LAYER_ENTRY_LEN: usize = 4 + 8;

impl Table {
    /// Writes the table to `path`, through a temporary file renamed into place,
    /// so that a reader never sees half a file.
    pub fn save(&self, path: &Path) -> Result<(), SolveError> {
        let layers: Vec<usize> = (0..self.layout.layers.len()).collect();
        let bytes = encode(
            FileKind::Whole,
            self.rules.fingerprint(),
            &self.layout,
            &layers,
            &self.codes.0,
        );
        write_atomic(path, &bytes)
    }

    /// Reads a table for `rules` from `path`, refusing anything that does not
    /// match the rules exactly or fails its checksum.
    pub fn load(rules: &Rules, path: &Path) -> Result<Table, SolveError> {
        // Rules too large to number are refused before any table is shaped for them.
        super::check_size(rules, u64::MAX)?;
        let layout = Layout::new(rules);
        let layers: Vec<usize> = (0..layout.layers.len()).collect();
        let bytes = read(path, largest_file(&layout, &layers))?;
        Table::from_layout_bytes(rules, layout, &bytes).map_err(|reason| SolveError::Corrupt {
            path: path.to_path_buf(),
            reason,
        })
    }

    /// Reads a table for `rules` from the bytes of a table file, refusing
    /// anything that does not match the rules exactly or fails its checksum,
    /// with the reason.
    pub fn from_bytes(rules: &Rules, bytes: &[u8]) -> Result<Table, String> {
        super::check_size(rules, u64::MAX).map_err(|e| e.to_string())?;
        Table::from_layout_bytes(rules, Layout::new(rules), bytes)
    }

    fn from_layout_bytes(rules: &Rules, layout: Layout, bytes: &[u8]) -> Result<Table, String> {
        let layers: Vec<usize> = (0..layout.layers.len()).collect();
        let codes = decode(FileKind::Whole, rules, &layout, &layers, bytes)?;
        Ok(Table {
            rules: rules.clone(),
            mech: Mechanics::new(rules),
            layout,
            codes: Codes(codes),
            kind: FileKind::Whole,
        })
    }
}

/// The bytes of the table file at `path`: a regular file of at most `cap`
/// bytes (the size its layers take at the widest code), so that a damaged or
/// planted file is refused without being read whole.
pub(crate) fn read(path: &Path, cap: u64) -> Result<Vec<u8>, SolveError> {
    safe_file::read_regular(path, cap).map_err(|source| SolveError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// The size of a file of the layers `layers` of `layout` with 2-byte codes:
/// no sound file is larger.
pub(crate) fn largest_file(layout: &Layout, layers: &[usize]) -> u64 {
    let positions: u64 = layers.iter().map(|&l| layout.layers[l].size).sum();
    (HEADER_LEN + layers.len() * LAYER_ENTRY_LEN) as u64 + positions.saturating_mul(2)
}

/// Writes `bytes` to `path` as [`safe_file::write_atomic`] does (a temporary
/// file created exclusively, renamed into place, the folder synced).
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SolveError> {
    let io = |source| SolveError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(io)?;
    }
    safe_file::write_atomic(path, bytes).map_err(io)
}

/// The file bytes of the layers `layers` of `layout` with their `codes` (same order).
pub(crate) fn encode(
    kind: FileKind,
    fingerprint: u64,
    layout: &Layout,
    layers: &[usize],
    codes: &[LayerCodes],
) -> Vec<u8> {
    let width = codes.iter().map(LayerCodes::width).max().unwrap_or(1);
    let positions: u64 = layers.iter().map(|&l| layout.layers[l].size).sum();
    let mut body = Vec::with_capacity(layers.len() * LAYER_ENTRY_LEN + positions as usize * width);
    for &l in layers {
        let layer = &layout.layers[l];
        let k = layer.key;
        body.extend_from_slice(&[k.own_hand, k.opp_hand, k.own_board, k.opp_board]);
        body.extend_from_slice(&layer.size.to_le_bytes());
    }
    for c in codes {
        c.write(width, &mut body);
    }
    let mut out = Vec::with_capacity(HEADER_LEN + body.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(width as u32).to_le_bytes());
    out.extend_from_slice(&fingerprint.to_le_bytes());
    out.extend_from_slice(&(layout.points as u32).to_le_bytes());
    out.extend_from_slice(&(layout.syms.len() as u32).to_le_bytes());
    out.extend_from_slice(&(layers.len() as u32).to_le_bytes());
    out.extend_from_slice(&(kind as u32).to_le_bytes());
    out.extend_from_slice(&positions.to_le_bytes());
    out.extend_from_slice(&checksum(&body).to_le_bytes());
    out.extend_from_slice(&body);
    out
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

/// The codes of the layers `layers` of `layout` read from a file's bytes,
/// refusing anything that does not match the kind, the rules and the layout
/// exactly, or fails its checksum.
pub(crate) fn decode(
    kind: FileKind,
    rules: &Rules,
    layout: &Layout,
    layers: &[usize],
    bytes: &[u8],
) -> Result<Vec<LayerCodes>, String> {
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
    expect("the layer count", u64::from(r.u32()?), layers.len() as u64)?;
    expect("the table kind", u64::from(r.u32()?), kind as u64)?;
    let positions = r.u64()?;
    let wanted: u64 = layers.iter().map(|&l| layout.layers[l].size).sum();
    expect("the position count", positions, wanted)?;
    let sum = r.u64()?;
    if !matches!(width, 1 | 2) {
        return Err(format!("{width} bytes per position"));
    }
    let body_len = layers.len() * LAYER_ENTRY_LEN + positions as usize * width as usize;
    if r.0.len() < body_len {
        return Err("the file is truncated".into());
    }
    if r.0.len() > body_len {
        return Err("the file has trailing bytes".into());
    }
    if checksum(r.0) != sum {
        return Err("the checksum does not match".into());
    }
    for &l in layers {
        let layer = &layout.layers[l];
        let [a, b, c, d] = r.take::<4>()?;
        let k = layer.key;
        let size = r.u64()?;
        if [a, b, c, d] != [k.own_hand, k.opp_hand, k.own_board, k.opp_board] || size != layer.size
        {
            return Err("the layer directory does not match the rules".into());
        }
    }
    let mut codes = Vec::with_capacity(layers.len());
    for &l in layers {
        let n = layout.layers[l].size as usize;
        let (chunk, rest) = r.0.split_at(n * width as usize);
        r.0 = rest;
        codes.push(if width == 1 {
            LayerCodes::Narrow(chunk.to_vec())
        } else {
            LayerCodes::Wide(
                chunk
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]]))
                    .collect(),
            )
        });
    }
    Ok(codes)
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
