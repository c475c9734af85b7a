/**
 * React marks a Suspense boundary whose server render threw with `<!--$!-->` and leaves it
 * for the browser to render: prerendered, that part of the page would be empty. The
 * template after the mark carries the error's message.
 */
const failedBoundary = /<!--\$!-->(?:<template[^>]*?data-msg="([^"]*)")?/;
const reactPreamble = /^Switched to client rendering because the server rendering errored:\s*/;

const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Why part of server-rendered markup failed to render, or undefined when none did. */
export function failedRenderMessage(markup: string): string | undefined {
  const failed = failedBoundary.exec(markup);
  if (!failed) return undefined;
  const message = failed[1] === undefined ? '' : unescapeAttribute(failed[1]);
  return message.replace(reactPreamble, '') || 'a component threw while rendering';
}
