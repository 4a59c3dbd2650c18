import { celUint, type CelInput } from '@bufbuild/cel';
import type { ParamType } from '../model/model-types';
import { celDuration, celTimestamp } from './cel-env';
import { parseIpAddress } from './ip-address';

/**
 * Context values (JSON, as requests and tuples carry them) converted to the CEL value of a condition
 * parameter's declared type, with OpenFGA's rules: numbers may come as numbers or numeric strings, an int
 * must be integral, a uint non-negative, timestamps are RFC 3339 strings, durations Go duration strings.
 */
export function toCelValue(type: ParamType, value: unknown): CelInput {
  switch (type.name) {
    case 'int':
    case 'uint':
      return toInteger(type.name, value);
    case 'double':
      return toDouble(value);
    case 'bool':
    case 'string':
      if (typeof value !== type.name) throw new Error(`expected a ${type.name}, but found ${describe(value)}`);
      return value as CelInput;
    case 'bytes':
      if (typeof value !== 'string') throw new Error(`expected bytes as a string, but found ${describe(value)}`);
      return new TextEncoder().encode(value);
    case 'timestamp':
    case 'duration':
      if (typeof value !== 'string') throw new Error(`expected a ${type.name} string, but found ${describe(value)}`);
      return type.name === 'timestamp' ? celTimestamp(value) : celDuration(value);
    case 'ipaddress':
      if (typeof value !== 'string' || !parseIpAddress(value)) {
        throw new Error(`expected a well-formed IP address, but found ${describe(value)}`);
      }
      return value;
    case 'list':
      if (!Array.isArray(value)) throw new Error(`expected a list, but found ${describe(value)}`);
      return value.map((item) => toCelValue(type.element ?? { name: 'any' }, item));
    case 'map':
      return toMap(type.element ?? { name: 'any' }, value);
    case 'any':
      return toDynamic(value);
  }
}

function describe(value: unknown): string {
  return `${typeof value} '${JSON.stringify(value)}'`;
}

function toNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new Error(`expected a number, but found ${describe(value)}`);
  return number;
}

function toInteger(kind: 'int' | 'uint', value: unknown): CelInput {
  const number = toNumber(value);
  if (!Number.isInteger(number)) throw new Error(`expected an ${kind} value, but found numeric value '${number}'`);
  // An integral string keeps its exact digits (a JS number would round beyond 2^53).
  const exact = typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? BigInt(value.trim()) : BigInt(number);
  if (kind === 'int') {
    if (exact < -(2n ** 63n) || exact >= 2n ** 63n) throw new Error(`int value '${exact}' out of range`);
    return exact;
  }
  if (exact < 0n || exact >= 2n ** 64n) throw new Error(`expected a uint value, but found '${exact}'`);
  return celUint(exact);
}

function toDouble(value: unknown): number {
  return toNumber(value);
}

function toMap(element: ParamType, value: unknown): CelInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected a map, but found ${describe(value)}`);
  }
  return new Map(Object.entries(value).map(([key, item]) => [key, toCelValue(element, item)]));
}

function toDynamic(value: unknown): CelInput {
  if (Array.isArray(value)) return value.map(toDynamic);
  if (typeof value === 'object' && value !== null) {
    return new Map(Object.entries(value).map(([key, item]) => [key, toDynamic(item)]));
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`expected a finite number, but found '${value}'`);
  return value as CelInput;
}
