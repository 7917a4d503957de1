// The engine's Web Worker: loads the engine's glue and WebAssembly from beside this
// script (trunk builds them from crates/tour-engine), and the engine posts
// `{ready: true, reports: []}` once it is ready for work. A load that fails says so, so the page can reach
// the engine another way.
importScripts('./tour-engine.js');
wasm_bindgen({ module_or_path: './tour-engine_bg.wasm' }).catch(() => postMessage('failed'));
