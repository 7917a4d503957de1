//! Short import names. wasm-bindgen names every function the wasm imports from its
//! JavaScript glue after the JS function plus a 16-digit hash
//! (`__wbg_fillRect_e1f0b9915220348b`), and writes each name twice: in the wasm's import
//! section and as a key of the glue's import object. Random hex digits hardly compress,
//! so these names cost about 5 KB of the gzipped page; renaming them `a`, `b`, … in both
//! files (and the import module `./tour-web_bg.js` to `a`) keeps the pair consistent and
//! changes nothing else.
//!
//! The glue is checked before it is changed: every renamed import must appear exactly
//! once in it, as an object key, so a glue of another shape fails the build instead of
//! breaking the page. The custom sections that only name the tools that built the module
//! go on the way.

use crate::command::Failure;

/// The import module the glue's import object is keyed by, after renaming.
const SHORT_MODULE: &str = "a";

/// Renames the imports of `wasm` that come from the glue module (a module named like
/// `./NAME_bg.js`), returning the new wasm and the glue with the same renames.
pub fn shorten(wasm: &[u8], glue: &str) -> Result<(Vec<u8>, String), Failure> {
    let (wasm, renames) = rename_imports(wasm)?;
    let mut glue = glue.to_owned();
    for rename in &renames {
        glue = replace_key(&glue, &rename.from, &rename.to)?;
    }
    if let Some(module) = renames.first().map(|rename| &rename.module) {
        let quoted = format!("\"{module}\":");
        if glue.matches(&quoted).count() != 1 {
            return Err(Failure(format!(
                "the glue does not key its imports by \"{module}\" exactly once"
            )));
        }
        glue = glue.replace(&quoted, &format!("\"{SHORT_MODULE}\":"));
    }
    Ok((wasm, glue))
}

/// One renamed import.
#[derive(Debug, PartialEq)]
struct Rename {
    module: String,
    from: String,
    to: String,
}

/// `glue` with the object key `from:` replaced by `to:`; fails unless `from` occurs
/// exactly once as a whole identifier, and that once as a key.
fn replace_key(glue: &str, from: &str, to: &str) -> Result<String, Failure> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let whole: Vec<usize> = glue
        .match_indices(from)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = glue[..at].chars().next_back();
            let after = glue[at + from.len()..].chars().next();
            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
        })
        .collect();
    match whole.as_slice() {
        [at] if glue[at + from.len()..].starts_with(':') => {
            Ok(format!("{}{to}{}", &glue[..*at], &glue[at + from.len()..]))
        }
        _ => Err(Failure(format!(
            "the glue names the import {from} {} times, not once as an object key",
            whole.len()
        ))),
    }
}

/// The glue module's imports of `wasm` renamed, and the renames made.
fn rename_imports(wasm: &[u8]) -> Result<(Vec<u8>, Vec<Rename>), Failure> {
    const HEADER: usize = 8;
    const IMPORT_SECTION: u8 = 2;
    const CUSTOM_SECTION: u8 = 0;
    if wasm.len() < HEADER || &wasm[..4] != b"\0asm" {
        return Err(Failure("not a WebAssembly module".to_owned()));
    }
    let mut out = wasm[..HEADER].to_vec();
    let mut renames = Vec::new();
    let mut reader = Reader::new(&wasm[HEADER..]);
    while !reader.done() {
        let id = reader.byte()?;
        let size = reader.leb()?;
        let body = reader.bytes(size)?;
        if id == CUSTOM_SECTION && is_tool_note(body) {
            continue;
        }
        let body = if id == IMPORT_SECTION {
            import_section(body, &mut renames)?
        } else {
            body.to_vec()
        };
        out.push(id);
        write_leb(&mut out, body.len());
        out.extend_from_slice(&body);
    }
    Ok((out, renames))
}

/// Whether a custom section only notes the tools that built the module (`producers`,
/// `target_features`): browsers ignore them, so they are dropped on the way.
fn is_tool_note(body: &[u8]) -> bool {
    let mut reader = Reader::new(body);
    matches!(reader.name(), Ok("producers" | "target_features"))
}

/// The import section `body` with the glue module's names shortened.
fn import_section(body: &[u8], renames: &mut Vec<Rename>) -> Result<Vec<u8>, Failure> {
    let mut reader = Reader::new(body);
    let count = reader.leb()?;
    let mut out = Vec::with_capacity(body.len());
    write_leb(&mut out, count);
    for _ in 0..count {
        let module = reader.name()?;
        let field = reader.name()?;
        let description = reader.import_description()?;
        let from_glue = module.starts_with("./") && module.ends_with("_bg.js");
        if from_glue {
            let to = short_name(renames.len());
            write_name(&mut out, SHORT_MODULE);
            write_name(&mut out, &to);
            renames.push(Rename {
                module: module.to_owned(),
                from: field.to_owned(),
                to,
            });
        } else {
            write_name(&mut out, module);
            write_name(&mut out, field);
        }
        out.extend_from_slice(description);
    }
    Ok(out)
}

/// The `n`th name in the sequence `a`…`z`, `aa`…`zz`, `aaa`… (object keys may be
/// reserved words, so `do` and `if` need no skipping).
fn short_name(mut n: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

fn write_leb(out: &mut Vec<u8>, mut value: usize) {
    loop {
        let low = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn write_name(out: &mut Vec<u8>, name: &str) {
    write_leb(out, name.len());
    out.extend_from_slice(name.as_bytes());
}

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
    use super::{rename_imports, replace_key, short_name, shorten, write_leb, write_name};

    /// A module importing two functions from the glue and a memory from elsewhere.
    fn module() -> Vec<u8> {
        let mut imports = Vec::new();
        write_leb(&mut imports, 3);
        for field in [
            "__wbg_fillRect_e1f0b9915220348b",
            "__wbg_now_0123456789abcdef",
        ] {
            write_name(&mut imports, "./tour-web_bg.js");
            write_name(&mut imports, field);
            imports.extend_from_slice(&[0x00, 0x01]);
        }
        write_name(&mut imports, "env");
        write_name(&mut imports, "memory");
        imports.extend_from_slice(&[0x02, 0x01, 0x01, 0x10]);
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        // A type section before, and a custom section after, must survive untouched; the
        // tools' own notes go.
        wasm.extend_from_slice(&[0x01, 0x04, 0x01, 0x60, 0x00, 0x00]);
        wasm.push(0x00);
        let mut producers = Vec::new();
        write_name(&mut producers, "producers");
        producers.extend_from_slice(&[0x00]);
        write_leb(&mut wasm, producers.len());
        wasm.extend_from_slice(&producers);
        wasm.push(0x02);
        write_leb(&mut wasm, imports.len());
        wasm.extend_from_slice(&imports);
        wasm.extend_from_slice(&[0x00, 0x03, 0x01, b'x', 0x07]);
        wasm
    }

    #[test]
    fn names_run_through_letters() {
        assert_eq!(short_name(0), "a");
        assert_eq!(short_name(25), "z");
        assert_eq!(short_name(26), "aa");
        assert_eq!(short_name(27), "ab");
        assert_eq!(short_name(26 + 26 * 26), "aaa");
        let mut names: Vec<String> = (0..2000).map(short_name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 2000);
    }

    #[test]
    fn glue_imports_are_renamed_in_both_files() {
        let glue = "const n={__proto__:null,__wbg_fillRect_e1f0b9915220348b:function(n){n.f()},\
                    __wbg_now_0123456789abcdef:function(){return 1}};\
                    return{__proto__:null,\"./tour-web_bg.js\":n}";
        let (wasm, glue) = shorten(&module(), glue).unwrap();
        assert_eq!(
            glue,
            "const n={__proto__:null,a:function(n){n.f()},b:function(){return 1}};\
             return{__proto__:null,\"a\":n}"
        );
        let (_, renames) = rename_imports(&wasm).unwrap();
        let names: Vec<_> = renames
            .iter()
            .map(|r| (r.module.as_str(), r.from.as_str()))
            .collect();
        // Renaming again finds no glue module left: only the `env` memory import remains
        // under its own name, and the other sections are byte for byte the same.
        assert!(names.is_empty());
        assert!(wasm.windows(6).any(|w| w == b"memory"));
        assert!(wasm.starts_with(&[0, b'a', b's', b'm', 1, 0, 0, 0, 0x01, 0x04, 0x01, 0x60]));
        assert!(wasm.ends_with(&[0x00, 0x03, 0x01, b'x', 0x07]));
    }

    #[test]
    fn a_glue_of_another_shape_fails_the_build() {
        assert!(replace_key("a.__wbg_x_1(),{__wbg_x_1:f}", "__wbg_x_1", "a").is_err());
        assert!(replace_key("{other:f}", "__wbg_x_1", "a").is_err());
        assert!(replace_key("{__wbg_x_12:f}", "__wbg_x_1", "a").is_err());
        assert_eq!(
            replace_key("{__wbg_x_1:f}", "__wbg_x_1", "b").unwrap(),
            "{b:f}"
        );
        assert!(shorten(b"not wasm", "").is_err());
        let mut truncated = module();
        truncated.truncate(20);
        assert!(shorten(&truncated, "").is_err());
    }
}
