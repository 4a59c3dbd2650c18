/**
 * The vocabulary of the authorization engine, following OpenFGA's API: objects are `type:id`, users are
 * `type:id`, `type:*` (wildcard) or `type:id#relation` (a userset).
 */

/** A condition attached to a tuple: its name in the model and the context values stored with the tuple. */
export interface TupleCondition {
  name: string;
  context?: Record<string, unknown>;
}

/** One relationship tuple: `user` has `relation` on `object`, possibly under a condition. */
export interface TupleKey {
  user: string;
  relation: string;
  object: string;
  condition?: TupleCondition;
}

/**
 * Every tuple of some relations of one object, known from a record the request has read (a form item holds its
 * template, program, campus, parent, owner and document roles). The engine answers reads of those relations of
 * that object from here instead of the store: they are authoritative, not added to what is stored.
 */
export interface ObjectFacts {
  object: string;
  relations: string[];
  tuples: TupleKey[];
}

/** A stored tuple, with when it was written (OpenFGA's Read returns it). */
export interface StoredTuple {
  key: TupleKey;
  timestamp: string;
}

/** Read's filter, as OpenFGA's: `object` may be a whole `type:` (with user), relation and user optional. */
export interface ReadFilter {
  user?: string;
  relation?: string;
  object?: string;
}

export interface Page {
  pageSize?: number;
  continuationToken?: string;
}

export interface ReadResult {
  tuples: StoredTuple[];
  continuationToken?: string;
}

/**
 * Where tuples live. Two lookups serve resolution: by object side (who has `relation` on `object`) and by
 * user side (on which objects of `objectType` does `user` have `relation`). Each is one Query in DynamoDB.
 */
export interface TupleStore {
  /** Every tuple `(object, relation, *)`: direct users, wildcards and usersets. */
  readUsersOf(object: string, relation: string): Promise<StoredTuple[]>;
  /** Every tuple `(objectType:*, relation, user)` for one exact user string (a user, wildcard or userset). */
  readObjectsOf(user: string, objectType: string, relation: string): Promise<StoredTuple[]>;
  /** OpenFGA's Read: filtered and paged. */
  read(filter: ReadFilter, page?: Page): Promise<ReadResult>;
  /** Applies deletes then writes; the engine has validated them against the model. */
  write(writes: TupleKey[], deletes: TupleKey[]): Promise<void>;
}

/** OpenFGA's error codes that callers can tell apart. */
export type AuthzErrorCode =
  | 'validation_error'
  | 'invalid_tuple'
  | 'type_not_found'
  | 'relation_not_found'
  | 'resolution_too_complex'
  | 'cannot_allow_duplicate_tuples_in_one_request'
  | 'write_failed_due_to_invalid_input'
  | 'exceeded_entity_limit'
  | 'condition_not_found'
  | 'invalid_condition_context'
  | 'invalid_authorization_model'
  | 'invalid_continuation_token';

/** An authorization error with OpenFGA's code (and, where OpenFGA has one, its numeric code). */
export class AuthzError extends Error {
  override readonly name = 'AuthzError';
  constructor(
    readonly code: AuthzErrorCode,
    message: string,
    readonly numericCode?: number,
  ) {
    super(message);
  }
}
