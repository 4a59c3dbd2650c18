/** The product's name, shown in the top bar and the page titles. */
export const productName = 'Campus Forms';

/**
 * Addresses outside the app, set per deployment through Vite env variables. The defaults are paths the
 * hosting (CloudFront) is expected to serve.
 */
export const siteLinks = {
  help: import.meta.env.VITE_HELP_URL ?? '/help',
  accessibility: import.meta.env.VITE_ACCESSIBILITY_URL ?? '/accessibility',
  privacy: import.meta.env.VITE_PRIVACY_URL ?? '/privacy',
};
