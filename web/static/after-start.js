// What the page says only after it starts, apart from first-board.js so that no visitor
// fetches it before the first click: first-board.js imports it once the app has taken the
// page over (to install the offline copy), or at a panic that comes before that. Its
// words are the catalogue's, written into WORDS by web/src/text/tables.rs, as
// first-board.js's are.
const WORDS = {/* the words said after the start */};
const html = document.documentElement;
const words = () => WORDS[html.lang] || WORDS.en;
const el = (name, attributes) => Object.assign(document.createElement(name), attributes);

// A panic in the app, heard by first-board.js as the error of the trap that follows it,
// with its message in <html data-panic> (web/src/browser/panic.rs): a notice over the
// board in the page's language, with the link to what was on screen (the app keeps the
// address bar on it) and Reload; the app root's data-state reads `error`, and an
// embedding page hears { source: 'knights-tour', event: 'error', message }.
export function panicked() {
  const root = document.querySelector('[data-state]') || document.body;
  if (root.dataset.state === 'error') return;
  root.dataset.state = 'error';
  const link = location.href;
  const notice = el('div', { className: 'notice panic', role: 'alert' });
  notice.dataset.testid = 'panic';
  notice.append(el('p', { textContent: words().after_panic }), el('a', { href: link, textContent: link }),
    el('button', { textContent: words().after_reload, onclick: () => location.reload() }));
  (root.querySelector('.board-wrap') || root).append(notice);
  if (parent !== self) {
    parent.postMessage({ source: 'knights-tour', event: 'error', message: html.dataset.panic }, '*');
  }
}

// The offline copy (sw.js), installed once the app has taken the page over from the
// first board, so that on a first visit the worker's downloads never compete with the
// WebAssembly. Where the browser cannot keep it (no service worker, storage refused or
// full, a file that failed: the worker says so, the one message it sends), the app works
// online all the same, and a quiet line under it says offline use is unavailable, in the
// page's language as it changes. A frame says nothing of it: a sandboxed one never has
// a service worker, and the page around it is the host's.
export function keepOffline() {
  let unavailable = self !== top;
  const offline = () => {
    if (unavailable) return;
    unavailable = true;
    const line = el('p', { className: 'offline-unavailable' });
    const say = () => {
      line.textContent = words().after_offline;
    };
    say();
    new MutationObserver(say).observe(html, { attributeFilter: ['lang'] });
    document.body.append(line);
  };
  if (!('serviceWorker' in navigator)) return offline();
  const workers = navigator.serviceWorker;
  workers.onmessage = offline;
  workers.register('./sw.js').catch(offline);
}
