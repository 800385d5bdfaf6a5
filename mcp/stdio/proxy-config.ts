import { z } from 'zod';

// The stdio proxy's settings come from the environment, as agent runtimes pass them.

export const SERVICE_URL_VARIABLE = 'MENU_SERVICE_URL';
export const SERVICE_KEY_VARIABLE = 'MENU_SERVICE_KEY';

export const PROXY_USAGE = `Usage: ${SERVICE_URL_VARIABLE}=<base URL> ${SERVICE_KEY_VARIABLE}=<API key> npm run --silent mcp
  Serves the menu service's MCP tools on stdin/stdout, proxying to the service's /v1 API.
  ${SERVICE_URL_VARIABLE}  the service's base URL, e.g. http://127.0.0.1:8787 (npm run service)
  ${SERVICE_KEY_VARIABLE}  the bearer key the service issued (the reference service prints its demo key)`;

const required = (name: string, what: string) =>
  z
    .string({ error: `${name} is not set: ${what}` })
    .trim()
    .min(1, `${name} is empty: ${what}`);

const ProxyEnvSchema = z.object({
  [SERVICE_URL_VARIABLE]: required(SERVICE_URL_VARIABLE, "the menu service's base URL"),
  [SERVICE_KEY_VARIABLE]: required(SERVICE_KEY_VARIABLE, "the menu service's API key"),
});

export interface ProxyConfig {
  serviceUrl: string;
  apiKey: string;
}

/** The settings, or every problem with them in one message. */
export function readProxyConfig(
  env: NodeJS.ProcessEnv,
): { ok: true; config: ProxyConfig } | { ok: false; message: string } {
  const parsed = ProxyEnvSchema.safeParse(env);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('\n') };
  return {
    ok: true,
    config: { serviceUrl: parsed.data[SERVICE_URL_VARIABLE], apiKey: parsed.data[SERVICE_KEY_VARIABLE] },
  };
}
