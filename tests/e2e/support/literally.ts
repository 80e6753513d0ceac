/** A text as a pattern that matches it literally (product and store names can hold brackets or a plus). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
