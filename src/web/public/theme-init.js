/* global document, localStorage */
// Loaded as a blocking classic script in <head>: applying the saved theme before first paint means a
// dark-mode visitor never sees a white flash. It lives in its own file because the CSP forbids inline scripts.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch {
  // Storage can be blocked (private mode, strict cookie settings): the light theme is the default.
}
