import { CelScalar, celEnv, celFunc, celMethod, isCelError, parse, plan, type CelInput } from '@bufbuild/cel';
import { inCidr, parseIpAddress } from './ip-address';

/**
 * The CEL environment of OpenFGA's conditions: standard CEL plus the `ipaddress` type. An ipaddress value is
 * carried as its (validated) string, so `user_ip.in_cidr("10.0.0.0/8")` is a method on strings here.
 */
export const conditionEnv = celEnv({
  funcs: [
    celMethod('in_cidr', CelScalar.STRING, [CelScalar.STRING], CelScalar.BOOL, function (cidr) {
      return inCidr(this, cidr);
    }),
    celFunc('ipaddress', [CelScalar.STRING], CelScalar.STRING, (text) => {
      if (!parseIpAddress(text)) throw new Error(`invalid IP address '${text}'`);
      return text;
    }),
  ],
});

// Timestamps and durations are protobuf messages in CEL; building them with CEL's own conversions keeps
// the parsing rules identical to the expression's literals (RFC 3339 and Go duration strings).
const makeTimestamp = plan(conditionEnv, parse('timestamp(text)'));
const makeDuration = plan(conditionEnv, parse('duration(text)'));

function fromText(maker: typeof makeTimestamp, text: string, what: string): CelInput {
  const value = maker({ text });
  if (isCelError(value)) throw new Error(`expected a valid ${what} string, but found '${text}'`);
  return value as CelInput;
}

/** A CEL timestamp from an RFC 3339 string; throws when malformed. */
export const celTimestamp = (text: string): CelInput => fromText(makeTimestamp, text, 'RFC 3339 timestamp');

/** A CEL duration from a Go duration string (`1h30m`); throws when malformed. */
export const celDuration = (text: string): CelInput => fromText(makeDuration, text, 'duration');
