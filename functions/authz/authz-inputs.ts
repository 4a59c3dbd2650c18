import { z } from 'zod';
import { awsJsonObject } from '../../schema/src/inputs/aws-json';
import { maxTuplesPerWrite } from './engine';

// Shapes of the authorization tooling's inputs. The engine validates against the model; these only refuse
// what is not even shaped like OpenFGA's strings, with a message naming the field.

export const relationSchema = z.string().regex(/^[^\s:#@]{1,50}$/, 'A relation is a name like can_view');
export const objectSchema = z.string().regex(/^[^\s:#@]{1,254}:[^\s:#]{1,256}$/, 'An object is type:id, like campus:01');
export const userSchema = z.string().regex(/^[^\s:#@]{1,254}:[^\s:#]{1,256}(#[^\s:#@]{1,50})?$/, 'A user is type:id, type:* or type:id#relation');

/** A condition's context: AWSJSON, which AppSync hands over parsed; it must be an object. */
const jsonObject = awsJsonObject(50_000, 'context');

export const tupleKeySchema = z.object({
  user: userSchema,
  relation: relationSchema,
  object: objectSchema,
  condition: z.object({ name: z.string().min(1).max(50), context: jsonObject.nullish() }).nullish(),
});

/**
 * Read's filter. OpenFGA's Read takes no filter, an object (type:id), or a user with an object type (type:);
 * the tools also read by user alone, across the model's types. What is left (a relation alone, a type without
 * a user) is refused with a message naming what to add.
 */
export const readInputSchema = z
  .object({
    user: userSchema.nullish(),
    relation: relationSchema.nullish(),
    object: z.string().regex(/^[^\s:#@]{1,254}:[^\s:#]{0,256}$/, 'An object is type:id, or type: for every object of a type').nullish(),
    pageSize: z.number().int().min(1).max(100).nullish(),
    continuationToken: z.string().max(2048).nullish(),
  })
  .superRefine((input, context) => {
    if (input.object?.endsWith(':') && !input.user) {
      context.addIssue({ code: 'custom', path: ['user'], message: 'Reading every object of a type (type:) needs a user too' });
    } else if (!input.object && !input.user && input.relation) {
      context.addIssue({ code: 'custom', path: ['object'], message: 'Reading by relationship needs an object (type:id) or a user too' });
    }
  });

export const checkInputSchema = z.object({
  user: userSchema,
  relation: relationSchema,
  object: objectSchema,
  context: jsonObject.nullish(),
  contextualTuples: z.array(tupleKeySchema).max(100).nullish(),
});

export const expandInputSchema = z.object({ relation: relationSchema, object: objectSchema });

export const writeInputSchema = z
  .object({ writes: z.array(tupleKeySchema).nullish(), deletes: z.array(tupleKeySchema).nullish() })
  .refine((input) => (input.writes?.length ?? 0) + (input.deletes?.length ?? 0) <= maxTuplesPerWrite, {
    message: `At most ${maxTuplesPerWrite} tuples can be written and deleted in one call`,
  });

export type TupleKeyInput = z.output<typeof tupleKeySchema>;
