import type { TestApp } from './test-app';

/** A browser-like client for app.request(): keeps cookies and sends the same-origin header. */
export class TestClient {
  private cookies = new Map<string, string>();

  /** `address`: the socket peer the app sees (as @hono/node-server's env binding gives it); none by default. */
  constructor(
    private readonly t: TestApp,
    private readonly options: { address?: string } = {},
  ) {}

  /** `app`: another app to send to with this client's cookies (the test app's by default). */
  async request(path: string, init: RequestInit & { json?: unknown } = {}, app: { request: TestApp['app']['request'] } = this.t.app): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.t.config.publicUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const socket = this.options.address ? { incoming: { socket: { remoteAddress: this.options.address } } } : undefined;
    const response = await app.request(this.t.url(path), { ...init, headers, body }, socket);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, json?: unknown): Promise<Response> {
    return this.request(path, { method: 'POST', json: json ?? {} });
  }

  async signUp(email: string, password = 'Passw0rd!', name = 'Test Shopper'): Promise<{ id: string }> {
    const response = await this.post('/api/auth/sign-up/email', { email, password, name });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return { id: body.user.id };
  }

  async signIn(email: string, password = 'Passw0rd!'): Promise<Response> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  /** The Cookie header this client sends, for a request built by hand (another origin, no origin). */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Sets a cookie as if the server had (a session made without signing in, for instance). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}
