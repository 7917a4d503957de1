// The study room (crates/tour-study: what makes a tour special, and the gallery of famous
// tours), added by the page the first time a person asks for it. `tourStudy` becomes the
// promise of the room's exports, once its module and WebAssembly are loaded; it fails
// when they cannot be.
self.tourStudy = import('./tour-study.js').then((room) =>
  room.default({ module_or_path: './tour-study_bg.wasm' }).then(() => room),
);

// Reads a paste (its text, and the words of the board shown) in a worker of the room's,
// so a long paste never holds the page (tour-study-reader.js); where the browser starts
// no such worker (a sandboxed frame, an old browser), in the room here. The promise of
// the room's answer, in words.
self.tourStudyRead = (text, board) => {
  const here = () => self.tourStudy.then((room) => room.read_paste(text, board));
  let worker;
  try {
    worker = new Worker('./tour-study-reader.js', { type: 'module' });
  } catch {
    return here();
  }
  return new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(here());
    };
    worker.postMessage([text, board]);
  }).finally(() => worker.terminate());
};
