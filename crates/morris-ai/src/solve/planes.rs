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

use rayon::prelude::*;
use ruzstd::decoding::FrameDecoder;
use ruzstd::encoding::{CompressionLevel, compress_to_vec};

use super::bytes::{Reader, checksum};
use super::table::{ESCAPE, Escaped, LayerCodes};
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
const fn outcome_at(packed: &[u8], i: usize) -> u8 {
    (packed[i / 4] >> (2 * (i % 4))) & 3
}

/// How many of the four positions in an outcome byte are won or lost.
const DECIDED_IN_BYTE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut k = 0;
        while k < 4 {
            let outcome = outcome_at(&[byte as u8], k);
            table[byte] += (outcome == WIN || outcome == LOSS) as u8;
            k += 1;
        }
        byte += 1;
    }
    table
};

/// The positions of a plane that are won or lost (each has a distance). The
/// bits past the last position are zero (a draw) in a sound plane.
pub(crate) fn decided(packed: &[u8]) -> usize {
    packed
        .iter()
        .map(|&b| usize::from(DECIDED_IN_BYTE[b as usize]))
        .sum()
}

/// Reads the distances of a layer whose outcomes are `packed` and joins the
/// two into its codes: one byte a position, the codes that need two (in a
/// file of two bytes a code) kept aside while they are few.
pub(crate) fn read_codes(
    r: &mut Reader,
    packed: &[u8],
    size: usize,
    width: usize,
) -> Result<LayerCodes, String> {
    let distances = read_blocks(r, decided(packed) * width, BLOCK * width)?;
    let joined = join(packed, size, &distances, width)?;
    if width == 1 {
        // A code of 255 is its own byte here; a larger one cannot be.
        if let Some(code) = joined.long.iter().find(|&&code| code > u16::from(ESCAPE)) {
            return Err(format!("a code of {code} in a table of one byte a code"));
        }
        return Ok(LayerCodes::Narrow(joined.codes));
    }
    Ok(LayerCodes::of_escaped(joined))
}

/// The codes of a layer, a byte each ([`ESCAPE`] for those kept aside, with
/// their index), from its outcomes and the distances of its decided
/// positions: a run of [`BLOCK`] positions at a time on every core, each run
/// knowing where its distances start from the runs before it.
fn join(packed: &[u8], size: usize, distances: &[u8], width: usize) -> Result<Escaped, String> {
    let runs: Vec<&[u8]> = packed.chunks(BLOCK / 4).collect();
    let starts: Vec<usize> = runs
        .iter()
        .scan(0, |start, run| {
            let here = *start;
            *start += decided(run) * width;
            Some(here)
        })
        .collect();
    let mut codes = vec![0u8; size];
    let long: Vec<Vec<(u64, u16)>> = codes
        .par_chunks_mut(BLOCK)
        .zip(runs.par_iter().zip(starts).enumerate())
        .map(|(out, (k, (run, start)))| {
            let mut long = Vec::new();
            let mut next = start;
            for (i, slot) in out.iter_mut().enumerate() {
                let outcome = outcome_at(run, i);
                let code = match outcome {
                    DRAW => 0,
                    NONE => MAX_CODE,
                    _ => {
                        let mut le = [0u8; 2];
                        le[..width].copy_from_slice(&distances[next..next + width]);
                        next += width;
                        let d = u16::from_le_bytes(le);
                        let value = if outcome == WIN {
                            Value::Win(d)
                        } else {
                            Value::Loss(d)
                        };
                        value
                            .code()
                            .ok_or_else(|| format!("a distance of {d} is out of range"))?
                    }
                };
                *slot = Escaped::byte(code).unwrap_or_else(|| {
                    long.push(((k * BLOCK + i) as u64, code));
                    ESCAPE
                });
            }
            Ok(long)
        })
        .collect::<Result<_, String>>()?;
    let (long_at, long) = long.into_iter().flatten().unzip();
    Ok(Escaped {
        codes,
        long_at,
        long,
    })
}

/// Reads the blocks holding `len` bytes, `block` bytes a block: each checked
/// against its checksum and decompressed into exactly its share, so that a
/// hostile block can neither pass as sound nor grow past its size. The
/// blocks are decompressed on every core.
fn read_blocks(r: &mut Reader, len: usize, block: usize) -> Result<Vec<u8>, String> {
    let mut out = vec![0u8; len];
    let mut stored = Vec::with_capacity(len.div_ceil(block.max(1)));
    for _ in 0..stored.capacity() {
        let stored_len = r.u32()? as usize;
        let sum = r.u64()?;
        stored.push((r.bytes(stored_len)?, sum));
    }
    out.par_chunks_mut(block)
        .zip(stored)
        .try_for_each(|(chunk, (stored, sum))| {
            if checksum(stored) != sum {
                return Err("the checksum of a block does not match".to_string());
            }
            let written = FrameDecoder::new()
                .decode_all(stored, chunk)
                .map_err(|e| format!("a block does not decompress: {e}"))?;
            if written != chunk.len() {
                return Err(format!(
                    "a block holds {written} bytes, expected {}",
                    chunk.len()
                ));
            }
            Ok(())
        })?;
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

        // Every byte, 255 too (a win in 127), is a code of its own in a table of one byte a code.
        let narrow = LayerCodes::Narrow(wide.iter().map(|&c| c as u8).collect());
        let back = round_trip(&narrow).unwrap();
        assert!(matches!(back, LayerCodes::Narrow(_)));
        assert_eq!(back.into_wide(), narrow.into_wide());
    }

    #[test]
    fn a_layer_with_a_few_long_distances_keeps_them_aside_in_one_byte_a_position() {
        // Two blocks and a bit; one position in fifty is a long win or loss.
        let n = 2 * BLOCK + 9;
        let wide: Vec<u16> = (0..n)
            .map(|i| match i % 50 {
                0 => Value::Win(127 + (i % 400) as u16).code().unwrap(),
                1 => Value::Loss(126).code().unwrap(),
                2..=20 => Value::Win((i % 127) as u16).code().unwrap(),
                _ => 0,
            })
            .collect();
        let back = round_trip(&LayerCodes::Wide(wide.clone())).unwrap();
        let LayerCodes::Escaped(escaped) = &back else {
            panic!("kept two bytes a position");
        };
        assert_eq!(
            escaped.long.len(),
            n.div_ceil(50),
            "only the long ones aside"
        );
        for (i, &code) in wide.iter().enumerate() {
            assert_eq!(back.get(i), Some(code), "position {i}");
        }
        assert_eq!(back.get(n), None);
        assert_eq!(back.width(), 2, "written again as it was read");
        assert_eq!(back.into_wide(), wide);
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
