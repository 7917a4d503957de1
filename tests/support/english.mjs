// The "no English left" heuristic of the language tests: ASCII words of two letters or
// more, once square names, numbers, algorithm and order IDs, proper names, key names and
// file-format names (which stay as they are in every language) are taken out.
import * as S from './selectors.mjs';

const ALLOWED = /\b([a-z]{1,2}\d+|\d+|warnsdorff|accessibility|random|backtrack(-edge|-warnsdorff)?|fast|gossip|deitel|ithome(-reader)?|Warnsdorff|Schwenk|Deitel|iThome|Algorithm Gossip|Enter|Esc|Home|End|Space|English|ms|s|x|K|J|L|R|o|C|B|X|U|H|txt|JSON|SVG|PNG|Backspace|Ctrl|Shift)\b/g;

/** The distinct English words left in `text`, apart from the `also` allowed here (IDs a
 * particular page shows, such as URL parameter names and the values a link gave). */
export function englishWords(text, also = []) {
  const rest = also.reduce((t, word) => t.replace(new RegExp(`\\b${word}\\b`, 'g'), ' '), text.replace(ALLOWED, ' '));
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) || [])];
}

/** The distinct Chinese characters in `text`, apart from the language switcher's names. */
export function hanCharacters(text) {
  const rest = text.replace(/繁體中文|简体中文/g, ' ');
  return [...new Set(rest.match(/\p{Script=Han}/gu) || [])];
}

/** The app's visible text (innerText of the app root). */
export const visibleText = (page) => page.locator(S.app).innerText();

/** The app's visible text plus every accessible name and tooltip. */
export const textAndLabels = (page) => page.evaluate((app) => document.querySelector(app).innerText + ' '
  + [...document.querySelectorAll('[aria-label],[title]')]
    .map((e) => `${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''}`).join(' '), S.app);
