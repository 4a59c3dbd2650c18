import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { TupleKey } from '../../functions/authz/engine';

/**
 * One tuple from a row of the CLI's CSV tuple format:
 * user_type,user_id,user_relation,relation,object_type,object_id,condition_name,condition_context.
 */
function fromCsvRow(header: string[], row: string[]): TupleKey {
  const cell = (name: string) => row[header.indexOf(name)]?.trim() ?? '';
  const relation = cell('user_relation');
  const user = `${cell('user_type')}:${cell('user_id')}${relation ? `#${relation}` : ''}`;
  const key: TupleKey = { user, relation: cell('relation'), object: `${cell('object_type')}:${cell('object_id')}` };
  const condition = cell('condition_name');
  if (condition) {
    const context = cell('condition_context');
    key.condition = { name: condition, ...(context ? { context: JSON.parse(context) as Record<string, unknown> } : {}) };
  }
  return key;
}

/** Splits one CSV line, honouring double-quoted cells (the condition context is JSON with commas). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"' && quoted && line[index + 1] === '"') {
      current += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  return [...cells, current];
}

/** Reads a tuple file in YAML, JSON or the CLI's CSV format. */
export function readTupleFile(path: string): TupleKey[] {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.csv')) return (parse(text) ?? []) as TupleKey[];
  const [header = '', ...rows] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = splitCsvLine(header).map((name) => name.trim());
  return rows.map((row) => fromCsvRow(columns, splitCsvLine(row)));
}
