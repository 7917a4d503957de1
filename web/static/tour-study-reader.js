// The study room's reading of a paste, in a worker of its own (tour-study-loader.js
// starts one per paste): reading a million squares takes the room seconds, which the
// page's thread must not wait for. It answers one message, [text, board's words], with
// the room's answer in words.
import init, { read_paste } from './tour-study.js';

const ready = init({ module_or_path: './tour-study_bg.wasm' });
onmessage = async ({ data: [text, board] }) => {
  await ready;
  const words = read_paste(text, board);
  postMessage(words, [words.buffer]);
};
