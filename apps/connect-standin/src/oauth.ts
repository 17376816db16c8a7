// OAuth 2.0 authorization codes and tokens (RFC 6749), kept in memory, and the token endpoint
// `{base}/{instance}/api/oauth2/token`. Codes live 30 minutes and are used once; a refresh rotates
// the refresh token, so the old one stops working (as HighQ does).
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

export interface StandinClient {
  id: string;
  secret: string;
}

/** What the token endpoint answers on success. */
export interface TokenAnswer {
  access_token: string;
  token_type: "bearer";
  /** Seconds. */
  expires_in: number;
  refresh_token: string;
  /** Seconds. */
  refresh_token_expires_in: number;
}

/** GET /_standin/tokens: so tests can tell that a refresh (or an exchange) happened. */
export interface TokenCounts {
  accessTokensIssued: number;
  refreshes: number;
  authorizationCodesIssued: number;
  authorizationCodesUsed: number;
}

export const codeLifetimeMs = 30 * 60 * 1000;

interface Grant {
  clientId: string;
  expiresAt: number;
}

interface AuthorizationCode extends Grant {
  redirectUri: string;
  used: boolean;
}

/** An RFC 6749 §5.2 error, answered as `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }

  body() {
    return { error: this.error, error_description: this.description };
  }
}

const invalidGrant = (description: string) => new OAuthError(400, "invalid_grant", description);

const opaqueValue = () => randomBytes(32).toString("base64url");

export interface OAuthStoreOptions {
  clients: StandinClient[];
  now: () => number;
  /** Read at every issue, so a changed behaviour applies to the next tokens. */
  lifetimes: () => { accessTokenLifetimeSeconds: number; refreshTokenLifetimeSeconds: number };
}

export class OAuthStore {
  private codes = new Map<string, AuthorizationCode>();
  private accessTokens = new Map<string, Grant>();
  private refreshTokens = new Map<string, Grant>();
  private counts: TokenCounts = emptyCounts();

  constructor(private readonly options: OAuthStoreOptions) {}

  hasClient(clientId: string | undefined): boolean {
    return this.options.clients.some((client) => client.id === clientId);
  }

  issueCode(clientId: string, redirectUri: string): string {
    const code = opaqueValue();
    const expiresAt = this.options.now() + codeLifetimeMs;
    this.codes.set(code, { clientId, redirectUri, expiresAt, used: false });
    this.counts.authorizationCodesIssued += 1;
    return code;
  }

  /** The client whose id and secret these are; invalid_client otherwise. */
  authenticateClient(clientId: string | undefined, secret: string | undefined): StandinClient {
    const client = this.options.clients.find((known) => known.id === clientId && known.secret === secret);
    if (!client) throw new OAuthError(401, "invalid_client", "Unknown client or wrong client secret");
    return client;
  }

  exchangeCode(client: StandinClient, code: string | undefined, redirectUri: string | undefined) {
    const grant = code === undefined ? undefined : this.codes.get(code);
    if (!code || !grant || grant.clientId !== client.id) throw invalidGrant("Unknown authorization code");
    if (grant.used) throw invalidGrant("The authorization code was already used");
    if (this.isExpired(grant)) throw invalidGrant("The authorization code has expired");
    if (grant.redirectUri !== redirectUri)
      throw invalidGrant("redirect_uri does not match the authorization");
    grant.used = true;
    this.counts.authorizationCodesUsed += 1;
    return this.issueTokens(client.id);
  }

  refresh(client: StandinClient, refreshToken: string | undefined): TokenAnswer {
    const grant = refreshToken === undefined ? undefined : this.refreshTokens.get(refreshToken);
    if (!refreshToken || !grant || grant.clientId !== client.id) throw invalidGrant("Unknown refresh token");
    if (this.isExpired(grant)) throw invalidGrant("The refresh token has expired");
    // Rotation: the old refresh token is gone once a new one is issued.
    this.refreshTokens.delete(refreshToken);
    this.counts.refreshes += 1;
    return this.issueTokens(client.id);
  }

  isValidAccessToken(token: string | undefined): boolean {
    const grant = token === undefined ? undefined : this.accessTokens.get(token);
    return grant !== undefined && !this.isExpired(grant);
  }

  /** Every access token issued so far expires at once; refresh tokens keep working. */
  expireAccessTokens() {
    for (const grant of this.accessTokens.values()) grant.expiresAt = Number.NEGATIVE_INFINITY;
  }

  tokenCounts(): TokenCounts {
    return { ...this.counts };
  }

  reset() {
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.counts = emptyCounts();
  }

  private isExpired(grant: Grant) {
    return this.options.now() >= grant.expiresAt;
  }

  private issueTokens(clientId: string): TokenAnswer {
    const { accessTokenLifetimeSeconds, refreshTokenLifetimeSeconds } = this.options.lifetimes();
    const now = this.options.now();
    const accessToken = opaqueValue();
    const refreshToken = opaqueValue();
    this.accessTokens.set(accessToken, { clientId, expiresAt: now + accessTokenLifetimeSeconds * 1000 });
    this.refreshTokens.set(refreshToken, { clientId, expiresAt: now + refreshTokenLifetimeSeconds * 1000 });
    this.counts.accessTokensIssued += 1;
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: accessTokenLifetimeSeconds,
      refresh_token: refreshToken,
      refresh_token_expires_in: refreshTokenLifetimeSeconds,
    };
  }
}

function emptyCounts(): TokenCounts {
  return { accessTokensIssued: 0, refreshes: 0, authorizationCodesIssued: 0, authorizationCodesUsed: 0 };
}

/** A form body's fields as strings (the form parser gives an object; anything else counts as empty). */
export function formFields(body: unknown): Record<string, string | undefined> {
  if (typeof body !== "object" || body === null) return {};
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  return fields;
}

function grantTokens(store: OAuthStore, fields: Record<string, string | undefined>): TokenAnswer {
  const grantType = fields.grant_type;
  if (grantType !== "authorization_code" && grantType !== "refresh_token") {
    throw new OAuthError(
      400,
      "unsupported_grant_type",
      `grant_type ${grantType ?? "(missing)"} is not supported`,
    );
  }
  const client = store.authenticateClient(fields.client_id, fields.client_secret);
  return grantType === "authorization_code"
    ? store.exchangeCode(client, fields.code, fields.redirect_uri)
    : store.refresh(client, fields.refresh_token);
}

export function registerTokenEndpoint(app: FastifyInstance, instance: string, store: OAuthStore) {
  app.post(`/${instance}/api/oauth2/token`, async (request, reply) => {
    // Tokens must not be cached by anything between (RFC 6749 §5.1).
    reply.header("cache-control", "no-store");
    try {
      return grantTokens(store, formFields(request.body));
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply.code(error.status).send(error.body());
    }
  });
}
