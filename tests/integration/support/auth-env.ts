// Imported first by auth tests: the handler builds its logger at import time, so the environment must be
// ready before the handler module is evaluated.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.IDENTITY_PROVIDER = 'local';
process.env.LOCAL_SIGNING_KEY_PATH = join(mkdtempSync(join(tmpdir(), 'auth-it-')), 'keys', 'signing-key.json');
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
// The SDK's own switch for its Node 20 support warning (the variable above does not silence it).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
delete process.env.COOKIE_SECURE;
delete process.env.SESSION_HOURS;
delete process.env.ACCESS_TOKEN_MINUTES;
