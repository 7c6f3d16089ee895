//! Reading a table file's little-endian numbers, and the checksum its parts carry.

/// Reads little-endian numbers from the front of a byte slice.
pub(crate) struct Reader<'a>(pub(crate) &'a [u8]);

impl<'a> Reader<'a> {
    pub(crate) fn take<const N: usize>(&mut self) -> Result<[u8; N], String> {
        let (head, rest) = self.0.split_at_checked(N).ok_or("the file is truncated")?;
        self.0 = rest;
        Ok(head.try_into().unwrap_or([0; N]))
    }
    pub(crate) fn u32(&mut self) -> Result<u32, String> {
        self.take().map(u32::from_le_bytes)
    }
    pub(crate) fn u64(&mut self) -> Result<u64, String> {
        self.take().map(u64::from_le_bytes)
    }
    pub(crate) fn bytes(&mut self, n: usize) -> Result<&'a [u8], String> {
        let (head, rest) = self.0.split_at_checked(n).ok_or("the file is truncated")?;
        self.0 = rest;
        Ok(head)
    }
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
