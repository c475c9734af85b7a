/*
 * The end of the web editor's GitHub sign-in, in the popup the editor opened: the page
 * (server/cmsAuth.ts) carries the CMS's message; this passes it to the editor's window in
 * Decap's handshake (announce, wait for the echo, then send), on this origin only.
 */
const message = document.body.dataset.message;
const editor = window.opener;
if (editor && message) {
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.data !== 'authorizing:github') return;
    editor.postMessage(message, window.location.origin);
  });
  editor.postMessage('authorizing:github', window.location.origin);
}
