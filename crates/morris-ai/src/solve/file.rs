//! The table file: a header, the layer directory and each layer's values in
//! two planes (`planes.rs`), checked on load.
//!
//! ```text
//! magic "MORRISTB" | format version u32 | bytes per code u32 | rules fingerprint u64
//! | points u32 | symmetries u32 | layers u32 | kind u32 | positions u64
//! | checksum u64 of the header before it and the directory
//! | per layer: own hand, opp hand, own board, opp board (u8 each), positions u64
//! | per layer: its outcome blocks | per layer: its distance blocks
//! ```
//! All numbers are little-endian. `kind` is 0 for a whole-variant table and 1
//! for a pair of movement-phase sectors (`sectors.rs`). Version 1 (one or two
//! bytes a position, one checksum) is no longer read: its tables are solved again.

use std::fs;
use std::path::Path;

use morris_core::{Rules, safe_file};

use super::SolveError;
use super::bytes::{Reader, checksum};
use super::layout::Layout;
use super::mechanics::Mechanics;
use super::planes;
use super::table::{Codes, FileKind, LayerCodes, Table};

const MAGIC: &[u8; 8] = b"MORRISTB";
/// Bump whenever the layout, the indexing or the meaning of a code changes.
pub const FORMAT_VERSION: u32 = 2;
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

/// The most bytes a sound file of the layers `layers` of `layout` can take
/// (every block stored uncompressed, distances two bytes each), so that a
/// damaged or planted file is refused without being read whole.
pub(crate) fn largest_file(layout: &Layout, layers: &[usize]) -> u64 {
    let sizes = layers.iter().map(|&l| layout.layers[l].size);
    let positions: u64 = sizes.clone().sum();
    let blocks: u64 = sizes.map(|n| 3 * n.div_ceil(planes::BLOCK as u64)).sum();
    // A zstd frame of a raw block adds a few bytes to it.
    let per_block = (planes::BLOCK_HEADER + 32) as u64;
    (HEADER_LEN + layers.len() * LAYER_ENTRY_LEN) as u64
        + positions.saturating_mul(3)
        + blocks.saturating_mul(per_block)
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
    let mut out = Vec::with_capacity(HEADER_LEN + layers.len() * LAYER_ENTRY_LEN);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(width as u32).to_le_bytes());
    out.extend_from_slice(&fingerprint.to_le_bytes());
    out.extend_from_slice(&(layout.points as u32).to_le_bytes());
    out.extend_from_slice(&(layout.syms.len() as u32).to_le_bytes());
    out.extend_from_slice(&(layers.len() as u32).to_le_bytes());
    out.extend_from_slice(&(kind as u32).to_le_bytes());
    out.extend_from_slice(&positions.to_le_bytes());
    let mut directory = Vec::with_capacity(layers.len() * LAYER_ENTRY_LEN);
    for &l in layers {
        let layer = &layout.layers[l];
        let k = layer.key;
        directory.extend_from_slice(&[k.own_hand, k.opp_hand, k.own_board, k.opp_board]);
        directory.extend_from_slice(&layer.size.to_le_bytes());
    }
    let sum = checksum(&[&out[..], &directory[..]].concat());
    out.extend_from_slice(&sum.to_le_bytes());
    out.extend_from_slice(&directory);
    for c in codes {
        planes::write_outcomes(c, &mut out);
    }
    for c in codes {
        planes::write_distances(c, width, &mut out);
    }
    out
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
    let Header {
        width,
        fingerprint,
        points,
        symmetries,
        layer_count,
        kind: file_kind,
        positions,
        checksum: sum,
    } = Header::read(&mut r)?;
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
    expect("the point count", u64::from(points), layout.points as u64)?;
    expect(
        "the symmetry count",
        u64::from(symmetries),
        layout.syms.len() as u64,
    )?;
    expect(
        "the layer count",
        u64::from(layer_count),
        layers.len() as u64,
    )?;
    expect("the table kind", u64::from(file_kind), kind as u64)?;
    let wanted: u64 = layers.iter().map(|&l| layout.layers[l].size).sum();
    expect("the position count", positions, wanted)?;
    if !matches!(width, 1 | 2) {
        return Err(format!("{width} bytes per position"));
    }
    let directory = r.bytes(layers.len() * LAYER_ENTRY_LEN)?;
    if checksum(&[&bytes[..HEADER_LEN - 8], directory].concat()) != sum {
        return Err("the checksum of the header does not match".into());
    }
    let mut entries = Reader(directory);
    for &l in layers {
        let layer = &layout.layers[l];
        let [a, b, c, d] = entries.take::<4>()?;
        let k = layer.key;
        let size = entries.u64()?;
        if [a, b, c, d] != [k.own_hand, k.opp_hand, k.own_board, k.opp_board] || size != layer.size
        {
            return Err("the layer directory does not match the rules".into());
        }
    }
    let sizes: Vec<usize> = layers
        .iter()
        .map(|&l| layout.layers[l].size as usize)
        .collect();
    let outcomes = sizes
        .iter()
        .map(|&n| planes::read_outcomes(&mut r, n))
        .collect::<Result<Vec<_>, _>>()?;
    let codes = outcomes
        .iter()
        .zip(&sizes)
        .map(|(packed, &n)| planes::read_codes(&mut r, packed, n, width as usize))
        .collect::<Result<Vec<_>, _>>()?;
    if !r.0.is_empty() {
        return Err("the file has trailing bytes".into());
    }
    Ok(codes)
}

/// The numbers at the head of a table file, after its magic and version.
struct Header {
    width: u32,
    fingerprint: u64,
    points: u32,
    symmetries: u32,
    layer_count: u32,
    kind: u32,
    positions: u64,
    checksum: u64,
}

impl Header {
    /// Reads the header, refusing a file that is no table file of this version.
    fn read(r: &mut Reader) -> Result<Header, String> {
        if &r.take::<8>()? != MAGIC {
            return Err("not a morris table file".into());
        }
        let version = r.u32()?;
        if version != FORMAT_VERSION {
            return Err(format!(
                "format version {version}, expected {FORMAT_VERSION}"
            ));
        }
        Ok(Header {
            width: r.u32()?,
            fingerprint: r.u64()?,
            points: r.u32()?,
            symmetries: r.u32()?,
            layer_count: r.u32()?,
            kind: r.u32()?,
            positions: r.u64()?,
            checksum: r.u64()?,
        })
    }
}

/// How the bytes of a table file divide between its parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileParts {
    /// Positions stored (after symmetry).
    pub positions: u64,
    /// The header and the layer directory.
    pub header: u64,
    /// The outcome plane (win, draw or loss of every position).
    pub outcomes: u64,
    /// The distances of the won and lost positions.
    pub distances: u64,
}

impl FileParts {
    /// The parts of a table file's bytes, from its header and the lengths of
    /// its blocks; the blocks are not checked (loading does that).
    pub fn of(bytes: &[u8]) -> Result<FileParts, String> {
        let mut r = Reader(bytes);
        let header = Header::read(&mut r)?;
        let mut sizes = Vec::new();
        for _ in 0..header.layer_count {
            r.take::<4>()?;
            sizes.push(r.u64()?);
        }
        let header_len = (bytes.len() - r.0.len()) as u64;
        for size in sizes {
            for _ in 0..size.div_ceil(planes::BLOCK as u64) {
                let len = r.u32()? as usize;
                r.bytes(8 + len)?;
            }
        }
        let distances = r.0.len() as u64;
        Ok(FileParts {
            positions: header.positions,
            header: header_len,
            outcomes: bytes.len() as u64 - header_len - distances,
            distances,
        })
    }
}
