/** Signs in as the administrator on a benchmark's server: the session every HTTP figure is measured with. */
export async function signIn(base: string, password = 'Admin@2026!x'): Promise<{ token: string; ticket: string }> {
  const res = await fetch(`${base}/api-auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_name: 'admin', password }),
  });
  const body = (await res.json()) as { code: number; message: string; data: { token: string; ticket: string } };
  if (body.code !== 10000) throw new Error(`sign-in failed: ${body.code} ${body.message}`);
  return body.data;
}

/** The address a listening Fastify app answers on. */
export function baseOf(server: import('node:http').Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
