// Listens to the boards' messages (see docs/embedding.md): sizes each frame to the page it
// shows, and writes each board's progress under it. A teaching page could unlock the next
// exercise on "done".
const frames = [...document.querySelectorAll('iframe')];
const count = (n) => n.toLocaleString('en-US');
const squares = (n) => `${count(n)} ${n === 1 ? 'square' : 'squares'}`;
window.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.source !== 'knights-tour') return;
  // Only the frames of this page, each known by the window that posted.
  const frame = frames.find((f) => f.contentWindow === event.source);
  if (!frame) return;
  if (message.event === 'size') {
    if (Number.isFinite(message.height) && message.height > 0) frame.style.height = `${Math.ceil(message.height)}px`;
    return;
  }
  const output = document.querySelector(`output[data-for="${frame.id}"]`);
  output.dataset.event = message.event;
  output.textContent = message.event === 'done'
    ? `complete tour of ${squares(message.length)}`
    : message.event === 'stuck'
      ? `stuck after ${squares(message.length)} (${message.outcome})`
      : `step ${count(message.step)} of ${count(message.length)}`;
});
