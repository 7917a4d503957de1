// Listens to the boards' progress messages (see docs/embedding.md) and writes
// them under each board. A teaching page could unlock the next exercise on "done".
const frames = [...document.querySelectorAll('iframe')];
window.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.source !== 'knights-tour') return;
  const frame = frames.find((f) => f.contentWindow === event.source);
  if (!frame) return;
  const output = document.querySelector(`output[data-for="${frame.id}"]`);
  output.dataset.event = message.event;
  output.textContent = message.event === 'done'
    ? `complete tour of ${message.length} squares`
    : message.event === 'stuck'
      ? `stuck after ${message.length} squares (${message.outcome})`
      : `move ${message.step} of ${message.length}`;
});
