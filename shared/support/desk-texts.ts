// The support desk's texts (the /robo-support chat, hand-off, /contact, /partnership, the inbox). The
// spec gives none of these; they are ours. UI, server and tests import them from here only.

export const CHAT_TEXTS = {
  title: 'Robo Support',
  intro: 'Ask me about delivery, returns, store pickup or your order. I answer from our help articles, and you can talk to a person at any time.',
  inputLabel: 'Your question',
  send: 'Send',
  thinking: 'Looking that up…',
  youSaid: 'You',
  assistant: 'Robo Support',
  staff: 'Customer care',
  readArticle: 'Read the whole article',
  followUps: 'You could also ask',
  unknown: 'Sorry, I don’t know the answer to that. A person from our customer care team can help.',
  talkToPerson: 'Talk to a person',
  offlineNote: 'You are offline. I can still answer from the help articles saved on this device, but looking up an order and talking to a person need the network.',
  offlineAnswer: 'Answered from the help articles saved on this device.',
  networkNeeded: 'That needs the network. Please reconnect and try again.',
  askFailed: 'Sorry, something went wrong. Please try again.',
  // Order status
  ordersHeading: 'Your recent orders',
  noOrders: 'You have no orders yet.',
  guestOrderPrompt: 'I can look up an order with its order number and the email address it was placed with.',
  orderNumberLabel: 'Order number',
  orderEmailLabel: 'Order email',
  lookUp: 'Look up order',
  orderNotFound: 'I couldn’t find an order with that number and email. Please check both and try again.',
  // Hand-off
  handOffHeading: 'Talk to a person',
  handOffIntro: 'We’ll pass this conversation to our customer care team. They reply here and by email.',
  nameLabel: 'Your name',
  emailLabel: 'Your email',
  firstMessageLabel: 'What can we help with?',
  handOffSubmit: 'Send to customer care',
  cancel: 'Cancel',
  handedOff: 'Thanks, a person from our customer care team will reply here and by email, usually within one working day.',
  replyLabel: 'Message to customer care',
  replySend: 'Send message',
  staffReplied: 'Customer care replied',
  resolved: 'This conversation is resolved. Write again if you need more help.',
  newConversation: 'Start a new conversation',
} as const;

export const ENQUIRY_TEXTS = {
  contactSent: 'Thanks, your message has been sent. We’ve emailed you a copy and will reply within one working day.',
  partnershipSent: 'Thanks, your enquiry has been sent to our partnerships team. We reply to every enquiry within five working days.',
  send: 'Send message',
  sendEnquiry: 'Send enquiry',
  sending: 'Sending…',
} as const;

export const INBOX_TEXTS = {
  notFound: 'Conversation not found',
  alreadyResolved: 'This conversation is already resolved',
  conversations: 'Conversations',
  messages: 'Messages',
  articles: 'Articles',
  unanswered: 'Unanswered questions',
  contactMessages: 'Contact form',
  partnershipEnquiries: 'Partnership enquiries',
  noConversations: 'No conversations here.',
  noMessages: 'No messages yet.',
  reply: 'Send reply',
  replyLabel: 'Reply',
  resolve: 'Mark resolved',
  replied: 'Reply sent.',
  resolvedDone: 'Conversation resolved.',
  pickConversation: 'Choose a conversation to read it.',
} as const;

/** The waiting/open/resolved labels of a conversation. */
export const CONVERSATION_STATUS_LABELS = { waiting: 'Waiting for us', open: 'Open', resolved: 'Resolved' } as const;
