/** Stands in for a function entry that is not written yet: infra tests skip bundling, so only its path matters. */
export const handler = async () => null;
