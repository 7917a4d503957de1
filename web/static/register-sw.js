// Installs the offline copy (sw.js). Sandboxed frames and file:// pages cannot have a
// service worker; the app works there all the same, just not offline.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch(() => {});
}
