//! Reads a WebAssembly binary front to back: its sections, LEB128 numbers, names and
//! imports, as `wasm_parts` needs them to break the page's module down by crate.

use crate::command::Failure;

/// Reads a wasm binary front to back.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    pub(crate) fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn truncated() -> Failure {
        Failure("the WebAssembly module ends in the middle of a section".to_owned())
    }

    pub(crate) fn byte(&mut self) -> Result<u8, Failure> {
        let byte = *self.bytes.get(self.at).ok_or_else(Self::truncated)?;
        self.at += 1;
        Ok(byte)
    }

    pub(crate) fn bytes(&mut self, len: usize) -> Result<&'a [u8], Failure> {
        let end = self.at.checked_add(len).ok_or_else(Self::truncated)?;
        let slice = self.bytes.get(self.at..end).ok_or_else(Self::truncated)?;
        self.at = end;
        Ok(slice)
    }

    /// An unsigned LEB128 number of at most 32 bits, as wasm writes sizes and counts.
    pub(crate) fn leb(&mut self) -> Result<usize, Failure> {
        let mut value = 0usize;
        for shift in (0..35).step_by(7) {
            let byte = self.byte()?;
            value |= usize::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(Failure(
            "a number in the WebAssembly module is too long".to_owned(),
        ))
    }

    pub(crate) fn name(&mut self) -> Result<&'a str, Failure> {
        let len = self.leb()?;
        std::str::from_utf8(self.bytes(len)?)
            .map_err(|_| Failure("a name in the WebAssembly module is not UTF-8".to_owned()))
    }

    /// The bytes of one import's kind and type, kept as they are.
    pub(crate) fn import_description(&mut self) -> Result<&'a [u8], Failure> {
        let start = self.at;
        match self.byte()? {
            // A function (its type index) or a tag (attribute, type index).
            0x00 => {
                self.leb()?;
            }
            0x04 => {
                self.byte()?;
                self.leb()?;
            }
            // A table: element type, then limits.
            0x01 => {
                self.byte()?;
                self.limits()?;
            }
            0x02 => self.limits()?,
            // A global: value type and mutability.
            0x03 => {
                self.bytes(2)?;
            }
            other => {
                return Err(Failure(format!(
                    "unknown import kind {other:#04x} in the WebAssembly module"
                )));
            }
        }
        Ok(&self.bytes[start..self.at])
    }

    fn limits(&mut self) -> Result<(), Failure> {
        let flags = self.byte()?;
        self.leb()?;
        if flags & 1 == 1 {
            self.leb()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Reader;

    #[test]
    fn reads_numbers_names_and_imports_and_fails_on_a_truncated_module() {
        // 624485 in LEB128, the name "ab", a function import of type 1, a memory import.
        let bytes = [
            0xe5, 0x8e, 0x26, 0x02, b'a', b'b', 0x00, 0x01, 0x02, 0x01, 0x01, 0x10,
        ];
        let mut reader = Reader::new(&bytes);
        assert_eq!(reader.leb().unwrap(), 624_485);
        assert_eq!(reader.name().unwrap(), "ab");
        assert_eq!(reader.import_description().unwrap(), &[0x00, 0x01]);
        assert_eq!(
            reader.import_description().unwrap(),
            &[0x02, 0x01, 0x01, 0x10]
        );
        assert!(reader.done());
        assert!(reader.byte().is_err());
        assert!(Reader::new(&[0x80, 0x80]).leb().is_err());
        assert!(Reader::new(&[0x05, b'a']).name().is_err());
        assert!(Reader::new(&[0x07]).import_description().is_err());
    }
}
