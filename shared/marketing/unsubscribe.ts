// The unsubscribe page's answer (GET and POST /api/marketing/unsubscribe, docs/decisions/054).
export interface UnsubscribeState {
  email: string;
  unsubscribed: boolean;
}
