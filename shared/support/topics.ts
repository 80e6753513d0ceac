// The knowledge base's topics, in the order the FAQ shows them. An article belongs to one.

export const SUPPORT_TOPICS = [
  { id: 'orders-delivery', name: 'Orders & delivery' },
  { id: 'returns-refunds', name: 'Returns & refunds' },
  { id: 'store-pickup', name: 'Store pickup' },
  { id: 'payments-pricing', name: 'Payments & pricing' },
  { id: 'account', name: 'Account' },
  { id: 'products-safety', name: 'Products & safety' },
  { id: 'privacy', name: 'Privacy' },
] as const;

export type SupportTopicId = (typeof SUPPORT_TOPICS)[number]['id'];
export const SUPPORT_TOPIC_IDS = SUPPORT_TOPICS.map((topic) => topic.id) as [SupportTopicId, ...SupportTopicId[]];

/** A topic's name; an unknown id (never stored: the schema refuses it) shows as itself. */
export function supportTopicName(id: string): string {
  return SUPPORT_TOPICS.find((topic) => topic.id === id)?.name ?? id;
}
