/**
 * The longest form name accepted: on its own, without zod, so the form screen's name field can say it without
 * loading the input schemas (25 kB gzipped) that only the resolvers' checks need.
 */
export const maxFormNameLength = 200;
