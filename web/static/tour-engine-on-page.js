// The engine on the page's own thread, for a browser that starts no worker, in a hidden
// frame of the page (a realm of its own, so that after a panic a fresh engine can start
// in another): the pool has loaded the engine's glue (tour-engine.js) there just before
// this script and left a message port in `tourEnginePort`; the engine serves it in
// slices, and says once it is ready. A load that fails says so on the port. The glue
// finds its WebAssembly beside itself, by its own name (tour-engine_bg.wasm; a release
// build puts the same hash in both names).
(() => {
  const port = self.tourEnginePort;
  delete self.tourEnginePort;
  if (typeof wasm_bindgen === 'undefined') {
    port.postMessage('failed');
    return;
  }
  // The port is the page's, so what arrives on it is made in the page's realm, where the
  // engine would not know its arrays for its own: a channel of this realm relays both ways.
  const { port1: relay, port2: engine } = new MessageChannel();
  // An error this realm does not catch is the engine's (a panic traps its WebAssembly):
  // the pool hears it as a worker's error, loses the job and starts a fresh frame.
  addEventListener('error', () => port.postMessage('failed'));
  port.onmessage = (event) => relay.postMessage(event.data);
  relay.onmessage = (event) => port.postMessage(event.data);
  wasm_bindgen()
    .then(() => wasm_bindgen.serve(engine))
    .catch(() => port.postMessage('failed'));
})();
