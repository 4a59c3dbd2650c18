/** The product's name, shown in the top bar and the page titles. */
export const productName = 'Campus Forms';

/**
 * Where the help button and the footer's Accessibility and Privacy links go. The defaults are the app's own
 * pages; a deployment may point them elsewhere through Vite env variables.
 */
export const siteLinks = {
  help: import.meta.env.VITE_HELP_URL ?? '/help',
  accessibility: import.meta.env.VITE_ACCESSIBILITY_URL ?? '/accessibility',
  privacy: import.meta.env.VITE_PRIVACY_URL ?? '/privacy',
};
