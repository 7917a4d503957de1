//! Long lists of squares (a solve's route, a paste's route, a puzzle's solution, a
//! hint's walk) as one block of bytes, four a square (row and column, each two bytes, little-endian), for
//! `#[serde(with = "squares")]`.
//!
//! Serde's own form writes a million-square route field by field, each number a varint:
//! `cargo bench -p tour-engine --bench protocol` measured 13.2 ms to encode and 7.7 ms
//! to decode `fast`'s 1000 x 1000 tour that way, against the block's copy. The block is
//! still serde (postcard writes it as its length and the bytes), so the messages keep
//! one definition.

use serde::de::{Error, SeqAccess, Visitor};
use serde::{Deserializer, Serializer};
use tour_core::Square;

/// Bytes a square takes.
const SQUARE: usize = 4;

/// Writes `squares` as one block of bytes.
pub(crate) fn serialize<S: Serializer>(
    squares: &[Square],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut bytes = Vec::with_capacity(squares.len() * SQUARE);
    for square in squares {
        bytes.extend_from_slice(&square.row().to_le_bytes());
        bytes.extend_from_slice(&square.col().to_le_bytes());
    }
    serializer.serialize_bytes(&bytes)
}

/// Reads a block [`serialize`] wrote; a length that is not whole squares is refused.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Square>, D::Error> {
    deserializer.deserialize_bytes(Block)
}

struct Block;

impl<'de> Visitor<'de> for Block {
    type Value = Vec<Square>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("4-byte squares")
    }

    fn visit_bytes<E: Error>(self, bytes: &[u8]) -> Result<Vec<Square>, E> {
        if !bytes.len().is_multiple_of(SQUARE) {
            return Err(E::invalid_length(bytes.len(), &self));
        }
        Ok(bytes
            .chunks_exact(SQUARE)
            .map(|square| {
                let row = u16::from_le_bytes([square[0], square[1]]);
                let col = u16::from_le_bytes([square[2], square[3]]);
                Square::new(row, col)
            })
            .collect())
    }

    /// The block as a list of numbers, as a format without bytes of its own writes it.
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Square>, A::Error> {
        let mut bytes = Vec::new();
        while let Some(byte) = seq.next_element::<u8>()? {
            bytes.push(byte);
        }
        self.visit_bytes(&bytes)
    }
}

/// A route read from a paste, or why it was refused, with the route's squares as one
/// block: `#[serde(with = "squares::imported")]`. The route is read back through
/// [`Route::new`], the validator.
pub(crate) mod imported {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use tour_core::text::ImportError;
    use tour_core::{Board, Route, Square};

    #[derive(Serialize)]
    struct Out<'a> {
        board: Board,
        #[serde(serialize_with = "super::serialize")]
        squares: &'a [Square],
    }

    #[derive(Deserialize)]
    struct In {
        board: Board,
        #[serde(deserialize_with = "super::deserialize")]
        squares: Vec<Square>,
    }

    pub(crate) fn serialize<S: Serializer>(
        read: &Result<Route, ImportError>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let out = read.as_ref().map(|route| Out {
            board: route.board(),
            squares: route.squares(),
        });
        out.serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Result<Route, ImportError>, D::Error> {
        match Result::<In, ImportError>::deserialize(deserializer)? {
            Ok(In { board, squares }) => {
                Route::new(board, squares).map(Ok).map_err(D::Error::custom)
            }
            Err(why) => Ok(Err(why)),
        }
    }
}
