import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** A per-client request limit: over `limit` requests in 5 minutes, the client's further requests get 429. */
export interface RateLimit {
  name: string;
  limit: number;
  /** Counts only requests whose path starts with this (`/auth/api/login`); every request when absent. */
  pathPrefix?: string;
  /** Counts only requests with this method. */
  method?: 'POST';
  /**
   * Who a client is: the connection's address (`IP`), or the first address of X-Forwarded-For
   * (`FORWARDED_IP`), which is the viewer's own for requests CloudFront forwards (and a claim for others).
   */
  aggregateBy: 'IP' | 'FORWARDED_IP';
}

export interface WebAclProps {
  /** REGIONAL for AppSync; CLOUDFRONT for a distribution (only creatable in us-east-1). */
  scope: 'REGIONAL' | 'CLOUDFRONT';
  /** Prefix of the CloudWatch metric names of the ACL and its rules. */
  metricName: string;
  rateLimits: readonly RateLimit[];
}

const tooManyRequestsKey = 'too-many-requests';
/** The rate limit's answer in AppSync's error shape, so the web shows a message with a code, not an HTML page. */
const tooManyRequestsBody = JSON.stringify({
  errors: [{ errorType: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a few minutes and try again.' }],
});

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

const scopeDown = (limit: RateLimit): CfnWebACL.StatementProperty | undefined => {
  const matches: CfnWebACL.StatementProperty[] = [];
  if (limit.pathPrefix) {
    matches.push({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: limit.pathPrefix,
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });
  }
  if (limit.method) {
    matches.push({
      byteMatchStatement: {
        fieldToMatch: { method: {} },
        positionalConstraint: 'EXACTLY',
        searchString: limit.method,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
  }
  if (matches.length === 0) return undefined;
  return matches.length === 1 ? matches[0] : { andStatement: { statements: matches } };
};

const rateRule = (limit: RateLimit, priority: number, metricName: string): CfnWebACL.RuleProperty => ({
  name: limit.name,
  priority,
  action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyRequestsKey } } },
  statement: {
    rateBasedStatement: {
      limit: limit.limit,
      aggregateKeyType: limit.aggregateBy,
      ...(limit.aggregateBy === 'FORWARDED_IP' ? { forwardedIpConfig: { headerName: 'X-Forwarded-For', fallbackBehavior: 'NO_MATCH' } } : {}),
      ...(scopeDown(limit) ? { scopeDownStatement: scopeDown(limit) } : {}),
    },
  },
  visibilityConfig: visibility(`${metricName}-${limit.name}`),
});

// Managed groups that refuse requests no legitimate client sends. The Common rule set is left out on purpose:
// its body rules (size, XSS patterns) would refuse legitimate GraphQL bodies carrying rich text, which the
// server sanitizes; the sanitizer, not a pattern match, is the XSS defence.
const managedGroups = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet'];

const managedRule = (name: string, priority: number, metricName: string): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: visibility(`${metricName}-${name}`),
});

/**
 * A WAFv2 web ACL: allow by default, AWS's IP reputation and known-bad-input groups, then the given rate
 * limits, each answering 429 with a JSON body in AppSync's error shape.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const rules = [
      ...managedGroups.map((name, index) => managedRule(name, index, props.metricName)),
      ...props.rateLimits.map((limit, index) => rateRule(limit, managedGroups.length + index, props.metricName)),
    ];
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      rules,
      customResponseBodies: { [tooManyRequestsKey]: { contentType: 'APPLICATION_JSON', content: tooManyRequestsBody } },
      visibilityConfig: visibility(props.metricName),
    });
  }
}
