import { loadServerEntry } from '../shared/serverEntry';
import { errorMessage } from '../shared/errorMessage';
import { formElementId } from '../shared/formContract';
import { loadFormStrings } from '../src/forms/loadFormStrings';
import { outcomeNotice } from '../src/forms/outcomeNotice';
import { isValidationMessage } from '../src/forms/validationMessage';
import { loadInterfaceStrings } from '../src/i18n/i18n';
import { localeInfo } from '../src/i18n/localeInfo';
import { localeFromPath } from '../src/i18n/localePath';
import { headTags, readSiteAssets } from '../shared/siteAssets';
import type { EchoPageRenderer } from './receiver';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The answer page when the site's own pages cannot be rendered (no built site beside the
 * receiver): the outcome and the field messages in the visitor's language, and a link
 * back to the page. Plain, but it says exactly what happened.
 */
export const plainEchoPage: EchoPageRenderer = async (page, echo) => {
  const locale = localeFromPath(page);
  const [i18n] = await Promise.all([loadInterfaceStrings(locale), loadFormStrings(locale)]);
  const { t } = i18n;
  const notice = outcomeNotice(t, echo.form, echo.outcome, echo.retryAfterMs);
  const problems = Object.values(echo.errors)
    .filter((message) => isValidationMessage(message, i18n))
    .map((key) => `<li>${escapeHtml(t(key))}</li>`)
    .join('');
  return `<!DOCTYPE html><html lang="${locale}" dir="${localeInfo[locale].direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(notice.title)}</title></head><body><main><h1>${escapeHtml(notice.title)}</h1><p>${escapeHtml(notice.description)}</p>${problems ? `<ul>${problems}</ul>` : ''}<p><a href="${escapeHtml(`${page}#${formElementId(echo.form)}`)}">${escapeHtml(t('forms.backToForm'))}</a></p></main></body></html>`;
};

export interface SitePagesOptions {
  siteDir: string;
  serverEntry: string;
  log?: (message: string) => void;
}

/**
 * Renders the page the form was on with the site's own server bundle: header, footer,
 * styles and the form with the outcome, the typed values and the field messages. It has
 * no scripts, so what the visitor sees does not depend on JavaScript working; links lead
 * back into the full site.
 */
export async function sitePageRenderer({
  siteDir,
  serverEntry,
  log = console.error,
}: SitePagesOptions): Promise<EchoPageRenderer> {
  const entry = await loadServerEntry(serverEntry);
  const tags = headTags(readSiteAssets(siteDir), { withApp: false });
  return async (page, echo) => {
    try {
      const rendered = await entry.render(page, tags, echo);
      return rendered.html;
    } catch (error) {
      log(`The page ${page} could not be rendered: ${errorMessage(error)}`);
      return plainEchoPage(page, echo);
    }
  };
}
