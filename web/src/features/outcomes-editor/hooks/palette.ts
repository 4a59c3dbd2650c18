/**
 * The colours an author picks risk levels and scales from: each carries black or white text at 4.5:1 or more
 * (schema/src/outcomes/contrast.ts picks which), and the names say the colour, not only the swatch.
 */
export const outcomePalette: ReadonlyArray<{ name: string; color: string }> = [
  { name: 'Green', color: '#1B5E20' },
  { name: 'Teal', color: '#00695C' },
  { name: 'Blue', color: '#0D47A1' },
  { name: 'Purple', color: '#4A148C' },
  { name: 'Yellow', color: '#FDD835' },
  { name: 'Amber', color: '#FFB300' },
  { name: 'Orange', color: '#E65100' },
  { name: 'Red', color: '#B71C1C' },
  { name: 'Brown', color: '#4E342E' },
  { name: 'Grey', color: '#455A64' },
];

/** The palette name of a colour, or the colour itself when it is not one of the palette's. */
export function colorName(color: string): string {
  return outcomePalette.find((entry) => entry.color.toLowerCase() === color.toLowerCase())?.name ?? color;
}
