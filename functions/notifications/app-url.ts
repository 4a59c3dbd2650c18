/** The address of the web app that mails link to (APP_URL; locally the harness's own port). */
export const appUrl = () => process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
