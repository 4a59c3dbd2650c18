import type { UpdateUserPoolClientCommandInput, UserPoolClientType } from '@aws-sdk/client-cognito-identity-provider';

/** Where the hosted sign-in page may send the browser back to: the web app's origins. */
export interface WebClientUrls {
  callbackUrls: string[];
  logoutUrls: string[];
}

/**
 * The UpdateUserPoolClient request that changes only the client's callback and logout URLs. The API resets
 * every field it is not given, so the request repeats each updatable field of the client as described.
 */
export function clientUpdateWithUrls(client: UserPoolClientType, urls: WebClientUrls): UpdateUserPoolClientCommandInput {
  if (!client.UserPoolId || !client.ClientId) throw new Error('The described user pool client has no pool or client id.');
  return {
    UserPoolId: client.UserPoolId,
    ClientId: client.ClientId,
    ClientName: client.ClientName,
    RefreshTokenValidity: client.RefreshTokenValidity,
    AccessTokenValidity: client.AccessTokenValidity,
    IdTokenValidity: client.IdTokenValidity,
    TokenValidityUnits: client.TokenValidityUnits,
    ReadAttributes: client.ReadAttributes,
    WriteAttributes: client.WriteAttributes,
    ExplicitAuthFlows: client.ExplicitAuthFlows,
    SupportedIdentityProviders: client.SupportedIdentityProviders,
    CallbackURLs: urls.callbackUrls,
    LogoutURLs: urls.logoutUrls,
    // A default redirect must be one of the callbacks; an old one may not be any more.
    DefaultRedirectURI: client.DefaultRedirectURI && urls.callbackUrls.includes(client.DefaultRedirectURI) ? client.DefaultRedirectURI : undefined,
    AllowedOAuthFlows: client.AllowedOAuthFlows,
    AllowedOAuthScopes: client.AllowedOAuthScopes,
    AllowedOAuthFlowsUserPoolClient: client.AllowedOAuthFlowsUserPoolClient,
    AnalyticsConfiguration: client.AnalyticsConfiguration,
    PreventUserExistenceErrors: client.PreventUserExistenceErrors,
    EnableTokenRevocation: client.EnableTokenRevocation,
    EnablePropagateAdditionalUserContextData: client.EnablePropagateAdditionalUserContextData,
    AuthSessionValidity: client.AuthSessionValidity,
    RefreshTokenRotation: client.RefreshTokenRotation,
  };
}

/** The callback and logout URLs of the web app served at each of `origins` (https://host). */
export const webClientUrlsOf = (origins: string[]): WebClientUrls => ({
  callbackUrls: origins.map((origin) => `${origin}/auth/api/callback`),
  logoutUrls: origins.map((origin) => `${origin}/`),
});
