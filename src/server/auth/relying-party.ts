/**
 * HouseHunt as an OpenID Connect relying party: authorization code flow with PKCE, state and nonce,
 * issuer and audience checked by openid-client. One configuration per provider, discovered on first use.
 */
import * as oidc from 'openid-client';
import type { IdentityProviderConfig } from '#server/config';
import { emailVerifiedByClaims, nameFromClaims } from './identity-claims.js';

export type SignInStart = { url: URL; state: string; nonce: string; codeVerifier: string };
export type VerifiedIdentity = {
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** The provider vouches that the address is the person's (`email_verified: true`). */
  emailVerified: boolean;
};

export class SignInError extends Error {}

export type RelyingPartyOptions = {
  providers: IdentityProviderConfig[];
  /** Where providers send the browser back: {publicUrl}/api/auth/callback/{provider}. */
  callbackUrl: (providerId: string) => string;
  /** How to reach a provider's endpoints; the embedded one is reached in-process, not over the network. */
  fetchFor?: (provider: IdentityProviderConfig) => oidc.CustomFetch | undefined;
};

export class RelyingParty {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly options: RelyingPartyOptions) {}

  provider(id: string): IdentityProviderConfig | undefined {
    return this.options.providers.find((p) => p.id === id);
  }

  private configuration(provider: IdentityProviderConfig): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider.id);
    if (!pending) {
      const customFetch = this.options.fetchFor?.(provider);
      const insecure = new URL(provider.issuer).protocol === 'http:';
      pending = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        { client_secret: provider.clientSecret },
        provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
        {
          ...(customFetch && { [oidc.customFetch]: customFetch }),
          // Only a local development issuer runs on plain http.
          ...(insecure && { execute: [oidc.allowInsecureRequests] }),
          timeout: 10,
        },
      );
      this.configurations.set(provider.id, pending);
      // A provider that was down must be asked again next time, not remembered as broken.
      pending.catch(() => this.configurations.delete(provider.id));
    }
    return pending;
  }

  /**
   * `stateTag` goes at the front of the state, which the provider hands back untouched: a callback whose
   * stored sign-in is gone (expired, already used, another host's cookie) can still tell how it started.
   */
  async start(provider: IdentityProviderConfig, stateTag: string): Promise<SignInStart> {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = `${stateTag}.${oidc.randomState()}`;
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.callbackUrl(provider.id),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(provider.prompt && { prompt: provider.prompt }),
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Exchanges the code and verifies the ID token; any mismatch (state, nonce, issuer, audience) throws. */
  async finish(
    provider: IdentityProviderConfig,
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity> {
    const config = await this.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SignInError('The sign-in provider sent no identity');
    if (typeof claims.email !== 'string' || !claims.email) {
      throw new SignInError('The sign-in provider did not share an email address');
    }
    if (claims.email_verified === false)
      throw new SignInError('This email address is not verified with the provider');
    return {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      name: nameFromClaims(claims),
      picture: typeof claims.picture === 'string' ? claims.picture : null,
      emailVerified: emailVerifiedByClaims(claims),
    };
  }
}
