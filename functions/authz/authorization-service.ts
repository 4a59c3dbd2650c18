import type { Explanation } from './engine/explain/proof';
import type { ObjectFacts, Page, ReadFilter, ReadResult, TupleKey } from './engine/types';

export interface CheckRequest {
  user: string;
  relation: string;
  object: string;
  context?: Record<string, unknown>;
  contextualTuples?: TupleKey[];
  /**
   * What the caller knows of some objects from items it has read (a form's own tuples): the embedded engine
   * reads those relations from here, not the store; a real OpenFGA server gets them as contextual tuples.
   */
  facts?: ObjectFacts[];
}

export interface ExpandRequest {
  relation: string;
  object: string;
  contextualTuples?: TupleKey[];
}

/** OpenFGA's userset tree, as Expand returns it (JSON shape of the API). */
export type UsersetTree = Record<string, unknown>;

export interface ListObjectsRequest {
  user: string;
  relation: string;
  type: string;
  context?: Record<string, unknown>;
  contextualTuples?: TupleKey[];
}

export interface ListUsersRequest {
  object: string;
  relation: string;
  userFilters: Array<{ type: string; relation?: string }>;
  context?: Record<string, unknown>;
  contextualTuples?: TupleKey[];
}

/** A user as ListUsers returns them: an object, a wildcard of a type, or a userset. */
export type ListedUser =
  | { object: { type: string; id: string } }
  | { wildcard: { type: string } }
  | { userset: { type: string; id: string; relation: string } };

/**
 * The authorization service every resolver asks: the embedded engine over DynamoDB tuples, or a real
 * OpenFGA server through @openfga/sdk, chosen by configuration.
 */
export interface AuthorizationService {
  check(request: CheckRequest): Promise<boolean>;
  batchCheck(requests: CheckRequest[]): Promise<boolean[]>;
  expand(request: ExpandRequest): Promise<UsersetTree>;
  /** Check's answer with the path that granted it, or the nearest path that would have (not in OpenFGA's API). */
  explain(request: CheckRequest): Promise<Explanation>;
  read(filter: ReadFilter, page?: Page): Promise<ReadResult>;
  /** At most 100 tuples a call (writes and deletes together), validated against the model. */
  write(writes: TupleKey[], deletes: TupleKey[]): Promise<void>;
  listObjects(request: ListObjectsRequest): Promise<string[]>;
  listUsers(request: ListUsersRequest): Promise<ListedUser[]>;
  /** The model in use, as DSL text and as OpenFGA's JSON. */
  readAuthorizationModel(): Promise<{ id: string; dsl: string; json: unknown }>;
}
