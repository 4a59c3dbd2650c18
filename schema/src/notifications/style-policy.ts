// A colour: hex, a keyword (named colours, `transparent`, `currentcolor`) or rgb()/rgba() with plain numbers.
const colour = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?\s*(?:,\s*\d{1,3}%?\s*){2}(?:,\s*(?:0|1|0?\.\d{1,3})\s*)?\))$/i;

/**
 * The CSS a notification body may keep: text formatting only. Nothing that places, sizes or layers a box
 * (`position`, `top`, `z-index`, `width`, `margin`...), loads a resource (`url()`, `@import`) or runs
 * anything (`expression()`, `behavior`), so a body cannot lay an overlay over the page that previews it.
 */
const allowedDeclarations: Readonly<Record<string, RegExp>> = {
  color: colour,
  'background-color': colour,
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'font-size': /^(?:\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i,
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
  'text-decoration': /^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i,
  'vertical-align': /^(?:top|middle|bottom|baseline)$/i,
};

/**
 * A `style` attribute reduced to the allowed declarations, written `property: value` and joined with `; `
 * (empty when none is left). Pure string work, so the browser's and the server's sanitizers give the same text.
 */
export function allowedStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = Object.hasOwn(allowedDeclarations, property) ? allowedDeclarations[property] : undefined;
    if (rule?.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
