//! The words every message is made of: 32-bit unsigned integers, which the page and the
//! engine pass as a `Uint32Array` whose buffer is transferred, never copied or parsed.
//!
//! A [`Writer`] appends values, a [`Reader`] takes them back in the same order and names
//! what is wrong with a message instead of panicking, whatever words it is given.

use tour_core::Square;

use super::ProtocolError;

/// Builds a message word by word.
///
/// ```
/// use tour_engine::protocol::{Reader, Writer};
/// let mut writer = Writer::default();
/// writer.u32(7).u64(1 << 40);
/// let words = writer.finish();
/// let mut reader = Reader::new(&words);
/// assert_eq!((reader.u32()?, reader.u64()?), (7, 1 << 40));
/// reader.end()?;
/// # Ok::<(), tour_engine::protocol::ProtocolError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Writer {
    words: Vec<u32>,
}

impl Writer {
    /// Appends one word.
    pub fn u32(&mut self, word: u32) -> &mut Writer {
        self.words.push(word);
        self
    }

    /// Appends a count or an index (every one in a message fits 32 bits: boards have at
    /// most a million squares).
    pub fn count(&mut self, count: usize) -> &mut Writer {
        self.u32(u32::try_from(count).unwrap_or(u32::MAX))
    }

    /// Appends a 64-bit value as two words, low first.
    pub fn u64(&mut self, value: u64) -> &mut Writer {
        // Truncation intended: the two halves.
        self.u32(value as u32).u32((value >> 32) as u32)
    }

    /// Appends a square as one word: its row in the high half, its column in the low.
    pub fn square(&mut self, square: Square) -> &mut Writer {
        self.u32(u32::from(square.row()) << 16 | u32::from(square.col()))
    }

    /// Appends a list of squares, its length first.
    pub fn squares(&mut self, squares: &[Square]) -> &mut Writer {
        self.count(squares.len());
        self.words.reserve(squares.len());
        for &square in squares {
            self.square(square);
        }
        self
    }

    /// Appends a text, its length in bytes first, then its UTF-8 four bytes a word
    /// (little-endian, the last word padded with zeros).
    pub fn text(&mut self, text: &str) -> &mut Writer {
        self.count(text.len());
        // Four bytes a word: a pasted million-square tour is eight megabytes of text.
        self.words.extend(text.as_bytes().chunks(4).map(|chunk| {
            let mut word = [0; 4];
            word[..chunk.len()].copy_from_slice(chunk);
            u32::from_le_bytes(word)
        }));
        self
    }

    /// The message.
    #[must_use]
    pub fn finish(self) -> Vec<u32> {
        self.words
    }
}

/// Reads a message back, in the order it was written.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    words: &'a [u32],
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the message's first word.
    #[must_use]
    pub fn new(words: &'a [u32]) -> Reader<'a> {
        Reader { words, at: 0 }
    }

    /// The next word.
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] when the message has ended.
    pub fn u32(&mut self) -> Result<u32, ProtocolError> {
        let word = *self.words.get(self.at).ok_or(ProtocolError::Truncated)?;
        self.at += 1;
        Ok(word)
    }

    /// The next word as a count or index.
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] when the message has ended.
    pub fn count(&mut self) -> Result<usize, ProtocolError> {
        self.u32().map(|word| word as usize)
    }

    /// The next two words as a 64-bit value, low first.
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] when the message has ended.
    pub fn u64(&mut self) -> Result<u64, ProtocolError> {
        let low = self.u32()?;
        let high = self.u32()?;
        Ok(u64::from(high) << 32 | u64::from(low))
    }

    /// The next word as a square.
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] when the message has ended.
    pub fn square(&mut self) -> Result<Square, ProtocolError> {
        let word = self.u32()?;
        // The two halves.
        Ok(Square::new((word >> 16) as u16, word as u16))
    }

    /// A list of squares, its length first.
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] when the list is longer than what is left of the
    /// message (so a forged length never allocates more than the message holds).
    pub fn squares(&mut self) -> Result<Vec<Square>, ProtocolError> {
        let len = self.count()?;
        if len > self.left() {
            return Err(ProtocolError::Truncated);
        }
        // A plain loop: the page carries this reader, and a collected iterator of results
        // costs it more code.
        let mut squares = Vec::with_capacity(len);
        for _ in 0..len {
            squares.push(self.square()?);
        }
        Ok(squares)
    }

    /// A text written by [`Writer::text`].
    ///
    /// # Errors
    /// [`ProtocolError::Truncated`] as for [`Reader::squares`]; [`ProtocolError::Invalid`]
    /// for words that are not UTF-8 (or padded with other than zeros).
    pub fn text(&mut self) -> Result<String, ProtocolError> {
        let len = self.count()?;
        let words = len.div_ceil(4);
        if words > self.left() {
            return Err(ProtocolError::Truncated);
        }
        let mut bytes = Vec::with_capacity(len);
        for _ in 0..words {
            bytes.extend_from_slice(&self.u32()?.to_le_bytes());
        }
        // The last word's unused bytes are zero; anything else is not this writer's.
        if bytes[len..].iter().any(|&byte| byte != 0) {
            return Err(ProtocolError::Invalid("text"));
        }
        bytes.truncate(len);
        String::from_utf8(bytes).map_err(|_| ProtocolError::Invalid("text"))
    }

    /// Words not yet read.
    #[must_use]
    pub fn left(&self) -> usize {
        self.words.len() - self.at
    }

    /// Checks that the whole message was read.
    ///
    /// # Errors
    /// [`ProtocolError::Trailing`] when words are left over.
    pub fn end(self) -> Result<(), ProtocolError> {
        match self.left() {
            0 => Ok(()),
            extra => Err(ProtocolError::Trailing { extra }),
        }
    }
}
