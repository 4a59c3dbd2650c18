import { isIP } from 'node:net';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema, type ValueNode } from 'graphql';

/**
 * AppSync's scalars as AppSync treats them (docs: "Scalar types in GraphQL"): strings checked against their
 * format, AWSTimestamp an integer of seconds, AWSJSON a JSON text that a resolver receives already parsed and
 * that an answer carries as text. graphql-js would take any string for all of them.
 */
/** What a scalar's `parse` returns for a value it refuses (undefined and null are values AWSJSON may carry). */
const refused = Symbol('refused');

interface ScalarRules {
  /** Checks an input; returns what the resolver receives, or `refused`. */
  parse: (value: unknown) => unknown;
  /** Turns a resolver's answer into what the client receives. */
  serialize: (value: unknown) => unknown;
}

const offset = '(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)';
const time = '\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?';
const datePattern = new RegExp(`^-?(\\d{4})-(\\d{2})-(\\d{2})${offset}?$`);
const timePattern = new RegExp(`^${time}${offset}?$`);
const dateTimePattern = new RegExp(`^-?(\\d{4})-(\\d{2})-(\\d{2})T${time}${offset}$`);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s\-().]{7,20}$/;

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

function hoursAndMinutesValid(text: string): boolean {
  const match = /(?:^|T)(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  return !match || (Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60);
}

const stringRule = (valid: (text: string) => boolean): ScalarRules => ({
  parse: (value) => (typeof value === 'string' && valid(value) ? value : refused),
  serialize: (value) => value,
});

function validUrl(text: string): boolean {
  // AppSync: a scheme is required (http, mailto...) and the path may not hold two slashes in a row.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) return false;
  try {
    const url = new URL(text);
    return !url.pathname.slice(1).includes('//');
  } catch {
    return false;
  }
}

const rules: Record<string, ScalarRules> = {
  AWSDate: stringRule((text) => {
    const match = datePattern.exec(text);
    return !!match && isCalendarDate(match[1]!, match[2]!, match[3]!);
  }),
  AWSTime: stringRule((text) => timePattern.test(text) && hoursAndMinutesValid(text)),
  AWSDateTime: stringRule((text) => {
    const match = dateTimePattern.exec(text);
    return !!match && isCalendarDate(match[1]!, match[2]!, match[3]!) && hoursAndMinutesValid(text);
  }),
  AWSEmail: stringRule((text) => emailPattern.test(text)),
  AWSURL: stringRule(validUrl),
  AWSPhone: stringRule((text) => phonePattern.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7),
  AWSIPAddress: stringRule((text) => {
    const [address, prefix, ...rest] = text.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  }),
  AWSTimestamp: {
    parse: (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : refused),
    serialize: (value) => value,
  },
  AWSJSON: {
    parse: (value) => {
      if (typeof value !== 'string') return refused;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return refused;
      }
    },
    serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  },
};

/** The message of a refused value, in the words AppSync's scalar errors use. */
export const invalidScalarMessage = (scalar: string, value: unknown) =>
  `Unable to parse ${typeof value === 'string' ? value : JSON.stringify(value)} as valid ${scalar}.`;

/** A literal in the query text, as the plain value a variable would carry. */
function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
      return node.value;
    case Kind.INT:
      return Number(node.value);
    default:
      return { kind: node.kind };
  }
}

/** Gives the schema's AWS scalars (declared by aws.graphql as plain scalars) AppSync's parsing and serializing. */
export function installAwsScalars(schema: GraphQLSchema): void {
  for (const [name, rule] of Object.entries(rules)) {
    const type = schema.getType(name);
    if (!(type instanceof GraphQLScalarType)) throw new Error(`${name} is not a scalar of the schema`);
    const refuse = (value: unknown): never => {
      throw new GraphQLError(invalidScalarMessage(name, value));
    };
    type.parseValue = (value) => {
      const parsed = rule.parse(value);
      return parsed === refused ? refuse(value) : parsed;
    };
    type.parseLiteral = (node) => {
      const value = literalValue(node);
      const parsed = rule.parse(value);
      return parsed === refused ? refuse(node.kind === Kind.STRING || node.kind === Kind.INT ? value : node.kind) : parsed;
    };
    type.serialize = rule.serialize;
  }
}
