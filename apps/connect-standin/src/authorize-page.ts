// The authorization endpoint `{base}/{instance}/authorize.action`: GET shows a small page asking the
// user to allow the client; its Allow button POSTs the same parameters back, which answers with a
// redirect to redirect_uri carrying the code and the state. No sign-in: the stand-in trusts whoever
// presses Allow.
import type { FastifyInstance, FastifyReply } from "fastify";
import { formFields, type OAuthStore } from "./oauth";

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function isAbsoluteHttpUrl(text: string | undefined): text is string {
  if (!text || !URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === "http:" || protocol === "https:";
}

/** The request's parameters, or what is wrong with them (shown on a 400 page, never redirected). */
function readAuthorizeRequest(
  fields: Record<string, string | undefined>,
  store: OAuthStore,
): AuthorizeRequest | string {
  if (fields.response_type !== "code") return "response_type must be code.";
  if (!store.hasClient(fields.client_id)) return "The client_id is not known to this service.";
  if (!isAbsoluteHttpUrl(fields.redirect_uri)) return "The redirect_uri is missing or not an http(s) URL.";
  return { clientId: fields.client_id ?? "", redirectUri: fields.redirect_uri, state: fields.state };
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Litfolio Connect stand-in</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
button { font: inherit; padding: 0.5rem 1.5rem; }
button:focus-visible { outline: 3px solid #1a4f8b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Litfolio Connect stand-in</h1>
${body}
</main>
</body>
</html>
`;
}

function hiddenField(name: string, value: string | undefined) {
  return value === undefined ? "" : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function authorizePage(action: string, instance: string, request: AuthorizeRequest) {
  const returnTo = new URL(request.redirectUri).origin;
  return page(
    "Allow access",
    `<h2>Allow access</h2>
<p>The application <strong>${escapeHtml(request.clientId)}</strong> asks for access to the files of the
site <strong>${escapeHtml(instance)}</strong>.</p>
<p>After you allow it, you are sent back to <span>${escapeHtml(returnTo)}</span>.</p>
<form method="post" action="${escapeHtml(action)}">
${hiddenField("response_type", "code")}
${hiddenField("client_id", request.clientId)}
${hiddenField("redirect_uri", request.redirectUri)}
${hiddenField("state", request.state)}
<button type="submit">Allow</button>
</form>`,
  );
}

export function refusalPage(reason: string) {
  return page(
    "Authorisation request refused",
    `<h2>Authorisation request refused</h2>\n<p role="alert">${escapeHtml(reason)}</p>`,
  );
}

/** redirect_uri with the code and, when given, the state added to its query. */
function redirectWithCode(request: AuthorizeRequest, code: string) {
  const target = new URL(request.redirectUri);
  target.searchParams.set("code", code);
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  return target.href;
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type("text/html; charset=utf-8").send(html);

export function registerAuthorizePage(app: FastifyInstance, instance: string, store: OAuthStore) {
  const path = `/${instance}/authorize.action`;

  app.get(path, async (request, reply) => {
    const authorize = readAuthorizeRequest(formFields(request.query), store);
    if (typeof authorize === "string") return sendHtml(reply, 400, refusalPage(authorize));
    return sendHtml(reply, 200, authorizePage(path, instance, authorize));
  });

  // Allow: the form's fields, over any left in the query.
  app.post(path, async (request, reply) => {
    const fields = { ...formFields(request.query), ...formFields(request.body) };
    const authorize = readAuthorizeRequest(fields, store);
    if (typeof authorize === "string") return sendHtml(reply, 400, refusalPage(authorize));
    const code = store.issueCode(authorize.clientId, authorize.redirectUri);
    return reply.redirect(redirectWithCode(authorize, code), 302);
  });
}
