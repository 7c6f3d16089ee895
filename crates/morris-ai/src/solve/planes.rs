//! A layer's codes as two planes in a table file: the **outcomes** (win,
//! draw, loss, two bits a position) and the **distances** of the decided
//! positions only, each cut into zstd blocks that carry their own checksum.
//!
//! ```text
//! block: stored length u32 | checksum u64 of the stored bytes | a zstd frame
//! ```
//! A block holds [`BLOCK`] positions' outcomes (or distances), the layer's
//! last block the rest. The outcome plane of every layer comes before any
//! distance, so that a reader wanting only who wins can stop there.

use ruzstd::decoding::FrameDecoder;
use ruzstd::encoding::{CompressionLevel, compress_to_vec};

use super::bytes::{Reader, checksum};
use super::table::LayerCodes;
use super::value::{MAX_CODE, Value};

/// Entries per block: small enough that a damaged block costs little to find,
/// large enough that zstd finds the runs.
pub(crate) const BLOCK: usize = 1 << 18;
/// The bytes a block adds to what it stores: its length and checksum.
pub(crate) const BLOCK_HEADER: usize = 4 + 8;

const DRAW: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
/// A slot no value has (a code the solver leaves out of play).
const NONE: u8 = 3;

fn outcome(code: u16) -> u8 {
    match Value::from_code(code) {
        Some(Value::Draw) => DRAW,
        Some(Value::Win(_)) => WIN,
        Some(Value::Loss(_)) => LOSS,
        None => NONE,
    }
}

/// Appends the outcome plane of `codes`: four positions a byte, the first in
/// the lowest bits.
pub(crate) fn write_outcomes(codes: &LayerCodes, out: &mut Vec<u8>) {
    let mut packed = vec![0u8; codes.len().div_ceil(4)];
    for (i, code) in codes.iter().enumerate() {
        packed[i / 4] |= outcome(code) << (2 * (i % 4));
    }
    write_blocks(&packed, BLOCK / 4, out);
}

/// Appends the distances of the won and lost positions of `codes`, in order,
/// `width` bytes each (little-endian).
pub(crate) fn write_distances(codes: &LayerCodes, width: usize, out: &mut Vec<u8>) {
    let mut bytes = Vec::new();
    for value in codes.iter().filter_map(Value::from_code) {
        if let Some(d) = value.distance() {
            bytes.extend_from_slice(&d.to_le_bytes()[..width]);
        }
    }
    write_blocks(&bytes, BLOCK * width, out);
}

fn write_blocks(bytes: &[u8], block: usize, out: &mut Vec<u8>) {
    for chunk in bytes.chunks(block) {
        let stored = compress_to_vec(chunk, CompressionLevel::Fastest);
        out.extend_from_slice(&(stored.len() as u32).to_le_bytes());
        out.extend_from_slice(&checksum(&stored).to_le_bytes());
        out.extend_from_slice(&stored);
    }
}

/// Reads the outcome plane of a layer of `size` positions (as written by
/// [`write_outcomes`]).
pub(crate) fn read_outcomes(r: &mut Reader, size: usize) -> Result<Vec<u8>, String> {
    let packed = read_blocks(r, size.div_ceil(4), BLOCK / 4)?;
    // The bits past the last position are zero in a sound file.
    if !size.is_multiple_of(4) && packed.last().is_some_and(|&b| b >> (2 * (size % 4)) != 0) {
        return Err("an outcome block has bits past its layer".into());
    }
    Ok(packed)
}

/// The outcome of position `i` of a plane.
fn outcome_at(packed: &[u8], i: usize) -> u8 {
    (packed[i / 4] >> (2 * (i % 4))) & 3
}

/// The positions of a plane that are won or lost (each has a distance).
pub(crate) fn decided(packed: &[u8], size: usize) -> usize {
    (0..size)
        .filter(|&i| matches!(outcome_at(packed, i), WIN | LOSS))
        .count()
}

/// Reads the distances of a layer whose outcomes are `packed` and joins the
/// two into its codes, `width` bytes a code in memory.
pub(crate) fn read_codes(
    r: &mut Reader,
    packed: &[u8],
    size: usize,
    width: usize,
) -> Result<LayerCodes, String> {
    let bytes = read_blocks(r, decided(packed, size) * width, BLOCK * width)?;
    let mut distances = bytes.chunks_exact(width).map(|d| {
        let mut le = [0u8; 2];
        le[..width].copy_from_slice(d);
        u16::from_le_bytes(le)
    });
    let mut code_at = |i: usize| -> Result<u16, String> {
        let outcome = outcome_at(packed, i);
        if !matches!(outcome, WIN | LOSS) {
            return Ok(if outcome == DRAW { 0 } else { MAX_CODE });
        }
        let d = distances.next().ok_or("a distance block is short")?;
        let value = if outcome == WIN {
            Value::Win(d)
        } else {
            Value::Loss(d)
        };
        value
            .code()
            .ok_or_else(|| format!("a distance of {d} is out of range"))
    };
    // Straight into the width kept in memory: a large layer is not held twice.
    Ok(if width == 1 {
        let narrow = |i| {
            let code = code_at(i)?;
            u8::try_from(code)
                .map_err(|_| format!("a code of {code} in a table of one byte a code"))
        };
        LayerCodes::Narrow((0..size).map(narrow).collect::<Result<_, _>>()?)
    } else {
        LayerCodes::Wide((0..size).map(code_at).collect::<Result<_, _>>()?)
    })
}

/// Reads the blocks holding `len` bytes, `block` bytes a block: each checked
/// against its checksum and decompressed into exactly its share, so that a
/// hostile block can neither pass as sound nor grow past its size.
fn read_blocks(r: &mut Reader, len: usize, block: usize) -> Result<Vec<u8>, String> {
    let mut out = vec![0u8; len];
    let mut decoder = FrameDecoder::new();
    for chunk in out.chunks_mut(block) {
        let stored_len = r.u32()? as usize;
        let sum = r.u64()?;
        let stored = r.bytes(stored_len)?;
        if checksum(stored) != sum {
            return Err("the checksum of a block does not match".into());
        }
        let written = decoder
            .decode_all(stored, chunk)
            .map_err(|e| format!("a block does not decompress: {e}"))?;
        if written != chunk.len() {
            return Err(format!(
                "a block holds {written} bytes, expected {}",
                chunk.len()
            ));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(codes: &LayerCodes) -> Result<LayerCodes, String> {
        let mut bytes = Vec::new();
        write_outcomes(codes, &mut bytes);
        let outcomes_end = bytes.len();
        write_distances(codes, codes.width(), &mut bytes);
        let mut r = Reader(&bytes);
        let packed = read_outcomes(&mut r, codes.len())?;
        assert_eq!(r.0.len(), bytes.len() - outcomes_end, "outcomes come first");
        read_codes(&mut r, &packed, codes.len(), codes.width())
    }

    #[test]
    fn codes_come_back_exactly_across_blocks() {
        // Three blocks and a bit, long wins and losses, slots without a value.
        let n = 3 * BLOCK + 5;
        let wide: Vec<u16> = (0..n)
            .map(|i| match i % 7 {
                0..=2 => 0,
                3 => Value::Win((i % 900) as u16).code().unwrap(),
                4 => Value::Loss((i % 300) as u16).code().unwrap(),
                5 if i % 5 == 0 => MAX_CODE,
                _ => Value::Win(1).code().unwrap(),
            })
            .collect();
        let codes = LayerCodes::Wide(wide.clone());
        let back = round_trip(&codes).unwrap();
        assert_eq!(back.into_wide(), wide);

        let narrow = LayerCodes::Narrow(wide.iter().map(|&c| (c % 200) as u8).collect());
        let back = round_trip(&narrow).unwrap();
        assert!(matches!(back, LayerCodes::Narrow(_)));
        assert_eq!(back.into_wide(), narrow.into_wide());
    }

    #[test]
    fn outcomes_of_a_mostly_drawn_layer_take_well_under_two_bits() {
        let n = 1 << 20;
        let codes = LayerCodes::Narrow((0..n).map(|i| u8::from(i % 50 == 0) * 7).collect());
        let mut bytes = Vec::new();
        write_outcomes(&codes, &mut bytes);
        assert!(
            bytes.len() * 8 < n,
            "{} bytes for {n} positions",
            bytes.len()
        );
    }

    #[test]
    fn a_damaged_block_is_refused() {
        let codes = LayerCodes::Narrow((0..1000).map(|i| (i % 9) as u8).collect());
        let mut bytes = Vec::new();
        write_outcomes(&codes, &mut bytes);
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        let err = read_outcomes(&mut Reader(&bytes), 1000).unwrap_err();
        assert!(err.contains("checksum"), "{err}");
        // A sound block read as a larger layer's is short.
        bytes[last] ^= 1;
        let err = read_outcomes(&mut Reader(&bytes), 1100).unwrap_err();
        assert!(err.contains("holds"), "{err}");
    }
}
