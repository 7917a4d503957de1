// The study room (crates/tour-study: what makes a tour special, and the gallery of famous
// tours), added by the page the first time a person asks for it. `tourStudy` becomes the
// promise of the room's exports, once its module and WebAssembly are loaded; it fails
// when they cannot be.
self.tourStudy = import('./tour-study.js').then((room) =>
  room.default({ module_or_path: './tour-study_bg.wasm' }).then(() => room),
);
