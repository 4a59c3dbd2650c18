// Imported first by scale.ts: the handlers build their logger and metrics when their modules load, from these.
// The seeder imports handler modules statically, so setting them inside main() would come too late.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';

export {};
