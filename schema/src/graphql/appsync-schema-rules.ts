import { Kind, TokenKind, parse, visit, type ASTNode, type DocumentNode } from 'graphql';

/** A rule AppSync applies to the schema it receives, with where it is written down. */
export interface AppSyncSchemaRule {
  id: string;
  /** What the rule refuses, in one sentence. */
  summary: string;
  /** The AppSync documentation page or open issue that states it. */
  source: string;
  /** Every breach in the document, as "where: what". */
  check: (document: DocumentNode) => string[];
}

const graphqlScalars = ['ID', 'String', 'Int', 'Float', 'Boolean'];
/** AppSync's own scalars (docs: "Scalar types in GraphQL"). */
export const appSyncScalars = ['AWSDate', 'AWSTime', 'AWSDateTime', 'AWSTimestamp', 'AWSEmail', 'AWSJSON', 'AWSURL', 'AWSPhone', 'AWSIPAddress'];
/** The directives AppSync takes (docs: "Configuring authorization and authentication", "Real-time data"). */
export const appSyncDirectives = [
  'aws_api_key',
  'aws_iam',
  'aws_oidc',
  'aws_cognito_user_pools',
  'aws_lambda',
  'aws_auth',
  'aws_subscribe',
  'deprecated',
];

const nameOf = (node: ASTNode): string => ('name' in node && node.name && 'value' in node.name ? node.name.value : node.kind);

/** Collects `what` for every node `pick` selects. */
function collect(document: DocumentNode, pick: (node: ASTNode, parents: readonly string[]) => string | undefined): string[] {
  const found: string[] = [];
  const parents: string[] = [];
  visit(document, {
    enter(node) {
      const breach = pick(node, parents);
      if (breach) found.push(breach);
      parents.push(nameOf(node));
    },
    leave() {
      parents.pop();
    },
  });
  return found;
}

const where = (parents: readonly string[], node: ASTNode) => [...parents.filter((part) => !part.endsWith('Document')), nameOf(node)].join('.');

/** AppSync's documented schema rules that graphql-js does not enforce. */
export const appSyncSchemaRules: AppSyncSchemaRule[] = [
  {
    id: 'no-interface-implements-interface',
    summary: 'An interface may not implement another interface: AppSync fails with "Failed to parse schema document".',
    source: 'https://github.com/aws/aws-appsync-community/issues/387',
    check: (document) =>
      document.definitions.flatMap((definition) =>
        (definition.kind === Kind.INTERFACE_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) && definition.interfaces?.length
          ? [`${definition.name.value}: implements ${definition.interfaces.map((named) => named.name.value).join(' & ')}`]
          : [],
      ),
  },
  {
    id: 'no-scalar-declarations',
    summary: 'The schema declares no scalar: AppSync declares its own and supports no custom scalars.',
    source: 'https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html',
    check: (document) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.SCALAR_TYPE_DEFINITION || definition.kind === Kind.SCALAR_TYPE_EXTENSION ? [`scalar ${definition.name.value}`] : [],
      ),
  },
  {
    id: 'only-appsync-scalars',
    summary: "Every type used is declared in the schema, GraphQL's or one of AppSync's scalars.",
    source: 'https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html',
    check: (document) => {
      const declared = new Set(
        document.definitions.flatMap((definition) => ('name' in definition && definition.name ? [definition.name.value] : [])),
      );
      const known = new Set([...declared, ...graphqlScalars, ...appSyncScalars]);
      return collect(document, (node, parents) => (node.kind === Kind.NAMED_TYPE && !known.has(node.name.value) ? `${where(parents, node)}: unknown type` : undefined));
    },
  },
  {
    id: 'no-aws-prefix',
    summary: 'No type of the schema has a name starting with AWS: the prefix is reserved for AppSync.',
    source: 'https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html',
    check: (document) =>
      document.definitions.flatMap((definition) =>
        'name' in definition && definition.name && definition.name.value.startsWith('AWS') ? [definition.name.value] : [],
      ),
  },
  {
    id: 'only-appsync-directives',
    summary: 'Only the directives AppSync takes (its auth directives, @aws_subscribe, @deprecated), and no directive declarations.',
    source: 'https://docs.aws.amazon.com/appsync/latest/devguide/security-authz.html',
    check: (document) => [
      ...document.definitions.flatMap((definition) => (definition.kind === Kind.DIRECTIVE_DEFINITION ? [`directive @${definition.name.value}`] : [])),
      ...collect(document, (node, parents) =>
        node.kind === Kind.DIRECTIVE && !appSyncDirectives.includes(node.name.value) ? `${where(parents, node)}: @${node.name.value}` : undefined,
      ),
    ],
  },
  {
    id: 'no-default-values',
    summary: 'No default values on arguments or input fields: AppSync accepts them but never passes them to resolvers.',
    source: 'https://github.com/aws/aws-appsync-community/issues/59',
    check: (document) =>
      collect(document, (node, parents) => (node.kind === Kind.INPUT_VALUE_DEFINITION && node.defaultValue ? `${where(parents, node)}: = default` : undefined)),
  },
  {
    id: 'subscriptions-name-mutations',
    summary: 'Every subscription field names the mutations it follows with @aws_subscribe, and they exist.',
    source: 'https://docs.aws.amazon.com/appsync/latest/devguide/aws-appsync-real-time-data.html',
    check: (document) => {
      const objects = document.definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION);
      const mutations = new Set(objects.filter((type) => type.name.value === 'Mutation').flatMap((type) => (type.fields ?? []).map((field) => field.name.value)));
      return objects
        .filter((type) => type.name.value === 'Subscription')
        .flatMap((type) => type.fields ?? [])
        .flatMap((field) => {
          const subscribe = field.directives?.find((directive) => directive.name.value === 'aws_subscribe');
          const listed = subscribe?.arguments?.find((argument) => argument.name.value === 'mutations')?.value;
          const names = listed?.kind === Kind.LIST ? listed.values.flatMap((value) => (value.kind === Kind.STRING ? [value.value] : [])) : [];
          if (names.length === 0) return [`Subscription.${field.name.value}: no @aws_subscribe(mutations: [...])`];
          return names.filter((name) => !mutations.has(name)).map((name) => `Subscription.${field.name.value}: no mutation ${name}`);
        });
    },
  },
  {
    id: 'no-literal-words-before-enum-values',
    summary: 'No description or comment right before an enum value holds the words null, true or false: schema creation fails.',
    source: 'https://github.com/aws/aws-appsync-community/issues/410',
    check: (document) =>
      collect(document, (node, parents) => {
        if (node.kind !== Kind.ENUM_VALUE_DEFINITION) return undefined;
        const before = `${node.description?.value ?? ''} ${precedingComments(node)}`;
        return /\b(null|true|false)\b/.test(before) ? `${where(parents, node)}: "${before.trim()}"` : undefined;
      }),
  },
];

/** The `#` comments on the lines right before a node (the printed, merged SDL has none, but a source file may). */
function precedingComments(node: ASTNode): string {
  const comments: string[] = [];
  let token = node.loc?.startToken.prev;
  while (token && token.kind === TokenKind.COMMENT) {
    comments.push(token.value);
    token = token.prev;
  }
  return comments.join(' ');
}

/** Every breach of AppSync's schema rules in an SDL text, by rule id; empty when AppSync would take it. */
export function appSyncSchemaBreaches(sdl: string): Record<string, string[]> {
  const document = parse(sdl);
  const breaches: Record<string, string[]> = {};
  for (const rule of appSyncSchemaRules) {
    const found = rule.check(document);
    if (found.length > 0) breaches[rule.id] = found;
  }
  return breaches;
}
