import { CustomResource, Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { CampusConfig } from '../../schema/src/campus-config';
import type { EntryOf } from '../paths';
import { NodeFunction } from './node-function';

export interface PlatformProvisioningProps {
  table: ITable;
  userPool: IUserPool;
  config: CampusConfig;
  entryOf: EntryOf;
}

/**
 * infra/config provisioned into the table on every deploy that changes it (functions/provisioning, the same
 * code the local first start runs): campuses (removed ones deactivated), flags that do not exist yet, and the
 * first global administrators, whose Cognito accounts it creates and invites. The resource's property is the
 * configuration itself, so editing the file and redeploying provisions it again; every step is idempotent.
 */
export class PlatformProvisioning extends Construct {
  /** The custom resource's function (watched like the others). */
  readonly onEventFunction: NodeFunction;

  constructor(scope: Construct, id: string, props: PlatformProvisioningProps) {
    super(scope, id);
    const onEvent = new NodeFunction(this, 'ProvisionPlatform', {
      entry: props.entryOf('provisioning'),
      description: 'Provisions infra/config into the table and the user pool (CloudFormation custom resource).',
      timeout: Duration.minutes(5),
      environment: { TABLE_NAME: props.table.tableName, COGNITO_USER_POOL_ID: props.userPool.userPoolId },
    });
    this.onEventFunction = onEvent;
    props.table.grantReadWriteData(onEvent);
    props.userPool.grant(onEvent, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser');
    const provider = new Provider(this, 'Provider', { onEventHandler: onEvent });
    new CustomResource(this, 'Configuration', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::CampusConfiguration',
      properties: { Configuration: JSON.stringify(props.config) },
    });
  }
}
