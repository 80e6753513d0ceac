import { apiRefusal, sendApiRequest, type ApiMethod, type ApiRequestOptions } from './api-client';

/**
 * As apiRequest (docs/decisions/059), for an answer read as it arrives (the sync's first pull,
 * docs/decisions/078): a successful answer's body, its bytes as they come; a refusal throws the
 * ApiError apiRequest would. The stream fails when the connection does mid-way. Apart from
 * api-client.ts so that the first paint's code does not carry it.
 */
export async function apiRequestStream(method: ApiMethod, path: string, options: ApiRequestOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const response = await sendApiRequest(method, path, options);
  if (response.ok && response.body) return response.body;
  throw apiRefusal(response, response.ok ? null : await response.json().catch(() => null));
}
