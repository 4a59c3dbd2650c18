/** An item's values as the API sends them (AWSJSON text), parsed; {} for anything that is not an object. */
export function parseValues(json: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : json;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A value as a table cell shows it: yes / no for booleans, the text otherwise. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
