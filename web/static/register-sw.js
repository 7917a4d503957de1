// Installs the offline copy (sw.js) once the app has taken the page over from the board
// drawn before it ran, so that on a first visit the worker's downloads never compete with
// the WebAssembly the visitor is waiting for. Sandboxed frames cannot have a service
// worker; the app works there all the same, just not offline.
if ('serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('./sw.js').catch(() => {});
  const first = document.querySelector('[data-first-page]');
  if (!first || !first.isConnected) {
    register();
  } else {
    new MutationObserver((_, observer) => {
      if (!first.isConnected) {
        observer.disconnect();
        register();
      }
    }).observe(first.parentNode, { childList: true });
  }
}
