import { App } from 'aws-cdk-lib';
import { createPlatform } from '../platform';
import { readSettings } from '../settings';

const app = new App();
createPlatform(app, { settings: readSettings(app.node) });
app.synth();
