/**
 * Colour contrast by WCAG 2.x: the text colour (black or white) that reads best on an outcome's colour, so a risk
 * level or scale shown as a coloured chip stays legible whatever colour its author chose.
 */

/** Red, green and blue (0-255) of a `#rgb` or `#rrggbb` colour; undefined for anything else. */
export function parseHexColor(color: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black to 1 white) of an sRGB colour. */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio (1 to 21) of two colours given as hex. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(parseHexColor(first) ?? [0, 0, 0]);
  const b = relativeLuminance(parseHexColor(second) ?? [0, 0, 0]);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever contrasts more with the background (black for a colour that is not hex). */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  if (!parseHexColor(background)) return '#000000';
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#000000') ? '#FFFFFF' : '#000000';
}
