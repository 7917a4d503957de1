//! What the page's wasm is made of: the function bodies of the module rustc wrote (before
//! wasm-bindgen and wasm-opt, which strip the names), summed by the crate each function's
//! name starts with, and the data segments (strings, tables, constants).
//!
//! Cargo writes that module to one place in the target folder, which other checkouts
//! sharing the folder overwrite, so `cargo xtask build` keeps a copy of the one its own
//! page was built from (checked against the dependency list cargo writes beside it), named
//! after the page's wasm; `cargo xtask size` reads the copy matching `dist/`.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::command::Failure;
use crate::wasm_reader::Reader;

/// The app's binary, as cargo names its wasm.
const BIN: &str = "tour-web";

/// Where this checkout's copies of the named wasm live.
fn kept_dir(root: &Path) -> PathBuf {
    let checkout = root.display().to_string().replace(['/', '\\', ':'], "_");
    crate::target_dir()
        .join("xtask")
        .join(format!("named-wasm{checkout}"))
}

/// The kept copy for the page's wasm `dist_wasm` (`tour-web-<hash>_bg.wasm`).
fn kept_path(root: &Path, dist_wasm: &str) -> PathBuf {
    kept_dir(root).join(dist_wasm.replace("_bg.wasm", ".wasm"))
}

/// After trunk: keeps the module rustc wrote for the page in `dist`, if this checkout built
/// it (another checkout sharing the target folder may have written it since). Never fails
/// the build: the breakdown is a report, not a check.
pub fn keep(root: &Path, dist: &Path) {
    let built = crate::target_dir()
        .join("wasm32-unknown-unknown")
        .join("page-release");
    let Some(dist_wasm) = page_wasm(dist) else {
        return;
    };
    let ours = || {
        fs::read_to_string(built.join(format!("{BIN}.d"))).is_ok_and(|deps| {
            deps.lines()
                .next()
                .is_some_and(|line| line.contains(&root.join("web").display().to_string()))
        })
    };
    let kept = kept_path(root, &dist_wasm);
    let copied = ours()
        && kept.parent().is_some_and(|dir| {
            let _ = fs::remove_dir_all(dir);
            fs::create_dir_all(dir).is_ok()
        })
        && fs::copy(built.join(format!("{BIN}.wasm")), &kept).is_ok()
        && ours();
    if !copied {
        let _ = fs::remove_file(&kept);
        println!(
            "(the module rustc wrote was rebuilt by another checkout meanwhile: `cargo xtask \
             size` will not break the wasm down by crate)"
        );
    }
}

/// The name of the page's wasm in `dist`.
fn page_wasm(dist: &Path) -> Option<String> {
    fs::read_dir(dist)
        .ok()?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .find(|name| name.ends_with("_bg.wasm") && !name.starts_with("tour-engine"))
}

/// Prints the breakdown of the page's wasm in `dist`, or why there is none.
pub fn print(root: &Path, dist: &Path) {
    let Some(dist_wasm) = page_wasm(dist) else {
        return;
    };
    let kept = kept_path(root, &dist_wasm);
    let parts = fs::read(&kept)
        .map_err(|_| {
            Failure(format!(
                "no named copy of {dist_wasm} (`cargo xtask build` keeps one when the target \
                 folder still holds it)"
            ))
        })
        .and_then(|wasm| parts(&wasm));
    match parts {
        Ok(parts) => print_parts(&parts),
        Err(Failure(why)) => println!("\nthe wasm by crate: {why}"),
    }
}

/// Function body bytes by crate, and data segment bytes, of one module.
#[derive(Debug, Default, PartialEq)]
struct Parts {
    by_crate: BTreeMap<String, u64>,
    data: u64,
}

/// Which group a crate's code counts in.
fn group(krate: &str) -> &'static str {
    match krate {
        "tour_core" => "tour_core: the core (solvers, validator, theory)",
        "tour_web" => "tour_web: the UI (model, text, views)",
        "yew"
        | "yew_macro"
        | "implicit_clone"
        | "web_sys"
        | "js_sys"
        | "wasm_bindgen"
        | "wasm_bindgen_futures"
        | "gloo_timers"
        | "gloo_events"
        | "gloo_utils"
        | "gloo" => "yew, web-sys, js-sys, wasm-bindgen, gloo",
        "core" | "alloc" | "std" | "compiler_builtins" | "hashbrown" | "dlmalloc"
        | "(unmangled)" => "Rust's std (core, alloc), allocator, builtins",
        shim if shim.starts_with("___rust") => "Rust's std (core, alloc), allocator, builtins",
        "(wasm-bindgen descriptions)" => "wasm-bindgen's type descriptions (dropped by it)",
        _ => "other crates",
    }
}

fn print_parts(parts: &Parts) {
    let code: u64 = parts.by_crate.values().sum();
    println!(
        "\nthe wasm by crate: raw bytes of the module rustc wrote, before wasm-bindgen and \
         wasm-opt (function bodies counted by the crate whose name each function's name starts \
         with, so generic code counts where it is defined):"
    );
    let mut groups: BTreeMap<&str, Vec<(&str, u64)>> = BTreeMap::new();
    for (krate, bytes) in &parts.by_crate {
        groups
            .entry(group(krate))
            .or_default()
            .push((krate, *bytes));
    }
    let mut groups: Vec<_> = groups.into_iter().collect();
    groups.sort_by_key(|(_, crates)| std::cmp::Reverse(crates.iter().map(|c| c.1).sum::<u64>()));
    for (name, mut crates) in groups {
        let sum: u64 = crates.iter().map(|c| c.1).sum();
        crates.sort_by_key(|c| std::cmp::Reverse(c.1));
        let top: Vec<String> = crates
            .iter()
            .take(6)
            .map(|(krate, bytes)| format!("{krate} {bytes}"))
            .collect();
        let more = if crates.len() > 6 { ", …" } else { "" };
        // A group of one crate it is named after says so already.
        let alone =
            crates.len() == 1 && (name.starts_with(crates[0].0) || crates[0].0.starts_with('('));
        if alone {
            println!("{sum:>9}  {name}");
        } else {
            println!("{sum:>9}  {name} ({}{more})", top.join(", "));
        }
    }
    println!("{:>9}  code in all", code);
    println!(
        "{:>9}  data segments (strings, tables, constants)",
        parts.data
    );
}

/// The function body bytes by crate and the data bytes of `wasm`.
fn parts(wasm: &[u8]) -> Result<Parts, Failure> {
    const CUSTOM: u8 = 0;
    const IMPORT: u8 = 2;
    const CODE: u8 = 10;
    const DATA: u8 = 11;
    if wasm.len() < 8 || &wasm[..4] != b"\0asm" {
        return Err(Failure("not a WebAssembly module".to_owned()));
    }
    let mut reader = Reader::new(&wasm[8..]);
    let (mut imported, mut bodies, mut names, mut data) = (0, Vec::new(), BTreeMap::new(), 0);
    while !reader.done() {
        let id = reader.byte()?;
        let size = reader.leb()?;
        let body = reader.bytes(size)?;
        match id {
            IMPORT => imported = imported_functions(body)?,
            CODE => bodies = body_sizes(body)?,
            DATA => data = u64::try_from(size).unwrap_or(u64::MAX),
            CUSTOM => {
                let mut section = Reader::new(body);
                if section.name()? == "name" {
                    names = function_names(&mut section)?;
                }
            }
            _ => {}
        }
    }
    if names.is_empty() {
        return Err(Failure("the module has no function names".to_owned()));
    }
    let mut by_crate = BTreeMap::new();
    for (i, size) in bodies.into_iter().enumerate() {
        let krate = names
            .get(&(imported + i))
            .map_or("(unnamed)".to_owned(), |name| crate_of(name));
        *by_crate.entry(krate).or_insert(0) += size;
    }
    Ok(Parts { by_crate, data })
}

/// How many of the imports are functions (they come first in the function index space).
fn imported_functions(body: &[u8]) -> Result<usize, Failure> {
    let mut reader = Reader::new(body);
    let mut functions = 0;
    for _ in 0..reader.leb()? {
        reader.name()?;
        reader.name()?;
        if reader.import_description()?.first() == Some(&0) {
            functions += 1;
        }
    }
    Ok(functions)
}

/// The size of each function body, in order.
fn body_sizes(body: &[u8]) -> Result<Vec<u64>, Failure> {
    let mut reader = Reader::new(body);
    (0..reader.leb()?)
        .map(|_| {
            let size = reader.leb()?;
            reader.bytes(size)?;
            Ok(u64::try_from(size).unwrap_or(u64::MAX))
        })
        .collect()
}

/// The function names subsection of a `name` section (after its own name).
fn function_names(reader: &mut Reader) -> Result<BTreeMap<usize, String>, Failure> {
    const FUNCTION_NAMES: u8 = 1;
    let mut names = BTreeMap::new();
    while !reader.done() {
        let id = reader.byte()?;
        let size = reader.leb()?;
        let body = reader.bytes(size)?;
        if id == FUNCTION_NAMES {
            let mut sub = Reader::new(body);
            for _ in 0..sub.leb()? {
                let index = sub.leb()?;
                names.insert(index, sub.name()?.to_owned());
            }
        }
    }
    Ok(names)
}

/// The crate a mangled symbol belongs to: its path's first segment, or for
/// `<Type as Trait>` the type's crate (the trait's when the type has no path).
fn crate_of(symbol: &str) -> String {
    if symbol.contains("__wbindgen_describe") {
        return "(wasm-bindgen descriptions)".to_owned();
    }
    let krate = if let Some(rest) = symbol.strip_prefix("_ZN") {
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let len: usize = rest[..digits].parse().unwrap_or(0);
        let segment = rest.get(digits..digits + len).unwrap_or("");
        if is_identifier(segment) {
            Some(segment.to_owned())
        } else {
            path_crate(segment)
        }
    } else if let Some(rest) = symbol.strip_prefix("_R") {
        v0_crate(rest)
    } else {
        None
    };
    krate.unwrap_or_else(|| "(unmangled)".to_owned())
}

fn is_identifier(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The first crate root of a v0-mangled symbol (after `_R`): `C`, an optional
/// disambiguator `s<base62>_`, then the crate's name as `<length><name>`.
fn v0_crate(rest: &str) -> Option<String> {
    rest.match_indices('C').find_map(|(at, _)| {
        let mut tail = &rest[at + 1..];
        if let Some(after) = tail.strip_prefix('s') {
            let end = after.find('_')?;
            if !after[..end].chars().all(|c| c.is_ascii_alphanumeric()) {
                return None;
            }
            tail = &after[end + 1..];
        }
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        let len: usize = tail[..digits].parse().ok()?;
        let name = tail.get(digits..digits + len)?;
        is_identifier(name).then(|| name.to_owned())
    })
}

/// The crate of the first path in a mangled segment (`tour_core..board..Board`); for
/// `<T as Trait>` when `T` has no path (a generic or a primitive), the trait's.
fn path_crate(segment: &str) -> Option<String> {
    // Escapes: `$LT$` <, `$RF$` &, `$BP$` *, `$u5b$` [, `$LP$` (, `$u20$` space.
    let mut path = segment.trim_start_matches('_');
    loop {
        let before = path;
        for prefix in [
            "$LT$",
            "$RF$",
            "$BP$",
            "$u5b$",
            "$LP$",
            "mut$u20$",
            "const$u20$",
        ] {
            path = path.strip_prefix(prefix).unwrap_or(path);
        }
        if path == before {
            break;
        }
    }
    let name: String = path
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if !name.is_empty() && path[name.len()..].starts_with("..") {
        return Some(name);
    }
    let (_, by_trait) = path.split_once("$u20$as$u20$")?;
    path_crate(by_trait)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_belong_to_their_crate() {
        assert_eq!(
            crate_of("_ZN9tour_core5board5Board3new17h0123456789abcdefE"),
            "tour_core"
        );
        assert_eq!(
            crate_of(
                "_ZN62_$LT$tour_web..model..AppState$u20$as$u20$core..fmt..Debug$GT$3fmt17h01E"
            ),
            "tour_web"
        );
        assert_eq!(
            crate_of("_ZN41_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h01E"),
            "core"
        );
        assert_eq!(
            crate_of("_ZN4core3ptr85drop_in_place$LT$yew..html..VNode$GT$17h01E"),
            "core"
        );
        assert_eq!(crate_of("memcpy"), "(unmangled)");
        assert_eq!(
            crate_of("_ZN7web_sys8features10gen_Window6Window8location17h30E"),
            "web_sys"
        );
        assert_eq!(
            crate_of("_RNvMsa_NtCsgXGp5Oqx2Ny_4core3fmtNtB5_9Formatter3pad"),
            "core"
        );
        assert_eq!(
            crate_of("_RNvNtNtNtCs5zM4GgcuceN_17compiler_builtins4math9libm_math3pow3pow"),
            "compiler_builtins"
        );
        assert_eq!(
            crate_of("_ZN12wasm_bindgen19__wbindgen_describe17h24E"),
            "(wasm-bindgen descriptions)"
        );
    }

    #[test]
    fn a_module_splits_into_crates_and_data() {
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        // One imported function, two bodies (2 bytes and 1), 4 data bytes, names.
        wasm.extend_from_slice(&[2, 7, 1, 1, b'm', 1, b'f', 0, 0]);
        wasm.extend_from_slice(&[10, 6, 2, 2, 0, 0x0b, 1, 0x0b]);
        wasm.extend_from_slice(&[11, 4, 0, 0, 0, 0]);
        let core = "_ZN9tour_core1f17hE";
        let mut names = vec![4, b'n', b'a', b'm', b'e', 1];
        let mut sub = vec![2, 1, u8::try_from(core.len()).unwrap()];
        sub.extend_from_slice(core.as_bytes());
        sub.extend_from_slice(&[2, 6]);
        sub.extend_from_slice(b"memcpy");
        names.push(u8::try_from(sub.len()).unwrap());
        names.extend_from_slice(&sub);
        wasm.push(0);
        wasm.push(u8::try_from(names.len()).unwrap());
        wasm.extend_from_slice(&names);
        let parts = parts(&wasm).unwrap();
        assert_eq!(parts.data, 4);
        assert_eq!(
            parts.by_crate,
            BTreeMap::from([("tour_core".to_owned(), 2), ("(unmangled)".to_owned(), 1)])
        );
    }
}
