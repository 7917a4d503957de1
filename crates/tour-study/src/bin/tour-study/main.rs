//! The study room's entry points in the page: `about`, `gallery`, `route`, `missing`,
//! `read_paste` and `export_route`,
//! called by the page (web/src/browser/study.rs) through the exports of this module.
//! Natively there is nothing to draw: the room's parts are tested through the library.
#![forbid(unsafe_code)]

/// Talc instead of the default dlmalloc, as in the page: about 3 KB gzipped less.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod save;

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("tour-study runs in a browser, as the Knight's Tour page's study room");
}
