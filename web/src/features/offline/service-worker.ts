// Registers the service worker (web/sw/sw.js) in production builds. Not under automation (navigator.webdriver):
// browser tests mock the network per page, which a service worker would bypass; the offline spec turns it on.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.webdriver) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
